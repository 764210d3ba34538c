import FloDrawing

extension Drawing {
    /// The drawing with each stroke whose joins are not round and whose path has a curve that turns back on itself
    /// (`Path.hasCurveTurningBack`) drawn as the outline it paints, after its fill: a PDF reader flattens the curve
    /// into chords and joins them by the path's join, leaving the turn open or spiked where browsers, Skia and the
    /// other outputs round it. Past `PathNode.maximumOutlinePoints` points of outlines in the drawing, the rest
    /// stay strokes: a file of many small cusps would otherwise grow a hundredfold.
    var turningStrokesOutlined: Drawing {
        var drawing = self
        var budget = PathNode.maximumOutlinePoints
        drawing.nodes = Self.outliningTurns(nodes, transform: .identity, budget: &budget)
        return drawing
    }

    /// `nodes`, which `transform` places in the drawing, so outlined: flattened for where they are drawn.
    private static func outliningTurns(_ nodes: [Node], transform: AffineTransform, budget: inout Int) -> [Node] {
        var result: [Node] = []
        for node in nodes {
            switch node {
            case .group(var group):
                let inner = group.transform.concatenating(transform)
                group.children = outliningTurns(group.children, transform: inner, budget: &budget)
                if let mask = group.mask {
                    group.mask?.nodes = outliningTurns(mask.nodes, transform: inner, budget: &budget)
                }
                result.append(.group(group))
            case .path(let path):
                guard budget > 0, let stroke = path.stroke, stroke.join != .round, path.path.hasCurveTurningBack,
                    let outline = path.strokeOutline(under: transform), outline.path.elements.count <= budget
                else {
                    result.append(.path(path))
                    continue
                }
                budget -= outline.path.elements.count
                var fillAlone = path
                fillAlone.stroke = nil
                if path.fill != nil { result.append(.path(fillAlone)) }
                result.append(.path(outline))
            }
        }
        return result
    }
}
