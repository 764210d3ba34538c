import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

@Suite struct FloAssetsCommandTests {
    static func folderWithDefaultManifest() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(try defaultManifestText(), to: "assets.json")
        return folder
    }

    static func modificationDates(in folder: TemporaryFolder, _ names: [String]) throws -> [Date] {
        try names.map { name in
            let attributes = try FileManager.default.attributesOfItem(
                atPath: folder.url.appending(path: name).path)
            return try #require(attributes[.modificationDate] as? Date)
        }
    }

    /// Every file of the default manifest, relative to its folder, from the decoded manifest.
    static let defaultNames: [String] = (try? defaultPaths()) ?? []

    @Test func generatesThenWritesNothingTheSecondTime() throws {
        let folder = try Self.folderWithDefaultManifest()
        let first = CapturedConsole()
        #expect(runTool([], in: folder, captured: first) == .success)
        #expect(Self.defaultNames.count >= 20)
        #expect(
            first.output
                == "generated \(Self.defaultNames.count) files: \(Self.defaultNames.count) written, 0 unchanged")
        let before = try Self.modificationDates(in: folder, Self.defaultNames)
        Thread.sleep(forTimeInterval: 0.02)
        let second = CapturedConsole()
        #expect(runTool(["generate"], in: folder, captured: second) == .success)
        #expect(
            second.output
                == "generated \(Self.defaultNames.count) files: 0 written, \(Self.defaultNames.count) unchanged")
        #expect(try Self.modificationDates(in: folder, Self.defaultNames) == before)
        // The files are the committed ones, byte for byte.
        for name in Self.defaultNames {
            let committed = try Data(contentsOf: repositoryRoot.appending(path: name))
            #expect(try folder.read(name) == committed, "\(name)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.appending(path: "Assets").path)
        #expect(
            leftovers.sorted()
                == ([".flo-assets-index"]
                + Self.defaultNames.filter { $0.hasPrefix("Assets/") }.map { String($0.dropFirst(7)) })
                .sorted())
    }

    @Test func checkReportsStaleMissingAndExtraFiles() throws {
        let folder = try Self.folderWithDefaultManifest()
        let count = Self.defaultNames.count
        let missing = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: missing) == .checkFailed)
        #expect(!folder.exists("Assets"))
        #expect(missing.errors.contains("Assets/plus-button.svg: error: missing: not generated yet"))
        // Ten lines, then one note that counts them all: the index, missing too, follows from the rest.
        let lines = missing.errors.split(separator: "\n")
        #expect(lines.count == FloAssetsCommand.problemsShown + 1)
        #expect(!missing.errors.contains(".flo-assets-index"))
        #expect(
            lines.last.map(String.init)
                == "assets.json: note: \(count) problems with the generated files (\(count) missing); \(count - 10) more not "
                + "shown; to regenerate, run: flo-assets")

        #expect(runTool(["--quiet"], in: folder) == .success)
        let clean = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: clean) == .success)
        #expect(clean.output == "checked \(count) files: all up to date")

        // A renamed control: missing and extra, in each of its four appearances, and the preview page and the three
        // code files stale; the index follows from them.
        let renamed = try defaultManifestText().replacingOccurrences(of: "\"minus-button\"", with: "\"minus\"")
        try folder.write(renamed, to: "assets.json")
        let moved = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: moved) == .checkFailed)
        #expect(moved.errors.contains("Code/FloViews.swift: error: stale: differs at line 58"))
        #expect(
            moved.errors.contains(
                "Assets/minus-button.pdf: error: extra: generated earlier; the manifest no longer produces it"))
        #expect(!moved.errors.contains(".flo-assets-index"))
        #expect(
            moved.errors.hasSuffix(
                "20 problems with the generated files (4 stale, 8 extra, 8 missing); 10 more not shown; to regenerate, run: flo-assets"
            ))

        // And a palette colour: stale, the ten counters and the drop that use it in the light appearance (not
        // their dark files) and the page, shown before the files that follow from the rename.
        try folder.write(renamed.replacingOccurrences(of: "\"#226E64\"", with: "\"#226E65\""), to: "assets.json")
        let stale = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: stale) == .checkFailed)
        #expect(stale.errors.hasPrefix("Assets/counter.svg: error: stale: differs at line 4"))
        #expect(stale.errors.contains("Assets/counter.pdf: error: stale: "))
        #expect(!stale.errors.contains("missing: not generated yet"))
        #expect(stale.errors.contains("(26 stale, 8 extra, 8 missing); 32 more not shown; to regenerate"))

        let regenerate = CapturedConsole()
        #expect(runTool([], in: folder, captured: regenerate) == .success)
        #expect(regenerate.output == "generated \(count) files: 34 written, \(count - 34) unchanged, 8 removed")
        #expect(!folder.exists("Assets/minus-button~darkHighContrast.pdf"))
        #expect(!folder.exists("Assets/minus-button.svg"))
        #expect(runTool(["--check"], in: folder) == .success)
    }

    @Test func aHandEditedGeneratedFileIsAConflictNotOverwritten() throws {
        let folder = try Self.folderWithDefaultManifest()
        #expect(runTool(["--quiet"], in: folder) == .success)
        try folder.write("<svg/>\n", to: "Assets/counter.svg")
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("Assets/counter.svg: error: edited: differs at line 1: expected \"<svg xmlns="))
        // Said as generate says it: the tool wrote this file, and someone changed it since.
        #expect(check.errors.contains("flo-assets generated it and it was changed since, so generate will not replace"))
        #expect(!check.errors.contains("not generated by flo-assets"))
        // Regenerating alone would stop at this file: the note says what to do first.
        #expect(check.errors.contains("(1 edited); undo the edit or move the edited file away, then run:"))
        let generate = CapturedConsole()
        #expect(runTool([], in: folder, captured: generate) == .invalidInput)
        #expect(
            generate.errors
                == "Assets/counter.svg: error: was changed since flo-assets generated it; move your version away (or undo the change), then generate again"
        )
        #expect(try folder.read("Assets/counter.svg") == Data("<svg/>\n".utf8))
    }

    /// A file that already holds what the tool would write there (its index lost in a merge, say) is taken up as
    /// generated, not a conflict.
    @Test func aFileHoldingWhatTheToolWritesIsTakenUp() throws {
        let folder = try Self.folderWithDefaultManifest()
        #expect(runTool(["--quiet"], in: folder) == .success)
        try FileManager.default.removeItem(at: folder.url.appending(path: "Assets/.flo-assets-index"))
        let dates = try Self.modificationDates(in: folder, Self.defaultNames)
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(try Self.modificationDates(in: folder, Self.defaultNames) == dates)
        #expect(try String(decoding: folder.read("Assets/.flo-assets-index"), as: UTF8.self).contains("counter.svg"))
        #expect(runTool(["--check"], in: folder) == .success)
    }

    /// Edits in two output folders are told at once, by generate and `--check` alike, and the note sums them up for
    /// the manifest, not for one of the folders.
    @Test func theConflictsOfEveryFolderAreToldAtOnce() throws {
        let folder = try Self.folderWithDefaultManifest()
        #expect(runTool(["--quiet"], in: folder) == .success)
        try folder.write("<svg/>\n", to: "Assets/counter.svg")
        try folder.write("// mine\n", to: "Code/FloViews.swift")
        let generate = CapturedConsole()
        #expect(runTool([], in: folder, captured: generate) == .invalidInput)
        #expect(generate.errors.contains("Assets/counter.svg: error: was changed since flo-assets generated it"))
        #expect(generate.errors.contains("Code/FloViews.swift: error: was changed since flo-assets generated it"))
        #expect(try folder.read("Code/FloViews.swift") == Data("// mine\n".utf8))
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("\nassets.json: note: 2 problems with the generated files (2 edited)"))
    }

    @Test func checkSaysWhenAFileInTheWayWasNeverGenerated() throws {
        let folder = try Self.folderWithDefaultManifest()
        try folder.write("<svg/>\n", to: "Assets/counter.svg")
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(
            check.errors.contains(
                "Assets/counter.svg: error: in the way: exists and was not generated by flo-assets (it is not listed in Assets/.flo-assets-index); move it away"
            ))
        #expect(check.errors.hasPrefix("Assets/counter.svg"), "the file in the way comes before the missing ones")
        #expect(check.errors.contains("; move what is in the way, then run:"))
    }

    /// Edited files and files in the way together: each step said once, in order, before the command.
    @Test func checkSaysEveryStepBeforeRegenerating() throws {
        let folder = try Self.folderWithDefaultManifest()
        #expect(runTool(["--quiet"], in: folder) == .success)
        try folder.write("<svg/>\n", to: "Assets/counter.svg")
        // star.svg, no longer listed in the index, is a file the tool did not write.
        let index = String(decoding: try folder.read("Assets/.flo-assets-index"), as: UTF8.self)
        try folder.write(
            index.split(separator: "\n").filter { !$0.hasSuffix(" star.svg") }.joined(separator: "\n") + "\n",
            to: "Assets/.flo-assets-index")
        try folder.write("<svg/>\n", to: "Assets/star.svg")
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(
            check.errors.hasSuffix(
                "(1 edited, 1 in the way); undo the edit or move the edited file away; move what is in the way; then run: flo-assets"
            ), "\(check.errors)")
    }

    @Test func userFilesInTheOutputFolderAreNeverTouched() throws {
        let folder = try Self.folderWithDefaultManifest()
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Assets"), withIntermediateDirectories: true)
        try folder.write("mine", to: "Assets/notes.txt")
        try folder.write("my own drawing", to: "Assets/counter.svg")
        let conflict = CapturedConsole()
        #expect(runTool([], in: folder, captured: conflict) == .invalidInput)
        #expect(conflict.errors.contains("Assets/counter.svg: error: exists and was not generated by flo-assets"))
        #expect(try folder.read("Assets/counter.svg") == Data("my own drawing".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Assets").sorted() == [
                "counter.svg", "notes.txt",
            ])

        try FileManager.default.removeItem(at: folder.url.appending(path: "Assets/counter.svg"))
        #expect(runTool([], in: folder) == .success)
        // No controls: every drawing goes; the page, showing none, stays with the user's notes.
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "Assets"}, {"format": "preview", "path": "Assets/index.html"}], "controls": []}"#,
            to: "assets.json")
        #expect(runTool([], in: folder) == .success)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Assets").sorted() == [
                ".flo-assets-index", "index.html", "notes.txt",
            ])
        #expect(try folder.read("Assets/notes.txt") == Data("mine".utf8))
    }

    @Test func invalidManifestChangesNothingAndExitsTwo() throws {
        let folder = try Self.folderWithDefaultManifest()
        #expect(runTool([], in: folder) == .success)
        let before = try Self.modificationDates(in: folder, Self.defaultNames)
        try folder.write(
            try defaultManifestText().replacingOccurrences(of: "\"counter\": 5", with: "\"counter\": 50")
                .replacingOccurrences(of: "\"minus-button\"", with: "\"minus\""), to: "assets.json")
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .invalidInput)
        #expect(captured.errors.hasPrefix("assets.json:26:18: error: controls[2].counter: 50 is out of range"))
        #expect(try Self.modificationDates(in: folder, Self.defaultNames) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "Assets/minus.svg").path))
    }

    @Test func usageErrorsAndOptions() throws {
        let folder = try Self.folderWithDefaultManifest()
        let unknown = CapturedConsole()
        #expect(runTool(["--frobnicate"], in: folder, captured: unknown) == .invalidInput)
        #expect(unknown.errors == "flo-assets: error: unknown argument '--frobnicate'; see flo-assets --help")
        #expect(runTool(["--manifest"], in: folder) == .invalidInput)
        let twice = CapturedConsole()
        #expect(runTool(["--output", "a", "--output=b"], in: folder, captured: twice) == .invalidInput)
        #expect(twice.errors == "flo-assets: error: --output is given twice; give it once")
        let missing = CapturedConsole()
        #expect(runTool(["--manifest", "nope.json"], in: folder, captured: missing) == .invalidInput)
        #expect(missing.errors.contains("nope.json: error: no manifest here"))

        let quiet = CapturedConsole()
        #expect(runTool(["--output", "Elsewhere", "--quiet"], in: folder, captured: quiet) == .success)
        #expect(quiet.output.isEmpty && quiet.errors.isEmpty)
        // `outputs` are re-rooted under it.
        #expect(FileManager.default.fileExists(atPath: folder.url.appending(path: "Elsewhere/Assets/counter.pdf").path))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "Assets").path))

        let help = CapturedConsole()
        #expect(runTool(["--help"], in: folder, captured: help) == .success)
        #expect(help.output.contains("USAGE: flo-assets"))
    }

    /// `-q` prints only errors, also when the run fails: the manifest's warnings are left out.
    @Test func quietFailuresPrintOnlyTheErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            ##"{"version": 1, "output": "o", "controls": [{"name": "a", "type": "star", "color": "#FF000000"}, "##
                + #"{"name": "b", "type": "star", "width": -1}]}"#, to: "assets.json")
        let loud = CapturedConsole()
        #expect(runTool([], in: folder, captured: loud) == .invalidInput)
        #expect(loud.errors.contains(": warning: ") && loud.errors.contains(": error: "), "\(loud.errors)")
        let quiet = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: quiet) == .invalidInput)
        #expect(!quiet.errors.contains(": warning: ") && quiet.errors.contains(": error: "), "\(quiet.errors)")
    }

    /// A manifest that is a link leading nowhere, or a loop of links, is the user's to mend: named as such.
    @Test func aManifestLinkToNothingOrInALoopIsBadInput() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "assets.json").path, withDestinationPath: "missing.json")
        let dangling = CapturedConsole()
        #expect(runTool([], in: folder, captured: dangling) == .invalidInput)
        #expect(
            dangling.errors
                == #"assets.json: error: a link to "missing.json", which leads to nothing; create that file or correct the link"#
        )
        // Through another link: the file to create is at the end of the chain, not the link in the middle.
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "missing.json").path, withDestinationPath: "Design/assets.json")
        let chained = CapturedConsole()
        #expect(runTool([], in: folder, captured: chained) == .invalidInput)
        let end = folder.url.appending(path: "Design/assets.json").path
        #expect(
            chained.errors
                == #"assets.json: error: a link to "missing.json", which leads to nothing; create \#(end) or correct the links"#
        )
        try FileManager.default.removeItem(at: folder.url.appending(path: "missing.json"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "missing.json").path, withDestinationPath: "assets.json")
        let loop = CapturedConsole()
        #expect(runTool([], in: folder, captured: loop) == .invalidInput)
        #expect(
            loop.errors
                == "assets.json: error: a symbolic link in a loop of links, which leads to no file; correct the links")
    }

    @Test func unwritableOutputIsAnIOFailure() throws {
        let folder = try Self.folderWithDefaultManifest()
        let captured = CapturedConsole()
        // No one, root included, makes a folder in /proc.
        #expect(runTool(["--output", "/proc/flo-assets-test"], in: folder, captured: captured) == .fileAccessFailure)
        #expect(captured.errors.hasPrefix("/proc/flo-assets-test: error: cannot create folder: "), "\(captured.errors)")
    }

    /// Importing what the manifest generates never settles (two controls importing each other's files swap them
    /// at every run): refused before anything is written, by generate and check alike.
    @Test func aGeneratedFileCannotBeImported() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "output": "Assets", "formats": ["svg"], "controls": [{"name": "a", "type": "star"}, {"name": "b", "type": "star", "fill": true}]}"#,
            to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        let before = try [folder.read("Assets/a.svg"), folder.read("Assets/b.svg")]
        try folder.write(
            #"{"version": 1, "output": "Assets", "formats": ["svg"], "controls": [{"name": "a", "type": "svg", "source": "Assets/b.svg"}, {"name": "b", "type": "svg", "source": "./Assets/a.svg"}]}"#,
            to: "assets.json")
        for arguments in [[], ["--check"]] {
            let captured = CapturedConsole()
            #expect(runTool(arguments, in: folder, captured: captured) == .invalidInput)
            #expect(
                captured.errors.contains(
                    "Assets/b.svg: error: is generated by this manifest and imported, so each run would draw it from the run before; import the file it was made from instead (imported by control \"a\", assets.json:1:108)"
                ), "\(captured.errors)")
            #expect(
                captured.errors.contains(
                    "Assets/a.svg: error: is generated by this manifest and imported, so each run would draw it from the run before; import the file it was made from instead (imported by control \"b\", assets.json:1:"
                ), "\(captured.errors)")
        }
        #expect(try [folder.read("Assets/a.svg"), folder.read("Assets/b.svg")] == before)
        // Through a link to the output folder, the same file.
        #expect(symlink("Assets", folder.url.appending(path: "Linked").path) == 0)
        try folder.write(
            #"{"version": 1, "output": "Linked", "formats": ["svg"], "controls": [{"name": "a", "type": "star"}, {"name": "c", "type": "svg", "source": "Assets/a.svg"}]}"#,
            to: "assets.json")
        let linked = CapturedConsole()
        #expect(runTool([], in: folder, captured: linked) == .invalidInput)
        #expect(linked.errors.hasPrefix("Linked/a.svg: error: is generated by this manifest"), "\(linked.errors)")
        // A file of the user's own in the output folder is theirs to import.
        try folder.write(String(decoding: before[0], as: UTF8.self), to: "Assets/mine.svg")
        try folder.write(
            #"{"version": 1, "output": "Assets", "formats": ["svg"], "controls": [{"name": "c", "type": "svg", "source": "Assets/mine.svg"}]}"#,
            to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
    }

    /// `link/..` is the link's target's parent to the shell and the link's own folder as text: refused rather than
    /// guessed, as is a manifest path ending in '/'.
    @Test func aParentStepAfterALinkIsRefused() throws {
        let folder = try Self.folderWithDefaultManifest()
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "other/deep"), withIntermediateDirectories: true)
        #expect(symlink("other/deep", folder.url.appending(path: "link").path) == 0)
        for arguments in [
            ["--manifest", "link/../assets.json"], ["--output", "link/../Out"], ["--manifest", "assets.json/"],
            ["--manifest", "link/sub/../../assets.json"], ["--cache", "link/./../c"],
        ] {
            let captured = CapturedConsole()
            #expect(runTool(arguments, in: folder, captured: captured) == .invalidInput, "\(arguments)")
            #expect(captured.errors.hasPrefix("flo-assets: error: " + arguments[0]), "\(captured.errors)")
        }
        #expect(!folder.exists("Out") && !folder.exists("other/Out") && !folder.exists("Assets"))
        // A cache that is a file would silently keep no log.
        try folder.write("not a folder", to: "cache")
        let cache = CapturedConsole()
        #expect(runTool(["--cache", "cache"], in: folder, captured: cache) == .invalidInput)
        #expect(
            cache.errors == #"flo-assets: error: --cache: "cache" is a file, not a folder; give a folder for the logs"#)
        // So would a link to it, a link to nothing, or a path below either.
        #expect(symlink("cache", folder.url.appending(path: "to-file").path) == 0)
        #expect(symlink("nowhere", folder.url.appending(path: "to-nothing").path) == 0)
        for (path, problem) in [
            ("to-file", "is a file, not a folder"), ("to-nothing", "is a symbolic link that leads nowhere"),
            ("cache/logs", "is below \"cache\", which is a file"),
            ("to-nothing/logs", "is below \"to-nothing\", a symbolic link that leads nowhere"),
            ("/\(folder.url.path.dropFirst())/cache/logs", "is below \"\(folder.url.path)/cache\", which is a file"),
        ] {
            let captured = CapturedConsole()
            #expect(runTool(["--cache", path], in: folder, captured: captured) == .invalidInput)
            #expect(captured.errors == "flo-assets: error: --cache: \"\(path)\" \(problem); give a folder for the logs")
        }
        // A link to a folder, and a folder yet to be made, are where the logs go.
        #expect(symlink("other", folder.url.appending(path: "to-folder").path) == 0)
        #expect(runTool(["--cache", "to-folder", "--quiet"], in: folder) == .success)
        #expect(runTool(["--cache", "new/logs", "--quiet"], in: folder) == .success)
        #expect(folder.exists("new/logs"))
        // A '..' out of a file names no folder to the shell.
        let outOfFile = CapturedConsole()
        #expect(runTool(["--cache", "cache/../other"], in: folder, captured: outOfFile) == .invalidInput)
        #expect(outOfFile.errors.contains(#"steps back out of "cache" with '..', but "cache" is a file"#))
        // Nor can a file system hold a name of more than 255 bytes.
        #expect(runTool(["--cache", String(repeating: "a", count: 256)], in: folder) == .invalidInput)
        // A '..' after a real folder is what it says.
        #expect(runTool(["--manifest", "other/../assets.json", "--quiet"], in: folder) == .success)
    }

    @Test func aFileWhereTheOutputGoesIsAConflict() throws {
        let folder = try Self.folderWithDefaultManifest()
        try folder.write("a file, not a folder", to: "Blocked")
        let captured = CapturedConsole()
        #expect(runTool(["--output", "Blocked"], in: folder, captured: captured) == .invalidInput)
        #expect(captured.errors.hasPrefix("Blocked: error: is a file where an output folder goes; move it away"))
        #expect(try folder.read("Blocked") == Data("a file, not a folder".utf8))
        // Under --output the path to change may be the command line's: no note sends the user to the manifest.
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "Icons"}], "controls": [{"name": "star", "type": "star"}]}"#,
            to: "assets.json")
        let joined = CapturedConsole()
        #expect(runTool(["--output", "Blocked"], in: folder, captured: joined) == .invalidInput)
        #expect(joined.errors.hasPrefix("Blocked: error: is a file where") && !joined.errors.contains("note:"))
        let named = CapturedConsole()
        try folder.write("a file, not a folder", to: "Icons")
        #expect(runTool([], in: folder, captured: named) == .invalidInput)
        #expect(named.errors.contains("\nassets.json:1:54: note: the output folder is named here"), "\(named.errors)")
    }

    @Test func parsesOptions() throws {
        let options = try CommandLineOptions(parsing: [
            "generate", "--manifest=x.json", "--output", "Out", "--check", "-q",
        ])
        #expect(options.manifestPath == "x.json" && options.outputPath == "Out" && options.check && options.quiet)
        // `--` ends the options, as swift-argument-parser takes it.
        #expect(try CommandLineOptions(parsing: ["--check", "--"]).check)
    }
}

