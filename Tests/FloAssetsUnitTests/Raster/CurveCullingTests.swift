import Testing

@testable import FloDrawing

/// Curves whose control points lie far off the canvas are cut finely only where they cross it: the coverage is the
/// same as when every step is cut, and the points are few.
@Suite struct CurveCullingTests {
    static let canvas = PixelArea(width: 40, height: 40)

    /// Loops out to `reach` pixels and back, through the canvas, then a line and a curve on it.
    static func farCurves(reach: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: 2, y: 20))
        path.curve(to: Point(x: 38, y: 22), control1: Point(x: reach, y: -reach), control2: Point(x: -reach, y: reach))
        path.curve(to: Point(x: 30, y: 36), control1: Point(x: reach, y: reach), control2: Point(x: reach, y: -reach))
        path.line(to: Point(x: 5, y: 35))
        path.curve(to: Point(x: 2, y: 20), control1: Point(x: 0, y: 30), control2: Point(x: -reach, y: 25))
        path.close()
        return path
    }

    /// Leaves the canvas to the right, `reach` pixels away, and comes back, then leaves upwards and comes back:
    /// an open path whose far parts cross few of the canvas's rows, so that every row's coverage is exact.
    static func farLoops(reach: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: 5, y: 10))
        path.curve(to: Point(x: 20, y: 30), control1: Point(x: reach, y: 0), control2: Point(x: reach, y: 40))
        path.curve(to: Point(x: 35, y: 25), control1: Point(x: 10, y: -reach), control2: Point(x: 40, y: -reach))
        return path
    }

    static func largestDifference(_ a: CoverageMask, _ b: CoverageMask) -> Float {
        var largest: Float = 0
        for y in canvas.y {
            for x in canvas.x { largest = max(largest, abs(a.value(x: x, y: y) - b.value(x: x, y: y))) }
        }
        return largest
    }

    @Test(arguments: [1e3, 1e5, 1e6])
    func aFillIsTheSameWithFewPoints(reach: Double) {
        let path = Self.farCurves(reach: reach)
        let every = path.flattened(transform: .identity, tolerance: Canvas.tolerance)
        let culled = path.flattened(transform: .identity, tolerance: Canvas.tolerance, within: Self.canvas.rect)
        for rule in [FillRule.nonZero, .evenOdd] {
            let whole = CoverageMask(contours: every.map(\.points), within: Self.canvas, rule: rule)
            let cut = CoverageMask(contours: culled.map(\.points), within: Self.canvas, rule: rule)
            // Every step cut, hundreds of chords cross each row the far loops pass through: too many to resolve,
            // such a row is sampled, within about a 32nd of a pixel's coverage.
            #expect(Self.largestDifference(whole, cut) < 1 / 32, "\(rule)")
        }
        let points = culled.reduce(0) { $0 + $1.points.count }
        #expect(points < 1_000, "\(points) points")
        #expect(every.reduce(0) { $0 + $1.points.count } > 2 * points)
    }

    @Test(arguments: [LineJoin.miter, .round, .bevel])
    func aStrokeIsTheSameWithFewPoints(join: LineJoin) {
        let path = Self.farLoops(reach: 1e5)
        let stroker = Stroker(halfWidth: 3, cap: .square, join: join, miterLimit: 10, tolerance: Canvas.tolerance)
        func mask(_ subpaths: [FlatSubpath]) -> CoverageMask {
            CoverageMask(contours: subpaths.flatMap(stroker.outline), within: Self.canvas)
        }
        let every = path.flattened(transform: .identity, tolerance: Canvas.tolerance)
        // As far as the stroke reaches past the canvas: half its width times the longest miter.
        let culled = path.flattened(
            transform: .identity, tolerance: Canvas.tolerance, within: Self.canvas.rect.outset(by: 3 * 10 + 1))
        #expect(Self.largestDifference(mask(every), mask(culled)) < 0.01)
        #expect(culled[0].points.count * 10 < every[0].points.count, "\(culled[0].points.count) points")
    }

    /// A chord left for a curve off the canvas keeps the curve's length, so the dashes after it fall where they did.
    @Test func dashesAfterACurveOffTheCanvasKeepTheirPlace() {
        let path = Self.farLoops(reach: 1e4)
        let stroker = Stroker(halfWidth: 1, cap: .butt, join: .miter, miterLimit: 4, tolerance: Canvas.tolerance)
        func mask(_ subpaths: [FlatSubpath]) -> CoverageMask {
            let dashes = subpaths.flatMap { $0.dashed([7, 3], offset: 0) }
            return CoverageMask(contours: dashes.flatMap(stroker.outline), within: Self.canvas)
        }
        let every = path.flattened(transform: .identity, tolerance: Canvas.tolerance, keepingLengths: true)
        let fine = path.flattened(transform: .identity, tolerance: 1e-4)
        let culled = path.flattened(
            transform: .identity, tolerance: Canvas.tolerance, within: Self.canvas.rect.outset(by: 5),
            keepingLengths: true)
        #expect(culled[0].curveLengths.count >= 2)
        // Each length within the tolerance of the curve's, as cut finely.
        #expect(abs(fine[0].length - culled[0].length) < Canvas.tolerance)
        #expect(abs(fine[0].length - every[0].length) < Canvas.tolerance)
        // Dash ends move by as little, a fraction of an edge pixel.
        #expect(Self.largestDifference(mask(every), mask(culled)) < 0.1)
        // Without the lengths, the dashes after the first curve fall elsewhere.
        var chords = culled
        chords[0].curveLengths = [:]
        #expect(Self.largestDifference(mask(every), mask(chords)) > 0.25)
    }

    /// What lies on the canvas is cut exactly as before: a curve inside it is not halved.
    @Test func aCurveOnTheCanvasIsCutAsBefore() {
        var path = Path()
        path.addEllipse(in: Rect(x: 5, y: 5, width: 30, height: 30))
        let every = path.flattened(transform: .identity, tolerance: Canvas.tolerance)
        let culled = path.flattened(transform: .identity, tolerance: Canvas.tolerance, within: Self.canvas.rect)
        #expect(every[0].points == culled[0].points)
    }

    /// The renderer cuts only what it draws, for fills, strokes under an even scale and stretched, and clips: each
    /// image is the one every step cut makes, within a fraction of a pixel's value.
    @Test func theRendererDrawsFarCurvesAsEveryStepCut() {
        let black = Paint.color(Color(red: 0, green: 0, blue: 0))
        let size = Size(width: 40, height: 40)
        func alpha(_ nodes: [Node], scale: Double = 1) -> [UInt8] {
            let canvas = Canvas.render(Drawing(title: "far", size: size, nodes: nodes), scale: scale)
            return stride(from: 3, to: canvas.rgba.count, by: 4).map { canvas.rgba[$0] }
        }
        func alpha(_ mask: CoverageMask) -> [UInt8] {
            Self.canvas.y.flatMap { y in Self.canvas.x.map { UInt8((mask.value(x: $0, y: y) * 255).rounded()) } }
        }
        func largestDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
            zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
        }
        let far = Self.farCurves(reach: 1e5)
        let fill = alpha(
            CoverageMask(
                contours: far.flattened(transform: .identity, tolerance: Canvas.tolerance).map(\.points),
                within: Self.canvas))
        // `fill`'s rows, crossed by hundreds of chords, are sampled: within about a 32nd of each pixel's coverage.
        #expect(largestDifference(alpha([.path(PathNode(path: far, fill: black))]), fill) <= 8)
        let full = Node.path(PathNode(path: LayerTests.rectangle(0, 0, 40, 40), fill: black))
        #expect(largestDifference(alpha([.group(Group(clip: ClipPath(path: far), children: [full]))]), fill) <= 8)
        // Loops far above and below, which cross the canvas's rows only on it: every row's coverage is exact.
        var loops = Path()
        loops.move(to: Point(x: 5, y: 20))
        loops.curve(to: Point(x: 35, y: 20), control1: Point(x: 10, y: -1e5), control2: Point(x: 30, y: -1e5))
        loops.curve(to: Point(x: 5, y: 25), control1: Point(x: 30, y: 1e5), control2: Point(x: 10, y: 1e5))
        let stroke = Stroke(paint: black, width: 3)
        let stroker = Stroker(halfWidth: 1.5, cap: .butt, join: .miter, miterLimit: 10, tolerance: Canvas.tolerance)
        let outline = loops.flattened(transform: .identity, tolerance: Canvas.tolerance).flatMap(stroker.outline)
        #expect(
            largestDifference(
                alpha([.path(PathNode(path: loops, stroke: stroke))]),
                alpha(CoverageMask(contours: outline, within: Self.canvas))) <= 3)
        // Stretched, the stroke is filled as its outline.
        let stretch = AffineTransform(a: 1, d: 0.5)
        let node = PathNode(path: loops, stroke: stroke)
        let stretched = node.strokeOutline(under: stretch)!.path.flattened(
            transform: stretch, tolerance: Canvas.tolerance)
        #expect(
            largestDifference(
                alpha([.group(Group(transform: stretch, children: [.path(node)]))]),
                alpha(CoverageMask(contours: stretched.map(\.points), within: Self.canvas))) <= 3)
    }
}
