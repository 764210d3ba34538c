import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets

/// `assets.schema.json` and the decoder must describe the same manifest.
@Suite struct SchemaTests {
    static func schema() throws -> JSONNode {
        try JSONParser.parse([UInt8](try Data(contentsOf: repositoryRoot.appending(path: "assets.schema.json"))))
    }

    static func member(_ node: JSONNode, _ path: String...) -> JSONNode? {
        var current = node
        for key in path {
            guard case .object(let members) = current.value, let next = members.first(where: { $0.key == key }) else {
                return nil
            }
            current = next.value
        }
        return current
    }

    static func keys(_ node: JSONNode?) -> Set<String> {
        guard let node, case .object(let members) = node.value else { return [] }
        return Set(members.map(\.key))
    }

    @Test func rootPropertiesMatchTheDecoder() throws {
        let schema = try Self.schema()
        #expect(Self.keys(Self.member(schema, "properties")) == Set(ManifestDecoder.rootKeys))
    }

    @Test func formatsMatchTheRegisteredOutputFormats() throws {
        let schema = try Self.schema()
        guard case .array(let names)? = Self.member(schema, "properties", "formats", "items", "enum")?.value else {
            Issue.record("no formats enum")
            return
        }
        let listed = names.compactMap { if case .string(let name) = $0.value { name } else { nil } }
        #expect(listed == FlatFormat.allCases.map(\.rawValue))
    }

    @Test(arguments: ControlRegistry.keysByType)
    func controlPropertiesMatchTheDecoder(type: String, decoderKeys: [String]) throws {
        let schema = try Self.schema()
        let definition = Self.member(schema, "$defs", type)
        #expect(Self.keys(Self.member(definition ?? schema, "properties")) == Set(decoderKeys))
        let additional = Self.member(definition ?? schema, "additionalProperties")
        if type == "svg" {
            // Its own keys fill `source`'s placeholders, and only as states.
            let reference = Self.member(additional ?? schema, "$ref").flatMap {
                if case .string(let text) = $0.value { text } else { nil }
            }
            #expect(reference == "#/$defs/sourceKeyStates")
        } else if case .bool(let allowed)? = additional?.value {
            #expect(!allowed)
        } else {
            Issue.record("\(type) must set additionalProperties to false")
        }
    }

    /// Any key but `name` and `type` may be written as states: the schema must take them for each, or an editor
    /// flags a manifest the tool accepts.
    @Test(arguments: ControlRegistry.keysByType)
    func everyControlKeyTakesStates(type: String, decoderKeys: [String]) throws {
        let schema = try Self.schema()
        let definitions = Self.member(schema, "$defs")
        for key in decoderKeys where key != "name" && key != "type" {
            guard let property = Self.member(schema, "$defs", type, "properties", key) else { continue }
            var text = property.compactText
            // A shared form (`colorStates`) is read where it is defined.
            if case .string(let reference)? = Self.member(property, "$ref")?.value,
                let name = reference.split(separator: "/").last.map(String.init),
                let shared = definitions.flatMap({ Self.member($0, name) })
            {
                text += shared.compactText
            }
            #expect(text.contains(#""each""#), "\(type).\(key) has no states form in the schema")
        }
    }

