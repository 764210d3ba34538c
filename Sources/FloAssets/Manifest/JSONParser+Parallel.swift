#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A long array's elements parsed on several cores: a manifest's controls are most of its bytes, and the parse
/// otherwise runs alone before anything else can start.
///
/// The array is cut into shares at guessed boundaries (a `,` followed by `{`). Each share is parsed from its
/// guess to the next one by the same code as the whole document, with the line it starts on counted ahead. The
/// first share starts at a true boundary, so it either lands exactly on the next guess, which proves that guess a
/// true boundary too, or runs past it (the guess was inside an element) and on to the array's end. Anything
/// else, a malformed element included, and the parse goes one element after another as usual, which reports
/// the same error at the same place. The elements and their locations are the same either way.
extension JSONParser {
    /// The bytes from an array's first element to the end of the document from which it is split across cores.
    static let parallelArraySize = 64 << 10

    /// Where a share's parse stopped, and the parser's position there.
    private struct Share: Sendable {
        var elements: [JSONNode]
        var index: Int
        var line: Int
        var lineStart: Int
        /// Whether it stopped at the array's `]` rather than at the next share's `,`.
        var endsArray: Bool
    }

    /// Where a share starts: the first byte after its `,`, and the line there.
    private struct Origin: Sendable {
        var index: Int
        var line: Int
        var lineStart: Int
    }

    /// The document's bytes, shared read-only by the threads for the length of the parse.
    private struct SharedBytes: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    /// The elements of the array whose first element is at `index`, with the parser left after its `]`; nil, with
    /// the parser unmoved, when a guess or an element is wrong (see above).
    mutating func parseElementsInParallel() -> [JSONNode]? {
        let commas = guessedBoundaries()
        guard !commas.isEmpty else { return nil }
        var origins = [Origin(index: index, line: line, lineStart: lineStart)]
        for comma in commas {
            let previous = origins[origins.count - 1]
            let (line, lineStart) = lineCounted(from: previous, to: comma + 1)
            origins.append(Origin(index: comma + 1, line: line, lineStart: lineStart))
        }
        let (shared, elementDepth, starts) = (SharedBytes(bytes: bytes), depth, origins)
        let shares = ParallelWork.collect(count: starts.count, chunkSize: 1, workers: workers) { range in
            let share = range.lowerBound
            var parser = JSONParser(bytes: shared.bytes)
            (parser.index, parser.line, parser.lineStart, parser.depth) =
                (starts[share].index, starts[share].line, starts[share].lineStart, elementDepth)
            return try? parser.parseShare(upTo: share < commas.count ? commas[share] : nil)
        }
        var elements: [JSONNode] = []
        for share in shares {
            // Each share counts only once the one before it landed on its boundary.
            guard let share else { return nil }
            elements += share.elements
            if share.endsArray {
                (index, line, lineStart) = (share.index + 1, share.line, share.lineStart)
                depth -= 1
                return elements
            }
        }
        return nil
    }

    /// Elements from here until the `,` at `boundary` (left there) or the array's `]` (left there); throws at a
    /// malformed element, or when it runs past `boundary` to another `,`.
    private mutating func parseShare(upTo boundary: Int?) throws(JSONSyntaxError) -> Share {
        skipWhitespace()
        var elements: [JSONNode] = []
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                if let boundary, index >= boundary {
                    guard index == boundary else { throw error("past the guessed boundary") }
                    return Share(elements: elements, index: index, line: line, lineStart: lineStart, endsArray: false)
                }
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                return Share(elements: elements, index: index, line: line, lineStart: lineStart, endsArray: true)
            default:
                throw error("expected ',' or ']' after array element")
            }
        }
    }

    /// Up to `workers - 1` offsets of a `,` followed (after whitespace) by `{`, spread evenly over the rest of the
    /// document, in increasing order.
    private func guessedBoundaries() -> [Int] {
        guard let base = bytes.baseAddress else { return [] }
        var commas: [Int] = []
        let remaining = bytes.count - index
        for share in 1..<workers {
            var position = max(index + remaining / workers * share, (commas.last ?? index) + 1)
            // A boundary is looked for over a few kilobytes: past that, the share is left to its neighbour.
            let searchEnd = min(bytes.count, position + 4096)
            while position < searchEnd,
                let found = memchr(base + position, Int32(UInt8(ascii: ",")), searchEnd - position)
            {
                let comma = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                var next = comma + 1
                while next < bytes.count, [32, 9, 10, 13].contains(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "{") {
                    commas.append(comma)
                    break
                }
                position = comma + 1
            }
        }
        return commas
    }

    /// The line and its start at `end`, counting the line breaks from `origin`.
    private func lineCounted(from origin: Origin, to end: Int) -> (line: Int, lineStart: Int) {
        guard let base = bytes.baseAddress else { return (origin.line, origin.lineStart) }
        var (line, lineStart) = (origin.line, origin.lineStart)
        var position = origin.index
        while position < end, let found = memchr(base + position, 10, end - position) {
            let lineBreak = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            line += 1
            lineStart = lineBreak + 1
            position = lineBreak + 1
        }
        return (line, lineStart)
    }
}
