extension Drawing {
    /// The drawing (spelled out, see `Drawing.explicit`) with each radial gradient stretched into ellipses drawn
    /// where it is round, for formats whose radial gradients are circles: a path it fills in a group of the
    /// gradient's `EllipseFrame`, the path moved into the group's coordinates; a path it strokes as the stroke's
    /// outline (a stroke in the group would stretch too), flattened for where it is drawn. A gradient flatter than
    /// any frame takes is left as it is.
    package var framingEllipses: Drawing { mappingPaths(Node.framed(_:transform:)) }
}

extension Node {
    fileprivate static func framed(_ node: PathNode, transform: AffineTransform) -> [Node] {
        let isStretched = { (paint: Paint?) in paint.map { EllipseFrame($0, under: .identity) != nil } ?? false }
        if node.fill != nil, node.stroke != nil, isStretched(node.fill) || isStretched(node.stroke?.paint) {
            var (fillAlone, strokeAlone) = (node, node)
            (fillAlone.stroke, strokeAlone.fill) = (nil, nil)
            return framed(fillAlone, transform: transform) + framed(strokeAlone, transform: transform)
        }
        if isStretched(node.stroke?.paint), let outline = node.strokeOutline(under: transform) {
            return framed(outline, transform: transform)
        }
        guard let fill = node.fill, let frame = EllipseFrame(fill, under: .identity),
            let back = frame.transform.inverted
        else { return [.path(node)] }
        var inside = node
        inside.path = node.path.applying(back)
        inside.fill = fill.explicit(back)
        return [.group(Group(transform: frame.transform, children: [.path(inside)]))]
    }
}
