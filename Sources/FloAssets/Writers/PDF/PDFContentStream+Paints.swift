import FloDrawing
import FloSupport

/// Gradients as PDF draws them: an axial (type 2) or radial (type 3) shading of the stop colours through an
/// exponential function (two stops) or a stitching one (more), in a shading pattern; stop opacity through a
/// luminosity soft mask that paints the same shading in grey levels.
extension PDFContentStream {
    /// Fills or strokes `node`'s path with `paint` on its own, a gradient inside `q … Q` so that its pattern and
    /// soft mask do not outlast it.
    mutating func paintAlone(_ paint: Paint, of node: PathNode, stroking: Bool) {
        let resolved = paint.inUserSpace(bounds: node.path.bounds)
        // The path with only this paint, for what draws it otherwise than as a shading.
        var alone = node
        if stroking { alone.fill = nil } else { alone.stroke = nil }
        if resolved.spread != .pad {
            if let periods = resolved.periods(over: node.covered(stroking: stroking)),
                paintPeriods(periods, of: resolved, in: node, stroking: stroking)
            {
                return
            }
            // Too many periods to lay out (a focal point on the circle makes them endless): the rasteriser's.
            if imagedPaintsLeft > 0 {
                imagedPaintsLeft -= 1
                return drawImage(of: Group(children: [.path(alone)]))
            }
        }
        guard let (shading, alphas) = Self.shadings(of: resolved, toDrawing: state.toDrawing) else {
            // A colour beside a gradient: the path with that paint alone, as colours are drawn.
            return drawInColor(alone)
        }
        if stroking, let stroke = node.stroke { appendStrokeState(stroke, hasJoins: node.path.hasJoins) }
        let paintOperator = stroking ? "S\n" : node.fillRule == .evenOdd ? "f*\n" : "f\n"
        let shadingObject = addShading(shading)
        var pattern = ByteBuffer(capacity: 128)
        pattern.append("<< /PatternType 2 /Shading ")
        pattern.append(integer: shadingObject)
        pattern.append(" 0 R /Matrix [")
        let t = resolved.gradientTransform.concatenating(state.toStream)
        pattern.append(transform: t)
        pattern.append("] >>")
        let patternObject = addObject(.pattern(pattern))
        let saved = state
        bytes.append("q\n")
        setAlpha(AlphaState(fill: 1, stroke: 1))
        if let alphas {
            let alphaObject = addShading(alphas)
            var content = ByteBuffer(capacity: 64)
            let transform = resolved.gradientTransform
            if !transform.isIdentity {
                content.append("q\n")
                content.append(transform: transform)
                content.append(" cm\n")
            }
            content.append("/S")
            content.append(integer: alphaObject)
            content.append(transform.isIdentity ? " sh\n" : " sh\nQ\n")
            let form = addObject(
                .form(
                    box: maskBox(of: node, stroking: stroking), isSoftMask: true, isolated: false,
                    content: content.bytes))
            appendGraphicsState(.softMask(form: form))
        }
        bytes.append(stroking ? "/Pattern CS /P" : "/Pattern cs /P")
        bytes.append(integer: patternObject)
        bytes.append(stroking ? " SCN\n" : " scn\n")
        appendPath(node.path)
        bytes.append(paintOperator)
        bytes.append("Q\n")
        state = saved
    }

