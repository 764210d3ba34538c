import FloDrawing

/// Paths and stroke settings as content-stream operators.
extension PDFContentStream {
    mutating func appendStrokeState(_ stroke: Stroke, hasJoins: Bool) {
        if stroke.width != state.lineWidth {
            bytes.append(number: stroke.width)
            bytes.append(" w\n")
            state.lineWidth = stroke.width
        }
        if stroke.dashes != state.dashes || stroke.dashOffset != state.dashOffset {
            bytes.append("[")
            for (index, length) in stroke.dashes.enumerated() {
                if index > 0 { bytes.append(" ") }
                bytes.append(number: length)
            }
            bytes.append("] ")
            // Within one period: readers differ on a negative phase (MuPDF lengthens the first dash).
            let period = stroke.dashes.reduce(0, +) * (stroke.dashes.count.isMultiple(of: 2) ? 1 : 2)
            var offset = stroke.dashOffset
            if offset < 0, period > 0 { offset = offset.truncatingRemainder(dividingBy: period) + period }
            bytes.append(number: offset)
            bytes.append(" d\n")
            (state.dashes, state.dashOffset) = (stroke.dashes, stroke.dashOffset)
        }
        if stroke.cap != state.cap {
            bytes.append(integer: Self.capCodes[stroke.cap] ?? 0)
            bytes.append(" J\n")
            state.cap = stroke.cap
        }
        guard hasJoins else { return }
        if stroke.join != state.join {
            bytes.append(integer: Self.joinCodes[stroke.join] ?? 0)
            bytes.append(" j\n")
            state.join = stroke.join
        }
        if stroke.join == .miter, stroke.miterLimit != state.miterLimit {
            bytes.append(number: stroke.miterLimit)
            bytes.append(" M\n")
            state.miterLimit = stroke.miterLimit
        }
    }

    mutating func appendColor(_ color: Color) {
        bytes.append(numbers: color.red, color.green, color.blue)
    }

    mutating func appendPath(_ path: Path) {
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
            case .curve(let control1, let control2, let end):
                bytes.append(numbers: control1.x, control1.y, control2.x, control2.y, end.x, end.y)
                bytes.append(" c\n")
            case .close:
                bytes.append("h\n")
            }
        }
    }

    /// The operands of `J` and `j`.
    private static let capCodes: [LineCap: Int] = [.butt: 0, .round: 1, .square: 2]
    private static let joinCodes: [LineJoin: Int] = [.miter: 0, .round: 1, .bevel: 2]
}
