import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSVG
@testable import FloSupport

/// Layer blurs as design tools write them become a blurred group: the rasteriser blurs the layer (in sRGB or in
/// linear light), SVG writes the blur, PDF an image of the blurred group; vector drawables and drawing code refuse
/// them.
@Suite struct SVGBlurTests {
    /// The first group that is blurred.
    static func blurred(_ body: String) throws -> Group? {
        try SVGShadowTests.firstGroup(body) { $0.blur != nil }
    }

    static let figmaBlur = """
        <filter id="f" x="0" y="0" width="40" height="40" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
        <feFlood flood-opacity="0" result="BackgroundImageFix"/>
        <feBlend mode="normal" in="SourceGraphic" in2="BackgroundImageFix" result="shape"/>
        <feGaussianBlur stdDeviation="3" result="effect1_foregroundBlur"/></filter>
        """

    @Test func layerBlursAreBlurs() throws {
        let figma = try #require(
            try Self.blurred(Self.figmaBlur + "<g filter=\"url(#f)\">" + SVGShadowTests.square + "/></g>"))
        #expect(figma.blur == LayerBlur(deviation: 3) && figma.shadows.isEmpty && figma.showsChildren)
        // With a drop shadow, blurred too; Inkscape's blur, of the source itself.
        let shadowed = SVGShadowTests.figma.replacingOccurrences(
            of: "result=\"shape\"/>", with: "result=\"shape\"/><feGaussianBlur stdDeviation=\"2\"/>")
        let both = try #require(
            try Self.blurred(shadowed + "<g filter=\"url(#f)\">" + SVGShadowTests.square + "/></g>"))
        #expect(both.blur == LayerBlur(deviation: 2) && both.shadows.count == 1 && both.showsChildren)
        let inkscape = try #require(
            try Self.blurred(
                "<filter id=\"f\" style=\"color-interpolation-filters:sRGB\"><feGaussianBlur stdDeviation=\"1.5\"/>"
                    + "</filter>" + SVGShadowTests.square + " filter=\"url(#f)\"/>"))
        #expect(inkscape.blur == LayerBlur(deviation: 1.5) && inkscape.shadows.isEmpty)
        // Sketch's, in linearRGB, the default.
        let sketch = try #require(
            try Self.blurred(
                "<filter id=\"f\"><feGaussianBlur stdDeviation=\"2\" in=\"SourceGraphic\"/></filter>"
                    + SVGShadowTests.square
                    + " filter=\"url(#f)\"/>"))
        #expect(sketch.blur == LayerBlur(deviation: 2, inLinearLight: true))
        // Blurred in both spaces, and blurred and then moved: refused.
        for refused in [
            "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feFlood flood-opacity=\"0\" result=\"c\"/><feBlend "
                + "in=\"SourceGraphic\" in2=\"c\"/><feGaussianBlur stdDeviation=\"1\"/><feGaussianBlur "
                + "color-interpolation-filters=\"linearRGB\" stdDeviation=\"1\"/></filter>",
            "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feFlood flood-opacity=\"0\" result=\"c\"/><feBlend "
                + "in=\"SourceGraphic\" in2=\"c\"/><feGaussianBlur stdDeviation=\"1\"/><feOffset dx=\"2\"/></filter>",
        ] {
            #expect(throws: SVGError.self) {
                try SVGShadowTests.drawing(refused + SVGShadowTests.square + " filter=\"url(#f)\"/>")
            }
        }
    }

    /// An input browsers do not implement, or a result no step before has named, takes the last result: the
    /// source, first.
    @Test(arguments: ["BackgroundImage", "BackgroundAlpha", "FillPaint", "StrokePaint", "later"])
    func anUnknownInputTakesTheLastResult(input: String) throws {
        let blurred = try #require(
            try Self.blurred(
                "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feGaussianBlur in=\"\(input)\" "
                    + "stdDeviation=\"2\"/><feGaussianBlur stdDeviation=\"0\" result=\"later\"/></filter>"
                    + SVGShadowTests.square + " filter=\"url(#f)\"/>"))
        #expect(blurred.blur == LayerBlur(deviation: 2) && blurred.shadows.isEmpty && blurred.showsChildren)
        // After a step, the step's result: a blurred source blurred again is one blur.
        let twice = try #require(
            try Self.blurred(
                "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"3\"/>"
                    + "<feGaussianBlur in=\"\(input)\" stdDeviation=\"4\"/></filter>" + SVGShadowTests.square
                    + " filter=\"url(#f)\"/>"))
        #expect(twice.blur == LayerBlur(deviation: 5))
    }

    @Test func theColourSpaceIsInheritedAndAutoIsSRGB() throws {
        func blur(_ filter: String) throws -> LayerBlur? {
            try Self.blurred(filter + SVGShadowTests.square + " filter=\"url(#f)\"/>")?.blur
        }
        let inherited = try blur(
            "<defs style=\"color-interpolation-filters:sRGB\"><filter id=\"f\"><feGaussianBlur stdDeviation=\"2\"/>"
                + "</filter></defs>")
        #expect(inherited == LayerBlur(deviation: 2))
        let auto = try blur(
            "<filter id=\"f\" color-interpolation-filters=\"auto\"><feGaussianBlur stdDeviation=\"2\"/></filter>")
        #expect(auto == LayerBlur(deviation: 2))
        // A blur of no deviation is none, whatever its space.
        let afterNothing = try blur(
            "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"0\" "
                + "color-interpolation-filters=\"linearRGB\"/><feGaussianBlur stdDeviation=\"2\"/></filter>")
        #expect(afterNothing == LayerBlur(deviation: 2))
        // The element blurred in both spaces: refused.
        #expect(throws: SVGError.self) {
            try blur(
                "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"1\"/>"
                    + "<feGaussianBlur stdDeviation=\"1\" color-interpolation-filters=\"linearRGB\"/></filter>")
        }
    }

    @Test func aBlurredLayerIsBlurredEverywhere() throws {
        let drawing = try SVGShadowTests.drawing(
            Self.figmaBlur + "<g filter=\"url(#f)\">" + SVGShadowTests.square + "/></g>")
        let pixels = Canvas.render(drawing, scale: 1).rgba
        func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * 40 + x) * 4 + 3]) }
        // The square's middle as it was, its edge half way, nothing three deviations past it.
        #expect(alpha(18, 18) > 250 && abs(alpha(10, 18) - 128) < 16 && alpha(0, 18) == 0)
        // SVG writes the blur back; PDF draws the whole group as an image, not its paths.
        var svg = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &svg)
        let text = String(decoding: svg.bytes, as: UTF8.self)
        #expect(text.contains("<feGaussianBlur stdDeviation=\"3\"/>"))
        #expect(try Self.blurred(text)?.blur == LayerBlur(deviation: 3))
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        #expect(pdf.contains("/Subtype /Image") && !pdf.contains("\nf\n"))
        // Too small a blur to see at any scale stays vector.
        let tiny = try SVGShadowTests.drawing(
            Self.figmaBlur.replacingOccurrences(of: "stdDeviation=\"3\"", with: "stdDeviation=\"0.01\"")
                + "<g filter=\"url(#f)\">" + SVGShadowTests.square + "/></g>")
        let tinyPDF = String(decoding: PDFWriter(compressesContent: false).data(for: tiny), as: UTF8.self)
        #expect(!tinyPDF.contains("/Subtype /Image") && tinyPDF.contains("\nf\n"))
        // Small on average but wide along one axis, it is drawn.
        let stretched = try SVGShadowTests.drawing(
            "<g transform=\"scale(8 0.0125)\"><filter id=\"f\" color-interpolation-filters=\"sRGB\">"
                + "<feGaussianBlur stdDeviation=\"0.1\"/></filter>"
                + "<rect width=\"4\" height=\"3000\" filter=\"url(#f)\"/></g>")
        let stretchedPDF = String(decoding: PDFWriter(compressesContent: false).data(for: stretched), as: UTF8.self)
        #expect(stretchedPDF.contains("/Subtype /Image"))
        #expect(
            VectorLimits.vectorDrawable.problem(with: drawing)?.reason == "a layer blur (a vector drawable has none)")
        #expect(CodeLanguage.swiftUI.limits.problem(with: drawing)?.reason == "a layer blur")
    }

    /// A blur of two deviations blurs across by the first and down by the second (0 in one: along the other only),
    /// a blur of it again adding up along each; SVG writes both back. A shadow's blur is one, and so is a blur the
    /// transforms around it turn, as the rasteriser blurs along the picture's axes.
    @Test func aBlurOfTwoDeviationsBlursAcrossAndDown() throws {
        func filtered(_ steps: String, around: String = "<g>") throws -> Group? {
            try Self.blurred(
                around + "<filter id=\"f\" color-interpolation-filters=\"sRGB\">" + steps + "</filter>"
                    + SVGShadowTests.square + " filter=\"url(#f)\"/></g>")
        }
        let two = try #require(try filtered("<feGaussianBlur stdDeviation=\"3 4\"/>"))
        #expect(two.blur == LayerBlur(deviation: 3, deviationDown: 4) && two.shadows.isEmpty)
        let downOnly = try #require(try filtered("<feGaussianBlur stdDeviation=\"0 2\"/>"))
        #expect(downOnly.blur == LayerBlur(deviation: 0, deviationDown: 2))
        let again = try #require(
            try filtered("<feGaussianBlur stdDeviation=\"3 0\"/><feGaussianBlur stdDeviation=\"4 2\"/>"))
        #expect(again.blur == LayerBlur(deviation: 5, deviationDown: 2))
        // Across only: the square's left edge half way, nothing blurred above its top.
        let drawing = try SVGShadowTests.drawing(
            "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"3 0\"/></filter>"
                + "<g filter=\"url(#f)\">" + SVGShadowTests.square + "/></g>")
        let pixels = Canvas.render(drawing, scale: 1).rgba
        func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * 40 + x) * 4 + 3]) }
        #expect(abs(alpha(10, 18) - 128) < 16 && alpha(18, 9) == 0 && alpha(18, 10) > 250)
        var svg = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &svg)
        #expect(String(decoding: svg.bytes, as: UTF8.self).contains("<feGaussianBlur stdDeviation=\"3 0\"/>"))
        #expect(
            SVGRefusalTests.refusal(
                SVGRefusalTests.open
                    + "<filter id=\"f\"><feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"3 1\"/><feOffset dx=\"2\"/>"
                    + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
                    + "<rect width=\"9\" height=\"9\" filter=\"url(#f)\"/></svg>")
                == "2:63: a shadow blurred by one deviation across and another down (stdDeviation=\"3 1\") is not supported; give both directions the same deviation"
        )
        #expect(
            SVGRefusalTests.refusal(
                SVGRefusalTests.open + "<filter id=\"f\"><feGaussianBlur stdDeviation=\"3 1\"/></filter>"
                    + "<g transform=\"rotate(30)\"><rect width=\"9\" height=\"9\" filter=\"url(#f)\"/></g></svg>")
                == "2:87: a blur of one deviation across and another down, turned or skewed by the transforms around it, is not supported; give both directions the same deviation, or blur the artwork before turning it"
        )
        #expect(
            SVGRefusalTests.refusal(
                SVGRefusalTests.open + "<filter id=\"f\"><feDropShadow stdDeviation=\"6 1\"/></filter>"
                    + "<rect width=\"9\" height=\"9\" filter=\"url(#f)\"/></svg>")?.hasSuffix(
                    "a shadow blurred by one deviation across and another down (stdDeviation=\"6 1\") is not supported; give both directions the same deviation"
                ) == true)
        // So it is where a marker's `orient` turns it.
        #expect(
            SVGRefusalTests.refusal(
                SVGRefusalTests.open + "<filter id=\"f\"><feGaussianBlur stdDeviation=\"3 1\"/></filter>"
                    + "<marker id=\"m\" orient=\"auto\"><rect width=\"9\" height=\"9\" filter=\"url(#f)\"/></marker>"
                    + "<path d=\"M10 10 L90 90\" stroke=\"red\" marker-end=\"url(#m)\"/></svg>")?.hasSuffix(
                    "a blur of one deviation across and another down, turned or skewed by the transforms around it, is not supported; give both directions the same deviation, or blur the artwork before turning it"
                ) == true)
    }

    @Test func aBlurInLinearLightMixesColoursThere() throws {
        // Red beside blue, blurred: where they meet, half of each in linear light is lighter than half in sRGB.
        let shapes =
            "<g filter=\"url(#f)\"><rect x=\"0\" y=\"0\" width=\"20\" height=\"40\" fill=\"red\"/>"
            + "<rect x=\"20\" y=\"0\" width=\"20\" height=\"40\" fill=\"blue\"/></g>"
        func middle(_ space: String) throws -> [UInt8] {
            let filter =
                "<filter id=\"f\" x=\"0\" y=\"0\" width=\"1\" height=\"1\" color-interpolation-filters=\"\(space)\">"
                + "<feGaussianBlur stdDeviation=\"4\"/></filter>"
            let pixels = Canvas.render(try SVGShadowTests.drawing(filter + shapes), scale: 1).rgba
            return Array(pixels[(20 * 40 + 20) * 4..<(20 * 40 + 20) * 4 + 4])
        }
        let (linear, srgb) = (try middle("linearRGB"), try middle("sRGB"))
        #expect(linear[3] == 255 && srgb[3] == 255)
        #expect(Int(linear[0]) > Int(srgb[0]) + 20 && Int(linear[2]) > Int(srgb[2]) + 20, "\(linear) \(srgb)")
        // SVG says which space it blurs in.
        var svg = ByteBuffer(capacity: 256)
        let drawing = try SVGShadowTests.drawing(
            "<filter id=\"f\"><feGaussianBlur stdDeviation=\"4\"/></filter>" + shapes)
        SVGRenderer.elements(of: drawing, to: &svg)
        #expect(String(decoding: svg.bytes, as: UTF8.self).contains("color-interpolation-filters=\"linearRGB\"/>"))
    }
}
