import Foundation
import Testing
@testable import FloAssets

/// The regeneration contract CI relies on: crash safety, determinism, concurrency, and never losing a user's file.
@Suite struct OutputContractTests {
    /// The files a manifest produces, by name.
    static func expectedFiles(_ manifestText: String) throws -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: AssetRenderer.files(for: try decodeManifest(manifestText)).map { ($0.name, $0.bytes) })
    }

    static func folderContents(_ url: URL) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where !FileSystem.isFolder(url.path + "/" + name) {
            result[name] = [UInt8](try Data(contentsOf: url.appending(path: name)))
        }
        return result
    }

    @Test func killedRunsLeaveOnlyCompleteFilesAndARerunRepairsEverything() throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 1500, variant: 0), syntheticManifest(count: 1500, variant: 1)]
        let expected = try variants.map(Self.expectedFiles)
        try folder.write(variants[0], to: "assets.json")
        let started = Date()
        #expect(try ToolProcess.run(["--quiet"], in: folder.url) == 0)
        let fullRun = Date().timeIntervalSince(started)
        let output = folder.url.appending(path: "Assets")

        // Kill runs alternating between the two manifests at moments spread over a whole run.
        var generator = SystemRandomNumberGenerator()
        for attempt in 0..<12 {
            try folder.write(variants[(attempt + 1) % 2], to: "assets.json")
            let process = try ToolProcess.start(["--quiet"], in: folder.url)
            Thread.sleep(forTimeInterval: Double.random(in: 0.01...max(0.02, fullRun), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for (name, bytes) in try Self.folderContents(output) {
                if name.hasPrefix(OutputFolder.temporaryPrefix) || name == ".flo-assets-index" { continue }
                #expect(bytes == expected[0][name] || bytes == expected[1][name], "\(name) is neither version after kill \(attempt)")
            }
        }
        try folder.write(variants[1], to: "assets.json")
        #expect(try ToolProcess.run(["--quiet"], in: folder.url) == 0)
        let final = try Self.folderContents(output)
        #expect(final.keys.filter { $0.hasPrefix(OutputFolder.temporaryPrefix) }.isEmpty)
        #expect(final.filter { $0.key != ".flo-assets-index" } == expected[1])
        #expect(try ToolProcess.run(["--check"], in: folder.url) == 0)
    }

    @Test func twoConcurrentRunsNeverCorruptAFile() throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 600, variant: 0), syntheticManifest(count: 600, variant: 1)]
        let expected = try variants.map(Self.expectedFiles)
        for (index, text) in variants.enumerated() { try folder.write(text, to: "v\(index).json") }
        #expect(try ToolProcess.run(["--manifest", "v0.json", "--quiet"], in: folder.url) == 0)
        for _ in 0..<3 {
            let runs = try (0..<2).map { try ToolProcess.start(["--manifest", "v\($0).json", "--quiet"], in: folder.url) }
            for run in runs {
                run.waitUntilExit()
                #expect(run.terminationStatus == 0)
            }
            for (name, bytes) in try Self.folderContents(folder.url.appending(path: "Assets")) where name != ".flo-assets-index" {
                #expect(!name.hasPrefix(OutputFolder.temporaryPrefix), "\(name) left behind")
                #expect(bytes == expected[0][name] || bytes == expected[1][name], "\(name) is corrupt")
            }
        }
    }

    @Test func bytesDoNotDependOnTheLocale() throws {
        let locales = try ExternalTools.run("locale", ["-a"])
        let available = String(decoding: locales.output, as: UTF8.self).split(separator: "\n")
        let german = available.first { $0.lowercased() == "de_de.utf8" }
        if german == nil && ExternalTools.required {
            Issue.record("the de_DE.UTF-8 locale is missing; .ci/run generates it")
        }
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        let environment = ["LC_ALL": german.map(String.init) ?? "de_DE.UTF-8", "LANG": "de_DE.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"]
        if german != nil {
            // The locale is real: C's own formatting writes a decimal comma under it.
            let printf = try ExternalTools.run("printf", ["%.2f", "1.5"], environment: environment)
            #expect(String(decoding: printf.output, as: UTF8.self) == "1,50")
        }
        #expect(try ToolProcess.run(["--quiet"], in: folder.url, environment: environment) == 0)
        for name in FloAssetsCommandTests.defaultNames {
            let committed = try Data(contentsOf: repositoryRoot.appending(path: "Assets/\(name)"))
            #expect(try folder.read("Assets/\(name)") == committed, "\(name) under \(environment)")
        }
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
        #expect(try Self.expectedFiles(reordered) == Self.expectedFiles(defaultManifestText()).filter { flo.contains($0.key) })
        let first = AssetRenderer.files(for: try decodeManifest(reordered))
        let second = AssetRenderer.files(for: try decodeManifest(reordered))
        #expect(first == second)
    }

    @Test func anOutputFolderFullOfOtherFilesLosesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        try folder.write("# My package", to: "README.md")
        try FileManager.default.createDirectory(at: folder.url.appending(path: "Sources"), withIntermediateDirectories: true)
        try folder.write("let x = 1", to: "Sources/main.swift")
        let before = try Self.folderContents(folder.url)
        #expect(runTool(["--output", "."], in: folder) == .success)
        #expect(runTool(["--output", "Sources"], in: folder) == .success)
        try folder.write(#"{"version": 1, "controls": []}"#, to: "assets.json")
        #expect(runTool(["--output", "."], in: folder) == .success)
        #expect(runTool(["--output", "Sources"], in: folder) == .success)
        var after = try Self.folderContents(folder.url)
        after["assets.json"] = before["assets.json"]
        #expect(after == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Sources") == ["main.swift"])
    }

    @Test func checkKeepsExitCodesApart() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"version": 1, "controls": [}"#, to: "assets.json")
        #expect(runTool(["--check"], in: folder) == .invalidInput)
        try folder.write(try defaultManifestText(), to: "assets.json")
        try folder.write("not a folder", to: "Blocked")
        #expect(runTool(["--check", "--output", "Blocked"], in: folder) == .fileAccessFailure)
        #expect(runTool(["--check"], in: folder) == .checkFailed)
    }

    @Test func staleReportsNameWhatDiffers() throws {
        #expect(OutputFolder.difference(expected: Array("a\nb\nc\n".utf8), found: Array("a\nB\nc\n".utf8), isText: true)
            == "differs at line 2: expected \"b\", found \"B\"")
        #expect(OutputFolder.difference(expected: [1, 2, 3, 4], found: [1, 2, 9], isText: false)
            == "3 bytes, expected 4; first difference at byte offset 2")
    }
}

