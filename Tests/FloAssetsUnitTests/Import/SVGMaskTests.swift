import Foundation
import Testing

@testable import FloDrawing
@testable import FloSVG

/// Masks whose shapes each let all or nothing through are imported as the clip paths they are; others are refused
/// where the shape that lets part through is written.
@Suite struct SVGMaskTests {
    static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\">\n"
    static let content =
        "<circle cx=\"10\" cy=\"10\" r=\"10\" fill=\"#1C1B1F\"/><path d=\"M0 9H20\" stroke=\"teal\" stroke-width=\"3\"/>"

    static func drawing(_ body: String) throws -> Drawing {
        let document = try SVGDocument.parse(Array((open + body + "\n</svg>").utf8))
        return document.drawing(title: "", size: document.size) { _ in Color(red: 0, green: 0.5, blue: 0) }
    }

    /// The clip of the group `body` draws first; nil when it draws no group.
    static func clip(of body: String) throws -> ClipPath? {
        guard case .group(let group)? = try drawing(body).nodes.first else { return nil }
        return group.clip
    }

    static func pixels(_ body: String) throws -> [UInt8] {
        Canvas.render(try drawing(body), scale: 4).rgba
    }

    /// `content` masked by `mask` (its attributes, its shapes) draws as `content` clipped by `clip`.
    static func masked(_ mask: String, _ shapes: String) -> String {
        "<mask id=\"m\" \(mask)>\(shapes)</mask><g mask=\"url(#m)\">\(content)</g>"
    }

    static func clipped(_ clip: String, _ shapes: String) -> String {
        "<clipPath id=\"c\" \(clip)>\(shapes)</clipPath><g clip-path=\"url(#c)\">\(content)</g>"
    }

