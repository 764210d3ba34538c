import FloAssets
import FloOutputFolder
import FloSupport

/// `flo-assets watch`: generates, then waits for a save of the manifest or a file it imports and generates again,
/// through the same run as `generate` (its log, its folder promises, its diagnostics). With `--serve`, the preview
/// server shows the result.
struct Watcher {
    var command: FloAssetsCommand

    /// How long the files must stay unchanged before a run: a burst of saves is one run.
    static let quietMilliseconds = 100

    init(command: FloAssetsCommand) {
        self.command = command
        // Each line as it happens, also into a pipe or a file: standard output is buffered there.
        self.command.console.output = { _ = FileSystem.writeAll(Array(($0 + "\n").utf8), to: 1) }
    }

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
        let console = command.console
        var inputs = [PathResolution.absolute(command.options.manifestPath, against: command.workingDirectory)]
        // Watched before the first run, so that a save during it is not missed.
        var covered = files.watch(Self.watched(inputs))
        var refusals: [String: Int32] = [:]
        var wake = FileWatcher.Wake.quiet
        var first = true
        while wake == .quiet {
            covered = generateUntilSettled(
                files, covered: covered, server: server, inputs: &inputs, interruption: interruption)
            reportRefusals(of: files, after: &refusals)
            // Stopped during the first run: the server would start, and "watching" be said, after the stop.
            if first, Interruption.hasCome(on: interruption) { break }
            if first, let server {
                server.start()
                console.output("serving the preview at \(server.pageURL)")
            }
            if first, !command.options.quiet {
                console.output("watching \(FloAssetsCommand.files(inputs.count)) for changes; press Ctrl-C to stop")
            }
            first = false
            wake = files.wait(interruption: interruption, timeout: -1)
            while wake == .changed { wake = files.wait(interruption: interruption, timeout: Self.quietMilliseconds) }
        }
        if wake == .failed {
            throw .fileAccess(Diagnostic(path: "flo-assets", message: "watching the files failed (errno \(errno))"))
        }
        if !command.options.quiet { console.output("stopped watching") }
        return .success
    }

    /// Runs, then watches what the manifest now imports, and the files in the way of a run an output folder stopped;
    /// runs again when an input that was not watched during the run (`covered` says which were) changed meanwhile,
    /// as no event could tell, unless a signal came. Returns what is watched now.
    private func generateUntilSettled(
        _ files: FileWatcher, covered: Set<String>, server: PreviewServer?, inputs: inout [String],
        interruption: Int32
    ) -> Set<String> {
        var covered = covered
        while true {
            // File times come from a clock that may lag by a tick: a little earlier is on the safe side.
            let started = Self.wallClock(minusMilliseconds: 20)
            let before = Dictionary(Self.watched(inputs).map { ($0, FileStamp(path: $0, followingLinks: true)) }) {
                first, _ in first
            }
            Interruption.runIsUnderWay = true
            let conflicts = generate(into: server, inputs: &inputs)
            Interruption.runIsUnderWay = false
            let watched = Self.watched(inputs)
            let coveredDuringRun = covered
            // A file in the way is watched as it is, never through a link: the fix is to move it.
            covered = files.watch(watched + conflicts)
            let missed = watched.contains { path in
                !coveredDuringRun.contains(path) && Self.changedDuringRun(path, before: before[path], started: started)
            }
            if !missed || Interruption.hasCome(on: interruption) { return covered }
        }
    }

    /// Whether `path`, which no event could report, changed while a run read it: its stamp is not the one taken
    /// before the run, or, for a file the run found (no stamp before), its time is not before the run. (A time in
    /// the future thus makes one run more, not a run for ever.)
    static func changedDuringRun(_ path: String, before: FileStamp??, started: timespec) -> Bool {
        let now = FileStamp(path: path, followingLinks: true)
        guard let before else { return now?.changed(since: started) == true }
        return now != before
    }

    /// Warns once about each folder the system refused to watch, and why.
    func reportRefusals(of files: FileWatcher, after reported: inout [String: Int32]) {
        let new = files.refusedFolders.filter { reported[$0.key] != $0.value }.sorted { $0.key < $1.key }
        reported = files.refusedFolders
        guard !new.isEmpty, !command.options.quiet else { return }
        let seconds = FileWatcher.pollMilliseconds / 1000
        let warnings = new.map { folder, code in
            let reason =
                switch code {
                case ENOSPC: "the system's limit of watches is reached; raise fs.inotify.max_user_watches"
                case EACCES: "no permission to read it"
                default: String(cString: strerror(code))
                }
            return Diagnostic(
                .warning, path: folder,
                message: "cannot be watched (\(reason)); its files are checked every \(seconds) s instead")
        }
        command.console.error(warnings.map(\.description).joined(separator: "\n"))
    }

    /// One run; `inputs` becomes the manifest and what it imports, as far as it could be read. Returns the files in
    /// an output folder that stopped it, to watch until the next run: the fix is to move one away or undo its edit.
    private func generate(into server: PreviewServer?, inputs: inout [String]) -> [String] {
        var timed = command
        let output = command.console.output
        // Stamped when said, at the end of the run: the time the files were written.
        timed.console.output = { output("[\(Self.clockTime())] " + $0) }
        do {
            let loaded = try timed.load(inputs: &inputs)
            try timed.generate(loaded.targets)
            server?.update(served: ServedFiles(loaded), problems: nil)
            return []
        } catch {
            _ = FloAssetsCommand.report(error, to: command.console, quiet: command.options.quiet)
            let moved = movedFolderNote()
            if let moved { command.console.error(moved.description) }
            command.console.error("[\(Self.clockTime())] the last good files stay in place; watching for a fix")
            let problems = error.diagnostics + (moved.map { [$0] } ?? [])
            server?.update(served: nil, problems: LiveReload.problems(problems.map(\.description)))
            guard case .conflicts(let conflicts) = error else { return [] }
            return conflicts.map { PathResolution.absolute($0.path, against: command.workingDirectory) }
        }
    }

    /// Why every path fails when the folder watch started in is no longer at its path (renamed, moved, removed):
    /// paths are read from where it was, while the shell shows where it went. A folder made again there is read.
    private func movedFolderNote() -> Diagnostic? {
        let folder = command.workingDirectory
        guard FileSystem.identity(of: folder) == nil else { return nil }
        return Diagnostic(
            .note, path: folder,
            message:
                "the folder watch started in is no longer at this path (moved, renamed or removed); move it back, or stop watch and start it again where the folder is now"
        )
    }

    /// The files to watch: each input, and what it links to, so that an edit through a link is seen too (and, for a
    /// link whose target is gone, that target's coming back).
    private static func watched(_ inputs: [String]) -> [String] {
        inputs
            + inputs.compactMap { input in
                (FileSystem.resolvedPath(input) ?? FileSystem.linkTarget(of: input)).flatMap { $0 == input ? nil : $0 }
            }
    }

    /// The local time as `HH:MM:SS`.
    private static func clockTime() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return [parts.tm_hour, parts.tm_min, parts.tm_sec].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    private static func wallClock(minusMilliseconds milliseconds: Int) -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = now.tv_nsec - milliseconds * 1_000_000
        return nanoseconds >= 0
            ? timespec(tv_sec: now.tv_sec, tv_nsec: nanoseconds)
            : timespec(tv_sec: now.tv_sec - 1, tv_nsec: nanoseconds + 1_000_000_000)
    }
}
