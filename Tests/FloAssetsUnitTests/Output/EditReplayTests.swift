import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

#if canImport(Glibc)
    import Glibc
#endif

/// A rerun after an edit of a few controls decodes and draws only those, when the run record vouches for the rest;
/// whatever it does, the folder ends as a full run of the edited manifest leaves it, byte for byte.
@Suite struct EditReplayTests {
    /// The default manifest's controls as SVG and PDF (no page, whose one file depends on every control), generated
    /// twice with its stamps in `cache` so that the record is in place.
    static func generatedPackage(_ text: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(try text ?? shorthandManifestText(), to: "assets.json")
        #expect(runTool(["--quiet", "--cache", folder.path + "/cache"], in: folder) == .success)
        #expect(try !RunRecordTests.rerun(folder).full)
        return folder
    }

    /// `from` replaced by `to` in the package's manifest.
    static func edit(_ folder: TemporaryFolder, _ from: String, _ to: String) throws {
        let text = String(decoding: try folder.read("assets.json"), as: UTF8.self)
        #expect(text.contains(from), "\(from)")
        try folder.write(text.replacingOccurrences(of: from, with: to), to: "assets.json")
    }

    /// What a full run of the package's manifest, without stamps or record, writes into a copy of it.
    static func fullRun(of folder: TemporaryFolder) throws -> (files: [String: [UInt8]], console: CapturedConsole) {
        let copy = try TemporaryFolder()
        try copy.write(String(decoding: try folder.read("assets.json"), as: UTF8.self), to: "assets.json")
        try FileManager.default.copyItem(atPath: folder.path + "/Assets", toPath: copy.path + "/Assets")
        let console = CapturedConsole()
        _ = runTool(["--no-cache"], in: copy, captured: console)
        return (try copy.files(in: "Assets"), console)
    }

