extension Path {
    /// The most segments `evenOddAsNonZero` compares, each with each.
    static let maximumNonZeroSegments = 4_000

    /// The path with its subpaths turned so that the non-zero rule fills what the even-odd rule fills in it, for
    /// clips in formats that only take the non-zero rule (vector drawables, Compose), as Sketch writes every mask
    /// even-odd: a subpath inside an even number of others winds one way, one inside an odd number the other, so
    /// the windings alternate 1, 0, 1… like the parity. Nil when two subpaths, or one with itself, cross or touch
    /// (no turning makes the rules agree there), or when the path has more than `maximumNonZeroSegments` segments.
    package var evenOddAsNonZero: Path? {
        let subpaths = curvesOnly.subpaths
        guard subpaths.allSatisfy(\.isOneOutline) else { return nil }
        let size = bounds.map { max($0.width, $0.height) } ?? 0
        let outlines = subpaths.map { Self.outline(of: $0, tolerance: size / 1_000) }
        let segmentCount = outlines.reduce(0) { $0 + $1.count }
        guard segmentCount <= Self.maximumNonZeroSegments, !Self.anyCross(outlines) else { return nil }
        var result = Path()
        for (index, subpath) in subpaths.enumerated() {
            let area = Self.signedArea(outlines[index])
            let depth = outlines.indices.filter { other in
                other != index && outlines[index].first.map { Self.contains(outlines[other], $0) } == true
            }.count
            // A subpath of no area adds no winding either way.
            let turned = area != 0 && (area > 0) != depth.isMultiple(of: 2)
            for element in turned ? Self.reversed(subpath) : subpath { result.append(element: element) }
        }
        return result
    }

    /// The even-odd path that fills what this path fills less what `cut` fills (by `cutRule`), as Figma and Sketch
    /// write an outside stroke's mask: a white box with the shape in black over it. Nil unless that draws the same:
    /// this path one outline, `cut` one outline or even-odd, every outline of `cut` inside this one, and no two
    /// outlines crossing or touching, as their outlines flattened within a thousandth of their size show. (Inside one
    /// outline, even-odd fills the difference; outside, what `cut` fills.) Each call compares every segment with
    /// every other: at most `comparisons` in all, less what it compared.
    package func cut(by cut: Path, cutRule: FillRule, comparisons: inout Int) -> Path? {
        let (own, cutting) = (curvesOnly.subpaths, cut.curvesOnly.subpaths)
        guard own.count == 1, cutRule == .evenOdd || cutting.count == 1,
            (own + cutting).allSatisfy(\.isOneOutline)
        else { return nil }
        let box = bounds.map { box in cut.bounds.map(box.union) ?? box } ?? cut.bounds
        let size = box.map { max($0.width, $0.height) } ?? 0
        let outlines = (own + cutting).map { Self.outline(of: $0, tolerance: size / 1_000) }
        let segmentCount = outlines.reduce(0) { $0 + $1.count }
        let pairs = segmentCount * (segmentCount - 1) / 2
        guard segmentCount <= Self.maximumNonZeroSegments, pairs <= comparisons else { return nil }
        comparisons -= pairs
        guard !Self.anyCross(outlines),
            outlines.dropFirst().allSatisfy({ $0.first.map { Self.contains(outlines[0], $0) } == true })
        else { return nil }
        var result = Path()
        for element in (own + cutting).joined() { result.append(element: element) }
        return result
    }

    /// The elements from each move up to the next.
    private var subpaths: [[PathElement]] { subpathElements.map(Array.init) }

    /// The subpath's points, flattened, without repeats: a polygon, closed as a fill closes it.
    private static func outline(of subpath: [PathElement], tolerance: Double) -> [Point] {
        var path = Path()
        for element in subpath { path.append(element: element) }
        // Points closer than a millionth of the tolerance are one: an arc's end computed back to its start.
        let near = max(tolerance, 1e-9) * 1e-6
        var points: [Point] = []
        for flat in path.flattened(transform: .identity, tolerance: max(tolerance, 1e-9)) {
            for point in flat.points where points.last.map({ $0.distance(to: point) > near }) ?? true {
                points.append(point)
            }
        }
        if points.count > 1, let first = points.first, let last = points.last, first.distance(to: last) <= near {
            points.removeLast()
        }
        return points
    }

