import FloSupport

/// A run of an element's text: its UTF-8 offset in the text, and where it starts in the file. A pinned run (an
/// entity's text) is all at that place.
struct TextRun: Sendable, Hashable {
    var offset: Int
    var location: SourceLocation
    var isPinned = false
}

/// Where a UTF-8 offset of an element's text is in the file, found from the run it falls in and the lines before it
/// in that run. A reference (`&gt;`) on the same line, shorter in the text than in the file, moves the column a
/// little, and one that writes a line feed (`&#10;`) the line too.
struct TextLocator {
    private let runs: [TextRun]
    private let runOffsets: [Int]
    /// The offsets of the text's line feeds, in order.
    private let lineFeeds: [Int]
    private let fallback: SourceLocation

    init(_ element: XMLElement) {
        runs = element.textRuns
        runOffsets = runs.map(\.offset)
        var lineFeeds: [Int] = []
        for (offset, byte) in element.text.utf8.enumerated() where byte == 10 { lineFeeds.append(offset) }
        self.lineFeeds = lineFeeds
        fallback = element.location
    }

    /// Where the text's byte at `offset` is; the element's own location when its runs are unknown.
    func location(at offset: Int) -> SourceLocation {
        let runIndex = Self.count(runOffsets, below: offset + 1) - 1
        guard runIndex >= 0 else { return fallback }
        let run = runs[runIndex]
        if run.isPinned { return run.location }
        let linesBefore = Self.count(lineFeeds, below: offset) - Self.count(lineFeeds, below: run.offset)
        guard linesBefore > 0 else {
            return SourceLocation(line: run.location.line, column: run.location.column + offset - run.offset)
        }
        let lineStart = lineFeeds[Self.count(lineFeeds, below: offset) - 1] + 1
        return SourceLocation(line: run.location.line + linesBefore, column: offset - lineStart + 1)
    }

    /// How many of the sorted `values` are below `limit`.
    private static func count(_ values: [Int], below limit: Int) -> Int {
        var (low, high) = (0, values.count)
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
