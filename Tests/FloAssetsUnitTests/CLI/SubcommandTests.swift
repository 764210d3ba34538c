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
                == "Assets: note: 2 problems with the generated files (2 missing); to regenerate, run "
                + "'swift package --allow-writing-to-package-directory generate-assets'")
    }
}
