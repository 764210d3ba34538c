import FloAssets
import FloSupport

/// The parsed arguments of `flo-assets`.
struct CommandLineOptions: Sendable, Equatable {
    var subcommand = Subcommand.generate
    /// Whether the subcommand was named, so that `--help` shows its help rather than the general one.
    var namedSubcommand = false
    /// `-h`, `--help` or `help`: show the help of `subcommand` (or the general help) and do nothing else.
    var help = false
    var version = false
    var manifestPath = "assets.json"
    /// Whether `--manifest` was given, for the subcommands that read none.
    var manifestGiven = false
    /// `--output`: the output folder for `generate`, the file for `schema`.
    var outputPath: String?
    var check = false
    /// Threads to draw, compare and write with (default: one per core); output bytes never depend on it.
    var jobs: Int?
    var quiet = false
    /// Where the logs that let a rerun skip drawing what did not change are kept; nil: the user's cache folder.
    var cachePath: String?
    /// Whether to draw and compare every file, keeping no log.
    var noCache = false
    /// The most megapixels the PNG outputs may draw in one run; nil: the default (2,048).
    var pngMegapixelLimit: Int?
    /// `watch --serve [PORT]`: serve the preview page; `port` nil: the first free from the default.
    var serve = false
    var port: Int?
    /// `watch --host ADDRESS`: the address to listen on instead of the loopback one.
    var host: String?

    init() {}

    /// Parses `arguments` (without the program name).
    init(parsing arguments: [String]) throws(FloError) {
        var remaining = arguments[...]
        if let first = remaining.first, let named = Subcommand(rawValue: first) {
            remaining.removeFirst()
            subcommand = named
            namedSubcommand = true
        }
        if subcommand == .help {
            // `help [subcommand]`, as swift-argument-parser tools take it.
            help = true
            namedSubcommand = false
            if let topic = remaining.popFirst(), topic != "--help", topic != "-h" {
                guard let named = Subcommand(rawValue: topic) else {
                    throw Self.usageError(
                        "unknown subcommand '\(topic)'; expected one of "
                            + Subcommand.allCases.map(\.rawValue).joined(separator: ", "))
                }
                subcommand = named
                namedSubcommand = true
            }
            if let extra = remaining.first { throw Self.usageError("unexpected argument '\(extra)' after help") }
            return
        }
        // The option just split from the value written after its '=' (`--serve=8080`), which must then take it.
        var attached: String?
        while let argument = remaining.popFirst() {
            let valueAttached = attached == argument
            attached = nil
            if valueAttached, Self.flags.contains(argument) {
                throw Self.usageError("\(argument) takes no value; write \(argument) alone")
            }
            switch argument {
            case "--manifest":
                manifestPath = try Self.value(for: argument, from: &remaining, attached: valueAttached)
                manifestGiven = true
            case "--output": outputPath = try Self.value(for: argument, from: &remaining, attached: valueAttached)
            case "--check": check = true
            case "--jobs", "-j": jobs = try Self.count(for: argument, from: &remaining)
            case "--cache": cachePath = try Self.value(for: argument, from: &remaining, attached: valueAttached)
            case "--no-cache": noCache = true
            case "--max-png-megapixels": pngMegapixelLimit = try Self.count(for: argument, from: &remaining)
            case "--serve":
                if serve { throw Self.usageError("--serve is given twice; give it once") }
                serve = true
                // What follows is the port unless it is another option (the tool takes no other arguments), and
                // whatever is written after '=' is.
                if let next = remaining.first,
                    valueAttached || !next.hasPrefix("-") || Self.isDigits(String(next.dropFirst()))
                {
                    remaining.removeFirst()
                    guard Self.isDigits(next), let number = Int(next), number <= 65535 else {
                        throw Self.usageError("--serve takes a port from 0 to 65535, not '\(next)'")
                    }
                    port = number
                }
            case "--host": host = try Self.value(for: argument, from: &remaining, attached: valueAttached)
            case "--quiet", "-q": quiet = true
            case "--help", "-h": help = true
            case "--version": version = true
            case "--":
                // The end of the options, as swift-argument-parser takes it; this tool takes no other arguments.
                if let extra = remaining.first { throw Self.usageError("unexpected argument '\(extra)' after --") }
            default:
                if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                    let split = [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
                    remaining.insert(contentsOf: split, at: remaining.startIndex)
                    attached = split[0]
                    continue
                }
                if Subcommand(rawValue: argument) != nil {
                    throw Self.usageError("'\(argument)' is a subcommand; give it first: flo-assets \(argument) …")
                }
                throw Self.usageError("unknown argument '\(argument)'; see flo-assets --help")
            }
        }
        guard !help && !version else { return }
        try rejectOptionsThatDoNotApply()
        if noCache && cachePath != nil {
            throw Self.usageError("--cache and --no-cache contradict each other; give one")
        }
        if cachePath == "" {
            throw Self.usageError("--cache needs a folder (outside the package), not an empty path")
        }
        // An empty path (an unset shell variable) would silently mean the default; a name the file system cannot
        // hold would fail only when its folder is made.
        for (option, path) in [
            ("--manifest", manifestGiven ? manifestPath : nil), ("--output", outputPath), ("--cache", cachePath),
        ] {
            guard let path else { continue }
            if path.isEmpty { throw Self.usageError("\(option) needs a path, not an empty one") }
            // Unix tools read `-` as standard input or output; this one reads and writes files only.
            if path == "-" {
                throw Self.usageError(
                    subcommand == .schema
                        ? "schema prints to standard output without --output; remove --output -"
                        : option == "--manifest"
                            ? "--manifest takes a path, not standard input; give a path, like ./- for a file named '-'"
                            : "\(option) takes a folder, not standard output; give a path, like ./- for a folder named '-'"
                )
            }
            if option == "--manifest", path.hasSuffix("/") {
                throw Self.usageError(
                    "--manifest \"\(path)\" ends with '/', which names a folder; give the manifest file (without the '/', or the folder's assets.json)"
                )
            }
            if let name = path.overlongPathComponent {
                throw Self.usageError("\(option): " + String.overlongNameReason(name))
            }
        }
    }

