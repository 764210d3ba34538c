import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

@Suite struct CounterViewTests {
    @Test(arguments: 0...8)
    func outlineEndAngleFollowsTheTutorial(counter: Int) {
        var view = CounterView()
        view.counter = counter
        // 3π/2 of arc shared by 8 glasses, from 3π/4.
        let expected = 3 * Double.pi / 4 + Double(counter) * (3 * Double.pi / 2) / 8
        #expect(isClose(view.outlineEndAngle.radians, expected, tolerance: 1e-12))
    }

    @Test func arcRadiusUsesTheSmallerSide() throws {
        let drawing = CounterView().drawing(title: "c", size: Size(width: 300, height: 230))
        let arc = drawing.paths[0]
        let center = Point(x: 150, y: 115)
        // d = min(300, 230) = 230: arc radius 230/2 − 76/2 = 77.
        for point in endPoints(arc.path) {
            #expect(isClose(point.distance(to: center), 77, tolerance: 1e-9))
        }
        let first = try #require(endPoints(arc.path).first)
        let last = try #require(endPoints(arc.path).last)
        #expect(isClose(first, Point(x: 150 + 77 * cos(3 * .pi / 4), y: 115 + 77 * sin(3 * .pi / 4))))
        #expect(isClose(last, Point(x: 150 + 77 * cos(.pi / 4), y: 115 + 77 * sin(.pi / 4))))
        #expect(arc.stroke?.width == 76 && arc.stroke?.cap == .butt && arc.fill == nil)
    }

    @Test(arguments: 0...8)
    func outlineRunsOuterThenInnerAndCloses(counter: Int) throws {
        var view = CounterView()
        view.counter = counter
        let outline = view.drawing(title: "c", size: Size(width: 230, height: 230)).paths[1]
        let center = Point(x: 115, y: 115)
        let points = endPoints(outline.path)
        let radii = points.map { $0.distance(to: center) }
        let outer = 115 - 2.5
        let inner = 115 - 76 + 2.5
        // Outer points first, then inner ones: the connecting line is implicit.
        let firstInner = try #require(radii.firstIndex { isClose($0, inner, tolerance: 1e-9) })
        #expect(radii[..<firstInner].allSatisfy { isClose($0, outer, tolerance: 1e-9) })
        #expect(radii[firstInner...].allSatisfy { isClose($0, inner, tolerance: 1e-9) })
        let end = view.outlineEndAngle
        #expect(
            isClose(points[firstInner - 1], Point(x: 115 + outer * cos(end.radians), y: 115 + outer * sin(end.radians)))
        )
        #expect(
            isClose(points[firstInner], Point(x: 115 + inner * cos(end.radians), y: 115 + inner * sin(end.radians))))
        let start = CounterView.startAngle.radians
        #expect(isClose(points.last ?? center, Point(x: 115 + inner * cos(start), y: 115 + inner * sin(start))))
        #expect(outline.path.elements.last == .close)
        if counter == 0 {
            // The short radial line at the start angle.
            #expect(points.count == 2)
        }
        #expect(outline.stroke?.join == .miter && outline.stroke?.width == 5)
    }
}

@Suite struct PathArcTests {
    /// The largest distance from the circle of any point on `cubics` starting at `start`, sampled finely.
    static func radialError(
        of cubics: [(control1: Point, control2: Point, end: Point)], from start: Point, center: Point, radius: Double
    ) -> Double {
        var worst = 0.0
        var current = start
        for cubic in cubics {
            for step in 0...200 {
                let t = Double(step) / 200
                let u = 1 - t
                let x =
                    u * u * u * current.x + 3 * u * u * t * cubic.control1.x + 3 * u * t * t * cubic.control2.x + t * t
                    * t * cubic.end.x
                let y =
                    u * u * u * current.y + 3 * u * u * t * cubic.control1.y + 3 * u * t * t * cubic.control2.y + t * t
                    * t * cubic.end.y
                worst = max(worst, abs(Point(x: x, y: y).distance(to: center) - radius))
            }
            current = cubic.end
        }
        return worst
    }

    @Test(arguments: [0.5, 10, 41.5, 77, 112.5, 1000, 5000])
    func flattenedArcStaysWithinBudget(radius: Double) {
        let center = Point(x: 3, y: 4)
        for sweep in [10.0, 90, 135, 180, 270, 360] {
            let arc = Arc(
                center: center, radiusX: radius, radiusY: radius, startAngle: .degrees(135), sweep: .degrees(sweep))
            #expect(
                Self.radialError(of: arc.cubics, from: arc.startPoint, center: center, radius: radius)
                    <= Arc.approximationBudget)
            #expect(isClose(arc.cubics.last?.end ?? center, arc.endPoint))
        }
    }

    @Test func clockwiseMeansIncreasingAnglesOnScreen() {
        #expect(
            isClose(Path.arcSweep(from: .degrees(135), to: .degrees(45), clockwise: true).degrees, 270, tolerance: 1e-9)
        )
        #expect(
            isClose(
                Path.arcSweep(from: .degrees(45), to: .degrees(135), clockwise: false).degrees, -270, tolerance: 1e-9))
        #expect(
            isClose(Path.arcSweep(from: .degrees(0), to: .degrees(90), clockwise: true).degrees, 90, tolerance: 1e-9))
        #expect(Path.arcSweep(from: .degrees(30), to: .degrees(30), clockwise: true).radians == 0)
        // On screen, 90° is straight down from the centre.
        let arc = Arc(center: Point(x: 0, y: 0), radiusX: 1, radiusY: 1, startAngle: .degrees(0), sweep: .degrees(90))
        #expect(isClose(arc.endPoint, Point(x: 0, y: 1)))
    }

    @Test func segmentCountGrowsWithRadius() {
        func count(_ radius: Double) -> Int {
            Arc(
                center: Point(x: 0, y: 0), radiusX: radius, radiusY: radius, startAngle: .degrees(0),
                sweep: .degrees(270)
            ).cubicSegmentCount
        }
        #expect(count(0.1) == 3)
        #expect(count(77) == 7)
        #expect(count(77) < count(5000))
    }

    @Test func quarterTurnPiecesCoverTheArc() {
        let arc = Arc(
            center: Point(x: 0, y: 0), radiusX: 2, radiusY: 1, startAngle: .degrees(135), sweep: .degrees(-270))
        let pieces = arc.quarterTurnPieces
        #expect(pieces.count == 3)
        #expect(pieces.allSatisfy { isClose($0.sweep.degrees, -90, tolerance: 1e-9) })
        #expect(isClose(pieces.last?.endPoint ?? arc.center, arc.endPoint))
    }
}
