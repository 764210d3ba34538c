import FloSupport

/// The problems decoding a manifest reports, held within bounds: past `maximumKept`, those written latest in the file
/// are counted, not kept. A file of two million mistakes would otherwise take a gigabyte and print hundreds of
/// megabytes, when its first ones say what to correct.
struct ManifestReports {
    /// One problem as it will be printed: the JSON path of the value, where it is written, and the message.
    struct Report: Hashable {
        var severity: Diagnostic.Severity
        var location: SourceLocation
        var path: String
        var message: String
    }

    /// The most problems a run keeps and prints.
    static let maximumKept = 200
    /// The longest line a problem prints: a value quoted in it is cut in the middle.
    static let maximumMessageLength = 1_000

    /// In the order reported; never more than twice `maximumKept` but while a span is open.
    private(set) var kept: [Report] = []
    /// Those located in an imported file.
    private var inFiles: [Diagnostic] = []
    /// Problems counted, not kept.
    private(set) var unkept = 0
    /// Spans open (see `openSpan`): their reports are taken back by position, so none is let go meanwhile.
    private var openSpans = 0

    mutating func append(_ report: Report) {
        kept.append(report)
        guard openSpans == 0, kept.count >= 2 * Self.maximumKept else { return }
        let earliest = Self.earliest(kept.enumerated(), Self.maximumKept)
        unkept += kept.count - earliest.count
        kept = earliest.sorted { $0.offset < $1.offset }.map(\.element)
    }

    mutating func append(inFile diagnostic: Diagnostic) {
        guard inFiles.count < Self.maximumKept else {
            unkept += 1
            return
        }
        inFiles.append(diagnostic)
    }

    /// Where the reports of a span begin: they stay until `closeSpan(from:)` hands them back.
    mutating func openSpan() -> (start: Int, unkept: Int) {
        openSpans += 1
        return (kept.count, unkept)
    }

    /// The reports since `span` opened, taken back.
    mutating func closeSpan(from span: (start: Int, unkept: Int)) -> [Report] {
        openSpans -= 1
        defer { kept.removeSubrange(span.start...) }
        return Array(kept[span.start...])
    }

    /// Forgets the reports since `span` opened, and those it counted.
    mutating func discardSpan(from span: (start: Int, unkept: Int)) {
        _ = closeSpan(from: span)
        unkept = span.unkept
    }

    /// The problems as diagnostics of `file`, the earliest in it first, and a note counting those left out.
    func diagnostics(file: String) -> [Diagnostic] {
        let earliest = Self.earliest(kept.enumerated(), Self.maximumKept)
        let shown =
            earliest.map {
                Diagnostic(
                    $0.element.severity, path: file, location: $0.element.location,
                    message: Self.shortened("\($0.element.path): \($0.element.message)"))
            }
            + inFiles.map {
                var shortened = $0
                shortened.message = Self.shortened($0.message)
                return shortened
            }
        let left = unkept + kept.count - earliest.count
        guard left > 0 else { return shown }
        let more = left == 1 ? "1 more problem" : "\(left) more problems"
        // An error line, so that `--quiet`, which prints only errors, says so too.
        return shown + [Diagnostic(path: file, message: "\(more) not shown; correct these, then run again")]
    }

    /// The first `count` of `reports` by where they are written, then in the order reported.
    private static func earliest(
        _ reports: EnumeratedSequence<[Report]>, _ count: Int
    ) -> ArraySlice<EnumeratedSequence<[Report]>.Element> {
        reports.sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.prefix(count)
    }

    /// `message`, cut in the middle when longer than `maximumMessageLength`: its start says where, its end what to do.
    static func shortened(_ message: String) -> String {
        guard message.utf8.count > maximumMessageLength else { return message }
        let start = message.prefix(maximumMessageLength * 6 / 10)
        let end = message.suffix(maximumMessageLength * 3 / 10)
        return start + " … (\(message.count - start.count - end.count) characters) … " + end
    }
}
