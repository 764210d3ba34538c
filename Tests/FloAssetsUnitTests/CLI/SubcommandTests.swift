import FloAssetsTestSupport
import Foundation
import Testing

@testable import flo_assets

/// `help`, `--help` and `--version` as swift-argument-parser tools answer them; `schema`; `--check`'s hint.
@Suite struct SubcommandTests {
    @Test(arguments: Subcommand.allCases.filter { $0 != .help })
    func eachSubcommandHasItsOwnHelp(subcommand: Subcommand) throws {
        let folder = try TemporaryFolder()
        for arguments in [
            ["help", subcommand.rawValue], [subcommand.rawValue, "--help"], [subcommand.rawValue, "-h"],
        ] {
            let captured = CapturedConsole()
            #expect(runTool(arguments, in: folder, captured: captured) == .success)
            #expect(captured.output == subcommand.usage, "\(arguments)")
            #expect(
                captured.output.contains(
                    "USAGE: flo-assets \(subcommand == .generate ? "[generate]" : subcommand.rawValue)"))
        }
    }

    @Test func generalHelpListsEverySubcommandAndShortFlag() throws {
        let folder = try TemporaryFolder()
        for arguments in [["help"], ["--help"], ["-h"]] {
            let captured = CapturedConsole()
            #expect(runTool(arguments, in: folder, captured: captured) == .success)
            #expect(captured.output == Subcommand.generalUsage)
        }
        for word in Subcommand.allCases.map(\.rawValue) + ["-q, --quiet", "-j, --jobs N", "-h, --help", "--version"] {
            #expect(Subcommand.generalUsage.contains(word), "\(word)")
        }
        let unknown = CapturedConsole()
        #expect(runTool(["help", "frobnicate"], in: folder, captured: unknown) == .invalidInput)
        #expect(
            unknown.errors.hasPrefix("flo-assets: error: unknown subcommand 'frobnicate'; expected one of generate"))
        let late = CapturedConsole()
        #expect(runTool(["--quiet", "schema"], in: folder, captured: late) == .invalidInput)
        #expect(late.errors == "flo-assets: error: 'schema' is a subcommand; give it first: flo-assets schema …")
    }

    @Test func versionMatchesTheChangelog() throws {
        let folder = try TemporaryFolder()
        let captured = CapturedConsole()
        #expect(runTool(["--version"], in: folder, captured: captured) == .success)
        #expect(captured.output == Version.current)
        let changelog = try String(contentsOf: repositoryRoot.appending(path: "CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(newest?.hasPrefix("## \(Version.current)") == true, "\(newest ?? "no section")")
    }

    @Test func schemaIsTheRepositorysFileAndIsWrittenOnlyWhenChanged() throws {
        let committed = try String(contentsOf: repositoryRoot.appending(path: "assets.schema.json"), encoding: .utf8)
        #expect(committed == ManifestSchema.text + "\n", "run: swift run flo-assets schema --output assets.schema.json")
        let folder = try TemporaryFolder()
        let printed = CapturedConsole()
        #expect(runTool(["schema"], in: folder, captured: printed) == .success)
        #expect(printed.output == ManifestSchema.text)
        #expect(runTool(["schema", "--output", "assets.schema.json"], in: folder) == .success)
        #expect(try folder.read("assets.schema.json") == Data(committed.utf8))
        let path = folder.url.appending(path: "assets.schema.json").path
        let written = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        #expect(runTool(["schema", "--output=assets.schema.json"], in: folder) == .success)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == written)
        let manifest = CapturedConsole()
        #expect(runTool(["schema", "--manifest", "x.json"], in: folder, captured: manifest) == .invalidInput)
        #expect(manifest.errors == "flo-assets: error: schema reads no manifest; remove --manifest")
    }

    @Test func checkNamesTheCommandItsCallerRuns() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "controls": [{"name": "s", "type": "star"}]}"#, to: "assets.json")
        let captured = CapturedConsole()
        let code = FloAssetsCommand.main(
            arguments: ["--check"], workingDirectory: folder.path, console: captured.console,
            regenerateHint: "swift package --allow-writing-to-package-directory generate-assets")
        #expect(code == .checkFailed)
        #expect(
            captured.errors.split(separator: "\n").last.map(String.init)
                == "Assets: note: 2 problems with the generated files (2 missing); to regenerate, run: "
                + "swift package --allow-writing-to-package-directory generate-assets")
    }

    /// A link where a generated file goes is counted as in the way, beside the stale files, not as a kind of its own
    /// made of the message's first words.
    @Test func checkCountsWhatIsInTheWay() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"version": 1, "controls": [{"name": "s", "type": "star"}]}"#, to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        try FileManager.default.removeItem(at: folder.url.appending(path: "Assets/s.svg"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "Assets/s.svg").path, withDestinationPath: "/etc/hostname")
        let captured = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: captured) == .checkFailed)
        #expect(
            captured.errors.hasPrefix("Assets/s.svg: error: in the way: is a symbolic link; "), "\(captured.errors)")
        #expect(
            captured.errors.contains(
                "note: 1 problem with the generated files (1 in the way); move what is in the way, then"))
    }

    @Test func optionsAreTakenAsWrittenOnce() throws {
        let folder = try TemporaryFolder()
        let cases: [(arguments: [String], error: String)] = [
            (["-j", "2", "--jobs", "3"], "--jobs is given twice; give it once"),
            (["--jobs=2", "-j", "3"], "--jobs is given twice; give it once"),
            (["--manifest", "-q"], "--manifest needs a value"),
            (["--jobs", "-1"], "--jobs needs a whole number of at least 1, not '-1'"),
            (
                ["--jobs", "99999999999999999999"],
                "--jobs needs a whole number from 1 to \(Int.max), and '99999999999999999999' is larger"
            ),
            (["watch", "--serve", "--serve", "0"], "--serve is given twice; give it once"),
            (["watch", "--serve="], "--serve takes a port from 0 to 65535, not ''"),
            (["watch", "--serve=abc"], "--serve takes a port from 0 to 65535, not 'abc'"),
            (["watch", "--serve=-1"], "--serve takes a port from 0 to 65535, not '-1'"),
            (["watch", "--serve", "-1"], "--serve takes a port from 0 to 65535, not '-1'"),
            (["watch", "--serve", "abc"], "--serve takes a port from 0 to 65535, not 'abc'"),
            (["watch", "--quiet=--serve"], "--quiet takes no value; write --quiet alone"),
            (["--check=8080"], "--check takes no value; write --check alone"),
            (["--", "assets.json"], "unexpected argument 'assets.json' after --"),
            (["schema", "--manifest", "assets.json"], "schema reads no manifest; remove --manifest"),
            (["schema", "--check"], "schema only prints or writes the manifest's JSON Schema; remove --check"),
            (["crispness-report", "--cache", "c"], "crispness-report writes and checks no files; remove --cache"),
            (["--output", ""], "--output needs a path, not an empty one"),
            (["--manifest="], "--manifest needs a path, not an empty one"),
            (["schema", "--output", ""], "--output needs a path, not an empty one"),
            (["schema", "--output", "-"], "schema prints to standard output without --output; remove --output -"),
            (
                ["--manifest", "-"],
                "--manifest takes a path, not standard input; give a path, like ./- for a file named '-'"
            ),
            (
                ["--output", "-"],
                "--output takes a folder, not standard output; give a path, like ./- for a folder named '-'"
            ),
            (
                ["--output", "Out/" + String(repeating: "a", count: 256) + "/x"],
                "--output: the name \"\(String(repeating: "a", count: 256))\" is 256 bytes long, more than the 255 a "
                    + "file system takes; use a shorter name"
            ),
        ]
        for (arguments, error) in cases {
            let captured = CapturedConsole()
            #expect(runTool(arguments, in: folder, captured: captured) == .invalidInput, "\(arguments)")
            #expect(captured.errors == "flo-assets: error: " + error, "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "a refused run wrote")
        let help = CapturedConsole()
        #expect(runTool(["help", "--help"], in: folder, captured: help) == .success)
        #expect(help.output == Subcommand.generalUsage)
        let written = CapturedConsole()
        #expect(runTool(["schema", "--output", "s.json"], in: folder, captured: written) == .success)
        #expect(written.output == "wrote s.json")
        let again = CapturedConsole()
        #expect(runTool(["schema", "--output", "s.json"], in: folder, captured: again) == .success)
        #expect(again.output == "s.json is up to date")
        // Only a schema is replaced: not the manifest a slip of the tab key names.
        try folder.write(#"{"version": 1, "controls": []}"#, to: "assets.json")
        let manifest = CapturedConsole()
        #expect(runTool(["schema", "--output", "assets.json"], in: folder, captured: manifest) == .invalidInput)
        #expect(
            manifest.errors
                == "assets.json: error: is not a JSON Schema this tool wrote, so schema --output leaves it alone; give another path"
        )
        #expect(try folder.read("assets.json") == Data(#"{"version": 1, "controls": []}"#.utf8))
        let missing = CapturedConsole()
        #expect(runTool(["schema", "--output", "Docs/s.json"], in: folder, captured: missing) == .fileAccessFailure)
        #expect(
            missing.errors
                == "Docs/s.json: error: cannot write in Docs: No such file or directory; create the folder first")
    }
}
