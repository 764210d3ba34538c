/// About how much the rasteriser works for a drawing: the pixels its shapes' coverage is made over and painted, and
/// the pixel rows its outlines' edges cross (an edge is cut at each row it crosses, however few pixels it covers: a
/// shape of a million edges the image's height costs far more than its box).
package struct PaintWork: Sendable, Hashable {
    package var pixels = 0.0
    /// How high the edges reach in all, within the canvas, in the units measured in.
    package var edgeSpan = 0.0
    /// How many edges reach into the canvas.
    package var edges = 0.0

    package init(pixels: Double = 0, edgeSpan: Double = 0, edges: Double = 0) {
        (self.pixels, self.edgeSpan, self.edges) = (pixels, edgeSpan, edges)
    }

    /// How many pixel rows the edges cross at `scale` pixels a unit measured in: each its height's, and one more
    /// for the rows its ends fall in.
    package func edgeRows(scale: Double) -> Double {
        edgeSpan * scale + edges
    }

    static func + (left: PaintWork, right: PaintWork) -> PaintWork {
        PaintWork(
            pixels: left.pixels + right.pixels, edgeSpan: left.edgeSpan + right.edgeSpan,
            edges: left.edges + right.edges)
    }

    static func * (work: PaintWork, count: Double) -> PaintWork {
        PaintWork(pixels: work.pixels * count, edgeSpan: work.edgeSpan * count, edges: work.edges * count)
    }
}

extension Node {
    /// The work of `nodes` drawn through `transform` (to device pixels) onto `canvas` (anywhere when nil): a fill
    /// over its path's box, a stroke over each subpath's box (each its own coverage) and each dash's, a clip path's
    /// shapes over theirs, a mask's paths too, and a pattern's tile once for each tile over the part of the shape on
    /// the canvas. Overlapping shapes each count, as each is painted. A stroke's outline has two edges for each of
    /// its path's.
    package static func paintWork(in nodes: [Node], transform: AffineTransform, canvas: Rect?) -> PaintWork {
        func area(_ box: Rect?) -> Double {
            guard let box, let shown = canvas.map({ box.intersection($0) }) ?? box else { return 0 }
            return shown.width * shown.height
        }
        func filled(_ path: Path, transform: AffineTransform) -> PaintWork {
            let subpaths = path.flattened(transform: transform, tolerance: 0.5, within: canvas?.outset(by: 1))
            var work = edgeWork(of: subpaths)
            work.pixels = area(path.bounds?.placed(by: transform))
            return work
        }
        func edgeWork(of subpaths: [FlatSubpath]) -> PaintWork {
            let (top, bottom) = (canvas?.y ?? -.infinity, canvas?.maxY ?? .infinity)
            var work = PaintWork()
            for subpath in subpaths {
                guard let first = subpath.points.first else { continue }
                for (from, to) in zip(subpath.points, subpath.points.dropFirst() + [first]) {
                    let (low, high) = (max(min(from.y, to.y), top), min(max(from.y, to.y), bottom))
                    guard high > low else { continue }
                    (work.edgeSpan, work.edges) = (work.edgeSpan + high - low, work.edges + 1)
                }
            }
            return work
        }
        return nodes.reduce(PaintWork()) { total, node in
            switch node {
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                let clip = (group.clip?.shapes ?? []).reduce(PaintWork()) { $0 + filled($1.path, transform: inner) }
                return total + clip + paintWork(in: group.children, transform: inner, canvas: canvas)
                    + paintWork(in: group.mask?.nodes ?? [], transform: inner, canvas: canvas)
            case .path(let path):
                var work = path.fill == nil ? PaintWork() : filled(path.path, transform: transform)
                if let stroke = path.stroke {
                    let pad = stroke.width / 2 * max(stroke.miterLimit, 4) * transform.largestScale
                    let subpaths = path.path.flattened(
                        transform: transform, tolerance: 0.5, within: canvas?.outset(by: pad + 1),
                        keepingLengths: stroke.dashPeriod > 0)
                    work.pixels += strokedPixels(
                        of: subpaths, stroke, pad: pad, scale: transform.largestScale, area: area)
                    work = work + edgeWork(of: subpaths) * 2
                }
                if case .pattern(let pattern)? = path.fill, let bounds = path.path.bounds,
                    let shown = canvas.map({ bounds.placed(by: transform)?.intersection($0) })
                        ?? bounds.placed(by: transform),
                    let back = transform.inverted, let visible = shown.placed(by: back),
                    let (columns, rows) = pattern.tiles(over: visible)
                {
                    let tile = paintWork(
                        in: pattern.nodes, transform: pattern.placing.concatenating(transform), canvas: nil)
                    work = work + tile * (Double(columns.count) * Double(rows.count))
                }
                return total + work
            }
        }
    }

    /// The pixels a stroke's coverage is made over: each subpath's box, widened by `pad` (how far the stroke
    /// reaches); of a dashed one, each dash's (as many as the subpath's length holds), within the canvas `area` cuts
    /// to; and, for more than one subpath or dash, the box of them all, which their coverages are united over.
    private static func strokedPixels(
        of subpaths: [FlatSubpath], _ stroke: Stroke, pad: Double, scale: Double, area: (Rect?) -> Double
    ) -> Double {
        var union: Rect?
        let each = subpaths.reduce(0) { total, subpath in
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
            union = union.map { $0.union(box) } ?? box
            guard let dashes = stroke.dashCount(along: length, scale: scale) else { return total + area(box) }
            // Each dash is covered on its own, over its length and the stroke's width around it.
            let side = 2 * stroke.width / 2 * scale * 2.0.squareRoot()
            return total + min(dashes * side * side + length * side, dashes * area(box))
        }
        // The united coverage is made, added to and painted: twice the work of a painted pixel (measured).
        return subpaths.count > 1 || stroke.dashPeriod > 0 ? each + 2 * area(union) : each
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
