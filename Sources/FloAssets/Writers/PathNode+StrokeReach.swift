import FloDrawing

extension PathNode {
    /// How far the path's stroke paints beyond the path's bounds: half its width at a cap or a bevel (a square cap's
    /// corner √2 times that), and at a miter join as far as the join's angle takes it. A miter limit says how far a
    /// join may reach, not how far one does: a square's miters reach √2 half widths under any limit above that.
    var strokeReach: Double {
        guard let stroke else { return 0 }
        let miter = stroke.join == .miter ? path.curvesOnly.widestMiter(within: stroke.miterLimit) : 1
        return stroke.width / 2 * max(stroke.cap == .square ? 2.squareRoot() : 1, miter)
    }
}

extension Path {
    /// The longest of the path's miters that `limit` lets reach (a longer one is beveled), in half stroke widths. A
    /// curve's own turns need none: readers stroke the curve itself. For a path of lines and cubic Béziers; an arc
    /// counts as reaching the limit.
    func widestMiter(within limit: Double) -> Double {
        var widest = 1.0
        /// The miter where a segment heading `incoming` turns to head `outgoing` (unit vectors): 1 going straight on.
        func join(_ incoming: Point?, _ outgoing: Point?) {
            guard let incoming, let outgoing else { return }
            let cosHalfTurn = ((1 + incoming.x * outgoing.x + incoming.y * outgoing.y) / 2).squareRoot()
            let miter = 1 / max(cosHalfTurn, 1e-12)
            if miter <= limit { widest = max(widest, miter) }
        }
        func direction(from start: Point, toward candidates: Point...) -> Point? {
            for point in candidates {
                let (dx, dy) = (point.x - start.x, point.y - start.y)
                let length = (dx * dx + dy * dy).squareRoot()
                if length > 0, length.isFinite { return Point(x: dx / length, y: dy / length) }
            }
            return nil
        }
        var (current, start) = (Point(x: 0, y: 0), Point(x: 0, y: 0))
        var first: Point?
        var previous: Point?
        for element in elements {
            switch element {
            case .move(let point):
                (current, start, first, previous) = (point, point, nil, nil)
            case .line(let point):
                guard let heading = direction(from: current, toward: point) else { continue }
                join(previous, heading)
                (first, previous, current) = (first ?? heading, heading, point)
            case .curve(let control1, let control2, let end):
                guard let leaving = direction(from: current, toward: control1, control2, end) else { continue }
                let arriving =
                    direction(from: control2, toward: end) ?? direction(from: control1, toward: end) ?? leaving
                join(previous, leaving)
                (first, previous, current) = (first ?? leaving, arriving, end)
            case .arc:
                return max(widest, limit)
            case .close:
                if let closing = direction(from: current, toward: start) {
                    join(previous, closing)
                    previous = closing
                }
                join(previous, first)
                (current, first, previous) = (start, nil, nil)
            }
        }
        return widest
    }
}
