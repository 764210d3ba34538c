import FloAssets

/// The `flo-assets` command: reads the manifest, draws every control, and writes or checks the output folder.
struct FloAssetsCommand: Sendable {
    /// Where the command prints; the executable passes standard output and standard error.
    struct Console: Sendable {
        var output: @Sendable (String) -> Void
        var error: @Sendable (String) -> Void
    }

    var options: CommandLineOptions
    /// The absolute folder relative paths are resolved against.
    var workingDirectory: String
    var console: Console

    /// Parses `arguments` and runs; returns the exit code.
    static func main(arguments: [String], workingDirectory: String, console: Console) -> ExitCode {
        do {
            let options = try CommandLineOptions(parsing: arguments)
            return FloAssetsCommand(options: options, workingDirectory: workingDirectory, console: console).run()
        } catch {
            return report(error, to: console)
        }
    }

    /// Runs the command; every failure prints its diagnostics and returns the exit code its kind decides.
    func run() -> ExitCode {
        do {
            return try execute()
        } catch {
            return Self.report(error, to: console)
        }
    }

    private static func report(_ error: FloError, to console: Console) -> ExitCode {
        console.error(error.diagnostics.map(\.description).joined(separator: "\n"))
        return ExitCode(rawValue: error.exitCode) ?? .fileAccessFailure
    }

    private func execute() throws(FloError) -> ExitCode {
        if options.help {
            console.output(CommandLineOptions.usage)
            return .success
        }
        let manifestPath = PathResolution.absolute(options.manifestPath, against: workingDirectory)
        let (manifest, warnings) = try ManifestLoader.load(atPath: manifestPath, displayPath: options.manifestPath)
        printWarnings(warnings)
        if options.crispnessReport {
            console.output(CrispnessReport.table(for: manifest))
            return .success
        }
        var folder = try outputFolder(for: manifest, manifestPath: manifestPath)
        if let jobs = options.jobs { folder.workers = jobs }
        let renderer = AssetRenderer(manifest: manifest)
        return options.check ? try check(renderer, in: folder) : try generate(renderer, in: folder)
    }

    /// `--output` as given, or the manifest's `output`, which must stay inside the manifest's folder.
    private func outputFolder(for manifest: Manifest, manifestPath: String) throws(FloError) -> OutputFolder {
        if let output = options.outputPath {
            return OutputFolder.commandLine(output, workingDirectory: workingDirectory)
        }
        return try OutputFolder.manifestOutput(
            manifest, manifestPath: manifestPath, typedManifestPath: options.manifestPath)
    }

    private func generate(_ renderer: AssetRenderer, in folder: OutputFolder) throws(FloError) -> ExitCode {
        let summary = try folder.sync(renderer)
        printWarnings(summary.warnings)
        if !options.quiet {
            var line =
                "generated \(Self.files(summary.total)): \(summary.written) written, \(summary.unchanged) unchanged"
            if summary.removed > 0 { line += ", \(summary.removed) removed" }
            console.output(line)
        }
        return .success
    }

    private func check(_ renderer: AssetRenderer, in folder: OutputFolder) throws(FloError) -> ExitCode {
        let findings = try folder.check(renderer)
        let errors = findings.filter { $0.severity == .error }
        printWarnings(findings.filter { $0.severity != .error })
        guard !errors.isEmpty else {
            if !options.quiet { console.output("checked \(Self.files(renderer.fileCount)): all up to date") }
            return .success
        }
        let count = errors.count == 1 ? "1 problem" : "\(errors.count) problems"
        let hint = Diagnostic(
            .note, path: folder.displayPath,
            message:
                "\(count) with the generated files; to regenerate, run 'swift package --allow-writing-to-package-directory generate-assets' (or '\(regenerateCommand)')"
        )
        console.error((errors + [hint]).map(\.description).joined(separator: "\n"))
        return .checkFailed
    }

    private func printWarnings(_ warnings: [Diagnostic]) {
        guard !options.quiet, !warnings.isEmpty else { return }
        console.error(warnings.map(\.description).joined(separator: "\n"))
    }

    /// This invocation without `--check`, quoted for a POSIX shell.
    private var regenerateCommand: String {
        var words = ["flo-assets"]
        if options.manifestPath != "assets.json" { words += ["--manifest", options.manifestPath] }
        if let output = options.outputPath { words += ["--output", output] }
        return words.map(Self.shellQuoted).joined(separator: " ")
    }

    /// `word`, in single quotes when a shell would split or expand it.
    static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || "0123456789-_./=:@+,".unicodeScalars.contains($0)
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// "1 file", "2 files".
    static func files(_ count: Int) -> String {
        count == 1 ? "1 file" : "\(count) files"
    }
}