    /// A gradient that repeats or reflects, over `periods`, one shading a period that paints only between its ends,
    /// clipped to the path (a stroke's outline): readers sample a shading's function at a fixed number of points
    /// across it (PDFium 256), too few for many periods in one. The shadings are written once for the same gradient
    /// and periods at the same scale (a pattern's tiles draw them again); false, writing nothing, when new ones
    /// would take more stops than the drawing has left.
    private mutating func paintPeriods(_ periods: Range<Int>, of paint: Paint, in node: PathNode, stroking: Bool)
        -> Bool
    {
        // Stops of one opacity (a fill's) are drawn at it: MuPDF drops a soft mask of it inside a translucent group.
        let alphas = Set(paint.gradientStops.map(\.color.alpha))
        let groupAlpha = alphas.count == 1 && alphas.first! < 1 ? alphas.first : nil
        let scale = state.toDrawing
        let key = PeriodShadings.Key(paint: paint, periods: periods, scale: [scale.a, scale.b, scale.c, scale.d])
        let written: PeriodShadings
        if let known = periodShadings[key] {
            written = known
        } else {
            guard paint.laidOutStops(periods) <= laidOutStopsLeft else { return false }
            laidOutStopsLeft -= paint.laidOutStops(periods)
            let pieces = periods.map { paint.spanning($0..<$0 + 1) }
            // One translucent period puts every period in the soft mask: an opaque one left out would show nothing.
            let masked = groupAlpha == nil && pieces.contains { $0.gradientStops.contains { $0.color.alpha < 1 } }
            let shadings = pieces.compactMap {
                Self.shadings(
                    of: $0, toDrawing: state.toDrawing, extends: false, masked: masked, opaque: groupAlpha != nil)
            }
            written = PeriodShadings(
                colors: shadings.map { addShading($0.colors) },
                alphas: shadings.compactMap { $0.alphas.map { addShading($0) } })
            periodShadings[key] = written
        }
        // A stroke dashed away to nothing (`0 5` with butt caps) paints nothing: a clip of no path is no PDF.
        guard let region = stroking ? node.strokeOutline(under: state.toDrawing) : node, !region.path.elements.isEmpty
        else { return true }
        let transform = paint.gradientTransform
        func draw(_ objects: [Int], to content: inout ByteBuffer) {
            if !transform.isIdentity {
                content.append(transform: transform)
                content.append(" cm\n")
            }
            for object in objects {
                content.append("/S")
                content.append(integer: object)
                content.append(" sh\n")
            }
        }
        let saved = state
        bytes.append("q\n")
        let translucent = groupAlpha != nil || !written.alphas.isEmpty
        // Translucent: the periods opaque in a group, where each overwrites the one before at their seam, drawn at
        // the stops' one opacity or through the soft mask of theirs (poppler and PDFium would add up a seam's
        // opacities), clipped within (poppler rounds a group's clip outwards to whole pixels).
        setAlpha(AlphaState(fill: groupAlpha ?? 1, stroke: groupAlpha ?? 1))
        if !written.alphas.isEmpty {
            var content = ByteBuffer(capacity: 64)
            draw(written.alphas, to: &content)
            let form = addObject(
                .form(
                    box: maskBox(of: node, stroking: stroking), isSoftMask: true, isolated: false,
                    content: content.bytes))
            appendGraphicsState(.softMask(form: form))
        }
        let page = bytes
        if translucent {
            bytes = ByteBuffer(capacity: 256)
            bytes.setPrecision(for: state.toDrawing)
        }
        appendPath(region.path)
        bytes.append(region.fillRule == .evenOdd ? "W* n\n" : "W n\n")
        draw(written.colors, to: &bytes)
        if translucent {
            let group = addObject(
                .form(
                    box: maskBox(of: node, stroking: stroking), isSoftMask: false, isolated: false,
                    content: bytes.bytes))
            bytes = page
            bytes.append("/X")
            bytes.append(integer: group)
            bytes.append(" Do\n")
        }
        bytes.append("Q\n")
        state = saved
        return true
    }

