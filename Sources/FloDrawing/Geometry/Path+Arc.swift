extension Path {
    /// Appends a circular arc as `UIBezierPath.addArc` does: a line from the current point to the arc's start
    /// (or a move when the path is empty), then the arc.
    ///
    /// `clockwise` is clockwise on screen (y down), so a clockwise arc runs towards increasing angles.
    package mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let arc = Arc(
            center: center, radiusX: radius, radiusY: radius, startAngle: startAngle,
            sweep: Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise))
        if currentPoint == nil {
            move(to: arc.startPoint)
        } else if currentPoint != arc.startPoint {
            line(to: arc.startPoint)
        }
        if arc.sweep.radians != 0 { append(arc) }
    }

    /// The signed sweep of an arc from `start` to `end`, as Core Graphics picks it: clockwise arcs sweep
    /// forwards by less than a full turn, counter-clockwise ones backwards.
    package static func arcSweep(from start: Angle, to end: Angle, clockwise: Bool) -> Angle {
        let fullTurn = 2 * Double.pi
        // A full turn or more in the requested direction draws the whole circle, as Core Graphics does.
        let requested = end.radians - start.radians
        if clockwise, requested >= fullTurn - 1e-9 { return Angle(radians: fullTurn) }
        if !clockwise, requested <= -fullTurn + 1e-9 { return Angle(radians: -fullTurn) }
        var delta = requested.truncatingRemainder(dividingBy: fullTurn)
        if abs(delta) < 1e-12 { delta = 0 }
        if clockwise, delta < 0 { delta += fullTurn }
        if !clockwise, delta > 0 { delta -= fullTurn }
        return Angle(radians: delta)
    }

    /// Appends `rect`, closed, clockwise on screen from its top-left corner; with a `radius`, each corner a quarter
    /// circle, from the top edge, as `UIBezierPath(roundedRect:cornerRadius:)`.
    package mutating func addRoundedRect(in rect: Rect, radius: Double) {
        if radius <= 0 {
            move(to: Point(x: rect.x, y: rect.y))
            line(to: Point(x: rect.maxX, y: rect.y))
            line(to: Point(x: rect.maxX, y: rect.maxY))
            line(to: Point(x: rect.x, y: rect.maxY))
        } else {
            let quarter = Angle(radians: .pi / 2)
            move(to: Point(x: rect.x + radius, y: rect.y))
            let corners = [
                (Point(x: rect.maxX - radius, y: rect.y + radius), Angle(radians: -.pi / 2), Angle(radians: 0)),
                (Point(x: rect.maxX - radius, y: rect.maxY - radius), Angle(radians: 0), quarter),
                (Point(x: rect.x + radius, y: rect.maxY - radius), quarter, Angle(radians: .pi)),
                (Point(x: rect.x + radius, y: rect.y + radius), Angle(radians: .pi), Angle(radians: 3 * .pi / 2)),
            ]
            for (center, start, end) in corners {
                addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            }
        }
        close()
    }

    /// Appends a closed ellipse inscribed in `rect`, starting at its rightmost point and turning clockwise on
    /// screen, as `UIBezierPath(ovalIn:)` does.
    package mutating func addEllipse(in rect: Rect) {
        let arc = Arc(
            center: rect.center, radiusX: rect.width / 2, radiusY: rect.height / 2,
            startAngle: Angle(radians: 0), sweep: Angle(radians: 2 * .pi))
        move(to: arc.startPoint)
        append(arc)
        close()
    }
}
