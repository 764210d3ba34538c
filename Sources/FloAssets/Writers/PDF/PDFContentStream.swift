import FloDrawing
import FloSupport

/// The page content of a `Drawing`: y flipped once so the drawing's y-down points are written as they are. Groups
/// are `q … Q` with their transform (`cm`) and clip (`W n`), a mask a soft mask; a translucent or masked group is a
/// transparency group XObject painted at its opacity (clips and masks: `PDFContentStream+Masks.swift`). Gradients
/// are shading patterns (see `PDFContentStream+Paints.swift`).
struct PDFContentStream: SceneRenderer {
    /// A fill and stroke opacity pair that needs an `/ExtGState`.
    struct AlphaState: Hashable {
        var fill: Double
        var stroke: Double
    }

    /// An `/ExtGState` the content sets, named `/GS<index + 1>`.
    enum GraphicsState: Hashable {
        case alpha(AlphaState)
        /// A luminosity soft mask: the form XObject `form` (an object number).
        case softMask(form: Int)
        /// The blend mode a group's form is painted with.
        case blendMode(BlendMode)
    }

    /// An object the content refers to, numbered from `firstObject` in order and named by its number.
    enum ExtraObject {
        /// A shading (`/S<number>`) or pattern (`/P<number>`) dictionary.
        case shading(ByteBuffer)
        case pattern(ByteBuffer)
        /// A form XObject (`/X<number>`): a transparency group over `box` (a soft mask's in DeviceRGB), isolated
        /// when it blends or holds what blends.
        case form(box: Rect, isSoftMask: Bool, isolated: Bool, content: [UInt8])
        /// An image XObject (`/X<number>`) of 8-bit samples, grey or RGB, with the grey image `softMask` (an
        /// object number) as its opacity.
        case image(width: Int, height: Int, isGrey: Bool, samples: [UInt8], softMask: Int?)
    }

    /// The number of the first object after the page's own five.
    static let firstObject = 6

    var bytes = ByteBuffer(capacity: 1024)
    private(set) var graphicsStates: [GraphicsState] = []
    private(set) var objects: [ExtraObject?] = []
    /// The object of each shading written, by its dictionary.
    private var shadingObjects: [[UInt8]: Int] = [:]
    /// Whether forms need the page's resources too: then they are one object all of them refer to, numbered after
    /// `objects`.
    var sharesResources: Bool {
        objects.contains { object in
            switch object {
            case .form?: true
            case .shading?, .pattern?, .image?, nil: false
            }
        }
    }
    /// The drawing's area, which transparency groups and masks of groups cover.
    var pageBox: Rect

    /// What the stream has set so far, to write each operator only when it changes; saved and restored with groups.
    struct TrackedState {
        var fillColor: Color?
        var strokeColor: Color?
        var lineWidth = 1.0
        var cap = LineCap.butt
        var join = LineJoin.miter
        var miterLimit = 10.0
        var dashes: [Double] = []
        var dashOffset = 0.0
        var alpha = AlphaState(fill: 1, stroke: 1)
        /// From the current coordinates to the space of the stream being written (a shading pattern's matrix).
        var toStream = AffineTransform.identity
        /// From the current coordinates to the drawing's.
        var toDrawing = AffineTransform.identity
    }

    var state = TrackedState()
    /// How many more stops the drawing's repeating gradients may be laid out as in shadings not written before.
    var laidOutStopsLeft = Paint.maximumLaidOutStops
    /// How many more paths may have a gradient drawn as an image, which each take up to `maximumLayerImagePixels`:
    /// past them, such a gradient pads.
    var imagedPaintsLeft = 16
    /// The repeating gradients' shadings written so far.
    var periodShadings: [PeriodShadings.Key: PeriodShadings] = [:]
    /// Per open group: the state before it, and for a transparency group the stream it interrupted, its object and
    /// whether it is isolated.
    private var frames: [(state: TrackedState, parent: ByteBuffer?, object: Int?, isolated: Bool)] = []
    /// How many open groups lie inside one whose children are not drawn as vectors (counting it): one that shows
    /// its shadows alone, or a blurred one, drawn as an image.
    var hiddenDepth = 0

    init(drawing: Drawing) {
        pageBox = Rect(x: 0, y: 0, width: drawing.size.width, height: drawing.size.height)
        bytes.append("1 0 0 -1 0 ")
        bytes.append(number: drawing.size.height)
        bytes.append(" cm\n")
        state.toStream = AffineTransform(d: -1, ty: drawing.size.height)
        drawing.render(into: &self)
    }

