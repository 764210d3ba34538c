extension Path {
    /// The path moved by `transform`: points mapped, arcs as the cubic Béziers the PDF writer draws (an arc under
    /// a skew is no longer one).
    package func applying(_ transform: AffineTransform) -> Path {
        transform.isIdentity ? self : mapped(by: transform)
    }

    /// The path with its arcs as cubics and each point mapped by `transform` (left as it is without one).
    private func mapped(by transform: AffineTransform?) -> Path {
        func map(_ point: Point) -> Point { transform?.apply(to: point) ?? point }
        var result = Path()
        for element in elements {
            switch element {
            case .move(let point): result.move(to: map(point))
            case .line(let point): result.line(to: map(point))
            case .arc(let arc):
                for cubic in arc.cubics {
                    result.curve(
                        to: map(cubic.end), control1: map(cubic.control1),
                        control2: map(cubic.control2))
                }
            case .curve(let control1, let control2, let end):
                result.curve(
                    to: map(end), control1: map(control1),
                    control2: map(control2))
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
    /// The bounds of the geometry of `nodes`, groups' transforms applied; with `strokes`, each stroked path's
    /// widened by half its stroke's width (as far as a stroke along an edge of the box reaches; a miter's tip or a
    /// square cap at an angle may reach further).
    package static func bounds(of nodes: [Node], transform: AffineTransform = .identity, strokes: Bool = false)
        -> Rect?
    {
        var result: Rect?
        for node in nodes {
            let found: Rect?
            switch node {
            case .path(let path):
                let own = path.path.applying(transform).bounds
                found = strokes ? own?.outset(by: (path.stroke?.width ?? 0) / 2 * transform.areaScale) : own
            case .group(let group):
                found = bounds(
                    of: group.children, transform: group.transform.concatenating(transform), strokes: strokes)
            }
            guard let found else { continue }
            result = result?.union(found) ?? found
        }
        return result
    }
}

extension Path {
    /// The path with its arcs as the cubic Béziers every vector format writes.
    package var curvesOnly: Path {
        guard elements.contains(where: { if case .arc = $0 { true } else { false } }) else { return self }
        return mapped(by: nil)
    }
}
