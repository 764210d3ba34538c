import FloDrawing
import FloSupport

/// Draws a `Drawing` as SVG elements: paths one per line, groups as `<g>`, and the paints (gradients, patterns),
/// clip paths and masks they use in `definitions`, numbered in the order they are met (`g1`, `c1`, `m1`, …) after
/// `idPrefix`, so the bytes are the same on every run and ids stay unique where several drawings share a page. A
/// gradient met again is not written again.
struct SVGRenderer: SceneRenderer {
    let idPrefix: String
    private(set) var body = ByteBuffer(capacity: 1024)
    /// The `<defs>` content: gradients, patterns, clip paths, masks and shadows' filters.
    var definitions = ByteBuffer(capacity: 0)
    private var gradientCount = 0
    /// The id of each gradient written, by its element's bytes after the id.
    var gradientIDs: [[UInt8]: String] = [:]
    private var clipCount = 0
    private var maskCount = 0
    var filterCount = 0

    /// From the current coordinates to the drawing's, per open group: numbers get the decimals it calls for.
    private var toDrawing: [AffineTransform]
    /// The drawing's area, when known: a shadow's filter need not reach past it.
    var pageBox: Rect?

    /// `toDrawing`: where what it renders is drawn (a mask's content, a pattern's tile).
    init(idPrefix: String = "", toDrawing: AffineTransform = .identity) {
        self.idPrefix = idPrefix
        self.toDrawing = [toDrawing]
        setPrecision(for: toDrawing)
    }

    /// The current coordinates' transform to the drawing's.
    var currentToDrawing: AffineTransform { toDrawing[toDrawing.count - 1] }

    private mutating func setPrecision(for transform: AffineTransform) {
        body.setPrecision(for: transform)
        definitions.setPrecision(for: transform)
    }

    /// `<defs>` with the definitions, then the elements; the elements alone when nothing is defined.
    static func elements(of drawing: Drawing, idPrefix: String = "", to out: inout ByteBuffer) {
        var renderer = SVGRenderer(idPrefix: idPrefix)
        renderer.pageBox = Rect(x: 0, y: 0, width: drawing.size.width, height: drawing.size.height)
        drawing.render(into: &renderer)
        if renderer.definitions.count > 0 {
            out.append("<defs>\n")
            out.append(bytes: renderer.definitions.bytes)
            out.append("</defs>\n")
        }
        out.append(bytes: renderer.body.bytes)
    }

    mutating func nextPaintID() -> String {
        gradientCount += 1
        return idPrefix + "g\(gradientCount)"
    }

    var drawsPatterns: Bool { true }

    mutating func beginGroup(_ group: Group) {
        // A clip within a clip is a group within a group: librsvg ignores `clip-path` on a `<clipPath>`.
        let clips = group.clip.map(Self.nested) ?? []
        body.append("<g")
        if !group.transform.isIdentity {
            let t = group.transform
            body.append(" transform=\"matrix(")
            body.append(transform: t)
            body.append(")\"")
        }
        toDrawing.append(group.transform.concatenating(currentToDrawing))
        // Clip paths and masks are in the group's coordinates.
        definitions.setPrecision(for: currentToDrawing)
        // Only CSS sets these: readers ignore them as attributes. Isolation is written wherever it matters, since
        // librsvg does not isolate a clipped group.
        let blend = group.blendMode == .normal ? [] : ["mix-blend-mode:" + group.blendMode.cssName]
        let isolation = group.isolatesBlends ? ["isolation:isolate"] : []
        if clips.count > 1 {
            // The outermost group blends what the others draw.
            if !blend.isEmpty { body.append(" style=\"" + blend.joined(separator: ";") + "\"") }
            for clip in clips.dropLast() {
                body.append(" clip-path=\"url(#" + defineClip(clip) + ")\">\n<g")
            }
        }
        if group.opacity < 1 {
            body.append(" opacity=\"")
            body.append(number: group.opacity)
            body.append("\"")
        }
        if let clip = clips.last {
            body.append(" clip-path=\"url(#" + defineClip(clip) + ")\"")
        }
        if let mask = group.mask {
            body.append(" mask=\"url(#" + defineMask(mask) + ")\"")
        }
        if group.hasEffects {
            body.append(" filter=\"url(#" + defineFilter(of: group) + ")\"")
        }
        let styles = (clips.count > 1 ? [] : blend) + isolation
        if !styles.isEmpty { body.append(" style=\"" + styles.joined(separator: ";") + "\"") }
        body.append(">\n")
        body.setPrecision(for: currentToDrawing)
    }

    /// `clip` as clips to nest, outermost first, each of its own shapes: their intersection is `clip`.
    private static func nested(_ clip: ClipPath) -> [ClipPath] {
        clip.clips.flatMap(nested) + [ClipPath(shapes: clip.shapes)]
    }

