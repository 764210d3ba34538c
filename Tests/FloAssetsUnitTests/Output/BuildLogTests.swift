import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder
@testable import FloSupport
@testable import flo_assets

#if canImport(Glibc)
    import Glibc
#endif

/// A rerun trusts the log instead of drawing a control, and only while nothing could have changed its files: not
/// after an edit of the control, a file edited in place or replaced, a rebuilt tool; never for `--check`.
@Suite struct BuildLogTests {
    /// The default manifest's folder, with its log kept in `cache`.
    static func syncedFolder(_ folder: TemporaryFolder, manifest text: String? = nil) throws -> (OutputFolder, Manifest)
    {
        let manifest = try decodeManifest(text ?? defaultManifestText())
        var output = OutputFolder(path: folder.path + "/Assets", displayPath: "Assets")
        output.logPath = folder.path + "/cache/assets.log"
        return (output, manifest)
    }

    @Test func anUnchangedRerunDrawsNothingButTheSharedFiles() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        let first = try output.sync(AssetRenderer(manifest: manifest))
        #expect(first.written == 73 && first.trusted == 0)
        let second = try output.sync(AssetRenderer(manifest: manifest))
        // Every control's files (72), and the preview page, which shows every control: none changed.
        #expect(second.written == 0 && second.unchanged == 73 && second.trusted == 73)
        // Nothing changed, so the log is not rewritten.
        let before = try folder.read("cache/assets.log")
        _ = try output.sync(AssetRenderer(manifest: manifest))
        #expect(try folder.read("cache/assets.log") == before)
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
        #expect(summary.written == 9 && summary.trusted == 64)
        // A width differing in its last bit: drawn and compared again. The drawings round it away; only the page
        // changes, whose pixel sizes round up (53×50 px at 1x).
        let tiny = try output.sync(AssetRenderer(manifest: try resized("52.000000000000007")))
        #expect(tiny.written == 1 && tiny.trusted == 64)
        // A setting outside the controls (here the scales, which the page shows) may change any file: all drawn.
        let scales = try decodeManifest(
            try defaultManifestText().replacingOccurrences(
                of: #""width": 50, "height": 50"#, with: #""width": 52, "height": 50"#
            )
            .replacingOccurrences(of: #""scales": [1, 2, 3]"#, with: #""scales": [1, 2]"#))
        let rescaled = try output.sync(AssetRenderer(manifest: scales))
        #expect(rescaled.trusted == 0 && rescaled.written == 1)
    }

    /// A shared file (a page, a code file) is vouched for while no control changed; a control's imported file
    /// changing changes it.
    @Test func theSharedFilesAreDrawnAgainWhenAnImportedFileChanges() throws {
        let folder = try TemporaryFolder()
        let drop = { (color: String) in
            #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4" fill="\#(color)"/></svg>"#
        }
        try folder.write(drop("#00F"), to: "Art/drop.svg")
        let text = """
            {"version": 1,
             "outputs": [{"format": "svg", "path": "Assets"}, {"format": "preview", "path": "Assets/index.html"},
                         {"format": "swiftui", "path": "Assets/Views.swift"}],
             "controls": [{"name": "drop", "type": "svg", "source": "Art/drop.svg"}, {"name": "star", "type": "star"}]}
            """
        func manifest() throws -> Manifest {
            try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: folder.path).manifest
        }
        var output = OutputFolder(path: folder.path + "/Assets", displayPath: "Assets")
        output.logPath = folder.path + "/cache/assets.log"
        _ = try output.sync(AssetRenderer(manifest: try manifest()))
        let rerun = try output.sync(AssetRenderer(manifest: try manifest()))
        #expect(rerun.trusted == 4 && rerun.written == 0)
        let (page, views) = (try folder.read("Assets/index.html"), try folder.read("Assets/Views.swift"))
        try folder.write(drop("#F00"), to: "Art/drop.svg")
        let edited = try output.sync(AssetRenderer(manifest: try manifest()))
        // The drop, the page and the views; the star alone is vouched for.
        #expect(edited.trusted == 1 && edited.written == 3)
        #expect(try folder.read("Assets/index.html") != page && folder.read("Assets/Views.swift") != views)
    }

