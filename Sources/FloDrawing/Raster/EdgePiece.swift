/// The part of one polygon edge inside one pixel row of a coverage mask, as a straight segment from (`xTop`,
/// `yTop`) to (`xBottom`, `yBottom`) in mask pixels, x clamped to the mask (the winding an edge left of it gives
/// every pixel to its right is the same).
struct EdgePiece {
    let row: Int
    let yTop: Double
    let yBottom: Double
    let xTop: Double
    let xBottom: Double
    /// +1 for an edge going down, −1 for one going up.
    let direction: Int

    /// Where the piece is at height `y`, within its row.
    func x(at y: Double) -> Double {
        PolygonEdge.x(at: y, top: Point(x: xTop, y: yTop), bottom: Point(x: xBottom, y: yBottom))
    }

    /// Adds, to each pixel of the row, the area of the band `y0`…`y1` to the right of the piece, times `sign`;
    /// a running sum along the row then gives each pixel its winding-weighted coverage.
    func accumulate(
        from y0: Double, to y1: Double, sign: Float, stride: Int, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        let xTop = x(at: y0)
        let xBottom = x(at: y1)
        let d = Float(y1 - y0) * sign
        let base = row * stride
        let (x0, x1) = xTop < xBottom ? (xTop, xBottom) : (xBottom, xTop)
        let x0Floor = x0.rounded(.down)
        let x0Index = Int(x0Floor)
        let x1Ceil = x1.rounded(.up)
        let x1Index = Int(x1Ceil)
        if x1Index <= x0Index + 1 {
            let middle = Float((xTop + xBottom) / 2 - x0Floor)
            buffer[base + x0Index] += d - d * middle
            buffer[base + x0Index + 1] += d * middle
            return
        }
        let s = Float(1 / (x1 - x0))
        let x0Fraction = Float(x0 - x0Floor)
        let a0 = 0.5 * s * (1 - x0Fraction) * (1 - x0Fraction)
        let x1Fraction = Float(x1 - x1Ceil + 1)
        let am = 0.5 * s * x1Fraction * x1Fraction
        buffer[base + x0Index] += d * a0
        if x1Index == x0Index + 2 {
            buffer[base + x0Index + 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - x0Fraction)
            buffer[base + x0Index + 1] += d * (a1 - a0)
            for column in (x0Index + 2)..<(x1Index - 1) { buffer[base + column] += d * s }
            let a2 = a1 + Float(x1Index - x0Index - 3) * s
            buffer[base + x1Index - 1] += d * (1 - a2 - am)
        }
        buffer[base + x1Index] += d * am
    }
}
