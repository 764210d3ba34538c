extension Node {
    /// About how many pixels the rasteriser paints for `nodes` drawn through `transform` (to device pixels) onto
    /// `canvas` (anywhere when nil): each path's fill and stroke over its box, a mask's paths too, and a pattern's
    /// tile once for each tile over the part of the shape on the canvas. Overlapping shapes each count, as each is
    /// painted.
    package static func paintedPixels(in nodes: [Node], transform: AffineTransform, canvas: Rect?) -> Double {
        nodes.reduce(0) { total, node in
            switch node {
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                return total + paintedPixels(in: group.children, transform: inner, canvas: canvas)
                    + paintedPixels(in: group.mask?.nodes ?? [], transform: inner, canvas: canvas)
            case .path(let path):
                var count = 0.0
                let paints = Double((path.fill == nil ? 0 : 1) + (path.stroke == nil ? 0 : 1))
                if let reach = reach(of: [node], transform: transform),
                    let box = canvas.map({ reach.intersection($0) }) ?? reach
                {
                    count += box.width * box.height * paints
                }
                if case .pattern(let pattern)? = path.fill, let bounds = path.path.bounds,
                    let shown = canvas.map({ bounds.placed(by: transform)?.intersection($0) })
                        ?? bounds.placed(by: transform),
                    let back = transform.inverted, let visible = shown.placed(by: back),
                    let (columns, rows) = pattern.tiles(over: visible)
                {
                    let tile = paintedPixels(
                        in: pattern.nodes, transform: pattern.placing.concatenating(transform), canvas: nil)
                    count += tile * Double(columns.count) * Double(rows.count)
                }
                return total + count
            }
        }
    }
}
