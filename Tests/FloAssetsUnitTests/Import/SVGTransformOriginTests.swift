import FloSupport
import Testing

@testable import FloDrawing
@testable import FloSVG

/// `transform` from every place the cascade reads it, turned about its `transform-origin` in its `transform-box`.
/// The expected boxes are where Chromium draws these shapes.
@Suite struct SVGTransformOriginTests {
    /// The box each top-level element of `body` covers, in a 100 × 100 file.
    static func boxes(_ body: String, style: String = "") throws -> [Rect?] {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><style>\(style)</style>
            \(body)</svg>
            """
        let document = try SVGDocument.parse(Array(svg.utf8))
        let nodes = try document.nodes(in: document.size) { _ in Color(red: 0, green: 0, blue: 0) }
        return nodes.map { Node.bounds(of: [$0]) }
    }

    static func isClose(_ found: Rect?, _ expected: Rect) -> Bool {
        guard let found else { return false }
        return [
            found.x - expected.x, found.y - expected.y, found.width - expected.width, found.height - expected.height,
        ]
        .allSatisfy { abs($0) < 1e-9 }
    }

    @Test(arguments: [
        // About a point of the viewport, as an attribute and as CSS.
        (#"<rect x="10" y="10" width="20" height="10" transform="rotate(90)" transform-origin="20 15"/>"#, "", 15, 5),
        (
            #"<rect x="10" y="10" width="20" height="10" style="transform: rotate(90deg); transform-origin: 20px 15px"/>"#,
            "", 15, 5
        ),
        // Percentages and keywords are of the viewport by default.
        (#"<rect width="100" height="100" transform="scale(0.5)" transform-origin="50% 50%"/>"#, "", 25, 25),
        (
            #"<rect width="100" height="100" class="a"/>"#,
            ".a { transform: scale(0.5); transform-origin: right bottom }", 50, 50
        ),
        // The fill box's corner is the origin unless one is given.
        (
            #"<rect class="a" x="60" y="60" width="20" height="10"/>"#,
            ".a { transform-box: fill-box; transform: rotate(90deg) }", 50, 60
        ),
        // A group turned about the middle of what it draws.
        (
            #"<g class="a"><rect x="10" y="50" width="20" height="20"/><rect x="30" y="60" width="5" height="5"/></g>"#,
            ".a { transform-box: fill-box; transform-origin: center; transform: rotate(90deg) }", 12.5, 47.5
        ),
        // A translation by a percentage is of the box.
        (#"<rect width="10" height="10" style="transform: translate(50%, 10%)"/>"#, "", 50, 10),
        (
            #"<rect x="10" width="10" height="20" style="transform-box: fill-box; transform: translateY(-50%)"/>"#, "",
            10, -10
        ),
        // A style sheet's transform wins over the attribute; the `style` attribute wins over both.
        (
            #"<rect class="a" width="10" height="10" transform="translate(5)"/>"#, ".a { transform: translate(20px) }",
            20, 0
        ),
        (
            #"<rect class="a" width="10" height="10" style="transform: none"/>"#, ".a { transform: translate(20px) }",
            0, 0
        ),
        // A shape that paints nothing is part of its group's fill box, as a browser measures it.
        (
            #"<g class="a"><rect width="100" height="100" fill="none"/><rect x="20" y="20" width="60" height="30"/></g>"#,
            ".a { transform-box: fill-box; transform-origin: center; transform: rotate(90deg) }", 50, 20
        ),
        // Also when a group turning about its own fill box holds it.
        (
            #"<g class="a"><g class="a"><rect width="100" height="100" fill="none"/><rect x="20" y="20" width="60" height="30"/></g></g>"#,
            ".a { transform-box: fill-box; transform-origin: center; transform: rotate(90deg) }", 20, 50
        ),
        // `transform-box` is CSS only; SVG's attribute grammar has no percentages; CSS keywords ignore case.
        (#"<rect x="60" y="60" width="20" height="10" transform-box="fill-box" transform="rotate(90)"/>"#, "", -70, 60),
        (#"<rect width="10" height="10" transform="translate(10%)"/>"#, "", 0, 0),
        (
            #"<rect class="a" x="60" y="60" width="20" height="10"/>"#,
            ".a { transform-box: FILL-BOX; transform: rotate(90deg) }", 50, 60
        ),
        (#"<rect width="100" height="100" style="transform: scale(0.5); transform-origin: Center"/>"#, "", 25, 25),
        // A translation by a percentage and back by a length moves by what is left.
        (#"<rect width="10" height="10" style="transform: translate(50%) translate(-0.5px)"/>"#, "", 49.5, 0),
    ])
    func transformsTurnAboutTheirOrigin(body: String, style: String, x: Double, y: Double) throws {
        let box = try #require(try Self.boxes(body, style: style).first)
        #expect(
            abs((box?.x ?? .nan) - x) < 1e-9 && abs((box?.y ?? .nan) - y) < 1e-9, "\(body): \(String(describing: box))")
    }

    @Test func clipPathsTurnAboutTheirOrigin() throws {
        // A clip path's shape about a point of the viewport; a clip path about the middle of its shapes.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><style>
            #c2 { transform-box: fill-box; transform-origin: 50% 50%; transform: rotate(90deg) scale(0.5) }</style>
            <clipPath id="c1"><rect x="10" y="10" width="30" height="10" transform="rotate(90)" transform-origin="25 15"/></clipPath>
            <clipPath id="c2"><rect x="55" y="10" width="30" height="30"/></clipPath>
            <rect width="50" height="50" clip-path="url(#c1)"/><rect x="50" width="50" height="50" clip-path="url(#c2)"/></svg>
            """
        let document = try SVGDocument.parse(Array(svg.utf8))
        let nodes = try document.nodes(in: document.size) { _ in Color(red: 0, green: 0, blue: 0) }
        let clips = nodes.map { node -> Rect? in
            guard case .group(let group) = node else { return nil }
            return group.clip?.shapes.first?.path.bounds
        }
        #expect(clips.count == 2)
        #expect(Self.isClose(clips.first ?? nil, Rect(x: 20, y: 0, width: 10, height: 30)), "\(clips)")
        #expect(Self.isClose(clips.last ?? nil, Rect(x: 62.5, y: 17.5, width: 15, height: 15)), "\(clips)")
    }

