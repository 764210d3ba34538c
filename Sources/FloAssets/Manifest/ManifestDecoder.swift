import FloOutputFolder
import FloSupport

/// Turns a parsed manifest into a `Manifest`, collecting every problem, each with its JSON path and location.
///
/// A class so that the value readers and the control types' `decode` (through `EntryReader`) report into one list.
final class ManifestDecoder {
    static let maximumLength = 10_000.0
    /// Sizes must survive the writers' 3-decimal rounding: 0.0004 would be written as 0, which readers reject.
    static let sizeRule = NumberRule(minimum: 0.001, minimumIsExclusive: false, maximum: maximumLength)
    /// Longest control name in UTF-8 bytes: leaves room in the file system's 255 for suffixes such as
    /// `~darkHighContrast@3x.png`.
    static let maximumNameLength = 200
    /// Most points of one control (a polyline).
    static let maximumPoints = 10_000

    typealias Report = ManifestReports.Report

    let file: String
    private(set) var reports = ManifestReports()
    private(set) var errorCount = 0

    /// The palette, decoded before the controls that refer to it.
    var palette = Palette()
    /// What the "did you mean" of unknown palette colours may still compare, in characters of one name times
    /// characters of the other: thousands of misspellings in a palette of thousands would otherwise take minutes.
    var paletteSuggestionBudget = 20_000_000
    /// The suggestion for each unknown colour met, so that a misspelling repeated (by a state expansion, say) is
    /// compared once.
    var paletteSuggestions: [String: String?] = [:]
    /// The rules of the outputs' formats (Android's resource names, for one), one per format.
    var outputRules: [any OutputRules] = []
    /// The scales the png outputs draw every control at, each output's, one after another: each image must stay
    /// within `Canvas.maximumPixels`, and all of them within `pngPixelLimit`.
    var pngScales: [Double] = []
    /// The densities the vectorDrawable outputs draw a control with `"androidDrawable": "png"` at, each output's.
    var androidPNGScales: [Double] = []
    /// For each output that draws shadows and blurs as images in its files (a PDF), the pixels per point it draws
    /// them at: their pixels must stay within `Canvas.maximumEffectPixels` a file.
    var effectImageScales: [Double] = []
    /// The most pixels the PNG outputs may draw in one run (`--max-png-megapixels`).
    var pngPixelLimit = ManifestDecoder.defaultPNGPixelLimit
    /// The pixels the PNG outputs draw for the controls decoded so far.
    var pngPixelsSoFar = 0.0
    /// How many times a control is drawn at most in a run: once here, for the outputs' rules, and by every output;
    /// and each state of an entry again, whatever its appearances, by drawing code.
    var drawingsPerControl = 1
    var drawingsPerState = 0
    /// What converting the imported artwork of the controls decoded so far takes, every drawing of each
    /// (`SVGDocument.drawingWork`), against `artworkWorkLimit`.
    var artworkWorkSoFar = 0.0
    var artworkWorkLimit = ManifestDecoder.maximumArtworkWork
    /// Whether the entries are sure to pass `artworkWorkLimit` before any is decoded: then no artwork is drawn.
    var artworkLimitForeseen = false
    /// The elements of the files imported so far, against `importedElementLimit`.
    var importedElements = 0
    var importedElementLimit = ManifestDecoder.maximumImportedElements
    /// Whether a code output's file passed its path elements (`CodeRules.maximumElementsInFile`).
    var passedCodeFileLimit = false
    /// Whether an output lists the keys each control sets (a preview page).
    var showsSettings = false
    /// The tightest limit on the drawings an output can show (a preview page's), and that output.
    var drawingLimit: (limit: DrawingLimit, output: OutputSpec)?
    /// Whether the entries expand into more drawings than `drawingLimit` allows (reported before expanding).
    var previewTooLarge = false
    /// The name of each entry of `controls` as written (a template for states), for the preview's headings.
    var entryNames: [String] = []
    /// The digest of each entry of `controls` as written, for `Manifest.entryDigests`.
    var entryDigests: [SHA256.Digest] = []
    /// The name template of the entry being expanded, if any.
    var expandingTemplate: String?
    /// Each expanded key's value as the name of the control being expanded writes it (a list's position, say): what
    /// a placeholder of `source` takes.
    var expandedTexts: [String: String] = [:]
    /// Palette names whose definition was reported as wrong: a control using one gets no second error.
    var rejectedPaletteNames: Set<String> = []
    /// Every colour the control being decoded read, to find the appearances that change it.
    var colorsRead: [AppearanceColor] = []

