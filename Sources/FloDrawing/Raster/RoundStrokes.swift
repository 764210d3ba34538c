/// The points of paths stroked with round joins or caps, weighted by their strokes' widths: what bounds the
/// rasteriser's outlines of them, where each point may turn by up to a half turn in steps that grow with the square
/// root of the stroke's width in pixels.
package struct RoundStrokes: Sendable, Hashable {
    package var points = 0.0
    /// The points, each times the square root of its stroke's width (in the units of the transform they were
    /// gathered through).
    package var weightedPoints = 0.0

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
                    var count = Double(path.path.elements.count)
                    // Each dash has two caps, and each turn within it a join.
                    let period = stroke.dashes.reduce(0, +)
                    if period > 0 {
                        let length = path.path.flattened(
                            transform: .identity, tolerance: 0.5 / max(transform.largestScale, 1e-300)
                        )
                        .reduce(0) { total, subpath in
                            zip(subpath.points, subpath.points.dropFirst()).reduce(total) {
                                $0 + $1.0.distance(to: $1.1)
                            }
                        }
                        count += 2 * min(1e12, (length / period).rounded(.up) * Double((stroke.dashes.count + 1) / 2))
                    }
                    points += count
                    weightedPoints += count * (stroke.width * transform.largestScale).squareRoot()
                }
                if case .pattern(let pattern)? = path.fill, let bounds = path.path.bounds,
                    let (columns, rows) = pattern.tiles(over: bounds)
                {
                    var tile = RoundStrokes(in: pattern.nodes, transform: pattern.placing.concatenating(transform))
                    let tiles = Double(columns.count) * Double(rows.count)
                    (tile.points, tile.weightedPoints) = (tile.points * tiles, tile.weightedPoints * tiles)
                    add(tile)
                }
            }
        }
    }

    private mutating func add(_ other: RoundStrokes) {
        (points, weightedPoints) = (points + other.points, weightedPoints + other.weightedPoints)
    }

    /// About how many points their outlines take at `scale` pixels a unit: a half turn on a stroke `width` pixels
    /// wide takes π / (2·acos(1 − tolerance / halfWidth)) ≈ (π / 4)·√(width / tolerance) steps, rounded up.
    package func outlinePoints(scale: Double) -> Double {
        let steps = Double.pi / 4 * (scale / Canvas.tolerance).squareRoot()
        return max(points, weightedPoints * steps + points)
    }
}
