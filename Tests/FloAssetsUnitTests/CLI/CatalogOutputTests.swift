import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

/// An asset catalog shared with the user, through the command: their sets are never touched, removing a
/// control removes its image set, and `--check` covers the catalog.
@Suite struct CatalogOutputTests {
    static func manifest(controls: String, catalog: String = #""namespace": "Flo""#) -> String {
        """
        {"version": 1, "colors": {"water": "#57DAD5", "ink": {"any": "#226E64", "dark": "#9BE8E3"}},
         "outputs": [{"format": "svg", "path": "Assets"},
                     {"format": "xcassets", "path": "App/Media.xcassets", \(catalog)}],
         "controls": [\(controls)]}
        """
    }

    static let plus = #"{"name": "plus", "type": "pushButton", "width": 44, "height": 44, "fillColor": "water"}"#
    static let counter =
        #"{"name": "counter", "type": "counterView", "width": 120, "height": 120, "arcWidth": 40, "outlineColor": "ink"}"#

    /// The user's app icon, accent colour and own image, byte for byte.
    static let userFiles = [
        "App/Media.xcassets/AppIcon.appiconset/Contents.json": #"{"images":[],"info":{"author":"xcode","version":1}}"#,
        "App/Media.xcassets/AppIcon.appiconset/icon.png": "not really a png",
        "App/Media.xcassets/AccentColor.colorset/Contents.json": #"{"colors":[{"idiom":"universal"}]}"#,
        "App/Media.xcassets/Flo/logo.imageset/Contents.json": #"{"images":[]}"#,
        "App/Media.xcassets/Contents.json":
            "{\n  \"info\" : {\n    \"author\" : \"me\",\n    \"version\" : 1\n  }\n}\n",
    ]

