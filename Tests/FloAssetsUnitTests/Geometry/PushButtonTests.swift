import FloAssetsTestSupport
import Testing

@testable import FloAssets
@testable import FloDrawing

/// The edges of the strokes a button paints: x and y ranges of the horizontal and vertical bars.
private struct Bars: CustomStringConvertible {
    var horizontal: (x: ClosedRange<Double>, y: ClosedRange<Double>)
    var vertical: (x: ClosedRange<Double>, y: ClosedRange<Double>)?

    init(_ button: PushButton, size: Size, snapping: PixelSnapping) {
        let strokes = button.signStrokes(size: size, snapping: snapping)
        let half = button.plusLineWidth / 2
        let h = strokes.horizontal
        horizontal = (h.start.x...h.end.x, (h.start.y - half)...(h.start.y + half))
        vertical = strokes.vertical.map { v in ((v.start.x - half)...(v.start.x + half), v.start.y...v.end.y) }
    }

    var edges: [Double] {
        var values = [
            horizontal.x.lowerBound, horizontal.x.upperBound, horizontal.y.lowerBound, horizontal.y.upperBound,
        ]
        if let vertical {
            values += [vertical.x.lowerBound, vertical.x.upperBound, vertical.y.lowerBound, vertical.y.upperBound]
        }
        return values
    }

    var description: String { "h \(horizontal) v \(String(describing: vertical))" }
}

private func matches(_ range: ClosedRange<Double>, _ low: Double, _ high: Double) -> Bool {
    isClose(range.lowerBound, low) && isClose(range.upperBound, high)
}

@Suite struct PushButtonTests {
    /// Hand-computed stroke edges: (width, height, line width, mode, horizontal x, horizontal y, vertical x, vertical y).
    static let plusCases: [(Double, Double, Double, PixelSnapping, [Double], [Double], [Double], [Double])] = [
        // The worked example of the push button’s geometry.
        (100, 100, 3, .grid, [20, 81], [49, 52], [49, 52], [20, 81]),
        (100, 100, 3, .none, [20, 80], [48.5, 51.5], [48.5, 51.5], [20, 80]),
        (100, 100, 3, .halfPoint, [20.5, 80.5], [49, 52], [49, 52], [20.5, 80.5]),
        // 44: centre 22, band 20.5…23.5 rounds up to 21…24; half-length 13.2 → 13.5 about 22.5.
        (44, 44, 3, .grid, [9, 36], [21, 24], [21, 24], [9, 36]),
        (44, 44, 3, .none, [8.8, 35.2], [20.5, 23.5], [20.5, 23.5], [8.8, 35.2]),
        (44, 44, 3, .halfPoint, [9.3, 35.7], [21, 24], [21, 24], [9.3, 35.7]),
        // 101: centre 50.5 already puts a 3-pt band on whole points; half-length 30.3 → 30.5.
        (101, 101, 3, .grid, [20, 81], [49, 52], [49, 52], [20, 81]),
        (101, 101, 3, .none, [20.2, 80.8], [49, 52], [49, 52], [20.2, 80.8]),
        (101, 101, 3, .halfPoint, [20.7, 81.3], [49.5, 52.5], [49.5, 52.5], [20.7, 81.3]),
        // 57×80: min side 57, half-length 17.1 → 17.5 about x 28.5 and y 40.5.
        (57, 80, 3, .grid, [11, 46], [39, 42], [27, 30], [23, 58]),
        (57, 80, 3, .none, [11.4, 45.6], [38.5, 41.5], [27, 30], [22.9, 57.1]),
        // Even line width: bands centred on whole points stay; 100 with width 2.
        (100, 100, 2, .grid, [20, 80], [49, 51], [49, 51], [20, 80]),
        (100, 100, 4, .grid, [20, 80], [48, 52], [48, 52], [20, 80]),
        (64, 64, 1, .grid, [13, 52], [32, 33], [32, 33], [13, 52]),
    ]

