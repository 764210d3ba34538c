/// Rasterises a `Drawing` onto a `Canvas`: each path's fill and stroke as exact coverage masks painted with a
/// colour or a gradient, and each group with a clip, a mask, an opacity or a blend mode drawn on a layer of its
/// own, then composited through its clip and mask at its opacity by its blend mode (an isolated group, as resvg and
/// SVG's compositing model do). A clip that is a rectangle cuts the outlines within it instead (see
/// `Group.convexClip`), the group still a layer of its own where a blend mode within it must not reach past it.
struct CanvasRenderer: SceneRenderer {
    private(set) var canvas: Canvas
    /// From the current coordinates to pixels.
    private var transform: AffineTransform
    /// What each open group changed, restored at its end.
    private var frames: [Frame] = []
    /// The polygon in pixels that the open groups' rectangle clips leave: outlines are cut to it (see
    /// `Group.convexClip`), rather than their layers masked.
    private var convexClip: ConvexClip?
    /// How many open groups lie inside one that paints no pixel: what they hold is not drawn.
    private var hiddenDepth = 0
    /// The pixels of the whole image: a group that casts shadows or is blurred holds what it draws there (and past
    /// it), whatever layer it is in, since what a clip cuts away may cast a shadow or blur into it.
    private let imageArea: PixelArea

    init(drawing: Drawing, scale: Double) {
        let size = Canvas.pixelSize(of: drawing.size, scale: scale)
        canvas = Canvas(width: size.width, height: size.height)
        imageArea = canvas.area
        transform = .scale(x: scale, y: scale)
    }

    /// A renderer drawing onto a transparent canvas over `area`, from coordinates `transform` maps to pixels.
    init(area: PixelArea, transform: AffineTransform) {
        canvas = Canvas(area: area)
        imageArea = area
        self.transform = transform
    }

    package mutating func beginGroup(_ group: Group) {
        let inner = group.transform.concatenating(transform)
        guard hiddenDepth == 0 else {
            hiddenDepth += 1
            return
        }
        let isTile = frames.last?.tilesAbut == true
        let outerClip = convexClip
        var group = group
        // A clip isolates what blends within it: without a layer, a blend mode would mix with what lies below.
        if let clip = group.convexClip(under: inner) {
            convexClip = outerClip.map { $0.intersection(clip) } ?? clip
            group.clip = nil
            if Node.blends(group.children) { group.isolated = true }
        }
        // Tiles are added up on a layer of their own, not onto what lies below.
        guard group.isLayer || isTile || group.tilesAbut else {
            frames.append(Frame(transform: transform, convexClip: outerClip, tilesAbut: group.tilesAbut))
            transform = inner
            return
        }
        // The layer holds only the pixels its children may paint within its clip, and is not made at all where its
        // clip shows none of them: many small clipped groups on a large canvas cost what they paint.
        var area = Self.layerArea(of: group, transform: transform, image: imageArea, canvas: canvas.area).map {
            area in
            convexClip.map {
                $0.bounds.map { area.intersection(PixelArea(around: $0)) } ?? PixelArea(width: 0, height: 0)
            } ?? area
        }
        var clip = area.flatMap { area in group.clip.map { mask(of: $0, transform: inner, within: area) } }
        if let clip, clip.width == 0 || clip.height == 0 { area = nil }
        if let mask = group.mask, let within = area {
            // What the mask's nodes paint, drawn before the layer is made and kept as one number a pixel.
            var renderer = CanvasRenderer(area: within, transform: inner)
            Drawing.render(mask.nodes, into: &renderer)
            let shown = renderer.canvas.coverage(reading: mask.reading)
            clip = clip?.intersected(with: [shown]) ?? shown
        }
        guard let area, !area.isEmpty else {
            convexClip = outerClip
            hiddenDepth = 1
            return
        }
        frames.append(
            Frame(
                transform: transform, convexClip: outerClip, below: canvas, clip: clip, opacity: Float(group.opacity),
                blendMode: group.blendMode, isTile: isTile && !group.isLayer, tilesAbut: group.tilesAbut))
        transform = inner
        canvas = Canvas(area: area)
    }