    @Test func anSVGElementsTransformAppliesOutsideItsViewport() throws {
        func box(_ svg: String, size: Size? = nil) throws -> Rect? {
            let document = try SVGDocument.parse(Array(svg.utf8))
            return Node.bounds(
                of: try document.nodes(in: size ?? document.size) { _ in Color(red: 0, green: 0, blue: 0) })
        }
        let open = #"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200""#
        // A nested viewport is placed (x, y, its viewBox fitted), then transformed.
        let nested = try box(
            open
                + #"><svg x="40" y="10" width="50" height="50" viewBox="0 0 10 10" transform="translate(5 0) scale(2)">"#
                + #"<rect width="10" height="10"/></svg></svg>"#)
        #expect(Self.isClose(nested, Rect(x: 85, y: 20, width: 100, height: 100)), "\(String(describing: nested))")
        // The root's transform is in the file's pixels, about its middle: the picture, then fitted as a whole.
        let moved = open + #" viewBox="0 0 100 100" transform="translate(50 0)"><rect width="20" height="20"/></svg>"#
        #expect(Self.isClose(try box(moved), Rect(x: 50, y: 0, width: 40, height: 40)))
        #expect(
            Self.isClose(try box(moved, size: Size(width: 100, height: 100)), Rect(x: 25, y: 0, width: 20, height: 20)))
        let flipped = open + #" transform="scale(-1 1)"><rect width="40" height="20"/></svg>"#
        #expect(Self.isClose(try box(flipped), Rect(x: 160, y: 0, width: 40, height: 20)))
    }