@Suite struct CrispnessReportTests {
    @Test func printsATableForTheManifestsButtons() throws {
        let folder = try FloAssetsCommandTests.folderWithDefaultManifest()
        let captured = CapturedConsole()
        #expect(runTool(["crispness-report"], in: folder, captured: captured) == .success)
        let lines = captured.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(
            lines.prefix(7) == [
                // The model's prediction, then the count in the tool's own PNG: the same, pixel for pixel.
                "control mode 1x 2x 3x 1x png 2x png 3x png",
                "plus-button grid * 0 0 0 0 0 0",
                "plus-button halfPoint 12 0 36 12 0 36",
                "plus-button none 228 0 684 228 0 684",
                "minus-button grid * 0 0 0 0 0 0",
                "minus-button halfPoint 6 0 18 6 0 18",
                "minus-button none 60 0 180 60 0 180",
            ])
        #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "Assets").path))
    }

    /// A button of a fractional size cannot put both butt ends on whole points and keep them symmetric, as the
    /// crispness page says: these are its figures.
    @Test func aFractionalButtonKeepsFuzzyEnds() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "controls": [{"name": "minus", "type": "pushButton", "width": 100.5, "height": 100.5, "isAddButton": false, "plusLineWidth": 3, "plusButtonScale": 0.6}]}"#,
            to: "assets.json")
        let captured = CapturedConsole()
        #expect(runTool(["crispness-report"], in: folder, captured: captured) == .success)
        let rows = captured.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.contains("minus grid * 3 0 9 3 0 9"), "\(rows)")
        let page = try String(contentsOf: repositoryRoot.appending(path: "docs/crispness.md"), encoding: .utf8)
        #expect(page.contains("`minus grid * 3 0 9 3 0 9`"))
    }
}
