import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder

/// The files a manifest produces, by path.
func expectedFiles(_ manifestText: String) throws -> [String: [UInt8]] {
    let manifest = try ManifestLoader.decode(
        Array(manifestText.utf8), displayPath: "assets.json", folder: repositoryRoot.path
    ).manifest
    return Dictionary(uniqueKeysWithValues: AssetRenderer.files(for: manifest).map { ($0.path, $0.bytes) })
}

/// The default manifest of the repository, as text.
func defaultManifestText() throws -> String {
    try String(contentsOf: repositoryRoot.appending(path: "assets.json"), encoding: .utf8)
}

/// The regeneration contract CI relies on, with the real executable: crash safety, concurrency, locales.
@Suite(.serialized) struct OutputContractTests {
    /// Every file in `folder` is one of the versions, no temporary file is left, and the index owns every file.
    /// Each version's files with their index entries, hashed once.
    struct Version {
        var files: [String: [UInt8]]
        var entries: [String: OwnershipIndex.Entry]

        init(_ files: [String: [UInt8]]) {
            self.files = files
            entries = Dictionary(
                uniqueKeysWithValues: files.map { ($0.key, OwnershipIndex.Entry(path: $0.key, bytes: $0.value)) })
        }
    }

    static func expectConsistent(
        _ folder: TemporaryFolder, versions: [Version], allowTemporaryFiles: Bool, _ context: String
    ) throws {
        let files = try folder.files(in: "Assets")
        let index = Set(OwnershipIndex(bytes: files[OwnershipIndex.fileName] ?? []).entries)
        for (path, bytes) in files where path != OwnershipIndex.fileName {
            if TemporaryName.owner(of: path) != nil {
                #expect(allowTemporaryFiles, "\(path) left behind \(context)")
                continue
            }
            guard let version = versions.first(where: { $0.files[path] == bytes }) else {
                Issue.record("\(path) is torn or foreign \(context)")
                continue
            }
            #expect(version.entries[path].map(index.contains) == true, "\(path) is not owned by the index \(context)")
        }
    }

