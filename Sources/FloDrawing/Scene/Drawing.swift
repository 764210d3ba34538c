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

    /// Every path in painter's order, groups looked through: for what reads the geometry rather than draws it.
    var paths: [PathNode] { Node.paths(in: nodes) }
}

/// One element of a drawing.
package indirect enum Node: Sendable, Hashable {
    case path(PathNode)
    case group(Group)

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

/// Children drawn as one layer: moved by `transform`, clipped to `clip` (in the group's own coordinates, after
/// the transform) and composited with `opacity`.
package struct Group: Sendable, Hashable {
    package var transform = AffineTransform.identity
    package var opacity = 1.0
    package var clip: ClipPath?
    package var children: [Node]

    package init(
        transform: AffineTransform = .identity, opacity: Double = 1, clip: ClipPath? = nil, children: [Node]
    ) {
        (self.transform, self.opacity, self.clip, self.children) = (transform, opacity, clip, children)
    }
}

/// The area a group is clipped to.
package struct ClipPath: Sendable, Hashable {
    package var path: Path
    package var rule = FillRule.nonZero

    package init(path: Path, rule: FillRule = .nonZero) {
        (self.path, self.rule) = (path, rule)
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

    package init(paint: Paint, width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        (self.paint, self.width, self.cap, self.join, self.miterLimit) = (paint, width, cap, join, miterLimit)
    }
}
