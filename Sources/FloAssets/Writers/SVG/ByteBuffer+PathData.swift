import FloDrawing
import FloSupport

extension ByteBuffer {
    /// Appends `path` in SVG path syntax (`M`, `L`, `A`, `C`, `Z`), which Android's `pathData` reads too: numbers as
    /// `append(number:)` writes them (never an exponent or a bare `.5`), arcs as exact endpoint arcs.
    mutating func append(pathData path: Path) {
        for element in path.elements {
            switch element {
            case .move(let p):
                append("M")
                append(numbers: p.x, p.y)
            case .line(let p):
                append("L")
                append(numbers: p.x, p.y)
            case .arc(let arc):
                // SVG's endpoint arcs are exact; quarter turns at most keep the centre well defined after rounding.
                for piece in arc.quarterTurnPieces {
                    let end = piece.endPoint
                    append("A")
                    append(numbers: piece.radiusX, piece.radiusY)
                    append(piece.sweep.radians > 0 ? " 0 0 1 " : " 0 0 0 ")
                    append(numbers: end.x, end.y)
                }
            case .curve(let control1, let control2, let end):
                appendCurve(control1, control2, end)
            case .close:
                append("Z")
            }
        }
    }

    /// Appends `path` moved by `transform`: as it is under the identity, as cubic Béziers (within 0.001 pt, as the
    /// PDF writer draws arcs) otherwise.
    mutating func append(pathData path: Path, transform: AffineTransform) {
        guard !transform.isIdentity else { return append(pathData: path) }
        for element in path.elements {
            switch element {
            case .move(let p):
                append("M")
                append(point: transform.apply(to: p))
            case .line(let p):
                append("L")
                append(point: transform.apply(to: p))
            case .arc(let arc):
                for cubic in arc.cubics {
                    append("C")
                    append(point: transform.apply(to: cubic.control1))
                    append(" ")
                    append(point: transform.apply(to: cubic.control2))
                    append(" ")
                    append(point: transform.apply(to: cubic.end))
                }
            case .curve(let control1, let control2, let end):
                appendCurve(transform.apply(to: control1), transform.apply(to: control2), transform.apply(to: end))
            case .close:
                append("Z")
            }
        }
    }

    private mutating func appendCurve(_ control1: Point, _ control2: Point, _ end: Point) {
        append("C")
        append(point: control1)
        append(" ")
        append(point: control2)
        append(" ")
        append(point: end)
    }

    private mutating func append(point: Point) {
        append(numbers: point.x, point.y)
    }
}