    /// A control type is three edits in the schema: its name in the `type` enum, its definition under `$defs` and a
    /// `$ref` to it in the `oneOf` of `controls.items`.
    @Test func everyTypeIsListed() throws {
        let schema = try Self.schema()
        guard
            case .array(let types)? = Self.member(
                schema, "properties", "controls", "items", "properties", "type", "enum")?.value,
            case .array(let choices)? = Self.member(schema, "properties", "controls", "items", "oneOf")?.value
        else {
            Issue.record("no type enum or oneOf in controls.items")
            return
        }
        #expect(
            types.compactMap { if case .string(let name) = $0.value { name } else { nil } } == ControlRegistry.typeNames
        )
        let references = choices.compactMap { choice -> String? in
            guard case .string(let reference)? = Self.member(choice, "$ref")?.value else { return nil }
            return reference
        }
        #expect(references == ControlRegistry.typeNames.map { "#/$defs/\($0)" })
        let definitions = Self.keys(Self.member(schema, "$defs"))
        for type in ControlRegistry.typeNames {
            #expect(definitions.contains(type), "no $defs entry for \(type)")
        }
    }

    /// An independent validator (Python's jsonschema, installed by .ci/run) accepts the default manifest with the
    /// schema (palette and states included) and rejects each broken form of them.
    @Test func independentValidatorAcceptsTheDefaultManifest() throws {
        let probe = try ExternalTools.run("python3", ["-c", "import jsonschema"])
        guard probe.status == 0 else {
            if ExternalTools.required { Issue.record("python3 jsonschema is missing; .ci/run installs it") }
            return
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            manifest = json.load(open(sys.argv[2]))
            assert not list(validator.iter_errors(manifest)), list(validator.iter_errors(manifest))
            assert manifest["colors"] and any("{" in c["name"] for c in manifest["controls"])
            def rejects(change):
                broken = json.loads(json.dumps(manifest)); change(broken)
                assert list(validator.iter_errors(broken)), change
            rejects(lambda m: m["controls"][0].update(fillColour="red"))
            rejects(lambda m: m["colors"].update(ink={"dark": "#000000"}))
            rejects(lambda m: m["colors"].update(red="#FF0000"))
            rejects(lambda m: m["colors"].update(ink={"any": "#000000", "drak": "#000000"}))
            rejects(lambda m: m["controls"][3].update(counter={"each": []}))
            rejects(lambda m: m["controls"][3].update(counter={"from": 0, "through": 8, "by": 0}))
            rejects(lambda m: m["controls"][3].update(counter={"from": 0}))
            rejects(lambda m: m["controls"][0].update(isAddButton={"from": 0, "through": 1}))
            rejects(lambda m: m["controls"][0].update(fillColor={"any": 7}))
            rejects(lambda m: m.update(output="A"))
            rejects(lambda m: m.update(formats=["svg"]))
            rejects(lambda m: m.update(outputs=[{"format": "xcassets", "path": "A"}]))
            rejects(lambda m: m.update(outputs=[{"format": "svg", "path": "A", "vector": "pdf"}]))
            rejects(lambda m: m.update(outputs=[{"format": "preview", "path": "Assets/index.htm"}]))
            rejects(lambda m: m.update(outputs=[{"format": "preview", "path": "Assets"}]))
            rejects(lambda m: m.update(outputs=[{"format": "preview", "path": "Assets/a..html"}]))
            rejects(lambda m: m["controls"][0].update(renderingIntent="tinted"))
            rejects(lambda m: m["controls"][0].update(name="a..b"))
            rejects(lambda m: m["controls"][0].update(androidDrawable="bitmap"))
            catalog = json.load(open(sys.argv[3]))
            assert not list(validator.iter_errors(catalog)), list(validator.iter_errors(catalog))
            accepts = json.loads(json.dumps(manifest))
            rejects(lambda m: m["controls"][3].update(counter={"from": 0, "through": 2000000000}))
            accepts["controls"][0].update(fillColor={"each": ["water", "ink", "#FFFFFF"]})
            accepts["controls"][0].update(isAddButton={"each": [True, False]})
            accepts["controls"][1].update(androidDrawable="png")
            accepts["controls"][2].update(androidDrawable={"each": ["vector", "png"]})
            # Lists and objects as states, named by position.
            accepts["controls"][1].update(fillColor={"each": [{"any": "red", "dark": "blue"}, "water"]})
            accepts["controls"] += [
                {"name": "week-{graphPoints}", "type": "graphView", "graphPoints": {"each": [[4, 2, 6], [1, 2]]}},
                {"name": "p-{points}", "type": "polyline", "width": 9, "height": 9,
                 "points": {"each": [[[0, 0], [9, 9]], [[0, 9], [9, 0]]]}},
                {"name": "e-{rect}", "type": "ellipse", "width": 9, "height": 9, "rect": {"each": [[0, 0, 9, 9]]}},
                {"name": "g-{margin}-{guideAlpha}", "type": "graphView", "margin": {"each": [10, 20]},
                 "guideAlpha": {"from": 0, "through": 1}},
                {"name": "d-{recolor}", "type": "svg", "source": "Art/drop.svg",
                 "recolor": {"each": [{"#57DAD5": "water"}, {"#57DAD5": "ink"}]}},
                {"name": "{icon}", "type": "svg", "source": "Art/{icon}.svg", "icon": {"each": ["drop"]}},
                {"name": "drop-{n}", "type": "svg", "source": "Art/drop.svg", "n": {"from": 1, "through": 2}},
                {"name": "{file_name}", "type": "svg", "source": "Art/{file_name}.svg", "file_name": {"each": ["drop"]}},
                {"name": "a.b-c_d.e1", "type": "star"},
            ]
            # The bounds the tool checks that a schema can state.
            rejects(lambda m: m["controls"][0].update(fillColor="rgb(256, 0, 0)"))
            rejects(lambda m: m["controls"][3].update(counter=1001))
            rejects(lambda m: m["controls"][0].update(width={"from": 0, "through": 44}, name="b-{width}"))
            rejects(lambda m: m["controls"][0].update(plusButtonScale={"from": 0, "through": 1}, name="b-{plusButtonScale}"))
            rejects(lambda m: m["controls"].append(
                {"name": "e0", "type": "ellipse", "width": 9, "height": 9, "rect": [0, 0, 0, 9]}))
            rejects(lambda m: m["controls"].append(
                {"name": "p0", "type": "polyline", "width": 9, "height": 9, "points": [[0, 0], [9, 9]],
                 "strokeBorder": True}))
            rejects(lambda m: m.update(outputs=[{"format": "svg", "path": "A"}, {"format": "svg", "path": "A"}]))
            rejects(lambda m: m.update(outputs=[{"format": "svg", "path": "A/" + "a" * 256}]))
            rejects(lambda m: m.update(outputs=[{"format": "swiftui", "path": "A.swift", "namespace": "View"}]))
            rejects(lambda m: m.update(outputs=[{"format": "coreGraphics", "path": "A.swift", "namespace": "art"}]))
            accepts["outputs"].append({"format": "swiftui", "path": "Code/Icons.swift", "namespace": "Icons"})
            accepts["outputs"].append({"format": "svg", "path": "B/" + "a" * 255})
            rejects(lambda m: m["controls"].append(
                {"name": "r0", "type": "rectangle", "width": 9, "height": 9,
                 "fillColor": {"radialGradient": {"colors": ["red", "blue"], "endRadius": 0}}}))
            accepts["controls"][0].update(fillColor="rgb(007, 255, 0)")
            accepts["controls"].append(
                {"name": "r2", "type": "rectangle", "width": 9, "height": 9,
                 "fillColor": {"radialGradient": {"colors": ["red", "blue"], "endRadius": 0.001}}})
            rejects(lambda m: m["controls"][0].update(name="a."))
            # An own key with a plain value is most often a misspelt key.
            rejects(lambda m: m["controls"].append({"name": "x", "type": "svg", "source": "Art/drop.svg", "widht": 24}))
            rejects(lambda m: m["controls"].append({"name": "{i}", "type": "star", "i": {"each": ["a"]}}))
            assert not list(validator.iter_errors(accepts)), list(validator.iter_errors(accepts))
            print("ok")
            """
        let result = try ExternalTools.run(
            "python3",
            [
                "-c", script, repositoryRoot.appending(path: "assets.schema.json").path,
                repositoryRoot.appending(path: "assets.json").path,
                repositoryRoot.appending(path: "Tests/FloAssetsUnitTests/Fixtures/golden-catalog.json").path,
            ])
        #expect(result.status == 0 && String(decoding: result.output, as: UTF8.self) == "ok\n", "\(result.errors)")
    }
}