    @Test(arguments: plusCases)
    func plusStrokeEdges(_ c: (Double, Double, Double, PixelSnapping, [Double], [Double], [Double], [Double])) throws {
        var button = PushButton()
        button.plusLineWidth = c.2
        let bars = Bars(button, size: Size(width: c.0, height: c.1), snapping: c.3)
        let vertical = try #require(bars.vertical)
        #expect(matches(bars.horizontal.x, c.4[0], c.4[1]), "\(bars)")
        #expect(matches(bars.horizontal.y, c.5[0], c.5[1]), "\(bars)")
        #expect(matches(vertical.x, c.6[0], c.6[1]), "\(bars)")
        #expect(matches(vertical.y, c.7[0], c.7[1]), "\(bars)")
    }

    @Test(arguments: [
        // (size, horizontal x, horizontal y) for a minus: symmetric about the button's centre.
        (50.0, [10.0, 40.0], [24.0, 27.0]),
        (101.0, [20.0, 81.0], [49.0, 52.0]),
        (57.0, [11.0, 46.0], [27.0, 30.0]),
    ])
    func minusIsSymmetricAboutTheCentre(size: Double, x: [Double], y: [Double]) {
        var button = PushButton()
        button.isAddButton = false
        let bars = Bars(button, size: Size(width: size, height: size), snapping: .grid)
        #expect(bars.vertical == nil)
        #expect(matches(bars.horizontal.x, x[0], x[1]), "\(bars)")
        #expect(matches(bars.horizontal.y, y[0], y[1]), "\(bars)")
        #expect(isClose(bars.horizontal.x.lowerBound + bars.horizontal.x.upperBound, size))
    }

    static let sizes: [(Double, Double)] = [
        (44, 44), (50, 50), (57, 57), (64, 64), (100, 100), (101, 101), (120, 120), (57, 80),
    ]

    /// The grid rule for the whole matrix: whole-point edges, equal arms, each edge within 1 pt of the exact one.
    @Test(arguments: sizes, [1.0, 2, 3, 4])
    func gridEdgesAreWholeAndArmsEqual(size: (Double, Double), lineWidth: Double) {
        for scale in [0.001, 0.02, 0.1, 0.4, 0.5, 0.6, 0.7, 0.8] { // a sign shorter than its line is wide too
            for isAdd in [true, false] {
                var button = PushButton()
                button.plusLineWidth = lineWidth
                button.plusButtonScale = scale
                button.isAddButton = isAdd
                let canvas = Size(width: size.0, height: size.1)
                let grid = Bars(button, size: canvas, snapping: .grid)
                let exact = Bars(button, size: canvas, snapping: .none)
                for edge in grid.edges {
                    #expect(isClose(edge, edge.rounded()), "edge \(edge) of \(grid)")
                }
                for (snapped, original) in zip(grid.edges, exact.edges) {
                    #expect(abs(snapped - original) <= 1 + 1e-9, "\(snapped) vs \(original)")
                }
                // Long edges (the band) move by less than a point.
                #expect(abs(grid.horizontal.y.lowerBound - exact.horizontal.y.lowerBound) < 1)
                if let vertical = grid.vertical {
                    let left = vertical.x.lowerBound - grid.horizontal.x.lowerBound
                    let right = grid.horizontal.x.upperBound - vertical.x.upperBound
                    let top = grid.horizontal.y.lowerBound - vertical.y.lowerBound
                    let bottom = vertical.y.upperBound - grid.horizontal.y.upperBound
                    #expect(
                        isClose(left, right) && isClose(left, top) && isClose(left, bottom),
                        "arms \(left) \(right) \(top) \(bottom)")
                } else {
                    #expect(isClose(grid.horizontal.x.lowerBound + grid.horizontal.x.upperBound, size.0))
                }
            }
        }
    }

    @Test func drawingPaintsOvalThenSign() throws {
        let drawing = PushButton().drawing(title: "b", size: Size(width: 100, height: 100), snapping: .grid)
        #expect(drawing.paths.count == 2)
        #expect(drawing.paths[0].fill == .color(.green) && drawing.paths[0].stroke == nil)
        let stroke = try #require(drawing.paths[1].stroke)
        #expect(stroke.paint.solidColor == .white && stroke.width == 3 && stroke.cap == .butt)
        // The oval starts at the right mid-edge, as UIBezierPath(ovalIn:), and every segment ends on the circle.
        let points = endPoints(drawing.paths[0].path)
        for point in points {
            #expect(isClose(point.distance(to: Point(x: 50, y: 50)), 50, tolerance: 1e-9))
        }
        #expect(isClose(points[0], Point(x: 100, y: 50)))
    }
}