    /// ≥ 100 kills at random moments across generate → revert → generate sequences: no torn file, no unowned file,
    /// and the next run leaves exactly the manifest's files.
    @Test func killedRunsLeaveOnlyCompleteOwnedFilesAndTheNextRunRepairsEverything() throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 600, variant: 0), syntheticManifest(count: 450, variant: 1)]
        let expected = try variants.map(expectedFiles)
        let versions = expected.map(Version.init)
        try folder.write(variants[0], to: "assets.json")
        let full = try ToolProcess.capture(["--quiet"], in: folder.url)
        #expect(full.status == 0)
        var generator = SystemRandomNumberGenerator()
        for attempt in 0..<110 {
            try folder.write(variants[(attempt + 1) % 2], to: "assets.json")
            let process = try ToolProcess.start(["--quiet"], in: folder.url)
            Thread.sleep(forTimeInterval: Double.random(in: 0.001...max(0.01, full.seconds * 1.2), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try Self.expectConsistent(folder, versions: versions, allowTemporaryFiles: true, "after kill \(attempt)")
        }
        try folder.write(variants[1], to: "assets.json")
        #expect(try ToolProcess.run(["--quiet"], in: folder.url) == 0)
        var final = try folder.files(in: "Assets")
        final[OwnershipIndex.fileName] = nil
        #expect(final == expected[1])
        #expect(try ToolProcess.capture(["--check"], in: folder.url).status == 0)
    }

    /// Kills at random moments of reruns after an edit of three controls, which trust the log for the others and
    /// draw only those: no torn file, no unowned file, and the next run leaves exactly the manifest's files.
    @Test func killedRerunsAfterAnEditLeaveOnlyCompleteOwnedFiles() throws {
        let folder = try TemporaryFolder()
        let cache = ["--quiet", "--cache", folder.path + "/cache"]
        let original = syntheticManifest(count: 1500, variant: 0)
        var edited = original
        for name in ["plus-0", "plus-750", "plus-1497"] {
            edited = edited.replacingOccurrences(
                of: #""name": "\#(name)", "type": "pushButton", "width": 100"#,
                with: #""name": "\#(name)", "type": "pushButton", "width": 96"#)
        }
        let variants = [original, edited]
        let expected = try variants.map(expectedFiles)
        let versions = expected.map(Version.init)
        try folder.write(original, to: "assets.json")
        #expect(try ToolProcess.run(cache, in: folder.url) == 0)
        try folder.write(edited, to: "assets.json")
        let timed = try ToolProcess.capture(["--cache", folder.path + "/cache"], in: folder.url)
        #expect(timed.status == 0 && timed.output.contains(" 6 written, "), "\(timed.output)")
        var generator = SystemRandomNumberGenerator()
        for attempt in 0..<20 {
            try folder.write(variants[attempt % 2], to: "assets.json")
            let process = try ToolProcess.start(cache, in: folder.url)
            Thread.sleep(forTimeInterval: Double.random(in: 0...(timed.seconds * 1.5), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try Self.expectConsistent(folder, versions: versions, allowTemporaryFiles: true, "after kill \(attempt)")
            // Finished and logged, so that the next attempt draws only the edited controls again.
            #expect(try ToolProcess.run(cache, in: folder.url) == 0)
            var files = try folder.files(in: "Assets")
            files[OwnershipIndex.fileName] = nil
            #expect(files == expected[attempt % 2], "after run \(attempt)")
        }
        #expect(try ToolProcess.run(cache, in: folder.url) == 0)
        var final = try folder.files(in: "Assets")
        final[OwnershipIndex.fileName] = nil
        #expect(final == expected[1])
        #expect(try ToolProcess.capture(["--check"], in: folder.url).status == 0)
    }

    /// Kill a 3,000-control run, then edit the manifest (or revert it): the next run succeeds and leaves no orphan.
    @Test(arguments: ["edit", "revert"])
    func killThenChangeTheManifestRecovers(change: String) throws {
        let folder = try TemporaryFolder()
        let original = syntheticManifest(count: 3000, variant: 0)
        let killed = syntheticManifest(count: 3000, variant: 1)
        let edited = syntheticManifest(count: 2000, variant: 1)
        try folder.write(original, to: "assets.json")
        let first = try ToolProcess.capture(["--quiet"], in: folder.url)
        #expect(first.status == 0)
        for fraction in [0.3, 0.6, 0.9] {
            try folder.write(killed, to: "assets.json")
            let process = try ToolProcess.start(["--quiet"], in: folder.url)
            Thread.sleep(forTimeInterval: first.seconds * fraction)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let next = change == "edit" ? edited : original
            try folder.write(next, to: "assets.json")
            let rerun = try ToolProcess.capture([], in: folder.url)
            #expect(rerun.status == 0, "\(rerun.errors)")
            var files = try folder.files(in: "Assets")
            files[OwnershipIndex.fileName] = nil
            #expect(files == (try expectedFiles(next)), "orphans or missing files after a kill at \(fraction)")
            let check = try ToolProcess.capture(["--check"], in: folder.url)
            #expect(check.status == 0, "\(check.errors)")
        }
    }

    @Test func concurrentRunsTakeTurnsAndNeverCorruptAFileOrTheIndex() throws {
        let folder = try TemporaryFolder()
        let variants = [syntheticManifest(count: 600, variant: 0), syntheticManifest(count: 600, variant: 1)]
        let expected = try variants.map(expectedFiles)
        let versions = expected.map(Version.init)
        for (index, text) in variants.enumerated() { try folder.write(text, to: "v\(index).json") }
        #expect(try ToolProcess.run(["--manifest", "v0.json", "--quiet"], in: folder.url) == 0)
        for _ in 0..<3 {
            let runs = try (0..<2).map {
                try ToolProcess.start(["--manifest", "v\($0).json", "--quiet"], in: folder.url)
            }
            for run in runs {
                run.waitUntilExit()
                #expect(run.terminationStatus == 0)
            }
            try Self.expectConsistent(folder, versions: versions, allowTemporaryFiles: false, "after concurrent runs")
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
        let environment = [
            "LC_ALL": german.map(String.init) ?? "de_DE.UTF-8", "LANG": "de_DE.UTF-8", "LC_NUMERIC": "de_DE.UTF-8",
        ]
        if german != nil {
            // The locale is real: C's own formatting writes a decimal comma under it.
            let printf = try ExternalTools.run("printf", ["%.2f", "1.5"], environment: environment)
            #expect(String(decoding: printf.output, as: UTF8.self) == "1,50")
        }
        #expect(try ToolProcess.run(["--quiet"], in: folder.url, environment: environment) == 0)
        let committed = try TemporaryFolderless.files(in: repositoryRoot.appending(path: "Assets"))
        #expect(try folder.files(in: "Assets") == committed)
    }
}

/// Reads a folder that is not a `TemporaryFolder`.
enum TemporaryFolderless {
    static func files(in url: URL) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            result[name] = [UInt8](try Data(contentsOf: url.appending(path: name)))
        }
        return result
    }
}
