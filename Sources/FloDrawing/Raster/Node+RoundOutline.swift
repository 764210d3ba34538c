extension Node {
    /// About how many points the rasteriser's stroke outlines take for the round joins and caps of `nodes` drawn
    /// through `transform` (to device pixels): each point of a path may turn by up to a half turn there, drawn in
    /// steps that grow with the stroke's width in pixels. A mask's strokes count too, and a pattern's tile once for
    /// each tile over the shape it fills.
    package static func roundOutlinePoints(in nodes: [Node], transform: AffineTransform) -> Double {
        nodes.reduce(0) { total, node in
            switch node {
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                return total + roundOutlinePoints(in: group.children, transform: inner)
                    + roundOutlinePoints(in: group.mask?.nodes ?? [], transform: inner)
            case .path(let path):
                var count = 0.0
                if let stroke = path.stroke, stroke.join == .round || stroke.cap == .round {
                    let stroker = Stroker(
                        halfWidth: stroke.width / 2 * transform.largestScale, cap: stroke.cap, join: stroke.join,
                        miterLimit: stroke.miterLimit, tolerance: Canvas.tolerance)
                    count += Double(path.path.elements.count) * Double(stroker.stepCount(for: .pi))
                }
                if case .pattern(let pattern)? = path.fill, let bounds = path.path.bounds,
                    let (columns, rows) = pattern.tiles(over: bounds)
                {
                    let tile = roundOutlinePoints(
                        in: pattern.nodes, transform: pattern.placing.concatenating(transform))
                    count += tile * Double(columns.count) * Double(rows.count)
                }
                return total + count
            }
        }
    }
}
