import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

/// The `svg` control: its colours follow the palette in every output, states read a file each, and an edited file
/// is drawn again.
@Suite struct SVGControlTests {
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
          <rect x="2" y="2" width="20" height="20" fill="#57DAD5"/>
          <path d="M6 12h12" stroke="currentColor" stroke-width="2"/>
        </svg>
        """

    /// A package with `icon` as `Art/icon.svg` and a manifest of `controls` writing every format.
    static func package(_ controls: String, icon: String = icon) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(icon, to: "Art/icon.svg")
        try folder.write(
            """
            {"version": 1,
             "colors": {"water": {"any": "#57DAD5", "dark": "#0A5C58"}, "ink": {"any": "#226E64", "dark": "#9BE8E3"}},
             "outputs": [{"format": "svg", "path": "Out"}, {"format": "pdf", "path": "Out"},
                         {"format": "png", "path": "Out", "scales": [1]}, {"format": "xcassets", "path": "Out/Art.xcassets"},
                         {"format": "vectorDrawable", "path": "res"}],
             "controls": [\(controls)]}
            """, to: "assets.json")
        return folder
    }

    static func text(_ folder: TemporaryFolder, _ name: String) throws -> String {
        String(decoding: try folder.read(name), as: UTF8.self)
    }

    @Test func currentColorAndRecolorFollowThePalette() throws {
        let folder = try Self.package(
            #"{"name": "icon", "type": "svg", "source": "Art/icon.svg", "color": "ink", "recolor": {"rgb(87, 218, 213)": "water"}}"#
        )
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .success, "\(captured.errors)")
        // Light: the file's colours as the palette's `any`; dark: the palette's dark values.
        #expect(try Self.text(folder, "Out/icon.svg").contains(##"fill="#57dad5""##))
        #expect(try Self.text(folder, "Out/icon.svg").contains(##"stroke="#226e64""##))
        let dark = try Self.text(folder, "Out/icon~dark.svg")
        #expect(dark.contains(##"fill="#0a5c58""##) && dark.contains(##"stroke="#9be8e3""##))
        // Every output has its dark variant: PDF, PNG, the image set's dark appearance, Android's night drawable.
        for name in ["Out/icon~dark.pdf", "Out/icon~dark.png", "Out/Art.xcassets/icon.imageset/icon~dark.pdf"] {
            #expect(folder.exists(name), "\(name)")
        }
        #expect(try Self.text(folder, "Out/Art.xcassets/icon.imageset/Contents.json").contains("\"value\" : \"dark\""))
        #expect(try Self.text(folder, "res/drawable-night/icon.xml").contains("#FF9BE8E3"))
        #expect(try Self.text(folder, "res/drawable/icon.xml").contains("#FF226E64"))
        // The dark PNG's rectangle is the dark water colour.
        let png = try folder.read("Out/icon~dark.png")
        #expect(!png.isEmpty)
        #expect(runTool(["--check", "-q"], in: folder) == .success)
    }

    /// `K.svg` and `\u{212A}.svg` (the Kelvin sign) are equal as Swift strings but two files: each control draws
    /// its own.
    @Test func filesWhoseNamesCompareEqualAreTwoImports() throws {
        let folder = try Self.package(
            #"{"name": "a", "type": "svg", "source": "Art/K.svg"}, {"name": "b", "type": "svg", "source": "Art/\u212A.svg"}"#
        )
        try folder.write(Self.icon, to: "Art/K.svg")
        try folder.write(Self.icon.replacingOccurrences(of: "#57DAD5", with: "#FF0000"), to: "Art/\u{212A}.svg")
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .success, "\(captured.errors)")
        #expect(try Self.text(folder, "Out/a.svg").contains(##"fill="#57dad5""##))
        #expect(try Self.text(folder, "Out/b.svg").contains(##"fill="#ff0000""##))
    }

    @Test func anEditedFileIsDrawnAgain() throws {
        let folder = try Self.package(#"{"name": "icon", "type": "svg", "source": "Art/icon.svg"}"#)
        #expect(runTool(["-q"], in: folder) == .success)
        let unchanged = CapturedConsole()
        #expect(runTool([], in: folder, captured: unchanged) == .success)
        #expect(unchanged.output.hasSuffix("11 files: 0 written, 11 unchanged"), "\(unchanged.output)")
        try folder.write(Self.icon.replacingOccurrences(of: "#57DAD5", with: "#FF0000"), to: "Art/icon.svg")
        // Stale for --check, and drawn again by the next run: the file is an input like the manifest.
        #expect(runTool(["--check", "-q"], in: folder) == .checkFailed)
        let edited = CapturedConsole()
        #expect(runTool([], in: folder, captured: edited) == .success)
        #expect(edited.output.hasSuffix("11 files: 5 written, 6 unchanged"), "\(edited.output)")
        #expect(try Self.text(folder, "Out/icon.svg").contains(##"fill="#ff0000""##))
    }

    @Test func statesReadAFileEach() throws {
        let folder = try Self.package(
            #"{"name": "icon-{width}", "type": "svg", "source": "Art/icon-{width}.svg", "width": {"each": [16, 24]}}"#)
        try folder.write(Self.icon, to: "Art/icon-16.svg")
        try folder.write(Self.icon.replacingOccurrences(of: "#57DAD5", with: "#FF0000"), to: "Art/icon-24.svg")
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .success, "\(captured.errors)")
        #expect(try Self.text(folder, "Out/icon-16.svg").contains(#"width="16" height="24""#))
        #expect(try Self.text(folder, "Out/icon-24.svg").contains(##"fill="#ff0000""##))
        // A boolean state names its file as it names the control.
        let flags = try Self.package(
            #"{"name": "flag-{on}", "type": "svg", "source": "Art/flag-{on}.svg", "on": {"each": [true, false]}}"#)
        try flags.write(Self.icon, to: "Art/flag-true.svg")
        try flags.write(Self.icon, to: "Art/flag-false.svg")
        let flagged = CapturedConsole()
        #expect(runTool(["-q"], in: flags, captured: flagged) == .success, "\(flagged.errors)")
        #expect(flags.exists("Out/flag-true.svg") && flags.exists("Out/flag-false.svg"))
    }

    @Test func aRefusedFileNamesTheControlAndWritesNothing() throws {
        let folder = try Self.package(
            #"{"name": "icon", "type": "svg", "source": "Art/icon.svg"}"#,
            icon: Self.icon.replacingOccurrences(of: "<rect", with: "<image/><rect"))
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .invalidInput)
        #expect(
            captured.errors.hasPrefix(
                #"Art/icon.svg:2:3: error: <image> is not supported (a design tool writes an effect it rasterised as one, such as Illustrator's drop shadow exported with Export As); import vector artwork only: remove the effect, or use one the tool exports as an SVG filter (imported by control "icon", assets.json:6:57)"#
            ), "\(captured.errors)")
        #expect(!folder.exists("Out") && !folder.exists("res"))
    }

    /// What a vector drawable cannot draw in an imported file is named where the file writes it: the element with
    /// the mask, with the filter, or the path with the gradient.
    @Test func whatAVectorDrawableRefusesIsLocatedInTheFile() throws {
        for (art, location, reason) in [
            (
                "<mask id=\"m\"><rect width=\"9\" height=\"9\" fill=\"gray\"/></mask>\n  <rect", "3:3",
                "a mask that is more than opaque white and black fills, such as a grey, a gradient or a stroke (a vector drawable has none)"
            ),
            (
                "<filter id=\"f\"><feGaussianBlur stdDeviation=\"2\"/></filter>\n  <rect", "3:3",
                "a layer blur (a vector drawable has none)"
            ),
            (
                "<radialGradient id=\"g\" fx=\"0.2\"><stop/><stop offset=\"1\" stop-color=\"red\"/></radialGradient>"
                    + "\n  <rect", "3:3", "a radial gradient with a focal point (Android's start at their centre)"
            ),
        ] {
            let attribute =
                art.hasPrefix("<mask")
                ? "mask=\"url(#m)\"" : art.hasPrefix("<filter") ? "filter=\"url(#f)\"" : "fill=\"url(#g)\""
            let icon = Self.icon.replacingOccurrences(of: "<rect", with: art).replacingOccurrences(
                of: ##"fill="#57DAD5""##, with: attribute)
            let folder = try Self.package(#"{"name": "icon", "type": "svg", "source": "Art/icon.svg"}"#, icon: icon)
            let captured = CapturedConsole()
            #expect(runTool(["-q"], in: folder, captured: captured) == .invalidInput)
            #expect(
                captured.errors.contains(
                    #"controls[0]: "icon" cannot be expressed as an Android vector drawable: it has "#
                        + "\(reason), at Art/icon.svg:\(location); draw it without that"), "\(captured.errors)")
        }
    }

    /// A warning in a file names the file and the control, and the run goes on.
    @Test func aPassedOverImportIsAWarningInTheFile() throws {
        let folder = try Self.package(
            #"{"name": "icon", "type": "svg", "source": "Art/icon.svg"}"#,
            icon: Self.icon.replacingOccurrences(of: "<rect", with: "<style>@import 'theme.css';</style><rect"))
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .success, "\(captured.errors)")
        #expect(
            captured.errors.hasPrefix(
                #"Art/icon.svg:2:10: warning: @import 'theme.css' is passed over, as browsers pass it over in an SVG drawn as an image, so the rules of that file do not apply; copy them into a <style> in this file if they should (imported by control "icon", assets.json:6:57)"#
            ), "\(captured.errors)")
        #expect(folder.exists("Out/icon.svg"))
    }

    @Test func recolorKeysMustBeColours() throws {
        let folder = try Self.package(
            #"{"name": "icon", "type": "svg", "source": "Art/icon.svg", "recolor": {"teal-ish": "water"}}"#)
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .invalidInput)
        #expect(
            captured.errors.contains(#"controls[0].recolor.teal-ish: "teal-ish" is not a color"#), "\(captured.errors)")
    }

    /// A colour the file never draws (a typo, a colour the designer changed, one only a hidden layer uses) would
    /// leave the control in the file's colours with nothing said: a warning names it and the colours drawn.
    @Test func aRecolorOfNoColourTheFileDrawsIsWarnedOf() throws {
        let icon = Self.icon.replacingOccurrences(
            of: "</svg>", with: ##"<circle r="3" fill="#FF0000" display="none"/></svg>"##)
        let folder = try Self.package(
            ##"{"name": "icon", "type": "svg", "source": "Art/icon.svg", "recolor": {"#57DAD5": "water", "#FF0000": "ink", "#57dad580": "ink"}}"##,
            icon: icon)
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .success)
        let warnings = captured.errors.split(separator: "\n")
        #expect(
            warnings.map { $0.drop { $0 != " " } } == [
                ##" warning: controls[0].recolor.#FF0000: "#FF0000" is no colour Art/icon.svg paints outside its masks, so it recolours nothing; it paints #000000, #57dad5"##,
                ##" warning: controls[0].recolor.#57dad580: "#57dad580" is no colour Art/icon.svg paints outside its masks, so it recolours nothing; it paints #000000, #57dad5"##,
            ], "\(captured.errors)")
        #expect(folder.exists("Out/icon~dark.svg"), "the colour that matched still follows the palette")
    }

    /// Design tools export literal colours: `color` on such a file changes nothing and draws no dark file, so a
    /// warning says so and names what the file paints, for `recolor`.
    @Test func aColorForAFileWithoutCurrentColorIsWarnedOf() throws {
        let icon = Self.icon.replacingOccurrences(of: "currentColor", with: "#1E1E1E")
        let folder = try Self.package(
            #"{"name": "icon", "type": "svg", "source": "Art/icon.svg", "color": "water"}"#, icon: icon)
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .success)
        #expect(
            captured.errors.split(separator: "\n").map { $0.drop { $0 != " " } } == [
                ##" warning: controls[0].color: Art/icon.svg paints nothing in currentColor outside its masks, so "color" changes nothing; map the colours it paints to palette colours with "recolor" (it paints #000000, #1e1e1e, #57dad5), or write currentColor in the file where "color" should paint"##
            ], "\(captured.errors)")
        #expect(!folder.exists("Out/icon~dark.svg"))
    }

    /// A state's warning names the file that state imports, not the entry's `source` template.
    @Test func aStatesWarningNamesTheFileItImports() throws {
        let icon = Self.icon.replacingOccurrences(of: "currentColor", with: "#1E1E1E")
        let folder = try Self.package(
            #"{"name": "icon-{width}", "type": "svg", "source": "Art/icon-{width}.svg", "width": {"each": [16, 24]}, "color": "water"}"#,
            icon: icon)
        try folder.write(icon, to: "Art/icon-16.svg")
        try folder.write(icon, to: "Art/icon-24.svg")
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .success)
        let files = captured.errors.split(separator: "\n").map { $0.components(separatedBy: " paints nothing")[0] }
        #expect(
            files.map { $0.components(separatedBy: "color: ").last ?? "" } == ["Art/icon-16.svg", "Art/icon-24.svg"],
            "\(captured.errors)")
    }

    /// A key named by its position (its values are objects) names the file by its position too, as the name does.
    @Test func aPositionNamesTheFileAsItNamesTheControl() throws {
        let folder = try Self.package(
            ##"{"name": "d-{recolor}", "type": "svg", "source": "Art/{recolor}.svg", "##
                + ##""recolor": {"each": [{"#57DAD5": "water"}, {"#57DAD5": "#FF0000"}]}}"##)
        try folder.write(Self.icon, to: "Art/1.svg")
        try folder.write(Self.icon.replacingOccurrences(of: "<rect", with: "<circle r=\"2\"/><rect"), to: "Art/2.svg")
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .success, "\(captured.errors)")
        #expect(try Self.text(folder, "Out/d-1.svg").contains("#57dad5"))
        let second = try Self.text(folder, "Out/d-2.svg")
        #expect(second.contains("#ff0000"))
        #expect(
            second.components(separatedBy: "<path").count
                > (try Self.text(folder, "Out/d-1.svg")).components(
                    separatedBy: "<path"
                ).count, "Art/2.svg, with its circle, drawn")
    }

    /// A number beyond what a number holds names the file as written, not by its position: `1e400` is not `1`.
    @Test func aNumberTooLargeToHoldNamesTheFileAsWritten() throws {
        let folder = try Self.package(
            ##"{"name": "n{v}", "type": "svg", "source": "Art/{v}.svg", "v": {"each": [1e400]}}"##)
        try folder.write(Self.icon, to: "Art/1.svg")
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .invalidInput)
        #expect(captured.errors.contains("Art/1e400.svg"), "\(captured.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Out/n1.svg"))
    }

    /// Only the colours a file draws give it other appearances: a `color` for a file without `currentColor`, or a
    /// recolour of a colour it never draws, would make `~dark` files the same as the light ones.
    @Test func onlyColoursTheFileDrawsMakeAppearances() throws {
        let plain =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#57DAD5"/></svg>"##
        let folder = try Self.package(
            ##"{"name": "a", "type": "svg", "source": "Art/icon.svg", "color": "ink"}, "##
                + ##"{"name": "b", "type": "svg", "source": "Art/icon.svg", "recolor": {"#FF0000": "ink"}}, "##
                + ##"{"name": "c", "type": "svg", "source": "Art/icon.svg", "color": "ink", "recolor": {"#57DAD5": "water"}}"##,
            icon: plain)
        #expect(runTool(["-q"], in: folder) == .success)
        #expect(folder.exists("Out/a.svg") && !folder.exists("Out/a~dark.svg"))
        #expect(folder.exists("Out/b.svg") && !folder.exists("Out/b~dark.svg"))
        #expect(folder.exists("Out/c~dark.svg"), "a recoloured colour the file draws follows the palette")
    }

    /// A colour mapped twice, written alike or not, is an error: only the first mapping would count.
    @Test func recolorMapsEachColourOnce() throws {
        let folder = try Self.package(
            ##"{"name": "icon", "type": "svg", "source": "Art/icon.svg", "recolor": {"#57DAD5": "water", "#57DAD5": "ink", "rgb(87, 218, 213)": "ink"}}"##
        )
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .invalidInput)
        #expect(
            captured.errors.contains(
                ##"controls[0].recolor.#57DAD5: duplicate key "#57DAD5"; it is already set on line"##),
            "\(captured.errors)")
        #expect(
            captured.errors.contains(
                ##"controls[0].recolor.rgb(87, 218, 213): "rgb(87, 218, 213)" is the colour "#57DAD5" on line"##),
            "\(captured.errors)")
    }

    /// An entry that cannot be expanded reports what is wrong, not a file made up of its unexpanded placeholders;
    /// a key that fills a placeholder of `source` is known even when the import is not attempted.
    @Test func placeholdersOfAnEntryInErrorAreNotImportsOrUnknownKeys() throws {
        let folder = try Self.package(
            #"{"name": "icon", "type": "svg", "source": "Art/{name}.svg", "width": {"each": [24, 48]}}, "#
                + #"{"name": "drop", "type": "svg", "source": "Art/{variant}.svg", "variant": "icon", "color": "watr"}"#
        )
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .invalidInput)
        let errors = captured.errors.split(separator: "\n")
        #expect(errors.contains { $0.contains("controls[0].name:") && $0.contains("{width}") }, "\(errors)")
        #expect(errors.contains { $0.contains("controls[1].color:") }, "\(errors)")
        #expect(errors.count == 2, "\(errors)")
        // A placeholder the entry cannot fill is an error at the source, not a search for a file of that name.
        try folder.write(
            try Self.text(folder, "assets.json").replacingOccurrences(
                of: #""variant": "icon", "color": "watr""#, with: #""color": "water""#),
            to: "assets.json")
        let again = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: again) == .invalidInput)
        #expect(
            again.errors.contains(
                #"controls[1].source: cannot import "Art/{variant}.svg": {variant} names no text, number or boolean of this entry; give the entry that key"#
            ), "\(again.errors)")
    }

    /// A file checked at its own size is checked again at the control's: fitted larger, it must still be in range
    /// (rather than drawn as nothing).
    @Test func aFileThatOverflowsAtTheControlsSizeIsAnError() throws {
        let folder = try Self.package(
            #"{"name": "icon", "type": "svg", "source": "Art/icon.svg", "width": 48, "height": 48}"#)
        try folder.write(
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><circle cx=".5" cy=".5" r=".5"/><path d="M0 0H5e8" stroke="#000"/></svg>"##,
            to: "Art/icon.svg")
        let captured = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: captured) == .invalidInput)
        #expect(
            captured.errors.contains(
                #"controls[0].width: cannot import "Art/icon.svg": fitted into 48 × 48 its drawing reaches beyond ±1000000000"#
            ),
            "\(captured.errors)")
        #expect(!folder.exists("Out"))
        // Sliced into a square, a tall thin file is moved far off: its place counts, not only its scale.
        try folder.write(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="0.01" height="10000" viewBox="0 0 0.01 10000" preserveAspectRatio="xMidYMid slice"><rect width=".01" height=".01"/></svg>"##,
            to: "Art/icon.svg")
        try folder.write(
            try Self.text(folder, "assets.json").replacingOccurrences(
                of: #""width": 48, "height": 48"#, with: #""width": 10000, "height": 10000"#), to: "assets.json")
        let sliced = CapturedConsole()
        #expect(runTool(["-q"], in: folder, captured: sliced) == .invalidInput)
        #expect(sliced.errors.contains("fitted into 10000 × 10000 its drawing reaches beyond"), "\(sliced.errors)")
    }
}
