import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

/// The preview page as an output, through the command: written and checked like every other file,
/// renamed and removed by its index, next to the user's own pages.
@Suite struct PreviewOutputTests {
    static func manifest(page: String = "Assets/index.html", fill: String = "#57DAD5") -> String {
        """
        {"version": 1,
         "outputs": [{"format": "svg", "path": "Assets"}, {"format": "preview", "path": "\(page)"}],
         "controls": [{"name": "plus", "type": "pushButton", "width": 44, "height": 44, "fillColor": "\(fill)"}]}
        """
    }

    @Test func pageIsWrittenCheckedRenamedAndRemoved() throws {
        let folder = try TemporaryFolder()
        try folder.write("<p>my notes</p>", to: "Assets/notes.html")
        try folder.write(Self.manifest(), to: "assets.json")
        let first = CapturedConsole()
        #expect(runTool([], in: folder, captured: first) == .success)
        #expect(first.output == "generated 2 files: 2 written, 0 unchanged")
        let page = String(decoding: try folder.read("Assets/index.html"), as: UTF8.self)
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.contains("<li><a href=\"plus.svg\">plus.svg</a></li>"))
        #expect(runTool(["--check"], in: folder) == .success)

        // A changed colour makes the page stale too, at the swatch's line.
        try folder.write(Self.manifest(fill: "#226E64"), to: "assets.json")
        let stale = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: stale) == .checkFailed)
        #expect(stale.errors.contains("Assets/index.html: error: stale: differs at line "))
        #expect(stale.errors.contains("Assets/plus.svg: error: stale: differs at line "))

        // Renamed: the old page goes; the user's page stays.
        try folder.write(Self.manifest(page: "Assets/review.html"), to: "assets.json")
        let renamed = CapturedConsole()
        #expect(runTool([], in: folder, captured: renamed) == .success)
        #expect(renamed.output == "generated 2 files: 1 written, 1 unchanged, 1 removed")
        #expect(!folder.exists("Assets/index.html") && folder.exists("Assets/review.html"))
        #expect(try folder.read("Assets/notes.html") == Data("<p>my notes</p>".utf8))

        // A page edited by hand is the user's now: kept, and said so.
        try folder.write("<p>edited</p>", to: "Assets/review.html")
        try folder.write(Self.manifest(page: "index.html"), to: "assets.json")
        let edited = CapturedConsole()
        #expect(runTool([], in: folder, captured: edited) == .success)
        #expect(try folder.read("Assets/review.html") == Data("<p>edited</p>".utf8))
        #expect(edited.errors.contains("Assets/review.html: warning: "))
        // The page at the package root links into the folder.
        let rooted = String(decoding: try folder.read("index.html"), as: UTF8.self)
        #expect(rooted.contains("<li><a href=\"Assets/plus.svg\">Assets/plus.svg</a></li>"))
        #expect(runTool(["--check"], in: folder) == .success)
    }

    /// A page the manifest no longer asks for is removed like any generated file, whether its output is gone or
    /// has moved to another folder; a second page may share the folder.
    @Test func aPageNoLongerAskedForIsRemoved() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.manifest(), to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(folder.exists("Assets/index.html"))

        // The preview output is taken out: the page goes, the drawings stay.
        try folder.write(
            Self.manifest().replacingOccurrences(
                of: #", {"format": "preview", "path": "Assets/index.html"}"#, with: ""), to: "assets.json")
        let dropped = CapturedConsole()
        #expect(runTool([], in: folder, captured: dropped) == .success)
        #expect(dropped.output == "generated 1 file: 0 written, 1 unchanged, 1 removed")
        #expect(dropped.errors.isEmpty)
        #expect(!folder.exists("Assets/index.html") && folder.exists("Assets/plus.svg"))

        // Back, then moved to another folder while Assets keeps its drawings: the old page goes too.
        try folder.write(Self.manifest(), to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        try folder.write(Self.manifest(page: "Review/index.html"), to: "assets.json")
        let moved = CapturedConsole()
        #expect(runTool([], in: folder, captured: moved) == .success)
        #expect(moved.output == "generated 2 files: 1 written, 1 unchanged, 1 removed")
        #expect(!folder.exists("Assets/index.html") && folder.exists("Review/index.html"))
        let page = String(decoding: try folder.read("Review/index.html"), as: UTF8.self)
        #expect(page.contains("<li><a href=\"../Assets/plus.svg\">../Assets/plus.svg</a></li>"))
        #expect(runTool(["--check"], in: folder) == .success)

        // Two pages in one folder.
        try folder.write(
            Self.manifest(page: "Review/index.html").replacingOccurrences(
                of: #"{"format": "preview", "path": "Review/index.html"}"#,
                with:
                    #"{"format": "preview", "path": "Review/index.html"}, {"format": "preview", "path": "Review/all.html"}"#
            ),
            to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(try folder.read("Review/all.html") == folder.read("Review/index.html"))
    }

    /// A page would overwrite the user's file of the same name: refused, nothing written.
    @Test func theUsersPageOfTheSameNameIsNotOverwritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("<p>mine</p>", to: "Assets/index.html")
        try folder.write(Self.manifest(), to: "assets.json")
        let refused = CapturedConsole()
        #expect(runTool([], in: folder, captured: refused) == .invalidInput)
        #expect(refused.errors.hasPrefix("Assets/index.html: error: exists and was not generated by flo-assets"))
        #expect(try folder.read("Assets/index.html") == Data("<p>mine</p>".utf8))
        #expect(!folder.exists("Assets/plus.svg"))
    }
}
