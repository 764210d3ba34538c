extension Path {
    /// The most subpaths `separateParts(reach:)` compares; a path with more stays whole.
    package static let maximumSeparatedSubpaths = 10_000

    /// The path as parts that can be drawn one by one with the same picture: each part the subpaths whose boxes,
    /// grown by `reach` (how far a stroke goes past the outline), meet a box of the same part, so that no point
    /// is painted by two parts and each part fills and strokes as it does in the whole. For formats that cap the
    /// length of one path (Android's resource compiler). Parts come in the order of their first subpath.
    package func separateParts(reach: Double) -> [Path] {
        let subpaths = subpathElements
        guard subpaths.count > 1, subpaths.count <= Self.maximumSeparatedSubpaths else { return [self] }
        let boxes = subpaths.map { Self.controlBox(of: $0).outset(by: reach) }
        var parts = PartSets(count: subpaths.count)
        // Swept from left to right: only boxes that start before one ends can meet it.
        let order = boxes.indices.sorted { boxes[$0].x < boxes[$1].x }
        for (position, index) in order.enumerated() {
            for other in order[(position + 1)...] {
                guard boxes[other].x <= boxes[index].maxX else { break }
                if boxes[other].y <= boxes[index].maxY, boxes[index].y <= boxes[other].maxY {
                    parts.join(index, other)
                }
            }
        }
        var partOfRoot: [Int: Int] = [:]
        var result: [Path] = []
        for (index, subpath) in subpaths.enumerated() {
            let root = parts.root(of: index)
            let part = partOfRoot[root] ?? result.count
            if part == result.count {
                partOfRoot[root] = part
                result.append(Path())
            }
            for element in subpath { result[part].append(element: element) }
        }
        return result
    }

    /// The box of every point of the path, its control points and lone moves included: it holds whatever a fill
    /// or a stroke of it paints once grown by the stroke's reach (a dot that a round cap draws at a lone move too).
    /// Nil for a path of no element.
    package var controlBounds: Rect? {
        elements.isEmpty ? nil : Self.controlBox(of: elements[...])
    }

    /// The elements from each move up to the next (those before the first move draw nothing).
    var subpathElements: [ArraySlice<PathElement>] {
        var result: [ArraySlice<PathElement>] = []
        var start: Int?
        for (index, element) in elements.enumerated() {
            guard case .move = element else { continue }
            if let start { result.append(elements[start..<index]) }
            start = index
        }
        if let start { result.append(elements[start...]) }
        return result
    }

    /// The box of the subpath's points and control points, which holds its outline.
    private static func controlBox(of subpath: ArraySlice<PathElement>) -> Rect {
        var low = Point(x: Double.infinity, y: Double.infinity)
        var high = Point(x: -Double.infinity, y: -Double.infinity)
        func include(_ point: Point) {
            low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
            high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        for element in subpath {
            switch element {
            case .move(let point), .line(let point): include(point)
            case .curve(let control1, let control2, let end): [control1, control2, end].forEach(include)
            case .arc(let arc):
                include(Point(x: arc.center.x - abs(arc.radiusX), y: arc.center.y - abs(arc.radiusY)))
                include(Point(x: arc.center.x + abs(arc.radiusX), y: arc.center.y + abs(arc.radiusY)))
            case .close: break
            }
        }
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}

/// Disjoint sets of indices, joined by union-find.
private struct PartSets {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func root(of index: Int) -> Int {
        var root = index
        while parent[root] != root { root = parent[root] }
        var walk = index
        while parent[walk] != root { (parent[walk], walk) = (root, parent[walk]) }
        return root
    }

    mutating func join(_ first: Int, _ second: Int) {
        let (a, b) = (root(of: first), root(of: second))
        if a != b { parent[max(a, b)] = min(a, b) }
    }
}
