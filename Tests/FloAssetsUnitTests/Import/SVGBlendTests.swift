import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSVG
@testable import FloSupport

/// `mix-blend-mode` and `isolation`: a blending element is a group with its blend mode, and what keeps blends to
/// itself (the file, an opacity, a clip, a mask, `isolation: isolate`) an isolated group; the rasteriser blends as
/// CSS defines it, SVG and PDF write the mode, vector drawables and drawing code refuse it.
@Suite struct SVGBlendTests {
    static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n"
    static let backdrop = "<rect width=\"10\" height=\"10\" fill=\"#808080\"/>"

    static func drawing(_ body: String) throws -> Drawing {
        try SVGDocument.drawing(of: body, in: open, title: "blend")
    }

    /// Colours as the file writes them.
    /// The first pixel of `body` drawn at 1x, in 8-bit RGBA.
    static func pixel(_ body: String) throws -> [UInt8] {
        Array(Canvas.render(try drawing(body), scale: 1).rgba.prefix(4))
    }

    /// The groups of `nodes`, depth first: each one's blend mode and whether it keeps the blends within it to
    /// itself.
    static func groups(_ nodes: [Node]) -> [(BlendMode, Bool)] {
        nodes.flatMap { node -> [(BlendMode, Bool)] in
            guard case .group(let group) = node else { return [] }
            return [(group.blendMode, group.isolatesBlends)] + groups(group.children)
        }
    }

    @Test func aBlendingElementIsAGroupInTheIsolatedFile() throws {
        let nodes = try Self.drawing(
            Self.backdrop + "<rect width=\"5\" height=\"5\" style=\"mix-blend-mode:multiply\"/>"
        )
        .nodes
        #expect(Self.groups(nodes).map(\.0) == [.normal, .multiply])
        #expect(Self.groups(nodes).map(\.1) == [true, false])
        // What makes a group of its own keeps the blend to it; nothing else is isolated.
        for wrapper in ["opacity=\"0.5\"", "style=\"isolation:isolate\"", "clip-path=\"url(#c)\""] {
            let body =
                "<clipPath id=\"c\"><rect width=\"8\" height=\"8\"/></clipPath>" + Self.backdrop
                + "<g \(wrapper)><rect width=\"5\" height=\"5\" style=\"mix-blend-mode:screen\"/></g>"
            #expect(Self.groups(try Self.drawing(body).nodes).map(\.1) == [true, true, false], "\(wrapper)")
        }
        // Isolation alone, with nothing blending, draws no group; as an attribute, which CSS does not read, neither.
        #expect(try Self.drawing("<g style=\"isolation:isolate\">" + Self.backdrop + "</g>").nodes.count == 1)
        let attribute = "<g isolation=\"isolate\"><rect width=\"5\" height=\"5\" style=\"mix-blend-mode:screen\"/></g>"
        #expect(Self.groups(try Self.drawing(attribute).nodes).map(\.1) == [true, false])
        // An unknown mode is invalid and passed over, as browsers do.
        #expect(try Self.drawing("<rect width=\"5\" height=\"5\" style=\"mix-blend-mode:xor\"/>").nodes.count == 1)
    }

    /// Blends of 50 % grey with (1, 0.5, 0.25), worked out by hand from the formulas.
    @Test(arguments: [
        ("multiply", [128, 64, 32]), ("screen", [255, 191, 159]), ("darken", [128, 128, 64]),
        ("lighten", [255, 128, 128]), ("difference", [127, 0, 64]), ("exclusion", [128, 128, 128]),
        ("hard-light", [255, 128, 64]), ("color-burn", [128, 2, 0]), ("color-dodge", [255, 255, 171]),
        ("luminosity", [159, 159, 159]), ("normal", [255, 128, 64]),
    ])
    func blendsAsCSSDefines(mode: String, expected: [Int]) throws {
        let pixel = try Self.pixel(
            Self.backdrop + "<rect width=\"10\" height=\"10\" fill=\"#ff8040\" style=\"mix-blend-mode:\(mode)\"/>")
        #expect(zip(pixel.prefix(3), expected).allSatisfy { abs(Int($0) - $1) <= 1 }, "\(mode): \(pixel)")
        #expect(pixel[3] == 255)
    }