    /// Defines `clip` (its shapes, each with its own clip; their clips, and the clip's within them, chained through
    /// `clip-path`, which librsvg ignores) and returns its id. A group's clip within a clip is nested instead.
    private mutating func defineClip(_ clip: ClipPath) -> String {
        /// Several clips as one: the first, within the rest.
        func chained(_ clips: [ClipPath]) -> ClipPath? {
            clips.first.map { ClipPath(shapes: $0.shapes, clips: $0.clips + clips.dropFirst()) }
        }
        var outer: String?
        if let clips = chained(clip.clips) { outer = defineClip(clips) }
        var shapes: [(shape: ClipShape, inner: String?)] = []
        for shape in clip.shapes {
            var inner: String?
            if let clips = chained(shape.clips) { inner = defineClip(clips) }
            shapes.append((shape, inner))
        }
        clipCount += 1
        let id = idPrefix + "c\(clipCount)"
        definitions.append("<clipPath id=\"" + id + "\"")
        if let outer { definitions.append(" clip-path=\"url(#" + outer + ")\"") }
        definitions.append(">")
        for (shape, inner) in shapes {
            definitions.append("<path d=\"")
            definitions.append(pathData: shape.path)
            definitions.append(shape.rule == FillRule.evenOdd ? "\" clip-rule=\"evenodd\"" : "\"")
            if let inner { definitions.append(" clip-path=\"url(#" + inner + ")\"") }
            definitions.append("/>")
        }
        definitions.append("</clipPath>\n")
        return id
    }

    /// Defines `mask` over the region its nodes may paint (in the user space of the group it masks; beyond it they
    /// paint nothing, so nothing shows) and returns its id.
    private mutating func defineMask(_ mask: Mask) -> String {
        maskCount += 1
        let id = idPrefix + "m\(maskCount)"
        var content = SVGRenderer(idPrefix: id + "-", toDrawing: currentToDrawing)
        Drawing.render(mask.nodes, into: &content, toDrawing: currentToDrawing)
        definitions.append("<mask id=\"" + id + "\" maskUnits=\"userSpaceOnUse\"")
        appendRegion(Node.reach(of: mask.nodes))
        definitions.append(mask.reading == .alpha ? " mask-type=\"alpha\">\n" : ">\n")
        definitions.append(bytes: content.definitions.bytes)
        definitions.append(bytes: content.body.bytes)
        definitions.append("</mask>\n")
        return id
    }

    /// ` x="…" y="…" width="…" height="…"` of `region` (nothing painted: empty) in `definitions`. An unbounded
    /// region (numbers that overflowed) is written as the largest a file holds.
    mutating func appendRegion(_ region: Rect?) {
        let region = region ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let limit = 1e9
        let (x, y) = (max(region.x, -limit), max(region.y, -limit))
        definitions.append(" x=\"")
        definitions.append(number: x)
        definitions.append("\" y=\"")
        definitions.append(number: y)
        definitions.append("\" width=\"")
        definitions.append(number: max(0, min(region.maxX, limit) - x))
        definitions.append("\" height=\"")
        definitions.append(number: max(0, min(region.maxY, limit) - y))
        definitions.append("\"")
    }

    mutating func endGroup(_ group: Group) {
        body.append("</g>\n")
        for _ in (group.clip.map(Self.nested) ?? []).dropFirst() { body.append("</g>\n") }
        toDrawing.removeLast()
        setPrecision(for: currentToDrawing)
    }

    mutating func draw(_ node: PathNode) {
        body.append("<path d=\"")
        body.append(pathData: node.path)
        body.append("\"")
        if let fill = node.fill {
            appendPaint(fill, attribute: "fill", of: node.path)
            if node.fillRule == .evenOdd { body.append(" fill-rule=\"evenodd\"") }
        } else {
            body.append(" fill=\"none\"")
        }
        if let stroke = node.stroke {
            appendPaint(stroke.paint, attribute: "stroke", of: node.path)
            body.append(" stroke-width=\"")
            body.append(number: stroke.width)
            body.append("\"")
            // SVG's defaults are butt caps and miter joins like Core Graphics, but its miter limit is 4, not 10.
            if stroke.cap != .butt {
                body.append(" stroke-linecap=\"")
                body.append(stroke.cap.rawValue)
                body.append("\"")
            }
            if node.path.hasJoins {
                if stroke.join != .miter {
                    body.append(" stroke-linejoin=\"")
                    body.append(stroke.join.rawValue)
                    body.append("\"")
                } else if stroke.miterLimit != 4 {
                    body.append(" stroke-miterlimit=\"")
                    body.append(number: stroke.miterLimit)
                    body.append("\"")
                }
            }
            if !stroke.dashes.isEmpty {
                body.append(" stroke-dasharray=\"")
                for (index, length) in stroke.dashes.enumerated() {
                    if index > 0 { body.append(" ") }
                    body.append(number: length)
                }
                body.append("\"")
                if stroke.dashOffset != 0 {
                    body.append(" stroke-dashoffset=\"")
                    body.append(number: stroke.dashOffset)
                    body.append("\"")
                }
            }
        }
        body.append("/>\n")
    }

    /// ` fill="…"` (or `stroke`), with its opacity when a colour is translucent, or a reference to a gradient.
    private mutating func appendPaint(_ paint: Paint, attribute: StaticString, of path: Path) {
        body.append(" ")
        body.append(attribute)
        switch paint.inUserSpace(bounds: path.bounds) {
        case .color(let color):
            body.appendSVGColor(color, opacityAttribute: "\(attribute)-opacity")
        case .linearGradient(let gradient):
            body.append("=\"url(#" + defineLinear(gradient) + ")\"")
        case .radialGradient(let gradient):
            body.append("=\"url(#" + defineRadial(gradient) + ")\"")
        case .pattern(let pattern):
            body.append("=\"url(#" + definePattern(pattern) + ")\"")
        }
    }
}
