import Testing

@testable import FloDrawing

/// Which curves turn back on themselves: what PDF readers stroke otherwise than the other outputs.
@Suite struct TurningBackTests {
    static func curve(_ points: [(Double, Double)]) -> Path {
        var path = Path()
        path.move(to: Point(x: points[0].0, y: points[0].1))
        path.curve(
            to: Point(x: points[3].0, y: points[3].1), control1: Point(x: points[1].0, y: points[1].1),
            control2: Point(x: points[2].0, y: points[2].1))
        return path
    }

    @Test func aCuspOrARetracedLineTurnsBack() {
        // Out to the left and back, the two controls together: the direction vanishes in the middle.
        #expect(Self.curve([(57, 49), (24, 26), (25, 26), (58, 49)]).hasCurveTurningBack)
        // Along a line and back over it.
        #expect(Self.curve([(0, 0), (10, 0), (-5, 0), (5, 0)]).hasCurveTurningBack)
        // A loop far tighter than its size.
        #expect(Self.curve([(0, 0), (100, 100), (0, 100), (100, 0)]).hasCurveTurningBack)
    }

    @Test func aSmoothCurveDoesNot() {
        #expect(!Self.curve([(0, 0), (30, 40), (60, -40), (90, 0)]).hasCurveTurningBack)
        // Controls on the end points leave the direction there to the next step.
        #expect(!Self.curve([(0, 0), (0, 0), (50, 50), (50, 50)]).hasCurveTurningBack)
        var corner = Path()
        corner.move(to: Point(x: 0, y: 0))
        corner.line(to: Point(x: 10, y: 0))
        corner.line(to: Point(x: 0, y: 1))
        #expect(!corner.hasCurveTurningBack)
    }
}
