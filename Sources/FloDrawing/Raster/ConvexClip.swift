/// A convex polygon in pixels that clips what a group draws, for a clip that is a rectangle under any transform (a
/// tile of a turned pattern, a frame): outlines are cut to it rather than a clip mask multiplied in. What lies outside
/// is replaced by the polygon's edges, so every point inside keeps its winding number (by either rule) and a pixel on
/// the clip's edge is covered by the shape's part within it; a mask multiplied in would cover such a pixel by the
/// product of the two, lighter where the shape's edge runs along the clip's (the edge of a tile a stripe starts at).
struct ConvexClip {
    /// The corners, turning so that the inside lies where `isInside` says: empty when the clip shows nothing.
    private(set) var corners: [Point]

    /// The polygon of `corners` (convex), or nil where they lie so far out that the sides' products would
    /// overflow: a clip mask takes such a clip.
    init?(corners: [Point]) {
        guard corners.allSatisfy({ abs($0.x) <= Self.farthest && abs($0.y) <= Self.farthest }) else { return nil }
        let area = Path.signedArea(corners)
        self.corners = area == 0 ? [] : area < 0 ? corners.reversed() : corners
    }

    /// How far from the origin, in pixels, a corner may lie: the products of two such distances stay finite.
    static let farthest = 1e100

    /// The box around it; nil when it shows nothing.
    var bounds: Rect? { Rect(around: corners) }

    /// What lies within both.
    func intersection(_ other: ConvexClip) -> ConvexClip {
        // Cut from corners within both, the polygon's are too.
        ConvexClip(corners: [corners].clipped(to: other).first ?? []) ?? other
    }

    /// Whether `point` lies on the inner side of the edge from `a` to `b`.
    fileprivate static func isInside(_ point: Point, _ a: Point, _ b: Point) -> Bool {
        (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x) >= 0
    }

    /// Where the segment from `p` to `q` (one inside, one outside) crosses the line through `a` and `b`: on an edge
    /// along an axis, exactly on it.
    fileprivate static func crossing(_ p: Point, _ q: Point, _ a: Point, _ b: Point) -> Point {
        if a.x == b.x { return Point(x: a.x, y: p.y + (q.y - p.y) * (a.x - p.x) / (q.x - p.x)) }
        if a.y == b.y { return Point(x: p.x + (q.x - p.x) * (a.y - p.y) / (q.y - p.y), y: a.y) }
        let (pSide, qSide) = (
            (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x),
            (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)
        )
        let t = pSide / (pSide - qSide)
        return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}

extension [[Point]] {
    /// The contours cut to `clip`, edge by edge (Sutherland and Hodgman's steps); those left with no area dropped.
    func clipped(to clip: ConvexClip) -> [[Point]] {
        let corners = clip.corners
        guard !corners.isEmpty else { return [] }
        return compactMap { contour in
            var points = contour
            for index in corners.indices {
                let (a, b) = (corners[index], corners[(index + 1) % corners.count])
                guard var previous = points.last else { return nil }
                var result: [Point] = []
                result.reserveCapacity(points.count + 4)
                for point in points {
                    let (isIn, wasIn) = (ConvexClip.isInside(point, a, b), ConvexClip.isInside(previous, a, b))
                    if isIn != wasIn { result.append(ConvexClip.crossing(previous, point, a, b)) }
                    if isIn { result.append(point) }
                    previous = point
                }
                points = result
                if points.count < 3 { return nil }
            }
            return points
        }
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
    /// The polygon in pixels, under `transform` (its own included), that clips the group when its clip is a
    /// rectangle, nothing within casts a shadow or blurs (which reach past their shapes before the clip cuts them)
    /// and what it holds paints each point once (`Node.paintApart`): shapes stacked and cut would each get an edge
    /// along the clip, and the lower would show through the upper there, where a clip mask over their layer, as
    /// browsers draw a clip, covers the pixel once.
    func convexClip(under transform: AffineTransform) -> ConvexClip? {
        guard let clip, clip.clips.isEmpty, clip.shapes.count == 1, clip.shapes[0].clips.isEmpty,
            !hasEffects, !Node.holdEffects(children), Node.paintApart(children),
            let rectangle = clip.shapes[0].path.rectangleAlongAxes
        else { return nil }
        let corners = [
            Point(x: rectangle.x, y: rectangle.y), Point(x: rectangle.maxX, y: rectangle.y),
            Point(x: rectangle.maxX, y: rectangle.maxY), Point(x: rectangle.x, y: rectangle.maxY),
        ]
        return ConvexClip(corners: corners.map(transform.apply))
    }
}

extension Node {
    /// The most paths `paintApart` compares pairwise.
    static let maximumPathsApart = 32

    /// Whether `nodes` paint each point at most once: each path paints a fill or a stroke, not both, and no two
    /// paths' reaches overlap (a pattern's counted as one). At most `maximumPathsApart` paths.
    static func paintApart(_ nodes: [Node]) -> Bool {
        var boxes: [Rect] = []
        // Boxes that only touch (the squares of a checkerboard tile) paint apart.
        func overlap(_ a: Rect, _ b: Rect) -> Bool {
            a.intersection(b).map { $0.width > 0 && $0.height > 0 } ?? false
        }
        func collect(_ nodes: [Node], _ transform: AffineTransform) -> Bool {
            for node in nodes {
                switch node {
                case .path(let path):
                    guard path.fill == nil || path.stroke == nil else { return false }
                    guard let box = reach(of: [node], transform: transform) else { continue }
                    guard boxes.count < maximumPathsApart, !boxes.contains(where: { overlap($0, box) }) else {
                        return false
                    }
                    boxes.append(box)
                case .group(let group):
                    guard collect(group.children, group.transform.concatenating(transform)) else { return false }
                }
            }
            return true
        }
        return collect(nodes, .identity)
    }

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
