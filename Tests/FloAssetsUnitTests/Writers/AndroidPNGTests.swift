import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// `"androidDrawable": "png"`: the `vectorDrawable` output writes the control as one PNG per screen density, for
/// artwork a vector drawable cannot show.
@Suite struct AndroidPNGTests {
    static let colors = ##"{"ink": {"any": "#226E64", "dark": "#9BE8E3"}}"##

    /// The width and height in a PNG's header.
    static func pixelSize(_ png: [UInt8]) -> (Int, Int) {
        func number(at offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }

    @Test func aPNGControlIsOnePNGPerDensityInEachAppearancesFolders() throws {
        let manifest = try decodeManifest(
            VectorDrawableWriterTests.androidManifest(
                #"{"name": "Logo-mark", "type": "star", "width": 25, "height": 31, "color": "ink", "androidDrawable": "png"}, {"name": "plain", "type": "star", "color": "ink"}"#,
                colors: Self.colors))
        let writer = VectorDrawableWriter()
        let (light, dark) = (manifest.controls[0], manifest.controls[1])
        #expect(light.appearance == .any && dark.appearance == .dark)
        #expect(
            writer.paths(for: light) == [
                "drawable-mdpi/logo_mark.png", "drawable-hdpi/logo_mark.png", "drawable-xhdpi/logo_mark.png",
                "drawable-xxhdpi/logo_mark.png", "drawable-xxxhdpi/logo_mark.png",
            ])
        #expect(
            writer.paths(for: dark).allSatisfy { $0.hasPrefix("drawable-night-") && $0.hasSuffix("dpi/logo_mark.png") })
        // The other control stays a vector drawable.
        #expect(writer.paths(for: manifest.controls[2]) == ["drawable/plain.xml"])
        var highContrast = light
        highContrast.appearance = .highContrast
        #expect(writer.paths(for: highContrast).isEmpty)

        // ceil(size × density) pixels, drawn as the png output draws: its 1x and @2x bytes at mdpi and xhdpi.
        let drawing = light.drawing(defaultSnapping: manifest.pixelSnapping)
        let files = writer.files(for: light, drawing: drawing)
        #expect(files.map { Self.pixelSize($0.bytes).0 } == [25, 38, 50, 75, 100])
        #expect(files.map { Self.pixelSize($0.bytes).1 } == [31, 47, 62, 93, 124])
        #expect(files.allSatisfy { !$0.isText })
        let png = PNGWriter(scales: [1, 2]).files(for: light, drawing: drawing)
        #expect(files[0].bytes == png[0].bytes && files[2].bytes == png[1].bytes)
    }

    @Test func onlyDensityFoldersHoldPNGsTheOutputCouldHaveWritten() {
        let writer = VectorDrawableWriter()
        for path in ["drawable-mdpi/logo.png", "drawable-xxxhdpi/a_1.png", "drawable-night-hdpi/logo.png"] {
            #expect(writer.couldHaveWritten(path), "\(path)")
        }
        for path in [
            "drawable-ldpi/logo.png", "drawable-xhdpi/logo.xml", "drawable/logo.png", "drawable-xhdpi/Logo.png",
            "drawable-xhdpi/class.png", "drawable-xhdpi-night/logo.png", "drawable-xhdpi/sub/logo.png",
        ] {
            #expect(!writer.couldHaveWritten(path), "\(path)")
        }
    }

    /// Android's build reads `drawable-hdpi-v4` and `drawable-240dpi` as `drawable-hdpi`, and `drawable-night-v8` as
    /// `drawable-night`: a resource there clashes with ours (aapt2: "conflicting value for configuration").
    @Test func foldersAreReadAsAndroidsBuildReadsThem() {
        let same: [(String, String, String)] = [
            ("drawable", "drawable", ""), ("drawable-night", "drawable", "-night"),
            ("drawable-night-v8", "drawable", "-night"), ("drawable-night-v3", "drawable", "-night"),
            ("values-night-v8", "values", "-night"), ("drawable-hdpi-v4", "drawable", "-hdpi"),
            ("drawable-240dpi", "drawable", "-hdpi"), ("drawable-night-320dpi-v8", "drawable", "-night-xhdpi"),
            ("color-xxxhdpi", "color", "-xxxhdpi"), ("drawable-160dpi-v1", "drawable", "-mdpi"),
        ]
        for (name, type, qualifiers) in same {
            #expect(AndroidFolder(name).map { [$0.type, $0.qualifiers] } == [type, qualifiers], "\(name)")
        }
        for name in [
            "drawable-v1", "drawable-hdpi-v21", "drawable-land-hdpi", "drawable-night-v9", "drawable-213dpi",
            "drawable-ldpi", "drawable-xhdpi-night", "mipmap-xhdpi", "drawable-anydpi", "layout",
        ] {
            #expect(AndroidFolder(name) == nil, "\(name)")
        }
    }

    /// What a vector drawable cannot show, or shows slowly, is no problem once the control is PNGs; the error for
    /// what it cannot show says so.
    @Test func aVectorDrawablesLimitsDoNotApplyToPNGs() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="red"/><circle cx="10" cy="10" r="8" fill="blue" style="mix-blend-mode: multiply"/></svg>"#,
            to: "blend.svg")
        let blended = #"{"name": "blend", "type": "svg", "source": "blend.svg"}"#
        let errors = manifestErrors(VectorDrawableWriterTests.androidManifest(blended), folder: folder.url.path)
        #expect(
            errors.count == 1
                && errors[0].hasSuffix(
                    #"draw it without that, or set "androidDrawable": "png" on it for PNGs per density"#),
            "\(errors)")
        let asPNG = #"{"name": "blend", "type": "svg", "source": "blend.svg", "androidDrawable": "png"}"#
        let big = #"{"name": "big", "type": "rectangle", "width": 390, "height": 844, "androidDrawable": "png"}"#
        let result = try ManifestLoader.decode(
            Array(VectorDrawableWriterTests.androidManifest(asPNG + ", " + big).utf8), displayPath: "assets.json",
            folder: folder.url.path)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(
            manifestErrors(
                VectorDrawableWriterTests.androidManifest(
                    #"{"name": "a", "type": "star", "androidDrawable": "bitmap"}"#)
            )
            .first?.contains(#"androidDrawable"#) == true)
    }
}
