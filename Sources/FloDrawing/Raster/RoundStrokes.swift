/// The points of paths stroked with round joins or caps, and the widest of those strokes: what bounds the
/// rasteriser's outlines of them, where each point may turn by up to a half turn in steps that grow with the
/// stroke's width in pixels.
package struct RoundStrokes: Sendable, Hashable {
    package var points = 0.0
    /// In the units of the transform they were gathered through.
    package var widest = 0.0

    /// Those of `nodes` through `transform`: a mask's too, and a pattern's tile once for each tile over the shape it
    /// fills.
    package init(in nodes: [Node], transform: AffineTransform = .identity) {
        for node in nodes {
            switch node {
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                add(RoundStrokes(in: group.children, transform: inner))
                add(RoundStrokes(in: group.mask?.nodes ?? [], transform: inner))
            case .path(let path):
                if let stroke = path.stroke, stroke.join == .round || stroke.cap == .round {
                    points += Double(path.path.elements.count)
                    widest = max(widest, stroke.width * transform.largestScale)
                }
                if case .pattern(let pattern)? = path.fill, let bounds = path.path.bounds,
                    let (columns, rows) = pattern.tiles(over: bounds)
                {
                    var tile = RoundStrokes(in: pattern.nodes, transform: pattern.placing.concatenating(transform))
                    tile.points *= Double(columns.count) * Double(rows.count)
                    add(tile)
                }
            }
        }
    }

    private mutating func add(_ other: RoundStrokes) {
        (points, widest) = (points + other.points, max(widest, other.widest))
    }

    /// About how many points their outlines take when the widest is `scale` pixels a unit wide.
    package func outlinePoints(scale: Double) -> Double {
        guard points > 0 else { return 0 }
        let stroker = Stroker(
            halfWidth: widest * scale / 2, cap: .round, join: .round, miterLimit: 4, tolerance: Canvas.tolerance)
        return points * Double(stroker.stepCount(for: .pi))
    }
}
