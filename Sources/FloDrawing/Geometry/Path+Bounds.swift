extension Path {
    /// The smallest rectangle holding every point of the path (its curves, not their control points), as SVG's
    /// bounding box is defined; nil for a path without a segment.
    package var bounds: Rect? {
        var low = Point(x: Double.infinity, y: Double.infinity)
        var high = Point(x: -Double.infinity, y: -Double.infinity)
        func include(_ point: Point) {
            low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
            high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        var current: Point?
        for element in elements {
            switch element {
            case .move(let point):
                current = point
            case .line(let point):
                current.map(include)
                include(point)
                current = point
            case .arc(let arc):
                include(arc.startPoint)
                include(arc.endPoint)
                // The arc reaches an axis extreme wherever its angle passes a multiple of a quarter turn.
                let (from, to) =
                    arc.sweep.radians >= 0
                    ? (arc.startAngle.radians, arc.endAngle.radians) : (arc.endAngle.radians, arc.startAngle.radians)
                var quarter = (from / (.pi / 2)).rounded(.up)
                while quarter * .pi / 2 <= to {
                    include(arc.point(at: Angle(radians: quarter * .pi / 2)))
                    quarter += 1
                }
                current = arc.endPoint
            case .close:
                break
            }
        }
        guard low.x <= high.x else { return nil }
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
