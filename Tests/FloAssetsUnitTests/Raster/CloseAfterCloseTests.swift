import Testing

@testable import FloDrawing

/// A close after a close (`Z Z`, which some tools write) leaves the current point at the subpath's start: a line
/// that follows starts there, as it does after one close. The rasteriser started it at its own end, and dropped a
/// triangle drawn on after it.
@Suite struct CloseAfterCloseTests {
    static func triangles(closes: Int) -> Path {
        var path = Path()
        path.move(to: Point(x: 10, y: 10))
        path.line(to: Point(x: 90, y: 10))
        path.line(to: Point(x: 90, y: 50))
        for _ in 0..<closes { path.close() }
        path.line(to: Point(x: 10, y: 90))
        path.line(to: Point(x: 50, y: 90))
        return path
    }

    @Test func aLineAfterTwoClosesStartsAtTheSubpathsStart() {
        let once = Self.triangles(closes: 1).flattened(scale: 1, tolerance: 0.1)
        let twice = Self.triangles(closes: 2).flattened(scale: 1, tolerance: 0.1)
        #expect(once.map(\.points) == twice.map(\.points), "\(twice)")
        #expect(twice.last?.points == [Point(x: 10, y: 10), Point(x: 10, y: 90), Point(x: 50, y: 90)])
    }
}
