import Testing

@testable import FloDrawing

/// A convex path fills alike by either rule: what lets an even-odd clip be written where only non-zero clips.
@Suite struct ConvexityTests {
    static func polygon(_ points: [(Double, Double)]) -> Path {
        var path = Path()
        path.move(to: Point(x: points[0].0, y: points[0].1))
        for point in points.dropFirst() { path.line(to: Point(x: point.0, y: point.1)) }
        path.close()
        return path
    }

    @Test func roundShapesAndPolygonsThatTurnOneWayOnceAreConvex() {
        var rounded = Path()
        rounded.addRoundedRect(in: Rect(x: 2, y: 2, width: 20, height: 10), radius: 4)
        var circle = Path()
        circle.move(to: Point(x: 10, y: 0))
        circle.curve(to: Point(x: 20, y: 10), control1: Point(x: 15.5, y: 0), control2: Point(x: 20, y: 4.5))
        circle.curve(to: Point(x: 10, y: 20), control1: Point(x: 20, y: 15.5), control2: Point(x: 15.5, y: 20))
        circle.curve(to: Point(x: 0, y: 10), control1: Point(x: 4.5, y: 20), control2: Point(x: 0, y: 15.5))
        circle.curve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 4.5), control2: Point(x: 4.5, y: 0))
        circle.close()
        #expect(rounded.isConvex && circle.isConvex)
        #expect(Self.polygon([(0, 0), (10, 0), (10, 10), (5, 10), (0, 10)]).isConvex)
        #expect(Self.polygon([(0, 0), (0, 10), (10, 10), (10, 0)]).isConvex)
    }

    @Test func whatCrossesItselfTurnsBothWaysOrHasSubpathsIsNot() {
        // A pentagram turns one way, twice around: even-odd leaves its middle empty.
        let star = Self.polygon([(50, 0), (79, 90), (2, 35), (98, 35), (21, 90)])
        let notch = Self.polygon([(0, 0), (10, 0), (10, 10), (5, 5), (0, 10)])
        var two = Self.polygon([(0, 0), (10, 0), (10, 10)])
        two.move(to: Point(x: 20, y: 20))
        two.line(to: Point(x: 30, y: 20))
        two.line(to: Point(x: 30, y: 30))
        let back = Self.polygon([(0, 0), (10, 0), (5, 0), (5, 5)])
        #expect(!star.isConvex && !notch.isConvex && !two.isConvex && !back.isConvex)
        #expect(!Self.polygon([(0, 0), (10, 0)]).isConvex)
    }
}
