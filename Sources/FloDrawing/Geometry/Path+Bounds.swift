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
            case .curve(let control1, let control2, let end):
                guard let start = current else { break }
                include(start)
                include(end)
                for t in Self.extremeParameters(start.x, control1.x, control2.x, end.x)
                    + Self.extremeParameters(start.y, control1.y, control2.y, end.y)
                {
                    include(Self.cubicPoint(start, control1, control2, end, at: t))
                }
                current = end
            case .close:
                break
            }
        }
        guard low.x <= high.x else { return nil }
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }

    /// Where a cubic's coordinate (from `p0` through `p1`, `p2` to `p3`) turns, strictly between its ends.
    static func extremeParameters(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // The derivative, divided by 3, is a·t² + b·t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        let roots: [Double]
        if abs(a) < 1e-12 {
            roots = abs(b) < 1e-12 ? [] : [-c / b]
        } else {
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The point at `t` (0…1) along a cubic Bézier.
    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> Point {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(
            x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}

extension Path {
    /// The bounds of the points where its subpaths start: where a subpath of one point (`M 8 8 Z`), which adds
    /// nothing to `bounds`, draws a stroke's dot.
    package var pointBounds: Rect? {
        var result: Rect?
        for case .move(let point) in elements {
            let dot = Rect(x: point.x, y: point.y, width: 0, height: 0)
            result = result?.union(dot) ?? dot
        }
        return result
    }
}

extension Path {
    /// At least its length: its lines, and its curves' control polygons (an arc's sweep around its larger radius).
    package var controlLength: Double {
        var total = 0.0
        var current = Point(x: 0, y: 0)
        var start = current
        for element in elements {
            switch element {
            case .move(let point):
                (current, start) = (point, point)
            case .line(let point):
                total += current.distance(to: point)
                current = point
            case .curve(let control1, let control2, let end):
                total += current.distance(to: control1) + control1.distance(to: control2) + control2.distance(to: end)
                current = end
            case .arc(let arc):
                total += abs(arc.sweep.radians) * max(arc.radiusX, arc.radiusY)
                current = arc.endPoint
            case .close:
                total += current.distance(to: start)
                current = start
            }
        }
        return total
    }
}
