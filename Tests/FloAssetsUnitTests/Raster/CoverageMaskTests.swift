import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// Exact area coverage: the numbers a pixel gets, not what it looks like.
@Suite struct CoverageMaskTests {
    static func mask(_ contours: [[Point]], width: Int = 10, height: Int = 10) -> CoverageMask {
        CoverageMask(contours: contours, canvasWidth: width, canvasHeight: height)
    }

    static func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Point] {
        [
            Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height),
            Point(x: x, y: y + height),
        ]
    }

    /// A pixel wholly inside a rounded rectangle is covered exactly once, not a rounding hair under: colour burn
    /// jumps from the backdrop's full channel to none at 1, and red burned over the rectangle's blue showed black
    /// rows where browsers show blue.
    @Test func aPixelWhollyInsideIsWhollyCovered() {
        func rectangle(_ rect: Rect, radius: Double = 0) -> Path {
            var path = Path()
            path.addRoundedRect(in: rect, radius: radius)
            return path
        }
        let drawing = Drawing(
            title: "burn", size: Size(width: 100, height: 100),
            nodes: [
                .path(
                    PathNode(
                        path: rectangle(Rect(x: 0, y: 40, width: 100, height: 20)),
                        fill: .color(Color(red: 1, green: 0.65, blue: 0)))),
                .path(
                    PathNode(
                        path: rectangle(Rect(x: 23, y: 48, width: 39, height: 47), radius: 7),
                        fill: .color(Color(red: 0, green: 0.8, blue: 1)))),
                .group(
                    Group(
                        blendMode: .colorBurn,
                        children: [
                            .path(
                                PathNode(
                                    path: rectangle(Rect(x: 10, y: 10, width: 80, height: 45)),
                                    fill: .color(Color(red: 1, green: 0, blue: 0))))
                        ])),
            ])
        let rgba = Canvas.render(drawing, scale: 1).rgba
        // Inside the blue rectangle (its corners left out) and the red one: columns 31 to 54, rows 49 to 54.
        for row in 49...54 {
            for column in 31...54 {
                #expect(rgba[(row * 100 + column) * 4 + 2] == 255, "blue at \(column), \(row)")
            }
        }
    }

    @Test func aHalfCoveredPixelIsHalf() {
        let vertical = Self.mask([Self.rectangle(2, 2, 3.5, 4)])
        #expect(abs(vertical.value(x: 5, y: 3) - 0.5) < 1e-6)
        let horizontal = Self.mask([Self.rectangle(2, 2, 4, 3.5)])
        #expect(abs(horizontal.value(x: 3, y: 5) - 0.5) < 1e-6)
        // A diagonal through a pixel's corners covers half of it; 128 ± 1 once written as a byte.
        let triangle = Self.mask([[Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 0, y: 4)]])
        #expect(abs(triangle.value(x: 1, y: 2) - 0.5) < 1e-6)
        #expect(abs(Int((triangle.value(x: 1, y: 2) * 255).rounded()) - 128) <= 1)
    }

    /// An edge a denormal number high has an infinite slope; it is placed by the fraction of its height instead, so
    /// no coordinate becomes NaN (which trapped when made a pixel index).
    @Test func anEdgeOfDenormalHeightCoversNothing() {
        let sliver = Self.mask([[Point(x: 0, y: 2), Point(x: 8, y: 2 + 1e-308), Point(x: 0, y: 2 + 2e-308)]])
        #expect((0..<10).allSatisfy { y in (0..<10).allSatisfy { sliver.value(x: $0, y: y) < 1e-6 } })
        let tilted = Self.mask([[Point(x: 0, y: 0), Point(x: 8, y: 1e-308), Point(x: 8, y: 4), Point(x: 0, y: 4)]])
        #expect(abs(tilted.value(x: 3, y: 2) - 1) < 1e-6)
    }

    @Test func aRectangleOnWholePixelsHasNoPartialPixel() {
        let mask = Self.mask([Self.rectangle(1, 2, 5, 3)])
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (1..<6).contains(x) && (2..<5).contains(y)
                #expect(mask.value(x: x, y: y) == (inside ? 1 : 0), "(\(x), \(y))")
            }
        }
    }

    /// A circle's total coverage is its area, within 0.1 % from 10 pixels up (0.2 % for a 3.3-pixel dot).
    @Test(arguments: [3.3, 10, 37.5, 100])
    func aCirclesCoverageIsItsArea(radius: Double) {
        var path = Path()
        path.addEllipse(in: Rect(x: 1, y: 1, width: 2 * radius, height: 2 * radius))
        let contours = path.flattened(scale: 1, tolerance: 1.0 / 16).map(\.points)
        let side = Int(2 * radius) + 3
        let mask = Self.mask(contours, width: side, height: side)
        let total = mask.coverage.reduce(0) { $0 + Double($1) }
        let bound = radius < 10 ? 0.002 : 0.001
        #expect(abs(total - Double.pi * radius * radius) / (Double.pi * radius * radius) < bound, "\(total)")
    }

    /// Non-zero winding: a hole wound the other way stays empty; overlapping shapes wound alike stay solid.
    @Test func nonZeroWindingMakesHolesAndUnions() {
        let hole = Self.mask([Self.rectangle(1, 1, 8, 8), Array(Self.rectangle(3, 3, 4, 4).reversed())])
        #expect(hole.value(x: 2, y: 2) == 1 && hole.value(x: 4, y: 4) == 0)
        let overlap = Self.mask([Self.rectangle(1, 1, 6, 6), Self.rectangle(3, 3, 6, 6)])
        #expect(overlap.value(x: 4, y: 4) == 1 && overlap.value(x: 8, y: 8) == 1 && overlap.value(x: 8, y: 1) == 0)
    }

    /// Shapes reaching past the canvas are clipped without changing what is inside.
    @Test func shapesPastTheEdgesAreClipped() {
        let mask = Self.mask([Self.rectangle(-5, -5, 8.5, 20)], width: 10, height: 10)
        #expect(mask.value(x: 0, y: 0) == 1 && mask.value(x: 2, y: 9) == 1)
        #expect(abs(mask.value(x: 3, y: 4) - 0.5) < 1e-6 && mask.value(x: 4, y: 4) == 0)
    }

    /// An edge crossing the canvas's left or right side within a pixel row keeps its slope inside: left of the line
    /// x = 2y − 7, pixel (0, 3) is a quarter covered and pixel (7, 7) three quarters (a half each when the edge's
    /// ends were clamped to the side).
    @Test func anEdgeCrossingASideKeepsItsSlope() {
        let mask = Self.mask(
            [[Point(x: -10, y: 0), Point(x: -7, y: 0), Point(x: 9, y: 8), Point(x: -10, y: 8)]], width: 8, height: 8)
        #expect(abs(mask.value(x: 0, y: 3) - 0.25) < 1e-6)
        #expect(abs(mask.value(x: 7, y: 7) - 0.75) < 1e-6)
        #expect(mask.value(x: 0, y: 2) == 0 && mask.value(x: 0, y: 4) == 1 && mask.value(x: 7, y: 6) == 0)
    }

    /// Masks united one at a time cover what each covers, 1 − (1 − a)(1 − b) where they overlap, within their
    /// joint bounds (and no wider: a small union on a large canvas holds its own pixels only).
    @Test func aUnionOfManyMasksIsOneMaskOfTheirJointBounds() {
        let pieces = (0..<1_000).map { [Self.rectangle(Double($0 % 10) + 100, 2, 0.5, 1)] }
        let spans = pieces.map { CoverageMask.span(of: $0, canvasWidth: 4_000, canvasHeight: 4_000) }
        let union = CoverageMask(unionOf: spans) { Self.mask(pieces[$0], width: 4_000, height: 4_000) }
        #expect(union.minX == 100 && union.width == 10 && union.minY == 2 && union.height == 1)
        // A hundred half-covered pixels on each: 1 − 0.5¹⁰⁰.
        #expect(abs(union.value(x: 103, y: 2) - 1) < 1e-6 && union.value(x: 103, y: 3) == 0)
        let half = [Self.rectangle(1, 1, 0.5, 1)]
        let span = CoverageMask.span(of: half, canvasWidth: 10, canvasHeight: 10)
        let two = CoverageMask(unionOf: [span, span]) { _ in Self.mask(half) }
        #expect(abs(two.value(x: 1, y: 1) - 0.75) < 1e-6)
    }

    /// A contour that goes over the same ground twice covers it once: its edge pixels are not darker.
    @Test func aRetracedOutlineCoversOnce() {
        let once = Self.mask([Self.rectangle(1.3, 2.6, 5.2, 3.7)])
        let twice = Self.mask([Self.rectangle(1.3, 2.6, 5.2, 3.7), Self.rectangle(1.3, 2.6, 5.2, 3.7)])
        let slanted = [Point(x: 1.2, y: 1.7), Point(x: 8.6, y: 3.1), Point(x: 4.4, y: 8.9)]
        let slantedOnce = Self.mask([slanted])
        let slantedTwice = Self.mask([slanted + slanted])
        for y in 0..<10 {
            for x in 0..<10 {
                #expect(abs(once.value(x: x, y: y) - twice.value(x: x, y: y)) < 1e-5, "(\(x), \(y))")
                #expect(abs(slantedOnce.value(x: x, y: y) - slantedTwice.value(x: x, y: y)) < 1e-5, "(\(x), \(y))")
            }
        }
        // Summed, the half-covered pixel of the doubled rectangle would be full.
        #expect(abs(twice.value(x: 6, y: 3) - 0.5) < 1e-5)
    }

    /// A stroke there and back again is the stroke of the way there (its turn, a join, drawn as the cap would be).
    @Test(arguments: [(LineCap.butt, LineJoin.bevel), (.round, .round)])
    func aStrokeThereAndBackIsTheStrokeThere(cap: LineCap, join: LineJoin) {
        let stroker = Stroker(halfWidth: 1.7, cap: cap, join: join, miterLimit: 10, tolerance: 0.1)
        func stroke(_ points: [Point]) -> CoverageMask {
            let line = FlatSubpath(points: points, isSmooth: points.map { _ in false }, isClosed: false)
            return Self.mask(stroker.outline(line), width: 20, height: 20)
        }
        let (a, b) = (Point(x: 3.3, y: 4.1), Point(x: 15.2, y: 13.6))
        let there = stroke([a, b])
        let thereAndBack = stroke([a, b, a])
        var worst: Float = 0
        for y in 0..<20 {
            for x in 0..<20 { worst = max(worst, abs(there.value(x: x, y: y) - thereAndBack.value(x: x, y: y))) }
        }
        #expect(worst < 1e-4, "\(worst)")
    }

    /// Where a figure eight crosses itself, each lobe is wound the other way; both are covered, and the pixel of
    /// the crossing holds both lobes' areas rather than their difference.
    @Test func aFigureEightCoversBothLobes() {
        let eight = [Point(x: 1.5, y: 1.5), Point(x: 9.5, y: 9.5), Point(x: 9.5, y: 1.5), Point(x: 1.5, y: 9.5)]
        let mask = Self.mask([eight])
        // The crossing is pixel (5, 5)'s centre: each lobe's wedge covers a quarter of it.
        #expect(abs(mask.value(x: 5, y: 5) - 0.5) < 1e-5, "\(mask.value(x: 5, y: 5))")
        let total = mask.coverage.reduce(0, +)
        #expect(abs(total - 32) < 1e-3, "\(total)")
    }

    /// Random self-crossing polygons under both rules, against the winding number counted at 32 × 32 points of
    /// each pixel: within what that count can tell apart.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func randomPolygonsMatchCountedWindings(rule: FillRule) {
        var random = SplitMix64(state: rule == .nonZero ? 21 : 22)
        func coordinate() -> Double { Double(random.next() % 1200) / 100 }
        var worst: Float = 0
        var total: Float = 0
        for _ in 0..<10 {
            let contour = (0..<Int(3 + random.next() % 8)).map { _ in Point(x: coordinate(), y: coordinate()) }
            let mask = CoverageMask(contours: [contour], canvasWidth: 12, canvasHeight: 12, rule: rule)
            for y in 0..<12 {
                for x in 0..<12 {
                    let counted = Self.countedCoverage(of: contour, x: x, y: y, rule: rule)
                    let difference = abs(mask.value(x: x, y: y) - counted)
                    worst = max(worst, difference)
                    total += difference
                }
            }
        }
        #expect(worst < 0.05, "worst \(worst)")
        #expect(total / (10 * 144) < 0.003, "mean \(total / (10 * 144))")
    }

    /// The fraction of pixel (`x`, `y`)'s 32 × 32 sample points inside `contour` under `rule`.
    static func countedCoverage(of contour: [Point], x: Int, y: Int, rule: FillRule) -> Float {
        var inside = 0
        for row in 0..<32 {
            for column in 0..<32 {
                let point = Point(x: Double(x) + (Double(column) + 0.5) / 32, y: Double(y) + (Double(row) + 0.5) / 32)
                var winding = 0
                for (index, a) in contour.enumerated() {
                    let b = contour[(index + 1) % contour.count]
                    guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                    let crossingX = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if crossingX > point.x { winding += a.y < b.y ? 1 : -1 }
                }
                if rule == .nonZero ? winding != 0 : winding & 1 != 0 { inside += 1 }
            }
        }
        return Float(inside) / 1024
    }

    /// Even-odd: a contour drawn twice is wound twice everywhere, which is outside.
    @Test func evenOddTwiceIsEmpty() {
        let square = Self.rectangle(1.5, 1.5, 6, 6)
        let mask = CoverageMask(contours: [square, square], canvasWidth: 10, canvasHeight: 10, rule: .evenOdd)
        #expect(mask.coverage.allSatisfy { $0 < 1e-5 })
    }

    /// 64 edges within one pixel row that nearly all cross one another: resolving each crossing would pass over the
    /// row's pieces 2,016 times in each of its 128 bands. Past 64 crossings the row is summed as it is: 256 such rows
    /// take a debug build 0.4 s, against 5.1 s when every crossing was resolved.
    @Test func aRowWhosePiecesCrossOftenIsSummedAsItIs() {
        let zigzag = (0..<64).map { k in
            k.isMultiple(of: 2)
                ? Point(x: 0, y: 0.01 + 0.98 * Double(k / 2) / 32)
                : Point(x: 16, y: 0.99 - 0.98 * (Double(k / 2) + 0.5) / 32)
        }
        let rows = (0..<256).map { row in zigzag.map { Point(x: $0.x, y: $0.y + Double(row)) } }
        let start = ContinuousClock.now
        let mask = Self.mask(rows, width: 16, height: 256)
        #expect(ContinuousClock.now - start < .seconds(3))
        #expect(mask.coverage.count == 16 * 256)
    }
}
