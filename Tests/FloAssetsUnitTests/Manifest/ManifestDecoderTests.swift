import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

@Suite struct ManifestDecoderTests {
    @Test func defaultManifestDecodes() throws {
        let manifest = try decodeManifest(try defaultManifestText())
        #expect(manifest.output == "Assets" && manifest.formats == [.svg, .pdf] && manifest.scales == [1, 2, 3])
        #expect(manifest.pixelSnapping == .grid)
        let light = manifest.controls.filter { $0.appearance == .any }
        #expect(light.map(\.name).prefix(4) == ["plus-button", "minus-button", "counter", "counter-0"])
        guard let minus = light[1].kind as? PushButton,
            let counter = light[2].kind as? CounterView
        else {
            Issue.record("wrong kinds")
            return
        }
        #expect(!minus.isAddButton)
        #expect(minus.fillColor.anyColor == Color(red: 238.0 / 255, green: 77.0 / 255, blue: 77.0 / 255))
        #expect(counter.counter == 5 && counter.numberOfGlasses == 8)
        #expect(counter.outlineColor.any == Color(red: 0x22 / 255.0, green: 0x6E / 255.0, blue: 0x64 / 255.0))
    }

    @Test func defaultsFollowTheTutorial() throws {
        let manifest = try decodeManifest(
            """
            {"version": 1, "controls": [
              {"name": "b", "type": "pushButton", "width": 10, "height": 10},
              {"name": "c", "type": "counterView", "width": 230, "height": 230}]}
            """)
        #expect(manifest.output == "Assets" && manifest.formats == [.svg, .pdf] && manifest.scales == [1, 2, 3])
        guard let button = manifest.controls[0].kind as? PushButton,
            let counter = manifest.controls[1].kind as? CounterView
        else {
            Issue.record("wrong kinds")
            return
        }
        #expect(button == PushButton())
        #expect(
            button.fillColor.anyColor == .green && button.strokeColor.any == .white && button.plusLineWidth == 3
                && button.plusButtonScale == 0.6)
        #expect(counter == CounterView())
        #expect(
            counter.counterColor.anyColor == .orange && counter.outlineColor.any == .blue && counter.lineWidth == 5
                && counter.arcWidth == 76)
    }

    @Test(arguments: [
        ("#57DAD5", Color(red: 87 / 255.0, green: 218 / 255.0, blue: 213 / 255.0)),
        ("#ff000080", Color(red: 1, green: 0, blue: 0, alpha: 128 / 255.0)),
        ("rgb(238, 77, 77)", Color(red: 238 / 255.0, green: 77 / 255.0, blue: 77 / 255.0)),
        ("rgb(0,0,0)", Color.black),
        ("orange", Color(red: 1, green: 0.5, blue: 0)),
        ("gray", Color(red: 0.5, green: 0.5, blue: 0.5)),
        ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)),
    ])
    func parsesColors(text: String, expected: Color) {
        #expect(ColorParser.parse(text) == expected)
    }

    @Test(arguments: [
        "blu", "#12345", "#GGGGGG", "rgb(256, 0, 0)", "rgb(1, 2)", "rgb(-1, 0, 0)", "#+12345", "Orange", "",
    ])
    func rejectsBadColors(text: String) {
        #expect(ColorParser.parse(text) == nil)
    }

    /// The colour forms as first written (splitting, trimming and iterating), which the byte loops must match on
    /// anything: random texts of digits, spaces, commas, hex letters and strays after `#` and inside `rgb(…)`.
    @Test func colorsReadAsTheReferenceReadsThem() {
        func reference(_ text: String) -> Color? {
            let utf8 = Array(text.utf8)
            if utf8.first == UInt8(ascii: "#") {
                let digits = utf8.dropFirst()
                guard digits.count == 6 || digits.count == 8,
                    let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
                    digits.allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
                else { return nil }
                let rgba = digits.count == 6 ? value << 8 | 0xFF : value
                return Color(
                    red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
                    blue: Double(rgba >> 8 & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
            }
            guard utf8.starts(with: "rgb(".utf8), utf8.last == UInt8(ascii: ")") else {
                return Color.uiKitNames.first { $0.name == text }?.color
            }
            let parts = utf8[4..<(utf8.count - 1)].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            let values = parts.map { part -> Int? in
                let digits = String(decoding: part, as: UTF8.self).trimmingCharacters(
                    in: CharacterSet(charactersIn: " "))
                guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
                let value = Int(digits.drop { $0 == "0" }.prefix(4)) ?? 0
                return value <= 255 ? value : nil
            }
            guard values.count == 3, let red = values[0], let green = values[1], let blue = values[2] else {
                return nil
            }
            return Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
        }
        var random = SplitMix64(state: 7)
        func pick(_ pieces: [String]) -> String { pieces[Int(random.next() % UInt64(pieces.count))] }
        for _ in 0..<20_000 {
            var text: String
            if random.next() % 2 == 0 {
                text = "#"
                for _ in 0..<Int(random.next() % 10) { text += pick(["0", "9", "a", "F", "g", "+", "-", " ", "é"]) }
            } else {
                // Two to four arguments, each padded (or not) with spaces or a tab.
                let arguments = (0..<(2 + Int(random.next() % 3))).map { _ in
                    pick(["", " ", "  ", "\t"]) + pick(["0", "7", "25", "255", "256", "00255", "", "a", "-1", "2 5"])
                        + pick(["", " ", "\t"])
                }
                text = "rgb(" + arguments.joined(separator: ",") + (random.next() % 8 == 0 ? "" : ")")
            }
            #expect(ColorParser.parse(text) == reference(text), "\(text)")
        }
        for text in [
            "rgb(1,2,3)", "rgb( 1 , 2 , 3 )", "rgb(1,2,3,)", "rgb(,1,2)", "rgb()", "rgb(1,2,3", "#", "red", "#FFFFFF",
            "rgb(\t1,2,3)", "rgb(1,2,3\t)",
        ] {
            #expect(ColorParser.parse(text) == reference(text), "\(text)")
        }
    }

    static func errors(_ text: String) -> [String] {
        manifestErrors(text)
    }

    @Test func reportsEveryProblemWithItsLocation() {
        let errors = Self.errors(
            """
            {
              "version": 1,
              "controls": [
                { "name": "plus", "type": "pushButton", "width": 100, "height": 100, "fillColor": "blu" },
                { "name": "c", "type": "counterView", "width": -5, "height": 230, "counter": 9 },
                { "name": "b", "type": "pushButon", "width": 10, "height": 10, "fillColour": "red" }
              ]
            }
            """)
        #expect(
            errors == [
                "assets.json:4:87: error: controls[0].fillColor: \"blu\" is not a color; did you mean \"blue\"? "
                    + ColorParser.expectedForms,
                "assets.json:5:52: error: controls[1].width: -5 is out of range; expected a number from 0.001 to 10000",
                "assets.json:5:82: error: controls[1].counter: 9 is out of range; expected a whole number from 0 to numberOfGlasses (8)",
                "assets.json:6:28: error: controls[2].type: unknown control type \"pushButon\"; expected one of "
                    + ControlRegistry.typeNames.joined(separator: ", ") + "; did you mean \"pushButton\"?",
            ])
    }

    @Test func unknownKeysSuggestTheNearest() {
        let errors = Self.errors(
            """
            {"version": 1, "controls": [{"name": "b", "type": "pushButton", "width": 10, "height": 10, "fillColour": "red"}]}
            """)
        #expect(
            errors == [
                "assets.json:1:92: error: controls[0].fillColour: unknown key \"fillColour\"; did you mean \"fillColor\"?"
            ])
    }

    @Test(arguments: [
        (
            "{\"version\": 1, \"controls\": [{\"name\": \"../x\", \"type\": \"pushButton\", \"width\": 1, \"height\": 1}]}",
            "is not a valid name"
        ),
        (
            "{\"version\": 1, \"controls\": [{\"name\": \"a/b\", \"type\": \"pushButton\", \"width\": 1, \"height\": 1}]}",
            "is not a valid name"
        ),
        (
            "{\"version\": 1, \"controls\": [{\"name\": \"\", \"type\": \"pushButton\", \"width\": 1, \"height\": 1}]}",
            "is not a valid name"
        ),
        ("{\"version\": 2, \"controls\": []}", "unsupported version 2"),
        ("{\"controls\": []}", "missing required key \"version\""),
        ("{\"version\": 1, \"controls\": [], \"scales\": [0, 1.5]}", "scales[0]: 0 is not a device scale"),
        (
            "{\"version\": 1, \"controls\": [{\"name\": \"c\", \"type\": \"counterView\", \"width\": 9, \"height\": 9, \"counter\": -1, \"numberOfGlasses\": 8}]}",
            "nobody can drink negative water"
        ),
        (
            "{\"version\": 1, \"controls\": [{\"name\": \"c\", \"type\": \"counterView\", \"width\": 200, \"height\": 200, \"numberOfGlasses\": 0}]}",
            "numberOfGlasses: 0 is out of range"
        ),
        (
            "{\"version\": 1, \"controls\": [{\"name\": \"b\", \"type\": \"pushButton\", \"width\": 10001, \"height\": 1}]}",
            "10001 is out of range"
        ),
        (
            "{\"version\": 1, \"controls\": [{\"name\": \"b\", \"type\": \"pushButton\", \"width\": \"10\", \"height\": 1}]}",
            "expected a number, found a string"
        ),
        (
            "{\"version\": 1, \"controls\": [{\"name\": \"Plus\", \"type\": \"pushButton\", \"width\": 1, \"height\": 1}, {\"name\": \"plus\", \"type\": \"pushButton\", \"width\": 1, \"height\": 1}]}",
            "differs only in case"
        ),
        (
            "{\"version\": 1, \"controls\": [{\"name\": \"p\", \"type\": \"pushButton\", \"width\": 1, \"height\": 1}, {\"name\": \"p\", \"type\": \"pushButton\", \"width\": 1, \"height\": 1}]}",
            "names must be unique"
        ),
        (
            "{\"version\": 1, \"formats\": [\"svg\", \"png\"], \"controls\": []}",
            "\"png\" is not one of \"svg\", \"pdf\""
        ),
        ("{\"version\": 1, \"version\": 1, \"controls\": []}", "duplicate key \"version\""),
        ("{\"version\": 1, \"controls\": [}", "malformed JSON"),
    ])
    func rejectsBadManifests(text: String, fragment: String) {
        let errors = Self.errors(text)
        #expect(errors.contains { $0.contains(fragment) }, "\(errors)")
    }

    @Test func transparentColorIsAWarning() throws {
        let result = try ManifestLoader.decode(
            Array(
                """
                {"version": 1, "controls": [{"name": "b", "type": "pushButton", "width": 10, "height": 10, "fillColor": "clear"}]}
                """.utf8), displayPath: "assets.json")
        #expect(
            result.warnings.map(\.description) == [
                "assets.json:1:105: warning: controls[0].fillColor: \"clear\" is fully transparent; what it paints will not show"
            ])
    }
}

