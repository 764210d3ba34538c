import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder

/// Reproductions of the attacks and accidents of the output-folder hardening issue, each against the real
/// executable: every one of them broke v1.
@Suite(.serialized) struct HostileFolderTests {
    static let starManifest =
        #"{"version": 1, "controls": [{"name": "star", "type": "star"}, {"name": "dot", "type": "ellipse", "width": 10, "height": 10}]}"#

    static func folder(generated: Bool) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(starManifest, to: "assets.json")
        if generated { #expect(try ToolProcess.capture(["--quiet"], in: folder.url).status == 0) }
        return folder
    }

    /// Planted `.flo-assets-tmp-*` links, for every name a run could predict, never lead a write outside.
    @Test func plantedTemporaryFileLinksAreNeverFollowed() throws {
        let folder = try Self.folder(generated: true)
        try folder.write("the victim's secret", to: "victim.txt")
        let victim = folder.url.appending(path: "victim.txt").path
        try folder.write(
            #"{"version": 1, "controls": [{"name": "star", "type": "star", "fill": true}]}"#, to: "assets.json")
        // v1 named temporary files `.flo-assets-tmp-<pid>-<name>`: plant that for the next pids, and names of the
        // current pattern that a run might draw.
        let next = Int(getpid())
        for pid in next..<(next + 400) {
            for name in ["star.svg", "star.pdf", ".flo-assets-index"] {
                symlink(victim, folder.url.appending(path: "Assets/.flo-assets-tmp-\(pid)-\(name)").path)
            }
            symlink(victim, folder.url.appending(path: "Assets/.flo-assets-tmp-\(pid)-aaaaaaaaaaaa").path)
        }
        let run = try ToolProcess.capture([], in: folder.url)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try folder.read("victim.txt") == Data("the victim's secret".utf8))
        #expect(try ToolProcess.capture(["--check"], in: folder.url).status == 0)
    }

    /// A generated name linked to `/proc/self/environ`: nothing of it is printed, read or written through.
    @Test func checkNeverPrintsWhatALinkPointsTo() throws {
        let folder = try Self.folder(generated: true)
        try FileManager.default.removeItem(at: folder.url.appending(path: "Assets/star.svg"))
        symlink("/proc/self/environ", folder.url.appending(path: "Assets/star.svg").path)
        let secret = ["FLO_TEST_SECRET": "hunter2-do-not-print"]
        let check = try ToolProcess.capture(["--check"], in: folder.url, environment: secret)
        #expect(check.status == 1)
        #expect(check.errors.contains("Assets/star.svg: error: in the way: is a symbolic link; "), "\(check.errors)")
        #expect(!check.errors.contains("hunter2") && !check.output.contains("hunter2"))
        let generate = try ToolProcess.capture([], in: folder.url, environment: secret)
        #expect(generate.status == 2)
        #expect(!generate.errors.contains("hunter2"))
        #expect(FileSystem.kind(at: folder.url.appending(path: "Assets/star.svg").path) == .symbolicLink)
    }

