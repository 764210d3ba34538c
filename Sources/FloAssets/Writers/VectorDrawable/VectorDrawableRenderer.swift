import FloDrawing
import FloSupport

/// Draws a `Drawing` as the elements of a vector drawable, laid out as Android Studio writes them: a group's
/// transform applied to the path data (arcs as cubic Béziers under any transform but the identity; a stroke it
/// scales unevenly as its filled outline), its clip as a `<clip-path>` at the start of a `<group>`, a translucent
/// group's opacity folded into its paths' paints, and gradients as `<aapt:attr>` blocks (a radial one stretched
/// into ellipses in a `<group>` where it is round). A path longer than Android encodes is written in pieces. What a
/// vector drawable cannot show is refused by `VectorLimits.vectorDrawable` before anything is written.
struct VectorDrawableRenderer: SceneRenderer {
    private(set) var body = ByteBuffer(capacity: 1024)
    /// Whether a gradient was written, which needs the `aapt` namespace.
    private(set) var usesAAPT = false
    /// From the current coordinates to the drawing's.
    private var transform = AffineTransform.identity
    /// The opacity of the groups around, folded into the paints of their paths (which lie apart).
    private var opacity = 1.0
    private var frames: [(transform: AffineTransform, opacity: Double, isElement: Bool)] = []

    private var indent: String { String(repeating: "    ", count: frames.filter(\.isElement).count + 1) }

    mutating func beginGroup(_ group: Group) {
        frames.append((transform, opacity, group.clip != nil))
        transform = group.transform.concatenating(transform)
        opacity *= group.opacity
        guard let clip = group.clip?.single else { return }
        body.append(String(repeating: "    ", count: frames.filter(\.isElement).count))
        body.append("<group>\n")
        body.append(indent)
        body.append("<clip-path android:pathData=\"")
        body.append(pathData: clip.path, transform: transform)
        body.append("\" />\n")
    }

    mutating func endGroup(_ group: Group) {
        let frame = frames.removeLast()
        (transform, opacity) = (frame.transform, frame.opacity)
        guard frame.isElement else { return }
        body.append(indent)
        body.append("</group>\n")
    }

    mutating func draw(_ node: PathNode) {
        // A drawable's stroke keeps one width: unevenly it is drawn as its outline.
        if let parts = node.outlinedIfStretched(by: transform) {
            for part in parts { draw(part) }
            return
        }
        // Android's radial gradients are round: an elliptical one is drawn in a group that stretches it, where a
        // stroke would stretch too. A fill and a stroke are drawn apart, the stroke as its outline.
        let transform = transform
        let isStretched = { (paint: Paint?) in
            paint.map { VectorLimits.isStretched($0, of: node, under: transform) } ?? false
        }
        if node.fill != nil, node.stroke != nil, isStretched(node.fill) || isStretched(node.stroke?.paint) {
            var (fillAlone, strokeAlone) = (node, node)
            (fillAlone.stroke, strokeAlone.fill) = (nil, nil)
            draw(fillAlone)
            return draw(strokeAlone)
        }
        if isStretched(node.stroke?.paint), let outline = node.strokeOutline(under: transform) {
            return draw(outline)
        }
        if let fill = node.fill, let frame = EllipseFrame(fill.inUserSpace(bounds: node.path.bounds), under: transform)
        {
            return draw(node, in: frame)
        }
        for pathData in pathDataPieces(of: node) { draw(node, pathData: pathData) }
    }

    /// `node`, a fill alone, in a `<group>` where its gradient is round.
    private mutating func draw(_ node: PathNode, in frame: EllipseFrame) {
        guard let toFrame = frame.transform.inverted else { return }
        body.append(indent)
        body.append("<group")
        // The scale keeps six significant digits, however flat the ellipses: the path inside is stretched by its
        // inverse.
        let scaleDecimals = 6 + Int(max(0, -log10(abs(frame.scaleY))).rounded(.up))
        for (name, value, decimals) in [
            ("rotation", frame.rotation, 3), ("scaleY", frame.scaleY, scaleDecimals),
            ("translateX", frame.translateX, 3), ("translateY", frame.translateY, 3),
        ] {
            appendAttribute(name, indent: indent)
            body.append(number: value, decimals: decimals)
            body.append("\"")
        }
        body.append(">\n")
        frames.append((transform, opacity, true))
        transform = transform.concatenating(toFrame)
        for pathData in pathDataPieces(of: node) { draw(node, pathData: pathData) }
        transform = frames.removeLast().transform
        body.append(indent)
        body.append("</group>\n")
    }

    /// The path data of `node`, in pieces that each fit Android's resource compiler when the whole does not: the
    /// parts of the path no point of which two of them paint, packed in order. A part too long on its own stays
    /// one piece, which `AndroidRules` refuses.
    private func pathDataPieces(of node: PathNode) -> [ByteBuffer] {
        var whole = ByteBuffer(capacity: 256)
        whole.append(pathData: node.path, transform: transform)
        guard whole.count > VectorDrawableWriter.maximumPathData else { return [whole] }
        var pieces: [ByteBuffer] = []
        for part in node.path.separateParts(reach: node.stroke?.reach ?? 0) {
            var data = ByteBuffer(capacity: 256)
            data.append(pathData: part, transform: transform)
            if let last = pieces.last, last.count + data.count <= VectorDrawableWriter.maximumPathData {
                pieces[pieces.count - 1].append(bytes: data.bytes)
            } else {
                pieces.append(data)
            }
        }
        return pieces
    }

