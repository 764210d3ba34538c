import Testing

@testable import FloAssets
@testable import FloDrawing

/// A stroke filled as its outline, as vector drawables, Compose and the PNG rasteriser draw one under a transform
/// that skews or scales unevenly, paints what the stroke paints.
@Suite struct StrokeOutlineTests {
    static let uneven = AffineTransform(a: 1.8, b: 0.3, c: 0.5, d: 0.6, tx: 5, ty: 8)
    /// A turn and an even scale, under which the rasteriser strokes the path itself: the outline is compared there.
    static let turned = AffineTransform(a: 1.2, b: 0.5, c: -0.5, d: 1.2, tx: 60, ty: -10)

    /// Strokes with sharp miters, round and square caps, dashes, a cusp, a dot, and two closed subpaths turning
    /// opposite ways that overlap, in a translucent colour (where outlines of opposite windings would cancel).
    static var strokes: [PathNode] {
        let translucent = Paint.color(Color(red: 0.9, green: 0.3, blue: 0, alpha: 0.5))
        var opposed = LayerTests.rectangle(5, 5, 20, 20)
        opposed.append(
            LayerTests.polyline([(15, 15), (15, 35), (35, 35), (35, 15)], closed: true), movedBy: Point(x: 0, y: 0))
        return Node.paths(in: LayerTests.reaching) + [
            PathNode(path: opposed, stroke: Stroke(paint: translucent, width: 4, join: .round)),
            PathNode(
                path: LayerTests.polyline([(2, 40), (30, 44), (8, 50)]),
                stroke: Stroke(paint: translucent, width: 3, cap: .round, join: .bevel, dashes: [5, 2, 1, 2])),
        ]
    }

    @Test func theOutlinePaintsWhatTheStrokeDoes() throws {
        let size = Size(width: 240, height: 160)
        for (index, node) in Self.strokes.enumerated() {
            let outline = try #require(node.strokeOutline(under: Self.turned))
            #expect(outline.stroke == nil && outline.fillRule == .nonZero)
            for scale in [1, 3] {
                let stroked = Canvas.render(
                    Drawing(
                        title: "s", size: size,
                        nodes: [.group(Group(transform: Self.turned, children: [.path(node)]))]), scale: Double(scale))
                let filled = Canvas.render(
                    Drawing(
                        title: "s", size: size,
                        nodes: [.group(Group(transform: Self.turned, children: [.path(outline)]))]),
                    scale: Double(scale))
                let differences = zip(Self.premultiplied(stroked.rgba), Self.premultiplied(filled.rgba)).map {
                    abs($0 - $1)
                }
                let off = differences.filter { $0 > 8 }.count
                // Both flatten the same curves, at tolerances of their own: only edge pixels may differ, slightly.
                #expect(differences.max() ?? 0 <= 40, "stroke \(index) at \(scale)x: \(differences.max() ?? 0)")
                #expect(off * 400 < differences.count, "stroke \(index) at \(scale)x: \(off) channels off")
                #expect(stroked.rgba.contains { $0 > 0 }, "stroke \(index) paints nothing")
            }
        }
    }

    /// Stretched, the rasteriser fills the same outline: the PNG draws what a vector drawable and Compose do.
    @Test func stretchedTheRasteriserFillsTheOutline() throws {
        let size = Size(width: 240, height: 110)
        for node in Self.strokes {
            // Made as the rasteriser makes it: for the canvas's pixels, two a unit.
            let outline = try #require(node.strokeOutline(under: Self.uneven.concatenating(.scale(x: 2, y: 2))))
            let stroked = Canvas.render(
                Drawing(
                    title: "s", size: size, nodes: [.group(Group(transform: Self.uneven, children: [.path(node)]))]),
                scale: 2)
            let filled = Canvas.render(
                Drawing(
                    title: "s", size: size, nodes: [.group(Group(transform: Self.uneven, children: [.path(outline)]))]),
                scale: 2)
            let same = stroked.rgba == filled.rgba
            #expect(same && stroked.rgba.contains { $0 > 0 })
        }
    }

    /// Strokes stretched far beyond the control would make outlines of millions of points: counted before they are
    /// made, and refused past the limit.
    @Test func outlinesAreCountedBeforeTheyAreMade() {
        var huge = Path()
        huge.addEllipse(in: Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))
        let ring = PathNode(path: huge, stroke: Stroke(paint: .color(.black), width: 1))
        let stretched = Node.group(Group(transform: .scale(x: 2, y: 1), children: [.path(ring)]))
        #expect(Node.outlinePoints(in: [stretched]) > PathNode.maximumOutlinePoints)
        #expect(Node.outlinePoints(in: [.group(Group(transform: .scale(x: 2, y: 2), children: [.path(ring)]))]) == 0)
        let drawing = Drawing(title: "h", size: Size(width: 48, height: 24), nodes: [stretched])
        #expect(VectorLimits.vectorDrawable.problem(with: drawing)?.reason == VectorLimits.outlinesTooLarge)
        let icon = Node.group(Group(transform: .scale(x: 2, y: 1), children: Self.strokes.map(Node.path)))
        #expect((1..<5_000).contains(Node.outlinePoints(in: [icon])))
    }

    /// The channels with each colour multiplied by its pixel's opacity: a pixel barely covered shows its colour in
    /// full, unmultiplied.
    static func premultiplied(_ rgba: [UInt8]) -> [Int] {
        rgba.indices.map { index in
            let alpha = Int(rgba[index - index % 4 + 3])
            return index % 4 == 3 ? alpha : (Int(rgba[index]) * alpha + 127) / 255
        }
    }

    /// A gradient across the bounding box of the stroked path stays where it was: the outline's box is wider.
    @Test func aBoxGradientKeepsThePathsBox() throws {
        let gradient = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 1, y: 0),
                stops: [
                    GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
                    GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1)),
                ]))
        let node = PathNode(path: LayerTests.rectangle(10, 10, 20, 10), stroke: Stroke(paint: gradient, width: 6))
        let outline = try #require(node.strokeOutline(under: Self.uneven))
        guard case .linearGradient(let placed)? = outline.fill else {
            Issue.record("not a gradient: \(String(describing: outline.fill))")
            return
        }
        #expect(placed.units == .userSpace)
        #expect(placed.start == Point(x: 10, y: 10) && placed.end == Point(x: 30, y: 10))
        #expect(PathNode(path: LayerTests.rectangle(0, 0, 1, 1)).strokeOutline(under: Self.uneven) == nil)
    }
}
