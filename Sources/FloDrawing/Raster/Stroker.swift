/// Turns stroked polylines into the outline a fill draws (non-zero winding), as Core Graphics strokes: butt, round
/// or square caps; miter (falling back to bevel past the miter limit), round or bevel joins; a closed subpath
/// joined at its start. Each open subpath becomes one contour (one side out, the other back, with its caps); a
/// closed one two contours of opposite direction, so that the inside stays empty.
package struct Stroker {
    var halfWidth: Double
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    /// How far, in the units it strokes in (pixels, or a path's own units), a round cap or join may stray from its
    /// circle.
    var tolerance: Double

    package init(halfWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, tolerance: Double) {
        (self.halfWidth, self.cap, self.join, self.miterLimit, self.tolerance) =
            (halfWidth, cap, join, miterLimit, tolerance)
    }

    func outline(_ polyline: FlatSubpath) -> [[Point]] {
        var points: [Point] = []
        var smooth: [Bool] = []
        // The exact directions a curve leaves and arrives in at a corner, by the points kept.
        var (leaving, arriving): ([Int: Point], [Int: Point]) = ([:], [:])
        for (index, point) in polyline.points.enumerated() {
            // Zero-length segments have no direction: drop the repeated point; a corner there, and a curve leaving
            // or arriving there, are the kept point's.
            if let last = points.last, last.distance(to: point) < 1e-9 {
                let kept = points.count - 1
                smooth[kept] = smooth[kept] && polyline.isSmooth[index]
                if let direction = polyline.leaving[index] { leaving[kept] = direction }
                if let direction = polyline.arriving[index] { arriving[kept] = direction }
                continue
            }
            points.append(point)
            smooth.append(polyline.isSmooth[index])
            (leaving[points.count - 1], arriving[points.count - 1]) = (
                polyline.leaving[index], polyline.arriving[index]
            )
        }
        var closed = polyline.isClosed
        if closed, points.count > 1, let first = points.first, let last = points.last, first.distance(to: last) < 1e-9 {
            // A curve that closes onto the start arrives there.
            arriving[0] = arriving[points.count - 1]
            points.removeLast()
            smooth.removeLast()
        }
        if points.count < 2 { closed = false }
        guard points.count > 1 else { return points.first.map(dot) ?? [] }
        let count = points.count
        let segments = closed ? count : count - 1
        let directions = (0..<segments).map { index -> Point in
            let a = points[index]
            let b = points[(index + 1) % count]
            let length = a.distance(to: b)
            return Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
        }
        /// The outline's points on `side` at a vertex: at a corner, joined along the directions in which curves
        /// leave and arrive there; along a curve, between its chords.
        func offsetPoints(at index: Int, side: Double) -> [Point] {
            let (incoming, outgoing) = (directions[(index + segments - 1) % segments], directions[index])
            guard !smooth[index] else { return vertex(points[index], incoming, outgoing, side, true) }
            let (arrival, departure) = (arriving[index] ?? incoming, leaving[index] ?? outgoing)
            return sweep(around: points[index], from: incoming, to: arrival, side)
                + vertex(points[index], arrival, departure, side, false)
                + sweep(around: points[index], from: departure, to: outgoing, side)
        }
        if closed {
            func side(_ side: Double) -> [Point] { (0..<count).flatMap { offsetPoints(at: $0, side: side) } }
            // Two points closed are a segment there and back: its left side already goes all the way round.
            return count > 2 ? [side(1), side(-1).reversed()] : [side(1)]
        }
        // The ends of an arc are capped square to the curve itself.
        let startDirection = leaving[0] ?? directions[0]
        let endDirection = arriving[count - 1] ?? directions[segments - 1]
        func side(_ side: Double) -> [Point] {
            [offset(points[0], startDirection, side)]
                + sweep(around: points[0], from: startDirection, to: directions[0], side)
                + (1..<(count - 1)).flatMap { offsetPoints(at: $0, side: side) }
                + sweep(around: points[count - 1], from: directions[segments - 1], to: endDirection, side)
                + [offset(points[count - 1], endDirection, side)]
        }
        // Left side forward, end cap, right side back, start cap (closing the contour).
        let back = Point(x: -startDirection.x, y: -startDirection.y)
        return [
            side(1) + capPoints(at: points[count - 1], direction: endDirection) + side(-1).reversed()
                + capPoints(at: points[0], direction: back)
        ]
    }

    /// `outline(polyline)` turned so that its contours wind positively together: a dot's contour otherwise turns
    /// against a dash's, and where dashes and dots overlap the non-zero rule would leave a hole rather than unite them.
    func outlineWoundPositively(_ polyline: FlatSubpath) -> [[Point]] {
        let contours = outline(polyline)
        return contours.reduce(0) { $0 + Path.signedArea($1) } < 0 ? contours.map { $0.reversed() } : contours
    }

    /// The left normal of `direction` (y down), scaled to the half width, on side `side` (+1 or −1).
    private func normal(_ direction: Point, _ side: Double) -> Point {
        Point(x: -direction.y * halfWidth * side, y: direction.x * halfWidth * side)
    }

    private func offset(_ point: Point, _ direction: Point, _ side: Double) -> Point {
        let n = normal(direction, side)
        return Point(x: point.x + n.x, y: point.y + n.y)
    }

    /// The points of side `side` at a vertex where `incoming` turns into `outgoing`.
    private func vertex(_ point: Point, _ incoming: Point, _ outgoing: Point, _ side: Double, _ smooth: Bool) -> [Point]
    {
        let a = offset(point, incoming, side)
        let b = offset(point, outgoing, side)
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        if abs(cross) < 1e-12 && dot > 0 { return [a] }
        let isOuter = side * cross < 0 || (abs(cross) < 1e-12 && dot < 0)
        // Core Graphics: the miter's length over the line width is 1 / sin(φ/2), φ the angle between segments.
        let cosHalfTurn = ((1 + dot) / 2).squareRoot()
        // Along a curve, a turn whose miter's tip strays from the true curve's offset (a round turn) by less than
        // the tolerance is a gentle one; a sharper one (a tip, a cusp) is rounded outside.
        let isGentle = smooth && isGentle(cosHalfTurn: cosHalfTurn)
        // Where the two offset lines cross: the miter's tip outside, the smooth inner corner inside.
        let (na, nb) = (normal(incoming, side), normal(outgoing, side))
        let meeting = Point(x: point.x + (na.x + nb.x) / (1 + dot), y: point.y + (na.y + nb.y) / (1 + dot))
        guard isOuter else {
            // Along a curve the inner offsets meet where their lines cross, as renderers offset a curve (a circle
            // stroked wider than it is keeps the hole they draw); at a corner the inner side goes through the vertex
            // itself, so that the overlap stays inside the stroke however short the segments.
            guard smooth, dot > 0 else { return [a, point, b] }
            return [meeting]
        }
        // Along a curve, a gentle turn is a miter and a sharp one round, as a stroke of the true curve is, rather
        // than a spike.
        let kind: LineJoin = smooth ? (isGentle ? .miter : .round) : join
        switch kind {
        case .bevel:
            return [a, b]
        case .miter:
            guard cosHalfTurn > 1e-9, smooth || 1 / cosHalfTurn <= miterLimit else { return [a, b] }
            return [a, meeting, b]
        case .round:
            return roundTurn(around: point, from: a, to: b, incoming: incoming, cross: cross)
        }
    }

    /// The offsets of side `side` sweeping round `point` from `from` to `to`: where a curve's own direction at its
    /// end and the first chord it is cut into part by more than a gentle bend (a handle that turns it within a
    /// pixel), the true curve's offsets sweep round the point on both sides, as Skia strokes them; nothing for a
    /// gentle bend, which the next offset takes.
    private func sweep(around point: Point, from: Point, to: Point, _ side: Double) -> [Point] {
        guard !isGentle(cosHalfTurn: ((1 + from.x * to.x + from.y * to.y) / 2).squareRoot()) else { return [] }
        return roundTurn(
            around: point, from: offset(point, from, side), to: offset(point, to, side), incoming: from,
            cross: from.x * to.y - from.y * to.x)
    }

    /// Whether a turn whose half angle has cosine `cosHalfTurn` is gentle: its miter's tip strays from the round
    /// turn by less than the tolerance.
    private func isGentle(cosHalfTurn: Double) -> Bool {
        halfWidth * (1 - cosHalfTurn) <= tolerance * cosHalfTurn
    }

    /// The round turn from offset `a` to offset `b` around `point`, the short way; a turn back on itself
    /// (`cross` 0) has no short way and bulges on along `incoming`.
    private func roundTurn(around point: Point, from a: Point, to b: Point, incoming: Point, cross: Double) -> [Point] {
        if abs(cross) < 1e-12 { return [a] + arcPoints(around: point, from: a, to: b, through: incoming) + [b] }
        return [a] + arcPoints(around: point, from: a, to: b) + [b]
    }

    /// The points of an end cap at `point`, going from the left offset to the right one around `direction`.
    private func capPoints(at point: Point, direction: Point) -> [Point] {
        let left = offset(point, direction, 1)
        let right = offset(point, direction, -1)
        switch cap {
        case .butt:
            return []
        case .square:
            let d = Point(x: direction.x * halfWidth, y: direction.y * halfWidth)
            return [Point(x: left.x + d.x, y: left.y + d.y), Point(x: right.x + d.x, y: right.y + d.y)]
        case .round:
            return arcPoints(around: point, from: left, to: right, through: direction)
        }
    }

    /// A whole round dot or square for a subpath of length 0, as Core Graphics draws its caps; nothing for butt.
    private func dot(_ point: Point) -> [[Point]] {
        switch cap {
        case .butt:
            return []
        case .square:
            let h = halfWidth
            return [
                [
                    Point(x: point.x - h, y: point.y - h), Point(x: point.x + h, y: point.y - h),
                    Point(x: point.x + h, y: point.y + h), Point(x: point.x - h, y: point.y + h),
                ]
            ]
        case .round:
            let steps = stepCount(for: 2 * .pi)
            let radius = halfWidth * Self.stretch(2 * .pi / Double(steps))
            return [
                (0..<steps).map { index in
                    let angle = 2 * Double.pi * Double(index) / Double(steps)
                    return Point(x: point.x + radius * cos(angle), y: point.y + radius * sin(angle))
                }
            ]
        }
    }

    /// How far outside its circle a point between steps of `theta` sits so that the polygon keeps the circle's
    /// area: √(θ / sin θ).
    static func stretch(_ theta: Double) -> Double {
        theta > 1e-9 ? (theta / sin(theta)).squareRoot() : 1
    }

    /// How many steps a round cap or join turning by `angle` is drawn in.
    func stepCount(for angle: Double) -> Int {
        let step = halfWidth > tolerance ? 2 * acos(1 - tolerance / halfWidth) : .pi / 2
        return max(1, Int((abs(angle) / step).rounded(.up)))
    }

    /// Points strictly between `from` and `to` on the circle around `center`, the short way: an outer join turns
    /// by less than half a turn.
    private func arcPoints(around center: Point, from: Point, to: Point) -> [Point] {
        let start = atan2(from.y - center.y, from.x - center.x)
        let sweep = Self.normalized(atan2(to.y - center.y, to.x - center.x) - start)
        return interiorPoints(around: center, start: start, sweep: sweep, minimumSteps: 1)
    }

    /// A half circle from `from` to `to` bulging towards `through` (a unit direction).
    private func arcPoints(around center: Point, from: Point, to: Point, through: Point) -> [Point] {
        let start = atan2(from.y - center.y, from.x - center.x)
        let sweep = 2 * Self.normalized(atan2(through.y, through.x) - start)
        return interiorPoints(around: center, start: start, sweep: sweep, minimumSteps: 2)
    }

    /// The points strictly inside an arc of the stroke's circle around `center`, set just outside it so that the
    /// polygon keeps the arc's area.
    private func interiorPoints(around center: Point, start: Double, sweep: Double, minimumSteps: Int) -> [Point] {
        let steps = max(stepCount(for: sweep), minimumSteps)
        guard steps > 1 else { return [] }
        let radius = halfWidth * Self.stretch(abs(sweep) / Double(steps))
        return (1..<steps).map { index in
            let angle = start + sweep * Double(index) / Double(steps)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// `angle` brought into −π…π.
    private static func normalized(_ angle: Double) -> Double {
        var angle = angle
        while angle > .pi { angle -= 2 * .pi }
        while angle < -.pi { angle += 2 * .pi }
        return angle
    }
}
