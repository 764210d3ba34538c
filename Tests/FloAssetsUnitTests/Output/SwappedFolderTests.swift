import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder
@testable import FloSupport

/// A subfolder swapped for a link after the plan was made (while the run draws) is never written or removed
/// through: the run fails, and the folder the link leads to is as it was.
@Suite struct SwappedFolderTests {
    static func manifest(_ controls: String) throws -> Manifest {
        try decodeManifest(
            #"{"version": 1, "outputs": [{"format": "vectorDrawable", "path": "res"}], "controls": [\#(controls)]}"#)
    }

    /// Moves `res/drawable` to `outside` and puts a link to it in its place.
    static func swapForLink(_ folder: TemporaryFolder, outside: TemporaryFolder) throws {
        let drawable = folder.url.appending(path: "res/drawable")
        try FileManager.default.moveItem(at: drawable, to: outside.url.appending(path: "drawable"))
        try FileManager.default.createSymbolicLink(
            at: drawable, withDestinationURL: outside.url.appending(path: "drawable"))
    }

    @Test(arguments: [
        #"{"name": "star", "type": "star", "color": "red"}"#, #"{"name": "other", "type": "star"}"#,
        #"{"name": "star", "type": "star"}, {"name": "other", "type": "star"}"#,
    ])
    func aSubfolderSwappedForALinkIsNotWrittenThrough(edited: String) throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let output = OutputFolder(path: folder.path + "/res", displayPath: "res")
        _ = try output.sync(AssetRenderer(manifest: Self.manifest(#"{"name": "star", "type": "star"}"#)))
        let before = try folder.read("res/drawable/star.xml")
        // Changed (star), or removed and another added (other): each a write or a removal in res/drawable.
        let prepared = try output.prepare(AssetRenderer(manifest: Self.manifest(edited)))
        try Self.swapForLink(folder, outside: outside)
        #expect(throws: FloError.self) { try prepared.apply() }
        #expect(try outside.read("drawable/star.xml") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path + "/drawable") == ["star.xml"])
    }

    /// Where a file system has no unnamed files (or on macOS), a new file is moved into place by name relative to
    /// its open folder: a link put where the folder was is not followed.
    @Test func aNewFileIsMovedIntoItsOpenFolderNotThroughItsPath() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "sub"), withIntermediateDirectories: true)
        let opened = open(folder.path + "/sub", O_RDONLY | O_DIRECTORY)
        defer { close(opened) }
        try FileManager.default.moveItem(
            at: folder.url.appending(path: "sub"), to: folder.url.appending(path: "moved"))
        try FileManager.default.createSymbolicLink(
            at: folder.url.appending(path: "sub"), withDestinationURL: outside.url)
        let temporary = try FileSystem.writeTemporaryFile([1, 2, 3], in: folder.path)
        #expect(
            try FileSystem.moveExclusively((AT_FDCWD, temporary), to: folder.path + "/sub/x", opened: (opened, "x")))
        #expect(folder.exists("moved/x") && !outside.exists("x"))
    }

    /// The output folder itself swapped for a link leading out after the manifest was read: refused once locked,
    /// before anything is written in it.
    @Test func anOutputFolderThatNowLeadsOutIsNotWritten() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        var output = OutputFolder(path: folder.path + "/res", displayPath: "res")
        output.staysInside = folder.path
        let manifest = try Self.manifest(#"{"name": "star", "type": "star"}"#)
        _ = try output.sync(AssetRenderer(manifest: manifest))
        try FileManager.default.moveItem(at: folder.url.appending(path: "res"), to: outside.url.appending(path: "res"))
        try FileManager.default.createSymbolicLink(
            at: folder.url.appending(path: "res"), withDestinationURL: outside.url.appending(path: "res"))
        let before = try outside.read("res/drawable/star.xml")
        #expect(throws: FloError.self) {
            try output.sync(
                AssetRenderer(manifest: Self.manifest(#"{"name": "star", "type": "star", "color": "red"}"#)))
        }
        #expect(try outside.read("res/drawable/star.xml") == before)
        // Inside the folder, through a link, it is the same folder as ever.
        try FileManager.default.removeItem(at: folder.url.appending(path: "res"))
        try FileManager.default.moveItem(at: outside.url.appending(path: "res"), to: folder.url.appending(path: "real"))
        try FileManager.default.createSymbolicLink(
            at: folder.url.appending(path: "res"), withDestinationURL: folder.url.appending(path: "real"))
        #expect(try output.sync(AssetRenderer(manifest: manifest)).removed == 0)
    }

    /// `--check` on an output folder swapped for a link leading out after the manifest was read compares nothing
    /// outside: refused once locked.
    @Test func checkReadsNothingThroughAFolderThatNowLeadsOut() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        var output = OutputFolder(path: folder.path + "/res", displayPath: "res")
        output.staysInside = folder.path
        let renderer = try AssetRenderer(manifest: Self.manifest(#"{"name": "star", "type": "star"}"#))
        _ = try output.sync(renderer)
        try FileManager.default.moveItem(at: folder.url.appending(path: "res"), to: outside.url.appending(path: "res"))
        try outside.write("secret", to: "res/drawable/star.xml")
        try FileManager.default.createSymbolicLink(
            at: folder.url.appending(path: "res"), withDestinationURL: outside.url.appending(path: "res"))
        do {
            let findings = try output.check(renderer)
            Issue.record("checked through the link: \(findings)")
        } catch {
            #expect(error.diagnostics.first?.message.contains("leads out of the manifest's folder") == true)
        }
    }

    /// The output folder swapped for a link after it was locked and compared (while the run drew): nothing is
    /// written, swept or indexed through the link.
    @Test func anOutputFolderSwappedWhileDrawingIsNotWritten() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        var output = OutputFolder(path: folder.path + "/res", displayPath: "res")
        output.staysInside = folder.path
        _ = try output.sync(AssetRenderer(manifest: Self.manifest(#"{"name": "star", "type": "star"}"#)))
        let prepared = try output.prepare(
            AssetRenderer(manifest: Self.manifest(#"{"name": "star", "type": "star", "color": "red"}"#)))
        try FileManager.default.createDirectory(
            at: outside.url.appending(path: "res"), withIntermediateDirectories: true)
        try outside.write("victim", to: "res/.flo-assets-tmp-99999-abcdefghijkl")
        try FileManager.default.moveItem(at: folder.url.appending(path: "res"), to: folder.url.appending(path: "real"))
        try FileManager.default.createSymbolicLink(
            at: folder.url.appending(path: "res"), withDestinationURL: outside.url.appending(path: "res"))
        #expect(throws: FloError.self) { try prepared.apply() }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: outside.path + "/res") == [
                ".flo-assets-tmp-99999-abcdefghijkl"
            ])
    }

    /// A folder of generated files that became a link is the user's: its files are left alone, and the run says so.
    @Test func filesBehindAFolderThatBecameALinkAreLeftAloneWithAWarning() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let output = OutputFolder(path: folder.path + "/res", displayPath: "res")
        _ = try output.sync(AssetRenderer(manifest: Self.manifest(#"{"name": "star", "type": "star"}"#)))
        try Self.swapForLink(folder, outside: outside)
        let summary = try output.sync(AssetRenderer(manifest: Self.manifest("")))
        #expect(
            summary.warnings.map(\.description) == [
                "res/drawable/star.xml: warning: no longer produced by the manifest; res/drawable on its way is a symbolic link now, so it was left alone"
            ])
        #expect(summary.removed == 0 && outside.exists("drawable/star.xml"))
    }

    /// The plan compares with the folder it locked, not with whatever its path leads to by then: the output folder
    /// moved away and another put in its place after it was opened is not what a run reads.
    @Test func thePlanReadsTheOpenFolderNotItsPath() throws {
        let folder = try TemporaryFolder()
        let output = OutputFolder(path: folder.path + "/res", displayPath: "res")
        let renderer = try AssetRenderer(manifest: Self.manifest(#"{"name": "star", "type": "star"}"#))
        _ = try output.sync(renderer)
        let index = try #require(try output.readIndex()).index
        let opened = open(output.path, O_RDONLY | O_DIRECTORY)
        defer { close(opened) }
        try FileManager.default.moveItem(at: folder.url.appending(path: "res"), to: folder.url.appending(path: "real"))
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "res/drawable"), withIntermediateDirectories: true)
        try folder.write("decoy", to: "res/drawable/star.xml")
        let file = try #require(renderer.files(forGroup: 0).first { $0.path == "drawable/star.xml" })
        let comparison = try output.compare(file, index: index, opened: opened, takingStamps: true)
        guard case .unchanged = comparison.state else {
            Issue.record("compared with \(comparison.state), not the open folder's own file")
            return
        }
        #expect(comparison.stamp != nil)
        let leftover = try output.classifyLeftover(
            "drawable/star.xml", index: index, produced: ProducedPaths([]), contents: renderer, opened: opened)
        guard case .owned = leftover else {
            Issue.record("classified as \(leftover), not as the open folder's own file")
            return
        }
    }

    /// The folders a run made are removed again through the folder they were made in, innermost first and only
    /// while empty: a link put in the place of one leads the removal nowhere outside.
    @Test func foldersMadeAreRemovedThroughWhereTheyWereMade() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let made = try FileSystem.createFolder(folder.path + "/a/b/c")
        #expect(made.names == ["a", "b", "c"])
        try FileManager.default.moveItem(at: folder.url.appending(path: "a"), to: folder.url.appending(path: "moved"))
        try FileManager.default.createDirectory(
            at: outside.url.appending(path: "b/c"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.url.appending(path: "a"), withDestinationURL: outside.url)
        made.removeEmpty()
        #expect(outside.exists("b/c") && folder.exists("moved/b/c"))
        #expect(FileSystem.kind(at: folder.path + "/a") == .symbolicLink)
        // Unswapped, every one still empty goes; one holding a file stays, with those around it.
        let again = try FileSystem.createFolder(folder.path + "/x/y/z")
        try folder.write("mine", to: "x/y/note")
        again.removeEmpty()
        #expect(!folder.exists("x/y/z") && folder.exists("x/y/note"))
        try FileManager.default.removeItem(at: folder.url.appending(path: "x/y/note"))
        again.removeEmpty()
        #expect(!folder.exists("x"))
    }
}
