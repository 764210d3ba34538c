import FloAssets
import FloOutputFolder
import FloSupport

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
    /// The command that regenerates the files in the user's setting, for `--check`'s hint: the plugin sets it
    /// (through `FLO_ASSETS_REGENERATE`) to its own command; nil: this invocation without `--check`.
    var regenerateHint: String?

    /// Parses `arguments` and runs; returns the exit code.
    static func main(
        arguments: [String], workingDirectory: String, console: Console, regenerateHint: String? = nil
    ) -> ExitCode {
        do {
            let options = try CommandLineOptions(parsing: arguments)
            return FloAssetsCommand(
                options: options, workingDirectory: workingDirectory, console: console, regenerateHint: regenerateHint
            ).run()
        } catch {
            return report(error, to: console)
        }
    }

    /// Runs the command; every failure prints its diagnostics and returns the exit code its kind decides.
    func run() -> ExitCode {
        do {
            return try execute()
        } catch {
            return Self.report(error, to: console, quiet: options.quiet)
        }
    }

    /// Prints `error`'s diagnostics (with `quiet`, its errors only, as `-q` promises) and gives its exit code.
    static func report(_ error: FloError, to console: Console, quiet: Bool = false) -> ExitCode {
        let shown = error.diagnostics.filter { !quiet || $0.severity == .error }
        console.error(shown.map(\.description).joined(separator: "\n"))
        return ExitCode(rawValue: error.exitCode) ?? .fileAccessFailure
    }

    private func execute() throws(FloError) -> ExitCode {
        if options.help {
            console.output(options.namedSubcommand ? options.subcommand.usage : Subcommand.generalUsage)
            return .success
        }
        if options.version {
            console.output(Version.current)
            return .success
        }
        if options.subcommand == .schema { return try writeSchema() }
        try refuseAmbiguousPaths()
        if options.subcommand == .watch { return try Watcher(command: self).run() }
        let loaded = try load()
        if options.subcommand == .crispnessReport {
            console.output(CrispnessReport.table(for: loaded.manifest))
            return .success
        }
        guard !options.check else { return try check(loaded.targets) }
        try generate(loaded.targets)
        return .success
    }

    /// Reads and decodes the manifest, prints its warnings, and resolves each output folder.
    func load() throws(FloError) -> LoadedManifest {
        var inputs: [String] = []
        return try load(inputs: &inputs)
    }

    /// `load()`, setting `inputs` to the manifest and the files it imports as soon as they are known, also when
    /// they turn out to be invalid: what `watch` watches.
    func load(inputs: inout [String]) throws(FloError) -> LoadedManifest {
        let manifestPath = PathResolution.absolute(options.manifestPath, against: workingDirectory)
        let manifestStamp = FileStamp(path: manifestPath, followingLinks: true)
        let bytes = try ManifestLoader.read(atPath: manifestPath, displayPath: options.manifestPath)
        let manifestFolder = PathResolution.parent(of: manifestPath)
        var importedFiles: [String]?
        // Unreadable JSON names no files: the last known ones stay watched.
        defer { if importedFiles != nil || inputs.isEmpty { inputs = [manifestPath] + (importedFiles ?? []) } }
        let (manifest, warnings) = try ManifestLoader.decode(
            consume bytes, displayPath: options.manifestPath, folder: manifestFolder,
            // The report draws no png output: only its own limits apply.
            pngMegapixelLimit: options.subcommand == .crispnessReport ? Int.max : options.pngMegapixelLimit,
            importedFiles: &importedFiles)
        printWarnings(warnings)
        var loaded = LoadedManifest(
            manifest: manifest,
            root: options.outputPath.map { PathResolution.absolute($0, against: workingDirectory) } ?? manifestFolder)
        guard options.subcommand != .crispnessReport else { return loaded }
        for group in manifest.outputGroups {
            var folder = try OutputFolder.folder(
                for: group, of: manifest, commandLineOutput: options.outputPath, workingDirectory: workingDirectory,
                manifestPath: manifestPath, typedManifestPath: options.manifestPath)
            if let jobs = options.jobs { folder.workers = jobs }
            if !options.check, let cache = cacheFolder {
                folder.logPath = cache + "/" + BuildLog.fileName(forFolder: folder.path)
                // Stamped before it was read: an edit while it was read gives it another stamp.
                if let manifestStamp { folder.logInputs = [manifestPath: manifestStamp] }
                for path in manifest.importedFiles {
                    folder.logInputs[path] = FileStamp(path: path)
                }
            }
            loaded.targets.append((folder, AssetRenderer(manifest: manifest, group: group)))
            loaded.groups.append(group)
        }
        let generatedImports = Self.generatedImports(
            manifest.importedFiles, importers: manifest.importers, targets: loaded.targets)
        guard generatedImports.isEmpty else { throw .invalidManifest(generatedImports) }
        return loaded
    }

    /// Each imported file that an output generates: every run would draw it from the run before, and never
    /// settle (two controls importing each other's files swap them at every run). Folders are compared by identity,
    /// so that a link or another case names the same folder, and files too where their names differ in case.
    static func generatedImports(
        _ imports: [String], importers: [String: String] = [:],
        targets: [(folder: OutputFolder, renderer: AssetRenderer)]
    ) -> [Diagnostic] {
        guard !imports.isEmpty else { return [] }
        var folders: [[UInt64]: Int] = [:]
        for (index, target) in targets.enumerated() {
            if let identity = FileSystem.identity(of: target.folder.path), folders[identity] == nil {
                folders[identity] = index
            }
        }
        guard !folders.isEmpty else { return [] }
        var produced: [Int: ProducedPaths] = [:]
        var found: [Diagnostic] = []
        for file in imports {
            // Each folder holding the file, innermost first.
            var folder = file.pathComponents()
            var inside: [Substring] = []
            while let name = folder.popLast() {
                inside.insert(name, at: 0)
                guard let identity = FileSystem.identity(of: "/" + folder.joined(separator: "/")),
                    let index = folders[identity]
                else { continue }
                let target = targets[index]
                let path = inside.joined(separator: "/")
                if produced[index] == nil { produced[index] = ProducedPaths(target.renderer.allPaths) }
                guard let generated = produced[index]?[ignoringCase: path],
                    generated == path
                        || FileSystem.identity(of: file)
                            == FileSystem.identity(of: target.folder.path + "/" + generated)
                else { continue }
                found.append(
                    Diagnostic(
                        path: target.folder.displayPath(of: generated),
                        message:
                            "is generated by this manifest and imported, so each run would draw it from the run before; import the file it was made from instead"
                            + (importers[file] ?? "")
                    ))
                break
            }
        }
        return found
    }

    /// Where the logs are kept; nil with `--no-cache` or without a cache folder.
    private var cacheFolder: String? {
        guard !options.noCache else { return nil }
        return options.cachePath.map { PathResolution.absolute($0, against: workingDirectory) }
            ?? BuildLog.defaultFolder()
    }

    /// `flo-assets schema`: the schema on standard output, or into `--output FILE` when its bytes changed.
    private func writeSchema() throws(FloError) -> ExitCode {
        guard let path = options.outputPath else {
            console.output(ManifestSchema.text)
            return .success
        }
        let absolute = PathResolution.absolute(path, against: workingDirectory)
        // Only a JSON Schema is replaced: `schema --output assets.json` must not take the manifest.
        let existing: FileSystem.ReadResult
        do {
            existing = try FileSystem.readRegularFile(at: absolute, limit: 16 << 20, followingLinks: true)
        } catch {
            throw .fileAccess(Diagnostic(path: path, message: "\(error.action): \(error.reason)"))
        }
        // Its first lines, through its `$id`'s, which no other project's schema has.
        let lines = ManifestSchema.text.split(separator: "\n", omittingEmptySubsequences: false)
        let start =
            lines.prefix { !$0.contains("\"$id\"") }.map { $0 + "\n" }.joined()
            + (lines.first { $0.contains("\"$id\"") } ?? "")
        let isSchema = { (bytes: [UInt8]) in bytes.starts(with: start.utf8) }
        if existing != .absent, !(existing.contents.map(isSchema) ?? false) {
            throw .usage(
                Diagnostic(
                    path: path,
                    message:
                        "is not a JSON Schema this tool wrote, so schema --output leaves it alone; give another path"))
        }
        let written = try FileSystem.writeFileIfChanged(
            Array((ManifestSchema.text + "\n").utf8), atPath: absolute, displayPath: path)
        if !options.quiet { console.output(written ? "wrote \(path)" : "\(path) is up to date") }
        return .success
    }

    func printWarnings(_ warnings: [Diagnostic]) {
        guard !options.quiet, !warnings.isEmpty else { return }
        console.error(warnings.map(\.description).joined(separator: "\n"))
    }

    /// The command that regenerates the files: the plugin's, or this invocation without `--check`, quoted for a
    /// POSIX shell.
    var regenerateCommand: String {
        if let regenerateHint { return regenerateHint }
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
        guard !plain else { return word }
        // A quote ends the quoted part, is written escaped, and a new quoted part begins: ' → '\''. Scalar by
        // scalar: a quote that joins a combining mark into one Character is still a quote to the shell.
        var quoted = "'"
        for scalar in word.unicodeScalars {
            if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }

    /// "1 file", "2 files".
    static func files(_ count: Int) -> String {
        count == 1 ? "1 file" : "\(count) files"
    }
}
