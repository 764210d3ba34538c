import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder
@testable import FloSupport
@testable import flo_assets

/// The output folder's contract, in-process: determinism, foreign files, exit codes, stale reports.
@Suite struct OutputFolderContractTests {
    /// The files a manifest produces, by path.
    static func expectedFiles(_ manifestText: String) throws -> [String: [UInt8]] {
        Dictionary(
            uniqueKeysWithValues: AssetRenderer.files(for: try decodeManifest(manifestText)).map { ($0.path, $0.bytes) }
        )
    }

    @Test func keyOrderDoesNotMatter() throws {
        let reordered = """
            {"controls": [
              {"isAddButton": true, "fillColor": "#57DAD5", "height": 100, "width": 100, "type": "pushButton", "name": "plus-button"},
              {"isAddButton": false, "fillColor": "rgb(238, 77, 77)", "height": 50, "width": 50, "type": "pushButton", "name": "minus-button"},
              {"outlineColor": "#226E64", "counterColor": "#57DAD5", "numberOfGlasses": 8, "counter": 5, "height": 230, "width": 230,
               "type": "counterView", "name": "counter"}],
             "pixelSnapping": "grid", "scales": [1, 2, 3], "formats": ["svg", "pdf"], "output": "Assets", "version": 1}
            """
        let flo = ["plus-button", "minus-button", "counter"].flatMap { ["\($0).svg", "\($0).pdf"] }
        #expect(
            try Self.expectedFiles(reordered)
                == Self.expectedFiles(defaultManifestText()).filter { flo.contains($0.key) })
        let first = AssetRenderer.files(for: try decodeManifest(reordered))
        let second = AssetRenderer.files(for: try decodeManifest(reordered))
        #expect(first == second)
    }

    @Test func anOutputFolderFullOfOtherFilesLosesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(try shorthandManifestText(), to: "assets.json")
        try folder.write("# My package", to: "README.md")
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Sources"), withIntermediateDirectories: true)
        try folder.write("let x = 1", to: "Sources/main.swift")
        let before = try folder.files()
        #expect(runTool(["--output", "."], in: folder) == .success)
        #expect(runTool(["--output", "Sources"], in: folder) == .success)
        try folder.write(#"{"version": 1, "controls": []}"#, to: "assets.json")
        #expect(runTool(["--output", "."], in: folder) == .success)
        #expect(runTool(["--output", "Sources"], in: folder) == .success)
        var after = try folder.files()
        after["assets.json"] = before["assets.json"]
        #expect(after == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Sources") == ["main.swift"])
    }

    /// After a merge git could not resolve: the index holds both branches' entries between conflict markers, and a
    /// file holds one branch's version. Generate replaces it (the index owns it) and writes the index whole, quietly.
    @Test func anIndexGitCouldNotMergeIsWrittenWholeByTheNextRun() throws {
        let folder = try TemporaryFolder()
        let manifest = { (fill: Bool) in
            #"{"version": 1, "output": "Out", "formats": ["svg"], "controls": [{"name": "star", "type": "star", "fill": \#(fill)}]}"#
        }
        let entries = { (text: String) in
            text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        }
        try folder.write(manifest(false), to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        let (ours, oursIndex) = (
            try folder.read("Out/star.svg"),
            entries(String(decoding: try folder.read("Out/.flo-assets-index"), as: UTF8.self))
        )
        try folder.write(manifest(true), to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        let (theirs, theirsIndex) = (
            try folder.read("Out/star.svg"), String(decoding: try folder.read("Out/.flo-assets-index"), as: UTF8.self)
        )
        #expect(ours != theirs)
        let conflicted = theirsIndex.replacingOccurrences(
            of: entries(theirsIndex), with: "<<<<<<< HEAD\n\(oursIndex)\n=======\n\(entries(theirsIndex))\n>>>>>>> fill"
        )
        try folder.write(conflicted, to: "Out/.flo-assets-index")
        try ours.write(to: folder.url.appending(path: "Out/star.svg"))
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("Out/star.svg: error: stale"), "\(check.errors)")
        let generate = CapturedConsole()
        #expect(runTool([], in: folder, captured: generate) == .success)
        #expect(generate.errors.isEmpty && generate.output.contains("1 written"), "\(generate.errors)")
        #expect(try folder.read("Out/star.svg") == theirs)
        #expect(String(decoding: try folder.read("Out/.flo-assets-index"), as: UTF8.self) == theirsIndex)
        #expect(runTool(["--check"], in: folder) == .success)
    }

    /// A generated file both branches changed, as git leaves it: both versions between conflict markers. The index
    /// records both, so the run replaces the file without a hand edit; with the index already resolved to one side,
    /// the file is no longer provably the tool's and is refused, as any edited file.
    @Test func aGeneratedFileGitCouldNotMergeIsReplacedByTheNextRun() throws {
        let folder = try TemporaryFolder()
        let manifest = { (fill: Bool) in
            #"{"version": 1, "output": "Out", "formats": ["svg"], "controls": [{"name": "star", "type": "star", "fill": \#(fill)}]}"#
        }
        var versions: [(file: Data, index: String)] = []
        for fill in [false, true] {
            try folder.write(manifest(fill), to: "assets.json")
            #expect(runTool(["--quiet"], in: folder) == .success)
            versions.append(
                (
                    try folder.read("Out/star.svg"),
                    String(decoding: try folder.read("Out/.flo-assets-index"), as: UTF8.self)
                ))
        }
        try versions[0].file.write(to: folder.url.appending(path: "ours.svg"))
        try versions[1].file.write(to: folder.url.appending(path: "theirs.svg"))
        try folder.write("", to: "base.svg")
        let merged = try ExternalTools.run(
            "git",
            ["merge-file", "-p", "-L", "HEAD", "-L", "base", "-L", "fill"]
                + ["ours", "base", "theirs"].map {
                    folder.url.appending(path: "\($0).svg").path
                })
        #expect(merged.status == 1 && String(decoding: merged.output, as: UTF8.self).contains("\n=======\n"))
        let header = versions[1].index.split(separator: "\n").filter { $0.hasPrefix("#") }.joined(separator: "\n")
        let entry = { (index: String) in index.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined() }
        let conflictedIndex =
            header + "\n\n<<<<<<< HEAD\n\(entry(versions[0].index))\n=======\n"
            + "\(entry(versions[1].index))\n>>>>>>> fill\n"
        try folder.write(conflictedIndex, to: "Out/.flo-assets-index")
        try merged.output.write(to: folder.url.appending(path: "Out/star.svg"))
        let generate = CapturedConsole()
        #expect(runTool([], in: folder, captured: generate) == .success)
        #expect(generate.errors.isEmpty && generate.output.contains("1 written"), "\(generate.errors)")
        #expect(try folder.read("Out/star.svg") == versions[1].file)
        // The index resolved to one side owns only that version: the merged file is refused and kept.
        try folder.write(versions[1].index, to: "Out/.flo-assets-index")
        try merged.output.write(to: folder.url.appending(path: "Out/star.svg"))
        let refused = CapturedConsole()
        #expect(runTool([], in: folder, captured: refused) != .success)
        #expect(refused.errors.contains("Out/star.svg"), "\(refused.errors)")
        #expect(try folder.read("Out/star.svg") == merged.output)
    }

    @Test func checkKeepsExitCodesApart() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"version": 1, "controls": [}"#, to: "assets.json")
        #expect(runTool(["--check"], in: folder) == .invalidInput)
        try folder.write(try defaultManifestText(), to: "assets.json")
        try folder.write("not a folder", to: "Blocked")
        // A file where the output folder goes is in the way: the user's to move, as a check reports it.
        #expect(runTool(["--check", "--output", "Blocked"], in: folder) == .checkFailed)
        #expect(runTool(["--check"], in: folder) == .checkFailed)
    }

    @Test func staleReportsNameWhatDiffers() throws {
        #expect(
            OutputFolder.difference(expected: Array("a\nb\nc\n".utf8), found: Array("a\nB\nc\n".utf8), isText: true)
                == "differs at line 2: expected \"b\", found \"B\"")
        #expect(
            OutputFolder.difference(expected: [1, 2, 3, 4], found: [1, 2, 9], isText: false)
                == "3 bytes, expected 4; first difference at byte offset 2")
    }
}

