import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder

/// `flo-assets watch` as a process: runs per burst of saves, a broken manifest, Ctrl-C and kills, idle CPU.
@Suite(.serialized) struct WatchTests {
    /// A running watcher and what it printed so far.
    final class WatcherProcess {
        let process: Process
        private let output: URL
        private let errors: URL

        init(_ arguments: [String], in folder: TemporaryFolder) throws {
            (process, output, errors) = try ToolProcess.startLogged(["watch"] + arguments, in: folder.url)
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }

        var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
        var logged: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }
        /// The runs that generated files, the first included.
        var runs: Int { printed.components(separatedBy: "] generated ").count - 1 }

        /// Waits until `condition` holds, at most `timeout` seconds; whether it did.
        func wait(_ timeout: Double = 30, until condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while !condition() {
                if Date() > deadline { return false }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return true
        }

        /// Seconds of CPU the process used so far (`/proc`, in clock ticks).
        var cpuSeconds: Double {
            let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
            // After the command's name in parentheses: fields 14 and 15 are user and system time.
            let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
            guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return -1 }
            return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
    }

    static func writeInPlace(_ text: String, to folder: TemporaryFolder, name: String = "assets.json") throws {
        try text.write(toFile: folder.path + "/" + name, atomically: false, encoding: .utf8)
    }

    static func assetFiles(_ folder: TemporaryFolder) throws -> [String: [UInt8]] {
        var files = try folder.files(in: "Assets")
        files[OwnershipIndex.fileName] = nil
        return files
    }

