/// An edge of the contours a coverage mask covers, top to bottom, in mask pixels: each pixel row it crosses gets a
/// piece of it.
struct PolygonEdge {
    let top: Point
    let bottom: Point
    /// +1 for an edge going down, −1 for one going up.
    let direction: Int
    /// The rows it crosses: `firstRow..<endRow`.
    let firstRow: Int
    let endRow: Int

    /// The edge from `a` to `b` on a mask `height` rows high, or nil for a horizontal one.
    init?(from a: Point, to b: Point, height: Int) {
        guard a.y != b.y else { return nil }
        direction = a.y < b.y ? 1 : -1
        (top, bottom) = a.y < b.y ? (a, b) : (b, a)
        firstRow = max(0, Int(top.y.rounded(.down)))
        endRow = min(height, Int(bottom.y.rounded(.up)))
    }

    /// Appends to `pieces` its part in `row`, x clamped to 0…`width`: cut where it crosses either border, so that
    /// the part beyond one runs along it and the part inside keeps its slope. Nothing where it only touches the row.
    func appendPieces(in row: Int, width: Int, to pieces: inout [EdgePiece]) {
        let rowTop = max(Double(row), top.y)
        let rowBottom = min(Double(row + 1), bottom.y)
        guard rowBottom > rowTop else { return }
        let limit = Double(width)
        func piece(_ from: Double, _ to: Double) {
            guard to > from else { return }
            pieces.append(
                EdgePiece(
                    row: row, yTop: from, yBottom: to, xTop: min(max(x(at: from), 0), limit),
                    xBottom: min(max(x(at: to), 0), limit), direction: direction))
        }
        let left = crossing(at: 0, from: rowTop, to: rowBottom)
        let right = crossing(at: limit, from: rowTop, to: rowBottom)
        let (upper, lower) = (min(left, right), max(left, right))
        piece(rowTop, upper)
        piece(upper, lower)
        piece(lower, rowBottom)
    }

    /// The height where it crosses the vertical line `x = border` between `from` and `to`, else `to`.
    private func crossing(at border: Double, from: Double, to: Double) -> Double {
        guard (top.x < border) != (bottom.x < border) else { return to }
        let y = top.y + (bottom.y - top.y) * ((border - top.x) / (bottom.x - top.x))
        return y > from && y < to ? y : to
    }

    /// Where the edge is at height `y`, between its ends.
    func x(at y: Double) -> Double { Self.x(at: y, top: top, bottom: bottom) }

    /// Where the segment from `top` to `bottom` is at height `y`, between them. By the fraction of its height, not by
    /// a slope: an edge a denormal number high (`L 160 1e-308`) has an infinite slope, and infinity times 0 is NaN.
    static func x(at y: Double, top: Point, bottom: Point) -> Double {
        if y == bottom.y { return bottom.x }
        return top.x + (bottom.x - top.x) * ((y - top.y) / (bottom.y - top.y))
    }
}
