import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

#if canImport(Glibc)
    import Glibc
#endif

/// An unchanged rerun trusts its files' stamps instead of drawing them, and only while nothing could have changed
/// them: not after a manifest edit, a file edited in place or replaced, a rebuilt tool; never for `--check`.
@Suite struct StampCacheTests {
    /// The default manifest's folder, synced once with stamps kept in `cache`.
    static func syncedFolder(_ folder: TemporaryFolder, manifest text: String? = nil) throws -> (OutputFolder, Manifest)
    {
        let manifest = try decodeManifest(text ?? defaultManifestText())
        var output = OutputFolder(path: folder.path + "/Assets", displayPath: "Assets")
        output.stampsPath = folder.path + "/cache/assets.stamps"
        return (output, manifest)
    }

    @Test func anUnchangedRerunDrawsNothingButTheSharedFiles() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        let first = try output.sync(AssetRenderer(manifest: manifest))
        #expect(first.written == 65 && first.trusted == 0)
        let second = try output.sync(AssetRenderer(manifest: manifest))
        // Every control's files (64); the preview page, which shows every control, is drawn and compared.
        #expect(second.written == 0 && second.unchanged == 65 && second.trusted == 64)
        // Nothing changed, so the stamps are not rewritten.
        let before = try folder.read("cache/assets.stamps")
        _ = try output.sync(AssetRenderer(manifest: manifest))
        #expect(try folder.read("cache/assets.stamps") == before)
    }

    @Test func aChangedControlIsDrawnAgainAndOnlyIt() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        // The minus button's size (four appearances, eight files) and the page change.
        func resized(_ width: String) throws -> Manifest {
            try decodeManifest(
                try defaultManifestText().replacingOccurrences(
                    of: #""width": 50, "height": 50"#, with: #""width": \#(width), "height": 50"#))
        }
        let summary = try output.sync(AssetRenderer(manifest: try resized("52")))
        #expect(summary.written == 9 && summary.trusted == 56)
        // A width differing in its last bit: drawn and compared again. The drawings round it away; only the page
        // changes, whose pixel sizes round up (53×50 px at 1x).
        let tiny = try output.sync(AssetRenderer(manifest: try resized("52.000000000000007")))
        #expect(tiny.written == 1 && tiny.trusted == 56)
        // A setting outside the controls (here the scales, which the page shows) may change any file: all drawn.
        let scales = try decodeManifest(
            try defaultManifestText().replacingOccurrences(
                of: #""width": 50, "height": 50"#, with: #""width": 52, "height": 50"#
            )
            .replacingOccurrences(of: #""scales": [1, 2, 3]"#, with: #""scales": [1, 2]"#))
        let rescaled = try output.sync(AssetRenderer(manifest: scales))
        #expect(rescaled.trusted == 0 && rescaled.written == 1)
    }

    /// The star's SVG with one byte changed: the same size.
    static func editedStar(_ folder: TemporaryFolder) throws -> Data {
        var bytes = try folder.read("Assets/star.svg")
        bytes[bytes.count - 2] = UInt8(ascii: "X")
        return bytes
    }

    /// Edited in place, or replaced by another file, of the same size and with the same modification time: only
    /// the change time, which no tool can set, or the inode tells.
    @Test(arguments: [false, true])
    func aSameSizeEditWithItsTimesRestoredIsNotTrusted(replacing: Bool) throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let path = folder.path + "/Assets/star.svg"
        var info = stat()
        #expect(lstat(path, &info) == 0)
        let bytes = try Self.editedStar(folder)
        let written = replacing ? path + ".new" : path
        try bytes.write(to: URL(fileURLWithPath: written))
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, written, &times, 0) == 0)
        if replacing { #expect(rename(written, path) == 0) }
        #expect(throws: FloError.self) { try output.sync(AssetRenderer(manifest: manifest)) }
        #expect(try folder.read("Assets/star.svg") == bytes)
    }

    @Test func stampsFromAnotherBuildOrDamagedAreIgnored() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let text = String(decoding: try folder.read("cache/assets.stamps"), as: UTF8.self)
        try folder.write(text.replacingOccurrences(of: "for ", with: "for other-"), to: "cache/assets.stamps")
        #expect(try output.sync(AssetRenderer(manifest: manifest)).trusted == 0)
        // The header and the plus button's two lines whole, a garbage line, then half of the next line: only the
        // plus button is trusted.
        let lines = text.split(separator: "\n")
        let plusLines = lines.filter { $0.hasSuffix(" plus-button.svg") || $0.hasSuffix(" plus-button.pdf") }
        let other = try #require(lines.first { $0.hasSuffix(" star.svg") })
        try folder.write(
            ([lines[0], lines[1]] + plusLines).joined(separator: "\n") + "\ngarbage line\n" + other.prefix(100),
            to: "cache/assets.stamps")
        let damaged = try output.sync(AssetRenderer(manifest: manifest))
        #expect(damaged.written == 0 && damaged.trusted == 2)
    }

    /// The stamps are the user's machine's word, not CI's: stamps forged to vouch for an edited file let generate
    /// skip it, and `--check` reports it all the same.
    @Test func checkNeverTrustsStamps() throws {
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        let cache = folder.path + "/cache"
        #expect(runTool(["--quiet", "--cache", cache], in: folder) == .success)
        let stampsFile = "cache/" + StampCache.fileName(forFolder: folder.path + "/Assets")
        // A same-size edit, then the stamps file rewritten with the edited file's stamp.
        try Self.editedStar(folder).write(to: folder.url.appending(path: "Assets/star.svg"))
        let new = try #require(StampCache.Stamp(path: folder.path + "/Assets/star.svg"))
        let numbers =
            [Int64(bitPattern: new.device), Int64(bitPattern: new.inode), Int64(bitPattern: new.size)]
            + [new.modified, new.modifiedNanoseconds, new.changed, new.changedNanoseconds]
        let text = String(decoding: try folder.read(stampsFile), as: UTF8.self)
        let forged =
            text.split(separator: "\n").map { row -> String in
                guard row.hasSuffix(" star.svg") else { return String(row) }
                let fields = row.split(separator: " ")
                return ([String(fields[0]), String(fields[1])] + numbers.map { String($0) } + ["star.svg"])
                    .joined(separator: " ")
            }.joined(separator: "\n") + "\n"
        #expect(forged != text)
        try folder.write(forged, to: stampsFile)
        let trusting = CapturedConsole()
        #expect(runTool(["--cache", cache], in: folder, captured: trusting) == .success)
        #expect(trusting.output == "generated 65 files: 0 written, 65 unchanged")
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("Assets/star.svg: error: stale: differs at line "))
    }

    /// Into an empty folder every file is planned as missing without a look at each; a file someone else puts
    /// there before it is written is still never replaced: reported, and left as it is, while the rest are written.
    @Test func aFileThatAppearsInAnEmptyFolderIsNotReplaced() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        try FileManager.default.createDirectory(atPath: output.path, withIntermediateDirectories: true)
        do {
            let prepared = try output.prepare(AssetRenderer(manifest: manifest))
            #expect(prepared.plan.files.allSatisfy { $0.isNew })
            try folder.write("mine", to: "Assets/star.svg")
            #expect(throws: FloError.self) { _ = try prepared.apply() }
        }
        #expect(try folder.read("Assets/star.svg") == Data("mine".utf8))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Assets/plus-button.svg"))
    }

    /// A file edited between the run's look at it and the end of the run is not vouched for: the next run compares
    /// it and finds the edit.
    @Test func aFileEditedDuringARunIsNotVouchedFor() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        // Another control changes, so the run writes stamps; meanwhile the star is edited in place.
        let edited = try decodeManifest(
            try defaultManifestText().replacingOccurrences(
                of: #""width": 50, "height": 50"#, with: #""width": 52, "height": 50"#))
        do {
            // The prepared sync holds the folder's lock until it goes.
            let prepared = try output.prepare(AssetRenderer(manifest: edited))
            try Self.editedStar(folder).write(to: folder.url.appending(path: "Assets/star.svg"))
            let summary = try prepared.apply()
            #expect(summary.written == 9)
        }
        #expect(throws: FloError.self) { try output.sync(AssetRenderer(manifest: edited)) }
    }

    @Test func aStampOfWholeSecondsIsNeverKept() throws {
        func stamp(nanoseconds: Int64) -> StampCache.Stamp {
            StampCache.Stamp(
                device: 1, inode: 2, size: 3, modified: 1000, modifiedNanoseconds: nanoseconds, changed: 1000,
                changedNanoseconds: nanoseconds)
        }
        #expect(!stamp(nanoseconds: 0).isPrecise)
        #expect(stamp(nanoseconds: 5).isPrecise)
        // The writer leaves it out.
        let folder = try TemporaryFolder()
        let writer = StampCache.Writer(context: "test", path: folder.path + "/test.stamps")
        let digest = SHA256.hash([])
        writer.add("coarse.svg", StampCache.Record(description: digest, content: digest, stamp: stamp(nanoseconds: 0)))
        writer.add("fine.svg", StampCache.Record(description: digest, content: digest, stamp: stamp(nanoseconds: 5)))
        writer.save()
        let loaded = StampCache.load(from: folder.path + "/test.stamps", context: "test")
        #expect(loaded.record(for: "fine.svg")?.stamp == stamp(nanoseconds: 5))
        #expect(loaded.record(for: "coarse.svg") == nil && loaded.count == 1)
    }

    /// Thousands of stamps go to the file a part at a time: all of them arrive, and nothing else is left in the
    /// folder; a writer let go without saving leaves nothing at all.
    @Test func theWriterStreamsEveryStampAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let digest = SHA256.hash([1])
        func record(_ index: Int) -> StampCache.Record {
            let stamp = StampCache.Stamp(
                device: 7, inode: UInt64(index), size: 100, modified: 1000, modifiedNanoseconds: Int64(index + 1),
                changed: 1000, changedNanoseconds: 5)
            return StampCache.Record(description: digest, content: digest, stamp: stamp)
        }
        let writer = StampCache.Writer(context: "ctx", path: folder.path + "/cache/many.stamps")
        for index in 0..<5_000 { writer.add("file-\(index).svg", record(index)) }
        writer.save()
        let loaded = StampCache.load(from: folder.path + "/cache/many.stamps", context: "ctx")
        #expect(loaded.count == 5_000)
        #expect(loaded.record(for: "file-4999.svg")?.stamp == record(4_999).stamp)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache") == ["many.stamps"])
        do {
            let abandoned = StampCache.Writer(context: "ctx", path: folder.path + "/cache/other.stamps")
            for index in 0..<3_000 { abandoned.add("file-\(index).svg", record(index)) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache") == ["many.stamps"])
        // What a killed run left is swept by the next writer; a running one's file (this process's) stays.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let left = TemporaryName.prefix + "\(ended.processIdentifier)-abcdefghijkl"
        let running = TemporaryName.prefix + "\(getpid())-abcdefghijkl"
        try folder.write("partial", to: "cache/" + left)
        try folder.write("partial", to: "cache/" + running)
        StampCache.Writer(context: "ctx", path: folder.path + "/cache/many.stamps").save()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache").sorted() == [
                running, "many.stamps",
            ])
    }

    @Test func cacheOptions() throws {
        #expect(throws: FloError.self) { try CommandLineOptions(parsing: ["--cache", "x", "--no-cache"]) }
        #expect(throws: FloError.self) { try CommandLineOptions(parsing: ["crispness-report", "--no-cache"]) }
        #expect(throws: FloError.self) { try CommandLineOptions(parsing: ["--cache", ""]) }
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        #expect(runTool(["--quiet", "--no-cache"], in: folder) == .success)
        #expect(runTool(["--quiet", "--cache", "stamps"], in: folder) == .success)
        // The folder's stamps and the run's record.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/stamps").sorted {
            $0.hasSuffix(".run") && !$1.hasSuffix(".run")
        }
        #expect(names.count == 2 && names[0].hasSuffix(".run") && names[1].hasSuffix(".stamps"))
    }
}
