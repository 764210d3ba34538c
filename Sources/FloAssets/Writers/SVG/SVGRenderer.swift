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
    /// How many `<g>` each open group wrote around its own (clips to nest), to close at its end.
    private var wrappers: [Int] = []

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
        // A clip within a clip is a group within a group: librsvg ignores `clip-path` within a `<clipPath>`.
        var clips = group.clip.map(Self.nested) ?? []
        // The group's own element takes the innermost clip, unless that is a mask and the group has one already.
        var own: ClipPath?
        if let last = clips.last, group.mask == nil || !Self.needsMask(last) { own = clips.removeLast() }
        wrappers.append(clips.count)
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
        if !clips.isEmpty {
            // The outermost group blends what the others draw.
            if !blend.isEmpty { body.append(" style=\"" + blend.joined(separator: ";") + "\"") }
            for clip in clips {
                appendClip(clip)
                body.append(">\n<g")
            }
        }
        if group.opacity < 1 {
            body.append(" opacity=\"")
            body.append(number: group.opacity)
            body.append("\"")
        }
        if let own { appendClip(own) }
        if let mask = group.mask {
            body.append(" mask=\"url(#" + defineMask(mask) + ")\"")
        }
        if group.hasEffects {
            body.append(" filter=\"url(#" + defineFilter(of: group) + ")\"")
        }
        let styles = (clips.isEmpty ? blend : []) + isolation
        if !styles.isEmpty { body.append(" style=\"" + styles.joined(separator: ";") + "\"") }
        body.append(">\n")
        body.setPrecision(for: currentToDrawing)
    }

    /// `clip` as clips to nest, outermost first, their intersection `clip`: its clips', then its own shapes (a
    /// lone shape's clips nested too, before it).
    private static func nested(_ clip: ClipPath) -> [ClipPath] {
        var own = [ClipPath(shapes: clip.shapes)]
        if clip.shapes.count == 1, case let shape = clip.shapes[0], !shape.clips.isEmpty {
            own = shape.clips.flatMap(nested) + [ClipPath(path: shape.path, rule: shape.rule)]
        }
        return clip.clips.flatMap(nested) + own
    }

    /// Whether `clip` (one of `nested`'s) is written as a mask: shapes of its own clipped cannot be expressed
    /// otherwise, as librsvg ignores `clip-path` within a `<clipPath>`.
    private static func needsMask(_ clip: ClipPath) -> Bool {
        clip.shapes.contains { !$0.clips.isEmpty }
    }

    /// Appends the `clip-path` (or `mask`) attribute that clips to `clip`, one of `nested`'s, defining it.
    private mutating func appendClip(_ clip: ClipPath) {
        guard Self.needsMask(clip) else {
            body.append(" clip-path=\"url(#" + defineClip(clip) + ")\"")
            return
        }
        // Each shape painted white within its clips: where the union of them is, the mask shows all.
        let white = Paint.color(Color(red: 1, green: 1, blue: 1))
        let shapes = clip.shapes.map { shape in
            shape.clips.reduce(Node.path(PathNode(path: shape.path, fillRule: shape.rule, fill: white))) {
                .group(Group(clip: $1, children: [$0]))
            }
        }
        body.append(" mask=\"url(#" + defineMask(Mask(reading: .luminance, nodes: shapes)) + ")\"")
    }

    /// Defines `clip`, of shapes with no clips of their own, and returns its id.
    private mutating func defineClip(_ clip: ClipPath) -> String {
        clipCount += 1
        let id = idPrefix + "c\(clipCount)"
        definitions.append("<clipPath id=\"" + id + "\">")
        for shape in clip.shapes {
            definitions.append("<path d=\"")
            definitions.append(pathData: shape.path)
            definitions.append(shape.rule == FillRule.evenOdd ? "\" clip-rule=\"evenodd\"/>" : "\"/>")
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
        for _ in 0..<wrappers.removeLast() { body.append("</g>\n") }
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
                // An odd list written twice, as SVG reads it, is written once, as the artwork wrote it: librsvg
                // places dashes after a gap of 0 otherwise than in the list it doubles itself.
                let half = stroke.dashes.count / 2
                let isDoubled = !half.isMultiple(of: 2) && stroke.dashes[..<half].elementsEqual(stroke.dashes[half...])
                for (index, length) in stroke.dashes.prefix(isDoubled ? half : stroke.dashes.count).enumerated() {
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
