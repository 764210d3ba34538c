extension Drawing {
    /// The drawing as drawing code spells it out, with nothing left for a reader to work out: patterns as their
    /// tiles clipped to the path (a tile as one copy and the grid a loop repeats it over: `PathNode.copies` for a
    /// tile of colours, `Group.copies` for another; with baked transforms, only tiles that they only move; not a
    /// pattern inside a tile, whose loops would take the same names), arcs as the cubic Béziers every vector format
    /// writes, gradients' stops normalised and their points in the drawing's coordinates (a linear gradient's
    /// transform folded into its points, a radial one's when it keeps circles round). With `bakingTransforms`,
    /// groups' transforms are applied to what they hold (for formats whose groups cannot skew), strokes scaled with
    /// them, or, under a transform that skews or scales unevenly, filled as their outlines.
    ///
    /// Paints that draw nothing are kept, so that the drawings of two appearances have the same shape.
    package func explicit(bakingTransforms: Bool) -> Drawing {
        var drawing = self
        drawing.nodes = Self.explicit(nodes, baking: bakingTransforms ? .identity : nil)
        return drawing
    }

    /// `nodes` spelled out; `baking`: the transform to apply to them, when transforms are baked; `inTile`, within a
    /// tile kept for a loop.
    private static func explicit(_ nodes: [Node], baking: AffineTransform?, inTile: Bool = false) -> [Node] {
        nodes.flatMap { node -> [Node] in
            switch node {
            case .group(var group):
                let inner = baking.map { group.transform.concatenating($0) }
                if let inner {
                    group.clip = group.clip?.applying(inner)
                    group.transform = .identity
                }
                group.clip = group.clip?.curvesOnly
                let inTile = inTile || group.copies != nil
                if let mask = group.mask { group.mask?.nodes = explicit(mask.nodes, baking: inner, inTile: inTile) }
                group.children = explicit(group.children, baking: inner, inTile: inTile)
                return [.group(group)]
            case .path(let node):
                return explicit(node, baking: baking, inTile: inTile)
            }
        }
    }

    private static func explicit(_ node: PathNode, baking: AffineTransform?, inTile: Bool) -> [Node] {
        let transform = baking ?? .identity
        // A stroke scaled unevenly is no stroke of one width: its outline is filled instead.
        if let parts = node.outlinedIfStretched(by: transform) {
            return parts.flatMap { explicit($0, baking: baking, inTile: inTile) }
        }
        let bounds = node.path.bounds
        var path = node
        path.path = node.path.applying(transform).curvesOnly
        path.fill = node.fill.map { $0.normalized.inUserSpace(bounds: bounds).explicit(transform) }
        if var stroke = node.stroke {
            stroke.paint = stroke.paint.normalized.inUserSpace(bounds: bounds).explicit(transform)
            stroke.width *= transform.areaScale
            stroke.dashes = stroke.dashes.map { $0 * transform.areaScale }
            stroke.dashOffset *= transform.areaScale
            path.stroke = stroke
        }
        if case .pattern = path.stroke?.paint { path.stroke = nil }
        guard case .pattern(let pattern)? = path.fill else { return [.path(path)] }
        path.fill = nil
        // Copies kept for a loop where the loop can add their offsets last: baked transforms are written into the
        // points, where only a move leaves each copy the tile's points plus its offset.
        let keepsCopies = !inTile && (baking.map { pattern.placing.concatenating($0).isTranslation } ?? true)
        let tiles = pattern.tiles(filling: node.path, rule: node.fillRule, keepingCopies: keepsCopies)
        let clipped = explicit([.group(tiles)], baking: baking, inTile: inTile)
        return path.stroke == nil ? clipped : clipped + [.path(path)]
    }

    /// Every colour, in painter's order: each path's fill (a gradient's stops in order), then its stroke; what code
    /// writers name one by one, in this order.
    package var colors: [Color] {
        Node.paths(in: nodes).flatMap { node in
            [node.fill, node.stroke?.paint].compactMap { $0 }.flatMap(\.colors)
        }
    }
}

extension Paint {
    /// Its colours: one, or a gradient's stops.
    package var colors: [Color] {
        switch self {
        case .color(let color): [color]
        case .linearGradient(let gradient): gradient.stops.map(\.color)
        case .radialGradient(let gradient): gradient.stops.map(\.color)
        case .pattern: []
        }
    }

    /// A gradient (in user space) with its own transform and `transform` folded into its points where the result
    /// is still a gradient of its kind; a radial one stretched into ellipses keeps the two as its transform.
    package func explicit(_ transform: AffineTransform) -> Paint {
        switch self {
        case .color, .pattern: return self
        case .linearGradient(var gradient):
            let whole = gradient.transform.concatenating(transform)
            (gradient.start, gradient.end) = gradient.placed(by: whole)
            gradient.transform = .identity
            return .linearGradient(gradient)
        case .radialGradient(var gradient):
            let whole = gradient.transform.concatenating(transform)
            guard whole.isSimilarity else {
                gradient.transform = whole
                return .radialGradient(gradient)
            }
            gradient.center = whole.apply(to: gradient.center)
            gradient.focus = gradient.focus.map(whole.apply)
            gradient.startRadius *= whole.areaScale
            gradient.endRadius *= whole.areaScale
            gradient.transform = .identity
            return .radialGradient(gradient)
        }
    }
}

extension LinearGradient {
    /// The start and end moved by `transform`. Under a transform that skews or scales unevenly the lines of one
    /// colour are no longer square to the moved axis: the end then moves along the gradient's new direction, where
    /// the colour changes fastest, so every point keeps its colour.
    package func placed(by transform: AffineTransform) -> (Point, Point) {
        guard !transform.isIdentity else { return (start, end) }
        let movedStart = transform.apply(to: start)
        guard !transform.isSimilarity, let back = transform.inverted else {
            return (movedStart, transform.apply(to: end))
        }
        let axis = Point(x: end.x - start.x, y: end.y - start.y)
        let lengthSquared = axis.x * axis.x + axis.y * axis.y
        guard lengthSquared > 0 else { return (movedStart, transform.apply(to: end)) }
        // The gradient of the position along the axis, carried through the inverse: t = g · (x - start).
        let g = Point(
            x: (back.a * axis.x + back.b * axis.y) / lengthSquared,
            y: (back.c * axis.x + back.d * axis.y) / lengthSquared)
        let squared = g.x * g.x + g.y * g.y
        guard squared > 0 else { return (movedStart, transform.apply(to: end)) }
        return (movedStart, Point(x: movedStart.x + g.x / squared, y: movedStart.y + g.y / squared))
    }
}

extension ClipPath {
    /// The clip with its shapes' arcs as cubics.
    fileprivate var curvesOnly: ClipPath {
        ClipPath(
            shapes: shapes.map {
                ClipShape(path: $0.path.curvesOnly, rule: $0.rule, clips: $0.clips.map(\.curvesOnly))
            },
            clips: clips.map(\.curvesOnly))
    }
}