    /// The folder imported files are found in (the manifest's), as the process reaches it; nil: none are.
    var importFolder: String?
    /// What the manifest's folder is called in diagnostics (`` or `sub/`).
    var importDisplayPrefix = ""
    /// The files imported so far, by the bytes of their path inside `importFolder`: bytes, not strings, since
    /// strings that compare equal (`K` and the Kelvin sign `\u{212A}`) can name two files.
    var imports: [[UInt8]: Import] = [:]
    /// The files that could not be imported, reported once, by the bytes of their path.
    var failedImports: Set<[UInt8]> = []
    /// Every file read, as the process reaches it, for the log.
    var importedFiles: [String] = []
    /// Which control imports each of them first, for errors located in them.
    var importers: [String: String] = [:]
    /// Errors and warnings located in an imported file.
    private(set) var reportsInFiles: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Records a problem located in an imported file; an error fails the run.
    func reportInFile(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        reports.append(inFile: diagnostic)
    }

    /// Everything reported, in source order (the first of it), and how many more problems there were.
    var diagnostics: [Diagnostic] { reports.diagnostics(file: file) }

    /// Records `problem` with the JSON `path` of the value and where it is written.
    func report(_ problem: ManifestProblem, at location: SourceLocation, path: String) {
        if problem.severity == .error { errorCount += 1 }
        reports.append(Report(severity: problem.severity, location: location, path: path, message: problem.message))
    }

    /// Runs `body` and hands back what it reported instead of keeping it (it still counts as errors), so that the
    /// reports of many expansions of one entry can be merged before they are kept with `keep(_:)`.
    func capturingReports<Result>(_ body: () -> Result) -> (Result, [Report]) {
        let span = reports.openSpan()
        let result = body()
        return (result, reports.closeSpan(span))
    }

    /// Runs `body` and forgets what it reported, errors included: for a look at a variant of what was already
    /// decoded and reported (the preview's check of which keys change a drawing).
    func discardingReports<Result>(_ body: () -> Result) -> Result {
        let (span, errors) = (reports.openSpan(), errorCount)
        let result = body()
        reports.discardSpan(span)
        errorCount = errors
        return result
    }

    /// Keeps reports taken by `capturingReports(_:)`; their errors are already counted.
    func keep(_ kept: [Report]) {
        for report in kept { reports.append(report) }
    }

    /// Keeps a note, which is no error.
    func note(_ message: String, at location: SourceLocation, path: String) {
        reports.append(Report(severity: .note, location: location, path: path, message: message))
    }

    /// Keys nobody read: a key of another control type is a warning (it has no effect here), any other an error, and
    /// so is one of `expanded`, whose states would differ only in their names.
    func reportUnread(_ fields: ObjectReader, controlType: String?, expanded: Set<String> = []) {
        let (unknown, duplicates) = fields.unreadMembers()
        for (member, firstLine) in duplicates {
            report(
                .duplicateKey(member.key, firstLine: firstLine), at: member.keyLocation,
                path: fields.path(of: member.key))
        }
        // The keys this object reads, for the "did you mean" of each unknown one.
        let known = unknown.isEmpty ? [] : fields.readKeys
        for member in unknown {
            if let controlType, ControlRegistry.allKeys.contains(member.key) || Self.rootKeys.contains(member.key) {
                let problem: ManifestProblem =
                    expanded.contains(member.key)
                    ? .expandedKeyDoesNotApply(member.key, type: controlType)
                    : .keyDoesNotApply(member.key, type: controlType)
                report(problem, at: member.keyLocation, path: fields.path(of: member.key))
            } else {
                report(
                    .unknownKey(member.key, suggestion: ObjectReader.nearest(to: member.key, in: known), known: known),
                    at: member.keyLocation, path: fields.path(of: member.key))
            }
        }
    }
}