    @Test func aBurstOfSavesIsOneOrTwoRunsAndAnIdleWatcherTakesNoCPU() throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 60, variant: 0), syntheticManifest(count: 60, variant: 1)]
        try Self.writeInPlace(variants[0], to: folder)
        let watcher = try WatcherProcess([], in: folder)
        #expect(watcher.wait { watcher.printed.contains("press Ctrl-C to stop") }, "\(watcher.logged)")
        // One run, or two when a file was saved during the first.
        let base = watcher.runs
        #expect((1...2).contains(base))

        #if os(Linux)
            let idle = watcher.cpuSeconds
            Thread.sleep(forTimeInterval: 3)
            let used = watcher.cpuSeconds - idle
            #expect(idle >= 0 && used < 0.03, "an idle watcher used \(used) s of CPU in 3 s")
        #endif

        #expect(watcher.logged == "")
        // A burst split by a stall of this thread longer than the quiet period proves nothing (the watcher then
        // rightly runs in between, maybe on a file just emptied); such a burst is saved again.
        for attempt in 1...3 {
            let base = watcher.runs
            let logged = watcher.logged
            let start = Date()
            let stall = try Self.saveBurst(variants, to: folder)
            let took = Date().timeIntervalSince(start)
            #expect(watcher.wait { watcher.runs > base })
            Thread.sleep(forTimeInterval: 1)
            if stall >= 0.09, attempt < 3 { continue }
            #expect(stall < 0.09, "the file stayed unchanged for \(stall) s during the burst, three times")
            #expect(took < 1.1, "the saves took \(took) s")
            #expect(
                (1...2).contains(watcher.runs - base), "\(watcher.runs - base) runs for 100 saves: \(watcher.printed)")
            #expect(watcher.logged == logged)
            break
        }
        #expect(try Self.assetFiles(folder) == (try expectedFiles(variants[1])))
        #expect(try ToolProcess.capture(["--check"], in: folder.url).status == 0)
    }

    /// Saves the two variants in turn, 100 times in about a second, the last being `variants[1]`. Returns the
    /// longest time in which the file did not change.
    static func saveBurst(_ variants: [String], to folder: TemporaryFolder) throws -> Double {
        let start = Date()
        var moments = [start]
        for save in 0..<100 {
            moments.append(Date())
            try writeInPlace(variants[save % 2], to: folder)
            moments.append(Date())
            Thread.sleep(until: start.addingTimeInterval(Double(save + 1) * 0.0098))
        }
        return zip(moments, moments.dropFirst()).map { $1.timeIntervalSince($0) }.max() ?? 0
    }

    @Test func aBrokenManifestKeepsTheLastGoodFilesAndAnImportedFileIsWatchedToo() throws {
        let folder = try TemporaryFolder()
        let manifest = #"""
            {"version": 1, "output": "Assets",
             "controls": [{"name": "drop", "type": "svg", "source": "Art/drop.svg"},
                          {"name": "box", "type": "rectangle", "width": 20, "height": 20, "fillColor": "#FFD700"}]}
            """#
        try folder.write(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#00F"/></svg>"##,
            to: "Art/drop.svg")
        try Self.writeInPlace(manifest, to: folder)
        let watcher = try WatcherProcess([], in: folder)
        #expect(watcher.wait { watcher.printed.contains("watching 2 files for changes") }, "\(watcher.printed)")
        let good = try Self.assetFiles(folder)
        let base = watcher.runs

        try Self.writeInPlace(manifest.replacingOccurrences(of: #""box", "type"#, with: #""box" "type"#), to: folder)
        #expect(watcher.wait { watcher.logged.contains("the last good files stay in place") }, "\(watcher.logged)")
        #expect(watcher.logged.hasPrefix("assets.json:3:30: error: malformed JSON"), "\(watcher.logged)")
        #expect(try Self.assetFiles(folder) == good)
        #expect(watcher.process.isRunning)

        // Saved as many editors do: a new file renamed over the old one.
        let fixed = manifest.replacingOccurrences(of: "#FFD700", with: "#FF0000")
        try fixed.write(toFile: folder.path + "/assets.json", atomically: true, encoding: .utf8)
        #expect(watcher.wait { watcher.runs == base + 1 }, "\(watcher.printed)")
        #expect(try Self.assetFiles(folder) == (try expectedFiles(fixed, in: folder)))

        try folder.write(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0F0"/></svg>"##,
            to: "Art/drop.svg")
        #expect(watcher.wait { watcher.runs == base + 2 }, "\(watcher.printed)")
        #expect(try Self.assetFiles(folder) == (try expectedFiles(fixed, in: folder)))
        #expect(try Self.assetFiles(folder)["drop.svg"] != good["drop.svg"])

        // The folder of the file swapped for another (`mv Art.new Art`): noticed, and the new one is watched.
        try folder.write(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#F0F"/></svg>"##,
            to: "Art.new/drop.svg")
        try FileManager.default.moveItem(atPath: folder.path + "/Art", toPath: folder.path + "/Art.old")
        try FileManager.default.moveItem(atPath: folder.path + "/Art.new", toPath: folder.path + "/Art")
        #expect(watcher.wait { watcher.runs == base + 3 }, "\(watcher.printed)")
        try folder.write(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0FF"/></svg>"##,
            to: "Art/drop.svg")
        #expect(watcher.wait { watcher.runs == base + 4 }, "\(watcher.printed)")
        #expect(try Self.assetFiles(folder) == (try expectedFiles(fixed, in: folder)))

        // A control added with a broken file: fixing the file, not the manifest, is the save that counts.
        try folder.write("<svg", to: "Art/new.svg")
        let added = fixed.replacingOccurrences(
            of: #"{"name": "drop""#, with: #"{"name": "new", "type": "svg", "source": "Art/new.svg"}, {"name": "drop""#)
        try Self.writeInPlace(added, to: folder)
        #expect(watcher.wait { watcher.logged.contains("Art/new.svg:1:5: error: ") }, "\(watcher.logged)")
        try folder.write(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"##, to: "Art/new.svg")
        #expect(watcher.wait { watcher.runs == base + 5 }, "\(watcher.printed)")
        #expect(try Self.assetFiles(folder) == (try expectedFiles(added, in: folder)))
    }

    /// A run stopped by a file the user changed in the output folder runs again once that file is moved away.
    @Test func aConflictInTheOutputFolderIsWatchedUntilItIsResolved() throws {
        let folder = try TemporaryFolder()
        let manifest = #"{"version": 1, "output": "Assets", "controls": [{"name": "star", "type": "star"}]}"#
        try Self.writeInPlace(manifest, to: folder)
        let watcher = try WatcherProcess([], in: folder)
        #expect(watcher.wait { watcher.printed.contains("watching 1 file for changes") }, "\(watcher.printed)")
        let base = watcher.runs
        try folder.write("<svg>mine</svg>", to: "Assets/star.svg")
        let changed = manifest.replacingOccurrences(of: #""star"}"#, with: #""star", "fill": true}"#)
        try Self.writeInPlace(changed, to: folder)
        #expect(
            watcher.wait {
                watcher.logged.contains("Assets/star.svg: error: was changed since flo-assets generated it")
            },
            "\(watcher.logged)")
        #expect(watcher.wait { watcher.logged.contains("watching for a fix") }, "\(watcher.logged)")
        try FileManager.default.moveItem(atPath: folder.path + "/Assets/star.svg", toPath: folder.path + "/mine.svg")
        #expect(watcher.wait { watcher.runs == base + 1 }, "\(watcher.printed)\n\(watcher.logged)")
        #expect(try Self.assetFiles(folder) == (try expectedFiles(changed, in: folder)))
    }

    @Test func aManifestFolderDeletedAndMadeAgainIsWatchedAgain() throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 6, variant: 0), syntheticManifest(count: 6, variant: 1)]
        try folder.write(variants[0], to: "package/assets.json")
        try Self.expectRunAgain(in: folder, once: "package", is: "package/assets.json", madeAgainAs: variants[1])
    }

    /// Watches `package/assets.json`, deletes `deleted`, waits for the failed run, writes `manifest` to `path`, and
    /// expects a run that writes exactly its files.
    static func expectRunAgain(
        in folder: TemporaryFolder, once deleted: String, is path: String, madeAgainAs manifest: String
    ) throws {
        let watcher = try WatcherProcess(["--manifest", "package/assets.json"], in: folder)
        #expect(watcher.wait { watcher.printed.contains("press Ctrl-C to stop") }, "\(watcher.logged)")
        let base = watcher.runs
        try FileManager.default.removeItem(atPath: folder.path + "/" + deleted)
        #expect(watcher.wait { watcher.logged.contains("the last good files stay in place") }, "\(watcher.logged)")
        try folder.write(manifest, to: path)
        #expect(watcher.wait { watcher.runs > base }, "\(watcher.printed)\n\(watcher.logged)")
        var files = try folder.files(in: "package/Assets")
        files[OwnershipIndex.fileName] = nil
        #expect(files == (try expectedFiles(manifest)))
    }

    /// The folder watch started in renamed under it: a save is still seen, but every path leads nowhere, which a
    /// note says rather than leave "no manifest here" unexplained; moved back, it runs again.
    @Test func aFolderRenamedWhileWatchedIsNamedAsMoved() throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 6, variant: 0), syntheticManifest(count: 6, variant: 1)]
        try Self.writeInPlace(variants[0], to: folder)
        let watcher = try WatcherProcess([], in: folder)
        #expect(watcher.wait { watcher.printed.contains("press Ctrl-C to stop") }, "\(watcher.logged)")
        let base = watcher.runs
        let moved = folder.path + "-moved"
        try FileManager.default.moveItem(atPath: folder.path, toPath: moved)
        defer { try? FileManager.default.moveItem(atPath: moved, toPath: folder.path) }
        try variants[1].write(toFile: moved + "/assets.json", atomically: false, encoding: .utf8)
        let note =
            "\(folder.path): note: the folder watch started in is no longer at this path (moved, renamed or removed)"
        #expect(watcher.wait { watcher.logged.contains(note) }, "\(watcher.logged)")
        try FileManager.default.moveItem(atPath: moved, toPath: folder.path)
        #expect(watcher.wait { watcher.runs > base }, "\(watcher.printed)\n\(watcher.logged)")
        #expect(try Self.assetFiles(folder) == (try expectedFiles(variants[1], in: folder)))
    }

    /// A manifest reached through a link whose target is deleted, then made again: the target's coming back counts.
    @Test func aLinkedManifestWhoseTargetComesBackIsWatchedAgain() throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 6, variant: 0), syntheticManifest(count: 6, variant: 1)]
        try folder.write(variants[0], to: "shared/assets.json")
        try FileManager.default.createDirectory(atPath: folder.path + "/package", withIntermediateDirectories: true)
        symlink("../shared/assets.json", folder.path + "/package/assets.json")
        try Self.expectRunAgain(
            in: folder, once: "shared/assets.json", is: "shared/assets.json", madeAgainAs: variants[1])
    }

    /// Sends `signal` to `watcher` as soon as its run has written a file of `files` (the first `plus-` one) into
    /// `folder`'s `Assets`, then waits for it to stop, with status 0.
    static func interrupt(
        _ watcher: WatcherProcess, with signal: Int32, onceItWrites files: [String: [UInt8]], in folder: TemporaryFolder
    ) throws {
        let sample = try #require(files.first { $0.key.hasPrefix("plus-") })
        let assets = folder.path + "/Assets/"
        #expect(watcher.wait(60) { FileManager.default.contents(atPath: assets + sample.key) == Data(sample.value) })
        kill(watcher.process.processIdentifier, signal)
        #expect(watcher.wait(60) { !watcher.process.isRunning }, "still running after the signal")
        watcher.process.waitUntilExit()
        #expect(watcher.process.terminationReason == .exit && watcher.process.terminationStatus == 0)
    }

    /// Ctrl-C, or `kill` (SIGTERM), during a run: the run finishes, saying so in the words for that signal.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalDuringARunLetsItFinishThenStopsWithNoTemporaryFileAndNoLock(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 3000, variant: 0), syntheticManifest(count: 3000, variant: 1)]
        let edited = try expectedFiles(variants[1])
        try Self.writeInPlace(variants[0], to: folder)
        let watcher = try WatcherProcess(["--no-cache"], in: folder)
        #expect(watcher.wait(120) { watcher.printed.contains("press Ctrl-C to stop") })
        let base = watcher.runs
        // Interrupted as soon as the run after an edit has written its first file.
        try Self.writeInPlace(variants[1], to: folder)
        try Self.interrupt(watcher, with: signal, onceItWrites: edited, in: folder)
        let printed = watcher.printed.split(separator: "\n")
        #expect(
            printed.count >= 2 && printed.last == "stopped watching" && watcher.runs == base + 1, "\(watcher.printed)")
        #expect(
            watcher.logged.contains(
                "finishing the run first; "
                    + (signal == SIGINT ? "press Ctrl-C again" : "signal again") + " to stop at once"))
        // The run finished: every file is the edited manifest's, none is temporary, and the lock is free.
        #expect(try Self.assetFiles(folder) == edited)
        let check = try ToolProcess.capture(["--check"], in: folder.url, timeout: 60)
        #expect(check.status == 0, "\(check.errors)")
        let next = try ToolProcess.capture(["--quiet"], in: folder.url, timeout: 60)
        #expect(next.status == 0 && !next.timedOut)
    }

    /// A signal during the first run stops the watcher once it ends: no server is started, no "watching" said.
    @Test func aSignalDuringTheFirstRunStopsBeforeServing() throws {
        let folder = try TemporaryFolder()
        let manifest = syntheticManifest(count: 3000, variant: 0)
        let expected = try expectedFiles(manifest)
        try Self.writeInPlace(manifest, to: folder)
        let watcher = try WatcherProcess(["--no-cache", "--serve", "0"], in: folder)
        try Self.interrupt(watcher, with: SIGTERM, onceItWrites: expected, in: folder)
        #expect(
            !watcher.printed.contains("serving the preview") && !watcher.printed.contains("watching "),
            "\(watcher.printed)")
        #expect(watcher.printed.hasSuffix("stopped watching\n"), "\(watcher.printed)")
        #expect(try Self.assetFiles(folder) == expected)
    }

    @Test func killingTheWatcherMidRunLeavesOnlyCompleteOwnedFiles() throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 600, variant: 0), syntheticManifest(count: 450, variant: 1)]
        let versions = try variants.map(expectedFiles).map(OutputContractTests.Version.init)
        try Self.writeInPlace(variants[0], to: folder)
        let full = try ToolProcess.capture(["--quiet", "--no-cache"], in: folder.url)
        var generator = SystemRandomNumberGenerator()
        for attempt in 0..<8 {
            let watcher = try WatcherProcess(["--no-cache"], in: folder)
            #expect(watcher.wait(120) { watcher.printed.contains("press Ctrl-C to stop") })
            try Self.writeInPlace(variants[(attempt + 1) % 2], to: folder)
            let moment =
                Double(WatcherProcess.quietSeconds) + Double.random(in: 0...(full.seconds * 1.2), using: &generator)
            Thread.sleep(forTimeInterval: moment)
            kill(watcher.process.processIdentifier, SIGKILL)
            watcher.process.waitUntilExit()
            try OutputContractTests.expectConsistent(
                folder, versions: versions, allowTemporaryFiles: true, "after a kill at \(moment) s")
        }
        #expect(try ToolProcess.run(["--quiet"], in: folder.url) == 0)
        #expect(try Self.assetFiles(folder) == (try expectedFiles(variants[0])))
        #expect(try ToolProcess.capture(["--check"], in: folder.url).status == 0)
    }
}

extension WatchTests.WatcherProcess {
    /// The watcher's quiet period before a run.
    static let quietSeconds = 0.1
}

/// The files a manifest that imports files from `folder` produces, by path.
func expectedFiles(_ manifestText: String, in folder: TemporaryFolder) throws -> [String: [UInt8]] {
    let manifest = try ManifestLoader.decode(Array(manifestText.utf8), displayPath: "assets.json", folder: folder.path)
        .manifest
    return Dictionary(uniqueKeysWithValues: AssetRenderer.files(for: manifest).map { ($0.path, $0.bytes) })
}
