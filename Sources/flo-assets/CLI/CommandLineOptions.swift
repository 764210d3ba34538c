import FloAssets

/// The parsed arguments of `flo-assets`.
struct CommandLineOptions: Sendable, Equatable {
    var manifestPath = "assets.json"
    var outputPath: String?
    var check = false
    /// Threads to draw, compare and write with (default: one per core); output bytes never depend on it.
    var jobs: Int?
    var quiet = false
    var help = false
    /// `crispness-report` instead of generating.
    var crispnessReport = false
    /// Where the logs that let a rerun skip drawing what did not change are kept; nil: the user's cache folder.
    var cachePath: String?
    /// Whether to draw and compare every file, keeping no log.
    var noCache = false
    /// The most megapixels the PNG outputs may draw in one run; nil: the default (2,048).
    var pngMegapixelLimit: Int?

    static let usage = """
        USAGE: flo-assets [generate] [--manifest PATH] [--output DIR] [--check] [--quiet] [--jobs N]
                          [--cache DIR | --no-cache] [--max-png-megapixels N]
               flo-assets crispness-report [--manifest PATH]

        Generates SVG and PDF files and Xcode asset catalogs for the custom controls described in a manifest.

        OPTIONS:
          --manifest PATH   The manifest to read (default: ./assets.json).
          --output DIR      The output folder, overriding the manifest's "output"; with "outputs", the folder
                            their paths are relative to. The manifest's paths must stay inside its folder;
                            this one may be anywhere.
          --check           Write nothing; list missing, stale and extra files and exit 1 if there are any.
          --quiet           Print only errors.
          --jobs N          Threads to draw, compare and write with (default: one per core).
          --cache DIR       Where to keep each output folder's log of the files it wrote, which lets a rerun
                            skip drawing the controls whose description and files are as it left them
                            (default: $XDG_CACHE_HOME/flo-assets, else ~/.cache/flo-assets;
                            ~/Library/Caches/flo-assets on macOS). --check never uses it.
          --no-cache        Draw and compare every file.
          --max-png-megapixels N
                            The most pixels the png outputs may draw in one run, in megapixels of
                            1,048,576 (default: 2048); a manifest that asks for more is refused
                            before anything is drawn.
          -h, --help        Show this help.

        crispness-report prints, for each push button, how many device pixels each pixelSnapping mode leaves
        blurred (neither fill nor stroke colour) at each of the manifest's scales.

        EXIT CODES: 0 success or up to date, 1 check failed, 2 invalid manifest, output conflict or usage,
        3 file access failure.
        """

    init() {}

    /// Parses `arguments` (without the program name).
    init(parsing arguments: [String]) throws(FloError) {
        var remaining = arguments[...]
        if remaining.first == "generate" {
            remaining.removeFirst()
        } else if remaining.first == "crispness-report" {
            remaining.removeFirst()
            crispnessReport = true
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--manifest": manifestPath = try Self.value(for: argument, from: &remaining)
            case "--output": outputPath = try Self.value(for: argument, from: &remaining)
            case "--check": check = true
            case "--jobs", "-j": jobs = try Self.count(for: argument, from: &remaining)
            case "--cache": cachePath = try Self.value(for: argument, from: &remaining)
            case "--no-cache": noCache = true
            case "--max-png-megapixels": pngMegapixelLimit = try Self.count(for: argument, from: &remaining)
            case "--quiet", "-q": quiet = true
            case "--help", "-h": help = true
            default:
                if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                    let split = [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
                    remaining.insert(contentsOf: split, at: remaining.startIndex)
                    continue
                }
                throw Self.usageError("unknown argument '\(argument)'; see flo-assets --help")
            }
        }
        if crispnessReport {
            // The report reads the manifest only; options that act on files would be silently ignored.
            let ignored = [
                (check, "--check"), (outputPath != nil, "--output"), (jobs != nil, "--jobs"),
                (cachePath != nil, "--cache"), (noCache, "--no-cache"),
                (pngMegapixelLimit != nil, "--max-png-megapixels"),
            ]
            if let flag = ignored.first(where: \.0)?.1 {
                throw Self.usageError("crispness-report writes and checks no files; remove \(flag)")
            }
        }
        if noCache && cachePath != nil {
            throw Self.usageError("--cache and --no-cache contradict each other; give one")
        }
        if cachePath == "" {
            throw Self.usageError("--cache needs a folder (outside the package), not an empty path")
        }
    }

    static func usageError(_ message: String) -> FloError {
        .usage(Diagnostic(path: "flo-assets", message: message))
    }

    /// The whole number of at least 1 that `option` takes.
    private static func count(for option: String, from remaining: inout ArraySlice<String>) throws(FloError) -> Int {
        let value = try value(for: option, from: &remaining)
        guard let count = Int(value), count >= 1 else {
            throw usageError("\(option) needs a whole number of at least 1, not '\(value)'")
        }
        return count
    }

    private static func value(for option: String, from remaining: inout ArraySlice<String>) throws(FloError) -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") || value.count == 2 else {
            throw usageError("\(option) needs a value")
        }
        // A second one would silently win; say so instead.
        if remaining.contains(option) || remaining.contains(where: { $0.hasPrefix(option + "=") }) {
            throw usageError("\(option) is given twice; give it once")
        }
        return value
    }
}