    @Test func aBlendOverNothingOrATranslucentOneShowsBoth() throws {
        // Over nothing, the colour is the layer's own, whatever the mode.
        let alone = try Self.pixel(
            "<rect width=\"10\" height=\"10\" fill=\"#ff8040\" style=\"mix-blend-mode:multiply\"/>")
        #expect(alone == [255, 128, 64, 255])
        // Half of a multiplied layer over grey: half the product, half the grey, opaque.
        let half = try Self.pixel(
            Self.backdrop
                + "<rect width=\"10\" height=\"10\" fill=\"#ff8040\" opacity=\"0.5\" style=\"mix-blend-mode:multiply\"/>"
        )
        #expect(zip(half, [128, 96, 80, 255]).allSatisfy { abs(Int($0) - $1) <= 1 }, "\(half)")
        // Isolated, the blend sees no grey: the layer's own colour.
        let isolated = try Self.pixel(
            Self.backdrop + "<g style=\"isolation:isolate\"><rect width=\"10\" height=\"10\" fill=\"#ff8040\""
                + " style=\"mix-blend-mode:multiply\"/></g>")
        #expect(isolated == [255, 128, 64, 255])
    }

    @Test func everyGroupOnALayerOfItsOwnKeepsItsBlendsToItself() throws {
        // The nested viewport's clip makes a group of its own: PDF isolates it as the rasteriser does.
        let nested = try Self.drawing(
            Self.backdrop + "<svg width=\"10\" height=\"10\" viewBox=\"0 0 5 5\"><rect width=\"4\" height=\"4\""
                + " fill=\"#ff8040\" style=\"mix-blend-mode:multiply\"/></svg>")
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: nested), as: UTF8.self)
        #expect(pdf.components(separatedBy: "/Group << /S /Transparency /I true >>").count == 4)
        var svg = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: nested, to: &svg)
        #expect(
            String(decoding: svg.bytes, as: UTF8.self).contains("clip-path=\"url(#c1)\" style=\"isolation:isolate\">"))
    }

    @Test func svgAndPDFWriteTheModeAndFormatsWithoutBlendingRefuseIt() throws {
        let drawing = try Self.drawing(
            Self.backdrop
                + "<g opacity=\"0.8\"><rect width=\"5\" height=\"5\" style=\"mix-blend-mode:color-dodge\"/></g>")
        var svg = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &svg)
        let text = String(decoding: svg.bytes, as: UTF8.self)
        #expect(text.contains("<g style=\"isolation:isolate\">"))
        #expect(text.contains("<g opacity=\"0.8\" style=\"isolation:isolate\">"))
        #expect(text.contains("<g style=\"mix-blend-mode:color-dodge\">"))
        // Read back, the written file draws the same groups.
        let reread = try SVGDocument.parse(Array((Self.open + text + "</svg>").utf8))
        let again = reread.drawing(title: "blend", size: reread.size, colors: SVGDocument.literal)
        #expect(Self.groups(again.nodes).map(\.0) == Self.groups(drawing.nodes).map(\.0))
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        #expect(pdf.contains("/BM /ColorDodge"))
        // The file's group, the translucent one and the blending one: each isolated.
        #expect(pdf.components(separatedBy: "/Group << /S /Transparency /I true >>").count == 4)
        let problem = "a layer with a blend mode"
        #expect(VectorLimits.vectorDrawable.problem(with: drawing)?.reason.hasPrefix(problem) == true)
        for language in [CodeLanguage.swiftUI, .coreGraphics, .compose] {
            #expect(language.limits.problem(with: drawing)?.reason == problem, "\(language)")
        }
    }
}