    mutating func beginGroup(_ group: Group) {
        guard hiddenDepth == 0 else {
            hiddenDepth += 1
            return
        }
        // Under what the group draws, once its clip, mask and opacity are in place.
        defer { drawEffects(of: group, inner: false) }
        frames.append((state, nil, nil, false))
        bytes.append("q\n")
        if !group.transform.isIdentity {
            let t = group.transform
            bytes.append(transform: t)
            bytes.append(" cm\n")
            state.toStream = t.concatenating(state.toStream)
            state.toDrawing = t.concatenating(state.toDrawing)
            bytes.setPrecision(for: state.toDrawing)
        }
        // A soft mask is one per graphics state: a clip that is one (see `appendClip`) goes inside the group's mask,
        // and the children are a group of their own, so that a soft mask among them (another clip's, a gradient's
        // opacity) does not replace this one.
        let clipMasks = group.clip.map(Self.needsSoftMask) ?? false
        var opacity = group.opacity
        // MuPDF applies a constant alpha twice over a soft mask: a clip that is one takes the group's opacity into
        // its greys, as a mask does (below).
        let clipTakesOpacity =
            group.mask == nil && opacity < 1
            && group.clip.map { $0.shapes.count > 1 && $0.clips.isEmpty && $0.shapes.allSatisfy(\.clips.isEmpty) }
                ?? false
        if let clip = group.clip, !(clipMasks && group.mask != nil) {
            appendClip(clip, coverage: clipTakesOpacity ? opacity : 1)
        }
        if clipTakesOpacity { opacity = 1 }
        if var mask = group.mask {
            if clipMasks { mask.nodes = [.group(Group(clip: group.clip, children: mask.nodes))] }
            // Every mask is a luminosity one in greys that take the group's opacity: MuPDF flattens a soft mask's
            // fade when the group is painted through a constant alpha as well, and an alpha soft mask's under any
            // (poppler, in turn, misdraws a translucent group inside a mask).
            mask.nodes = mask.greyNodes(times: opacity)
            opacity = 1
            appendMask(mask)
        }
        let masked = group.mask != nil || clipMasks
        let isolated = group.blendMode != .normal || group.isolatesBlends
        guard opacity < 1 || masked || isolated else { return }
        // The children are composited together, then onto the page at the group's opacity by its blend mode.
        let object = reserveObject()
        setAlpha(AlphaState(fill: opacity, stroke: opacity))
        if group.blendMode != .normal { appendGraphicsState(.blendMode(group.blendMode)) }
        bytes.append("/X")
        bytes.append(integer: object)
        bytes.append(" Do\n")
        frames[frames.count - 1].parent = bytes
        frames[frames.count - 1].object = object
        frames[frames.count - 1].isolated = isolated
        bytes = ByteBuffer(capacity: 1024)
        bytes.setPrecision(for: state.toDrawing)
        // A transparency group starts with its alpha constants reset, in the space it was painted in.
        state.alpha = AlphaState(fill: 1, stroke: 1)
        state.toStream = .identity
        startFromEitherState()
    }

    mutating func endGroup(_ group: Group) {
        guard hiddenDepth <= 1 else {
            hiddenDepth -= 1
            return
        }
        hiddenDepth = 0
        drawEffects(of: group, inner: true)
        let frame = frames.removeLast()
        if let parent = frame.parent, let object = frame.object {
            objects[object - Self.firstObject] = .form(
                box: boxInCurrentSpace(), isSoftMask: false, isolated: frame.isolated, content: bytes.bytes)
            bytes = parent
        }
        bytes.append("Q\n")
        state = frame.state
        bytes.setPrecision(for: state.toDrawing)
    }

    mutating func draw(_ node: PathNode) {
        guard hiddenDepth == 0 else { return }
        var node = node
        // A fill of what encloses nothing is left out (see `Path.enclosingArea`); the stroke keeps every subpath.
        if node.fill != nil {
            let area = node.path.enclosingArea
            if area.elements.isEmpty {
                node.fill = nil
            } else if area != node.path {
                var (filled, stroked) = (node, node)
                (filled.path, filled.stroke, stroked.fill) = (area, nil, nil)
                draw(filled)
                if stroked.stroke != nil { draw(stroked) }
                return
            }
        }
        if node.fill == nil, node.stroke == nil { return }
        guard node.fill.map({ $0.solidColor != nil }) ?? true, node.stroke.map({ $0.paint.solidColor != nil }) ?? true
        else {
            // A gradient: fill and stroke painted one after the other, each through its pattern.
            if let fill = node.fill { paintAlone(fill, of: node, stroking: false) }
            if let stroke = node.stroke { paintAlone(stroke.paint, of: node, stroking: true) }
            return
        }
        drawInColor(node)
    }

