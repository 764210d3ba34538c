import FloAssetsTestSupport
import Foundation
import Testing

/// Manifests a hostile or careless pull request holds, through the real executable: large objects and long lists,
/// within the 4 MiB a manifest may have, are read in time that grows with their size, not its square.
@Suite struct HostileManifestTests {
    /// Runs the tool on `manifest` in a new folder; its outcome, and checks that a refused manifest wrote nothing.
    static func run(_ manifest: String) throws -> ToolProcess.Outcome {
        let folder = try TemporaryFolder()
        try folder.write(manifest, to: "assets.json")
        let outcome = try ToolProcess.capture(["-q", "--no-cache"], in: folder.url, timeout: 30)
        #expect(!outcome.timedOut)
        if outcome.status != 0 { #expect(!folder.exists("Out"), "a refused manifest wrote files") }
        return outcome
    }

    static func manifest(colors: String = "", controls: String, rest: String = "") -> String {
        #"{"version": 1, "output": "Out", "colors": {\#(colors)}, "controls": [\#(controls)]\#(rest)}"#
    }

    /// 100,000 palette colours (2.5 MB): each looked up by name, once.
    @Test func aPaletteOfAHundredThousandColorsIsReadPromptly() throws {
        let colors = (0..<100_000).map { ##""c\##($0)": "#57DAD5""## }.joined(separator: ", ")
        let outcome = try Self.run(Self.manifest(colors: colors, controls: #"{"name": "s", "type": "star"}"#))
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.seconds < 10)
    }

    /// 20,000 misspelt names in a palette of 20,000: "did you mean" stops comparing within its budget.
    @Test func thousandsOfMisspeltPaletteNamesArePrompt() throws {
        let colors = (0..<20_000).map { ##""color\##($0)": "#57DAD5""## }.joined(separator: ", ")
        let controls = (0..<20_000).map {
            #"{"name": "r\#($0)", "type": "rectangle", "width": 9, "height": 9, "fillColor": "colr\#($0)"}"#
        }
        let outcome = try Self.run(Self.manifest(colors: colors, controls: controls.joined(separator: ", ")))
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix(#"assets.json:1:"#) && outcome.errors.contains(#"did you mean "color0"?"#))
        #expect(outcome.seconds < 10)
    }

    /// A control of 100,000 unknown keys, one a line, 10,000 of them twice: the first 200 by position are shown,
    /// and a note counts the rest (each of them is still found: the note's count).
    @Test func aControlOfAHundredThousandKeysIsReadPromptly() throws {
        let keys = (0..<100_000).map { #""k\#($0 % 90_000)": 1"# }.joined(separator: ",\n")
        let outcome = try Self.run(Self.manifest(controls: #"{"name": "s", "type": "star",\#n\#(keys)}"#))
        #expect(outcome.status == 2)
        let errors = outcome.errors.split(separator: "\n")
        #expect(errors.count { $0.contains(#"unknown key "k"#) } == 200)
        // Key k is on line k + 2.
        #expect(errors.first?.hasPrefix(#"assets.json:2:1: error: controls[0].k0: unknown key "k0""#) == true)
        #expect(errors.last == "assets.json: error: 99800 more problems not shown; correct these first")
        #expect(outcome.seconds < 10)
    }

    /// `formats` of 200,000 entries: each message as short as for two.
    @Test func aLongListOfFormatsIsReadPromptly() throws {
        let formats = Array(repeating: #""svg", "png""#, count: 100_000).joined(separator: ", ")
        let outcome = try Self.run(
            #"{"version": 1, "formats": [\#(formats)], "controls": [{"name": "s", "type": "star"}]}"#)
        #expect(outcome.status == 2)
        #expect(outcome.errors.utf8.count < 200_000 * 300)
        #expect(outcome.seconds < 10)
    }
}
