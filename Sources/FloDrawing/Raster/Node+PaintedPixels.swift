extension Node {
    /// About how many pixels the rasteriser works on for `nodes` drawn through `transform` (to device pixels) onto
    /// `canvas` (anywhere when nil): a fill over its path's box, a stroke over each subpath's box (each its own
    /// coverage), and each dash's, a clip path's shapes over theirs, a mask's paths too, and a pattern's tile once for
    /// each tile over the part of the shape on the canvas. Overlapping shapes each count, as each is painted.
    package static func paintedPixels(in nodes: [Node], transform: AffineTransform, canvas: Rect?) -> Double {
        func area(_ box: Rect?) -> Double {
            guard let box, let shown = canvas.map({ box.intersection($0) }) ?? box else { return 0 }
            return shown.width * shown.height
        }
        return nodes.reduce(0) { total, node in
            switch node {
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                let clip = (group.clip?.shapes ?? []).reduce(0) { $0 + area($1.path.bounds?.placed(by: inner)) }
                return total + clip + paintedPixels(in: group.children, transform: inner, canvas: canvas)
                    + paintedPixels(in: group.mask?.nodes ?? [], transform: inner, canvas: canvas)
            case .path(let path):
                var count = path.fill == nil ? 0 : area(path.path.bounds?.placed(by: transform))
                if let stroke = path.stroke {
                    count += strokedPixels(of: path.path, stroke, transform: transform, canvas: canvas, area: area)
                }
                if case .pattern(let pattern)? = path.fill, let bounds = path.path.bounds,
                    let shown = canvas.map({ bounds.placed(by: transform)?.intersection($0) })
                        ?? bounds.placed(by: transform),
                    let back = transform.inverted, let visible = shown.placed(by: back),
                    let (columns, rows) = pattern.tiles(over: visible)
                {
                    let tile = paintedPixels(
                        in: pattern.nodes, transform: pattern.placing.concatenating(transform), canvas: nil)
                    count += tile * Double(columns.count) * Double(rows.count)
                }
                return total + count
            }
        }
    }

    /// The pixels a stroke's coverage is made over: each subpath's box, widened by the stroke; of a dashed one,
    /// each dash's (as many as the subpath's length holds), within the canvas `area` cuts to.
    private static func strokedPixels(
        of path: Path, _ stroke: Stroke, transform: AffineTransform, canvas: Rect?, area: (Rect?) -> Double
    ) -> Double {
        let scale = transform.largestScale
        let pad = stroke.width / 2 * max(stroke.miterLimit, 4) * scale
        let flattened = path.flattened(transform: transform, tolerance: 0.5, within: canvas?.outset(by: pad + 1))
        return flattened.reduce(0) { total, subpath in
            guard let first = subpath.points.first else { return total }
            var (low, high) = (first, first)
            let length = subpath.length
            for point in subpath.points {
                (low, high) = (
                    Point(x: min(low.x, point.x), y: min(low.y, point.y)),
                    Point(x: max(high.x, point.x), y: max(high.y, point.y))
                )
            }
            let box = Rect(
                x: low.x - pad, y: low.y - pad, width: high.x - low.x + 2 * pad, height: high.y - low.y + 2 * pad)
            guard let dashes = stroke.dashCount(along: length, scale: scale) else { return total + area(box) }
            // Each dash is covered on its own, over its length and the stroke's width around it.
            let side = 2 * stroke.width / 2 * scale * 2.0.squareRoot()
            return total + min(dashes * side * side + length * side, dashes * area(box))
        }
    }
}

extension Stroke {
    /// The length of one repeat of its dash pattern; 0 for a solid line.
    var dashPeriod: Double { dashes.reduce(0, +) }

    /// About how many dashes the stroke draws along `length`, in units `scale` times its own; nil when it is solid.
    func dashCount(along length: Double, scale: Double = 1) -> Double? {
        let period = dashPeriod * scale
        guard period > 0 else { return nil }
        return min(1e12, (length / period).rounded(.up) * Double((dashes.count + 1) / 2))
    }
}

extension FlatSubpath {
    /// The length of its segments, its closing one left out.
    var length: Double {
        zip(points.indices, points.dropFirst()).reduce(0) { total, pair in
            total + (chordLengths[pair.0 + 1] ?? points[pair.0].distance(to: pair.1))
        }
    }
}