    /// Entries in another order change the page (its order, its anchors) and no control's description: the page
    /// is drawn again.
    @Test func theSharedFilesAreDrawnAgainWhenTheEntriesMove() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let star = #"{ "name": "star", "type": "star", "fill": true },"#
        let text = try defaultManifestText()
        #expect(text.contains(star))
        let moved = try decodeManifest(
            text.replacingOccurrences(of: star + "\n", with: "")
                .replacingOccurrences(of: #""controls": ["#, with: #""controls": ["# + star))
        let page = try folder.read("Assets/index.html")
        let summary = try output.sync(AssetRenderer(manifest: moved))
        #expect(summary.written == 1 && summary.trusted == 72)
        #expect(try folder.read("Assets/index.html") != page)
    }

    /// Every writer says its shared files' paths as it writes them, without drawing.
    @Test func sharedPathsAreTheSharedFilesPaths() throws {
        let manifest = try decodeManifest(
            try defaultManifestText().replacingOccurrences(
                of: #""outputs": ["#,
                with:
                    #""outputs": [{"format": "xcassets", "path": "Media.xcassets"}, {"format": "vectorDrawable", "path": "res"}, "#
            ))
        let writers = manifest.outputGroups.flatMap(\.writers)
        #expect(writers.count == 8)
        for writer in writers {
            #expect(writer.sharedPaths(for: manifest.artwork) == writer.sharedFiles(for: manifest.artwork).map(\.path))
        }
        #expect(writers.contains { !$0.sharedPaths(for: manifest.artwork).isEmpty && $0 is PreviewWriter })
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

    @Test func aLogFromAnotherBuildOrDamagedIsIgnored() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let text = String(decoding: try folder.read("cache/assets.log"), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines[0] == "flo-assets log 1" && lines[1].hasPrefix("tool ") && lines[2].hasPrefix("settings "))
        // Every control's file, and the preview page.
        #expect(lines.filter { $0.hasPrefix("file ") }.count == 73)
        try folder.write(text.replacingOccurrences(of: "tool ", with: "tool 1"), to: "cache/assets.log")
        #expect(try output.sync(AssetRenderer(manifest: manifest)).trusted == 0)
        // The plus button's lines whole, then a garbage line: nothing of it is trusted.
        let plusLines = lines.filter { $0.hasSuffix(" plus-button.svg") || $0.hasSuffix(" plus-button.pdf") }
        let head = lines.prefix { !$0.hasPrefix("file ") }
        #expect(plusLines.count == 2)
        try folder.write((head + plusLines).joined(separator: "\n") + "\n", to: "cache/assets.log")
        #expect(try output.sync(AssetRenderer(manifest: manifest)).trusted == 2)
        try folder.write((head + plusLines).joined(separator: "\n") + "\ngarbage line\n", to: "cache/assets.log")
        let damaged = try output.sync(AssetRenderer(manifest: manifest))
        #expect(damaged.written == 0 && damaged.trusted == 0)
    }

    /// The log is the user's machine's word, not CI's: a log forged to vouch for an edited file lets generate skip
    /// it, and `--check` reports it all the same.
    @Test func checkNeverTrustsTheLog() throws {
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        let cache = folder.path + "/cache"
        #expect(runTool(["--quiet", "--cache", cache], in: folder) == .success)
        let stampsFile = "cache/" + BuildLog.fileName(forFolder: folder.path + "/Assets")
        // A same-size edit, then the log rewritten with the edited file's stamp.
        try Self.editedStar(folder).write(to: folder.url.appending(path: "Assets/star.svg"))
        let new = try #require(FileStamp(path: folder.path + "/Assets/star.svg"))
        let numbers =
            [Int64(bitPattern: new.device), Int64(bitPattern: new.inode), Int64(bitPattern: new.size)]
            + [new.modified, new.modifiedNanoseconds, new.changed, new.changedNanoseconds]
        let text = String(decoding: try folder.read(stampsFile), as: UTF8.self)
        let forged =
            text.split(separator: "\n").map { row -> String in
                guard row.hasSuffix(" star.svg") else { return String(row) }
                let fields = row.split(separator: " ")
                return
                    ([String(fields[0]), String(fields[1]), String(fields[2])] + numbers.map { String($0) } + [
                        "star.svg"
                    ])
                    .joined(separator: " ")
            }.joined(separator: "\n") + "\n"
        #expect(forged != text)
        try folder.write(forged, to: stampsFile)
        let trusting = CapturedConsole()
        #expect(runTool(["--cache", cache], in: folder, captured: trusting) == .success)
        #expect(trusting.output == "generated 76 files: 0 written, 76 unchanged")
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("Assets/star.svg: error: edited: differs at line "))
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
        // Another control changes, so the run writes the log; meanwhile the star is edited in place.
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

    /// A file edited after the run planned to replace it is left as it is and stays listed with the contents the tool
    /// wrote before: the next run reports the edit, and once it is undone the file is the tool's to replace.
    @Test func aFileEditedBeforeItsReplacementStaysOwned() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let original = try folder.read("Assets/minus-button.svg")
        let edited = try decodeManifest(
            try defaultManifestText().replacingOccurrences(
                of: #""width": 50, "height": 50"#, with: #""width": 52, "height": 50"#))
        let button = folder.url.appending(path: "Assets/minus-button.svg")
        do {
            let prepared = try output.prepare(AssetRenderer(manifest: edited))
            try (original + Data("<!-- mine -->\n".utf8)).write(to: button)
            #expect(throws: FloError.self) { try prepared.apply() }
        }
        #expect(try folder.read("Assets/minus-button.svg") == original + Data("<!-- mine -->\n".utf8))
        let index = OwnershipIndex(bytes: Array(try folder.read("Assets/.flo-assets-index")))
        #expect(index.contains("minus-button.svg"))
        // Reported as an edit of the tool's file, not as a file of the user's.
        do {
            _ = try output.sync(AssetRenderer(manifest: edited))
            Issue.record("the edit was overwritten")
        } catch {
            #expect("\(error)".contains("was changed since flo-assets generated it"), "\(error)")
        }
        try original.write(to: button)
        _ = try output.sync(AssetRenderer(manifest: edited))
        #expect(try folder.read("Assets/minus-button.svg") != original)
    }

    @Test func aStampOfWholeSecondsIsNeverKept() throws {
        func stamp(nanoseconds: Int64) -> FileStamp {
            FileStamp(
                device: 1, inode: 2, size: 3, modified: 1000, modifiedNanoseconds: nanoseconds, changed: 1000,
                changedNanoseconds: nanoseconds)
        }
        #expect(!stamp(nanoseconds: 0).isPrecise)
        #expect(stamp(nanoseconds: 5).isPrecise)
        // The log leaves it out.
        let folder = try TemporaryFolder()
        let digest = SHA256.hash([])
        let context = BuildLog.Context(settings: digest)
        BuildLog.write(
            [
                (
                    "coarse.svg",
                    BuildLog.Record(descriptionDigest: digest, content: digest, stamp: stamp(nanoseconds: 0))
                ),
                ("fine.svg", BuildLog.Record(descriptionDigest: digest, content: digest, stamp: stamp(nanoseconds: 5))),
            ], context: context, to: folder.path + "/test.log")
        let loaded = BuildLog.load(from: folder.path + "/test.log", context: context)
        #expect(loaded.record(for: "fine.svg")?.stamp == stamp(nanoseconds: 5))
        #expect(loaded.record(for: "coarse.svg") == nil && loaded.count == 1)
    }

    /// Thousands of records all arrive, written atomically: nothing else is left in the folder, and what a killed
    /// run left is swept; a running one's file (this process's) stays.
    @Test func theLogHoldsEveryRecordAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let digest = SHA256.hash([1])
        func record(_ index: Int) -> (path: String, record: BuildLog.Record) {
            let stamp = FileStamp(
                device: 7, inode: UInt64(index), size: 100, modified: 1000, modifiedNanoseconds: Int64(index + 1),
                changed: 1000, changedNanoseconds: 5)
            return ("file \(index).svg", BuildLog.Record(descriptionDigest: digest, content: digest, stamp: stamp))
        }
        let context = BuildLog.Context(settings: digest, inputs: ["/a b/assets.json": record(1).record.stamp])
        BuildLog.write((0..<5_000).map(record), context: context, to: folder.path + "/cache/many.log")
        let loaded = BuildLog.load(from: folder.path + "/cache/many.log", context: context)
        #expect(loaded.count == 5_000)
        #expect(loaded.record(for: "file 4999.svg")?.stamp == record(4_999).record.stamp)
        #expect(
            BuildLog.load(from: folder.path + "/cache/many.log", context: .init(settings: SHA256.hash([2]))).count == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache") == ["many.log"])
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let left = TemporaryName.prefix + "\(ended.processIdentifier)-abcdefghijkl"
        let running = TemporaryName.prefix + "\(getpid())-abcdefghijkl"
        try folder.write("partial", to: "cache/" + left)
        try folder.write("partial", to: "cache/" + running)
        BuildLog.write([record(1)], context: context, to: folder.path + "/cache/many.log")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache").sorted() == [
                running, "many.log",
            ])
    }

    /// A log with another name (a hard link from elsewhere) is not appended to, which would write through that name
    /// too: it is written afresh, and the other name keeps what it held.
    @Test func aLogWithAnotherNameIsWrittenAfresh() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let log = folder.path + "/cache/assets.log"
        let other = folder.path + "/elsewhere.txt"
        #expect(link(log, other) == 0)
        let before = try folder.read("elsewhere.txt")
        let edited = try decodeManifest(
            try defaultManifestText().replacingOccurrences(
                of: #""width": 50, "height": 50"#, with: #""width": 52, "height": 50"#))
        #expect(try output.sync(AssetRenderer(manifest: edited)).written == 9)
        #expect(try folder.read("elsewhere.txt") == before)
        var info = stat()
        #expect(lstat(log, &info) == 0 && info.st_nlink == 1)
        // Afresh, the new records are the log's own: the next run trusts every file.
        #expect(try output.sync(AssetRenderer(manifest: edited)).trusted == 73)
    }

    /// A run after an edit appends the records that changed; the last line of a path counts, a line a killed run
    /// cut short is ignored, and a log with twice as many lines as files is written afresh.
    @Test func theLogIsAppendedToAndCompacted() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try Self.syncedFolder(folder)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        func fileLines() throws -> [Substring] {
            String(decoding: try folder.read("cache/assets.log"), as: UTF8.self).split(separator: "\n").filter {
                $0.hasPrefix("file ")
            }
        }
        #expect(try fileLines().count == 73)
        let edited = try decodeManifest(
            try defaultManifestText().replacingOccurrences(
                of: #""width": 50, "height": 50"#, with: #""width": 52, "height": 50"#))
        #expect(try output.sync(AssetRenderer(manifest: edited)).written == 9)
        // The minus button's eight files and the page, appended.
        #expect(try fileLines().count == 82)
        let summary = try output.sync(AssetRenderer(manifest: edited))
        #expect(summary.written == 0 && summary.trusted == 73)
        // Half a line at the end, as a killed run leaves it: the rest of the log still counts.
        var bytes = try folder.read("cache/assets.log")
        bytes += Data("file 0123".utf8)
        try bytes.write(to: folder.url.appending(path: "cache/assets.log"))
        #expect(try output.sync(AssetRenderer(manifest: edited)).trusted == 73)
        // The next run that logs something writes the log afresh rather than append to the half line.
        _ = try output.sync(AssetRenderer(manifest: manifest))
        let rewritten = String(decoding: try folder.read("cache/assets.log"), as: UTF8.self)
        #expect(rewritten.hasSuffix("\n") && !rewritten.contains("file 0123"))
        #expect(try fileLines().count == 73)
        // Back and forth until the log holds more than twice its files' lines: written afresh, one line a file.
        for width in ["53", "54", "55", "56", "57", "58", "59", "60", "61"] {
            let manifest = try decodeManifest(
                try defaultManifestText().replacingOccurrences(
                    of: #""width": 50, "height": 50"#, with: #""width": \#(width), "height": 50"#))
            _ = try output.sync(AssetRenderer(manifest: manifest))
        }
        #expect(try fileLines().count < 2 * 68 + 64)
        #expect(try output.sync(AssetRenderer(manifest: edited)).trusted == 64)
    }

    /// Every run that logs writes the inputs it read again (a manifest importing hundreds of SVG files reads
    /// hundreds): they count towards the log's length, so edits after edits never grow it without bound.
    @Test func inputsRepeatedByAppendsAreCountedTowardsCompaction() throws {
        let folder = try TemporaryFolder()
        var (output, manifest) = try Self.syncedFolder(folder)
        try folder.write("<svg/>", to: "icon.svg")
        let stamp = try #require(FileStamp(path: folder.path + "/icon.svg"))
        for index in 0..<300 { output.logInputs[folder.path + "/Art/icon-\(index).svg"] = stamp }
        _ = try output.sync(AssetRenderer(manifest: manifest))
        var longest = 0
        for width in 51...70 {
            manifest = try decodeManifest(
                try defaultManifestText().replacingOccurrences(
                    of: #""width": 50, "height": 50"#, with: #""width": \#(width), "height": 50"#))
            _ = try output.sync(AssetRenderer(manifest: manifest))
            let lines = String(decoding: try folder.read("cache/assets.log"), as: UTF8.self).split(separator: "\n")
            longest = max(longest, lines.count)
        }
        // The header's three lines, then at most twice the 73 files' and 300 inputs' lines, and some slack.
        #expect(longest <= 3 + 2 * (73 + 300) + 64)
        #expect(try output.sync(AssetRenderer(manifest: manifest)).trusted == 73)
    }

    /// Reproductions from the review of the log: an index that lists nothing is removed even when nothing else
    /// changes, and a dark value equal to the light one is no setting of its own.
    @Test func anIndexListingNothingIsRemovedAndAnEqualDarkValueIsNoSetting() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"version": 1, "formats": ["svg"], "controls": []}"#, to: "assets.json")
        try folder.write("# nothing\n", to: "Assets/.flo-assets-index")
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(runTool(["--check"], in: folder) == .success)
        let manifest = try decodeManifest(
            """
            {"version": 1, "outputs": [{"format": "preview", "path": "Assets/index.html"}],
             "controls": [{"name": "b", "type": "pushButton", "width": 50, "height": 50,
                           "strokeColor": {"any": "#ffffff", "dark": "#ffffff"}, "fillColor": "#123456"}]}
            """)
        #expect(manifest.controls.map(\.fileName) == ["b"])
        #expect(manifest.controls[0].settings.map(\.key) == ["fillColor"])
    }

    /// The crispness report reads each appearance's colours: in dark, fill and sign are one colour, so nothing is
    /// fuzzy.
    @Test func theCrispnessReportUsesEachAppearancesColours() throws {
        let manifest = try decodeManifest(
            """
            {"version": 1, "controls": [{"name": "b", "type": "pushButton", "width": 50, "height": 50,
              "fillColor": {"any": "#00ff00", "dark": "#ffffff"}, "strokeColor": "#ffffff"}]}
            """)
        let rows = CrispnessReport.table(for: manifest).split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true)
        }
        let light = rows.filter { $0.first == "b" }
        let dark = rows.filter { $0.first == "b~dark" }
        #expect(!light.isEmpty && light.count == dark.count)
        // Model counts: the columns after the control, the mode (and its `*`), before the measured ones.
        #expect(dark.allSatisfy { row in row.dropFirst(2).filter { $0 != "*" }.prefix(3).allSatisfy { $0 == "0" } })
        #expect(light.contains { row in row.dropFirst(2).filter { $0 != "*" }.prefix(3).contains { $0 != "0" } })
    }

    /// The manifest is always read and decoded: an edit of it is noticed whatever its stamp, and the log records
    /// the stamp it had when read.
    @Test func anEditedManifestIsAlwaysNoticed() throws {
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        let cache = folder.path + "/cache"
        #expect(runTool(["--quiet", "--cache", cache], in: folder) == .success)
        let manifest = folder.path + "/assets.json"
        var info = stat()
        #expect(lstat(manifest, &info) == 0)
        // The same size, the same modification time.
        let text = try defaultManifestText()
        let edited = text.replacingOccurrences(of: #""width": 50, "height": 50"#, with: #""width": 51, "height": 50"#)
        #expect(edited != text && edited.utf8.count == text.utf8.count)
        try folder.write(edited, to: "assets.json")
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, manifest, &times, 0) == 0)
        let console = CapturedConsole()
        #expect(runTool(["--cache", cache], in: folder, captured: console) == .success)
        // The minus button's files, the page and the three code files.
        #expect(console.output == "generated 76 files: 12 written, 64 unchanged")
        let log = String(
            decoding: try folder.read("cache/" + BuildLog.fileName(forFolder: folder.path + "/Assets")), as: UTF8.self)
        let stamp = try #require(FileStamp(path: manifest, followingLinks: true))
        let numbers =
            [Int64(bitPattern: stamp.device), Int64(bitPattern: stamp.inode), Int64(bitPattern: stamp.size)]
            + [stamp.modified, stamp.modifiedNanoseconds, stamp.changed, stamp.changedNanoseconds]
        #expect(log.contains("\ninput " + numbers.map { String($0) }.joined(separator: " ") + " " + manifest + "\n"))
    }

    @Test func cacheOptions() throws {
        #expect(throws: FloError.self) { try CommandLineOptions(parsing: ["--cache", "x", "--no-cache"]) }
        #expect(throws: FloError.self) { try CommandLineOptions(parsing: ["crispness-report", "--no-cache"]) }
        #expect(throws: FloError.self) { try CommandLineOptions(parsing: ["--cache", ""]) }
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        #expect(runTool(["--quiet", "--no-cache"], in: folder) == .success)
        #expect(runTool(["--quiet", "--cache", "logs"], in: folder) == .success)
        // One log for each output folder: the code files' too.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/logs")
        #expect(
            names.sorted() == ["Assets", "Code"].map { BuildLog.fileName(forFolder: folder.path + "/" + $0) }.sorted())
    }

    /// A log that cannot be kept makes every run draw every file: the run says so, and why, and still succeeds.
    @Test func aLogThatCannotBeKeptIsWarnedOf() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "Out"}], "controls": [{"name": "s", "type": "star"}]}"#,
            to: "assets.json")
        // A folder where the log file would go.
        let log = "logs/" + BuildLog.fileName(forFolder: folder.path + "/Out")
        try FileManager.default.createDirectory(atPath: folder.path + "/" + log, withIntermediateDirectories: true)
        let warning =
            "\(folder.path)/\(log): warning: the build log was not kept (cannot replace: Is a directory), so the next run draws every file again; point --cache or XDG_CACHE_HOME at a folder you can write to, or pass --no-cache"
        let run = CapturedConsole()
        #expect(runTool(["--cache", "logs"], in: folder, captured: run) == .success)
        #expect(run.output == "generated 1 file: 1 written, 0 unchanged")
        #expect(run.errors == warning)
        // Every run, until the cache is mended.
        let again = CapturedConsole()
        #expect(runTool(["--cache", "logs"], in: folder, captured: again) == .success)
        #expect(again.output == "generated 1 file: 0 written, 1 unchanged")
        #expect(again.errors == warning)
        let quiet = CapturedConsole()
        #expect(runTool(["--cache", "logs", "--quiet"], in: folder, captured: quiet) == .success)
        #expect(quiet.errors.isEmpty)
    }
}
