import FloAssets
import FloOutputFolder
import FloSupport

/// `flo-assets watch`: generates, then waits for a save of the manifest or a file it imports and generates again,
/// through the same run as `generate` (its log, its folder promises, its diagnostics). With `--serve`, the preview
/// server shows the result.
struct Watcher {
    var command: FloAssetsCommand

    init(command: FloAssetsCommand) {
        self.command = command
        // Each line as it happens, also into a pipe or a file: standard output is buffered there.
        self.command.console.output = { _ = FileSystem.writeAll(Array(($0 + "\n").utf8), to: 1) }
    }

    /// How long the files must stay unchanged before a run: a burst of saves is one run.
    static let quietMilliseconds = 100

    func run() throws(FloError) -> ExitCode {
        let interruption = Interruption.install()
        guard interruption >= 0, let files = FileWatcher() else {
            throw .fileAccess(
                Diagnostic(path: "flo-assets", message: "cannot watch files (out of inotify instances or descriptors?)")
            )
        }
        let server =
            try command.options.serve
            ? PreviewServer(host: command.options.host, port: command.options.port, log: command.console.error) : nil
        var inputs = [PathResolution.absolute(command.options.manifestPath, against: command.workingDirectory)]
        generate(into: server, inputs: &inputs)
        files.watch(Self.watched(inputs))
        let console = command.console
        if let server {
            server.start()
            console.output("serving the preview at \(server.pageURL)")
        }
        console.output("watching \(FloAssetsCommand.files(inputs.count)) for changes; press Ctrl-C to stop")
        while files.wait(interruption: interruption, timeout: -1) == .changed {
            var wake = FileWatcher.Wake.changed
            while wake == .changed { wake = files.wait(interruption: interruption, timeout: Self.quietMilliseconds) }
            guard wake == .quiet else { break }
            generate(into: server, inputs: &inputs)
            files.watch(Self.watched(inputs))
        }
        if !command.options.quiet { console.output("stopped watching") }
        return .success
    }

    /// One run; `inputs` becomes what the manifest now reads when it could be read.
    private func generate(into server: PreviewServer?, inputs: inout [String]) {
        var timed = command
        let time = Self.clockTime()
        let output = command.console.output
        timed.console.output = { output("[\(time)] " + $0) }
        do {
            let loaded = try timed.load()
            inputs = loaded.inputs
            try timed.generate(loaded.targets)
            server?.update(served: ServedFiles(loaded), problems: nil)
        } catch {
            // A file the errors name (an imported SVG that is broken) is watched too, so that fixing it is a save.
            for path in error.diagnostics.map({ PathResolution.absolute($0.path, against: command.workingDirectory) })
            where !inputs.contains(path) && FileSystem.kind(at: path) == .regularFile {
                inputs.append(path)
            }
            _ = FloAssetsCommand.report(error, to: command.console)
            command.console.error("[\(time)] the last good files stay in place; watching for a fix")
            server?.update(served: nil, problems: error.diagnostics.map(\.description).joined(separator: "\n"))
        }
    }

    /// The files to watch: each input, and what it links to, so that an edit through a link is seen too.
    private static func watched(_ inputs: [String]) -> [String] {
        inputs + inputs.compactMap { input in FileSystem.resolvedPath(input).flatMap { $0 == input ? nil : $0 } }
    }

    /// The local time as `HH:MM:SS`.
    private static func clockTime() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return [parts.tm_hour, parts.tm_min, parts.tm_sec].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }
}
