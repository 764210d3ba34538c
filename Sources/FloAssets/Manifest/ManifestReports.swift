import FloSupport

/// The problems decoding a manifest reports, held within bounds: past `maximumKept`, errors before warnings and the
/// earliest in the file first, the rest are counted, not kept. A file of millions of mistakes would otherwise take
/// all the memory there is to print them, when its first ones say what to correct.
struct ManifestReports {
    /// One problem as it will be printed: the JSON path of the value, where it is written, and the message.
    struct Report: Hashable {
        var severity: Diagnostic.Severity
        var location: SourceLocation
        var path: String
        var message: String
    }

    /// The most problems a run keeps and prints of the manifest, and again of the files it imports.
    static let maximumKept = 200
    /// The longest line a problem prints, in characters: a value quoted in it is cut in the middle.
    static let maximumMessageLength = 1_000

    /// In the order reported; never more than twice `maximumKept` but while a span is open.
    private(set) var kept: [Report] = []
    /// Those located in an imported file.
    private var inFiles: [Diagnostic] = []
    /// Problems counted, not kept, and how many of them are errors.
    private var unkept = (all: 0, errors: 0)
    /// Spans open (see `openSpan`): their reports are taken back by position, so none is let go meanwhile.
    private var openSpans = 0

    /// Where a span began: see `openSpan`.
    struct Span {
        fileprivate var start: Int
        fileprivate var unkept: (all: Int, errors: Int)
    }

    mutating func append(_ report: Report) {
        kept.append(report)
        guard openSpans == 0, kept.count >= 2 * Self.maximumKept else { return }
        let (first, rest) = Self.first(Self.maximumKept, of: kept)
        unkept.all += rest.count
        unkept.errors += rest.count { $0.severity == .error }
        kept = first
    }

    mutating func append(inFile diagnostic: Diagnostic) {
        guard inFiles.count < Self.maximumKept else {
            unkept.all += 1
            if diagnostic.severity == .error { unkept.errors += 1 }
            return
        }
        inFiles.append(diagnostic)
    }

    /// Where the reports of a span begin: they stay until `closeSpan(_:)` hands them back.
    mutating func openSpan() -> Span {
        openSpans += 1
        return Span(start: kept.count, unkept: unkept)
    }

    /// The reports since `span` opened, taken back.
    mutating func closeSpan(_ span: Span) -> [Report] {
        openSpans -= 1
        defer { kept.removeSubrange(span.start...) }
        return Array(kept[span.start...])
    }

    /// Forgets the reports since `span` opened, and those it counted.
    mutating func discardSpan(_ span: Span) {
        _ = closeSpan(span)
        unkept = span.unkept
    }

    /// The problems as diagnostics of `file`, in the order they are written, and a line counting those left out:
    /// an error when an error is among them.
    func diagnostics(file: String) -> [Diagnostic] {
        let (first, rest) = Self.first(Self.maximumKept, of: kept)
        let shown =
            first.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map {
                Diagnostic(
                    $0.element.severity, path: file, location: $0.element.location,
                    message: Self.shortened("\($0.element.path): \($0.element.message)"))
            }
            + inFiles.map {
                var shortened = $0
                shortened.message = Self.shortened($0.message)
                return shortened
            }
        let left = unkept.all + rest.count
        guard left > 0 else { return shown }
        let errors = unkept.errors + rest.count { $0.severity == .error }
        let more = left == 1 ? "1 more problem" : "\(left) more problems"
        return shown + [
            Diagnostic(errors > 0 ? .error : .warning, path: file, message: "\(more) not shown; correct these first")
        ]
    }

    /// The first `count` of `reports`, errors before warnings and then by where they are written, in the order
    /// reported; and the rest.
    private static func first(_ count: Int, of reports: [Report]) -> (first: [Report], rest: [Report]) {
        guard reports.count > count else { return (reports, []) }
        let ranked = reports.indices.sorted {
            let (a, b) = (reports[$0], reports[$1])
            return (a.severity == .error ? 0 : 1, a.location, $0) < (b.severity == .error ? 0 : 1, b.location, $1)
        }
        let chosen = Set(ranked.prefix(count))
        return (
            reports.indices.filter(chosen.contains).map { reports[$0] },
            reports.indices.filter { !chosen.contains($0) }.map { reports[$0] }
        )
    }

    /// `message`, cut in the middle when longer than `maximumMessageLength`: its start says where, its end what to do.
    static func shortened(_ message: String) -> String {
        let length = message.count
        guard length > maximumMessageLength else { return message }
        let start = message.prefix(maximumMessageLength * 6 / 10)
        let end = message.suffix(maximumMessageLength * 3 / 10)
        return start + " … (\(length - start.count - end.count) characters) … " + end
    }
}
