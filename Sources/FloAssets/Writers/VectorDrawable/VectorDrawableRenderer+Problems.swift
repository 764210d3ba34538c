import FloDrawing

/// What a vector drawable cannot show, found before anything is written.
extension VectorDrawableRenderer {
    /// Why strokes stretched far beyond the control cannot be drawn as their outlines.
    static let outlinesTooLarge =
        "strokes under a transform that skews or scales unevenly whose outlines would take more than \(PathNode.maximumOutlinePoints) points"

    /// Why `drawing` cannot be a vector drawable, if it cannot: a vector drawable has no group opacity, no mask, no
    /// blend mode and no shadow, radial gradients without a focal point (stretched ones are drawn in a group where
    /// they are round), and clip paths only under the non-zero rule (an even-odd one whose outlines do not cross
    /// is turned into the non-zero one that clips the same).
    static func problem(with drawing: Drawing) -> String? {
        let outlined = { (node: PathNode, transform: AffineTransform) in
            !transform.isSimilarity
                || node.stroke.map { isStretchedGradient($0.paint, of: node, under: transform) } ?? false
        }
        if Node.outlinePoints(in: drawing.nodes, outlining: outlined) > PathNode.maximumOutlinePoints {
            return Self.outlinesTooLarge
        }
        if Node.blends(drawing.nodes) { return "a layer with a blend mode (a vector drawable has none)" }
        if Node.castsShadows(drawing.nodes) { return "a shadow (a vector drawable has none)" }
        if Node.isBlurred(drawing.nodes) { return "a layer blur (a vector drawable has none)" }
        func check(_ nodes: [Node], transform: AffineTransform) -> String? {
            for node in nodes {
                switch node {
                case .path(let path):
                    for paint in [path.fill, path.stroke?.paint].compactMap({ $0 }) {
                        if let problem = problem(with: paint, under: transform) { return problem }
                    }
                    // A pattern is drawn as its tiles, clipped to the path: they are checked as drawn.
                    if case .pattern(let pattern)? = path.fill,
                        let problem = check(
                            [.group(pattern.tiles(filling: path.path, rule: path.fillRule))], transform: transform)
                    {
                        return problem
                    }
                case .group(let group):
                    if group.opacity < 1,
                        !Node.paintsLieApart(group.children, transform: group.transform.concatenating(transform))
                    {
                        return
                            "a translucent group of several paints that may overlap (a vector drawable has no group opacity)"
                    }
                    if group.mask != nil {
                        return "a mask that lets part of what it masks through (a vector drawable has none)"
                    }
                    if let clip = group.clip, clip.single == nil {
                        return "a clip path of several shapes, or clipped itself"
                    }
                    if let shape = group.clip?.single, shape.asNonZero == nil {
                        return
                            "an even-odd clip path whose outlines cross (a vector drawable clips by the non-zero rule)"
                    }
                    if let problem = check(group.children, transform: group.transform.concatenating(transform)) {
                        return problem
                    }
                }
            }
            return nil
        }
        return check(drawing.nodes, transform: .identity)
    }

    /// Why a gradient cannot be one of Android's: a radial one stretched into ellipses flatter than a group takes,
    /// with a focal point, or with a start radius and a spread other than pad. (A linear one under any transform is
    /// another linear one.)
    private static func problem(
        with paint: Paint, under transform: AffineTransform
    ) -> String? {
        guard case .radialGradient(let gradient) = paint else { return nil }
        if EllipseFrame.isTooStretched(paint, under: transform) {
            return
                "a radial gradient stretched into ellipses more than \(Int(EllipseFrame.maximumStretch)) times longer than wide"
        }
        if let focus = gradient.focus, focus != gradient.center {
            return "a radial gradient with a focal point (Android's start at their centre)"
        }
        if gradient.startRadius > 0, gradient.spread != .pad {
            return "a radial gradient with a start radius that repeats"
        }
        return nil
    }
}
