import Testing

@testable import FloDrawing

/// The work the PNG run budget counts for a drawing, beside its image's pixels.
@Suite struct PaintWorkTests {
    static let canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    static let black = Paint.color(Color(red: 0, green: 0, blue: 0))

    static func work(_ nodes: [Node]) -> PaintWork {
        Node.paintWork(in: nodes, transform: .identity, canvas: canvas)
    }

    static func square(_ side: Double = 100) -> Path {
        LayerTests.rectangle(0, 0, side, side)
    }

    @Test func aFillCountsItsBoxAndItsEdgesHeight() {
        let work = Self.work([.path(PathNode(path: Self.square(50), fill: Self.black))])
        #expect(work.pixels == 2_500)
        // Two sides 50 high, two of no height; at 2 pixels a unit, 200 rows and one more for each edge.
        #expect(work.edgeSpan == 100 && work.edges == 2)
        #expect(work.edgeRows(scale: 2) == 202)
    }

    @Test func aGradientPixelCountsFiveTimes() {
        let gradient = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 100, y: 0),
                stops: [GradientStop(offset: 0, color: .init(red: 0, green: 0, blue: 0))]))
        let plain = Self.work([.path(PathNode(path: Self.square(), fill: Self.black))])
        let shaded = Self.work([.path(PathNode(path: Self.square(), fill: gradient))])
        #expect(shaded.pixels == 5 * plain.pixels)
    }

    /// Two dots at opposite corners are covered each on its own, then united over the box of both.
    @Test func aStrokeOfSeveralSubpathsCountsTheBoxTheyAreUnitedOver() {
        var dots = Path()
        dots.move(to: Point(x: 1, y: 1))
        dots.close()
        dots.move(to: Point(x: 99, y: 99))
        dots.close()
        let work = Self.work([.path(PathNode(path: dots, stroke: Stroke(paint: Self.black, width: 2, cap: .round)))])
        #expect(work.pixels >= 2 * 100 * 100)
        var one = Path()
        one.move(to: Point(x: 1, y: 1))
        one.close()
        #expect(Self.work([.path(PathNode(path: one, stroke: Stroke(paint: Self.black, width: 2)))]).pixels < 1_000)
    }

    /// Dashes are covered together, over the box of them all, however many there are.
    @Test func dashesCountTheirBoxOnce() {
        var diagonal = Path()
        diagonal.move(to: Point(x: 0, y: 0))
        diagonal.line(to: Point(x: 100, y: 100))
        for dashes in [[100.0, 1], [1, 1]] {
            let dashed = Stroke(paint: Self.black, width: 1, dashes: dashes)
            let work = Self.work([.path(PathNode(path: diagonal, stroke: dashed))])
            #expect(work.pixels >= 100 * 100 * 0.99 && work.pixels < 2 * 100 * 100)
        }
    }

    /// A stroke that turns back on itself spans its width across the rows at every turn.
    @Test func aStrokeTurningBackSpansItsWidthAtEachTurn() {
        var zigzag = Path()
        zigzag.move(to: Point(x: 40, y: 50))
        for _ in 0..<50 {
            zigzag.line(to: Point(x: 60, y: 50))
            zigzag.line(to: Point(x: 40, y: 50))
        }
        let wide = Stroke(paint: Self.black, width: 60, join: .bevel)
        let work = Self.work([.path(PathNode(path: zigzag, stroke: wide))])
        // 101 points, each reaching 60 rows on either side.
        #expect(work.edgeSpan == 2 * 101 * 60)
    }

    /// A group on a layer of its own counts its layer; blending by another mode, twice; each clip path clipping
    /// another counts its shapes.
    @Test func layersAndClipsCount() {
        let content = Node.path(PathNode(path: Self.square(), fill: Self.black))
        let plain = Self.work([.group(Group(children: [content]))]).pixels
        #expect(Self.work([.group(Group(opacity: 0.5, children: [content]))]).pixels == plain + 10_000)
        #expect(
            Self.work([.group(Group(blendMode: .luminosity, children: [content]))]).pixels == plain + 20_000)
        var chain = ClipPath(path: Self.square())
        for _ in 0..<9 { chain = ClipPath(shapes: [ClipShape(path: Self.square())], clips: [chain]) }
        // Ten clip paths of the whole canvas, and the layer they clip.
        #expect(Self.work([.group(Group(clip: chain, children: [content]))]).pixels == plain + 11 * 10_000)
    }
}
