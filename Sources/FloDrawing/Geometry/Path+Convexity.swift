extension Path {
    /// Whether the path is one subpath that every straight line crosses at most twice, so that the even-odd and
    /// non-zero rules fill it alike: its points, curves' control points included, turn one way, once around. (A
    /// curve lies within its control points and crosses a line no more often than they do.)
    package var isConvex: Bool {
        var points: [Point] = []
        for element in curvesOnly.elements {
            switch element {
            case .move(let point):
                guard points.isEmpty else { return false }
                points.append(point)
            case .line(let point): points.append(point)
            case .curve(let control1, let control2, let end): points += [control1, control2, end]
            case .arc: return false
            case .close: break
            }
        }
        // Repeated points make no turn.
        var distinct: [Point] = []
        for point in points where distinct.last != point { distinct.append(point) }
        if distinct.count > 1 && distinct.first == distinct.last { distinct.removeLast() }
        guard distinct.count >= 3 else { return false }
        var sign = 0.0
        var turning = 0.0
        for index in distinct.indices {
            let (a, b, c) = (
                distinct[index], distinct[(index + 1) % distinct.count], distinct[(index + 2) % distinct.count]
            )
            let (incoming, outgoing) = (Point(x: b.x - a.x, y: b.y - a.y), Point(x: c.x - b.x, y: c.y - b.y))
            let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
            let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
            // Straight on adds no turn; straight back would cross the path over itself. (Within rounding: an arc's
            // control points lie on the lines it continues, to the last bit or so.)
            let lengths =
                (incoming.x * incoming.x + incoming.y * incoming.y).squareRoot()
                * (outgoing.x * outgoing.x + outgoing.y * outgoing.y).squareRoot()
            if abs(cross) <= 1e-9 * lengths {
                guard dot > 0 else { return false }
                continue
            }
            if sign == 0 { sign = cross > 0 ? 1 : -1 }
            guard cross * sign > 0 else { return false }
            turning += atan2(cross, dot)
        }
        return abs(abs(turning) - 2 * .pi) < 1e-6
    }
}