    @Test(arguments: [1, 2])
    func anEditDrawsOnlyTheChangedEntries(jobs: Int) throws {
        let folder = try Self.generatedPackage()
        let jobsOption = ["--jobs", String(jobs)]
        // A plain control, then an entry with nine states drawn in light and dark.
        for (from, to) in [
            (#""width": 50, "height": 50"#, #""width": 52, "height": 50"#),
            (
                #""counter": { "from": 0, "through": 8 }, "numberOfGlasses": 8"#,
                #""counter": { "from": 0, "through": 8 }, "numberOfGlasses": 9"#
            ),
        ] {
            try Self.edit(folder, from, to)
            let expected = try Self.fullRun(of: folder)
            let run = try RunRecordTests.rerun(folder, jobsOption)
            #expect(run.code == .success && !run.full, "\(run.console.errors)")
            #expect(run.console.output == expected.console.output)
            #expect(run.console.errors.isEmpty)
            #expect(try folder.files(in: "Assets") == expected.files)
            // Recorded again: unchanged, it replays; and the stamps it left are still checked.
            let again = try RunRecordTests.rerun(folder, jobsOption)
            #expect(again.code == .success && !again.full && again.console.output.contains(" 0 written, "))
            #expect(runTool(["--check", "--quiet"], in: folder) == .success)
        }
        // Drawn and compared in full, everything is as the replays left it.
        let full = CapturedConsole()
        #expect(runTool(["--no-cache"], in: folder, captured: full) == .success)
        #expect(full.output.contains(" 0 written, "))
    }

    /// Entries on one line after a byte order mark (as PowerShell writes compressed JSON), edited in the last bytes
    /// before the next entry.
    @Test func aMinifiedManifestWithAByteOrderMark() throws {
        let folder = try Self.generatedPackage(
            "\u{FEFF}" + #"{"version":1,"output":"Assets","formats":["svg"],"controls":[{"name":"a","type":"star","#
                + #""lineWidth":1},{"name":"b","type":"star"}]}"# + "\n")
        try Self.edit(folder, #""lineWidth":1}"#, #""lineWidth":2}"#)
        let expected = try Self.fullRun(of: folder)
        let run = try RunRecordTests.rerun(folder)
        #expect(run.code == .success && !run.full && run.console.output == expected.console.output)
        #expect(run.console.output.contains(" 1 written, "))
        #expect(try folder.files(in: "Assets") == expected.files)
        #expect(runTool(["--check", "--quiet"], in: folder) == .success)
    }

    /// The stamps a full run keeps are left as they were by an edit replay: the next full run, with them, must not
    /// trust the files the replay rewrote.
    @Test func aFullRunAfterAnEditReplayStillDrawsWhatItRewrote() throws {
        let folder = try Self.generatedPackage()
        let cache = ["--quiet", "--cache", folder.path + "/cache"]
        // A full run (without its record) writes the stamps, and records again.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache")
        where name.hasSuffix(".run") {
            #expect(unlink(folder.path + "/cache/" + name) == 0)
        }
        #expect(runTool(cache, in: folder) == .success)
        try Self.edit(folder, #""width": 50, "height": 50"#, #""width": 52, "height": 50"#)
        let stamps = folder.path + "/cache/" + StampCache.fileName(forFolder: folder.path + "/Assets")
        let before = try folder.read("cache/" + StampCache.fileName(forFolder: folder.path + "/Assets"))
        #expect(runTool(cache, in: folder) == .success)
        #expect(FileManager.default.contents(atPath: stamps) == before, "an edit replay, not a full run")
        // The edit undone and an entry added: a full run with the same settings, whose stamps still describe the
        // minus button's files before the replay rewrote them. Trusted, they would leave the edited bytes in place.
        try Self.edit(folder, #""width": 52, "height": 50"#, #""width": 50, "height": 50"#)
        try Self.edit(folder, #"  "controls": ["#, #"  "controls": [{ "name": "new", "type": "star" },"#)
        let expected = try Self.fullRun(of: folder)
        let console = CapturedConsole()
        #expect(runTool(["--cache", folder.path + "/cache"], in: folder, captured: console) == .success)
        #expect(console.output == expected.console.output)
        #expect(try folder.files(in: "Assets") == expected.files)
    }

    /// Outputs in several folders, one inside another: each folder's files of the edited entry, and only those.
    @Test func anEditReplaysInEveryFolder() throws {
        // Small controls: the PNGs are drawn by the debug build's rasteriser.
        let text = """
            {"version": 1,
             "outputs": [{"format": "svg", "path": "Assets"}, {"format": "pdf", "path": "Assets/pdf"},
                         {"format": "png", "path": "Assets/png", "scales": [1, 2]}],
             "colors": {"alert": {"any": "#EE4D4D", "dark": "#FF6B6B"}},
             "controls": [
               {"name": "minus-button", "type": "pushButton", "width": 50, "height": 50, "fillColor": "alert",
                "isAddButton": false},
               {"name": "star", "type": "star", "width": 40, "height": 40}
             ]}
            """
        let folder = try Self.generatedPackage(text)
        try Self.edit(folder, #""width": 50, "height": 50"#, #""width": 52, "height": 50"#)
        let expected = try Self.fullRun(of: folder)
        let run = try RunRecordTests.rerun(folder)
        #expect(run.code == .success && !run.full && run.console.output == expected.console.output)
        #expect(!run.console.output.contains(" 0 written, "), "\(run.console.output)")
        #expect(try folder.files(in: "Assets") == expected.files)
        #expect(runTool(["--check", "--quiet"], in: folder) == .success)
    }

    @Test func anEditThatChangesNoBytesWritesNothing() throws {
        let folder = try Self.generatedPackage()
        let index = try folder.read("Assets/.flo-assets-index")
        try Self.edit(folder, #""width": 50, "height": 50"#, #""width": 50.0, "height":  50"#)
        let run = try RunRecordTests.rerun(folder)
        #expect(run.code == .success && !run.full && run.console.output.contains(" 0 written, "))
        #expect(try folder.read("Assets/.flo-assets-index") == index)
        #expect(try !RunRecordTests.rerun(folder).full)
    }

    /// Each edit the replay leaves to a full run, and the outcome that run gives.
    enum Edit: String, CaseIterable, Sendable {
        case renamed, added, removed, swapped, settingChanged, warningAdded, errorAdded, fileEditedFirst, manyEntries,
            manyFiles
    }

    @Test(arguments: Edit.allCases)
    func otherEditsMeanAFullRun(_ edit: Edit) throws {
        let many = try shorthandManifestText().replacingOccurrences(
            of: #"  "controls": ["#,
            with: #"  "controls": ["# + (0..<70).map { #"{ "name": "s\#($0)", "type": "star" },"# }.joined())
        let folder = try Self.generatedPackage(edit == .manyEntries ? many : nil)
        var expected = ExitCode.success
        switch edit {
        case .renamed:
            try Self.edit(folder, #""name": "star","#, #""name": "star2","#)
        case .added:
            try Self.edit(folder, #"  "controls": ["#, #"  "controls": [{ "name": "new", "type": "star" },"#)
        case .removed:
            try Self.edit(folder, #"{ "name": "star", "type": "star", "fill": true },"#, "")
        case .swapped:
            let star = #"{ "name": "star", "type": "star", "fill": true },"#
            let rating = #"{ "name": "rating", "type": "rating", "rating": 3, "numberOfStars": 5 },"#
            try Self.edit(folder, star + "\n    " + rating, rating + "\n    " + star)
        case .settingChanged:
            try Self.edit(folder, #""scales": [1, 2, 3]"#, #""scales": [1, 2]"#)
            try Self.edit(folder, #""width": 50, "height": 50"#, #""width": 52, "height": 50"#)
        case .warningAdded:
            try Self.edit(folder, #""name": "star","#, ##""name": "star", "color": "#FFFFFF00","##)
        case .errorAdded:
            try Self.edit(folder, #""width": 50, "height": 50"#, #""width": 0, "height": 50"#)
            expected = .invalidInput
        case .fileEditedFirst:
            var bytes = try folder.read("Assets/minus-button.svg")
            bytes[bytes.count - 2] = UInt8(ascii: "X")
            try bytes.write(to: folder.url.appending(path: "Assets/minus-button.svg"))
            try Self.edit(folder, #""width": 50, "height": 50"#, #""width": 52, "height": 50"#)
            expected = .invalidInput
        case .manyFiles:
            // One entry, but 1,100 files: past what an edit replay draws.
            try Self.edit(folder, #"{ "name": "star", "type": "star", "fill": true },"#, "")
            try Self.edit(
                folder, #"  "controls": ["#,
                #"  "controls": [{ "name": "s-{width}", "type": "star", "width": { "from": 10, "through": 559 }, "height": 40 },"#
            )
            _ = try RunRecordTests.rerun(folder)
            try Self.edit(folder, #""height": 40 },"#, #""height": 41 },"#)
        case .manyEntries:
            for number in 0..<65 {
                try Self.edit(
                    folder, #""name": "s\#(number)", "type": "star""#,
                    #""name": "s\#(number)", "type": "star", "fill": true"#)
            }
        }
        let before = try folder.files(in: "Assets")
        let full = try Self.fullRun(of: folder)
        let run = try RunRecordTests.rerun(folder)
        #expect(run.code == expected, "\(edit): \(run.console.errors)")
        #expect(run.full || run.code != .success, "\(edit)")
        #expect(run.console.errors == full.console.errors, "\(edit)")
        #expect(try folder.files(in: "Assets") == (expected == .success ? full.files : before), "\(edit)")
    }

    @Test func eachEntrysTextRunsToTheNextOne() throws {
        let text = #"{"version": 1, "controls": [ {"name": "a"}, {"name": "b"} ,{"name": "c"} ] }"#
        func digests(_ text: String, byteOrderMark: Bool = false) throws -> [SHA256.Digest] {
            let bytes = (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
            let starts = try #require(EntryText.starts(in: try JSONParser.parse(bytes, workers: 1)))
            return try #require(EntryText.digests(of: bytes, starts: starts))
        }
        let original = try digests(text)
        #expect(original.count == 3 && Set(original).count == 3)
        // The entry itself, the space and comma after it, and for the last entry everything to the end.
        let changes = [
            (#"{"name": "b"} ,"#, #"{"name": "B"} ,"#, 1), (#"{"name": "b"} ,"#, #"{"name": "b"},"#, 1),
            ("] }", "]}", 2), (#"{"name": "a"}, "#, "{\"name\":\n\"a\"}, ", 0),
        ]
        for byteOrderMark in [false, true] {
            // With a byte order mark the parser counts the first line's columns after it (entries on one line).
            let original = try digests(text, byteOrderMark: byteOrderMark)
            for (from, to, entry) in changes + [(#""a"}, {"#, #""A"}, {"#, 0), (#""b"} ,{"#, #""b"},{"#, 1)] {
                let changed = try digests(text.replacingOccurrences(of: from, with: to), byteOrderMark: byteOrderMark)
                #expect(changed.indices.filter { changed[$0] != original[$0] } == [entry], "\(to)")
            }
        }
        // The parser's shares, one per core for a manifest of 64 KiB or more, locate the entries as one parser does.
        let large = Array(syntheticManifest(count: 1500).utf8)
        let starts = try #require(EntryText.starts(in: try JSONParser.parse(large, workers: 1)))
        let shared = try #require(EntryText.starts(in: try JSONParser.parse(large, workers: 2)))
        #expect(starts == shared && starts.count == 1500 && EntryText.digests(of: large, starts: starts) != nil)
        // A location that is not an entry's first byte gives no digests, rather than wrong ones.
        let bytes = Array(text.utf8)
        #expect(EntryText.digests(of: bytes, starts: [SourceLocation(line: 1, column: 2)]) == nil)
        #expect(EntryText.starts(in: try JSONParser.parse(Array(#"{"version": 1}"#.utf8), workers: 1)) == nil)
    }
}
