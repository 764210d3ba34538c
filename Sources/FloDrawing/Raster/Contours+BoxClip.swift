/// Outlines cut to a rectangle along the axes, for a clip that is one: what lies outside is replaced by the
/// rectangle's edges, so every point inside keeps its winding number (by either rule) and a pixel on the clip's edge
/// is covered by the shape's part within it. A clip mask multiplied in would cover such a pixel by the product of
/// the two, lighter where the shape's edge runs along the clip's (the edge of a tile a stripe starts at).
extension [[Point]] {
    func clipped(to box: Rect) -> [[Point]] {
        compactMap { contour in
            var points = contour
            for side in BoxSide.allCases {
                points = side.cut(points, box: box)
                if points.count < 3 { return nil }
            }
            return points
        }
    }
}

private enum BoxSide: CaseIterable {
    case left, right, top, bottom

    func isInside(_ point: Point, _ box: Rect) -> Bool {
        switch self {
        case .left: point.x >= box.x
        case .right: point.x <= box.maxX
        case .top: point.y >= box.y
        case .bottom: point.y <= box.maxY
        }
    }

    /// Where the line from `a` to `b` (one inside, one outside) crosses this side.
    func crossing(_ a: Point, _ b: Point, _ box: Rect) -> Point {
        switch self {
        case .left, .right:
            let x = self == .left ? box.x : box.maxX
            return Point(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
        case .top, .bottom:
            let y = self == .top ? box.y : box.maxY
            return Point(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y)
        }
    }

    /// The closed polygon `points` within this side (Sutherland and Hodgman's step).
    func cut(_ points: [Point], box: Rect) -> [Point] {
        guard var previous = points.last else { return [] }
        var result: [Point] = []
        result.reserveCapacity(points.count + 4)
        for point in points {
            let (isIn, wasIn) = (isInside(point, box), isInside(previous, box))
            if isIn != wasIn { result.append(crossing(previous, point, box)) }
            if isIn { result.append(point) }
            previous = point
        }
        return result
    }
}

extension Path {
    /// The rectangle this path is, when it is four corners joined by lines along the axes (a fifth point back at
    /// the first, or a close, ending it).
    var rectangleAlongAxes: Rect? {
        var points: [Point] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let point) where index == 0: points.append(point)
            case .line(let point) where index > 0: points.append(point)
            case .close where index == elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let acrossFirst = points[0].y == points[1].y
        for index in 0..<4 {
            let (a, b) = (points[index], points[(index + 1) % 4])
            guard (index % 2 == 0) == acrossFirst ? a.y == b.y : a.x == b.x else { return nil }
        }
        let (xs, ys) = (points.map(\.x), points.map(\.y))
        let (left, top) = (xs.min()!, ys.min()!)
        return Rect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}

extension Group {
    /// The rectangle in pixels, under `transform` (its own included), that clips the group when its clip is one
    /// along the axes and nothing within casts a shadow or blurs (which reach past their shapes before the clip
    /// cuts them).
    func clipBox(under transform: AffineTransform) -> Rect? {
        guard let clip, clip.clips.isEmpty, clip.shapes.count == 1, clip.shapes[0].clips.isEmpty,
            transform.b == 0, transform.c == 0, !hasEffects, !Node.holdEffects(children),
            let rectangle = clip.shapes[0].path.rectangleAlongAxes
        else { return nil }
        return rectangle.placed(by: transform)
    }
}

extension Node {
    /// Whether a group among `nodes`, or in a pattern they paint with, casts a shadow or blurs (a mask's nodes are
    /// drawn apart, on a canvas of their own).
    static func holdEffects(_ nodes: [Node]) -> Bool {
        nodes.contains { node in
            switch node {
            case .path(let path):
                guard case .pattern(let pattern) = path.fill else { return false }
                return holdEffects(pattern.nodes)
            case .group(let group):
                return group.hasEffects || holdEffects(group.children)
            }
        }
    }
}
