/// The exact area of each pixel covered by closed contours under a fill rule, computed as font-rs does: every edge
/// adds the signed area it sweeps to an accumulation buffer, and a running sum along each row gives the coverage
/// (rows where contours overlap themselves are resolved by `RowWindings` first). No supersampling: a pixel half
/// covered is exactly 0.5.
struct CoverageMask {
    /// The pixels the mask spans on its canvas.
    let minX: Int
    let minY: Int
    let width: Int
    let height: Int
    /// Coverage in 0…1, row by row.
    private(set) var coverage: [Float]
    /// Less coverage than this is none: far below what a byte can show.
    static let residue: Float = 1e-6

    /// The pixels of a canvas of `canvasWidth` × `canvasHeight` that `contours` (in pixels) may cover: where their
    /// mask lies.
    static func span(of contours: [[Point]], canvasWidth: Int, canvasHeight: Int) -> PixelArea {
        span(of: contours, within: PixelArea(x: 0..<canvasWidth, y: 0..<canvasHeight))
    }

    /// The pixels of `area` that `contours` (in pixels) may cover: where their mask lies.
    static func span(of contours: [[Point]], within area: PixelArea) -> PixelArea {
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
        let x0 = max(area.x.lowerBound, PixelArea.pixel(lowX.isFinite ? lowX.rounded(.down) : 0))
        let y0 = max(area.y.lowerBound, PixelArea.pixel(lowY.isFinite ? lowY.rounded(.down) : 0))
        let x1 = min(area.x.upperBound, PixelArea.pixel(highX.isFinite ? highX.rounded(.up) : 0))
        let y1 = min(area.y.upperBound, PixelArea.pixel(highY.isFinite ? highY.rounded(.up) : 0))
        return PixelArea(x: x0..<max(x0, x1), y: y0..<max(y0, y1))
    }

    /// `coverage`, row by row, over `area`.
    init(area: PixelArea, coverage: [Float]) {
        (minX, minY, width, height) = (area.x.lowerBound, area.y.lowerBound, area.width, area.height)
        self.coverage = coverage
    }

    /// The coverage of `contours` (in pixels) on a canvas of `canvasWidth` × `canvasHeight` pixels, under `rule`.
    init(contours: [[Point]], canvasWidth: Int, canvasHeight: Int, rule: FillRule = .nonZero) {
        self.init(contours: contours, within: PixelArea(x: 0..<canvasWidth, y: 0..<canvasHeight), rule: rule)
    }

    /// The coverage of `contours` (in pixels) within `area`, under `rule`.
    init(contours: [[Point]], within area: PixelArea, rule: FillRule = .nonZero) {
        let span = Self.span(of: contours, within: area)
        let (x0, y0) = (span.x.lowerBound, span.y.lowerBound)
        minX = x0
        minY = y0
        width = span.x.count
        height = span.y.count
        coverage = []
        guard width > 0, height > 0 else { return }
        var edges: [PolygonEdge] = []
        for contour in contours where contour.count > 1 {
            var previous = contour[contour.count - 1]
            for point in contour {
                let from = Point(x: previous.x - Double(x0), y: previous.y - Double(y0))
                let to = Point(x: point.x - Double(x0), y: point.y - Double(y0))
                if let edge = PolygonEdge(from: from, to: to, height: height), edge.firstRow < edge.endRow {
                    edges.append(edge)
                }
                previous = point
            }
        }
        // Row by row, so that memory grows with the edges and not with the rows they cross; each row's edges in the
        // order of the contours, which keeps the bytes of a row summed as they were before rows could be resolved.
        let starting = edges.indices.sorted { (edges[$0].firstRow, $0) < (edges[$1].firstRow, $1) }
        var nextStarting = 0
        var active: [Int] = []
        var pieces: [EdgePiece] = []
        // Two spare columns: an edge clamped to the right border adds its area there, outside the canvas.
        let stride = width + 2
        var accumulation = [Float](repeating: 0, count: stride * height)
        var windings = RowWindings(rule: rule)
        accumulation.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<height {
                active.removeAll { edges[$0].endRow <= row }
                let count = active.count
                while nextStarting < starting.count && edges[starting[nextStarting]].firstRow == row {
                    active.append(starting[nextStarting])
                    nextStarting += 1
                }
                if active.count > count { active.sort() }
                pieces.removeAll(keepingCapacity: true)
                for index in active { edges[index].appendPieces(in: row, width: width, to: &pieces) }
                windings.accumulate(pieces[...], stride: stride, into: buffer)
            }
        }
        var result = [Float](repeating: 0, count: width * height)
        for row in 0..<height {
            var sum: Float = 0
            for column in 0..<width {
                sum += accumulation[row * stride + column]
                let covered: Float
                if rule == .nonZero {
                    covered = min(1, abs(sum))
                } else {
                    let folded = abs(sum).truncatingRemainder(dividingBy: 2)
                    covered = min(folded, 2 - folded)
                }
                // An area added and taken away again can leave a rounding residue that runs on along the row, as
                // can a pixel wholly inside: a hair under 1 there, a colour burn of the pixel would flip to black.
                result[row * width + column] = covered < Self.residue ? 0 : covered > 1 - Self.residue ? 1 : covered
            }
        }
        coverage = result
    }

    /// The union of the masks `mask(i)` gives, each within `spans[i]` (see `span(of:)`), a pixel covered by a and b
    /// being covered by 1 − (1 − a)(1 − b): exact where the shapes cross at right angles within a pixel (the plus
    /// sign's strokes), and never darker than either. Each mask is let go once added: a stroke of thousands of
    /// subpaths holds the coverage of their joint bounds, not a mask for each.
    init(unionOf spans: [PixelArea], _ mask: (Int) -> CoverageMask) {
        let covering = spans.filter { !$0.x.isEmpty && !$0.y.isEmpty }
        minX = covering.map(\.x.lowerBound).min() ?? 0
        minY = covering.map(\.y.lowerBound).min() ?? 0
        width = (covering.map(\.x.upperBound).max() ?? 0) - minX
        height = (covering.map(\.y.upperBound).max() ?? 0) - minY
        // What no mask covers, multiplied in mask order.
        var uncovered = [Float](repeating: 1, count: width * height)
        for index in spans.indices where !spans[index].x.isEmpty && !spans[index].y.isEmpty {
            let next = mask(index)
            for row in 0..<next.height {
                let base = (next.minY - minY + row) * width + next.minX - minX
                for column in 0..<next.width {
                    uncovered[base + column] *= 1 - next.coverage[row * next.width + column]
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

extension CoverageMask {
    /// This mask within every mask of `others`: each pixel's coverage times theirs.
    func intersected(with others: [CoverageMask]) -> CoverageMask {
        var result = self
        for other in others {
            for row in 0..<height {
                for column in 0..<width {
                    result.coverage[row * width + column] *= other.value(x: minX + column, y: minY + row)
                }
            }
        }
        return result
    }
}