    /// A path whose fill and stroke (each optional) are colours.
    mutating func drawInColor(_ node: PathNode) {
        let fill = node.fill?.solidColor
        let strokeColor = node.stroke?.paint.solidColor
        setAlpha(AlphaState(fill: fill?.alpha ?? state.alpha.fill, stroke: strokeColor?.alpha ?? state.alpha.stroke))
        if let fill, fill != state.fillColor {
            appendColor(fill)
            bytes.append(" rg\n")
            state.fillColor = fill
        }
        if let stroke = node.stroke, let strokeColor {
            if strokeColor != state.strokeColor {
                appendColor(strokeColor)
                bytes.append(" RG\n")
                state.strokeColor = strokeColor
            }
            appendStrokeState(stroke, hasJoins: node.path.hasJoins)
        }
        appendPath(node.path)
        let fillOperator = node.fillRule == .evenOdd ? "f*\n" : "f\n"
        switch (fill, strokeColor) {
        case (let fill?, let stroke?) where fill.alpha < 1 || stroke.alpha < 1:
            // One `B` paints fill and stroke as a knockout group: a translucent stroke would show the page, not the
            // fill beneath. Two operations composite the stroke over the fill, as SVG and Core Graphics do.
            bytes.append(fillOperator)
            appendPath(node.path)
            bytes.append("S\n")
        case (.some, .some): bytes.append(node.fillRule == .evenOdd ? "B*\n" : "B\n")
        case (.some, nil): bytes.append(fillOperator)
        case (nil, .some): bytes.append("S\n")
        case (nil, nil): bytes.append("n\n")
        }
    }

    /// Sets the fill and stroke opacity through an `/ExtGState`, when they change.
    mutating func setAlpha(_ wanted: AlphaState) {
        guard wanted != state.alpha else { return }
        appendGraphicsState(.alpha(wanted))
        state.alpha = wanted
    }

    mutating func appendGraphicsState(_ graphicsState: GraphicsState) {
        var index = graphicsStates.firstIndex(of: graphicsState)
        if index == nil {
            graphicsStates.append(graphicsState)
            index = graphicsStates.count - 1
        }
        bytes.append("/GS")
        bytes.append(integer: (index ?? 0) + 1)
        bytes.append(" gs\n")
    }

    /// A new object's number; its contents are set once known.
    mutating func reserveObject() -> Int {
        objects.append(nil)
        return Self.firstObject + objects.count - 1
    }

    mutating func addObject(_ object: ExtraObject) -> Int {
        objects.append(object)
        return Self.firstObject + objects.count - 1
    }

    /// The object of a shading with `dictionary`: one written before when a gradient is drawn again in its own
    /// space (a pattern's tiles, each placed by its pattern's matrix), else a new one.
    mutating func addShading(_ dictionary: ByteBuffer) -> Int {
        if let object = shadingObjects[dictionary.bytes] { return object }
        let object = addObject(.shading(dictionary))
        shadingObjects[dictionary.bytes] = object
        return object
    }

    /// The drawing's area in the current coordinates: what a group or mask painted here must cover.
    func boxInCurrentSpace() -> Rect {
        guard let back = state.toDrawing.inverted, let box = pageBox.placed(by: back) else { return pageBox }
        return box
    }

    /// The area a soft mask of `node`'s paint needs, in the current coordinates: what the paint covers, a point
    /// wider for its smoothed edge, within the drawing, rounded outwards to the thousandths the box is written in.
    /// With the whole drawing as every gradient's mask, readers worked over the whole page for each one (a
    /// pattern's 1,600 gradient tiles: 16 s in poppler).
    func maskBox(of node: PathNode, stroking: Bool) -> Rect {
        guard let covered = node.covered(stroking: stroking)?.placed(by: state.toDrawing),
            let area = covered.outset(by: 1).intersection(pageBox), let back = state.toDrawing.inverted,
            let box = area.placed(by: back)
        else { return boxInCurrentSpace() }
        let (left, top) = ((box.x * 1000).rounded(.down) / 1000, (box.y * 1000).rounded(.down) / 1000)
        let (right, bottom) = ((box.maxX * 1000).rounded(.up) / 1000, (box.maxY * 1000).rounded(.up) / 1000)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
