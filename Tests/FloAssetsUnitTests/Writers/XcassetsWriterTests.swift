import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder

/// The asset catalog output: golden catalogs, Apple's format read back, Xcode's JSON layout.
@Suite struct XcassetsWriterTests {
    static let manifest: Manifest? = {
        let url = repositoryRoot.appending(path: "Tests/FloAssetsUnitTests/Fixtures/golden-catalog.json")
        return (try? String(contentsOf: url, encoding: .utf8)).flatMap { try? decodeManifest($0) }
    }()

    /// Every file of every catalog, named `<catalog>/<path>`.
    static let files: [GeneratedFile] = {
        guard let manifest else { return [] }
        return manifest.outputGroups.flatMap { group in
            let renderer = AssetRenderer(manifest: manifest, group: group)
            return (0..<renderer.groupCount).flatMap(renderer.files(forGroup:)).map {
                GeneratedFile(path: group.path + "/" + $0.path, bytes: $0.bytes, isText: $0.isText)
            }
        }
    }()

    static let snapshots = "Tests/FloAssetsUnitTests/Snapshots/catalog"

    @Test(arguments: files)
    func catalogsMatchTheirGoldenFiles(file: GeneratedFile) throws {
        let folder = repositoryRoot.appending(path: Self.snapshots + "/" + file.path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try expectSnapshot(file.bytes, named: file.path, in: Self.snapshots)
    }

    @Test func layoutFollowsTheOptions() {
        let paths = Set(Self.files.map(\.path))
        #expect(paths.contains("Flo.xcassets/Contents.json") && paths.contains("Flo.xcassets/Flo/Contents.json"))
        #expect(paths.contains("Flo.xcassets/Flo/minus-button.imageset/minus-button~darkHighContrast.pdf"))
        #expect(paths.contains("Flo.xcassets/Flo/tangerine.colorset/Contents.json"))
        #expect(paths.contains("Plain.xcassets/counter-8.imageset/counter-8~dark.svg"))
        #expect(!paths.contains { $0.hasPrefix("Plain.xcassets/") && $0.contains(".colorset") })
        #expect(Self.files.count == 2 + 6 + 1 + 2 * (2 + 5 + 3 + 3 + 3 + 3))
    }

    /// The vectors inside a catalog are the flat outputs' bytes for the same drawing.
    @Test func vectorsAreTheFlatFiles() throws {
        let manifest = try #require(Self.manifest)
        for control in manifest.controls {
            let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
            let pdf = Self.files.first {
                $0.path == "Flo.xcassets/Flo/\(control.name).imageset/\(control.fileName).pdf"
            }
            let svg = Self.files.first { $0.path == "Plain.xcassets/\(control.name).imageset/\(control.fileName).svg" }
            #expect(pdf?.bytes == PDFWriter().data(for: drawing))
            #expect(svg?.bytes == SVGWriter().data(for: drawing))
        }
    }

    /// Each `Contents.json` read back and checked against Apple's format.
    @Test func contentsFollowApplesFormat() throws {
        var imageSets = 0
        var colorSets = 0
        var withFile = 0
        var emptySlots = 0
        for file in Self.files where file.path.hasSuffix("/Contents.json") {
            let json = try JSONParser.parse(file.bytes)
            let info = try #require(SchemaTests.member(json, "info"))
            #expect(SchemaTests.keys(info) == ["author", "version"], "\(file.path)")
            let folder = String(file.path.dropLast("/Contents.json".count))
            if folder.hasSuffix(".imageset") {
                imageSets += 1
                guard case .array(let images)? = SchemaTests.member(json, "images")?.value else {
                    Issue.record("\(file.path): no images")
                    continue
                }
                var seen: Set<String> = []
                for image in images {
                    guard case .string("universal")? = SchemaTests.member(image, "idiom")?.value else {
                        Issue.record("\(file.path): an image without the universal idiom")
                        continue
                    }
                    let appearances = Self.appearanceKey(SchemaTests.member(image, "appearances"))
                    #expect(seen.insert(appearances ?? "?").inserted, "\(file.path): one appearance twice")
                    // An empty slot of Xcode's grid, which falls back.
                    guard case .string(let name)? = SchemaTests.member(image, "filename")?.value else {
                        #expect(SchemaTests.keys(image) == ["appearances", "idiom"], "\(file.path)")
                        emptySlots += 1
                        continue
                    }
                    #expect(Self.files.contains { $0.path == folder + "/" + name }, "\(file.path): \(name) missing")
                    withFile += 1
                    #expect(SchemaTests.member(image, "scale") == nil, "single-scale vectors have no scale")
                    #expect(appearances != nil, "\(file.path): malformed appearances")
                }
                #expect(seen.contains(""), "\(file.path): no image for any appearance")
            } else if folder.hasSuffix(".colorset") {
                colorSets += 1
                guard case .array(let colors)? = SchemaTests.member(json, "colors")?.value else {
                    Issue.record("\(file.path): no colors")
                    continue
                }
                for entry in colors {
                    #expect(
                        SchemaTests.member(entry, "idiom").map { "\($0.value)" }
                            == "\(JSONNode.Value.string("universal"))")
                    guard case .string("srgb")? = SchemaTests.member(entry, "color", "color-space")?.value else {
                        Issue.record("\(file.path): not srgb")
                        continue
                    }
                    let components = SchemaTests.member(entry, "color", "components")
                    #expect(SchemaTests.keys(components) == ["red", "green", "blue", "alpha"])
                    for key in ["red", "green", "blue", "alpha"] {
                        guard case .string(let text)? = SchemaTests.member(entry, "color", "components", key)?.value,
                            let value = Self.componentValue(text)
                        else {
                            Issue.record("\(file.path): \(key) is not a component")
                            continue
                        }
                        #expect((0...1).contains(value), "\(file.path): \(key) \(text)")
                    }
                    #expect(Self.appearanceKey(SchemaTests.member(entry, "appearances")) != nil)
                }
            }
        }
        #expect(imageSets == 2 * 6 && colorSets == 6)
        // Every slot names a file: edge-button's dark and high-contrast slots, drawn as Any, and frame's dark slots
        // (its colour has high contrast only), which keep Xcode from showing High Contrast in dark mode.
        #expect(withFile == 2 * 17 && emptySlots == 0)
    }