    /// The pixels the layer of `group` holds, `transform` taking its parent's coordinates to pixels: those its
    /// children may paint within `canvas`, the one it is drawn on, or, with shadows or a blur, within the image
    /// and as far past it as they take from; nil when they paint nothing.
    static func layerArea(
        of group: Group, transform: AffineTransform, image: PixelArea, canvas: PixelArea
    ) -> PixelArea? {
        let inner = group.transform.concatenating(transform)
        return Node.reach(of: [.group(group)], transform: transform).map {
            PixelArea(around: $0).intersection(
                group.hasEffects ? effectsArea(of: group, transform: inner, image: image) : canvas)
        }
    }

    /// The pixels a group's layer holds for its shadows and blur: the image's, and as far past it as they take
    /// from (at most `maximumEffectsMargin`), so that what lies outside the image casts into it.
    private static func effectsArea(of group: Group, transform: AffineTransform, image: PixelArea) -> PixelArea {
        let margin = group.effectsReach * max(transform.axisScales.x, transform.axisScales.y)
        return image.outset(by: Int(min(margin, Double(maximumEffectsMargin)).rounded(.up)))
    }

    /// The most pixels past the image whose content casts shadows or blurs into it.
    static let maximumEffectsMargin = 512

    package mutating func endGroup(_ group: Group) {
        guard hiddenDepth == 0 else {
            hiddenDepth -= 1
            return
        }
        var frame = frames.removeLast()
        let inner = transform
        transform = frame.transform
        convexClip = frame.convexClip
        guard var below = frame.below else { return }
        if !group.shadows.isEmpty || !group.showsChildren {
            canvas.addShadows(group.shadows, showsItself: group.showsChildren, transform: inner)
        }
        if let blur = group.blur { canvas.blur(by: blur, transform: inner) }
        // Held once, the canvas below is composited onto in place rather than copied.
        frame.below = nil
        if frame.isTile {
            below.add(layer: canvas)
        } else {
            below.composite(layer: canvas, opacity: frame.opacity, clip: frame.clip, blendMode: frame.blendMode)
        }
        canvas = below
    }

    package mutating func draw(_ node: PathNode) {
        guard hiddenDepth == 0 else { return }
        let tolerance = Canvas.tolerance
        let area = canvas.area
        let visible = area.rect.outset(by: 1)
        if let fill = node.fill {
            let contours = cut(
                node.path.flattened(transform: transform, tolerance: tolerance, within: visible).map(\.points))
            paint(
                fill, of: node.path,
                through: CoverageMask(contours: contours, within: area, rule: node.fillRule))
        }
        guard let stroke = node.stroke else { return }
        // Stretched or skewed, the stroke is filled as its outline, as vector drawables and Compose draw it.
        // Curves are cut finely only as far as the stroke reaches into what is drawn.
        let reach = stroke.width / 2 * max(stroke.miterLimit, 4)
        let visibleInPath = transform.inverted.flatMap { visible.placed(by: $0) }?.outset(by: reach)
        if !transform.isSimilarity, let outline = node.strokeOutline(under: transform, within: visibleInPath),
            let paint = outline.fill
        {
            let contours = cut(outline.path.flattened(transform: transform, tolerance: tolerance).map(\.points))
            self.paint(paint, of: outline.path, through: CoverageMask(contours: contours, within: area, rule: .nonZero))
            return
        }
        // Under an even scale the outline is made in pixels; under a turn it is made in the path's own coordinates
        // and then transformed, which keeps the stroke's shape exact.
        let even = transform.b == 0 && transform.c == 0 && transform.a == transform.d && transform.a > 0
        let scale = even ? transform.a : 1
        let outlineTolerance = even ? tolerance : tolerance / max(transform.largestScale, 1e-9)
        let stroker = Stroker(
            halfWidth: stroke.width * scale / 2, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
            tolerance: outlineTolerance)
        var subpaths = node.path.flattened(
            transform: even ? transform : .identity, tolerance: outlineTolerance,
            within: even ? visible.outset(by: reach * scale) : visibleInPath, keepingLengths: !stroke.dashes.isEmpty)
        if !stroke.dashes.isEmpty {
            subpaths = subpaths.flatMap {
                $0.dashed(stroke.dashes.map { $0 * scale }, offset: stroke.dashOffset * scale)
            }
        }
        func outline(_ contours: [[Point]]) -> [[Point]] {
            cut(even ? contours : contours.map { $0.map(transform.apply) })
        }
        // Dashes are one shape: where their caps overlap, one non-zero mask counts each pixel once.
        if stroke.dashPeriod > 0 {
            let contours = subpaths.flatMap { outline(stroker.outlineWoundPositively($0)) }
            paint(stroke.paint, of: node.path, through: CoverageMask(contours: contours, within: area))
            return
        }
        let outlines = subpaths.map { outline(stroker.outline($0)) }
        // Each subpath's stroke is exact on its own (its outline does not overlap itself); where two subpaths'
        // strokes cross, their coverages are united rather than added, each mask made and let go in turn.
        func mask(_ index: Int) -> CoverageMask {
            CoverageMask(contours: outlines[index], within: area)
        }
        let spans = outlines.map { CoverageMask.span(of: $0, within: area) }
        paint(stroke.paint, of: node.path, through: outlines.count == 1 ? mask(0) : CoverageMask(unionOf: spans, mask))
    }