    /// A viewBox 2·10⁸ wide, or a group scaled by 10⁻⁷, shrinks what it holds into view: it draws (it was taken
    /// for a transform that flattens the plane, and dropped), and stays the shape it is.
    @Test func aTinyScaleDrawsWhatItHolds() throws {
        let huge =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 2e8 2e8">"#
            + #"<rect width="2e8" height="1e8"/></svg>"#
        let document = try SVGDocument.parse(Array(huge.utf8))
        let nodes = try document.nodes(in: document.size) { _ in Color(red: 0, green: 0, blue: 0) }
        #expect(Self.isClose(Node.bounds(of: nodes), Rect(x: 0, y: 0, width: 100, height: 50)), "\(nodes)")
        let shrunk = try Self.boxes(#"<g transform="scale(1e-7)"><rect x="1e8" y="1e8" width="5e8" height="2e8"/></g>"#)
        #expect(Self.isClose(shrunk.first ?? nil, Rect(x: 10, y: 10, width: 50, height: 20)), "\(shrunk)")
        #expect(AffineTransform(a: 1e-7, b: 0, c: 0, d: 1e-7, tx: 0, ty: 0).inverted != nil)
        // One direction scaled far more than the other flattens nothing; a determinant lost in rounding does.
        #expect(AffineTransform(a: 1e6, b: 0, c: 0, d: 1e-6, tx: 0, ty: 0).inverted != nil)
        #expect(AffineTransform(a: 1, b: 0, c: 0, d: 1e-13, tx: 0, ty: 0).inverted != nil)
        #expect(AffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 5, ty: 0).inverted == nil)
        #expect(AffineTransform(a: 3, b: 1, c: 0.3, d: 0.1 + 1e-17, tx: 0, ty: 0).inverted == nil)
        #expect(AffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
        #expect(AffineTransform(a: 1e-10, b: 0, c: 0, d: 5e-10, tx: 0, ty: 0).isSimilarity == false)
        #expect(AffineTransform(a: 1e-10, b: 2e-10, c: -2e-10, d: 1e-10, tx: 0, ty: 0).isSimilarity)
    }

    @Test(arguments: [
        ("center", 50.0, true, 50.0, true),
        ("top", 50, true, 0, true),
        ("right", 100, true, 50, true),
        ("top left", 0, true, 0, true),
        ("top center", 50, true, 0, true),
        ("center right", 100, true, 50, true),
        ("10px 20%", 10, false, 20, true),
        ("left 5 0", 0, true, 5, false),
        ("1in", 96, false, 50, true),
    ])
    func originsAreReadAsCSSWritesThem(text: String, x: Double, xIsPercent: Bool, y: Double, yIsPercent: Bool) throws {
        let origin = try #require(try ElementTransform.origin(text[...], unitless: true))
        #expect(origin.x == Length(value: x, unit: xIsPercent ? .percent : .number), "\(text)")
        #expect(origin.y == Length(value: y, unit: yIsPercent ? .percent : .number), "\(text)")
    }

    @Test(arguments: ["10px left", "left right", "top bottom", "1 2 3%", "1 2 3 4", "middle", ""])
    func malformedOriginsAreIgnored(text: String) throws {
        #expect(try ElementTransform.origin(text[...], unitless: true) == nil, "\(text)")
    }

    @Test func cssOriginsNeedUnitsButTheAttributeDoesNot() throws {
        #expect(try ElementTransform.origin("10 10", unitless: false) == nil)
        #expect(try ElementTransform.origin("left 5 0", unitless: false) == nil)
        let zero = try #require(try ElementTransform.origin("0 0", unitless: false))
        #expect(zero.x == Length.zero && zero.y == Length.zero)
        let pixels = try #require(try ElementTransform.origin("10px 2mm", unitless: false))
        #expect(pixels.x == Length(value: 10, unit: .number))
        let attribute = try #require(try ElementTransform.origin("10 10", unitless: true))
        #expect(attribute.y == Length(value: 10, unit: .number))
    }

    @Test func aStrokeBoxIsRefusedWhereWritten() {
        #expect(
            SVGRefusalTests.refusal(
                SVGRefusalTests.open
                    + #"<rect width="1" height="1" style="transform-box: stroke-box; transform: rotate(9deg)"/></svg>"#)
                == "2:35: transform-box: stroke-box is not supported; use fill-box or view-box")
        // Without a transform the box changes nothing.
        #expect(
            SVGRefusalTests.refusal(
                SVGRefusalTests.open + #"<rect width="1" height="1" style="transform-box: border-box"/></svg>"#) == nil)
    }

    @Test func whatAFillBoxTurnsIsCheckedAgainstTheLimit() {
        // Inside, its content is drawn before its transform is known; the transform then scales a tiny clipped
        // shape's clip, and a wide stroke, past the limit.
        let group = #"<g style="transform-box: fill-box; transform-origin: center; transform: scale(1000000000)">"#
        let clipped =
            #"<clipPath id="c"><rect x="-1000000000" y="-1000000000" width="1000000000" height="1000000000"/></clipPath>"#
            + group + #"<rect x="9" y="9" width="0.000000002" height="0.000000002" clip-path="url(#c)"/></g></svg>"#
        let stroked =
            group + #"<rect width="0.000000002" height="0.000000002" stroke="red" stroke-width="5"/></g></svg>"#
        for body in [clipped, stroked] {
            #expect(
                SVGRefusalTests.refusal(SVGRefusalTests.open + body)?.contains("reaches beyond ±1000000000") == true)
        }
    }

    @Test func fillBoxesMeasuredInsideFillBoxesTakeFromTheBudget() {
        // Each group measures all it holds: 200 of them around 10,000 segments measure 2,000,000.
        let path = "<path d=\"M0 0" + String(repeating: "L1 1L2 0", count: 5_000) + "\"/>"
        let svg =
            SVGRefusalTests.open
            + "<style>g { transform-box: fill-box; transform-origin: center; transform: rotate(1deg) }</style>"
            + String(repeating: "<g>", count: 200) + path + String(repeating: "</g>", count: 200) + "</svg>"
        #expect(SVGRefusalTests.refusal(svg)?.contains("draws more than 1000000 segments") == true)
        // Turned about the viewport, the same file draws.
        #expect(SVGRefusalTests.refusal(svg.replacingOccurrences(of: "transform-box: fill-box; ", with: "")) == nil)
    }
}