    /// Byte for byte as Xcode's serializer lays it out: each file equals itself formatted by a reference
    /// formatter with Xcode's rules (Python's json: sorted keys, `" : "`, two spaces, a final newline).
    @Test func contentsAreLaidOutAsXcodeWritesThem() throws {
        let probe = try ExternalTools.run("python3", ["-c", "import json"])
        guard probe.status == 0 else {
            if ExternalTools.required { Issue.record("python3 is missing") }
            return
        }
        let folder = try TemporaryFolder()
        let contents = Self.files.filter { $0.path.hasSuffix("Contents.json") }
        for (number, file) in contents.enumerated() {
            try Data(file.bytes).write(to: folder.url.appending(path: "\(number).json"))
        }
        let script = """
            import json, sys
            for path in sys.argv[1:]:
                data = open(path, "rb").read()
                again = json.dumps(json.loads(data), sort_keys=True, indent=2, separators=(",", " : ")) + "\\n"
                if again.encode() != data: print(path)
            """
        let result = try ExternalTools.run(
            "python3", ["-c", script] + contents.indices.map { folder.url.appending(path: "\($0).json").path })
        #expect(result.status == 0 && result.output.isEmpty, "\(String(decoding: result.output, as: UTF8.self))")
        #expect(contents.count == 2 + 1 + 2 * 6 + 6)
    }

    /// `[]` for any, else a key like `luminosity:dark,contrast:high`; nil when malformed.
    static func appearanceKey(_ node: JSONNode?) -> String? {
        guard let node else { return "" }
        guard case .array(let entries) = node.value, !entries.isEmpty else { return nil }
        var parts: [String] = []
        for entry in entries {
            guard case .string(let kind)? = SchemaTests.member(entry, "appearance")?.value,
                case .string(let value)? = SchemaTests.member(entry, "value")?.value,
                (kind == "luminosity" && value == "dark") || (kind == "contrast" && value == "high"),
                SchemaTests.keys(entry) == ["appearance", "value"]
            else { return nil }
            parts.append(kind + ":" + value)
        }
        return parts == ["luminosity:dark"] || parts == ["contrast:high"]
            || parts == ["luminosity:dark", "contrast:high"] ? parts.joined(separator: ",") : nil
    }

    /// `0xD5` → 213/255, `0.500` → 0.5.
    static func componentValue(_ text: String) -> Double? {
        if text.hasPrefix("0x"), text.count == 4, let byte = UInt8(text.dropFirst(2), radix: 16) {
            return Double(byte) / 255
        }
        guard text.count == 5, text.dropFirst().first == "." else { return nil }
        return Double(text)
    }

    @Test func xcodeJSONEscapesAndSorts() {
        let json = XcodeJSON.object(["b": .array([.integer(1)]), "a": .string("x/\"y\"\n"), "C": .bool(false)])
        #expect(
            String(decoding: json.bytes, as: UTF8.self)
                == "{\n  \"C\" : false,\n  \"a\" : \"x\\/\\\"y\\\"\\n\",\n  \"b\" : [\n    1\n  ]\n}\n")
        // Other control characters as Xcode writes them: `\u00` and two lowercase hex digits.
        let control = XcodeJSON.object(["a": .string("\u{1}\u{1F}")])
        #expect(String(decoding: control.bytes, as: UTF8.self) == "{\n  \"a\" : \"\\u0001\\u001f\"\n}\n")
        #expect(XcassetsWriter.threeDecimals(0.5) == "0.500" && XcassetsWriter.threeDecimals(128.0 / 255) == "0.502")
    }
}
