/// The round joins and caps of stroked paths, weighted by how far they turn and by their strokes' widths: what
/// bounds the rasteriser's outlines of them, which turn in steps that grow with the square root of the stroke's
/// width in pixels.
package struct RoundStrokes: Sendable, Hashable {
    /// The joins and caps.
    package var points = 0.0
    /// Each join's turn in half turns (a cap is one), times the square root of its stroke's width (in the units of
    /// the transform they were gathered through).
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
                    var (joins, halfTurns) = path.path.roundTurns(
                        joins: stroke.join == .round, caps: stroke.cap == .round)
                    // Each dash has two caps (at most as many as the control polygon holds).
                    if stroke.cap == .round, stroke.dashPeriod > 0 {
                        let dashes = stroke.dashCount(along: path.path.controlLength) ?? 0
                        (joins, halfTurns) = (joins + 2 * dashes, halfTurns + 2 * dashes)
                    }
                    points += joins
                    weightedPoints += halfTurns * (stroke.width * transform.largestScale).squareRoot()
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

extension Path {
    /// The joins between its segments (those `joins` asks for) and the caps of its open subpaths (those `caps` asks
    /// for), and how far they turn in all, in half turns: a cap turns one, a join as far as its segments turn. An
    /// arc's joins count a half turn each.
    fileprivate func roundTurns(joins: Bool, caps: Bool) -> (count: Double, halfTurns: Double) {
        var (count, halfTurns) = (0.0, 0.0)
        forEachStrokeEvent { event in
            switch event {
            case .join(let incoming, let outgoing):
                guard joins else { return }
                let cosine = max(-1, min(1, incoming.x * outgoing.x + incoming.y * outgoing.y))
                (count, halfTurns) = (count + 1, halfTurns + acos(cosine) / .pi)
            case .arc:
                if joins { (count, halfTurns) = (count + 2, halfTurns + 2) }
            case .openEnd:
                if caps { (count, halfTurns) = (count + 2, halfTurns + 2) }
            }
        }
        return (count, halfTurns)
    }
}
