import Foundation

/// The `flo-assets` command: reads the manifest, renders every control, and writes or checks the output folder.
public struct FloAssetsCommand: Sendable {
    /// Where the command prints; the executable passes standard output and standard error.
    public struct Console: Sendable {
        public var output: @Sendable (String) -> Void
        public var error: @Sendable (String) -> Void

        public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
            self.output = output
            self.error = error
        }
    }

    public var options: CommandLineOptions
    /// The folder relative paths are resolved against.
    public var workingDirectory: URL
    public var console: Console

    public init(options: CommandLineOptions, workingDirectory: URL, console: Console) {
        self.options = options
        self.workingDirectory = workingDirectory
        self.console = console
    }

    /// Parses `arguments` and runs; returns the exit code.
    public static func main(arguments: [String], workingDirectory: URL, console: Console) -> ExitCode {
        do {
            let options = try CommandLineOptions(parsing: arguments)
            return FloAssetsCommand(options: options, workingDirectory: workingDirectory, console: console).run()
        } catch {
            console.error("error: \(error.message)\n\n\(CommandLineOptions.usage)")
            return .invalidInput
        }
    }

    /// Runs the command; returns the exit code.
    public func run() -> ExitCode {
        if options.help {
            console.output(CommandLineOptions.usage)
            return .success
        }
        let manifestURL = Self.resolve(options.manifestPath, against: workingDirectory)
        guard FileManager.default.fileExists(atPath: manifestURL.path) else {
            console.error("\(options.manifestPath): error: no manifest here; create assets.json or pass --manifest PATH")
            return .invalidInput
        }
        let manifest: Manifest
        do {
            let loaded = try ManifestLoader.load(contentsOf: manifestURL, displayPath: options.manifestPath)
            manifest = loaded.manifest
            if !options.quiet {
                for warning in loaded.warnings { console.error(warning.description) }
            }
        } catch let error as ManifestError {
            console.error(error.description)
            return .invalidInput
        } catch {
            console.error("\(error)")
            return .fileAccessFailure
        }
        if options.crispnessReport {
            console.output(CrispnessReport.table(for: manifest))
            return .success
        }
        var folder = outputFolder(for: manifest, manifestURL: manifestURL)
        if let jobs = options.jobs { folder.workers = jobs }
        let renderer = AssetRenderer(manifest: manifest)
        do {
            return options.check ? try check(renderer, in: folder) : try generate(renderer, in: folder)
        } catch let conflict as OutputConflict {
            console.error(conflict.description)
            return .invalidInput
        } catch {
            console.error("\(error)")
            return .fileAccessFailure
        }
    }

    private func outputFolder(for manifest: Manifest, manifestURL: URL) -> OutputFolder {
        if let output = options.outputPath {
            return OutputFolder(path: Self.resolve(output, against: workingDirectory).path, displayPath: output)
        }
        let manifestFolder = manifestURL.deletingLastPathComponent()
        let url = Self.resolve(manifest.output, against: manifestFolder)
        let manifestDirectory = (options.manifestPath as NSString).deletingLastPathComponent
        let display = manifest.output.hasPrefix("/") || manifestDirectory.isEmpty
            ? manifest.output : manifestDirectory + "/" + manifest.output
        return OutputFolder(path: url.path, displayPath: display)
    }

    private func generate(_ renderer: AssetRenderer, in folder: OutputFolder) throws -> ExitCode {
        let summary = try folder.sync(renderer)
        if !options.quiet {
            var line = "generated \(summary.total) files: \(summary.written) written, \(summary.unchanged) unchanged"
            if summary.removed > 0 { line += ", \(summary.removed) removed" }
            console.output(line)
        }
        return .success
    }

    private func check(_ renderer: AssetRenderer, in folder: OutputFolder) throws -> ExitCode {
        let findings = try folder.check(renderer)
        guard !findings.isEmpty else {
            if !options.quiet { console.output("checked \(renderer.fileNames.count) files: all up to date") }
            return .success
        }
        var lines = findings.map(\.description)
        lines.append("\(findings.count) generated file\(findings.count == 1 ? " is" : "s are") out of date; to regenerate, run:")
        lines.append("  swift package --allow-writing-to-package-directory generate-assets")
        lines.append("  (or: \(regenerateCommand))")
        console.error(lines.joined(separator: "\n"))
        return .checkFailed
    }

    /// `path` as an absolute file URL: kept when absolute, else relative to the folder `base`.
    static func resolve(_ path: String, against base: URL) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// This invocation without `--check`.
    private var regenerateCommand: String {
        var words = ["flo-assets"]
        if options.manifestPath != "assets.json" { words += ["--manifest", options.manifestPath] }
        if let output = options.outputPath { words += ["--output", output] }
        return words.joined(separator: " ")
    }
}