    /// The colour shading of a gradient and, when a stop is translucent or it is `masked`, the shading of its
    /// opacities; nil for a colour. Unless it `extends`, it paints nothing beyond its ends; when `opaque`, its
    /// opacities are someone else's.
    static func shadings(
        of paint: Paint, toDrawing: AffineTransform, extends: Bool = true, masked: Bool = false, opaque: Bool = false
    ) -> (colors: ByteBuffer, alphas: ByteBuffer?)? {
        let stops: [GradientStop]
        var geometry = ByteBuffer(capacity: 64)
        // The coordinates are in the gradient's own space, which its transform enlarges (a box's: by its size).
        geometry.setPrecision(for: paint.gradientTransform.concatenating(toDrawing))
        switch paint {
        case .color, .pattern:
            return nil
        case .linearGradient(let gradient):
            stops = gradient.stops
            geometry.append("/ShadingType 2 /Coords [")
            geometry.append(numbers: gradient.start.x, gradient.start.y)
            geometry.append(" ")
            geometry.append(numbers: gradient.end.x, gradient.end.y)
        case .radialGradient(let gradient):
            stops = gradient.stops
            let focus = gradient.focus ?? gradient.center
            geometry.append("/ShadingType 3 /Coords [")
            geometry.append(numbers: focus.x, focus.y, gradient.startRadius)
            geometry.append(" ")
            geometry.append(numbers: gradient.center.x, gradient.center.y, gradient.endRadius)
        }
        let padded = paddedStops(stops)
        func shading(colorSpace: StaticString, values: (Color) -> [Double]) -> ByteBuffer {
            var out = ByteBuffer(capacity: 256)
            out.append("<< ")
            out.append(bytes: geometry.bytes)
            out.append("] /ColorSpace ")
            out.append(colorSpace)
            out.append(" /Function ")
            appendFunction(padded, values: values, to: &out)
            out.append(extends ? " /Extend [true true] >>" : " /Extend [false false] >>")
            return out
        }
        let colors = shading(colorSpace: "/DeviceRGB") { [$0.red, $0.green, $0.blue] }
        guard !opaque, masked || padded.contains(where: { $0.color.alpha < 1 }) else { return (colors, nil) }
        // Grey levels as equal RGB components: Ghostscript's colour management would curve a DeviceGray mask.
        return (colors, shading(colorSpace: "/DeviceRGB") { [$0.alpha, $0.alpha, $0.alpha] })
    }

    /// The stops in order within 0…1, starting at 0 and ending at 1 (the end colours repeated), at least two.
    private static func paddedStops(_ stops: [GradientStop]) -> [GradientStop] {
        var result = stops.map { GradientStop(offset: min(max($0.offset, 0), 1), color: $0.color) }
        for index in result.indices.dropFirst() where result[index].offset < result[index - 1].offset {
            result[index].offset = result[index - 1].offset
        }
        guard let first = result.first, let last = result.last else {
            let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
            return [GradientStop(offset: 0, color: clear), GradientStop(offset: 1, color: clear)]
        }
        if first.offset > 0 { result.insert(GradientStop(offset: 0, color: first.color), at: 0) }
        if last.offset < 1 || result.count == 1 { result.append(GradientStop(offset: 1, color: last.color)) }
        return result
    }

    /// An exponential interpolation between two stops, or a stitching of one per pair of stops.
    private static func appendFunction(
        _ stops: [GradientStop], values: (Color) -> [Double], to out: inout ByteBuffer
    ) {
        func segment(_ from: GradientStop, _ to: GradientStop) {
            out.append("<< /FunctionType 2 /Domain [0 1] /C0 [")
            appendValues(values(from.color))
            out.append("] /C1 [")
            appendValues(values(to.color))
            out.append("] /N 1 >>")
        }
        func appendValues(_ numbers: [Double]) {
            for (index, number) in numbers.enumerated() {
                if index > 0 { out.append(" ") }
                out.append(number: number)
            }
        }
        // A hard edge (two stops at one offset) is where one segment ends in one colour and the next starts in
        // another: a segment of no length would give the stitching function two equal bounds.
        let segments = zip(stops, stops.dropFirst()).filter { $0.offset < $1.offset }
        guard segments.count > 1 else { return segment(segments.first?.0 ?? stops[0], segments.first?.1 ?? stops[1]) }
        out.append("<< /FunctionType 3 /Domain [0 1] /Functions [")
        for (from, to) in segments {
            segment(from, to)
        }
        out.append("] /Bounds [")
        appendValues(segments.dropFirst().map(\.0.offset))
        out.append("] /Encode [")
        appendValues(Array(repeating: [0.0, 1.0], count: segments.count).flatMap { $0 })
        out.append("] >>")
    }
}

/// The shading objects of a repeating gradient's periods, colours and opacities (none when every stop is opaque).
struct PeriodShadings {
    var colors: [Int]
    var alphas: [Int]

    /// What makes two draws write the same shadings: the gradient in user space, its periods, and the scale that
    /// sets their numbers' precision.
    struct Key: Hashable {
        var paint: Paint
        var periods: Range<Int>
        var scale: [Double]
    }
}
