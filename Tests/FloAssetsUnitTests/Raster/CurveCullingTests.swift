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
            #expect(Self.largestDifference(whole, cut) < 0.01, "\(rule)")
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
    }

    /// A chord left for a curve off the canvas keeps the curve's length, so the dashes after it fall where they did.
    @Test func dashesAfterACurveOffTheCanvasKeepTheirPlace() {
        let path = Self.farLoops(reach: 1e4)
        let stroker = Stroker(halfWidth: 1, cap: .butt, join: .miter, miterLimit: 4, tolerance: Canvas.tolerance)
        func mask(_ subpaths: [FlatSubpath]) -> CoverageMask {
            let dashes = subpaths.flatMap { $0.dashed([7, 3], offset: 0) }
            return CoverageMask(contours: dashes.flatMap(stroker.outline), within: Self.canvas)
        }
        let every = path.flattened(transform: .identity, tolerance: Canvas.tolerance)
        let culled = path.flattened(
            transform: .identity, tolerance: Canvas.tolerance, within: Self.canvas.rect.outset(by: 5))
        #expect(culled[0].chordLengths.isEmpty == false)
        // The two lengths are of two flattenings, each within the tolerance of the curve: dash ends move as little.
        #expect(abs(every[0].length - culled[0].length) < Canvas.tolerance)
        #expect(Self.largestDifference(mask(every), mask(culled)) < 0.1)
    }

    /// What lies on the canvas is cut exactly as before: a curve inside it is not halved.
    @Test func aCurveOnTheCanvasIsCutAsBefore() {
        var path = Path()
        path.addEllipse(in: Rect(x: 5, y: 5, width: 30, height: 30))
        let every = path.flattened(transform: .identity, tolerance: Canvas.tolerance)
        let culled = path.flattened(transform: .identity, tolerance: Canvas.tolerance, within: Self.canvas.rect)
        #expect(every[0].points == culled[0].points)
    }
}