@Suite struct ParallelOutputTests {
    @Test(arguments: [1, 2, 3, 8])
    func bytesDoNotDependOnTheNumberOfThreads(jobs: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write(syntheticManifest(count: 300), to: "assets.json")
        #expect(runTool(["--jobs", "\(jobs)", "--output", "Out"], in: folder) == .success)
        let expected = try OutputFolderContractTests.expectedFiles(syntheticManifest(count: 300))
        let written = try folder.files(in: "Out")
        #expect(written.filter { $0.key != ".flo-assets-index" } == expected)
        #expect(runTool(["--jobs", "\(jobs)", "--output", "Out", "--check"], in: folder) == .success)
    }

    /// The tool links no Foundation: loading it took a few milliseconds of every run (most of an unchanged rerun)
    /// and megabytes of memory.
    @Test func theToolDoesNotLoadFoundation() throws {
        #if os(Linux)
            let tool = try #require(ToolProcess.executable)
            let dynamic = try ExternalTools.run("readelf", ["-d", tool.path])
            let needed = String(decoding: dynamic.output, as: UTF8.self)
            #expect(needed.contains("libc.so"))
            if needed.contains("libswiftCore") {
                #expect(!needed.contains("Foundation"), "\(needed)")
            } else {
                // The runtime linked in (the release build CI tests with): no Foundation symbol linked in either.
                let symbols = try ExternalTools.run("readelf", ["-Ws", tool.path])
                #expect(!String(decoding: symbols.output, as: UTF8.self).contains("10Foundation"))
            }
        #endif
    }

    @Test func jobsMustBeAPositiveNumber() throws {
        #expect(throws: FloError.self) { try CommandLineOptions(parsing: ["--jobs", "0"]) }
        #expect(try CommandLineOptions(parsing: ["-j", "3"]).jobs == 3)
    }
}