    /// One `<path>` of `node`'s paints with `pathData`, a piece of its path.
    private mutating func draw(_ node: PathNode, pathData: ByteBuffer) {
        let indent = indent
        let scale = transform.areaScale
        body.append(indent)
        body.append("<path\n")
        body.append(indent)
        body.append("    android:pathData=\"")
        body.append(bytes: pathData.bytes)
        body.append("\"")
        var gradients: [(attribute: String, paint: Paint)] = []
        if let fill = node.fill {
            if let color = fill.solidColor {
                appendAttribute("fillColor", indent: indent)
                VectorDrawableWriter.appendColor(faded(color), to: &body)
                body.append("\"")
            } else {
                gradients.append(("android:fillColor", fill))
            }
            if node.fillRule == .evenOdd {
                appendAttribute("fillType", indent: indent)
                body.append("evenOdd\"")
            }
        }
        if let stroke = node.stroke {
            if let color = stroke.paint.solidColor {
                appendAttribute("strokeColor", indent: indent)
                VectorDrawableWriter.appendColor(faded(color), to: &body)
                body.append("\"")
            } else {
                gradients.append(("android:strokeColor", stroke.paint))
            }
            // Always written: Android's defaults (width 0, miter limit 4) are not Core Graphics'.
            appendAttribute("strokeWidth", indent: indent)
            body.append(number: stroke.width * scale)
            body.append("\"")
            appendAttribute("strokeLineCap", indent: indent)
            body.append(stroke.cap.rawValue + "\"")
            appendAttribute("strokeLineJoin", indent: indent)
            body.append(stroke.join.rawValue + "\"")
            appendAttribute("strokeMiterLimit", indent: indent)
            body.append(number: stroke.miterLimit)
            body.append("\"")
        }
        guard !gradients.isEmpty else {
            body.append(" />\n")
            return
        }
        usesAAPT = true
        body.append(">\n")
        for (attribute, paint) in gradients {
            appendGradient(paint.inUserSpace(bounds: node.path.bounds), for: attribute, indent: indent + "    ")
        }
        body.append(indent)
        body.append("</path>\n")
    }

    /// A line break, the attribute's name and its opening quote.
    private mutating func appendAttribute(_ name: String, indent: String) {
        body.append("\n")
        body.append(indent)
        body.append("    android:" + name + "=\"")
    }

    private func faded(_ color: Color) -> Color {
        var color = color
        color.alpha *= opacity
        return color
    }

    private mutating func appendGradient(_ paint: Paint, for attribute: String, indent: String) {
        // The gradient's own transform is a similarity here (`VectorLimits`): it moves the points and scales the
        // radius like the group's.
        let transform = paint.gradientTransform.concatenating(self.transform)
        let scale = transform.areaScale
        body.append(indent + "<aapt:attr name=\"" + attribute + "\">\n")
        body.append(indent + "    <gradient")
        let stops: [GradientStop]
        switch paint {
        case .color, .pattern:
            stops = []
        case .linearGradient(let gradient):
            let (start, end) = gradient.placed(by: transform)
            appendAttribute("type", indent: indent + "    ")
            body.append("linear\"")
            for (name, value) in [("startX", start.x), ("startY", start.y), ("endX", end.x), ("endY", end.y)] {
                appendAttribute(name, indent: indent + "    ")
                body.append(number: value)
                body.append("\"")
            }
            stops = gradient.stops
        case .radialGradient(let gradient):
            let center = transform.apply(to: gradient.center)
            let (radius, moved) = gradient.fromCenter
            appendAttribute("type", indent: indent + "    ")
            body.append("radial\"")
            // Android refuses to inflate a radial gradient whose radius is 0; the smallest written, 0.001, draws the
            // same (its last colour all around) at any density.
            let written = max(radius * scale, 0.001)
            for (name, value) in [("centerX", center.x), ("centerY", center.y), ("gradientRadius", written)] {
                appendAttribute(name, indent: indent + "    ")
                body.append(number: value)
                body.append("\"")
            }
            stops = moved
        }
        appendAttribute("tileMode", indent: indent + "    ")
        body.append(Self.tileModes[paint.spread] ?? "clamp")
        body.append("\">\n")
        for stop in stops.closingThePeriod(of: paint.spread) {
            body.append(indent + "        <item android:offset=\"")
            body.append(number: min(max(stop.offset, 0), 1))
            body.append("\" android:color=\"")
            VectorDrawableWriter.appendColor(faded(stop.color), to: &body)
            body.append("\" />\n")
        }
        body.append(indent + "    </gradient>\n")
        body.append(indent + "</aapt:attr>\n")
    }
}

extension VectorDrawableRenderer {
    /// Android's names for the spread methods.
    static let tileModes: [SpreadMethod: StaticString] = [.pad: "clamp", .reflect: "mirror", .repeat: "repeat"]
}
