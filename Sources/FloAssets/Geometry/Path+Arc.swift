import Foundation

extension Path {
    /// The largest distance between a flattened arc and the true circle that the approximation itself may add.
    ///
    /// Writers round coordinates to 0.001 pt, which moves a curve by at most 0.0005·√2 ≈ 0.00071 pt; with this
    /// budget the emitted curve stays within 0.001 pt of the circle.
    static let arcApproximationBudget = 0.00025

    /// How many cubic segments an arc of `sweep` at `radius` needs to stay within `arcApproximationBudget`.
    ///
    /// A cubic with handles `4/3·tan(θ/4)·r` deviates from its circle by at most `r·(2/27)·sin⁶(θ/4)/cos²(θ/4)`;
    /// this uses twice that as a safety margin.
    static func arcSegmentCount(radius: Double, sweep: Angle) -> Int {
        let total = abs(sweep.radians)
        guard total > 0, radius > 0 else { return 0 }
        var count = max(1, Int((total / (.pi / 2)).rounded(.up)))
        while true {
            let quarter = total / Double(count) / 4
            let s = sin(quarter), c = cos(quarter)
            let bound = radius * 4 / 27 * pow(s, 6) / (c * c)
            if bound <= arcApproximationBudget { return count }
            count += 1
        }
    }

    /// Appends a circular arc as `UIBezierPath.addArc` does: a line from the current point to the arc's start
    /// (or a move when the path is empty), then the arc as cubic Béziers.
    ///
    /// `clockwise` is clockwise on screen (y down), so a clockwise arc runs towards increasing angles.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        let start = Point.onCircle(center: center, radius: radius, angle: startAngle)
        if currentPoint == nil {
            move(to: start)
        } else if currentPoint != start {
            line(to: start)
        }
        appendArcSegments(center: center, radiusX: radius, radiusY: radius, start: startAngle, sweep: sweep)
    }

    /// The signed sweep of an arc from `start` to `end`, as Core Graphics picks it: clockwise arcs sweep
    /// forwards by less than a full turn, counter-clockwise ones backwards.
    static func arcSweep(from start: Angle, to end: Angle, clockwise: Bool) -> Angle {
        let fullTurn = 2 * Double.pi
        var delta = (end.radians - start.radians).truncatingRemainder(dividingBy: fullTurn)
        if abs(delta) < 1e-12 { delta = 0 }
        if clockwise, delta < 0 { delta += fullTurn }
        if !clockwise, delta > 0 { delta -= fullTurn }
        return Angle(radians: delta)
    }

    /// Appends a closed ellipse inscribed in `rect`, starting at its rightmost point and turning clockwise on
    /// screen, as `UIBezierPath(ovalIn:)` does.
    public mutating func addEllipse(in rect: Rect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let center = rect.center
        move(to: Point(x: center.x + rx, y: center.y))
        appendArcSegments(
            center: center, radiusX: rx, radiusY: ry, start: Angle(radians: 0), sweep: Angle(radians: 2 * .pi))
        close()
    }

    /// Appends cubic segments along the ellipse `center` ± (`radiusX`·cos, `radiusY`·sin) from the current point.
    private mutating func appendArcSegments(
        center: Point, radiusX: Double, radiusY: Double, start: Angle, sweep: Angle
    ) {
        let count = Self.arcSegmentCount(radius: max(radiusX, radiusY), sweep: sweep)
        guard count > 0 else { return }
        let step = sweep.radians / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var angle = start.radians
        var cosA = cos(angle), sinA = sin(angle)
        for index in 1...count {
            // The last segment ends exactly at the requested angle, whatever rounding accumulated.
            let next = index == count ? start.radians + sweep.radians : angle + step
            let cosB = cos(next), sinB = sin(next)
            cubic(
                control1: Point(x: center.x + radiusX * (cosA - handle * sinA), y: center.y + radiusY * (sinA + handle * cosA)),
                control2: Point(x: center.x + radiusX * (cosB + handle * sinB), y: center.y + radiusY * (sinB - handle * cosB)),
                to: Point(x: center.x + radiusX * cosB, y: center.y + radiusY * sinB))
            angle = next
            cosA = cosB
            sinA = sinB
        }
    }
}
