import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSVG
@testable import FloSupport

/// Drop shadows as design tools write them become the scene's shadows: the rasteriser casts them, SVG writes a
/// filter of its own, PDF an image of them; vector drawables and drawing code refuse them.
@Suite struct SVGShadowTests {
    static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"40\">\n"
    static let square = "<rect x=\"10\" y=\"10\" width=\"16\" height=\"16\" fill=\"#57DAD5\""

    static func drawing(_ body: String) throws -> Drawing {
        try SVGDocument.drawing(of: body, in: open, title: "shadow")
    }

    /// The first group of what `body` draws, outermost first, that passes `test`.
    static func firstGroup(_ body: String, where test: (Group) -> Bool) throws -> Group? {
        func find(_ nodes: [Node]) -> Group? {
            for case .group(let group) in nodes {
                if test(group) { return group }
                if let found = find(group.children) { return found }
            }
            return nil
        }
        return find(try drawing(body).nodes)
    }

    /// The shadows of the first group that casts any, and whether it shows its children.
    static func shadows(_ body: String) throws -> (shadows: [Shadow], showsChildren: Bool)? {
        try firstGroup(body) { !$0.shadows.isEmpty }.map { ($0.shadows, $0.showsChildren) }
    }

    static let figma = """
        <filter id="f" x="0" y="0" width="40" height="40" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
        <feFlood flood-opacity="0" result="BackgroundImageFix"/>
        <feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
        <feOffset dy="4"/><feGaussianBlur stdDeviation="2"/><feComposite in2="hardAlpha" operator="out"/>
        <feColorMatrix type="matrix" values="0 0 0 0 0.2 0 0 0 0 0.4 0 0 0 0 0.6 0 0 0 0.25 0"/>
        <feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow"/>
        <feBlend mode="normal" in="SourceGraphic" in2="effect1_dropShadow" result="shape"/></filter>
        """