    /// `contours` in pixels cut to the convex clip, if any.
    private func cut(_ contours: [[Point]]) -> [[Point]] {
        convexClip.map { contours.clipped(to: $0) } ?? contours
    }

    /// The coverage of `clip` under `transform` within `area`: its shapes united, each within its own clips, all
    /// within the clip's clips. The clips are made before the shapes, so that a chain of clips holds a few masks at
    /// once, not one for each link.
    private func mask(of clip: ClipPath, transform: AffineTransform, within area: PixelArea) -> CoverageMask {
        let clips = clip.clips.map { mask(of: $0, transform: transform, within: area) }
        let contours = clip.shapes.map {
            $0.path.flattened(transform: transform, tolerance: Canvas.tolerance, within: area.rect.outset(by: 1)).map(
                \.points)
        }
        func shape(_ index: Int) -> CoverageMask {
            let clips = clip.shapes[index].clips.map { mask(of: $0, transform: transform, within: area) }
            return CoverageMask(contours: contours[index], within: area, rule: clip.shapes[index].rule)
                .intersected(with: clips)
        }
        let spans = contours.map { CoverageMask.span(of: $0, within: area) }
        let shapes = contours.count == 1 ? shape(0) : CoverageMask(unionOf: spans, shape)
        return shapes.intersected(with: clips)
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

extension Group {
    /// Whether the group is drawn on a layer of its own, which its clip, mask, opacity, blend mode, isolation,
    /// shadows or blur needs.
    var isLayer: Bool {
        clip != nil || mask != nil || opacity < 1 || blendMode != .normal || isolated || hasEffects
    }
}

extension Node {
    /// How deep groups drawn on layers of their own are nested in `nodes`, a pattern's tiles (clipped to the path
    /// they fill) being one.
    static func layerDepth(of nodes: [Node]) -> Int {
        nodes.reduce(0) { deepest, node in
            switch node {
            case .path(let path):
                guard case .pattern(let pattern) = path.fill else { return deepest }
                return max(deepest, 1 + layerDepth(of: pattern.nodes))
            case .group(let group):
                // A mask is drawn on a canvas of its own before the group's layer is made.
                let below = max(layerDepth(of: group.children), group.mask.map { layerDepth(of: $0.nodes) } ?? 0)
                // Shadows and blurs are drawn on the layer in place, from buffers of one channel beside it (each a
                // quarter of the layer, three at most for a shadow, which also grows by its margin).
                return max(deepest, below + (group.isLayer ? 1 : 0) + (group.hasEffects ? 1 : 0))
            }
        }
    }
}

extension CanvasRenderer {
    /// What an open group changed, restored at its end.
    private struct Frame {
        /// The transform and convex clip before it.
        var transform: AffineTransform
        var convexClip: ConvexClip?
        /// For a layer, the canvas below and how the layer is composited onto it.
        var below: Canvas?
        var clip: CoverageMask?
        var opacity: Float = 1
        var blendMode = BlendMode.normal
        /// Whether it is a tile whose layer adds up with those beside it (see `Group.tilesAbut`).
        var isTile = false
        /// Whether its own children are such tiles.
        var tilesAbut: Bool
    }
}