    /// FIFOs, `/dev/zero` links and a huge sparse index in place of the index or of a generated file: a prompt
    /// diagnostic, never a hang or a memory blow-up.
    @Test(arguments: ["fifo", "devzero", "huge"], [OwnershipIndex.fileName, "star.svg"])
    func specialFilesFailPromptly(kind: String, name: String) throws {
        let folder = try Self.folder(generated: true)
        let path = folder.url.appending(path: "Assets/\(name)").path
        try FileManager.default.removeItem(atPath: path)
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o644) == 0)
        case "devzero": #expect(symlink("/dev/zero", path) == 0)
        default:
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, 1 << 30) == 0)
        }
        for arguments in [[], ["--check"]] {
            let run = try ToolProcess.capture(arguments, in: folder.url, timeout: 20)
            #expect(!run.timedOut, "\(kind) at \(name) hung \(arguments)")
            #expect(run.seconds < 10)
            // A bad index stops every run (2); a bad generated file is a conflict to generate (2), a finding to --check (1).
            let expected: Int32 = name == "star.svg" && arguments == ["--check"] ? 1 : 2
            #expect(run.status == expected, "\(kind) \(name) \(arguments): \(run.status) \(run.errors)")
            #expect(run.errors.contains("Assets/\(name): error:"), "\(run.errors)")
        }
        // The tool's own peak in each run, as GNU time measures that one process (the test process's other
        // children, and its own peak, stay out of it); the runs above have shown that neither hangs.
        let manifest = folder.url.appending(path: "assets.json").path
        for arguments in [[], ["--check"]] {
            let (status, peak) = try ToolProcess.peakMemory(["--manifest", manifest] + arguments)
            #expect(status == (name == "star.svg" && arguments == ["--check"] ? 1 : 2), "\(kind) \(name) \(arguments)")
            #expect(peak < 256 << 20, "\(kind) at \(name) \(arguments): the tool used \(peak >> 20) MiB")
        }
    }

    /// A file where an output folder or one of its parents must go is the user's to move: a conflict named at the
    /// file (exit 2; `--check` exit 1), never a failed write, and the file is kept.
    @Test(arguments: ["Assets", "Assets/png"])
    func aFileWhereTheOutputFolderGoesIsInTheWay(output: String) throws {
        let folder = try TemporaryFolder()
        let manifest =
            #"{"version": 1, "outputs": [{"format": "svg", "path": "\#(output)"}, {"format": "pdf", "path": "Assets/pdf"}], "controls": [{"name": "star", "type": "star"}]}"#
        try folder.write(manifest, to: "assets.json")
        try folder.write("my notes", to: "Assets")
        // Each error is followed by a note at the path to change in the manifest.
        let column =
            manifest.distance(from: manifest.startIndex, to: manifest.range(of: "\"\(output)\"")!.lowerBound) + 1
        let note = "assets.json:1:\(column): note: the output folder is named here"
        let message =
            "Assets: error: is a file where an output folder goes; move it away or choose another path for the output"
        let run = try ToolProcess.capture([], in: folder.url)
        #expect(run.status == 2 && run.errors.contains(message + "\n" + note), "\(run.errors)")
        // In the way of both outputs: one problem, with a note for each.
        let check = try ToolProcess.capture(["--check"], in: folder.url)
        let inTheWay = "Assets: error: in the way: a file where an output folder goes"
        #expect(check.status == 1 && check.errors.components(separatedBy: inTheWay).count == 2, "\(check.errors)")
        #expect(check.errors.contains("output\n" + note + "\nassets.json:1:"), "\(check.errors)")
        #expect(check.errors.contains("1 problem with the generated files (1 in the way); move what is in the way"))
        #expect(try folder.read("Assets") == Data("my notes".utf8))
        // A link to nothing is in the way too, named as the user wrote the path.
        #expect(symlink("nowhere", folder.url.appending(path: "dangling").path) == 0)
        let dangling = folder.url.path + "/dangling"
        let absolute = try ToolProcess.capture(["--output", dangling], in: folder.url)
        #expect(
            absolute.status == 2
                && absolute.errors.hasPrefix(dangling + ": error: is a symbolic link to nothing where"),
            "\(absolute.errors)")
    }

    /// A home folder that does not exist (a service account's) is not made for the cache: the run keeps no log.
    @Test func aMissingHomeFolderIsNotMade() throws {
        let folder = try Self.folder(generated: false)
        let home = folder.url.appending(path: "nonexistent").path
        let run = try ToolProcess.capture([], in: folder.url, environment: ["XDG_CACHE_HOME": "", "HOME": home])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: home))
    }

    /// A file a user creates under a name the run has not written yet is kept, and the run reports it.
    @Test func aFileCreatedDuringTheRunIsKept() throws {
        let folder = try TemporaryFolder()
        try folder.write(syntheticManifest(count: 3000), to: "assets.json")
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Assets"), withIntermediateDirectories: true)
        let process = try ToolProcess.start([], in: folder.url)
        var created: [String] = []
        // Race the run from the end of the manifest, where it writes last.
        for index in stride(from: 2999, to: 2000, by: -3) {
            let path = folder.url.appending(path: "Assets/plus-\(index - 2).svg").path
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor >= 0 {
                _ = "mine".withCString { write(descriptor, $0, 4) }
                close(descriptor)
                created.append(path)
            }
        }
        process.waitUntilExit()
        for path in created {
            #expect(FileManager.default.contents(atPath: path) == Data("mine".utf8), "\(path) was replaced")
        }
        if !created.isEmpty { #expect(process.terminationStatus == 2) }
        // A race lost before the first write leaves no index at all.
        let index = OwnershipIndex(bytes: [UInt8]((try? folder.read("Assets/\(OwnershipIndex.fileName)")) ?? Data()))
        for path in created {
            #expect(!index.owns(String(path.split(separator: "/").last ?? ""), bytes: Array("mine".utf8)))
        }
    }

    /// A full disk, then an inode-full disk: the run fails with exit 3, and a smaller manifest recovers with no
    /// orphan. Needs root to mount a small tmpfs (CI runs as root).
    @Test(arguments: ["size=600k", "nr_inodes=400"])
    func aFullDiskRecoversWithASmallerManifest(limit: String) throws {
        let folder = try TemporaryFolder()
        let mountPoint = folder.url.appending(path: "disk")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        let mount = try ExternalTools.run("mount", ["-t", "tmpfs", "-o", limit, "tmpfs", mountPoint.path])
        guard mount.status == 0 else {
            if ExternalTools.required { Issue.record("cannot mount a tmpfs: \(mount.errors)") }
            return
        }
        defer { _ = try? ExternalTools.run("umount", [mountPoint.path]) }
        let disk = mountPoint
        try Data(syntheticManifest(count: 3000).utf8).write(to: disk.appending(path: "assets.json"))
        let full = try ToolProcess.capture([], in: disk)
        #expect(full.status == 3, "\(full.errors)")
        #expect(full.errors.contains("No space left on device"), "\(full.errors)")
        let smaller = syntheticManifest(count: 30)
        try Data(smaller.utf8).write(to: disk.appending(path: "assets.json"))
        let recovered = try ToolProcess.capture([], in: disk)
        #expect(recovered.status == 0, "\(recovered.errors)")
        var files = try TemporaryFolderless.files(in: disk.appending(path: "Assets"))
        files[OwnershipIndex.fileName] = nil
        #expect(files == (try expectedFiles(smaller)))
        #expect(try ToolProcess.capture(["--check"], in: disk).status == 0)
    }
}

