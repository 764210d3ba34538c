/// One output format as a manifest's `outputs` entry sees it: the keys it adds to the entry, read and checked, and
/// the writer they configure. A format is its descriptor, its writer and their files; register it in
/// `OutputFormat.descriptor`.
protocol FormatDescriptor {
    /// What an output of the format sets; `NoOptions` for a format without keys of its own.
    associatedtype Options: Sendable = NoOptions

    /// Reads the format's keys of an `outputs` entry, `format` and `path` aside, through `reader`, which reports
    /// each bad value; nil when one was bad. Read every key before returning: the rest are reported as unknown.
    static func options(_ reader: EntryReader) -> Options?

    /// The writer of an output with `options`.
    static func writer(_ options: Options, context: WriterContext) -> any OutputWriter

    /// The device scales at which the output draws pixels, for the limits checked before anything is drawn; none by
    /// default.
    static func pixelScales(_ options: Options, manifestScales: [Int]) -> [Double]

    /// The pixels per point at which the output draws shadows and blurs as images in its files (a PDF), for the
    /// limit checked before anything is drawn; nil, by default, for none.
    static func effectImagePixelsPerPoint(_ options: Options) -> Double?

    /// The rules the manifest's names and drawings must keep for this format, made once per manifest; none by
    /// default.
    static func rules() -> (any OutputRules)?

    /// How many drawings an output of the format can show; no limit by default.
    static var drawingLimit: DrawingLimit? { get }

    /// Whether the output shows the keys each control sets (which the decoder then works out); no by default.
    static var showsSettings: Bool { get }

    /// How many times the output draws each control, and each state of an entry whatever its appearances, at most:
    /// for the limit on converting imported artwork. Once a control by default.
    static var drawingsPerControl: Int { get }
    static var drawingsPerState: Int { get }

    /// Whether the output's path names the one file it writes rather than a folder; no by default.
    static var writesOneFile: Bool { get }

    /// What the output's file declares for the whole module it is compiled in (a Swift file's enum), which another
    /// output's file in the same folder must not declare too, and the key that renames it; none by default.
    static func moduleDeclaration(_ options: Options) -> (name: String, key: String)?
}

/// The options of a format that has no keys of its own.
struct NoOptions: Sendable {}

/// What a writer is made with besides its options: the manifest's scales, and for a page, the outputs it links to.
struct WriterContext {
    var scales: [Int]
    /// The output's file name, for a format that writes one file named by its path (the preview page, code).
    var fileName = ""
    var links: [PreviewLink] = []
    /// The colours of the asset catalog the manifest also writes, for code that names them; nil without one.
    var catalog: CatalogColors?
}

extension FormatDescriptor where Options == NoOptions {
    static func options(_ reader: EntryReader) -> NoOptions? { NoOptions() }
}

extension FormatDescriptor {
    static func pixelScales(_ options: Options, manifestScales: [Int]) -> [Double] { [] }

    static func effectImagePixelsPerPoint(_ options: Options) -> Double? { nil }

    static func rules() -> (any OutputRules)? { nil }

    static var drawingLimit: DrawingLimit? { nil }

    static var showsSettings: Bool { false }

    static var drawingsPerControl: Int { 1 }

    static var drawingsPerState: Int { 0 }

    static var writesOneFile: Bool { false }

    static func moduleDeclaration(_ options: Options) -> (name: String, key: String)? { nil }

    static func moduleDeclaration(anyOptions options: any Sendable) -> (name: String, key: String)? {
        moduleDeclaration(typed(options))
    }

    /// `options`, read from an `outputs` entry, kept by the manifest without knowing their type.
    static func anyOptions(_ reader: EntryReader) -> (any Sendable)? { options(reader) }

    /// The writer of options kept by the manifest, which only this descriptor made (or `NoOptions`, for the
    /// shorthand's formats, which have none).
    static func writer(anyOptions options: any Sendable, context: WriterContext) -> any OutputWriter {
        writer(typed(options), context: context)
    }

    static func pixelScales(anyOptions options: any Sendable, manifestScales: [Int]) -> [Double] {
        pixelScales(typed(options), manifestScales: manifestScales)
    }

    static func effectImagePixelsPerPoint(anyOptions options: any Sendable) -> Double? {
        effectImagePixelsPerPoint(typed(options))
    }

    /// Options of another format here are a bug, not a manifest's mistake: stop rather than write with defaults.
    private static func typed(_ options: any Sendable) -> Options {
        guard let options = options as? Options else {
            preconditionFailure("\(Self.self) was given the options of another format: \(type(of: options))")
        }
        return options
    }
}
