extension Path {
    /// The path moved by `transform`: points mapped, arcs as the cubic Béziers the PDF writer draws (an arc under
    /// a skew is no longer one).
    package func applying(_ transform: AffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        for element in elements {
            switch element {
            case .move(let point): result.move(to: transform.apply(to: point))
            case .line(let point): result.line(to: transform.apply(to: point))
            case .arc(let arc):
                for cubic in arc.cubics {
                    result.curve(
                        to: transform.apply(to: cubic.end), control1: transform.apply(to: cubic.control1),
                        control2: transform.apply(to: cubic.control2))
                }
            case .curve(let control1, let control2, let end):
                result.curve(
                    to: transform.apply(to: end), control1: transform.apply(to: control1),
                    control2: transform.apply(to: control2))
            case .close: result.close()
            }
        }
        return result
    }
}

extension ClipPath {
    /// The clip moved by `transform`, its shapes' clips too.
    package func applying(_ transform: AffineTransform) -> ClipPath {
        ClipPath(
            shapes: shapes.map {
                ClipShape(
                    path: $0.path.applying(transform), rule: $0.rule, clips: $0.clips.map { $0.applying(transform) })
            }, clips: clips.map { $0.applying(transform) })
    }
}

extension Node {
    /// The bounds of the geometry of `nodes` (strokes not included), groups' transforms applied.
    package static func bounds(of nodes: [Node], transform: AffineTransform = .identity) -> Rect? {
        var result: Rect?
        for node in nodes {
            let found: Rect?
            switch node {
            case .path(let path): found = path.path.applying(transform).bounds
            case .group(let group):
                found = bounds(of: group.children, transform: group.transform.concatenating(transform))
            }
            guard let found else { continue }
            guard let current = result else {
                result = found
                continue
            }
            let minX = min(current.x, found.x)
            let minY = min(current.y, found.y)
            result = Rect(
                x: minX, y: minY, width: max(current.x + current.width, found.x + found.width) - minX,
                height: max(current.y + current.height, found.y + found.height) - minY)
        }
        return result
    }
}

extension Path {
    /// The path with its arcs as the cubic Béziers every vector format writes.
    package var curvesOnly: Path {
        guard elements.contains(where: { if case .arc = $0 { true } else { false } }) else { return self }
        var result = Path()
        for element in elements {
            switch element {
            case .move(let point): result.move(to: point)
            case .line(let point): result.line(to: point)
            case .arc(let arc):
                for cubic in arc.cubics {
                    result.curve(to: cubic.end, control1: cubic.control1, control2: cubic.control2)
                }
            case .curve(let control1, let control2, let end):
                result.curve(to: end, control1: control1, control2: control2)
            case .close: result.close()
            }
        }
        return result
    }
}