    @Test func aMaskOfShapesThatLetAllThroughIsTheirClipPath() throws {
        let rounded = "<rect x=\"2\" y=\"2\" width=\"16\" height=\"16\" rx=\"4\""
        let clip = try Self.pixels(Self.clipped("", rounded + "/>"))
        let unclipped = try Self.pixels(Self.content)
        #expect(clip.contains { $0 != 0 } && clip != unclipped)
        // As Figma writes it: an alpha mask of a grey shape, its region the shape's box.
        let figma = Self.masked(
            "style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" x=\"2\" y=\"2\" width=\"16\" height=\"16\"",
            rounded + " fill=\"#D9D9D9\"/>")
        #expect(try Self.pixels(figma) == clip)
        // A region that holds the shapes adds no clip of its own: one shape, which every format writes.
        #expect(try Self.clip(of: figma)?.single != nil)
        // So does one whose numbers the design tool rounded: 33.3 − 22.2 is 11.099999999999998.
        let rounded11 = Self.masked(
            "maskUnits=\"userSpaceOnUse\" x=\"11.1\" y=\"44.4\" width=\"44.4\" height=\"44.4\"",
            "<circle cx=\"33.3\" cy=\"66.6\" r=\"22.2\" fill=\"white\"/>")
        #expect(try Self.clip(of: rounded11)?.single != nil)
        // And one whose region cuts its shapes only outside what the element paints.
        let outside =
            "<mask id=\"m\" fill=\"white\"><circle cx=\"12\" cy=\"12\" r=\"10\"/></mask>"
            + "<g mask=\"url(#m)\"><rect width=\"24\" height=\"12\" fill=\"blue\"/></g>"
        #expect(try Self.clip(of: outside)?.single != nil)
        // A line covers nothing, and a black shape away from the white ones hides nothing: still one clip path.
        let extras = Self.masked(
            "",
            "<rect x=\"2\" y=\"2\" width=\"16\" height=\"16\" fill=\"white\"/><line x2=\"90\" y2=\"0\" stroke-width=\"0\" fill=\"white\"/>"
                + "<rect x=\"60\" y=\"60\" width=\"5\" height=\"5\" fill=\"black\"/>")
        #expect(try Self.clip(of: extras)?.single != nil)
        #expect(
            try Self.pixels(extras)
                == (try Self.pixels(Self.clipped("", "<rect x=\"2\" y=\"2\" width=\"16\" height=\"16\"/>"))))
        // As Sketch writes it: the mask's fill for a use of a shape defined once.
        let square = "<rect x=\"2\" y=\"2\" width=\"16\" height=\"16\"/>"
        let squareClip = try Self.pixels(Self.clipped("", square))
        #expect(
            try Self.pixels(
                "<defs><path id=\"p\" d=\"M1 0H17V16H1Z\"/></defs>"
                    + Self.masked("fill=\"white\"", "<use href=\"#p\" x=\"1\" transform=\"translate(0 2)\"/>"))
                == squareClip)
        // As Illustrator writes it: shapes in a group, moved by its transform; a symbol draws nothing there.
        #expect(
            try Self.pixels(
                Self.masked(
                    "",
                    "<symbol id=\"s\"/><g transform=\"translate(1 1)\" fill=\"white\"><rect x=\"1\" y=\"1\" width=\"16\" height=\"16\"/></g>"
                )) == squareClip)
        // A luminance mask of white; black and transparent shapes over nothing change nothing.
        let luminance = Self.masked(
            "",
            "<rect width=\"20\" height=\"20\" fill=\"black\"/>\(rounded) style=\"fill: white\"/><circle r=\"5\" fill=\"white\" fill-opacity=\"0\"/>"
        )
        #expect(try Self.pixels(luminance) == clip)
    }

    @Test func theRegionAndTheUnitsPlaceTheMaskAsAClipPathsWould() throws {
        let whole = "<rect width=\"20\" height=\"20\" fill=\"white\"/>"
        // The region cuts the shapes: the default one is the box of the content, grown by a tenth on every side.
        #expect(
            try Self.pixels(
                Self.masked("maskUnits=\"userSpaceOnUse\" x=\"3\" y=\"4\" width=\"9\" height=\"50%\"", whole))
                == (try Self.pixels(Self.clipped("", "<rect x=\"3\" y=\"4\" width=\"9\" height=\"10\"/>"))))
        #expect(
            try Self.pixels(Self.masked("x=\"0.25\" y=\"0\" width=\"50%\" height=\"1\"", whole))
                == (try Self.pixels(Self.clipped("", "<rect x=\"5\" y=\"0\" width=\"10\" height=\"20\"/>"))))
        let circle = "<circle cx=\"0.5\" cy=\"0.4\" r=\"0.3\" fill=\"white\"/>"
        #expect(
            try Self.pixels(Self.masked("maskContentUnits=\"objectBoundingBox\"", circle))
                == (try Self.pixels(Self.clipped("clipPathUnits=\"objectBoundingBox\"", circle))))
        // Nothing that lets anything through hides the element, as an empty clip path does.
        #expect(
            try Self.pixels(Self.masked("", "<rect width=\"20\" height=\"20\" fill=\"black\"/>")).allSatisfy { $0 == 0 }
        )
        #expect(
            try Self.pixels("<mask id=\"m\"/><rect width=\"9\" height=\"9\" mask=\"url(#m)\"/>").allSatisfy { $0 == 0 })
        // A reference to nothing leaves the element as it is; one to what is not a mask hides it.
        #expect(try Self.pixels("<g mask=\"url(#none)\">\(Self.content)</g>") == (try Self.pixels(Self.content)))
        #expect(
            try Self.pixels("<g id=\"x\"/><g mask=\"url(#x)\">\(Self.content)</g>").allSatisfy { $0 == 0 })
        // A colour the file sets is what currentColor is; a stroke no one sees is no stroke.
        #expect(
            try Self.pixels(
                Self.masked(
                    "color=\"white\"",
                    "<rect x=\"2\" y=\"2\" width=\"16\" height=\"16\" rx=\"4\" fill=\"currentColor\" stroke=\"red\" stroke-opacity=\"0\"/>"
                ))
                == (try Self.pixels(Self.clipped("", "<rect x=\"2\" y=\"2\" width=\"16\" height=\"16\" rx=\"4\"/>"))))
    }

    /// An outside stroke's mask, as Figma writes it (a white box, the shape over it in black) and Sketch (the shape
    /// a `<use>`), is the box with a hole: one even-odd clip, which vector drawables and drawing code write.
    @Test func aBoxWithAHoleCutIsOneEvenOddClip() throws {
        let diamond = "M10 3L17 10L10 17L3 10Z"
        let box = "<rect x=\"1\" y=\"1\" width=\"18\" height=\"18\" fill=\"white\"/>"
        let figma = Self.masked(
            "maskUnits=\"userSpaceOnUse\" x=\"1\" y=\"1\" width=\"18\" height=\"18\" fill=\"black\"",
            box + "<path d=\"\(diamond)\"/>")
        let clip = try #require(try Self.clip(of: figma)?.single)
        #expect(clip.rule == .evenOdd)
        let holed = try Self.pixels(Self.clipped("", "<path d=\"M1 1H19V19H1Z\(diamond)\" clip-rule=\"evenodd\"/>"))
        #expect(try Self.pixels(figma) == holed)
        let sketch =
            "<defs><path id=\"d\" d=\"\(diamond)\"/></defs>"
            + Self.masked("", box + "<use href=\"#d\" fill=\"black\" fill-rule=\"evenodd\"/>")
        #expect(try Self.clip(of: sketch)?.single?.rule == .evenOdd)
        #expect(try Self.pixels(sketch) == holed)
        // What no one even-odd shape says exactly stays a soft mask: a hole across the box's edge, holes in two
        // boxes, a hole that crosses itself under the non-zero rule.
        for shapes in [
            box + "<rect x=\"12\" y=\"12\" width=\"12\" height=\"12\"/>",
            box + "<rect x=\"30\" y=\"1\" width=\"9\" height=\"9\" fill=\"white\"/><path d=\"\(diamond)\"/>",
            box + "<path d=\"M10 2L15 17L2 7H18L5 17Z\"/>",
        ] {
            let drawing = try Self.drawing(Self.masked("", shapes))
            guard case .group(let group)? = drawing.nodes.first else { return #expect(Bool(false), "\(drawing.nodes)") }
            #expect(group.clip == nil && group.mask != nil, "\(shapes)")
        }
    }

    /// Masks that let part through, or that a union of shapes cannot say, are soft masks: their content as it is,
    /// read by its luminance (or its alpha).
    @Test(arguments: [
        "<rect width=\"9\" height=\"9\" fill=\"white\" opacity=\"0.5\"/>",
        "<rect width=\"9\" height=\"9\" fill=\"white\" fill-opacity=\"0.5\"/>",
        "<rect width=\"9\" height=\"9\" fill=\"#D9D9D9\"/>",
        "<rect width=\"9\" height=\"9\" fill=\"white\" stroke=\"white\"/>",
        "<linearGradient id=\"g\"><stop stop-color=\"white\"/><stop offset=\"1\"/></linearGradient><rect width=\"9\" height=\"9\" fill=\"url(#g)\"/>",
        "<rect width=\"9\" height=\"9\" fill=\"currentColor\"/>",
        "<g opacity=\"0.5\"><rect width=\"9\" height=\"9\" fill=\"white\"/></g>",
        "<g id=\"g\"><rect width=\"9\" height=\"9\" fill=\"white\"/></g><use href=\"#g\"/>",
        "<svg><rect width=\"9\" height=\"9\" fill=\"white\"/></svg>",
        "<rect width=\"9\" height=\"9\" fill=\"white\"/><rect width=\"3\" height=\"3\" fill=\"black\"/>",
        "<mask id=\"n\"><rect width=\"5\" height=\"5\" fill=\"white\"/></mask><rect width=\"9\" height=\"9\" fill=\"white\" mask=\"url(#n)\"/>",
        // Markers draw in colours of their own: a black shape's white marker lets its area through.
        "<marker id=\"k\" markerWidth=\"4\" markerHeight=\"4\"><rect width=\"4\" height=\"4\" fill=\"white\"/></marker>"
            + "<rect width=\"9\" height=\"9\" fill=\"white\"/><path d=\"M2 2L6 6\" marker-end=\"url(#k)\"/>",
    ])
    func aMaskThatLetsPartThroughIsASoftMask(shapes: String) throws {
        let drawing = try Self.drawing(
            "<mask id=\"m\">\n\(shapes)</mask><rect width=\"9\" height=\"9\" mask=\"url(#m)\"/>")
        guard case .group(let group)? = drawing.nodes.first else { return #expect(Bool(false), "\(drawing.nodes)") }
        #expect(group.clip == nil)
        #expect(group.mask?.reading == .luminance)
        #expect(group.mask.map { !Node.paths(in: $0.nodes).isEmpty } == true)
    }

    /// What a soft mask lets through, at a pixel of a green square it masks: its luminance times its opacity, or
    /// its opacity alone; a mask on the mask multiplies.
    @Test(arguments: [
        ("", "<rect width=\"20\" height=\"20\" fill=\"#808080\"/>", 128),
        ("mask-type=\"alpha\"", "<rect width=\"20\" height=\"20\" fill=\"#808080\" fill-opacity=\"0.25\"/>", 64),
        ("style=\"mask-type: luminance\"", "<rect width=\"20\" height=\"20\" fill=\"white\" opacity=\"0.25\"/>", 64),
        ("", "<rect width=\"20\" height=\"20\" fill=\"lime\"/>", 182),
        ("mask=\"url(#n)\"", "<rect width=\"20\" height=\"20\" fill=\"#808080\"/>", 64),
        ("maskContentUnits=\"objectBoundingBox\"", "<rect width=\".5\" height=\"1\" fill=\"#808080\"/>", 128),
    ])
    func aSoftMaskLetsThroughItsLuminanceOrAlpha(attributes: String, shapes: String, alpha: Int) throws {
        let half = "<mask id=\"n\"><rect width=\"20\" height=\"20\" fill=\"white\" opacity=\"0.5\"/></mask>"
        let body =
            half
            + "<mask id=\"m\" \(attributes)>\(shapes)</mask><rect width=\"20\" height=\"20\" fill=\"green\" mask=\"url(#m)\"/>"
        // Colours as written (the other tests paint every colour one green).
        let pixels = Canvas.render(try SVGDocument.drawing(of: body, in: Self.open), scale: 4).rgba
        // Pixel (4, 4) at 4x: inside the square, in its left half.
        let at = (4 * 80 + 4) * 4
        #expect(abs(Int(pixels[at + 3]) - alpha) <= 1, "\(pixels[at + 3])")
        #expect(pixels[at + 1] == 128)
    }

    /// A mask used by two elements is not a loop; one that leads back to itself is refused where it is written.
    /// A clip's or a mask's box in `objectBoundingBox` units is of the group's geometry, a shape that paints
    /// nothing (no fill, hidden) too, as browsers measure it: the circle of the whole 20 × 20 file, not of the
    /// painted quarter. The shapes that paint nothing are not drawn.
    @Test func theBoxOfAClipOrAMaskCountsShapesThatPaintNothing() throws {
        let quarter =
            "<rect width=\"20\" height=\"20\" fill=\"none\"/><rect x=\"10\" y=\"10\" width=\"10\" height=\"10\"/>"
        let hidden =
            "<rect width=\"20\" height=\"20\" visibility=\"hidden\"/><rect x=\"10\" y=\"10\" width=\"10\" height=\"10\"/>"
        let circle = "<circle cx=\".5\" cy=\".5\" r=\".5\" fill=\"white\"/>"
        for body in [
            "<clipPath id=\"c\" clipPathUnits=\"objectBoundingBox\">\(circle)</clipPath><g clip-path=\"url(#c)\">\(quarter)</g>",
            "<clipPath id=\"c\" clipPathUnits=\"objectBoundingBox\">\(circle)</clipPath><g clip-path=\"url(#c)\">\(hidden)</g>",
            "<mask id=\"m\" maskContentUnits=\"objectBoundingBox\">\(circle)</mask><g mask=\"url(#m)\">\(quarter)</g>",
        ] {
            let drawing = try Self.drawing(body)
            #expect(Node.paths(in: drawing.nodes).count == 1, "\(body)")
            // The circle of the whole file, radius 10 about (10, 10): its edge crosses the quarter at (17.07, 17.07).
            let rgba = Canvas.render(drawing, scale: 1).rgba
            func alpha(_ x: Int, _ y: Int) -> UInt8 { rgba[(y * 20 + x) * 4 + 3] }
            #expect(alpha(12, 12) == 255 && alpha(19, 19) == 0 && alpha(19, 10) > 0, "\(body)")
        }
    }

    @Test func aMaskUsedTwiceIsNoLoop() throws {
        let mask = "<mask id=\"m\"><rect width=\"20\" height=\"20\" fill=\"gray\"/></mask>"
        let twice = try Self.drawing(
            mask
                + "<rect width=\"9\" height=\"9\" mask=\"url(#m)\"/><rect x=\"10\" width=\"9\" height=\"9\" mask=\"url(#m)\"/>"
        )
        #expect(twice.nodes.count == 2)
        let loop =
            Self.open
            + "<mask id=\"n\"><rect width=\"9\" height=\"9\" fill=\"gray\" mask=\"url(#m)\"/></mask>\n"
            + "<mask id=\"m\"><rect width=\"9\" height=\"9\" fill=\"gray\" mask=\"url(#n)\"/></mask>\n"
            + "<rect width=\"9\" height=\"9\" mask=\"url(#m)\"/>\n</svg>"
        #expect(SVGRefusalTests.refusal(loop) == "3:1: this mask leads back to itself through #m; remove the loop")
    }

    /// Sketch masks a `<use>` by a mask that draws the same shape: the mask lies outside what the use draws, so it
    /// is no loop. A mask that draws the use itself still is.
    @Test func aUseMaskedByItsOwnShapeIsNoLoop() throws {
        let shape = "<defs><rect id=\"r\" x=\"2\" y=\"2\" width=\"16\" height=\"16\"/></defs>"
        let pixels = try Self.pixels(
            shape + "<mask id=\"m\"><rect width=\"10\" height=\"20\" fill=\"white\"/><use href=\"#r\" fill=\"black\"/>"
                + "</mask><use href=\"#r\" fill=\"red\" mask=\"url(#m)\"/>")
        // Outside the shape and under it the mask's white rect is covered by the black use: nothing is drawn.
        #expect(pixels[(40 * 80 + 20) * 4 + 3] == 0 && pixels[(40 * 80 + 4) * 4 + 3] == 0)
        let bare = try Self.pixels(
            shape + "<mask id=\"m\"><use href=\"#r\" fill=\"white\"/></mask>"
                + "<use href=\"#r\" fill=\"red\" mask=\"url(#m)\"/>")
        #expect(bare[(40 * 80 + 40) * 4 + 3] == 255 && bare[(40 * 80 + 4) * 4 + 3] == 0)
        let loop =
            Self.open + shape + "<mask id=\"m\"><use href=\"#u\" fill=\"white\"/></mask>\n"
            + "<use id=\"u\" href=\"#r\" fill=\"red\" mask=\"url(#m)\"/>\n</svg>"
        #expect(SVGRefusalTests.refusal(loop) == "2:63: this mask leads back to itself through #m; remove the loop")
    }

    /// A shape with a clip path of its own, in a mask that is otherwise a clip path, keeps the mask a clip path
    /// (which every format writes). A clip path on the mask itself is refused: readers disagree on it.
    @Test func aClipPathInAMaskKeepsItAClipPath() throws {
        let clip = "<clipPath id=\"c\"><rect width=\"5\" height=\"20\"/></clipPath>"
        for mask in [
            "<mask id=\"m\"><rect width=\"20\" height=\"20\" fill=\"white\" clip-path=\"url(#c)\"/></mask>"
        ] {
            let drawing = try Self.drawing(clip + mask + "<rect width=\"20\" height=\"20\" mask=\"url(#m)\"/>")
            guard case .group(let group)? = drawing.nodes.first else { return #expect(Bool(false)) }
            #expect(group.mask == nil && group.clip != nil, "\(mask)")
            let pixels = Canvas.render(drawing, scale: 1).rgba
            #expect(pixels[(10 * 20 + 2) * 4 + 3] == 255 && pixels[(10 * 20 + 8) * 4 + 3] == 0, "\(mask)")
        }
    }

    /// A soft mask's region far beyond the limits, once scaled, is cut to where its content paints: imported.
    @Test func aVastRegionIsCutToTheContent() throws {
        let drawing = try Self.drawing(
            "<linearGradient id=\"g\"><stop stop-color=\"white\"/><stop offset=\"1\"/></linearGradient>"
                + "<mask id=\"m\" maskUnits=\"userSpaceOnUse\" x=\"-9e8\" y=\"0.5\" width=\"1e9\" height=\"1\">"
                + "<rect width=\"2\" height=\"2\" fill=\"url(#g)\"/></mask>"
                + "<g transform=\"scale(10)\"><rect width=\"2\" height=\"2\" mask=\"url(#m)\"/></g>")
        guard case .group(let scaled)? = drawing.nodes.first, case .group(let masked)? = scaled.children.first,
            case .group(let region)? = masked.mask?.nodes.first
        else { return #expect(Bool(false), "\(drawing.nodes)") }
        #expect(region.clip?.shapes.first?.path.bounds == Rect(x: 0, y: 0.5, width: 2, height: 1))
    }

    @Test func aClipPathOnAMaskIsRefused() {
        let svg =
            Self.open + "<clipPath id=\"c\"><rect width=\"5\" height=\"20\"/></clipPath>\n"
            + "<mask id=\"m\" clip-path=\"url(#c)\"><rect width=\"20\" height=\"20\" fill=\"gray\"/></mask>"
            + "<rect width=\"20\" height=\"20\" mask=\"url(#m)\"/>\n</svg>"
        #expect(
            SVGRefusalTests.refusal(svg)
                == "3:1: a clip path on a <mask> is not supported (resvg and browsers ignore it, librsvg applies it); put it on the masked element"
        )
    }

    /// Recolor maps the artwork's colours, not a mask's, which say how much shows.
    @Test func recolorDoesNotReachASoftMask() throws {
        let svg =
            Self.open + "<mask id=\"m\"><rect width=\"20\" height=\"20\" fill=\"#808080\"/></mask>"
            + "<rect width=\"20\" height=\"20\" fill=\"#808080\" mask=\"url(#m)\"/>\n</svg>"
        let document = try SVGDocument.parse(Array(svg.utf8))
        let red = Color(red: 1, green: 0, blue: 0)
        let drawing = document.drawing(title: "", size: document.size) { _ in red }
        guard case .group(let group)? = drawing.nodes.first, case .path(let shown)? = group.children.first,
            case .path(let mask)? = group.mask?.nodes.first
        else { return #expect(Bool(false), "\(drawing.nodes)") }
        #expect(shown.fill == .color(red))
        #expect(mask.fill == .color(Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255)))
    }

    /// Masks on masks are as deep as masks in masks may be; soft masks drawn, each time, are bounded.
    @Test func chainsAndFansOfMasksAreBounded() {
        let chain = (0..<2_000).map { index in
            "<mask id=\"m\(index)\" mask=\"url(#m\(index + 1))\"><rect width=\"9\" height=\"9\" fill=\"gray\"/></mask>"
        }
        let deep = Self.open + chain.joined() + "\n<rect width=\"9\" height=\"9\" mask=\"url(#m0)\"/>\n</svg>"
        #expect(
            SVGRefusalTests.refusal(deep)?.contains(
                "are nested more than 16 deep (a soft mask counts twice, a pattern three times)") == true)
        let many = String(repeating: "<rect width=\"9\" height=\"9\" mask=\"url(#m)\"/>", count: 10_001)
        let fan =
            Self.open + "<mask id=\"m\"><rect width=\"9\" height=\"9\" fill=\"gray\"/></mask>\n" + many + "\n</svg>"
        #expect(
            SVGRefusalTests.refusal(fan)
                == "2:1: more than 10000 soft masks are drawn, counted each time they are used; flatten the masks in the design tool"
        )
    }
}