    static func tree(_ folder: TemporaryFolder) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.url.appending(path: "App").path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let path as String in walker {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files["App/" + path] = try folder.read("App/" + path)
            }
        }
        return files
    }

    /// With and without a namespace folder.
    @Test(arguments: [true, false])
    func theUsersSetsSurviveGenerateRenameAndRemoval(namespaced: Bool) throws {
        let sets = namespaced ? "App/Media.xcassets/Flo/" : "App/Media.xcassets/"
        let catalog = namespaced ? #""namespace": "Flo""# : #""vector": "pdf""#
        let folder = try TemporaryFolder()
        for (path, text) in Self.userFiles {
            try FileManager.default.createDirectory(
                at: folder.url.appending(path: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try folder.write(text, to: path)
        }
        func expectUserFilesUntouched() throws {
            let tree = try Self.tree(folder)
            for (path, text) in Self.userFiles { #expect(tree[path] == Data(text.utf8), "\(path)") }
        }
        try folder.write(Self.manifest(controls: Self.plus + ", " + Self.counter, catalog: catalog), to: "assets.json")
        let first = CapturedConsole()
        #expect(runTool([], in: folder, captured: first) == .success)
        // Assets: plus, counter, counter~dark. Catalog: namespace, 2 colour sets, plus (2), counter (3); the
        // catalog's own Contents.json was there first and is left as it is.
        #expect(first.output == "generated \(namespaced ? 12 : 11) files: \(namespaced ? 11 : 10) written, 1 unchanged")
        try expectUserFilesUntouched()
        #expect(folder.exists(sets + "counter.imageset/counter~dark.pdf"))
        #expect(runTool(["--check"], in: folder) == .success)

        // Renamed: the old image set goes, folder and all; the user's sets stay.
        try folder.write(
            Self.manifest(
                controls: Self.plus.replacingOccurrences(of: "\"plus\"", with: "\"add\"") + ", " + Self.counter,
                catalog: catalog), to: "assets.json")
        let renamed = CapturedConsole()
        #expect(runTool([], in: folder, captured: renamed) == .success)
        #expect(
            renamed.output
                == "generated \(namespaced ? 12 : 11) files: 3 written, \(namespaced ? 9 : 8) unchanged, 3 removed")
        #expect(!folder.exists(sets + "plus.imageset"))
        #expect(folder.exists(sets + "add.imageset/add.pdf"))
        try expectUserFilesUntouched()

        // An image set that also holds the user's file is kept, and said so.
        try folder.write("mine", to: sets + "counter.imageset/notes.txt")
        try folder.write(Self.manifest(controls: Self.plus, catalog: catalog), to: "assets.json")
        let removed = CapturedConsole()
        #expect(runTool([], in: folder, captured: removed) == .success)
        #expect(
            removed.errors
                == sets
                + "counter.imageset: warning: kept: it also holds 'notes.txt', which flo-assets did not write (or which changed since); move them away and delete the folder"
        )
        #expect(try folder.read(sets + "counter.imageset/notes.txt") == Data("mine".utf8))
        #expect(!folder.exists(sets + "counter.imageset/Contents.json"))
        try expectUserFilesUntouched()
        #expect(runTool(["--check"], in: folder) == .success)

        // No controls: only the namespace and the colour sets are left, and everything the user made.
        try folder.write(Self.manifest(controls: "", catalog: catalog), to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        try expectUserFilesUntouched()
        #expect(!folder.exists(sets + "plus.imageset"))
        #expect(folder.exists("App/Media.xcassets/Flo/Contents.json") == namespaced)
        #expect(folder.exists(sets + "ink.colorset/Contents.json"))
        #expect(folder.exists("App/Media.xcassets/Flo/logo.imageset/Contents.json"))
    }

    @Test func checkCoversTheCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.manifest(controls: Self.plus), to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(folder.exists("App/Media.xcassets/Contents.json"))
        try folder.write(
            Self.manifest(controls: Self.plus.replacingOccurrences(of: "\"water\"", with: "\"ink\"")), to: "assets.json"
        )
        let stale = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: stale) == .checkFailed)
        #expect(
            stale.errors.contains(
                #"App/Media.xcassets/Flo/plus.imageset/Contents.json: error: stale: differs at line 6: expected "    },", found "    }""#
            ))
        #expect(
            stale.errors.contains(
                "App/Media.xcassets/Flo/plus.imageset/plus~dark.pdf: error: missing: not generated yet"))
        #expect(
            stale.errors.hasSuffix(
                "note: 5 problems with the generated files (3 stale, 2 missing); to regenerate, run: flo-assets"))
        // The catalog's own Contents.json: created when missing, otherwise the user's (Xcode may rewrite it).
        try folder.write("{}", to: "App/Media.xcassets/Contents.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(runTool(["--check"], in: folder) == .success)
        #expect(try folder.read("App/Media.xcassets/Contents.json") == Data("{}".utf8))
        try FileManager.default.removeItem(at: folder.url.appending(path: "App/Media.xcassets/Contents.json"))
        let missing = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: missing) == .checkFailed)
        #expect(missing.errors.hasPrefix("App/Media.xcassets/Contents.json: error: missing: not generated yet"))
    }

    /// Dropping the namespace keeps its Contents.json while the folder holds the user's sets, which would
    /// otherwise leave the namespace.
    @Test func aNamespaceWithTheUsersSetsKeepsItsContents() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "App/Media.xcassets/Flo/logo.imageset"), withIntermediateDirectories: true)
        try folder.write(#"{"images":[]}"#, to: "App/Media.xcassets/Flo/logo.imageset/Contents.json")
        try folder.write(Self.manifest(controls: Self.plus), to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        try folder.write(Self.manifest(controls: Self.plus, catalog: #""vector": "pdf""#), to: "assets.json")
        let dropped = CapturedConsole()
        #expect(runTool([], in: folder, captured: dropped) == .success)
        #expect(folder.exists("App/Media.xcassets/Flo/Contents.json"))
        #expect(!folder.exists("App/Media.xcassets/Flo/plus.imageset"))
        #expect(
            dropped.errors.contains(
                "App/Media.xcassets/Flo/Contents.json: warning: kept: the folder still holds 'logo.imageset', which stay in its namespace"
            ))
    }

    /// A version 1 index (bare names) owns flat files only: a hand-made one cannot delete the user's sets.
    @Test func aBareIndexCannotDeleteTheUsersSets() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "App/Media.xcassets/Flo/logo.imageset"), withIntermediateDirectories: true)
        try folder.write(#"{"images":[]}"#, to: "App/Media.xcassets/Flo/logo.imageset/Contents.json")
        try folder.write("Flo/logo.imageset/Contents.json\n", to: "App/Media.xcassets/.flo-assets-index")
        try folder.write(Self.manifest(controls: Self.plus), to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(try folder.read("App/Media.xcassets/Flo/logo.imageset/Contents.json") == Data(#"{"images":[]}"#.utf8))
    }

    /// One folder named twice (through a link, or `..`) is an error at once, not a lock that waits for ever.
    @Test func oneFolderUnderTwoNamesIsAnError() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "M.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "Alias.xcassets").path, withDestinationPath: "M.xcassets")
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "M.xcassets"}, {"format": "xcassets", "path": "Alias.xcassets"}], "controls": [{"name": "s", "type": "star"}]}"#,
            to: "assets.json")
        for arguments in [[], ["--check"]] {
            let captured = CapturedConsole()
            #expect(runTool(arguments, in: folder, captured: captured) == .invalidInput)
            #expect(
                captured.errors
                    == "Alias.xcassets: error: is the same folder as M.xcassets (through a link, '..' or another case); give both outputs the same path"
            )
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/M.xcassets").isEmpty)
        // So too when the first name's folder has a conflict, which generate reports with the other folders'.
        try folder.write("mine", to: "M.xcassets/s.svg")
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .invalidInput)
        #expect(
            captured.errors.hasPrefix("Alias.xcassets: error: is the same folder as M.xcassets"), "\(captured.errors)")
    }

    /// `--output DIR` is where the manifest's paths start, and they stay inside it, through links too.
    @Test func outputPathsStayInsideTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "victim"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "repo"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "repo/link").path, withDestinationPath: "../victim")
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "xcassets", "path": "link/M.xcassets"}], "controls": []}"#,
            to: "repo/assets.json")
        let captured = CapturedConsole()
        #expect(
            runTool(["--manifest", "repo/assets.json", "--output", "repo"], in: folder, captured: captured)
                == .invalidInput)
        #expect(
            captured.errors.hasPrefix("repo/assets.json:1:59: error: outputs[0].path: \"link/M.xcassets\" leads out"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/victim").isEmpty)
    }

    @Test func outputReRootsEveryPath() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.manifest(controls: Self.plus), to: "assets.json")
        #expect(runTool(["--output", "elsewhere", "--quiet"], in: folder) == .success)
        #expect(folder.exists("elsewhere/Assets/plus.svg"))
        #expect(folder.exists("elsewhere/App/Media.xcassets/Flo/plus.imageset/plus.pdf"))
        #expect(!folder.exists("Assets") && !folder.exists("App"))
    }

    /// Every problem with `outputs`, located, and nothing written.
    @Test(arguments: [
        (
            #""output": "Assets", "outputs": [{"format": "svg", "path": "A"}]"#,
            #"assets.json:1:26: error: output: "output" is the shorthand for one folder of SVG and PDF, and this manifest has "outputs""#
        ),
        (
            #""outputs": [{"format": "gif", "path": "A"}]"#,
            #"assets.json:1:39: error: outputs[0].format: "gif" is not one of "svg", "pdf", "xcassets", "vectorDrawable", "png""#
        ),
        (
            #""outputs": [{"format": "xcassets", "path": "App/Media"}]"#,
            #"assets.json:1:59: error: outputs[0].path: "App/Media" does not end in .xcassets, so Xcode would not read it as an asset catalog"#
        ),
        (
            #""outputs": [{"format": "xcassets", "path": "M.xcassets", "namespace": "my space"}]"#,
            #"assets.json:1:86: error: outputs[0].namespace: "my space" is not a valid namespace"#
        ),
        (
            #""outputs": [{"format": "xcassets", "path": "M.xcassets", "vector": "png"}]"#,
            #"assets.json:1:83: error: outputs[0].vector: "png" is not one of "pdf", "svg""#
        ),
        (
            #""outputs": [{"format": "svg", "path": "A"}, {"format": "svg", "path": "./A/"}]"#,
            #"assets.json:1:60: error: outputs[1]: "svg" to "./A/" is listed twice; remove one"#
        ),
        (
            #""outputs": [{"format": "svg", "path": "A", "namespace": "Flo"}]"#,
            #"assets.json:1:59: error: outputs[0].namespace: unknown key "namespace"; expected one of "format", "path""#
        ),
        (
            #""outputs": [{"format": "pdf", "path": "../A"}]"#,
            #"assets.json:1:54: error: outputs[0].path: "../A" leaves the manifest's folder"#
        ),
        (
            #""outputs": []"#,
            #"assets.json:1:27: error: outputs: expected a non-empty array of outputs, found an empty array"#
        ),
        (
            #""outputs": [{"path": "A"}]"#,
            #"assets.json:1:28: error: outputs[0].format: missing required key "format"; one of "svg", "pdf", "xcassets", "vectorDrawable", "png""#
        ),
    ])
    func outputProblemsAreLocated(outputs: String, expected: String) {
        let text = #"{"version": 1, \#(outputs), "controls": []}"#
        let errors = manifestErrors(text)
        #expect(errors.contains { $0.hasPrefix(expected) }, "\(errors)")
    }

    @Test func renderingIntentIsAChoice() {
        let errors = manifestErrors(
            #"{"version": 1, "controls": [{"name": "b", "type": "star", "renderingIntent": "tinted"}]}"#)
        #expect(
            errors == [
                #"assets.json:1:78: error: controls[0].renderingIntent: "tinted" is not one of "template", "original""#
            ])
    }
}
