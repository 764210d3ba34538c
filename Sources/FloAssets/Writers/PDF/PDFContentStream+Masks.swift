import FloDrawing
import FloSupport

/// Clips and soft masks as content-stream operators: a clip path as `W n`, shapes united and masks as luminosity
/// soft masks drawn in forms of their own, and what such a form starts from.
extension PDFContentStream {
    /// Starts a form painted as a group or a soft mask. poppler and PDFium start it from the initial graphics state,
    /// MuPDF and Ghostscript from the one it is painted in: the form sets again the stroke settings that differ
    /// between the two, and its colours before it first paints.
    mutating func startFromEitherState() {
        let initial = TrackedState()
        appendStrokeState(
            Stroke(
                paint: .color(Color(red: 0, green: 0, blue: 0)), width: initial.lineWidth, cap: initial.cap,
                join: initial.join, miterLimit: initial.miterLimit),
            hasJoins: true)
        (state.fillColor, state.strokeColor) = (nil, nil)
    }

    /// Clips to `clip`. A clip operator takes one path and intersects, so a clip of one shape is `W n`, and clips
    /// within clips are one after another. Shapes united are a luminosity soft mask that paints them in the grey of
    /// `coverage` (white unless it takes a group's opacity). A soft mask replaces the one before it rather than
    /// intersecting, so this sets at most one: it expects none set in the stream yet.
    mutating func appendClip(_ clip: ClipPath, coverage: Double = 1) {
        var united: [ClipPath] = []
        appendClipOperators(clip, uniting: &united)
        if !united.isEmpty { appendGraphicsState(.softMask(form: coverageForm(of: united[...], coverage: coverage))) }
    }

    /// Writes `W n` for each clip of one shape in `clip`, and adds those that unite shapes to `united`.
    private mutating func appendClipOperators(_ clip: ClipPath, uniting united: inout [ClipPath]) {
        if clip.shapes.count == 1 {
            let area = clip.shapes[0].path.enclosingArea
            if area.elements.isEmpty {
                // Nothing inside: a clip to a square beside the page.
                let page = boxInCurrentSpace()
                bytes.append(numbers: page.x - 2, page.y)
                bytes.append(" 1 1 re\n")
            } else {
                appendPath(area)
            }
            bytes.append(clip.shapes[0].rule == .evenOdd ? "W* n\n" : "W n\n")
            for inner in clip.shapes[0].clips { appendClipOperators(inner, uniting: &united) }
        } else {
            united.append(clip)
        }
        for inner in clip.clips { appendClipOperators(inner, uniting: &united) }
    }

    /// A soft mask form that paints in the grey of `coverage` where the shapes of every clip of `clips` overlap
    /// (their own clips excepted, which `appendClip` has set): the first clip's shapes as a group under the soft
    /// mask of the others.
    private mutating func coverageForm(of clips: ArraySlice<ClipPath>, coverage: Double) -> Int {
        let (outer, saved) = (bytes, state)
        bytes = ByteBuffer(capacity: 256)
        bytes.setPrecision(for: state.toDrawing)
        if clips.count > 1 {
            appendGraphicsState(.softMask(form: coverageForm(of: clips.dropFirst(), coverage: 1)))
            let (masked, inGroup) = (bytes, state)
            bytes = ByteBuffer(capacity: 256)
            bytes.setPrecision(for: state.toDrawing)
            fillShapes(of: clips.first!, coverage: coverage)
            let group = addObject(
                .form(box: boxInCurrentSpace(), isSoftMask: false, isolated: false, content: bytes.bytes))
            (bytes, state) = (masked, inGroup)
            bytes.append("/X")
            bytes.append(integer: group)
            bytes.append(" Do\n")
        } else {
            fillShapes(of: clips.first!, coverage: coverage)
        }
        let form = addObject(.form(box: boxInCurrentSpace(), isSoftMask: true, isolated: false, content: bytes.bytes))
        (bytes, state) = (outer, saved)
        return form
    }

    /// Fills each shape of `clip` within its own clips, in the grey of `coverage`.
    private mutating func fillShapes(of clip: ClipPath, coverage: Double) {
        for shape in clip.shapes {
            let area = shape.path.enclosingArea
            guard !area.elements.isEmpty else { continue }
            bytes.append("q\n")
            for inner in shape.clips { appendClip(inner) }
            appendColor(Color(red: coverage, green: coverage, blue: coverage))
            bytes.append(" rg\n")
            appendPath(area)
            bytes.append(shape.rule == .evenOdd ? "f*\nQ\n" : "f\nQ\n")
        }
    }

    /// Sets `mask`, in greys (see `Mask.greyNodes`), as the luminosity soft mask: its nodes drawn in a form of
    /// their own, in the space it is set in, with its alpha constants reset.
    mutating func appendMask(_ mask: Mask) {
        let (outer, saved) = (bytes, state)
        bytes = ByteBuffer(capacity: 256)
        bytes.setPrecision(for: state.toDrawing)
        state.toStream = .identity
        setAlpha(AlphaState(fill: 1, stroke: 1))
        startFromEitherState()
        Drawing.render(mask.nodes, into: &self, toDrawing: state.toDrawing)
        let form = addObject(.form(box: boxInCurrentSpace(), isSoftMask: true, isolated: false, content: bytes.bytes))
        (bytes, state) = (outer, saved)
        appendGraphicsState(.softMask(form: form))
    }

    /// Whether `clip`, or a clip within it, unites several shapes (which `appendClip` writes as a soft mask).
    static func needsSoftMask(_ clip: ClipPath) -> Bool {
        clip.shapes.count > 1 || clip.clips.contains(where: needsSoftMask)
            || clip.shapes.contains { $0.clips.contains(where: needsSoftMask) }
    }
}
