extension Node {
    /// The most paints of a translucent group compared, each with each.
    package static let maximumApartPaints = 256

    /// Whether no two paints of `nodes` (but transparent ones and those in groups of no opacity, which draw nothing),
    /// under `transform`, can cover one point: their boxes (of every point of the path, grown by a stroke's reach)
    /// do not meet, no path is both filled and stroked, and there are at most `maximumApartPaints`. Then the group's
    /// opacity, folded into each paint, draws what the group draws.
    package static func paintsLieApart(_ nodes: [Node], transform: AffineTransform) -> Bool {
        var boxes: [Rect] = []
        func collect(_ nodes: [Node], under transform: AffineTransform) -> Bool {
            for node in nodes {
                switch node {
                case .path(var path):
                    if path.fill?.isInvisible == true { path.fill = nil }
                    if path.stroke?.paint.isInvisible == true { path.stroke = nil }
                    if path.fill == nil && path.stroke == nil { continue }
                    if path.fill != nil && path.stroke != nil { return false }
                    // A pattern is drawn as its tiles, one paint for each path of the tile.
                    if case .pattern(let pattern)? = path.fill {
                        let tiles = pattern.tiles(filling: path.path, rule: path.fillRule)
                        guard collect([.group(tiles)], under: transform) else { return false }
                        continue
                    }
                    guard let bounds = path.path.controlBounds else { continue }
                    guard let box = bounds.outset(by: path.stroke?.reach ?? 0).placed(by: transform) else {
                        return false
                    }
                    boxes.append(box)
                    if boxes.count > maximumApartPaints { return false }
                case .group(let group):
                    if group.opacity <= 0 { continue }
                    guard collect(group.children, under: group.transform.concatenating(transform)) else { return false }
                }
            }
            return true
        }
        guard collect(nodes, under: transform) else { return false }
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] where box.intersection(other) != nil { return false }
        }
        return true
    }
}
