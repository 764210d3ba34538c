/// Rasterises a `Drawing` onto a `Canvas`: each path's fill and stroke as exact coverage masks painted with a
/// colour or a gradient, and each group with a clip or an opacity drawn on a layer of its own, then composited
/// through its clip mask at its opacity (an isolated group, as resvg and SVG's compositing model do).
struct CanvasRenderer: SceneRenderer {
    private(set) var canvas: Canvas
    /// From the current coordinates to pixels.
    private var transform: AffineTransform
    /// Per open group: the transform before it and, for a layer, the canvas below with the clip and opacity.
    private var frames: [(transform: AffineTransform, below: Canvas?, clip: CoverageMask?, opacity: Float)] = []

    init(drawing: Drawing, scale: Int) {
        let size = Canvas.pixelSize(of: drawing.size, scale: scale)
        canvas = Canvas(width: size.width, height: size.height)
        transform = .scale(x: Double(scale), y: Double(scale))
    }

    package mutating func beginGroup(_ group: Group) {
        frames.append((transform, nil, nil, 1))
        transform = group.transform.concatenating(transform)
        guard group.clip != nil || group.opacity < 1 else { return }
        let clip = group.clip.map { mask(of: $0) }
        frames[frames.count - 1].below = canvas
        frames[frames.count - 1].clip = clip
        frames[frames.count - 1].opacity = Float(group.opacity)
        canvas = Canvas(width: canvas.width, height: canvas.height)
    }

    package mutating func endGroup(_ group: Group) {
        let frame = frames.removeLast()
        transform = frame.transform
        guard var below = frame.below else { return }
        below.composite(layer: canvas, opacity: frame.opacity, clip: frame.clip)
        canvas = below
    }

    package mutating func draw(_ node: PathNode) {
        let tolerance = Canvas.tolerance
        let (width, height) = (canvas.width, canvas.height)
        if let fill = node.fill {
            let contours = node.path.flattened(transform: transform, tolerance: tolerance).map(\.points)
            paint(
                fill, of: node.path,
                through: CoverageMask(
                    contours: contours, canvasWidth: width, canvasHeight: height, rule: node.fillRule))
        }
        guard let stroke = node.stroke else { return }
        // Under an even scale the outline is made in pixels; under any other transform it is made in the path's
        // own coordinates and then transformed, which keeps the stroke's shape exact.
        let even = transform.b == 0 && transform.c == 0 && transform.a == transform.d && transform.a > 0
        let scale = even ? transform.a : 1
        let outlineTolerance = even ? tolerance : tolerance / max(transform.largestScale, 1e-9)
        let stroker = Stroker(
            halfWidth: stroke.width * scale / 2, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
            tolerance: outlineTolerance)
        var subpaths = node.path.flattened(
            transform: even ? transform : .identity, tolerance: outlineTolerance)
        if !stroke.dashes.isEmpty {
            subpaths = subpaths.flatMap {
                $0.dashed(stroke.dashes.map { $0 * scale }, offset: stroke.dashOffset * scale)
            }
        }
        // Each subpath's stroke is exact on its own (its outline does not overlap itself); where two subpaths'
        // strokes cross, their coverages are united rather than added.
        // The outlines first, to know where the masks lie; each mask is then made and let go in turn.
        let outlines = subpaths.map { subpath in
            let outline = stroker.outline(subpath)
            return even ? outline : outline.map { $0.map(transform.apply) }
        }
        func mask(_ index: Int) -> CoverageMask {
            CoverageMask(contours: outlines[index], canvasWidth: width, canvasHeight: height)
        }
        let spans = outlines.map { CoverageMask.span(of: $0, canvasWidth: width, canvasHeight: height) }
        paint(stroke.paint, of: node.path, through: outlines.count == 1 ? mask(0) : CoverageMask(unionOf: spans, mask))
    }

    /// The coverage of `clip` in the current coordinates: its shapes united, each within its own clips, all within
    /// the clip's clips.
    private func mask(of clip: ClipPath) -> CoverageMask {
        let (width, height) = (canvas.width, canvas.height)
        let contours = clip.shapes.map {
            $0.path.flattened(transform: transform, tolerance: Canvas.tolerance).map(\.points)
        }
        func shape(_ index: Int) -> CoverageMask {
            CoverageMask(
                contours: contours[index], canvasWidth: width, canvasHeight: height, rule: clip.shapes[index].rule
            )
            .intersected(with: clip.shapes[index].clips.map(mask(of:)))
        }
        let spans = contours.map { CoverageMask.span(of: $0, canvasWidth: width, canvasHeight: height) }
        let shapes = contours.count == 1 ? shape(0) : CoverageMask(unionOf: spans, shape)
        return shapes.intersected(with: clip.clips.map(mask(of:)))
    }

    private mutating func paint(_ paint: Paint, of path: Path, through mask: CoverageMask) {
        let resolved = paint.inUserSpace(bounds: path.bounds)
        if case .color(let color) = resolved {
            canvas.composite(mask, color)
            return
        }
        guard let shader = GradientShader(resolved, toCanvas: transform) else { return }
        canvas.composite(mask, shade: shader.color(at:))
    }
}
