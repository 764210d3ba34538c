import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

#if canImport(Glibc)
    import Glibc
#endif

/// An unchanged rerun checks the stamps of what the last run left and stops there; any change to the manifest, a
/// generated file, an index or a folder means a full run.
@Suite struct RunRecordTests {
    /// A package with the default manifest, plus an asset catalog and one warning, generated once with its
    /// stamps in `cache`.
    static func generatedPackage() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let manifest = try defaultManifestText().replacingOccurrences(
            of: ##""name": "star","##, with: ##""name": "star", "color": "#FFFFFF00","##
        ).replacingOccurrences(
            of: #"{ "format": "svg", "path": "Assets" },"#,
            with: #"{ "format": "svg", "path": "Assets" }, { "format": "xcassets", "path": "Catalog/Flo.xcassets" },"#)
        try folder.write(manifest, to: "assets.json")
        let console = CapturedConsole()
        #expect(runTool(["--cache", folder.path + "/cache"], in: folder, captured: console) == .success)
        #expect(console.output.hasPrefix("generated ") && console.output.hasSuffix(" written, 0 unchanged"))
        return folder
    }

    /// The run's output and errors, and whether it went the full way: a full run writes the folder's stamps file,
    /// which is removed before each run.
    static func rerun(_ folder: TemporaryFolder, _ extra: [String] = []) throws -> (
        code: ExitCode, console: CapturedConsole, full: Bool
    ) {
        let stamps = folder.path + "/cache/" + StampCache.fileName(forFolder: folder.path + "/Assets")
        unlink(stamps)
        let console = CapturedConsole()
        let code = runTool(["--cache", folder.path + "/cache"] + extra, in: folder, captured: console)
        return (code, console, FileManager.default.fileExists(atPath: stamps))
    }

    @Test func anUnchangedRerunReplaysTheRunWithoutDrawing() throws {
        let folder = try Self.generatedPackage()
        let full = CapturedConsole()
        #expect(runTool(["--no-cache"], in: folder, captured: full) == .success)
        for _ in 0..<2 {
            let again = try Self.rerun(folder)
            #expect(again.code == .success && !again.full)
            #expect(again.console.output == full.output && again.console.output.contains(" 0 written, "))
            #expect(again.console.errors == full.errors)
            #expect(again.console.errors.contains("assets.json:28:32: warning: controls[4].color"))
        }
        // A manifest saved again with the same bytes: its digest still matches.
        try folder.read("assets.json").write(to: folder.url.appending(path: "assets.json"))
        #expect(try !Self.rerun(folder).full)
        // --check and --no-cache never replay.
        #expect(runTool(["--check", "--quiet"], in: folder) == .success)
        let quiet = try Self.rerun(folder, ["--quiet"])
        #expect(!quiet.full && quiet.console.output.isEmpty && quiet.console.errors.isEmpty)
    }

    /// Each change, made after a replayed run, and what the full run that follows must do about it.
    enum Change: String, CaseIterable, Sendable {
        case manifestEdited, fileEdited, fileDeleted, fileReplacedBySameBytes, indexEdited, userFileAdded,
            subfolderLinked, outputFolderLinked, recordDamaged, recordCutAtALineEnd
    }

