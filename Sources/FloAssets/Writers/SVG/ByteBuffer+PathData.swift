extension ByteBuffer {
    /// Appends `path` in SVG path syntax (`M`, `L`, `A`, `Z`), which Android's `pathData` reads too: numbers as
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
            case .close:
                append("Z")
            }
        }
    }
}