    @Test func eachToolsDropShadowIsAShadow() throws {
        let figma = try #require(try Self.shadows(Self.figma + "<g filter=\"url(#f)\">" + Self.square + "/></g>"))
        #expect(figma.showsChildren)
        #expect(
            figma.shadows == [
                Shadow(
                    offset: Point(x: 0, y: 4), blur: 2, color: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.25),
                    isHard: true, knockout: .hard)
            ])
        // Sketch: the shadow alone, of a copy under the shape; its matrix in linearRGB, the default.
        let sketch = try #require(
            try Self.shadows(
                "<filter id=\"f\"><feOffset dx=\"1\" dy=\"2\" in=\"SourceAlpha\" result=\"o\"/>"
                    + "<feGaussianBlur stdDeviation=\"3\" in=\"o\" result=\"b\"/><feColorMatrix in=\"b\" type=\"matrix\""
                    + " values=\"0 0 0 0 0.2140  0 0 0 0 0  0 0 0 0 0  0 0 0 0.5 0\"/></filter>"
                    + Self.square + " filter=\"url(#f)\"/>"))
        #expect(!sketch.showsChildren)
        #expect(sketch.shadows.count == 1 && sketch.shadows[0].offset == Point(x: 1, y: 2))
        #expect(abs(sketch.shadows[0].color.red - 0.5) < 0.001 && sketch.shadows[0].color.alpha == 0.5)
        // Illustrator: a blurred, moved opacity merged under the source, in black.
        let illustrator = try #require(
            try Self.shadows(
                "<filter id=\"f\"><feGaussianBlur in=\"SourceAlpha\" result=\"blur\" stdDeviation=\"3\"/>"
                    + "<feOffset dx=\"5\" dy=\"5\" in=\"blur\" result=\"o\"/><feMerge><feMergeNode in=\"o\"/>"
                    + "<feMergeNode in=\"SourceGraphic\"/></feMerge></filter>" + Self.square + " filter=\"url(#f)\"/>"))
        #expect(
            illustrator.shadows == [Shadow(offset: Point(x: 5, y: 5), blur: 3, color: Color(red: 0, green: 0, blue: 0))]
        )
        // Inkscape: the source blurred and moved, a flood within it, the source over it.
        let inkscape = try #require(
            try Self.shadows(
                "<filter id=\"f\" style=\"color-interpolation-filters:sRGB\">"
                    + "<feFlood result=\"flood\" flood-opacity=\"0.5\" flood-color=\"rgb(0,0,0)\"/>"
                    + "<feGaussianBlur result=\"blur\" in=\"SourceGraphic\" stdDeviation=\"3\"/>"
                    + "<feOffset result=\"offset\" in=\"blur\" dx=\"4\" dy=\"4\"/>"
                    + "<feComposite result=\"comp1\" operator=\"in\" in=\"flood\" in2=\"offset\"/>"
                    + "<feComposite operator=\"over\" in=\"SourceGraphic\" in2=\"comp1\"/></filter>"
                    + Self.square + " filter=\"url(#f)\"/>"))
        #expect(inkscape.showsChildren && inkscape.shadows[0].color.alpha == 0.5 && inkscape.shadows[0].blur == 3)
        // SVG 2's own.
        let dropShadow = try #require(
            try Self.shadows(
                "<filter id=\"f\"><feDropShadow dx=\"3\" dy=\"3\" stdDeviation=\"2\" flood-color=\"navy\"/></filter>"
                    + Self.square + " filter=\"url(#f)\"/>"))
        #expect(dropShadow.showsChildren && dropShadow.shadows[0].offset == Point(x: 3, y: 3))
    }

    @Test(arguments: [
        // An inner shadow under the source, other weights, a spread after a blur or of two radii, a shadow over the
        // source, a percentage offset.
        "<feOffset dy=\"2\" in=\"SourceAlpha\"/><feComposite in2=\"SourceAlpha\" operator=\"arithmetic\" k2=\"-1\" k3=\"1\"/>"
            + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>",
        "<feOffset dy=\"2\" in=\"SourceAlpha\"/><feComposite in2=\"SourceAlpha\" operator=\"arithmetic\" k2=\"-1\" k3=\"0.5\"/>",
        "<feGaussianBlur stdDeviation=\"2\" in=\"SourceAlpha\"/><feMorphology radius=\"2\" operator=\"dilate\"/>",
        "<feMorphology radius=\"2 3\" operator=\"dilate\" in=\"SourceAlpha\"/>",
        // Two spreads (readers round each), an inner shadow merged over the source in linearRGB.
        "<feMorphology radius=\"1\" operator=\"dilate\" in=\"SourceAlpha\"/><feMorphology radius=\"1\" operator=\"dilate\"/>",
        "<feOffset dy=\"2\" in=\"SourceAlpha\"/><feComposite in2=\"SourceAlpha\" operator=\"arithmetic\" k2=\"-1\" k3=\"1\"/>"
            + "<feMerge><feMergeNode in=\"SourceGraphic\"/><feMergeNode/></feMerge>",
        "<feOffset dy=\"2\" in=\"SourceAlpha\" result=\"o\"/><feMerge><feMergeNode in=\"SourceGraphic\"/><feMergeNode in=\"o\"/></feMerge>",
        "<feDropShadow dx=\"10%\"/>",
        // A flood moved or blurred.
        "<feFlood flood-color=\"red\"/><feOffset dx=\"5\"/><feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>",
    ])
    func otherEffectsAreRefused(primitives: String) {
        #expect(throws: SVGError.self) {
            try Self.drawing("<filter id=\"f\">\(primitives)</filter>" + Self.square + " filter=\"url(#f)\"/>")
        }
    }

    /// Sketch cuts a shadow by the shape's opacity, so a translucent shape keeps the rest of its shadow under it;
    /// Figma blends a shadow with a transparent flood in any mode, which leaves it as it is; Adobe XD leaves out the
    /// last step's `in2`, which then takes the step before, as `in` does.
    @Test func sketchsCutFigmasBlendModesAndXDsMissingInputsAreShadows() throws {
        let cut =
            "<filter id=\"f\" x=\"0\" y=\"0\" width=\"40\" height=\"40\" filterUnits=\"userSpaceOnUse\" "
            + "color-interpolation-filters=\"sRGB\"><feOffset dx=\"4\" dy=\"4\" in=\"SourceAlpha\" result=\"o\"/>"
            + "<feComposite in=\"o\" in2=\"SourceAlpha\" operator=\"out\" result=\"c\"/>"
            + "<feColorMatrix in=\"c\" values=\"0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 1 0\"/>"
            + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
        let translucent = "<rect x=\"10\" y=\"10\" width=\"16\" height=\"16\" fill=\"#FFFFFF\" fill-opacity=\"0.5\""
        let sketch = try #require(try Self.shadows(cut + translucent + " filter=\"url(#f)\"/>"))
        #expect(sketch.shadows.map(\.knockout) == [.soft] && sketch.shadows.map(\.isHard) == [false])
        // The shadow is the shape's opacity, 1/2: under the shape half of it is left, black at 1/4 under white at
        // 1/2; beside it, black at 1/2.
        let pixels = Canvas.render(try Self.drawing(cut + translucent + " filter=\"url(#f)\"/>"), scale: 1).rgba
        #expect(Array(pixels[(20 * 40 + 20) * 4..<(20 * 40 + 20) * 4 + 4]) == [204, 204, 204, 159])
        #expect(Array(pixels[(28 * 40 + 28) * 4..<(28 * 40 + 28) * 4 + 4]) == [0, 0, 0, 128])
        // Written back, SVG cuts by the source's opacity too.
        var svg = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: try Self.drawing(cut + translucent + " filter=\"url(#f)\"/>"), to: &svg)
        let text = String(decoding: svg.bytes, as: UTF8.self)
        #expect(text.contains("<feComposite in2=\"SourceAlpha\" operator=\"out\""), "\(text)")
        #expect(try Self.shadows(text)?.shadows == sketch.shadows)
        // Merged over a translucent shape in linearRGB, the shadow left under it would mix in linear light.
        #expect(throws: SVGError.self) {
            try Self.drawing(
                cut.replacingOccurrences(of: " color-interpolation-filters=\"sRGB\"", with: "") + translucent
                    + " filter=\"url(#f)\"/>")
        }

        let multiply = Self.figma.replacingOccurrences(
            of: "<feBlend mode=\"normal\" in2=\"BackgroundImageFix\"",
            with: "<feBlend mode=\"multiply\" in2=\"BackgroundImageFix\"")
        #expect(multiply != Self.figma)
        let normal = try Self.shadows(Self.figma + "<g filter=\"url(#f)\">" + Self.square + "/></g>")?.shadows
        #expect(try Self.shadows(multiply + "<g filter=\"url(#f)\">" + Self.square + "/></g>")?.shadows == normal)
        // Over a colour, a blend mode is not followed.
        #expect(throws: SVGError.self) {
            try Self.drawing(
                "<filter id=\"f\"><feFlood flood-color=\"red\" result=\"r\"/><feBlend mode=\"multiply\" "
                    + "in=\"SourceGraphic\" in2=\"r\"/></filter>" + Self.square + " filter=\"url(#f)\"/>")
        }

        let xd =
            "<filter id=\"f\"><feOffset dy=\"3\" input=\"SourceAlpha\"/><feGaussianBlur stdDeviation=\"2\" "
            + "result=\"blur\"/><feFlood flood-opacity=\"0.3\"/><feComposite operator=\"in\" in2=\"blur\"/>"
            + "<feComposite in=\"SourceGraphic\"/></filter>"
        let explicit = xd.replacingOccurrences(
            of: "<feComposite in=\"SourceGraphic\"/>", with: "<feComposite in=\"SourceGraphic\" in2=\"c\"/>"
        ).replacingOccurrences(of: "in2=\"blur\"/>", with: "in2=\"blur\" result=\"c\"/>")
        let shadows = try #require(try Self.shadows(xd + Self.square + " filter=\"url(#f)\"/>"))
        #expect(shadows.showsChildren && shadows.shadows.count == 1)
        #expect(try Self.shadows(explicit + Self.square + " filter=\"url(#f)\"/>")?.shadows == shadows.shadows)
    }

    static let figmaSpreadAndInner = """
        <filter id="f" x="0" y="0" width="40" height="40" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
        <feFlood flood-opacity="0" result="BackgroundImageFix"/>
        <feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
        <feMorphology radius="4" operator="dilate" in="SourceAlpha" result="effect1_dropShadow"/>
        <feOffset dy="4"/><feGaussianBlur stdDeviation="4"/><feComposite in2="hardAlpha" operator="out"/>
        <feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.25 0"/>
        <feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow"/>
        <feBlend mode="normal" in="SourceGraphic" in2="effect1_dropShadow" result="shape"/>
        <feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
        <feMorphology radius="3" operator="erode" in="SourceAlpha" result="effect2_innerShadow"/>
        <feOffset dx="2" dy="2"/><feGaussianBlur stdDeviation="2"/>
        <feComposite in2="hardAlpha" operator="arithmetic" k2="-1" k3="1"/>
        <feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0.5 0"/>
        <feBlend mode="normal" in2="shape" result="effect2_innerShadow"/></filter>
        """

    @Test func innerShadowsAndSpreadsAreShadows() throws {
        let figma = try #require(
            try Self.shadows(Self.figmaSpreadAndInner + "<g filter=\"url(#f)\">" + Self.square + "/></g>"))
        #expect(figma.showsChildren)
        #expect(
            figma.shadows == [
                Shadow(
                    offset: Point(x: 0, y: 4), blur: 4, color: Color(red: 0, green: 0, blue: 0, alpha: 0.25),
                    knockout: .hard, spread: 4),
                Shadow(
                    offset: Point(x: 2, y: 2), blur: 2, color: Color(red: 1, green: 1, blue: 1, alpha: 0.5), spread: -3,
                    placement: .inside(isHard: true)),
            ])
        // Sketch: the inner shadow alone, of a copy over the shape, from the opacity as it is.
        let sketch = try #require(
            try Self.shadows(
                "<filter id=\"f\"><feGaussianBlur stdDeviation=\"3\" in=\"SourceAlpha\" result=\"b\"/>"
                    + "<feOffset dy=\"4\" in=\"b\" result=\"o\"/><feComposite in=\"o\" in2=\"SourceAlpha\" "
                    + "operator=\"arithmetic\" k2=\"-1\" k3=\"1\" result=\"i\"/><feColorMatrix values=\"0 0 0 0 0 "
                    + "0 0 0 0 0 0 0 0 0 0 0 0 0 0.5 0\" type=\"matrix\" in=\"i\"/></filter>"
                    + Self.square + " filter=\"url(#f)\"/>"))
        #expect(!sketch.showsChildren)
        #expect(
            sketch.shadows == [
                Shadow(
                    offset: Point(x: 0, y: 4), blur: 3, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5),
                    placement: .inside(isHard: false))
            ])
    }

    @Test func theRasteriserSpreadsAndCastsInside() throws {
        // Neither blurred: exact pixels. The square (10 to 26) with an inner shadow 4 down, in black: its top four
        // rows black, the rest its own colour.
        let inner =
            "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feOffset dy=\"4\" in=\"SourceAlpha\"/><feComposite in2=\"SourceAlpha\" "
            + "operator=\"arithmetic\" k2=\"-1\" k3=\"1\"/><feMerge><feMergeNode in=\"SourceGraphic\"/>"
            + "<feMergeNode/></feMerge></filter>" + Self.square + " filter=\"url(#f)\"/>"
        var pixels = Canvas.render(try Self.drawing(inner), scale: 1).rgba
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) }
        #expect(pixel(18, 10) == [0, 0, 0, 255] && pixel(18, 13) == [0, 0, 0, 255])
        #expect(pixel(18, 14) == [0x57, 0xDA, 0xD5, 255] && pixel(18, 25) == [0x57, 0xDA, 0xD5, 255])
        #expect(pixel(18, 27) == [0, 0, 0, 0] && pixel(18, 9) == [0, 0, 0, 0])
        // Spread by 3, alone: from 7 to 29 on each side, well within the filter's region (from -6 to 42).
        let spread =
            "<filter id=\"f\" x=\"-1\" y=\"-1\" width=\"3\" height=\"3\"><feMorphology radius=\"3\" "
            + "operator=\"dilate\" in=\"SourceAlpha\"/></filter>" + Self.square + " filter=\"url(#f)\"/>"
        pixels = Canvas.render(try Self.drawing(spread), scale: 1).rgba
        #expect(pixel(7, 7) == [0, 0, 0, 255] && pixel(28, 18) == [0, 0, 0, 255] && pixel(18, 18) == [0, 0, 0, 255])
        #expect(pixel(6, 18) == [0, 0, 0, 0] && pixel(29, 29) == [0, 0, 0, 0])
    }

    @Test func anInnerShadowTakesFromPastTheImageAndWhereItsCastReaches() throws {
        // A translucent band wider than the image, shadowed inside from the left: its left edge in the image is not
        // shadowed, since the band goes on past it.
        let band =
            "<filter id=\"f\" x=\"-1\" y=\"-1\" width=\"3\" height=\"3\" color-interpolation-filters=\"sRGB\">"
            + "<feOffset dx=\"4\" in=\"SourceAlpha\"/><feComposite in2=\"SourceAlpha\" operator=\"arithmetic\" "
            + "k2=\"-1\" k3=\"1\"/><feMerge><feMergeNode in=\"SourceGraphic\"/><feMergeNode/></feMerge></filter>"
            + "<rect x=\"-20\" y=\"10\" width=\"80\" height=\"20\" fill=\"#57DAD5\" fill-opacity=\"0.5\" filter=\"url(#f)\"/>"
        let drawing = try Self.drawing(band)
        let pixels = Canvas.render(drawing, scale: 1).rgba
        #expect(Array(pixels[(20 * 40 + 0) * 4..<(20 * 40 + 0) * 4 + 4]) == [0x57, 0xDA, 0xD5, 128])
        // PDF draws the inner shadow's image whole, not at the fill's opacity.
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        let fill = try #require(pdf.range(of: "\nf\n")).upperBound
        let image = try #require(pdf.range(of: " Do\n", options: .backwards)).lowerBound
        #expect(fill < image && pdf[fill..<image].contains(" gs\n"))
        // What an inner shadow takes from reaches as far as its cast: a filter's region must hold it.
        let inner = Shadow(
            offset: Point(x: 0, y: 4), blur: 2, color: Color(red: 0, green: 0, blue: 0),
            placement: .inside(isHard: true))
        #expect(inner.reach(of: Rect(x: 10, y: 10, width: 16, height: 16)) == Rect(x: 4, y: 8, width: 28, height: 28))
    }

    @Test func aMorphologyTakesTheExtremeWithinItsRadius() {
        func spread(_ values: [Float], width: Int, height: Int, radiusX: Int, radiusY: Int, grows: Bool) -> [Float] {
            var values = values
            Morphology.spread(&values, width: width, height: height, radiusX: radiusX, radiusY: radiusY, grows: grows)
            return values
        }
        let dot = [Float](repeating: 0, count: 5) + [1] + [Float](repeating: 0, count: 5)
        let grown = spread(dot, width: 11, height: 1, radiusX: 2, radiusY: 2, grows: true)
        #expect(grown == [0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0])
        #expect(spread(grown, width: 11, height: 1, radiusX: 2, radiusY: 0, grows: false) == dot)
        // Along columns too; and nothing lies beyond the edges, so an erosion reaches them from there.
        #expect(spread([0, 1, 0, 0], width: 1, height: 4, radiusX: 0, radiusY: 1, grows: true) == [1, 1, 1, 0])
        #expect(spread([1, 1, 1, 1], width: 4, height: 1, radiusX: 1, radiusY: 0, grows: false) == [0, 1, 1, 0])
    }

    @Test func inAMaskShadowsAreGreyedAsPathsAre() throws {
        // PDF reads a mask's greys: a red shadow in an alpha mask lets through as much as its opacity.
        let drawing = try Self.drawing(
            "<filter id=\"f\"><feDropShadow flood-color=\"red\"/><feGaussianBlur stdDeviation=\"1\"/></filter>"
                + "<mask id=\"m\" mask-type=\"alpha\"><rect width=\"9\" height=\"9\" fill=\"red\" filter=\"url(#f)\"/>"
                + "</mask><rect width=\"20\" height=\"20\" mask=\"url(#m)\"/>")
        func mask(_ nodes: [Node]) -> Mask? {
            for case .group(let group) in nodes {
                if let found = group.mask ?? mask(group.children) { return found }
            }
            return nil
        }
        let greyed = try #require(mask(drawing.nodes)).greyNodes(times: 0.5)
        func shadows(_ nodes: [Node]) -> [Shadow] {
            nodes.flatMap { node -> [Shadow] in
                guard case .group(let group) = node else { return [] }
                return group.shadows + shadows(group.children)
            }
        }
        #expect(shadows(greyed).map(\.color) == [Color(red: 0.5, green: 0.5, blue: 0.5)])
        #expect(Node.firstBlurred(greyed) != nil)
    }

    @Test func whereShadowsCannotBeDrawnAlikeTheyAreRefused() {
        let shadow = "<filter id=\"f\"><feDropShadow/></filter>"
        // In a pattern's tile, cast again in every tile; on a nested viewport, which readers filter differently.
        let tile =
            "<pattern id=\"p\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\">"
            + "<rect width=\"2\" height=\"2\" filter=\"url(#f)\"/></pattern><rect width=\"9\" height=\"9\" fill=\"url(#p)\"/>"
        #expect(throws: SVGError.self) { try Self.drawing(shadow + tile) }
        #expect(throws: SVGError.self) {
            try Self.drawing(shadow + "<svg width=\"20\" height=\"20\" filter=\"url(#f)\">" + Self.square + "/></svg>")
        }
    }

    /// Each step's numbers are within ±10⁹, and so must be what they add up to in a shadow or a blur.
    @Test func offsetsAndBlursAddingUpPastTheLimitAreRefused() throws {
        func error(_ steps: String) -> String? {
            do {
                _ = try Self.drawing(
                    "<filter id=\"f\">\(steps)<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
                        + Self.square + " filter=\"url(#f)\"/>")
                return nil
            } catch let error as SVGError {
                return "\(error.location.line):\(error.location.column): \(error.message)"
            } catch { return "\(error)" }
        }
        let offset = #"<feOffset in="SourceAlpha" dx="6e8"/>"#
        #expect(error(offset + #"<feOffset dx="4e8"/>"#) == nil)
        #expect(
            error(offset + #"<feOffset dx="6e8"/>"#)
                == "2:1: the offsets of this filter's steps add up to 1200000000, out of range; coordinates and sizes are limited to ±1000000000; move less"
        )
        // Moved as far, an element draws nothing when it lands off the region, and is refused when it lands on it.
        let far =
            #"<filter id="f" filterUnits="userSpaceOnUse" x="-1e9" y="0" width="1e9" height="40">"#
            + #"<feOffset dx="-6e8"/><feOffset dx="-6e8"/></filter>"#
        #expect(try Self.drawing(far + Self.square + " filter=\"url(#f)\"/>").nodes.isEmpty)
        let landing = #expect(throws: SVGError.self) {
            try Self.drawing(far + #"<rect x="9e8" y="10" width="16" height="16" filter="url(#f)"/>"#)
        }
        #expect(
            landing?.message.hasPrefix("the offsets of this filter's steps add up to 1200000000") == true,
            "\(String(describing: landing))")
        let blur = #"<feGaussianBlur in="SourceAlpha" stdDeviation="8e8"/>"#
        #expect(
            error(blur + #"<feGaussianBlur stdDeviation="8e8"/>"#)
                == "2:1: the blurs of this filter's steps add up to a deviation of 1131370849, out of range; coordinates and sizes are limited to ±1000000000; blur less"
        )
    }

    @Test func aShapeCastsItsWholeShadowWhereverItLands() throws {
        // Sketch's: the shadow alone, moved past where the shape is; and Inkscape 0.92's, a flood within the source.
        let sketch =
            "<filter id=\"f\" x=\"-1\" y=\"-1\" width=\"3\" height=\"3\"><feOffset dx=\"12\" dy=\"12\" in=\"SourceAlpha\"/></filter>"
            + Self.square + " filter=\"url(#f)\"/>"
        let pixels = Canvas.render(try Self.drawing(sketch), scale: 1).rgba
        // (25, 25), cast by the square's corner at (13, 13), which lies where the shadow does not.
        #expect(Array(pixels[(25 * 40 + 25) * 4..<(25 * 40 + 25) * 4 + 4]) == [0, 0, 0, 255])
        #expect(Array(pixels[(12 * 40 + 12) * 4..<(12 * 40 + 12) * 4 + 4]) == [0, 0, 0, 0])
        let inkscape = try #require(
            try Self.shadows(
                "<filter id=\"f\" style=\"color-interpolation-filters:sRGB\"><feFlood flood-opacity=\"0.5\" result=\"flood\"/>"
                    + "<feComposite in=\"flood\" in2=\"SourceGraphic\" operator=\"in\" result=\"composite1\"/>"
                    + "<feGaussianBlur in=\"composite1\" stdDeviation=\"2\" result=\"blur\"/>"
                    + "<feOffset dx=\"3\" dy=\"3\" result=\"offset\"/>"
                    + "<feComposite in=\"SourceGraphic\" in2=\"offset\" operator=\"over\"/></filter>"
                    + Self.square + " filter=\"url(#f)\"/>"))
        #expect(
            inkscape.showsChildren
                && inkscape.shadows == [
                    Shadow(offset: Point(x: 3, y: 3), blur: 2, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
                ])
    }

    @Test func aPDFShadowsImageHoldsThePageAtMost() throws {
        let wide = try Self.drawing(
            "<filter id=\"f\"><feDropShadow/></filter><rect x=\"-50000\" width=\"100000\" height=\"20\" filter=\"url(#f)\"/>"
        )
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: wide), as: UTF8.self)
        // The 40-point page at four pixels a point, the shadow's height within it.
        #expect(pdf.contains("/Subtype /Image /Width 160 /Height"))
    }

    @Test func theRasteriserCastsTheShadowUnderTheShape() throws {
        // Moved, not blurred: exact pixels, half-transparent navy right of and below the square.
        let body =
            "<filter id=\"f\"><feDropShadow dx=\"4\" dy=\"4\" stdDeviation=\"0\" flood-color=\"navy\""
            + " flood-opacity=\"0.5\"/></filter>" + Self.square + " filter=\"url(#f)\"/>"
        let pixels = Canvas.render(try Self.drawing(body), scale: 1).rgba
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) }
        #expect(pixel(20, 20) == [0x57, 0xDA, 0xD5, 255])
        #expect(pixel(26, 26) == [0, 0, 128, 128])
        #expect(pixel(12, 26) == [0, 0, 0, 0] && pixel(8, 8) == [0, 0, 0, 0])
        // Beyond the filter's region (the square's box and a tenth of it on each side), nothing.
        #expect(pixel(28, 28) == [0, 0, 0, 0])
    }

    @Test func svgWritesAFilterPDFAnImageOtherFormatsRefuse() throws {
        let drawing = try Self.drawing(Self.figma + "<g filter=\"url(#f)\">" + Self.square + "/></g>")
        var svg = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &svg)
        let text = String(decoding: svg.bytes, as: UTF8.self)
        #expect(text.contains("<g filter=\"url(#f1)\">"))
        // Read back, the written filter is the same shadow.
        let written = try #require(try Self.shadows(text))
        #expect(
            written.shadows
                == (try Self.shadows(Self.figma + "<g filter=\"url(#f)\">" + Self.square + "/></g>"))?.shadows)
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        #expect(
            pdf.contains("/Subtype /Image /Width 112 /Height 112 /ColorSpace /DeviceRGB /BitsPerComponent 8 /SMask"))
        #expect(pdf.contains("/Subtype /Image /Width 112 /Height 112 /ColorSpace /DeviceGray"))
        #expect(VectorLimits.vectorDrawable.problem(with: drawing)?.reason == "a shadow (a vector drawable has none)")
        for language in [CodeLanguage.swiftUI, .coreGraphics, .compose] {
            #expect(language.limits.problem(with: drawing)?.reason == "a shadow", "\(language)")
        }
    }

    @Test func innerShadowsAndSpreadsAreWrittenBack() throws {
        let source = Self.figmaSpreadAndInner + "<g filter=\"url(#f)\">" + Self.square + "/></g>"
        let drawing = try Self.drawing(source)
        var svg = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &svg)
        let text = String(decoding: svg.bytes, as: UTF8.self)
        #expect(text.contains("operator=\"dilate\" radius=\"4\"") && text.contains("operator=\"erode\" radius=\"3\""))
        #expect(try Self.shadows(text)?.shadows == (try Self.shadows(source))?.shadows)
        // PDF: the drop shadows' image before the square, the inner ones' after it.
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        let content = try #require(pdf.range(of: " Do\n")).lowerBound
        let square = try #require(pdf.range(of: "\nf\n")).lowerBound
        let last = try #require(pdf.range(of: " Do\n", options: .backwards)).lowerBound
        #expect(content < square && square < last)
    }
}
