/// A cubic Bézier in device pixels, as flattening cuts it: into uniform steps within a tolerance, or, where it lies
/// outside what is drawn, into halves until the parts outside can be left as chords.
struct CubicPiece {
    var start: Point
    var control1: Point
    var control2: Point
    var end: Point

    /// How many uniform steps keep every point within `tolerance` of the curve: they deviate at most
    /// |B''|max / (8·n²), and |B''| is at most 6 times the larger second difference of the control points.
    func stepCount(tolerance: Double) -> Int {
        func secondDifference(_ a: Point, _ b: Point, _ c: Point) -> Double {
            Point(x: a.x - 2 * b.x + c.x, y: a.y - 2 * b.y + c.y).distance(to: Point(x: 0, y: 0))
        }
        let bend = max(secondDifference(start, control1, control2), secondDifference(control1, control2, end))
        return min(max(1, Int((0.75 * bend / tolerance).squareRoot().rounded(.up))), Self.maximumSteps)
    }

    /// The most steps one curve is cut into, however far its control points lie.
    static let maximumSteps = 10_000

    /// The box of its control points, which holds the curve.
    var box: Rect {
        let (xs, ys) = ([start.x, control1.x, control2.x, end.x], [start.y, control1.y, control2.y, end.y])
        let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
        return Rect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }

    /// Its two halves, split at t = ½.
    var halves: (CubicPiece, CubicPiece) {
        func middle(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let (a, b, c) = (middle(start, control1), middle(control1, control2), middle(control2, end))
        let (ab, bc) = (middle(a, b), middle(b, c))
        let center = middle(ab, bc)
        return (
            CubicPiece(start: start, control1: a, control2: ab, end: center),
            CubicPiece(start: center, control1: bc, control2: c, end: end)
        )
    }

    /// Calls `body` with the points after its start of `count` uniform steps, each between the ends moved outwards
    /// by a twelfth of the second difference, so that each chord's triangle has the area of the curve's slice
    /// (exactly, for a circle); the ends stay on the curve, so the points between carry their share too:
    /// count / (count − 1).
    func forEachStep(count: Int, _ body: (Point) -> Void) {
        func point(_ index: Int) -> Point {
            Path.cubicPoint(start, control1, control2, end, at: Double(index) / Double(count))
        }
        let share = Double(count) / Double(count - 1) / 12
        var (before, point1) = (start, count > 1 ? point(1) : end)
        for index in 1..<count {
            let after = point(index + 1)
            body(
                Point(
                    x: point1.x - (before.x - 2 * point1.x + after.x) * share,
                    y: point1.y - (before.y - 2 * point1.y + after.y) * share))
            (before, point1) = (point1, after)
        }
        body(end)
    }

    /// Its length: the mean of its chord's and its control polygon's (Gravesen's estimate, exact to the fourth
    /// order), over halves until the two are within `tolerance` of each other, or over 2¹⁰ pieces at most.
    func length(tolerance: Double, depth: Int = 0) -> Double {
        let chord = start.distance(to: end)
        let polygon = start.distance(to: control1) + control1.distance(to: control2) + control2.distance(to: end)
        guard polygon - chord > tolerance, depth < Self.deepestMeasure else { return (chord + polygon) / 2 }
        let (first, second) = halves
        return first.length(tolerance: tolerance, depth: depth + 1)
            + second.length(tolerance: tolerance, depth: depth + 1)
    }

    /// The length of the curve between parameters `from` and `to`: five-point Gauss–Legendre over its speed, exact to
    /// a hair's breadth on a step as short as flattening cuts (a chord of it is shorter, and one moved off the curve to
    /// keep its area longer, by a third of a percent each on a tight bend: a dash pattern one unit long would drift by
    /// a tenth of a dash along a curve or two).
    func length(from: Double, to: Double) -> Double {
        let (a, b, c) = (
            Point(x: control1.x - start.x, y: control1.y - start.y),
            Point(x: control2.x - control1.x, y: control2.y - control1.y),
            Point(x: end.x - control2.x, y: end.y - control2.y)
        )
        let (middle, half) = ((from + to) / 2, (to - from) / 2)
        return zip(Self.gaussNodes, Self.gaussWeights).reduce(0) { total, pair in
            let t = middle + half * pair.0
            let (u, v, w) = ((1 - t) * (1 - t), 2 * (1 - t) * t, t * t)
            let speed =
                3
                * Point(x: u * a.x + v * b.x + w * c.x, y: u * a.y + v * b.y + w * c.y)
                .distance(to: Point(x: 0, y: 0))
            return total + half * pair.1 * speed
        }
    }

    private static let gaussNodes = [
        -0.906_179_845_938_664, -0.538_469_310_105_683, 0, 0.538_469_310_105_683, 0.906_179_845_938_664,
    ]
    private static let gaussWeights = [
        0.236_926_885_056_189, 0.478_628_670_499_366, 0.568_888_888_888_889, 0.478_628_670_499_366,
        0.236_926_885_056_189,
    ]

    /// How many times a curve is halved at most to be measured.
    static let deepestMeasure = 10
}