    /// An option a subcommand does not use would be silently ignored; say so instead.
    private func rejectOptionsThatDoNotApply() throws(FloError) {
        let fileOptions = [
            (check, "--check"), (jobs != nil, "--jobs"), (cachePath != nil, "--cache"), (noCache, "--no-cache"),
            (pngMegapixelLimit != nil, "--max-png-megapixels"),
        ]
        let serveOptions = [(serve, "--serve"), (host != nil, "--host")]
        if subcommand != .watch, let flag = serveOptions.first(where: \.0)?.1 {
            throw Self.usageError("\(flag) applies to watch only: flo-assets watch \(flag) …")
        }
        switch subcommand {
        case .generate, .help:
            return
        case .watch:
            if check { throw Self.usageError("watch writes the files; to verify them, run flo-assets --check") }
            if host != nil && !serve { throw Self.usageError("--host applies with --serve; add --serve") }
        case .crispnessReport:
            if let flag = (fileOptions + [(outputPath != nil, "--output")]).first(where: \.0)?.1 {
                throw Self.usageError("crispness-report writes and checks no files; remove \(flag)")
            }
        case .schema:
            if manifestGiven { throw Self.usageError("schema reads no manifest; remove --manifest") }
            if let flag = fileOptions.first(where: \.0)?.1 {
                throw Self.usageError("schema only prints or writes the manifest's JSON Schema; remove \(flag)")
            }
        }
    }

    /// Whether `text` is a number of digits alone.
    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) }
    }

    static func usageError(_ message: String) -> FloError {
        .usage(Diagnostic(path: "flo-assets", message: message))
    }

    /// The whole number of at least 1 that `option` takes.
    private static func count(for option: String, from remaining: inout ArraySlice<String>) throws(FloError) -> Int {
        // A negative number is a wrong count, not a forgotten value.
        if let next = remaining.first, next.hasPrefix("-"), Int(next) != nil {
            throw usageError("\(option) needs a whole number of at least 1, not '\(next)'")
        }
        let value = try value(for: option, from: &remaining)
        guard let count = Int(value), count >= 1 else {
            throw usageError(
                isDigits(value) && Int(value) == nil
                    ? "\(option) needs a whole number from 1 to \(Int.max), and '\(value)' is larger"
                    : "\(option) needs a whole number of at least 1, not '\(value)'")
        }
        return count
    }

    /// The options that take no value.
    private static let flags: Set = ["--check", "--no-cache", "--quiet", "--help", "--version"]

    /// Short spellings of the options that take a value.
    private static let shortNames = ["--jobs": "-j"]

    /// The value after `option`; one that starts with `-` is taken for a forgotten value (write `./-name` for a
    /// path that starts with one), unless it was `attached` with '=' (`--cache=-logs`).
    private static func value(
        for option: String, from remaining: inout ArraySlice<String>, attached: Bool = false
    ) throws(FloError) -> String {
        guard let value = remaining.popFirst(), attached || value == "-" || !value.hasPrefix("-") else {
            throw usageError("\(option) needs a value")
        }
        // A second one, under either spelling, would silently win; say so instead.
        let longName = shortNames.first { $0.value == option }?.key ?? option
        let spellings = [longName] + (shortNames[longName].map { [$0] } ?? [])
        if remaining.contains(where: { word in spellings.contains { word == $0 || word.hasPrefix($0 + "=") } }) {
            throw usageError("\(longName) is given twice; give it once")
        }
        return value
    }
}
