import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder
@testable import FloSupport

/// The registry is the one list of control types: the decoder, the schema and the default manifest must agree with it.
@Suite struct ControlRegistryTests {
    @Test func typeNamesAndKeysAreUniqueAndComeFromTheDecoders() {
        #expect(Set(ControlRegistry.typeNames).count == ControlRegistry.types.count)
        for (type, keys) in ControlRegistry.keysByType {
            #expect(Set(keys).count == keys.count, "\(type) reads a key twice: \(keys)")
            #expect(Array(keys.prefix(ControlRegistry.commonKeys.count)) == ControlRegistry.commonKeys)
            #expect(keys.count > 4, "\(type) reads no key of its own")
        }
        #expect(ControlRegistry.keys(of: PushButton.self).contains("pixelSnapping"))
        #expect(!ControlRegistry.keys(of: Star.self).contains("pixelSnapping"))
    }

    /// Fails when the registry, the schema and the default manifest disagree.
    @Test func registrySchemaAndDefaultManifestAgree() throws {
        let schema = try SchemaTests.schema()
        let schemaTypes = SchemaTests.keys(SchemaTests.member(schema, "$defs")).intersection(ControlRegistry.typeNames)
        #expect(schemaTypes == Set(ControlRegistry.typeNames))
        let manifest = try defaultManifest()
        #expect(Set(manifest.controls.map { type(of: $0.kind).typeName }) == Set(ControlRegistry.typeNames))
    }

