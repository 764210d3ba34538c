/// The page content of a `Drawing`: y flipped once so the drawing's y-down points are written as they are.
struct PDFContentStream {
    /// A fill and stroke opacity pair that needs an `/ExtGState`, named `/GS<index + 1>`.
    struct AlphaState: Hashable {
        var fill: Double
        var stroke: Double
    }

    private(set) var bytes = ByteBuffer(capacity: 1024)
    private(set) var alphaStates: [AlphaState] = []

    // The graphics state the stream has set so far, to write each operator only when it changes.
    private var fillColor: Color?
    private var strokeColor: Color?
    private var lineWidth = 1.0
    private var cap = LineCap.butt
    private var join = LineJoin.miter
    private var miterLimit = 10.0
    private var alpha = AlphaState(fill: 1, stroke: 1)

    init(drawing: Drawing) {
        bytes.append("1 0 0 -1 0 ")
        bytes.append(number: drawing.size.height)
        bytes.append(" cm\n")
        for painted in drawing.paths {
            append(painted)
        }
    }

    private mutating func append(_ painted: PaintedPath) {
        let wanted = AlphaState(
            fill: painted.fill?.alpha ?? alpha.fill, stroke: painted.stroke?.color.alpha ?? alpha.stroke)
        if wanted != alpha {
            var index = alphaStates.firstIndex(of: wanted)
            if index == nil {
                alphaStates.append(wanted)
                index = alphaStates.count - 1
            }
            bytes.append("/GS")
            bytes.append(integer: (index ?? 0) + 1)
            bytes.append(" gs\n")
            alpha = wanted
        }
        if let fill = painted.fill, fill != fillColor {
            appendColor(fill)
            bytes.append(" rg\n")
            fillColor = fill
        }
        if let stroke = painted.stroke {
            appendStrokeState(stroke, hasJoins: painted.path.hasJoins)
        }
        appendPath(painted.path)
        switch (painted.fill != nil, painted.stroke != nil) {
        case (true, true) where (painted.fill?.alpha ?? 1) < 1 || (painted.stroke?.color.alpha ?? 1) < 1:
            // One `B` paints fill and stroke as a knockout group: a translucent stroke would show the page, not the
            // fill beneath. Two operations composite the stroke over the fill, as SVG and Core Graphics do.
            bytes.append("f\n")
            appendPath(painted.path)
            bytes.append("S\n")
        case (true, true): bytes.append("B\n")
        case (true, false): bytes.append("f\n")
        case (false, true): bytes.append("S\n")
        case (false, false): bytes.append("n\n")
        }
    }

    private mutating func appendStrokeState(_ stroke: Stroke, hasJoins: Bool) {
        if stroke.color != strokeColor {
            appendColor(stroke.color)
            bytes.append(" RG\n")
            strokeColor = stroke.color
        }
        if stroke.width != lineWidth {
            bytes.append(number: stroke.width)
            bytes.append(" w\n")
            lineWidth = stroke.width
        }
        if stroke.cap != cap {
            bytes.append(integer: Self.capCodes[stroke.cap] ?? 0)
            bytes.append(" J\n")
            cap = stroke.cap
        }
        guard hasJoins else { return }
        if stroke.join != join {
            bytes.append(integer: Self.joinCodes[stroke.join] ?? 0)
            bytes.append(" j\n")
            join = stroke.join
        }
        if stroke.join == .miter, stroke.miterLimit != miterLimit {
            bytes.append(number: stroke.miterLimit)
            bytes.append(" M\n")
            miterLimit = stroke.miterLimit
        }
    }

    private mutating func appendColor(_ color: Color) {
        bytes.append(numbers: color.red, color.green, color.blue)
    }

    private mutating func appendPath(_ path: Path) {
        for element in path.elements {
            switch element {
            case .move(let p):
                bytes.append(numbers: p.x, p.y)
                bytes.append(" m\n")
            case .line(let p):
                bytes.append(numbers: p.x, p.y)
                bytes.append(" l\n")
            case .arc(let arc):
                // PDF has no arcs: cubic Béziers within 0.001 pt of the true curve.
                for cubic in arc.cubics {
                    bytes.append(
                        numbers: cubic.control1.x, cubic.control1.y, cubic.control2.x, cubic.control2.y, cubic.end.x,
                        cubic.end.y)
                    bytes.append(" c\n")
                }
            case .close:
                bytes.append("h\n")
            }
        }
    }

    /// The operands of `J` and `j`.
    private static let capCodes: [LineCap: Int] = [.butt: 0, .round: 1, .square: 2]
    private static let joinCodes: [LineJoin: Int] = [.miter: 0, .round: 1, .bevel: 2]
}
