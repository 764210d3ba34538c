/// An elliptical arc with axis-aligned radii, as `UIBezierPath.addArc` draws it (a circle when the radii are equal).
///
/// Angles follow UIKit in y-down coordinates: a positive `sweep` turns clockwise on screen.
package struct Arc: Sendable, Hashable {
    var center: Point
    package var radiusX: Double
    package var radiusY: Double
    var startAngle: Angle
    /// Signed: positive is clockwise on screen, negative counter-clockwise.
    package var sweep: Angle

    var endAngle: Angle { startAngle + sweep }

    func point(at angle: Angle) -> Point {
        Point(x: center.x + radiusX * angle.cos, y: center.y + radiusY * angle.sin)
    }

    var startPoint: Point { point(at: startAngle) }
    package var endPoint: Point { point(at: endAngle) }

    /// The largest deviation from the true curve that flattening may add: writers round coordinates to 0.001 pt,
    /// which moves a curve by at most 0.0005·√2 ≈ 0.00071 pt, so emitted curves stay within 0.001 pt.
    static let approximationBudget = 0.00025

    /// This arc cut into `count` equal arcs.
    func split(into count: Int) -> [Arc] {
        let step = sweep.radians / Double(count)
        return (0..<count).map { index in
            let start = startAngle.radians + step * Double(index)
            // The last piece ends exactly where the whole arc ends, whatever rounding accumulated.
            let end = index == count - 1 ? endAngle.radians : start + step
            return Arc(
                center: center, radiusX: radiusX, radiusY: radiusY,
                startAngle: Angle(radians: start), sweep: Angle(radians: end - start))
        }
    }

    /// Pieces of at most a quarter turn, which SVG's endpoint arcs describe without ambiguity or ill-conditioning.
    package var quarterTurnPieces: [Arc] {
        split(into: max(1, Int((abs(sweep.radians) / (.pi / 2) - 1e-9).rounded(.up))))
    }

    /// How many cubic segments keep this arc within `approximationBudget`.
    ///
    /// A cubic with handles `4/3·tan(θ/4)·r` deviates from its circle by at most `r·(2/27)·sin⁶(θ/4)/cos²(θ/4)`;
    /// an ellipse deviates at most as much as the circle of its larger radius.
    var cubicSegmentCount: Int {
        let total = abs(sweep.radians)
        let radius = max(radiusX, radiusY)
        guard total > 0, radius > 0 else { return 0 }
        var count = max(1, Int((total / (.pi / 2) - 1e-9).rounded(.up)))
        while true {
            let quarter = total / Double(count) / 4
            let s = sin(quarter)
            let c = cos(quarter)
            if radius * 2 / 27 * pow(s, 6) / (c * c) <= Self.approximationBudget { return count }
            count += 1
        }
    }

    /// The arc as cubic Béziers (control 1, control 2, end), starting from `startPoint`.
    package var cubics: [(control1: Point, control2: Point, end: Point)] {
        split(into: cubicSegmentCount).map { piece in
            let handle = 4.0 / 3.0 * tan(piece.sweep.radians / 4)
            // Each cosine and sine once: every arc of every PDF comes through here.
            let (startCos, startSin) = (piece.startAngle.cos, piece.startAngle.sin)
            let (endCos, endSin) = (piece.endAngle.cos, piece.endAngle.sin)
            return (
                Point(
                    x: center.x + radiusX * (startCos - handle * startSin),
                    y: center.y + radiusY * (startSin + handle * startCos)),
                Point(
                    x: center.x + radiusX * (endCos + handle * endSin),
                    y: center.y + radiusY * (endSin - handle * endCos)),
                // `piece.endPoint`, from the same cosine and sine.
                Point(x: center.x + radiusX * endCos, y: center.y + radiusY * endSin)
            )
        }
    }
}
