/// The parsed arguments of `flo-assets`.
public struct CommandLineOptions: Sendable, Equatable {
    public var manifestPath = "assets.json"
    public var outputPath: String?
    public var check = false
    /// Threads to render and write with (default: one per core); output bytes never depend on it.
    public var jobs: Int?
    public var quiet = false
    public var help = false
    /// `crispness-report` instead of generating.
    public var crispnessReport = false

    public static let usage = """
        USAGE: flo-assets [generate] [--manifest PATH] [--output DIR] [--check] [--quiet] [--jobs N]
               flo-assets crispness-report [--manifest PATH]

        Generates SVG and PDF files for the custom controls described in a manifest.

        OPTIONS:
          --manifest PATH   The manifest to read (default: ./assets.json).
          --output DIR      The output folder, overriding the manifest's "output".
          --check           Write nothing; list missing, stale and extra files and exit 1 if there are any.
          --quiet           Print only errors.
          --jobs N          Threads to render and write with (default: one per core).
          -h, --help        Show this help.

        crispness-report prints, for each push button, how many device pixels each pixelSnapping mode leaves
        blurred (neither fill nor stroke colour) at each of the manifest's scales.

        EXIT CODES: 0 success or up to date, 1 check failed, 2 invalid manifest or usage, 3 file access failure.
        """

    public init() {}

    /// Parses `arguments` (without the program name).
    public init(parsing arguments: [String]) throws(UsageError) {
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
            case "--jobs", "-j":
                let value = try Self.value(for: argument, from: &remaining)
                guard let count = Int(value), count >= 1 else { throw UsageError(message: "--jobs needs a whole number of at least 1, not '\(value)'") }
                jobs = count
            case "--quiet", "-q": quiet = true
            case "--help", "-h": help = true
            default:
                if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                    remaining.insert(contentsOf: [String(argument[..<equals]), String(argument[argument.index(after: equals)...])], at: remaining.startIndex)
                    continue
                }
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
    }

    private static func value(for option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") || value.count == 2 else {
            throw UsageError(message: "\(option) needs a value")
        }
        return value
    }
}

/// Arguments the tool does not understand.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
}
