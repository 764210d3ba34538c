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
/// The array is cut into shares at guessed boundaries (a `,` between `}` and `{`). Each share is parsed from its
/// cut by the same code as the whole document, with the line it starts on counted ahead, until it lands exactly on
/// a later cut, which proves that cut a true boundary (only a `,` between two elements of the array stops it), or
/// reaches the array's `]`. The first share starts at a true boundary, and each share used starts at the cut the
/// one before it landed on; a cut inside an element is parsed through, and the shares that started there are not
/// used. A malformed element in a share used, and the array is parsed one element after another as usual, which
/// reports the same error at the same place. The elements and their locations are the same either way.
extension JSONParser {
    /// The bytes from an array's first element to the end of the document from which it is split across cores.
    static let parallelArraySize = 64 << 10

    /// Where a share's parse stopped, and the parser's position there.
    private struct Share: Sendable {
        var elements: [JSONNode]
        var index: Int
        var line: Int
        var lineStart: Int
        /// Whether it stopped at the array's `]` rather than at a cut.
        var endsArray: Bool
        /// Which cut it stopped at, when it did: the next share used starts there.
        var stoppedAtCut: Int
    }

    /// A position and the line there: where a share starts (the first byte after its `,`), or the document's start.
    struct Origin: Sendable {
        var index: Int
        var line: Int
        var lineStart: Int
    }

    /// The document's bytes, shared read-only by the threads for the length of the parse.
    private struct SharedBytes: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    /// The elements of the array whose first element is at `index`, with the parser left after its `]`, and how
    /// many shares were used; nil, with the parser unmoved, when an element is wrong (see above).
    mutating func parseElementsInParallel() -> (elements: [JSONNode], shares: Int)? {
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
            return try? parser.parseShare(from: share, of: commas)
        }
        // From the first share on, each share used is the one after the cut where the last one stopped.
        var elements: [JSONNode] = []
        var next = 0
        var used = 0
        while next < shares.count, let share = shares[next] {
            elements += share.elements
            used += 1
            if share.endsArray {
                (index, line, lineStart) = (share.index + 1, share.line, share.lineStart)
                depth -= 1
                return (elements, used)
            }
            next = share.stoppedAtCut + 1
        }
        return nil
    }

    /// Elements from here until a `,` of the array at one of `cuts` after share `share`'s own start (left there),
    /// or the array's `]` (left there); a cut passed inside an element is parsed through. Throws at a malformed
    /// element.
    private mutating func parseShare(from share: Int, of cuts: [Int]) throws(JSONSyntaxError) -> Share {
        skipWhitespace()
        var elements: [JSONNode] = []
        var nextCut = share
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                while nextCut < cuts.count && cuts[nextCut] < index { nextCut += 1 }
                if nextCut < cuts.count && cuts[nextCut] == index {
                    return Share(
                        elements: elements, index: index, line: line, lineStart: lineStart, endsArray: false,
                        stoppedAtCut: nextCut)
                }
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                return Share(
                    elements: elements, index: index, line: line, lineStart: lineStart, endsArray: true,
                    stoppedAtCut: nextCut)
            default:
                throw error("expected ',' or ']' after array element")
            }
        }
    }

    /// Up to `workers - 1` offsets of a `,` between `}` and `{` (whitespace aside), spread evenly over the rest of
    /// the document, in increasing order.
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
                // `}, {` as objects end and begin: a `, {` inside a string is seldom also after a `}`.
                var next = comma + 1
                while next < bytes.count, Self.isWhitespace(bytes[next]) { next += 1 }
                var previous = comma - 1
                while previous > index, Self.isWhitespace(bytes[previous]) { previous -= 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "{"), bytes[previous] == UInt8(ascii: "}") {
                    commas.append(comma)
                    break
                }
                position = comma + 1
            }
        }
        return commas
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 10 || byte == 13 || byte == 9
    }

    /// The line and its start at `end`, counting the line breaks from `origin`.
    func lineCounted(from origin: Origin, to end: Int) -> (line: Int, lineStart: Int) {
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
