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
    /// over its path's box, a stroke over each subpath's box (each its own coverage) or its dashes' together, a clip path's
    /// shapes over theirs (and those of the clip paths clipping them), a mask's paths too, a group's layer over what
    /// it holds, and a pattern's tile once for each tile over the part of the shape on the canvas. Overlapping
    /// shapes each count, as each is painted; a pixel of a gradient counts `gradientCost` times, a layer's twice if
    /// it blends by another mode than normal. A stroke's outline has two edges for each of its path's, and its joins
    /// and caps reach as far as its width (or its miters') across the rows.
    package static func paintWork(in nodes: [Node], transform: AffineTransform, canvas: Rect?) -> PaintWork {
        func area(_ box: Rect?) -> Double {
            guard let box, let shown = canvas.map({ box.intersection($0) }) ?? box else { return 0 }
            return shown.width * shown.height
        }
        func filled(_ path: Path, transform: AffineTransform) -> PaintWork {
            let subpaths = path.flattened(transform: transform, tolerance: 0.5, within: canvas?.outset(by: 1))
            var work = edgeWork(of: subpaths, canvas: canvas)
            work.pixels = area(path.bounds?.placed(by: transform))
            return work
        }
        func clipped(by clip: ClipPath?, transform: AffineTransform) -> PaintWork {
            guard let clip else { return PaintWork() }
            let shapes = clip.shapes.reduce(PaintWork()) { total, shape in
                total + filled(shape.path, transform: transform)
                    + shape.clips.reduce(PaintWork()) { $0 + clipped(by: $1, transform: transform) }
            }
            return clip.clips.reduce(shapes) { $0 + clipped(by: $1, transform: transform) }
        }
        return nodes.reduce(PaintWork()) { total, node in
            switch node {
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                var work =
                    clipped(by: group.clip, transform: inner)
                    + paintWork(in: group.children, transform: inner, canvas: canvas)
                    + paintWork(in: group.mask?.nodes ?? [], transform: inner, canvas: canvas)
                if group.isLayer, let reach = Node.reach(of: [.group(group)], transform: transform) {
                    work.pixels += area(reach) * (group.blendMode == .normal ? 1 : 2)
                }
                return total + work
            case .path(let path):
                var work = path.fill == nil ? PaintWork() : filled(path.path, transform: transform)
                work.pixels *= path.fill?.isGradient == true ? gradientCost : 1
                if let stroke = path.stroke {
                    var stroked = strokeWork(of: path.path, stroke, transform: transform, canvas: canvas, area: area)
                    stroked.pixels *= stroke.paint.isGradient ? gradientCost : 1
                    work = work + stroked
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

    /// How many times a pixel painted with a gradient counts: working out its colour takes about five times as long
    /// as painting one colour (measured with a radial gradient of 101 stops).
    static let gradientCost = 5.0

    /// The edges of `subpaths` (closed or not) within the rows of `canvas`.
    private static func edgeWork(of subpaths: [FlatSubpath], canvas: Rect?) -> PaintWork {
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

    /// A stroke's work: the pixels its coverage is made over, each subpath's box widened by how far the stroke
    /// reaches and, for more than one subpath, the box of them all, which their coverages are united over; a dashed
    /// one's dashes are covered together, over the box of them all.
    /// Its outline's edges: two for each of the path's, and at each point a join or a cap across the rows on either
    /// side (a turn back reaches the stroke's width or its miter's, on both).
    private static func strokeWork(
        of path: Path, _ stroke: Stroke, transform: AffineTransform, canvas: Rect?, area: (Rect?) -> Double
    ) -> PaintWork {
        let scale = transform.largestScale
        let pad = stroke.width / 2 * max(stroke.miterLimit, 4) * scale
        let subpaths = path.flattened(
            transform: transform, tolerance: 0.5, within: canvas?.outset(by: pad + 1),
            keepingLengths: stroke.dashPeriod > 0)
        var work = edgeWork(of: subpaths, canvas: canvas) * 2
        let joins = Double(subpaths.reduce(0) { $0 + $1.points.count })
        let across = stroke.width * scale * (stroke.join == .miter ? max(1, stroke.miterLimit) : 1)
        (work.edgeSpan, work.edges) = (
            work.edgeSpan + 2 * joins * min(across, canvas?.height ?? .infinity), work.edges + 2 * joins
        )
        var union: Rect?
        for subpath in subpaths {
            guard let box = Rect(around: subpath.points)?.outset(by: pad) else { continue }
            union = union.map { $0.union(box) } ?? box
            if stroke.dashPeriod == 0 { work.pixels += area(box) }
        }
        if stroke.dashPeriod > 0 {
            work.pixels += area(union)
        } else if subpaths.count > 1 {
            // The united coverage is made, added to and painted: twice the work of a painted pixel (measured).
            work.pixels += 2 * area(union)
        }
        return work
    }
}

extension Paint {
    /// Whether each pixel's colour is worked out: a gradient's.
    var isGradient: Bool {
        switch self {
        case .linearGradient, .radialGradient: true
        case .color, .pattern: false
        }
    }
}