    /// Whether an edge of one outline crosses or touches an edge of another, or of itself (neighbours aside).
    private static func anyCross(_ outlines: [[Point]]) -> Bool {
        let edges = outlines.enumerated().flatMap { index, points in
            points.count < 2
                ? []
                : points.indices.map { (outline: index, at: $0, from: points[$0], to: points[($0 + 1) % points.count]) }
        }
        for (first, a) in edges.enumerated() {
            for b in edges[(first + 1)...] {
                if a.outline == b.outline {
                    let count = outlines[a.outline].count
                    if b.at == a.at + 1 || (a.at == 0 && b.at == count - 1) { continue }
                }
                if segmentsMeet(a.from, a.to, b.from, b.to) { return true }
            }
        }
        return false
    }

    private static func segmentsMeet(_ p: Point, _ q: Point, _ r: Point, _ s: Point) -> Bool {
        guard max(p.x, q.x) >= min(r.x, s.x), max(r.x, s.x) >= min(p.x, q.x), max(p.y, q.y) >= min(r.y, s.y),
            max(r.y, s.y) >= min(p.y, q.y)
        else { return false }
        func turn(_ a: Point, _ b: Point, _ c: Point) -> Double {
            (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        }
        let (d1, d2, d3, d4) = (turn(r, s, p), turn(r, s, q), turn(p, q, r), turn(p, q, s))
        // Touching counts: a point on the other segment, or both on one line with their boxes overlapping.
        return d1 * d2 <= 0 && d3 * d4 <= 0
    }

    /// Whether `point` is inside `polygon` by the even-odd rule.
    private static func contains(_ polygon: [Point], _ point: Point) -> Bool {
        var inside = false
        for (index, a) in polygon.enumerated() {
            let b = polygon[(index + 1) % polygon.count]
            if (a.y > point.y) != (b.y > point.y), point.x < a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x) {
                inside.toggle()
            }
        }
        return inside
    }

    /// Twice the area `polygon` encloses, positive when it turns one way, negative the other.
    static func signedArea(_ polygon: [Point]) -> Double {
        zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }

    /// The subpath run the other way: from its last point back to its first, each curve's controls swapped.
    private static func reversed(_ subpath: [PathElement]) -> [PathElement] {
        guard case .move(let start)? = subpath.first else { return subpath }
        var points = [start]
        var segments: [PathElement] = []
        var closes = false
        for element in subpath.dropFirst() {
            switch element {
            case .line(let end):
                segments.append(element)
                points.append(end)
            case .curve(_, _, let end):
                segments.append(element)
                points.append(end)
            case .move, .arc: return subpath
            case .close: closes = true
            }
        }
        var result: [PathElement] = [.move(points[points.count - 1])]
        for index in segments.indices.reversed() {
            let back = points[index]
            if case .curve(let control1, let control2, _) = segments[index] {
                result.append(.curve(control1: control2, control2: control1, end: back))
            } else {
                result.append(.line(back))
            }
        }
        if closes { result.append(.close) }
        return result
    }
}

extension [PathElement] {
    /// Whether the subpath is one outline: nothing drawn after it closes, which would start another.
    fileprivate var isOneOutline: Bool {
        guard let close = firstIndex(of: .close) else { return true }
        return self[(close + 1)...].allSatisfy { $0 == .close }
    }
}

extension ClipShape {
    /// The non-zero shape that clips the same: itself, or an even-odd one turned by `Path.evenOddAsNonZero`; nil
    /// when its outlines cross.
    package var asNonZero: ClipShape? {
        guard rule == .evenOdd else { return self }
        return path.evenOddAsNonZero.map { ClipShape(path: $0, rule: .nonZero, clips: clips) }
    }
}

extension Node {
    /// `nodes` with each group's clip of one even-odd shape made non-zero where `ClipShape.asNonZero` can.
    package static func clipsMadeNonZero(_ nodes: [Node]) -> [Node] {
        nodes.map { node in
            guard case .group(var group) = node else { return node }
            if let shape = group.clip?.single, shape.rule == .evenOdd, let turned = shape.asNonZero {
                group.clip = ClipPath(shapes: [turned])
            }
            group.children = clipsMadeNonZero(group.children)
            return .group(group)
        }
    }
}
