import FloDrawing

extension Drawing {
    /// The drawing with each stroke whose joins are not round and whose path has a curve that turns back on itself
    /// (`Path.hasCurveTurningBack`) drawn as the outline it paints, after its fill: a PDF reader flattens the curve
    /// into chords and joins them by the path's join, leaving the turn open or spiked where browsers, Skia and the
    /// other outputs round it.
    var turningStrokesOutlined: Drawing {
        var drawing = self
        drawing.nodes = Self.outliningTurns(nodes, transform: .identity)
        return drawing
    }

    /// `nodes`, which `transform` places in the drawing, so outlined: flattened for where they are drawn.
    private static func outliningTurns(_ nodes: [Node], transform: AffineTransform) -> [Node] {
        nodes.flatMap { node -> [Node] in
            switch node {
            case .group(var group):
                let inner = group.transform.concatenating(transform)
                group.children = outliningTurns(group.children, transform: inner)
                if let mask = group.mask { group.mask?.nodes = outliningTurns(mask.nodes, transform: inner) }
                return [.group(group)]
            case .path(let path):
                guard let stroke = path.stroke, stroke.join != .round, path.path.hasCurveTurningBack,
                    let outline = path.strokeOutline(under: transform)
                else { return [.path(path)] }
                var fillAlone = path
                fillAlone.stroke = nil
                return (path.fill == nil ? [] : [.path(fillAlone)]) + [.path(outline)]
            }
        }
    }
}
