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

    @Test func aFileEditedInPlaceWithItsTimesRestoredIsNotTrusted() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let path = folder.path + "/Assets/star.svg"
        var info = stat()
        #expect(lstat(path, &info) == 0)
        // Same size, same modification time; only the change time (which no tool can set) tells.
        var bytes = try folder.read("Assets/star.svg")
        bytes[bytes.count - 2] = UInt8(ascii: "X")
        try bytes.write(to: URL(fileURLWithPath: path))
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(throws: FloError.self) { try output.sync(AssetRenderer(manifest: manifest)) }
        #expect(try folder.read("Assets/star.svg") == bytes)
    }

    @Test func aFileReplacedByAnotherOfTheSameSizeAndTimesIsNotTrusted() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let path = folder.path + "/Assets/star.svg"
        var info = stat()
        #expect(lstat(path, &info) == 0)
        var bytes = try folder.read("Assets/star.svg")
        bytes[bytes.count - 2] = UInt8(ascii: "X")
        try bytes.write(to: URL(fileURLWithPath: path + ".new"))
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, path + ".new", &times, 0) == 0)
        #expect(rename(path + ".new", path) == 0)
        #expect(throws: FloError.self) { try output.sync(AssetRenderer(manifest: manifest)) }
    }

    @Test func stampsFromAnotherBuildOrDamagedAreIgnored() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let text = String(decoding: try folder.read("cache/assets.stamps"), as: UTF8.self)
        try folder.write(text.replacingOccurrences(of: "for ", with: "for other-"), to: "cache/assets.stamps")
        #expect(try output.sync(AssetRenderer(manifest: manifest)).trusted == 0)
        try folder.write(String(text.prefix(500)) + "\ngarbage line\n", to: "cache/assets.stamps")
        let damaged = try output.sync(AssetRenderer(manifest: manifest))
        #expect(damaged.written == 0 && damaged.trusted < 5)
    }

    /// The stamps are the user's machine's word, not CI's: a forged record lets generate skip a stale file, and
    /// `--check` reports it all the same.
    @Test func checkNeverTrustsStamps() throws {
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        let cache = folder.path + "/cache"
        #expect(runTool(["--quiet", "--cache", cache], in: folder) == .success)
        let stampsFile = "cache/" + StampCache.fileName(forFolder: folder.path + "/Assets")
        #expect(folder.exists(stampsFile))
        // A same-size edit, then the stamps file rewritten to vouch for it.
        var bytes = try folder.read("Assets/star.svg")
        bytes[bytes.count - 2] = UInt8(ascii: "X")
        try bytes.write(to: folder.url.appending(path: "Assets/star.svg"))
        var stamps = try #require(
            StampCache.load(
                from: folder.path + "/" + stampsFile,
                context: StampCache.tool + " " + (try defaultManifest()).settingsDigest.hex) as StampCache?)
        let record = try #require(stamps.records["star.svg"])
        let forged = try #require(StampCache.Stamp(path: folder.path + "/Assets/star.svg"))
        stamps.record(
            "star.svg", StampCache.Record(description: record.description, content: record.content, stamp: forged),
            now: 0)
        stamps.save(to: folder.path + "/" + stampsFile)
        #expect(runTool(["--quiet", "--cache", cache], in: folder) == .success)
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("Assets/star.svg: error: stale: differs at line "))
    }

    @Test func aStampOfWholeSecondsTakenInTheSameSecondIsNotKept() throws {
        func stamp(nanoseconds: Int64) -> StampCache.Stamp {
            StampCache.Stamp(
                device: 1, inode: 2, size: 3, modified: 1000, modifiedNanoseconds: nanoseconds, changed: 1000,
                changedNanoseconds: nanoseconds)
        }
        #expect(stamp(nanoseconds: 0).isRacy(now: 1001))
        #expect(!stamp(nanoseconds: 0).isRacy(now: 1002))
        #expect(!stamp(nanoseconds: 5).isRacy(now: 1000))
    }

    @Test func cacheOptions() throws {
        #expect(throws: FloError.self) { try CommandLineOptions(parsing: ["--cache", "x", "--no-cache"]) }
        #expect(throws: FloError.self) { try CommandLineOptions(parsing: ["crispness-report", "--no-cache"]) }
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        #expect(runTool(["--quiet", "--no-cache"], in: folder) == .success)
        #expect(runTool(["--quiet", "--cache", "stamps"], in: folder) == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/stamps").count == 1)
    }
}
