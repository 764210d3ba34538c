import FloDrawing

/// Predicts, from geometry alone, how many device pixels inside a push button a rasteriser paints in a blend of the
/// fill and stroke colours ("fuzzy" pixels) — the blur the tutorial's half-point shift tries to avoid.
///
/// The tests check these predictions against librsvg and MuPDF renders of the generated files.
enum Crispness {
    /// A pixel is fuzzy when it differs from both pure colours by more than this, in 0…255 on some channel.
    static let tolerance = 8.0

    /// The fuzzy pixels of `button` at `size` with `snapping`, rendered at device `scale`.
    static func fuzzyPixels(of button: PushButton, size: Size, snapping: PixelSnapping, scale: Int) -> Int {
        fuzzyCount(edgeCoverages(of: button, size: size, snapping: snapping, scale: scale), button: button)
    }

    /// How many of `coverages` (from `edgeCoverages`) show as neither of `button`'s colours.
    static func fuzzyCount(_ coverages: [Double], button: PushButton) -> Int {
        let largestStep =
            [
                button.strokeColor.any.red - button.fillColor.anyColor.red,
                button.strokeColor.any.green - button.fillColor.anyColor.green,
                button.strokeColor.any.blue - button.fillColor.anyColor.blue,
            ].map { abs($0) * 255 }.max() ?? 0
        guard largestStep > tolerance else { return 0 }
        // Coverage strictly between these shows as neither colour.
        let threshold = tolerance / largestStep
        return coverages.reduce(0) { $0 + ($1 > threshold && $1 < 1 - threshold ? 1 : 0) }
    }

    /// How much of each device pixel along the sign's edges, inside the oval, the sign covers: the geometry of
    /// the count, which the colours only threshold (so a page of many buttons of one shape measures it once).
    ///
    /// Only a pixel a stroke edge crosses can be partly covered; the rest are all fill or all stroke. So only the
    /// pixels along the edges are measured: the cost grows with the perimeter, not the area (a 10000-pt button at
    /// 10x is 10¹⁰ pixels, but only about 10⁶ along its sign).
    static func edgeCoverages(of button: PushButton, size: Size, snapping: PixelSnapping, scale: Int) -> [Double] {
        let bars = strokeRectangles(of: button, size: size, snapping: snapping)
        let s = Double(scale)
        var coverages: [Double] = []
        for pixel in edgePixels(of: bars, scale: s) {
            let rect = Rect(x: Double(pixel.column) / s, y: Double(pixel.row) / s, width: 1 / s, height: 1 / s)
            guard isInsideOval(rect, size: size, margin: 1 / s) else { continue }
            coverages.append(coveredFraction(of: rect, by: bars))
        }
        return coverages
    }

    /// The device pixels along the edges of `rectangles`, each once: the first and last row across each rectangle,
    /// and its first and last column on every row between.
    static func edgePixels(of rectangles: [Rect], scale: Double) -> Set<PixelPosition> {
        var pixels = Set<PixelPosition>()
        for rectangle in rectangles {
            let firstColumn = Int((rectangle.x * scale).rounded(.down))
            let lastColumn = Int((rectangle.maxX * scale).rounded(.up)) - 1
            let firstRow = Int((rectangle.y * scale).rounded(.down))
            let lastRow = Int((rectangle.maxY * scale).rounded(.up)) - 1
            guard lastColumn >= firstColumn, lastRow >= firstRow else { continue }
            for row in firstRow...lastRow {
                if row == firstRow || row == lastRow {
                    for column in firstColumn...lastColumn { pixels.insert(PixelPosition(row: row, column: column)) }
                } else {
                    pixels.insert(PixelPosition(row: row, column: firstColumn))
                    pixels.insert(PixelPosition(row: row, column: lastColumn))
                }
            }
        }
        return pixels
    }

    struct PixelPosition: Hashable {
        var row: Int
        var column: Int
    }

    /// The rectangles the sign's strokes paint (butt caps: exactly the segment widened by the line width).
    static func strokeRectangles(of button: PushButton, size: Size, snapping: PixelSnapping) -> [Rect] {
        let strokes = button.signStrokes(size: size, snapping: snapping)
        let half = button.plusLineWidth / 2
        var rectangles = [
            Rect(
                x: strokes.horizontal.start.x, y: strokes.horizontal.start.y - half,
                width: strokes.horizontal.end.x - strokes.horizontal.start.x, height: button.plusLineWidth)
        ]
        if let vertical = strokes.vertical {
            rectangles.append(
                Rect(
                    x: vertical.start.x - half, y: vertical.start.y,
                    width: button.plusLineWidth, height: vertical.end.y - vertical.start.y))
        }
        return rectangles
    }

    /// Whether `pixel` lies inside the oval shrunk by `margin`, away from the oval's own anti-aliased rim.
    static func isInsideOval(_ pixel: Rect, size: Size, margin: Double) -> Bool {
        let rx = size.width / 2 - margin
        let ry = size.height / 2 - margin
        guard rx > 0, ry > 0 else { return false }
        // The corner farthest from the centre is the farthest in x and in y.
        let dx = max(abs(pixel.x - size.width / 2), abs(pixel.maxX - size.width / 2)) / rx
        let dy = max(abs(pixel.y - size.height / 2), abs(pixel.maxY - size.height / 2)) / ry
        return dx * dx + dy * dy <= 1
    }

    /// The fraction of `pixel` covered by the union of at most two rectangles.
    static func coveredFraction(of pixel: Rect, by rectangles: [Rect]) -> Double {
        let area = pixel.width * pixel.height
        var covered = rectangles.reduce(0) { $0 + overlap(pixel, $1) }
        if rectangles.count == 2, let both = intersection(rectangles[0], rectangles[1]) {
            covered -= overlap(pixel, both)
        }
        return covered / area
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.x, b.x)
        let y0 = max(a.y, b.y)
        let x1 = min(a.maxX, b.maxX)
        let y1 = min(a.maxY, b.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    private static func overlap(_ a: Rect, _ b: Rect) -> Double {
        intersection(a, b).map { $0.width * $0.height } ?? 0
    }
}
