/// Everything one control paints, for one appearance, on a canvas of `size` points: a tree of groups and paths
/// in painter's order. Every control draws into it and every writer reads only it.
package struct Drawing: Sendable, Hashable {
    package var title: String
    package var size: Size
    package var nodes: [Node]

    package init(title: String, size: Size, nodes: [Node]) {
        (self.title, self.size, self.nodes) = (title, size, nodes)
    }

    /// A drawing of paths only, no group.
    package init(title: String, size: Size, paths: [PathNode]) {
        self.init(title: title, size: size, nodes: paths.map(Node.path))
    }

    /// The drawing with every dashed stroke drawn as the solid stroke of its dashes, each a subpath (a path with a
    /// fill as well becomes two: the fill, then the dashes): for formats that stroke solid lines only.
    package var dashesExpanded: Drawing { dashesExpanded { _ in true } }

    /// The drawing with the dashed strokes `expands` picks drawn as the solid strokes of their dashes.
    package func dashesExpanded(where expands: (PathNode) -> Bool) -> Drawing {
        mappingPaths { path, _ in
            guard var stroke = path.stroke, !stroke.dashes.isEmpty, expands(path) else { return [.path(path)] }
            // Each part keeps the rest of the node: its origin, the copies of a tile it paints.
            var (fill, dashes) = (path, path)
            fill.stroke = nil
            dashes.path = path.path.dashed(stroke.dashes, offset: stroke.dashOffset)
            (stroke.dashes, stroke.dashOffset) = ([], 0)
            (dashes.fill, dashes.fillRule, dashes.stroke) = (nil, .nonZero, stroke)
            return (path.fill == nil ? [] : [.path(fill)]) + [.path(dashes)]
        }
    }

    /// The drawing with each path made what `change` makes of it, wherever it is drawn: in groups, masks and the
    /// tiles of the patterns that fill or stroke other paths. `change` is given the transform that places the path
    /// in the drawing, for what flattens it for where it is drawn.
    package func mappingPaths(_ change: (PathNode, AffineTransform) -> [Node]) -> Drawing {
        func map(_ nodes: [Node], _ transform: AffineTransform) -> [Node] {
            nodes.flatMap { node -> [Node] in
                switch node {
                case .group(var group):
                    let inner = group.transform.concatenating(transform)
                    group.children = map(group.children, inner)
                    if let mask = group.mask { group.mask?.nodes = map(mask.nodes, inner) }
                    return [.group(group)]
                case .path(var path):
                    if case .pattern(var pattern)? = path.fill {
                        pattern.nodes = map(pattern.nodes, pattern.placing.concatenating(transform))
                        path.fill = .pattern(pattern)
                    }
                    if case .pattern(var pattern)? = path.stroke?.paint {
                        pattern.nodes = map(pattern.nodes, pattern.placing.concatenating(transform))
                        path.stroke?.paint = .pattern(pattern)
                    }
                    return change(path, transform)
                }
            }
        }
        var drawing = self
        drawing.nodes = map(nodes, .identity)
        return drawing
    }

    /// Every path in painter's order, groups looked through: for what reads the geometry rather than draws it.
    var paths: [PathNode] { Node.paths(in: nodes) }
}

/// One element of a drawing.
package indirect enum Node: Sendable, Hashable {
    case path(PathNode)
    case group(Group)

    /// Whether a group among `nodes`, within their groups or the patterns they are filled with, passes `test`.
    package static func containsGroup(in nodes: [Node], where test: (Group) -> Bool) -> Bool {
        firstGroup(in: nodes, where: test) != nil
    }

    /// The first group among `nodes`, within their groups or the patterns they are filled with, that passes `test`.
    package static func firstGroup(in nodes: [Node], where test: (Group) -> Bool) -> Group? {
        for node in nodes {
            switch node {
            case .path(let path):
                guard case .pattern(let pattern)? = path.fill else { continue }
                if let found = firstGroup(in: pattern.nodes, where: test) { return found }
            case .group(let group):
                if test(group) { return group }
                if let found = firstGroup(in: group.children, where: test) { return found }
            }
        }
        return nil
    }

    /// Every path of `nodes` and of the groups among them, in painter's order.
    package static func paths(in nodes: [Node]) -> [PathNode] {
        nodes.flatMap { node -> [PathNode] in
            switch node {
            case .path(let path): [path]
            case .group(let group): paths(in: group.children)
            }
        }
    }
}

