/// Everything one control paints, for one appearance, on a canvas of `size` points: a tree of groups and paths
/// in painter's order. Every control draws into it and every writer reads only it.
struct Drawing: Sendable, Hashable {
    var title: String
    var size: Size
    var nodes: [Node]

    init(title: String, size: Size, nodes: [Node]) {
        self.title = title
        self.size = size
        self.nodes = nodes
    }

    /// A drawing of paths only, no group.
    init(title: String, size: Size, paths: [PathNode]) {
        self.init(title: title, size: size, nodes: paths.map(Node.path))
    }

    /// Every path in painter's order, groups looked through: for what reads the geometry rather than draws it.
    var paths: [PathNode] { Node.paths(in: nodes) }
}

/// One element of a drawing.
indirect enum Node: Sendable, Hashable {
    case path(PathNode)
    case group(Group)

    /// Every path of `nodes` and of the groups among them, in painter's order.
    static func paths(in nodes: [Node]) -> [PathNode] {
        nodes.flatMap { node -> [PathNode] in
            switch node {
            case .path(let path): [path]
            case .group(let group): paths(in: group.children)
            }
        }
    }
}

/// Children drawn as one layer: moved by `transform`, clipped to `clip` (in the group's own coordinates, after
/// the transform) and composited with `opacity`.
struct Group: Sendable, Hashable {
    var transform = AffineTransform.identity
    var opacity = 1.0
    var clip: ClipPath?
    var children: [Node]
}

/// The area a group is clipped to.
struct ClipPath: Sendable, Hashable {
    var path: Path
    var rule = FillRule.nonZero
}

/// Which points a path encloses where it crosses itself, as `CGPathFillRule`.
enum FillRule: Sendable, Hashable {
    case nonZero, evenOdd
}

/// A path with how to paint it: filled, then stroked, either optional.
struct PathNode: Sendable, Hashable {
    var path: Path
    var fillRule = FillRule.nonZero
    var fill: Paint?
    var stroke: Stroke?

    init(path: Path, fillRule: FillRule = .nonZero, fill: Paint? = nil, stroke: Stroke? = nil) {
        self.path = path
        self.fillRule = fillRule
        self.fill = fill
        self.stroke = stroke
    }
}

/// A stroke's paint and style; defaults are Core Graphics'.
struct Stroke: Sendable, Hashable {
    var paint: Paint
    var width: Double
    var cap: LineCap = .butt
    var join: LineJoin = .miter
    var miterLimit: Double = 10
}
