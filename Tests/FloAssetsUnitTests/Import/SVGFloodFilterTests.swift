import Foundation
import Testing

@testable import FloDrawing
@testable import FloSVG

/// A filter of floods under or over the source, as newer Illustrator applies to an opacity mask's content
/// (`luminosity-noclip`), or of a flood alone, draws as rectangles of the floods over the filter's region, cut to the
/// region; a filter that moves the source, as the source moved; other filters are refused where they are declared.
@Suite struct SVGFloodFilterTests {
    static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"20\">\n"

    /// Illustrator's filter, its region `x y width height` in user space, with `flood` and `blend` attributes.
    static func filter(
        _ region: String = "x=\"0\" y=\"0\" width=\"40\" height=\"20\"", flood: String = "flood-color=\"#fff\"",
        blend: String = "", interpolation: String = "color-interpolation-filters=\"sRGB\""
    ) -> String {
        "<filter id=\"f\" \(region) \(interpolation) filterUnits=\"userSpaceOnUse\">"
            + "<feFlood \(flood) result=\"bg\"/><feBlend in=\"SourceGraphic\" in2=\"bg\" \(blend)/></filter>"
    }

    static func document(_ body: String) throws(SVGError) -> SVGDocument {
        try SVGDocument.parse(Array((open + body + "\n</svg>").utf8))
    }

    static func pixels(_ body: String) throws -> [UInt8] {
        Canvas.render(try SVGDocument.drawing(of: body, in: open), scale: 2).rgba
    }

