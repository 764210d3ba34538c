import FloAssetsTestSupport
import Testing

@testable import FloAssets
@testable import FloDrawing

/// Colours by literal, UIKit name, palette name or appearance object, and the drawings they make.
@Suite struct PaletteDecodingTests {
    static let palette = """
        "colors": {
          "water": "#57DAD5",
          "ink": { "any": "#226E64", "dark": "#9BE8E3" },
          "alert": { "any": "rgb(238, 77, 77)", "dark": "#FF6B6B", "highContrast": "#B00020", "darkHighContrast": "#FF8A8A" }
        }
        """

    static func button(_ fillColor: String) -> String {
        """
        {"version": 1, \(palette), "controls": [
          {"name": "b", "type": "pushButton", "width": 10, "height": 10, "fillColor": \(fillColor)}]}
        """
    }

    static func hex(_ color: Color) -> String {
        var text = ""
        for component: Double in [color.red, color.green, color.blue] {
            let value = Int((component * 255).rounded())
            text += (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        return text
    }

    /// Each form of a colour value → the files it makes and the fill colour in each.
    @Test(arguments: [
        (##""#57DAD5""##, ["b"], ["57dad5"]),
        (##""blue""##, ["b"], ["0000ff"]),
        (##""water""##, ["b"], ["57dad5"]),
        (##""ink""##, ["b", "b~dark"], ["226e64", "9be8e3"]),
        (
            ##""alert""##, ["b", "b~dark", "b~highContrast", "b~darkHighContrast"],
            ["ee4d4d", "ff6b6b", "b00020", "ff8a8a"]
        ),
        (##"{"any": "#000000", "highContrast": "#FFFFFF"}"##, ["b", "b~highContrast"], ["000000", "ffffff"]),
        (##"{"any": "#000000", "dark": "#000000"}"##, ["b"], ["000000"]),
    ])
    func eachFormDrawsItsAppearances(fillColor: String, files: [String], fills: [String]) throws {
        let manifest = try decodeManifest(Self.button(fillColor))
        #expect(manifest.controls.map(\.fileName) == files)
        let drawn = manifest.controls.compactMap { control in
            (control.kind as? PushButton).map { Self.hex($0.fillColor.color(in: control.appearance)) }
        }
        #expect(drawn == fills)
        #expect(AssetRenderer(manifest: manifest).allPaths == files.flatMap { ["\($0).svg", "\($0).pdf"] })
    }

    @Test func aControlIsDrawnForTheAppearancesOfAllItsColours() throws {
        let manifest = try decodeManifest(
            """
            {"version": 1, \(Self.palette), "controls": [
              {"name": "c", "type": "counterView", "width": 230, "height": 230,
               "counterColor": "water", "outlineColor": {"any": "#000000", "highContrast": "#111111"}},
              {"name": "d", "type": "counterView", "width": 230, "height": 230, "counterColor": "alert", "outlineColor": "ink"}]}
            """)
        #expect(
            manifest.controls.map(\.fileName) == [
                "c", "c~highContrast", "d", "d~dark", "d~highContrast", "d~darkHighContrast",
            ])
        let outlines = manifest.controls.compactMap { control in
            (control.kind as? CounterView).map { Self.hex($0.outlineColor.resolved(control.appearance)) }
        }
        // d~highContrast keeps ink's any colour: ink has no high-contrast value and falls back to any.
        #expect(outlines == ["000000", "111111", "226e64", "9be8e3", "226e64", "9be8e3"])
        #expect(manifest.palette.names == ["water", "ink", "alert"])
    }

    /// Every palette problem, located at the key or value, all at once.
    @Test(arguments: [
        (
            ##"{"Water": "#000000", "water": "#000001"}"##,
            ##"assets.json:1:47: error: colors.water: "water" differs only in case from "Water" on line 1; palette names must differ ignoring case"##
        ),
        (
            ##"{"Red": "#000000"}"##,
            ##"assets.json:1:27: error: colors.Red: "Red" is the UIKit color name "red", which it would hide; give the palette color a name of its own, such as "brandRed""##
        ),
        (
            ##"{"ink": {"dark": "#000000"}}"##,
            ##"assets.json:1:34: error: colors.ink: an appearance object needs "any", the color for the light appearance"##
        ),
        (
            ##"{"my ink": "#000000"}"##,
            ##"assets.json:1:27: error: colors.my ink: "my ink" is not a valid palette name"##
        ),
        (
            ##"{"ink": {"any": "#000000", "drak": "#000000"}}"##,
            ##"assets.json:1:53: error: colors.ink.drak: unknown key "drak"; expected one of "any", "dark""##
        ),
        (
            ##"{"ink": {"any": "water"}}"##,
            ##"assets.json:1:42: error: colors.ink.any: "water" is not a color; expected #RRGGBB"##
        ),
        (
            ##"{"ink": 7}"##,
            ##"assets.json:1:34: error: colors.ink: expected a color or an appearance object, found a number"##
        ),
    ])
    func reportsPaletteProblems(colors: String, expected: String) {
        let errors = manifestErrors(##"{"version": 1, "colors": \##(colors), "controls": []}"##)
        #expect(errors.contains { $0.hasPrefix(expected) }, "\(errors)")
    }

    /// A palette entry that refers to another, or is wrong, is reported once, where the palette defines it.
    @Test func aWrongPaletteEntryIsReportedOnlyWhereItIsDefined() {
        let errors = manifestErrors(
            ##"{"version": 1, "colors": {"water": "#57DAD5", "ref": "water", "bad": "#12"}, "controls": [{"name": "s", "type": "star", "color": "ref"}, {"name": "t", "type": "star", "color": "bad"}]}"##
        )
        #expect(
            errors == [
                #"assets.json:1:54: error: colors.ref: "water" is a palette name; palette colors are literals and cannot refer to each other, so write its color here"#,
                ##"assets.json:1:70: error: colors.bad: "#12" is not a color; a hex color has 6 or 8 digits (#RRGGBB or #RRGGBBAA), not 2"##,
            ])
    }

    @Test func unknownPaletteNamesSuggestTheNearest() {
        let errors = manifestErrors(Self.button(##""watr""##))
        #expect(
            errors == [
                ##"assets.json:6:79: error: controls[0].fillColor: "watr" is not a palette color, a UIKit color name or a color literal; did you mean "water"?"##
            ])
        let unrelated = manifestErrors(Self.button(##""sky""##))
        #expect(unrelated.first?.hasSuffix(##"add it to "colors" or use one of "water", "ink", "alert""##) == true)
        // Without a palette the v1 message stays as it was.
        #expect(
            manifestErrors(
                ##"{"version": 1, "controls": [{"name": "b", "type": "pushButton", "width": 10, "height": 10, "fillColor": "blu"}]}"##
            ).first?.contains(##""blu" is not a color; did you mean "blue"? expected #RRGGBB"##) == true)
    }

    @Test func anInlineAppearanceObjectIsCheckedLikeThePalette() {
        let errors = manifestErrors(Self.button(##"{"dark": "#000000", "any": "nope"}"##))
        #expect(
            errors.map { $0.components(separatedBy: ": error: ").last ?? "" } == [
                ##"controls[0].fillColor.any: "nope" is not a color; expected #RRGGBB, #RRGGBBAA, rgb(r, g, b) or a UIKit color name (black, white, red, green, blue, orange, yellow, gray, clear)"##
            ])
    }
}

/// A colour that is not one says why, and what to write instead.
@Suite struct ColorProblemTests {
    @Test(arguments: [
        ("rgb(300, 0, 0)", "300 is out of range; rgb() takes three whole numbers from 0 to 255"),
        ("rgb( 1,2 )", "rgb() takes three whole numbers from 0 to 255, separated by commas"),
        ("rgba(255, 0, 0, 0.5)", ##"rgba() is not supported; write the color as "#FF000080""##),
        ("rgba(255, 0, 0)", "rgba() is not supported; write the color as #RRGGBBAA"),
        ("blu", ##"did you mean "blue"? expected #RRGGBB"##),
        ("#12345", "a hex color has 6 or 8 digits (#RRGGBB or #RRGGBBAA), not 5"),
        ("#12345G", "'G' is not a hex digit (0-9, a-f)"),
        ("#12345é", "'é' is not a hex digit (0-9, a-f)"),
        ("hsl(1, 2, 3)", "expected #RRGGBB, #RRGGBBAA, rgb(r, g, b) or a UIKit color name"),
    ])
    func saysWhyAndTheFix(text: String, reason: String) {
        let errors = manifestErrors(
            #"{"version": 1, "controls": [{"name": "b", "type": "rectangle", "width": 9, "height": 9, "fillColor": ""#
                + text + #""}]}"#)
        #expect(errors.count == 1 && errors[0].contains("\"\(text)\" is not a color; \(reason)"), "\(errors)")
    }

    /// With a palette, a word is a palette name misspelt; `rgba(…)` is still a colour literal.
    @Test func aPaletteDoesNotHideTheLiteralsProblem() {
        let errors = manifestErrors(
            ##"{"version": 1, "colors": {"water": "#57DAD5"}, "controls": [{"name": "b", "type": "rectangle", "width": 9, "height": 9, "fillColor": "rgba(0, 0, 0, 1)", "strokeColor": "watr"}]}"##
        )
        #expect(
            errors.contains { $0.contains(##"rgba() is not supported; write the color as "#000000FF""##) }, "\(errors)")
        #expect(
            errors.contains { $0.contains(#""watr" is not a palette color"#) && $0.contains(#"did you mean "water"?"#) }
        )
    }

    /// "Did you mean" compares a misspelling with the palette's names of about its length, each comparison costing
    /// the product of the lengths: past a bound on that work the messages list the palette instead, so thousands of
    /// long misspellings in a palette of thousands take no minutes. A misspelling met again keeps its suggestion.
    @Test func misspelledPaletteNamesAreSuggestedWithinABudget() {
        let long = String(repeating: "x", count: 150)
        let colors = (0..<200).map { ##""color\##(long)\##($0)": "#112233""## }.joined(separator: ", ")
        let typos = (0..<10).map { "colr\(long)\($0)" } + ["colr\(long)0"]
        let controls = typos.enumerated().map { index, typo in
            #"{"name": "b\#(index)", "type": "rectangle", "width": 9, "height": 9, "fillColor": "\#(typo)"}"#
        }
        let errors = manifestErrors(
            #"{"version": 1, "colors": {\#(colors)}, "controls": [\#(controls.joined(separator: ", "))]}"#)
        #expect(errors.count == 11)
        let suggested = errors.map { $0.contains("did you mean") }
        #expect(suggested.first == true && suggested.last == true, "\(suggested)")
        #expect(suggested[9] == false && suggested.count { $0 } < 10, "\(suggested)")
        #expect(errors[9].contains(#"add it to "colors" or use one of "color\#(long)0""#))
    }

    @Test func aFormatOfOutputsInTheShorthandPointsToOutputs() {
        let errors = manifestErrors(#"{"version": 1, "formats": ["svg", "png"], "controls": []}"#)
        #expect(errors.first?.contains(#""png" is not one of "svg", "pdf": "formats" is the shorthand"#) == true)
        #expect(
            errors.first?.hasSuffix(
                #"replace "formats" with "outputs": [{"format": "svg", "path": "Assets"}, {"format": "png", "path": "Assets"}]"#
            ) == true, "\(errors)")
        let own = manifestErrors(#"{"version": 1, "output": "Art", "formats": ["pdf", "xcassets"], "controls": []}"#)
        #expect(
            own.first?.hasSuffix(
                #"replace "output" and "formats" with "outputs": [{"format": "pdf", "path": "Art"}, {"format": "xcassets", "path": "Art"}]"#
            ) == true, "\(own)")
    }
}