    @Test(arguments: Change.allCases)
    func anyChangeMeansAFullRun(_ change: Change) throws {
        let folder = try Self.generatedPackage()
        _ = try Self.rerun(folder)
        #expect(try !Self.rerun(folder).full)
        let assets = folder.path + "/Assets"
        // nil: whatever the full run decides.
        var expected: ExitCode? = .success
        switch change {
        case .manifestEdited:
            let text = String(decoding: try folder.read("assets.json"), as: UTF8.self)
            try folder.write(
                text.replacingOccurrences(of: #""width": 50, "height": 50"#, with: #""width": 52, "height": 50"#),
                to: "assets.json")
        case .fileEdited:
            var bytes = try folder.read("Assets/star.svg")
            bytes[bytes.count - 2] = UInt8(ascii: "X")
            try bytes.write(to: URL(fileURLWithPath: assets + "/star.svg"))
            expected = .invalidInput
        case .fileDeleted:
            #expect(unlink(assets + "/star.pdf") == 0)
        case .fileReplacedBySameBytes:
            try folder.read("Assets/star.svg").write(to: URL(fileURLWithPath: assets + "/star.svg.new"))
            #expect(rename(assets + "/star.svg.new", assets + "/star.svg") == 0)
        case .indexEdited:
            try (folder.read("Assets/.flo-assets-index") + Data("\n".utf8)).write(
                to: URL(fileURLWithPath: assets + "/.flo-assets-index"))
        case .userFileAdded:
            try folder.write("mine", to: "Assets/notes.txt")
        case .subfolderLinked:
            // An image set moved away and linked back: the same files, through a link.
            let set = folder.path + "/Catalog/Flo.xcassets/star.imageset"
            #expect(rename(set, folder.path + "/elsewhere") == 0)
            #expect(symlink(folder.path + "/elsewhere", set) == 0)
            expected = nil
        case .outputFolderLinked:
            #expect(rename(assets, folder.path + "/moved") == 0)
            #expect(symlink(folder.path + "/moved", assets) == 0)
            expected = nil
        case .recordDamaged:
            let cache = folder.path + "/cache"
            let record = try #require(
                try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".run") })
            let text = String(decoding: try folder.read("cache/" + record), as: UTF8.self)
            try folder.write(String(text.dropLast(40)), to: "cache/" + record)
        case .recordCutAtALineEnd:
            // Whole lines gone (the last folder's), every remaining line whole.
            let cache = folder.path + "/cache"
            let record = try #require(
                try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".run") })
            let lines = String(decoding: try folder.read("cache/" + record), as: UTF8.self).split(separator: "\n")
            try folder.write(lines.dropLast(3).joined(separator: "\n") + "\n", to: "cache/" + record)
        }
        let run = try Self.rerun(folder)
        #expect(run.full || run.code != .success, "\(change)")
        if let expected { #expect(run.code == expected, "\(change): \(run.console.errors)") }
        if expected == .success {
            // And the run after it records again.
            #expect(try !Self.rerun(folder).full, "\(change)")
        }
    }

    /// A record of thousands of files is checked in parts on every core (or as `--jobs` says): a change anywhere,
    /// the last part included, still means a full run.
    @Test(arguments: [1, 2])
    func aLargeRecordIsCheckedInParts(jobs: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "output": "Assets", "controls": [{"name": "s-{width}", "type": "star", "#
                + #""width": {"from": 10, "through": 1209}, "height": 40}]}"#, to: "assets.json")
        let jobsOption = ["--jobs", String(jobs)]
        #expect(runTool(["--cache", folder.path + "/cache", "--quiet"] + jobsOption, in: folder) == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Assets").count == 2401)
        #expect(try !Self.rerun(folder, jobsOption).full)
        // The last file the record lists, in the last of its three parts of 1,024 lines.
        let last = folder.path + "/Assets/s-1209.svg"
        var bytes = try folder.read("Assets/s-1209.svg")
        bytes[bytes.count - 2] = UInt8(ascii: " ")
        try bytes.write(to: URL(fileURLWithPath: last))
        // Not replayed: the full run finds the edit and keeps it, as a conflict.
        let run = try Self.rerun(folder, jobsOption)
        #expect(run.code == .invalidInput)
        #expect(run.console.errors.contains("s-1209.svg"))
    }

    /// A run that leaves a file behind with a warning is not recorded: the next run looks at the folder again.
    @Test func aRunWithWarningsOfItsOwnIsNotRecorded() throws {
        let folder = try Self.generatedPackage()
        // The star leaves the manifest after its SVG was edited: kept, with a warning.
        var bytes = try folder.read("Assets/star.svg")
        bytes[bytes.count - 2] = UInt8(ascii: "X")
        try bytes.write(to: URL(fileURLWithPath: folder.path + "/Assets/star.svg"))
        let text = String(decoding: try folder.read("assets.json"), as: UTF8.self)
        try folder.write(
            text.replacingOccurrences(of: #""name": "star","#, with: #""name": "star2","#), to: "assets.json")
        let warned = try Self.rerun(folder)
        #expect(warned.code == .success && warned.full)
        #expect(warned.console.errors.contains("Assets/star.svg: warning: no longer produced by the manifest"))
        // The file is the user's now and no longer in the index: the next run is quiet about it, and recorded.
        let next = try Self.rerun(folder)
        #expect(next.code == .success && next.full && !next.console.errors.contains("Assets/star.svg"))
        #expect(try !Self.rerun(folder).full)
    }

    /// Android outputs read the app's own resources for clashes, which no stamp of the tool's files covers: such a
    /// run is never replayed, and a clash added later is found.
    @Test func androidOutputsAreNeverReplayed() throws {
        let folder = try TemporaryFolder()
        let manifest = try defaultManifestText().replacingOccurrences(
            of: #"{ "format": "svg", "path": "Assets" },"#,
            with: #"{ "format": "svg", "path": "Assets" }, { "format": "vectorDrawable", "path": "res" },"#)
        try folder.write(manifest, to: "assets.json")
        #expect(runTool(["--quiet", "--cache", folder.path + "/cache"], in: folder) == .success)
        #expect(try Self.rerun(folder).full)
        try folder.write(#"<resources><color name="water">#000000</color></resources>"#, to: "res/values/mine.xml")
        let run = try Self.rerun(folder)
        #expect(run.code == .invalidInput && run.console.errors.contains("values/mine.xml"))
    }

    /// With `--output DIR`, the folders between DIR and an output must stay the folders they were, not links.
    @Test func foldersUnderTheOutputRootAreWatched() throws {
        let folder = try TemporaryFolder()
        let manifest = try defaultManifestText().replacingOccurrences(
            of: #"{ "format": "svg", "path": "Assets" },"#, with: #"{ "format": "svg", "path": "ios/Assets" },"#)
        try folder.write(manifest, to: "assets.json")
        let out = try TemporaryFolder()
        let arguments = ["--quiet", "--cache", folder.path + "/cache", "--output", out.path]
        #expect(runTool(arguments, in: folder) == .success)
        #expect(runTool(arguments, in: folder) == .success)
        #expect(rename(out.path + "/ios", folder.path + "/away") == 0)
        #expect(symlink(folder.path + "/away", out.path + "/ios") == 0)
        let console = CapturedConsole()
        #expect(runTool(arguments, in: folder, captured: console) == .invalidInput)
        #expect(console.errors.contains("symbolic link"))
    }

    @Test func bytesAndChecksumsTellEveryDifference() {
        let bytes = (0..<1001).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var changed = bytes
        changed[1000] ^= 1
        #expect(bytes.hasSameBytes(as: bytes) && [UInt8]().hasSameBytes(as: []))
        #expect(!bytes.hasSameBytes(as: changed) && !bytes.hasSameBytes(as: Array(bytes.dropLast())))
        func checksum(_ bytes: [UInt8]) -> String { bytes.withUnsafeBufferPointer(RecordChecksum.of) }
        // A change in the eight-byte words and in the bytes after them.
        #expect(checksum(bytes) != checksum(changed))
        changed = bytes
        changed[3] ^= 0x80
        #expect(checksum(bytes) != checksum(changed) && checksum(bytes) == checksum(bytes))
    }

    @Test func theRecordIsPerInvocation() {
        let one = RunRecord.fileName(workingDirectory: "/p", manifestPath: "assets.json", outputPath: nil)
        #expect(one == RunRecord.fileName(workingDirectory: "/p", manifestPath: "assets.json", outputPath: nil))
        #expect(one != RunRecord.fileName(workingDirectory: "/p", manifestPath: "assets.json", outputPath: "Out"))
        #expect(one != RunRecord.fileName(workingDirectory: "/q", manifestPath: "assets.json", outputPath: nil))
        #expect(one != RunRecord.fileName(workingDirectory: "/p", manifestPath: "other.json", outputPath: nil))
    }
}
