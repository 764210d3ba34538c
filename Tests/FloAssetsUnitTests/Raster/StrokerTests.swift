import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// Strokes as Core Graphics draws them, measured by the area they cover (exact, so small differences show).
@Suite struct StrokerTests {
    static func area(
        _ points: [Point], closed: Bool = false, width: Double = 2, cap: LineCap = .butt, join: LineJoin = .miter,
        miterLimit: Double = 10
    ) -> Double {
        let stroker = Stroker(halfWidth: width / 2, cap: cap, join: join, miterLimit: miterLimit, tolerance: 1.0 / 64)
        let subpath = FlatSubpath(points: points, isSmooth: points.map { _ in false }, isClosed: closed)
        let mask = CoverageMask(contours: stroker.outline(subpath), canvasWidth: 64, canvasHeight: 64)
        return mask.coverage.reduce(0) { $0 + Double($1) }
    }

    static let line = [Point(x: 10, y: 10), Point(x: 20, y: 10)]
    static let corner = [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 20, y: 20)]

    @Test(arguments: [
        (LineCap.butt, 20.0), (.square, 24), (.round, 20 + Double.pi),
    ])
    func caps(cap: LineCap, expected: Double) {
        #expect(abs(Self.area(Self.line, cap: cap) - expected) < 0.01, "\(cap)")
    }

    /// Two 10-pixel segments meeting at a right angle, 2 pixels wide: 39 pixels, plus the outer corner's join.
    @Test(arguments: [
        (LineJoin.miter, 40.0), (.bevel, 39.5), (.round, 39 + Double.pi / 4),
    ])
    func joins(join: LineJoin, expected: Double) {
        #expect(abs(Self.area(Self.corner, join: join) - expected) < 0.01, "\(join)")
        // Turning the other way, and travelled backwards, the join is the same.
        let mirrored = [Point(x: 10, y: 30), Point(x: 20, y: 30), Point(x: 20, y: 20)]
        #expect(abs(Self.area(mirrored, join: join) - expected) < 0.01, "\(join) mirrored")
        #expect(abs(Self.area(Self.corner.reversed(), join: join) - expected) < 0.01, "\(join) reversed")
    }

    /// A 20° turn has a miter 1 / sin(10°) ≈ 5.76 line widths long: drawn under a limit of 10, beveled under 4.
    @Test func theMiterLimitSwitchesToBevel() {
        let sharp = [
            Point(x: 10, y: 30), Point(x: 40, y: 30), Point(x: 40 - 30 * cos(.pi / 9), y: 30 - 30 * sin(.pi / 9)),
        ]
        let mitered = Self.area(sharp, miterLimit: 10)
        let beveled = Self.area(sharp, miterLimit: 5)
        let bevel = Self.area(sharp, join: .bevel)
        #expect(abs(beveled - bevel) < 1e-6)
        // The miter adds a kite of (h / tan 10°)·h − the bevel's triangle: about 5.58 pixels here.
        let h = 1.0
        let kite = h * h / tan(.pi / 18) - h * h * sin(.pi / 9) / (1 + cos(.pi / 9)) * 0 - h * h * tan(.pi / 18) * 0
        #expect(mitered - bevel > 4.5 && mitered - bevel < kite + 0.5, "\(mitered - bevel)")
    }

    /// A closed square is joined at its start as at every other corner: a ring of 8×8 − 4×4 pixels.
    @Test func aClosedSubpathIsJoinedAtItsStart() {
        let square = [Point(x: 2, y: 2), Point(x: 8, y: 2), Point(x: 8, y: 8), Point(x: 2, y: 8)]
        #expect(abs(Self.area(square, closed: true) - 48) < 1e-6)
        #expect(abs(Self.area(square + [Point(x: 2, y: 2)], closed: true) - 48) < 1e-6)
        // Open, it ends in butt caps: one corner short.
        #expect(Self.area(square + [Point(x: 2, y: 2)]) < 47.5)
    }

    /// A subpath of length 0 draws its caps as Core Graphics does: a dot for round, a square for square.
    @Test func zeroLengthSegmentsDrawTheirCaps() {
        let dot = [Point(x: 10, y: 10), Point(x: 10, y: 10)]
        #expect(abs(Self.area(dot, width: 4, cap: .round) - 4 * Double.pi) < 0.02)
        #expect(abs(Self.area(dot, width: 4, cap: .square) - 16) < 1e-6)
        #expect(Self.area(dot, width: 4, cap: .butt) == 0)
        // A repeated point inside a line changes nothing.
        #expect(
            abs(Self.area([Point(x: 10, y: 10), Point(x: 15, y: 10), Point(x: 15, y: 10), Point(x: 20, y: 10)]) - 20)
                < 1e-6)
    }

    /// A stroked circle is an exact ring: its offsets are circles.
    @Test func aStrokedCircleIsARing() {
        var path = Path()
        path.addEllipse(in: Rect(x: 12, y: 12, width: 40, height: 40))
        let stroker = Stroker(halfWidth: 3, cap: .butt, join: .miter, miterLimit: 10, tolerance: 1.0 / 64)
        let contours = path.flattened(scale: 1, tolerance: 1.0 / 64).flatMap(stroker.outline)
        let area = CoverageMask(contours: contours, canvasWidth: 64, canvasHeight: 64).coverage.reduce(0) {
            $0 + Double($1)
        }
        let ring = Double.pi * (23 * 23 - 17 * 17)
        #expect(abs(area - ring) / ring < 0.001, "\(area) vs \(ring)")
    }

    /// Where a curve turns sharply (the tip of `M26 45 Q55 46 27 46`), a thick stroke rounds the turn as a stroke
    /// of the true curve does: no point of its outline lies farther than half its width from the curve (a miter
    /// shot a spike out, up to four half widths). Inside, the offsets meet as renderers draw them: a circle of
    /// radius 10 stroked 50 wide keeps a hole of radius 15.
    @Test func aSharpTurnAlongACurveIsRoundOutside() {
        var tip = Path()
        tip.move(to: Point(x: 26, y: 45))
        tip.curve(
            to: Point(x: 27, y: 46), control1: Point(x: 26 + 2 * 29.0 / 3, y: 45 + 2.0 / 3),
            control2: Point(x: 27 + 2 * 28.0 / 3, y: 46))
        let polyline = tip.flattened(scale: 1, tolerance: 1.0 / 64)
        let stroker = Stroker(halfWidth: 6.9, cap: .butt, join: .miter, miterLimit: 4, tolerance: 1.0 / 64)
        let curve = polyline.flatMap(\.points)
        func distance(_ point: Point) -> Double {
            zip(curve, curve.dropFirst()).map { a, b in
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let t = max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy)))
                return point.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
            }.min() ?? .infinity
        }
        let farthest = polyline.flatMap(stroker.outline).joined().map(distance).max() ?? 0
        #expect(farthest < 6.9 + 0.05, "\(farthest)")
        var circle = Path()
        circle.addEllipse(in: Rect(x: 40, y: 40, width: 20, height: 20))
        let wide = Stroker(halfWidth: 25, cap: .butt, join: .miter, miterLimit: 4, tolerance: 1.0 / 64)
        let mask = CoverageMask(
            contours: circle.flattened(scale: 1, tolerance: 1.0 / 64).flatMap(wide.outline), canvasWidth: 100,
            canvasHeight: 100)
        #expect(mask.value(x: 50, y: 50) == 0 && mask.value(x: 50, y: 33) == 1 && mask.value(x: 50, y: 20) == 1)
    }

    /// A segment closed back on itself has joins at both ends, no caps, as Core Graphics and SVG draw it.
    @Test func aClosedSegmentHasJoinsNotCaps() {
        let segment = [Point(x: 10, y: 10), Point(x: 30, y: 10)]
        #expect(abs(Self.area(segment, closed: true, cap: .square) - 40) < 1e-6)
        #expect(abs(Self.area(segment, closed: true, join: .round) - (40 + Double.pi)) < 0.02)
    }

    /// The caps at the ends of an arc are square to the curve, not to its first or last chord: a quarter ring with
    /// butt caps covers exactly its area.
    @Test func capsAtTheEndsOfAnArcAreSquareToIt() {
        var path = Path()
        path.addArc(
            center: Point(x: 5, y: 5), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        let stroker = Stroker(halfWidth: 10, cap: .butt, join: .miter, miterLimit: 10, tolerance: 1.0 / 16)
        let contours = path.flattened(scale: 1, tolerance: 1.0 / 16).flatMap(stroker.outline)
        let quarterRing = Double.pi * (50 * 50 - 30 * 30) / 4
        let full = CoverageMask(contours: contours, canvasWidth: 128, canvasHeight: 128).coverage.reduce(0) {
            $0 + Double($1)
        }
        #expect(abs(full - quarterRing) / quarterRing < 0.002, "\(full) vs \(quarterRing)")
    }

    /// A curve whose handles lie within a pixel of its ends (a designer's rounding) is capped and joined along the
    /// way it is seen to go, as browsers and resvg draw it: the same stroke as the straight lines it looks like,
    /// with no notch at a cap and the bevel of a corner.
    @Test func aHandleShorterThanAPixelDoesNotTurnACapOrHideAJoin() {
        /// How much the strokes of two paths differ, pixel by pixel, over how much the second covers.
        func difference(_ first: (inout Path) -> Void, _ second: (inout Path) -> Void, join: LineJoin) -> Double {
            let stroker = Stroker(halfWidth: 6, cap: .butt, join: join, miterLimit: 10, tolerance: 1.0 / 16)
            func coverage(_ build: (inout Path) -> Void) -> [Double] {
                var path = Path()
                build(&path)
                let contours = path.flattened(scale: 1, tolerance: 1.0 / 16).flatMap(stroker.outline)
                // On the canvas: a mask spans only what its contours may cover.
                let mask = CoverageMask(contours: contours, canvasWidth: 128, canvasHeight: 128)
                var canvas = [Double](repeating: 0, count: 128 * 128)
                for row in 0..<mask.height {
                    for column in 0..<mask.width {
                        canvas[(mask.minY + row) * 128 + mask.minX + column] = min(
                            1, abs(Double(mask.coverage[row * mask.width + column])))
                    }
                }
                return canvas
            }
            let coverages = [coverage(first), coverage(second)]
            let apart = zip(coverages[0], coverages[1]).reduce(0.0) { $0 + abs($1.0 - $1.1) }
            return apart / coverages[1].reduce(0.0, +)
        }
        let cap = difference(
            {
                $0.move(to: Point(x: 10, y: 80))
                $0.curve(to: Point(x: 80.01, y: 10), control1: Point(x: 10.01, y: 80), control2: Point(x: 80, y: 10))
            },
            {
                $0.move(to: Point(x: 10, y: 80))
                $0.line(to: Point(x: 80.01, y: 10))
            }, join: .miter)
        #expect(cap < 0.002, "\(cap)")
        let corner = difference(
            {
                $0.move(to: Point(x: 50, y: 10))
                $0.curve(to: Point(x: 50, y: 50), control1: Point(x: 50, y: 20), control2: Point(x: 50.1, y: 50))
                $0.line(to: Point(x: 10, y: 50))
            },
            {
                $0.move(to: Point(x: 50, y: 10))
                $0.line(to: Point(x: 50, y: 50))
                $0.line(to: Point(x: 10, y: 50))
            }, join: .bevel)
        #expect(corner < 0.005, "\(corner)")
    }

    /// A corner where a curve arrives is joined along the curve's own direction, not its last chord's, which turns
    /// from it by a few degrees on a tight bend: that would move the miter's tip and, near the miter limit, make it
    /// a bevel where browsers draw a spike (or a spike where they draw a bevel).
    @Test func aMiterBesideACurveTakesTheCurvesOwnDirection() {
        var path = Path()
        path.move(to: Point(x: 73, y: 36))
        path.curve(to: Point(x: 46, y: 92), control1: Point(x: 82, y: 45), control2: Point(x: 15, y: 89))
        path.line(to: Point(x: 20, y: 73))
        func unit(_ x: Double, _ y: Double) -> Point {
            let length = (x * x + y * y).squareRoot()
            return Point(x: x / length, y: y / length)
        }
        let (incoming, outgoing) = (unit(46 - 15, 92 - 89), unit(20 - 46, 73 - 92))
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        let ratio = 1 / ((1 + dot) / 2).squareRoot()
        let tips = [1.0, -1.0].map { side in
            Point(
                x: 46 + side * 7 * (-incoming.y - outgoing.y) / (1 + dot),
                y: 92 + side * 7 * (incoming.x + outgoing.x) / (1 + dot))
        }
        for (limit, hasTip) in [(ratio + 0.01, true), (ratio - 0.01, false)] {
            let stroker = Stroker(halfWidth: 7, cap: .butt, join: .miter, miterLimit: limit, tolerance: 1.0 / 16)
            let points = path.flattened(scale: 1, tolerance: 1.0 / 16).flatMap(stroker.outline).flatMap { $0 }
            let nearest = tips.map { tip in points.map { $0.distance(to: tip) }.min()! }.min()!
            #expect(hasTip ? nearest < 1e-6 : nearest > 0.1, "limit \(limit): nearest \(nearest)")
        }
    }
}