@Suite struct ParallelOutputTests {
    @Test(arguments: [1, 2, 3, 8])
    func bytesDoNotDependOnTheNumberOfThreads(jobs: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write(syntheticManifest(count: 300), to: "assets.json")
        #expect(runTool(["--jobs", "\(jobs)", "--output", "Out"], in: folder) == .success)
        let expected = try OutputContractTests.expectedFiles(syntheticManifest(count: 300))
        let written = try OutputContractTests.folderContents(folder.url.appending(path: "Out"))
        #expect(written.filter { $0.key != ".flo-assets-index" } == expected)
        #expect(runTool(["--jobs", "\(jobs)", "--output", "Out", "--check"], in: folder) == .success)
    }

    @Test func chunksComeBackInOrderAndErrorsStopTheWork() throws {
        let results = try ParallelWork.map(count: 1000, chunkSize: 7, workers: 4) { range in Array(range) }
        #expect(results.flatMap { $0 } == Array(0..<1000))
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            _ = try ParallelWork.map(count: 100, chunkSize: 1, workers: 2) { range in
                if range.lowerBound == 50 { throw Failure() }
                return range.lowerBound
            }
        }
        #expect(try ParallelWork.map(count: 0, workers: 2) { $0.count }.isEmpty)
    }

    @Test func jobsMustBeAPositiveNumber() throws {
        #expect(throws: UsageError.self) { try CommandLineOptions(parsing: ["--jobs", "0"]) }
        #expect(try CommandLineOptions(parsing: ["-j", "3"]).jobs == 3)
    }
}
