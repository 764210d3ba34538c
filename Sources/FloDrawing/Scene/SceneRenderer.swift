/// What a back-end implements to draw a `Drawing`: `Drawing.render(into:)` walks the tree in painter's order and
/// calls these, having dropped what paints nothing (a fully transparent fill, stroke or group, a path with neither
/// paint), so no back-end writes it, and normalised gradients' stops and lines too short to write.
package protocol SceneRenderer {
    /// Paints `path`: its fill, then its stroke over it.
    mutating func draw(_ path: PathNode)
    /// Starts `group`: what is drawn until the matching `endGroup` is transformed, clipped and composited as one
    /// layer.
    mutating func beginGroup(_ group: Group)
    mutating func endGroup(_ group: Group)
    /// Whether it repeats a pattern's tile itself (SVG); otherwise the tiles are drawn, clipped to the path (PDF
    /// readers each draw a tiling pattern through a bitmap of the tile, with seams and drift of their own).
    var drawsPatterns: Bool { get }
}

extension SceneRenderer {
    package var drawsPatterns: Bool { false }
}

extension Drawing {
    package func render(into renderer: inout some SceneRenderer) {
        Self.render(nodes, into: &renderer)
    }

    /// Renders `nodes` as a drawing's, placed in it by `toDrawing`: what a renderer calls for a mask's nodes.
    package static func render(
        _ nodes: [Node], into renderer: inout some SceneRenderer, toDrawing: AffineTransform = .identity
    ) {
        for node in nodes {
            switch node {
            case .path(var path):
                path.fill = path.fill?.normalized.writable(in: toDrawing)
                if let paint = path.stroke?.paint { path.stroke?.paint = paint.normalized.writable(in: toDrawing) }
                if path.fill?.isInvisible == true { path.fill = nil }
                if path.stroke?.paint.isInvisible == true { path.stroke = nil }
                if case .pattern? = path.stroke?.paint { path.stroke = nil }
                if case .pattern(let pattern)? = path.fill, !renderer.drawsPatterns {
                    path.fill = nil
                    render(
                        [.group(pattern.tiles(filling: path.path, rule: path.fillRule))], into: &renderer,
                        toDrawing: toDrawing)
                }
                guard path.fill != nil || path.stroke != nil else { continue }
                renderer.draw(path)
            case .group(let group):
                guard group.opacity > 0 else { continue }
                renderer.beginGroup(group)
                render(group.children, into: &renderer, toDrawing: group.transform.concatenating(toDrawing))
                renderer.endGroup(group)
            }
        }
    }
}
