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

    /// Its piece in `row`, x clamped to 0…`width`; nil where it only touches the row.
    func piece(in row: Int, width: Int) -> EdgePiece? {
        let rowTop = max(Double(row), top.y)
        let rowBottom = min(Double(row + 1), bottom.y)
        guard rowBottom > rowTop else { return nil }
        let limit = Double(width)
        return EdgePiece(
            row: row, yTop: rowTop, yBottom: rowBottom,
            xTop: min(max(x(at: rowTop), 0), limit), xBottom: min(max(x(at: rowBottom), 0), limit),
            direction: direction)
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