/// Children drawn as one layer, with the shadows they cast under (and inside) them and its blur: moved by
/// `transform`, clipped to `clip` and let through `mask` (both in the group's own coordinates, after the transform),
/// and composited with `opacity` by `blendMode`.
package struct Group: Sendable, Hashable {
    package var transform = AffineTransform.identity
    package var opacity = 1.0
    package var clip: ClipPath?
    package var mask: Mask?
    package var blendMode = BlendMode.normal
    /// Drawn on a transparent layer of its own even where nothing else calls for one (`isolation: isolate`, the
    /// file), so that blend modes within it blend with what it draws alone, not with what lies below it. Set only on
    /// a group that holds a blend mode; `isolatesBlends` says whether a group isolates.
    package var isolated = false
    /// The shadows its children cast, the first lowest: drop shadows under them, inner ones over them; with
    /// `showsChildren` false, the shadows alone (as Sketch draws a shadow: a copy of the shape that shows only its
    /// shadow).
    package var shadows: [Shadow] = []
    package var showsChildren = true
    /// What blurs its layer (what its children and their shadows draw), as design tools' layer blur.
    package var blur: LayerBlur?
    package var children: [Node]
    /// The element of an imported file that made it.
    package var origin = NodeOrigin()
    /// Copies of the group drawn side by side, each moved by its offset before the group's transform: a tile
    /// pattern's tile as drawing code repeats it (see `Drawing.explicit`). Nil everywhere else.
    package var copies: TileGrid?
    /// Its children are a pattern's tiles, each within its own cell (a tile's content reaching past it is clipped to
    /// it, as imported patterns are): where two meet, a pixel is part one's and part the other's, so a rasteriser
    /// adds their layers up rather than laying one over the other, which would let a light seam show through.
    package var tilesAbut = false

    package init(
        transform: AffineTransform = .identity, opacity: Double = 1, clip: ClipPath? = nil, mask: Mask? = nil,
        blendMode: BlendMode = .normal, isolated: Bool = false, shadows: [Shadow] = [], showsChildren: Bool = true,
        blur: LayerBlur? = nil, children: [Node]
    ) {
        (self.transform, self.opacity, self.clip, self.mask, self.children) =
            (transform, opacity, clip, mask, children)
        (self.blendMode, self.isolated, self.shadows, self.showsChildren, self.blur) =
            (blendMode, isolated, shadows, showsChildren, blur)
    }
}

/// How much of a group's layer shows at each point, as SVG's `<mask>`: what `nodes` paint there (in the group's
/// own coordinates), read by its luminance times its opacity, or by its opacity alone. Where they paint nothing,
/// nothing shows.
package struct Mask: Sendable, Hashable {
    package enum Reading: Sendable, Hashable {
        case luminance, alpha
    }

    package var reading: Reading
    package var nodes: [Node]

    package init(reading: Reading, nodes: [Node]) {
        (self.reading, self.nodes) = (reading, nodes)
    }
}

/// The area a group is clipped to: the union of `shapes` (in the group's own coordinates, after its transform),
/// within every clip of `clips`, as SVG's `<clipPath>` with its children and its own `clip-path`.
package struct ClipPath: Sendable, Hashable {
    package var shapes: [ClipShape]
    package var clips: [ClipPath] = []

    package init(shapes: [ClipShape], clips: [ClipPath] = []) {
        (self.shapes, self.clips) = (shapes, clips)
    }

    /// The area inside `path`.
    package init(path: Path, rule: FillRule = .nonZero) {
        self.init(shapes: [ClipShape(path: path, rule: rule)])
    }

    /// The one path this clip is, when it is one path with no clip of its own: what every format can write.
    package var single: ClipShape? {
        shapes.count == 1 && clips.isEmpty && shapes[0].clips.isEmpty ? shapes[0] : nil
    }
}

/// One shape of a clip: the area inside `path` by `rule`, within every clip of `clips`.
package struct ClipShape: Sendable, Hashable {
    package var path: Path
    package var rule = FillRule.nonZero
    package var clips: [ClipPath] = []

    package init(path: Path, rule: FillRule = .nonZero, clips: [ClipPath] = []) {
        (self.path, self.rule, self.clips) = (path, rule, clips)
    }
}

/// Which points a path encloses where it crosses itself, as `CGPathFillRule`.
package enum FillRule: Sendable, Hashable {
    case nonZero, evenOdd
}

/// A path with how to paint it: filled, then stroked, either optional.
package struct PathNode: Sendable, Hashable {
    package var path: Path
    package var fillRule = FillRule.nonZero
    package var fill: Paint?
    package var stroke: Stroke?
    /// The element of an imported file that made it.
    package var origin = NodeOrigin()
    /// The grid of copies of `path` that the fill and stroke paint, as one path: a tile pattern's path as drawing
    /// code repeats it (see `Drawing.explicit`). Nil everywhere else.
    package var copies: TileGrid?

    package init(path: Path, fillRule: FillRule = .nonZero, fill: Paint? = nil, stroke: Stroke? = nil) {
        (self.path, self.fillRule, self.fill, self.stroke) = (path, fillRule, fill, stroke)
    }
}

/// A stroke's paint and style; defaults are Core Graphics'.
package struct Stroke: Sendable, Hashable {
    package var paint: Paint
    package var width: Double
    package var cap: LineCap = .butt
    package var join: LineJoin = .miter
    package var miterLimit: Double = 10
    /// Lengths of dashes and gaps, alternating, repeated along the path; empty: a solid line.
    package var dashes: [Double] = []
    /// How far into the dash pattern the path starts.
    package var dashOffset = 0.0

    package init(
        paint: Paint, width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        dashes: [Double] = [], dashOffset: Double = 0
    ) {
        (self.paint, self.width, self.cap, self.join, self.miterLimit) = (paint, width, cap, join, miterLimit)
        (self.dashes, self.dashOffset) = (dashes, dashOffset)
    }

    /// At most how far it reaches past the path: half its width to a square cap's corner, or to a miter's tip.
    package var reach: Double { width / 2 * max(join == .miter ? miterLimit : 0, 2.squareRoot()) }
}