    static func refusal(_ body: String) -> String? {
        do {
            _ = try document(body)
            return nil
        } catch {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
    }

    static let shape = "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"url(#g)\"/>"
    static let gradient =
        "<linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"#000\"/><stop offset=\"1\" stop-color=\"#fff\"/>"
        + "</linearGradient>"
    static let masked = "<rect width=\"40\" height=\"20\" fill=\"#5290ae\" mask=\"url(#m)\"/>"

    @Test func illustratorsOpacityMaskShowsAllBeyondItsArtwork() throws {
        let illustrator =
            Self.gradient + Self.filter()
            + "<mask id=\"m\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"40\" height=\"20\">"
            + "<g style=\"filter: url(#f)\">" + Self.shape + "</g></mask>" + Self.masked
        let spelledOut =
            Self.gradient + "<mask id=\"m\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"40\" height=\"20\">"
            + "<rect width=\"40\" height=\"20\" fill=\"#fff\"/>" + Self.shape + "</mask>" + Self.masked
        let pixels = try Self.pixels(illustrator)
        #expect(pixels == (try Self.pixels(spelledOut)))
        // Beyond the artwork the element shows whole; under the gradient's black end, not at all.
        #expect(Array(pixels[0..<4]) == [0x52, 0x90, 0xAE, 255])
        #expect(pixels[(10 * 80 + 21) * 4 + 3] < 16)
    }

    /// Illustrator writes an opacity mask's filter without `color-interpolation-filters`, so in linearRGB: over its
    /// opaque flood, a mask's opaque content mixes in linear light only along its anti-aliased edges, which are
    /// smoothed as every edge is; translucent content would mix all over, and is refused where the filter is
    /// declared, and so is `currentColor` (the manifest's colour) and anything outside a mask, whose colours the
    /// manifest may make translucent.
    @Test func opaqueArtworkOverAnOpaqueFloodImportsInLinearRGB() throws {
        func masked(_ filter: String, _ content: String) -> String {
            Self.gradient + filter
                + "<mask id=\"m\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"40\" height=\"20\">"
                + "<g style=\"filter: url(#f)\">" + content + "</g></mask>" + Self.masked
        }
        let linear = Self.filter(interpolation: "")
        #expect(try Self.pixels(masked(linear, Self.shape)) == (try Self.pixels(masked(Self.filter(), Self.shape))))
        for translucent in [
            Self.shape.replacingOccurrences(of: "/>", with: " fill-opacity=\"0.5\"/>"),
            "<g opacity=\"0.5\">" + Self.shape + "</g>",
            "<linearGradient id=\"h\"><stop stop-color=\"#000\" stop-opacity=\"0.5\"/></linearGradient>"
                + Self.shape.replacingOccurrences(of: "#g", with: "#h"),
            Self.shape.replacingOccurrences(of: "url(#g)", with: "#00000080"),
            Self.shape.replacingOccurrences(of: "url(#g)", with: "currentColor"),
        ] {
            let refusal = Self.refusal(masked(linear, translucent))
            #expect(refusal?.hasSuffix(": " + Converter.mixedOverFlood) == true, "\(refusal ?? "drawn")")
        }
        // Outside a mask, recolor or `currentColor` could make the artwork translucent: refused, opaque or not.
        let artwork = Self.refusal(linear + "<rect width=\"5\" height=\"5\" fill=\"navy\" filter=\"url(#f)\"/>")
        #expect(artwork?.hasSuffix(": " + Converter.mixedOverFlood) == true, "\(artwork ?? "drawn")")
    }

    /// A translucent flood over or under the element in linearRGB would mix their colours in linear light: refused
    /// at the `<filter>`, saying how to draw it in sRGB (where it is drawn), not as a filter of no known kind.
    @Test(arguments: ["in=\"SourceGraphic\" in2=\"bg\"", "in=\"bg\" in2=\"SourceGraphic\""])
    func translucentFloodsInLinearRGBAskForSRGB(inputs: String) throws {
        func filtered(_ interpolation: String) -> String {
            "<filter id=\"f\" \(interpolation)><feFlood flood-color=\"red\" flood-opacity=\"0.5\" result=\"bg\"/>"
                + "<feComposite \(inputs) operator=\"over\"/></filter>"
                + "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"blue\" filter=\"url(#f)\"/>"
        }
        #expect(
            Self.refusal(filtered(""))
                == "2:1: this filter stacks floods and the element in linearRGB, where translucent colours would mix in linear light; add color-interpolation-filters=\"sRGB\" to the <filter>"
        )
        #expect(try Self.pixels(filtered("color-interpolation-filters=\"sRGB\"")).contains { $0 != 0 })
    }

    /// What the outputs would follow but for one attribute is refused at it, naming it: a step's own region (a
    /// flood's, where the filter would be followed were the flood to cover its region), a filter's units for its
    /// steps' numbers, its resolution. A step no output follows is refused as a filter.
    @Test(arguments: [
        (
            "<filter id=\"f\"><feFlood flood-color=\"green\" x=\"10\" y=\"10\" width=\"40\"/>"
                + "<feComposite in2=\"SourceGraphic\" operator=\"in\"/></filter>",
            "2:48: a flood's own region (x on <feFlood>) is followed only where floods and the element are stacked, not where the flood is moved, blurred or cut; remove x, y, width and height from it, or draw a rectangle instead of a flood"
        ),
        (
            "<filter id=\"f\"><feOffset dx=\"1\" width=\"40\"/><feGaussianBlur stdDeviation=\"1\"/></filter>",
            "2:40: a filter step's own region (width on <feOffset>) is followed only on the filter's last step; remove x, y, width and height from it, so that it covers the filter's region"
        ),
        (
            "<filter id=\"f\" primitiveUnits=\"boundingBox\"><feOffset dx=\"0.1\"/></filter>",
            "2:32: primitiveUnits=\"boundingBox\" is not a unit; write userSpaceOnUse or objectBoundingBox"
        ),
        (
            "<filter id=\"f\"><feColorMatrix type=\"saturate\" values=\"0.2\" x=\"3\"/></filter>",
            "2:111: this filter is not supported (shadows, layer blurs, floods and moves are); remove effects such as colour effects and lighting"
        ),
    ])
    func anAttributeTheOutputsDoNotFollowIsNamed(filter: String, refusal: String) {
        #expect(Self.refusal(filter + "<rect width=\"5\" height=\"5\" filter=\"url(#f)\"/>") == refusal)
    }

    @Test func aFloodIsARectangleOverTheRegionUnderTheElementCutToIt() throws {
        let flooded = try Self.pixels(
            Self.filter(
                "x=\"5\" y=\"0\" width=\"30\" height=\"15\"", flood: "flood-color=\"teal\" flood-opacity=\"0.5\"")
                + "<rect x=\"0\" y=\"5\" width=\"20\" height=\"15\" fill=\"navy\" filter=\"url(#f)\"/>")
        let spelledOut = try Self.pixels(
            "<rect x=\"5\" y=\"0\" width=\"30\" height=\"15\" fill=\"teal\" fill-opacity=\"0.5\"/>"
                + "<rect x=\"5\" y=\"5\" width=\"15\" height=\"10\" fill=\"navy\"/>")
        #expect(flooded == spelledOut)
        // A flood that paints nothing (Figma's `BackgroundImageFix` alone) leaves the element as it is, in any
        // colour space.
        let clear = try Self.pixels(
            Self.filter(flood: "flood-opacity=\"0\"", interpolation: "") + Self.gradient
                + "<g filter=\"url(#f)\">" + Self.shape + "</g>")
        #expect(clear == (try Self.pixels(Self.gradient + Self.shape)))
    }

    @Test func aFloodAloneOrOverTheSourceIsARectangle() throws {
        let rectangle = "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"navy\" filter=\"url(#f)\"/>"
        // In place of the element, over the region (10 % past its box), in any colour space; an opaque flood hides
        // what lies under it.
        let region = "<rect x=\"8\" y=\"4\" width=\"24\" height=\"12\" fill=\"teal\"/>"
        for filter in [
            "<filter id=\"f\"><feFlood flood-color=\"teal\"/></filter>",
            "<filter id=\"f\"><feFlood flood-color=\"teal\"/><feBlend in2=\"SourceGraphic\"/></filter>",
            "<filter id=\"f\"><feFlood flood-color=\"red\" result=\"a\"/><feFlood flood-color=\"teal\"/>"
                + "<feMerge><feMergeNode in=\"a\"/><feMergeNode/></feMerge></filter>",
        ] {
            #expect(try Self.pixels(filter + rectangle) == (try Self.pixels(region)), "\(filter)")
        }
        // A translucent flood over the element, in sRGB; `inherit` takes the filter's colour and opacity.
        let over = try Self.pixels(
            "<filter id=\"f\" color-interpolation-filters=\"sRGB\" flood-color=\"teal\" flood-opacity=\"0.5\">"
                + "<feFlood flood-color=\"inherit\" flood-opacity=\"inherit\"/>"
                + "<feComposite in2=\"SourceGraphic\"/></filter>" + rectangle)
        let spelledOut = try Self.pixels(
            "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"navy\"/>"
                + "<rect x=\"8\" y=\"4\" width=\"24\" height=\"12\" fill=\"teal\" fill-opacity=\"0.5\"/>")
        #expect(over == spelledOut)
        // An empty group floods a region given in user space.
        let empty = try Self.pixels(
            "<filter id=\"f\" filterUnits=\"userSpaceOnUse\" x=\"8\" y=\"4\" width=\"24\" height=\"12\">"
                + "<feFlood flood-color=\"teal\"/></filter><g filter=\"url(#f)\"/>")
        #expect(empty == (try Self.pixels(region)))
    }

    /// A flood's own region is its rectangle, each of `x`, `y`, `width` and `height` the filter region's where it
    /// gives none, percentages of the viewport, cut to the filter's region; one of no width or height (or, in
    /// error, a negative one) floods nothing, as browsers and resvg draw it.
    @Test func aFloodsOwnRegionIsItsRectangle() throws {
        let source = "<rect x=\"20\" y=\"5\" width=\"10\" height=\"10\" fill=\"navy\" filter=\"url(#f)\"/>"
        let under = try Self.pixels(
            Self.filter(flood: "flood-color=\"teal\" x=\"25%\" y=\"2\" width=\"15\" height=\"30\"") + source)
        let spelledOut = try Self.pixels(
            "<rect x=\"10\" y=\"2\" width=\"15\" height=\"18\" fill=\"teal\"/>"
                + "<rect x=\"20\" y=\"5\" width=\"10\" height=\"10\" fill=\"navy\"/>")
        #expect(under == spelledOut)
        // In fractions (or percentages) of the element's box, from its corner.
        let inBox = try Self.pixels(
            Self.filter(
                "x=\"0\" y=\"0\" width=\"40\" height=\"20\" primitiveUnits=\"objectBoundingBox\"",
                flood: "flood-color=\"teal\" x=\"0.5\" y=\"20%\" width=\"1\" height=\"0.5\"") + source)
        let inBoxSpelledOut = try Self.pixels(
            "<rect x=\"25\" y=\"7\" width=\"10\" height=\"5\" fill=\"teal\"/>"
                + "<rect x=\"20\" y=\"5\" width=\"10\" height=\"10\" fill=\"navy\"/>")
        #expect(inBox == inBoxSpelledOut)
        // Under an opaque flood of the whole region, it is hidden; with none, the element is what the filter draws.
        let hidden = try Self.pixels(
            "<filter id=\"f\"><feFlood flood-color=\"red\" x=\"12\" width=\"5\"/><feFlood flood-color=\"teal\"/>"
                + "</filter>" + source)
        #expect(hidden == (try Self.pixels("<rect x=\"19\" y=\"4\" width=\"12\" height=\"12\" fill=\"teal\"/>")))
        let blank = try Self.pixels("")
        for size in ["width=\"0\"", "height=\"-5\""] {
            let flooded = try Self.pixels("<filter id=\"f\"><feFlood flood-color=\"red\" \(size)/></filter>" + source)
            #expect(flooded == blank, "\(size)")
        }
    }

    /// The last step's own region cuts what the filter draws, as a clip of it would, each of `x`, `y`, `width` and
    /// `height` the filter region's where it gives none; one of no width draws nothing.
    @Test func theLastStepsOwnRegionCutsWhatTheFilterDraws() throws {
        let source = "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"navy\" filter=\"url(#f)\"/>"
        let moved = try Self.pixels(
            "<filter id=\"f\"><feOffset dx=\"2\" x=\"15\" width=\"10\"/></filter>" + source)
        #expect(moved == (try Self.pixels("<rect x=\"15\" y=\"5\" width=\"10\" height=\"10\" fill=\"navy\"/>")))
        let blurred = try Self.pixels(
            "<filter id=\"f\"><feGaussianBlur stdDeviation=\"2\" x=\"15\" width=\"10\"/></filter>" + source)
        let clipped = try Self.pixels(
            "<filter id=\"f\"><feGaussianBlur stdDeviation=\"2\"/></filter>"
                + "<clipPath id=\"c\"><rect x=\"15\" y=\"-10\" width=\"10\" height=\"40\"/></clipPath>"
                + "<g clip-path=\"url(#c)\">" + source + "</g>")
        #expect(blurred == clipped)
        #expect(blurred != (try Self.pixels("<filter id=\"f\"><feGaussianBlur stdDeviation=\"2\"/></filter>" + source)))
        // In fractions of the element's box: half its width, from the filter region's left.
        let inBox = try Self.pixels(
            "<filter id=\"f\" primitiveUnits=\"objectBoundingBox\"><feOffset width=\"0.5\"/></filter>" + source)
        #expect(inBox == (try Self.pixels("<rect x=\"10\" y=\"5\" width=\"8\" height=\"10\" fill=\"navy\"/>")))
        // A description after the step is no step, as browsers read it.
        let described = try Self.pixels(
            "<filter id=\"f\"><feOffset dx=\"2\" x=\"15\" width=\"10\"/><desc>moved</desc></filter>" + source)
        #expect(described == moved)
        let none = try Self.pixels("<filter id=\"f\"><feOffset dx=\"2\" width=\"0\"/></filter>" + source)
        #expect(none == (try Self.pixels("")))
    }

    /// A mask's opaque content over an opaque flood of part of the region mixes with it only along its edges, as
    /// over one of the whole region: drawn in linearRGB too. A transparent one blended in any mode changes nothing.
    @Test func aFloodOfPartOfTheRegionStacksAsOneOfTheWhole() throws {
        func masked(_ interpolation: String) throws -> [UInt8] {
            try Self.pixels(
                Self.gradient
                    + Self.filter(flood: "flood-color=\"#fff\" x=\"0\" width=\"20\"", interpolation: interpolation)
                    + "<mask id=\"m\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"40\" height=\"20\">"
                    + "<g style=\"filter: url(#f)\">" + Self.shape + "</g></mask>" + Self.masked)
        }
        #expect(try masked("") == (try masked("color-interpolation-filters=\"sRGB\"")))
        let blended = try Self.pixels(
            "<filter id=\"f\"><feFlood flood-opacity=\"0\" x=\"10\" width=\"20\"/>"
                + "<feBlend mode=\"multiply\" in=\"SourceGraphic\"/></filter>" + Self.gradient
                + "<g filter=\"url(#f)\">" + Self.shape + "</g>")
        #expect(blended == (try Self.pixels(Self.gradient + Self.shape)))
    }

    @Test func aMovedSourceIsTheSourceMoved() throws {
        let drawing = try SVGDocument.drawing(
            of: "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feOffset dx=\"3\" dy=\"-2\"/>"
                + "<feGaussianBlur stdDeviation=\"1\"/></filter>"
                + "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" filter=\"url(#f)\"/>", in: Self.open)
        // Blurred, and moved within the blur.
        func groups(_ nodes: [Node]) -> [Group] {
            nodes.flatMap { node -> [Group] in
                guard case .group(let group) = node else { return [] }
                return [group] + groups(group.children)
            }
        }
        let all = groups(drawing.nodes)
        let blurred = all.firstIndex { $0.blur == LayerBlur(deviation: 1) }
        let moved = all.firstIndex { $0.transform == AffineTransform(tx: 3, ty: -2) }
        #expect(blurred != nil && moved != nil && blurred! < moved!, "\(drawing.nodes)")
        // Cut to the region where it moves past it, as browsers draw it.
        let moved2 = try Self.pixels(
            "<filter id=\"f\"><feOffset dx=\"4\"/></filter>"
                + "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"navy\" filter=\"url(#f)\"/>")
        #expect(moved2 == (try Self.pixels("<rect x=\"14\" y=\"5\" width=\"18\" height=\"10\" fill=\"navy\"/>")))
        // Measured in fractions of the element's box: a move across by its width, down by its height.
        let fractions = try Self.pixels(
            "<filter id=\"f\" primitiveUnits=\"objectBoundingBox\"><feOffset dx=\"0.2\"/></filter>"
                + "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"navy\" filter=\"url(#f)\"/>")
        #expect(fractions == moved2)
        // A blur in fractions of a box that is not square is one deviation across and another down: a layer blur
        // may be, a shadow's not.
        let box = "<rect width=\"20\" height=\"10\" fill=\"navy\" filter=\"url(#f)\"/>"
        let blur = try Self.pixels(
            "<filter id=\"f\" primitiveUnits=\"objectBoundingBox\"><feGaussianBlur stdDeviation=\"0.1\"/></filter>"
                + box)
        #expect(blur == (try Self.pixels("<filter id=\"f\"><feGaussianBlur stdDeviation=\"2 1\"/></filter>" + box)))
        #expect(
            Self.refusal(
                "<filter id=\"f\" primitiveUnits=\"objectBoundingBox\"><feDropShadow stdDeviation=\"0.1\"/></filter>"
                    + box)
                == "2:32: this filter's shadows blur or spread in fractions of a bounding box that is not square (primitiveUnits=\"objectBoundingBox\"): one deviation across and another down is not supported; give the steps in user space and remove primitiveUnits"
        )
        // A `filterRes` changes nothing, as browsers, resvg and librsvg draw it.
        let resolved = try Self.pixels(
            "<filter id=\"f\" filterRes=\"10\"><feOffset dx=\"4\"/></filter>"
                + "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"navy\" filter=\"url(#f)\"/>")
        #expect(resolved == moved2)
        #expect(
            Self.refusal("<filter id=\"f\"><feOffset dx=\"4\"/></filter><svg filter=\"url(#f)\"/>")
                == "2:56: a move from a filter on <svg> is not supported (readers place it differently); put the filter on a group inside"
        )
    }

    @Test func floodsAndMovesKeepToWhatBrowsersDraw() throws {
        let square = "<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"navy\" filter=\"url(#f)\""
        // A clip in the element's box is of its own shape, not of the flood.
        let clipped = try Self.pixels(
            "<clipPath id=\"c\" clipPathUnits=\"objectBoundingBox\"><rect width=\"0.5\" height=\"1\"/></clipPath>"
                + "<filter id=\"f\"><feFlood flood-color=\"teal\"/></filter>" + square + " clip-path=\"url(#c)\"/>")
        #expect(clipped == (try Self.pixels("<rect x=\"10\" y=\"5\" width=\"10\" height=\"10\" fill=\"teal\"/>")))
        // A clear flood alone draws nothing, in linearRGB as in sRGB; a move off the region draws nothing, however far.
        for filter in [
            "<filter id=\"f\"><feFlood flood-opacity=\"0\"/></filter>",
            "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feFlood flood-opacity=\"0\"/></filter>",
            "<filter id=\"f\">" + String(repeating: "<feOffset dx=\"900000000\"/>", count: 3) + "</filter>",
        ] {
            #expect(try Self.pixels(filter + square + "/>").allSatisfy { $0 == 0 }, "\(filter)")
        }
        // On an empty group, only a flood draws.
        let shadow = "<filter id=\"f\" filterUnits=\"userSpaceOnUse\"><feDropShadow/></filter><g filter=\"url(#f)\"/>"
        #expect(try SVGDocument.drawing(of: shadow, in: Self.open).nodes.isEmpty)
    }

    @Test(arguments: [
        // The source blurred, then moved: the region cuts the blur before the move.
        (
            "<filter id=\"f\"><feGaussianBlur stdDeviation=\"2\"/><feOffset dx=\"2\"/></filter>", "g",
            "2:88: this filter is not supported"
        ),
        // Merged in linearRGB, in a filter in sRGB.
        (
            "<filter id=\"f\" color-interpolation-filters=\"sRGB\"><feFlood flood-opacity=\"0.5\" result=\"a\"/>"
                + "<feMerge color-interpolation-filters=\"linearRGB\"><feMergeNode in=\"a\"/>"
                + "<feMergeNode in=\"SourceGraphic\"/></feMerge></filter>", "g", "2:225: this filter is not supported"
        ),
        // A flood on a viewport, whose region browsers place in units of their own.
        ("<filter id=\"f\"><feFlood/></filter>", "svg", "2:48: a flood from a filter on <svg> is not supported"),
        ("<filter id=\"f\"><feFlood/></filter>", "symbol id=\"s\"", "2:58: a flood from a filter on <symbol>"),
    ])
    func floodsAndMovesBrowsersDrawOtherwiseAreRefused(filter: String, element: String, refusal expected: String) {
        let name = element.prefix { $0 != " " }
        let use = name == "symbol" ? "<use href=\"#s\"/>" : ""
        let refusal = Self.refusal(
            filter + "<\(element) filter=\"url(#f)\"><rect width=\"5\" height=\"5\"/></\(name)>" + use)
        #expect(refusal?.hasPrefix(expected) == true, "\(refusal ?? "drawn")")
    }

    @Test func whatAFilterDrawsIsCutToItsRegion() throws {
        let identity =
            "<filter id=\"f\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"15\" height=\"20\">"
            + "<feColorMatrix type=\"matrix\" values=\"1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0\"/></filter>"
        let filtered = try Self.pixels(identity + "<rect width=\"30\" height=\"10\" fill=\"navy\" filter=\"url(#f)\"/>")
        #expect(filtered == (try Self.pixels("<rect width=\"15\" height=\"10\" fill=\"navy\"/>")))
        // A filter of no primitives draws nothing.
        let empty = try Self.pixels("<filter id=\"f\"/><rect width=\"30\" height=\"10\" filter=\"url(#f)\"/>")
        #expect(empty.allSatisfy { $0 == 0 })
    }

    @Test(arguments: [
        (filter(blend: "mode=\"multiply\""), "filter=\"url(#f)\""),
        (filter(flood: "flood-color=\"currentColor\""), "style=\"filter:url(#f)\""),
        // A flood colour inherited from beyond the filter.
        ("<filter id=\"f\" flood-color=\"inherit\"><feFlood flood-color=\"inherit\"/></filter>", "filter=\"url(#f)\""),
    ])
    func otherFloodsAreRefusedWhereTheFilterIsDeclared(filter: String, use: String) {
        #expect(
            Self.refusal(filter + "<rect width=\"5\" height=\"5\" \(use)/>")?.hasSuffix(
                "this filter is not supported (shadows, layer blurs, floods and moves are); remove effects such as colour effects and lighting"
            )
                == true)
    }

    @Test func aFloodRegionBeyondTheLimitIsRefused() {
        let far = Self.filter("x=\"0\" y=\"0\" width=\"900000000\" height=\"20\"")
        #expect(
            Self.refusal(far + "<g transform=\"scale(10)\"><rect width=\"5\" height=\"5\" filter=\"url(#f)\"/></g>")
                == "2:236: this element's filter region reaches beyond ±1000000000 once transformed; check the transforms and the viewBox"
        )
    }
}