    static func diagnostics(_ controls: String) -> [String] {
        do {
            let result = try ManifestLoader.decode(
                Array("{\"version\": 1, \"controls\": [\(controls)]}".utf8), displayPath: "assets.json")
            return result.warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aKeyOfAnotherTypeIsAWarningAndAnUnknownKeyAnError() {
        #expect(
            Self.diagnostics(#"{"name": "s", "type": "star", "pixelSnapping": "none"}"#) == [
                "assets.json:1:59: warning: controls[0].pixelSnapping: \"pixelSnapping\" does not apply to a star and is ignored; remove it"
            ])
        #expect(
            Self.diagnostics(#"{"name": "b", "type": "pushButton", "width": 9, "height": 9, "counter": 3}"#) == [
                "assets.json:1:90: warning: controls[0].counter: \"counter\" does not apply to a pushButton and is ignored; remove it"
            ])
        #expect(
            Self.diagnostics(#"{"name": "s", "type": "star", "colour": "red"}"#) == [
                "assets.json:1:59: error: controls[0].colour: unknown key \"colour\"; did you mean \"color\"?"
            ])
    }

    /// Its states would differ only in their names, and Core Graphics code would take `rect` twice.
    @Test func aKeyOfAnotherTypeWithStatesIsAnError() {
        #expect(
            Self.diagnostics(
                #"{"name": "c-{rect}", "type": "counterView", "width": 200, "height": 200, "rect": {"each": [1, 2]}}"#)
                == [
                    "assets.json:1:102: error: controls[0].rect: \"rect\" does not apply to a counterView, so states that differ only in it would draw the same; remove it"
                ])
        // Also when the name leaves the key out, which is checked once.
        #expect(
            Self.diagnostics(
                #"{"name": "c", "type": "counterView", "width": 200, "height": 200, "rect": {"each": [1, 2]}}"#
            ).contains(
                "assets.json:1:95: error: controls[0].rect: \"rect\" does not apply to a counterView, so states that differ only in it would draw the same; remove it"
            ))
    }

    @Test(arguments: [
        (
            #"{"name": "b", "type": "pushButton", "width": 1e400, "height": 9}"#,
            "assets.json:1:74: error: controls[0].width: 1e400 is out of range; expected a number from 0.001 to 10000"
        ),
        (
            #"{"name": "b", "type": "pushButton", "width": 0.0004, "height": 9}"#,
            "assets.json:1:74: error: controls[0].width: 0.0004 is out of range; expected a number from 0.001 to 10000"
        ),
        (
            #"{"name": "r", "type": "rating", "numberOfStars": 1000, "spacing": 10000}"#,
            "assets.json:1:29: error: controls[0].width: the rating's own width, 10000000, is out of range (expected a number from 0.001 to 10000); set \"width\" or change the keys it is made of"
        ),
        (
            #"{"name": "r", "type": "rating", "spacing": 0}"#,
            "assets.json:1:29: error: controls[0].width: the rating's own width, 0, is out of range (expected a number from 0.001 to 10000); set \"width\" or change the keys it is made of"
        ),
        (
            #"{"name": "x.", "type": "star"}"#,
            "assets.json:1:38: error: controls[0].name: \"x.\" is not a valid name; use letters, digits, '.', '_' and '-', starting with a letter or digit, with no '..' and not ending with '.' (it becomes the file name, which must stay inside the output folder)"
        ),
        (
            #"{"name": "c", "type": "counterView", "width": 9, "height": 9, "counter": 1e999}"#,
            "assets.json:1:102: error: controls[0].counter: 1e999 is out of range; expected a finite number"
        ),
    ])
    func reportsValuesOutsideWhatReadersAccept(control: String, expected: String) {
        #expect(Self.diagnostics(control).contains(expected), "\(Self.diagnostics(control))")
    }

    @Test func aNameTooLongForTheFileSystemIsAnError() {
        let name = String(repeating: "n", count: 240)
        #expect(
            Self.diagnostics(#"{"name": "\#(name)", "type": "star"}"#) == [
                "assets.json:1:38: error: controls[0].name: the name is 240 bytes long; names are limited to 200 bytes so that every file made from it fits the file system"
            ])
        #expect(Self.diagnostics(#"{"name": "\#(String(repeating: "n", count: 200))", "type": "star"}"#).isEmpty)
    }

    @Test(arguments: [
        ("/", "\"/\" is an absolute path"), ("/tmp/out", "\"/tmp/out\" is an absolute path"),
        ("../..", "\"../..\" leaves the manifest's folder"),
        ("a/../../b", "\"a/../../b\" leaves the manifest's folder"),
        ("", "must not be empty"),
    ])
    func outputsStayInsideTheManifestsFolder(output: String, fragment: String) {
        let errors = manifestErrors(#"{"version": 1, "output": "\#(output)", "controls": []}"#)
        #expect(
            errors.count == 1 && errors[0].hasPrefix("assets.json:1:26: error: output: ")
                && errors[0].contains(fragment), "\(errors)")
    }

    /// A name or path the file system would refuse is a located mistake (exit 2), not a failure to create a folder.
    @Test func outputPathsTheFileSystemWouldRefuseAreLocated() {
        let long = String(repeating: "é", count: 128)
        let errors = manifestErrors(#"{"version": 1, "output": "Art/\#(long)/x", "controls": []}"#)
        #expect(
            errors == [
                "assets.json:1:26: error: output: the name \"\(long)\" is 256 bytes long, more than the 255 a file system takes; use a shorter name"
            ])
        let deep = Array(repeating: String(repeating: "d", count: 199), count: 5).joined(separator: "/") // 999 bytes
        let outputs = { (path: String) in #"[{"format": "svg", "path": "\#(path)"}]"# }
        #expect(manifestErrors(#"{"version": 1, "outputs": \#(outputs(deep + "/")), "controls": []}"#).isEmpty)
        #expect(
            manifestErrors(#"{"version": 1, "outputs": \#(outputs(deep + "/x")), "controls": []}"#) == [
                "assets.json:1:54: error: outputs[0].path: the path is 1001 bytes long, more than the 1000 an output path may have (macOS opens paths of fewer than 1,024 bytes, the manifest's folder included); use a shorter path"
            ])
        // A path that leaves the manifest's folder says so first, however long.
        #expect(
            manifestErrors(#"{"version": 1, "output": "../\#(deep)", "controls": []}"#).first?.hasSuffix(
                "leaves the manifest's folder; outputs stay inside it (to write elsewhere, pass --output DIR on the command line)"
            ) == true)
        let longest = String(repeating: "n", count: 255) + "/" + String(repeating: "m", count: 255)
        #expect(manifestErrors(#"{"version": 1, "output": "\#(longest)", "controls": []}"#).isEmpty)
    }

    /// Each output folder is held open for the run, and the outputs are compared as a set: 20,000 of them took
    /// minutes, then ran out of file descriptors.
    @Test func aManifestHasAtMostAHundredOutputs() {
        let many = (0..<101).map { #"{"format": "svg", "path": "Out\#($0)"}"# }.joined(separator: ", ")
        #expect(
            manifestErrors(#"{"version": 1, "outputs": [\#(many)], "controls": []}"#) == [
                "assets.json:1:27: error: outputs: 101 outputs are more than the 100 a manifest may have; split it into several manifests"
            ])
        let hundred = (0..<100).map { #"{"format": "svg", "path": "Out\#($0)"}"# }.joined(separator: ", ")
        #expect(manifestErrors(#"{"version": 1, "outputs": [\#(hundred)], "controls": []}"#).isEmpty)
    }

    /// Numbers in messages are the ones written, not the writers' 3-decimal rounding of them.
    @Test(arguments: [
        (#""arcWidth": 5, "counter": 1e300"#, "counter: 1e+300 is out of range"),
        (#""arcWidth": 5, "counter": 8.0001"#, "counter: 8.0001 is out of range"),
        (#""arcWidth": 5, "counter": -0.0001"#, "counter: -0.0001 is negative"),
        (#""arcWidth": 5.0001"#, "arcWidth: an arcWidth of 5.0001 is wider than half the view (5)"),
    ])
    func messagesShowTheNumbersAsWritten(key: String, fragment: String) {
        let control =
            #"{"name": "a", "type": "counterView", "width": 10, "height": 10, "lineWidth": 1, "#
        let errors = manifestErrors(#"{"version": 1, "controls": [\#(control)\#(key)}]}"#)
        #expect(errors.contains { $0.contains(fragment) }, "\(errors)")
        #expect(
            manifestErrors(#"{"version": 1.0001, "controls": []}"#).first?.contains("unsupported version 1.0001")
                == true)
    }

    /// A default arc too wide for a view is the smaller side's mistake: a view 230 wide and 10 high is too low.
    @Test(arguments: [("230", "10", "height"), ("10", "230", "width"), ("10", "10", "width")])
    func aCounterTooSmallForItsArcNamesItsSmallerSide(width: String, height: String, key: String) {
        let errors = manifestErrors(
            #"{"version": 1, "controls": [{"name": "a", "type": "counterView", "width": \#(width), "height": \#(height)}]}"#
        )
        #expect(errors.count == 1 && errors[0].contains("controls[0].\(key): an arcWidth of 76"), "\(errors)")
    }

    @Test func controlCharactersInAManifestAreEscapedInEveryMessage() {
        let errors = manifestErrors(
            #"{"version": 1, "controls": [{"name": "a\u001b[31m\n::error::forged", "type": "star"}]}"#)
        #expect(errors.count == 1)
        #expect(!errors[0].unicodeScalars.contains { $0.value < 0x20 })
        #expect(errors[0].contains(#"a\u{1B}[31m\u{A}::error::forged"#))
        #expect(Diagnostic(path: "x\u{9B}y", message: "m\u{7F}").description == #"x\u{9B}y: error: m\u{7F}"#)
        #expect(Diagnostic(path: "a", message: "\u{202E}b\u{2028}").description == #"a: error: \u{202E}b\u{2028}"#)
    }
}
