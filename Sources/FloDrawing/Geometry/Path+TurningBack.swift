extension Path {
    /// Whether a curve of the path turns back on itself within: its direction vanishes inside it (a cusp) or turns
    /// by more than a right angle between two of 64 even steps of its parameter (a loop too tight to see). Stroked,
    /// such a turn is round in browsers, Skia and the rasteriser, which follow the curve, where a reader that
    /// flattens it into chords joins them by the path's line join.
    package var hasCurveTurningBack: Bool {
        segmentedSubpaths().contains { subpath in
            subpath.segments.contains {
                !$0.isLine && Self.turnsBack($0.points[0], $0.points[1], $0.points[2], $0.points[3])
            }
        }
    }

    private static func turnsBack(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Bool {
        let size = p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
        guard size > 0 else { return false }
        let steps = 64
        var previous: Point?
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let (a, b, c) = (3 * (1 - t) * (1 - t), 6 * (1 - t) * t, 3 * t * t)
            let direction = Point(
                x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
            let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
            // A control point on its end point leaves the direction there to the next step, as readers take it.
            guard length > 1e-9 * size else {
                if step > 0 && step < steps { return true }
                continue
            }
            if let previous, previous.x * direction.x + previous.y * direction.y < 0 { return true }
            previous = Point(x: direction.x / length, y: direction.y / length)
        }
        return false
    }

    /// Whether a curve of the path bends at one of its ends in a circle of radius under `radius` (a short handle,
    /// or one pointing sideways): a stroke of half width `radius` sweeps round such an end, or is capped square to
    /// a direction a PDF reader's first chord misses (`PathNode.strokeBendsTightlyAtACurveEnd`).
    package func hasCurveBendingAtAnEnd(within radius: Double) -> Bool {
        segmentedSubpaths().contains { subpath in
            subpath.segments.contains { segment in
                guard !segment.isLine else { return false }
                let p = segment.points
                return Self.bends(from: p[0], p[1], p[2], within: radius)
                    || Self.bends(from: p[3], p[2], p[1], within: radius)
            }
        }
    }

    /// Whether a cubic leaving `end` towards `handle`, then `next`, bends there in a circle of radius under
    /// `radius`: its curvature there is 2/3 · |(handle − end) × (next − handle)| / |handle − end|³. A handle on its
    /// end leaves along the next one, and bends no tighter than the curve.
    private static func bends(from end: Point, _ handle: Point, _ next: Point, within radius: Double) -> Bool {
        let (dx, dy) = (handle.x - end.x, handle.y - end.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return false }
        let cross = abs(dx * (next.y - handle.y) - dy * (next.x - handle.x))
        return 2 * cross * radius > 3 * length * length * length
    }
}