/// A case-insensitive folder, as macOS's default file system, on Linux: `Scripts/casefold-fs.py` (FUSE, root).
@Suite(.serialized) struct CaseInsensitiveFolderTests {
    @Test func aUsersFileDiffersOnlyInCaseFromAGeneratedNameAndIsKept() throws {
        let folder = try TemporaryFolder()
        let backing = folder.url.appending(path: "backing")
        let mountPoint = folder.url.appending(path: "mounted")
        try FileManager.default.createDirectory(at: backing, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        let filesystem = Process()
        filesystem.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        filesystem.arguments = [
            repositoryRoot.appending(path: "Scripts/casefold-fs.py").path, backing.path, mountPoint.path,
        ]
        filesystem.standardError = FileHandle.nullDevice
        try filesystem.run()
        defer {
            _ = try? ExternalTools.run("umount", [mountPoint.path])
            filesystem.waitUntilExit()
        }
        var mounted = false
        for _ in 0..<200 where !mounted {
            Thread.sleep(forTimeInterval: 0.025)
            let table = (try? String(contentsOfFile: "/proc/mounts", encoding: .utf8)) ?? ""
            mounted = table.contains(" \(mountPoint.path) fuse")
        }
        guard mounted else {
            if ExternalTools.required {
                Issue.record("cannot mount Scripts/casefold-fs.py (needs root, libfuse2, python3-fusepy)")
            }
            return
        }
        // The folder really folds case.
        try Data("mine".utf8).write(to: mountPoint.appending(path: "Probe.txt"))
        #expect(FileManager.default.contents(atPath: mountPoint.appending(path: "probe.TXT").path) == Data("mine".utf8))

        try Data(HostileFolderTests.starManifest.utf8).write(to: mountPoint.appending(path: "assets.json"))
        try FileManager.default.createDirectory(
            at: mountPoint.appending(path: "Assets"), withIntermediateDirectories: true)
        try Data("my star".utf8).write(to: mountPoint.appending(path: "Assets/Star.svg"))
        let blocked = try ToolProcess.capture([], in: mountPoint)
        #expect(blocked.status == 2)
        #expect(
            blocked.errors.contains("Assets/star.svg: error: exists and was not generated by flo-assets"),
            "\(blocked.errors)")
        #expect(
            FileManager.default.contents(atPath: backing.appending(path: "Assets/Star.svg").path)
                == Data("my star".utf8))
        // Moved away, the run and the check work on the folder as on any other.
        try FileManager.default.removeItem(at: mountPoint.appending(path: "Assets/Star.svg"))
        let generated = try ToolProcess.capture([], in: mountPoint)
        #expect(generated.status == 0, "\(generated.errors)")
        #expect(try ToolProcess.capture(["--check"], in: mountPoint).status == 0)
        // A control renamed only in case: the same file there, replaced and kept, not deleted as a leftover.
        let renamed = HostileFolderTests.starManifest.replacingOccurrences(
            of: "\"star\", \"type\"", with: "\"Star\", \"type\"")
        try Data(renamed.utf8).write(to: mountPoint.appending(path: "assets.json"))
        let rerun = try ToolProcess.capture([], in: mountPoint)
        #expect(rerun.status == 0, "\(rerun.errors)")
        #expect(FileManager.default.fileExists(atPath: mountPoint.appending(path: "Assets/Star.svg").path))
        #expect(try ToolProcess.capture(["--check"], in: mountPoint).status == 0)
    }
}