@Suite struct ManifestDiagnosticsExampleTests {
    /// The README's example: eight errors and a warning, all reported at once, sorted by position.
    @Test func readmeExampleReportsEverything() throws {
        let bytes = [UInt8](
            try Data(
                contentsOf: repositoryRoot.appending(path: "Tests/FloAssetsUnitTests/Fixtures/eight-mistakes.json")))
        do {
            _ = try ManifestLoader.decode(bytes, displayPath: "assets.json")
            Issue.record("accepted")
        } catch {
            let positions = error.diagnostics.map {
                "\($0.severity.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)"
            }
            #expect(
                positions == [
                    "error@3:22", "error@6:7", "error@7:55", "error@8:20", "error@8:42", "error@10:18",
                    "warning@10:38", "error@11:15", "error@11:31",
                ])
            let readme = try String(contentsOf: repositoryRoot.appending(path: "README.md"), encoding: .utf8)
            for diagnostic in error.diagnostics {
                #expect(readme.contains(diagnostic.description), "README lacks: \(diagnostic)")
            }
        }
    }

    /// A format the shorthand cannot write suggests `outputs` with each format once, however long the list: every
    /// message is as short as for a list of two (it once grew with the list, 7 GB for 20,000 entries).
    @Test func formatsTheShorthandCannotWriteSuggestEachFormatOnce() {
        let errors = manifestErrors(#"{"version": 1, "formats": ["svg", "png", "png", "svg"], "controls": []}"#)
        let suggestion =
            #"replace "formats" with "outputs": [{"format": "svg", "path": "Assets"}, {"format": "png", "path": "Assets"}]"#
        #expect(errors.count == 3, "\(errors)")
        #expect(errors[0].hasPrefix(#"assets.json:1:35: error: formats[1]: "png" is not one of"#))
        #expect(errors[0].hasSuffix(suggestion) && errors[1].hasSuffix(suggestion))
        #expect(errors[2] == #"assets.json:1:49: error: formats[3]: "svg" is listed twice"#)
        let long = Array(repeating: #""svg", "png""#, count: 10_000).joined(separator: ", ")
        let many = manifestErrors(#"{"version": 1, "formats": [\#(long)], "controls": []}"#)
        #expect(many.count == ManifestReports.maximumKept + 1)
        #expect(many.allSatisfy { $0.utf8.count < 300 })
    }

    /// The manifest reference's design-system example: a value of a range, a palette typo and a template, located.
    @Test func docsDesignSystemExampleIsTheToolsOutput() throws {
        let bytes = [UInt8](
            try Data(
                contentsOf: repositoryRoot.appending(
                    path: "Tests/FloAssetsUnitTests/Fixtures/design-system-mistakes.json")))
        do {
            _ = try ManifestLoader.decode(bytes, displayPath: "assets.json")
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.count == 4)
            let page = try String(contentsOf: repositoryRoot.appending(path: "docs/manifest.md"), encoding: .utf8)
            for diagnostic in error.diagnostics {
                #expect(page.contains(diagnostic.description), "docs/manifest.md lacks: \(diagnostic)")
            }
        }
    }
}

/// Thousands of entries: every problem at its place, in source order, controls in manifest order.
@Suite struct LargeManifestDecodingTests {
    static let count = 5_000

    /// Entry `index` on line `index + 4`; some entries with a mistake, one with states, one with a placeholder.
    static func manifest(mistakes: Bool) -> String {
        let entries = (0..<count).map { index -> String in
            let name = mistakes && index == 4_321 ? "Plus-10" : "plus-\(index)"
            var fields = ["\"name\": \"\(name)\"", "\"type\": \"pushButton\"", "\"height\": 40"]
            fields.append(mistakes && index % 997 == 5 ? "\"width\": 0" : "\"width\": 40")
            if mistakes && index % 701 == 3 { fields.append("\"fillColour\": \"red\"") }
            if index == 2_500 {
                fields[0] = "\"name\": \"state-{width}\""
                fields[3] = "\"width\": {\"each\": [10, 20]}"
            }
            if mistakes && index == 1_234 { fields[0] = "\"name\": \"x-{n}\"" }
            return "    { " + fields.joined(separator: ", ") + " }"
        }
        return "{\n  \"version\": 1,\n  \"controls\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    @Test func problemsAreReportedInSourceOrderAtTheirEntries() {
        let errors = manifestErrors(Self.manifest(mistakes: true))
        var expected: [String] = []
        for index in 0..<Self.count {
            let line = "\(index + 4) controls[\(index)]"
            if index == 1_234 || index == 4_321 { expected.append(line + ".name") }
            if index % 997 == 5 { expected.append(line + ".width") }
            if index % 701 == 3 { expected.append(line + ".fillColour") }
        }
        // "assets.json:LINE:COLUMN: error: PATH: message" → "LINE PATH".
        let found = errors.map { error in
            let parts = error.components(separatedBy: ": ")
            return parts[0].split(separator: ":")[1] + " " + parts[2]
        }
        #expect(found == expected)
        #expect(errors.contains { $0.contains("\"Plus-10\" differs only in case from \"plus-10\" on line 14") })
    }

    @Test func controlsComeInManifestOrderWithTheirEntries() throws {
        let manifest = try ManifestLoader.decode(Array(Self.manifest(mistakes: false).utf8), displayPath: "a").manifest
        #expect(manifest.controls.count == Self.count + 1)
        var expected: [(name: String, entry: Int)] = (0..<Self.count).map { ("plus-\($0)", $0) }
        expected[2_500] = ("state-10", 2_500)
        expected.insert(("state-20", 2_500), at: 2_501)
        #expect(manifest.controls.map(\.name) == expected.map(\.name))
        #expect(manifest.controls.map(\.entry) == expected.map(\.entry))
    }
}
