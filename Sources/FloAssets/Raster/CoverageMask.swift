/// The exact area of each pixel covered by closed contours under the non-zero rule, computed as font-rs does:
/// every edge adds the signed area it sweeps to an accumulation buffer, and a running sum along each row gives
/// the winding-weighted coverage, clamped to 1. No supersampling: a pixel half covered is exactly 0.5.
struct CoverageMask {
    /// The pixels the mask spans on its canvas.
    let minX: Int
    let minY: Int
    let width: Int
    let height: Int
    /// Coverage in 0…1, row by row.
    private(set) var coverage: [Float]

    /// The coverage of `contours` (in pixels) on a canvas of `canvasWidth` × `canvasHeight` pixels, under `rule`.
    init(contours: [[Point]], canvasWidth: Int, canvasHeight: Int, rule: FillRule = .nonZero) {
        var lowX = Double.infinity
        var lowY = Double.infinity
        var highX = -Double.infinity
        var highY = -Double.infinity
        for contour in contours {
            for point in contour {
                lowX = min(lowX, point.x)
                lowY = min(lowY, point.y)
                highX = max(highX, point.x)
                highY = max(highY, point.y)
            }
        }
        let x0 = max(0, Int(lowX.isFinite ? lowX.rounded(.down) : 0))
        let y0 = max(0, Int(lowY.isFinite ? lowY.rounded(.down) : 0))
        let x1 = min(canvasWidth, Int(highX.isFinite ? highX.rounded(.up) : 0))
        let y1 = min(canvasHeight, Int(highY.isFinite ? highY.rounded(.up) : 0))
        minX = x0
        minY = y0
        width = max(0, x1 - x0)
        height = max(0, y1 - y0)
        coverage = []
        guard width > 0, height > 0 else { return }
        // Two spare columns: an edge clamped to the right border adds its area there, outside the canvas.
        let stride = width + 2
        var accumulation = [Float](repeating: 0, count: stride * height)
        accumulation.withUnsafeMutableBufferPointer { buffer in
            for contour in contours where contour.count > 1 {
                var previous = contour[contour.count - 1]
                for point in contour {
                    Self.addLine(
                        from: Point(x: previous.x - Double(x0), y: previous.y - Double(y0)),
                        to: Point(x: point.x - Double(x0), y: point.y - Double(y0)), width: width, height: height,
                        stride: stride, into: buffer)
                    previous = point
                }
            }
        }
        var result = [Float](repeating: 0, count: width * height)
        for row in 0..<height {
            var sum: Float = 0
            for column in 0..<width {
                sum += accumulation[row * stride + column]
                if rule == .nonZero {
                    result[row * width + column] = min(1, abs(sum))
                } else {
                    let folded = abs(sum).truncatingRemainder(dividingBy: 2)
                    result[row * width + column] = min(folded, 2 - folded)
                }
            }
        }
        coverage = result
    }

    /// Adds the signed area the edge `a`–`b` sweeps to the right of it, row by row. Left of the canvas an edge is
    /// clamped to its border (the winding it gives every pixel to its right is the same), right of it to the spare
    /// column.
    private static func addLine(
        from a: Point, to b: Point, width: Int, height: Int, stride: Int, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        guard a.y != b.y else { return }
        let direction: Float = a.y < b.y ? 1 : -1
        let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        let limit = Double(width)
        let firstRow = max(0, Int(top.y.rounded(.down)))
        let lastRow = min(height, Int(bottom.y.rounded(.up)))
        guard firstRow < lastRow else { return }
        for row in firstRow..<lastRow {
            let rowTop = max(Double(row), top.y)
            let rowBottom = min(Double(row + 1), bottom.y)
            guard rowBottom > rowTop else { continue }
            let xTop = min(max(top.x + (rowTop - top.y) * slope, 0), limit)
            let xBottom = min(max(top.x + (rowBottom - top.y) * slope, 0), limit)
            let d = Float(rowBottom - rowTop) * direction
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
            } else {
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
    }

    /// The union of `masks`, a pixel covered by a and b being covered by 1 − (1 − a)(1 − b): exact where the
    /// shapes cross at right angles within a pixel (the plus sign's strokes), and never darker than either.
    init(union masks: [CoverageMask]) {
        let nonEmpty = masks.filter { $0.width > 0 && $0.height > 0 }
        minX = nonEmpty.map(\.minX).min() ?? 0
        minY = nonEmpty.map(\.minY).min() ?? 0
        width = (nonEmpty.map { $0.minX + $0.width }.max() ?? 0) - minX
        height = (nonEmpty.map { $0.minY + $0.height }.max() ?? 0) - minY
        var uncovered = [Float](repeating: 1, count: width * height)
        for mask in nonEmpty {
            for row in 0..<mask.height {
                let base = (mask.minY - minY + row) * width + mask.minX - minX
                for column in 0..<mask.width {
                    uncovered[base + column] *= 1 - mask.coverage[row * mask.width + column]
                }
            }
        }
        coverage = uncovered.map { 1 - $0 }
    }

    /// The coverage of canvas pixel (`x`, `y`), 0 outside the mask.
    func value(x: Int, y: Int) -> Float {
        let column = x - minX
        let row = y - minY
        guard column >= 0, column < width, row >= 0, row < height else { return 0 }
        return coverage[row * width + column]
    }
}
