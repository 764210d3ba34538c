import Testing

@testable import FloDrawing

/// An even-odd clip turned into the non-zero one that clips the same, for vector drawables and Compose, where its
/// outlines do not cross.
@Suite struct EvenOddAsNonZeroTests {
    static func polygon(_ points: [(Double, Double)], into path: inout Path) {
        path.move(to: Point(x: points[0].0, y: points[0].1))
        for point in points.dropFirst() { path.line(to: Point(x: point.0, y: point.1)) }
        path.close()
    }

    /// What a square filled with a colour shows through `clip`, at 2x.
    static func clipped(by clip: ClipPath) -> [UInt8] {
        var square = Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 60, height: 60), radius: 0)
        let node = Node.group(
            Group(clip: clip, children: [.path(PathNode(path: square, fill: .color(Color(red: 0, green: 0, blue: 1))))])
        )
        return Canvas.render(Drawing(title: "c", size: Size(width: 60, height: 60), nodes: [node]), scale: 2).rgba
    }

    /// Outlines that do not cross: an L, a frame and its hole and an island in the hole all wound the same way, a
    /// ring of two circles wound the same way, and a square beside them wound the other way.
    static var nested: Path {
        var path = Path()
        polygon([(2, 2), (20, 2), (20, 8), (8, 8), (8, 20), (2, 20)], into: &path)
        polygon([(24, 2), (58, 2), (58, 30), (24, 30)], into: &path)
        polygon([(30, 8), (52, 8), (52, 24), (30, 24)], into: &path)
        polygon([(36, 12), (46, 12), (46, 20), (36, 20)], into: &path)
        path.addEllipse(in: Rect(x: 2, y: 34, width: 24, height: 24))
        path.addEllipse(in: Rect(x: 8, y: 40, width: 12, height: 12))
        polygon([(40, 42), (40, 56), (54, 56), (54, 42)], into: &path)
        return path
    }

    @Test func outlinesThatDoNotCrossClipAlike() throws {
        let nonZero = try #require(Self.nested.evenOddAsNonZero)
        let evenOdd = Self.clipped(by: ClipPath(shapes: [ClipShape(path: Self.nested, rule: .evenOdd)]))
        let turned = Self.clipped(by: ClipPath(path: nonZero))
        let differences = zip(evenOdd, turned).map { abs(Int($0) - Int($1)) }
        #expect(differences.max() ?? 255 <= 2, "\(differences.max() ?? 255)")
        // The picture has holes: the same path under the non-zero rule would differ.
        let unturned = Self.clipped(by: ClipPath(path: Self.nested))
        #expect(zip(evenOdd, unturned).contains { abs(Int($0) - Int($1)) > 100 })
    }

    @Test func outlinesThatCrossOrTouchAreLeftAlone() {
        var overlapping = Path()
        Self.polygon([(0, 0), (10, 0), (10, 10), (0, 10)], into: &overlapping)
        Self.polygon([(5, 5), (15, 5), (15, 15), (5, 15)], into: &overlapping)
        #expect(overlapping.evenOddAsNonZero == nil)
        var figureEight = Path()
        Self.polygon([(0, 0), (10, 10), (10, 0), (0, 10)], into: &figureEight)
        #expect(figureEight.evenOddAsNonZero == nil)
        var touching = Path()
        Self.polygon([(0, 0), (10, 0), (10, 10), (0, 10)], into: &touching)
        Self.polygon([(10, 5), (20, 5), (20, 15)], into: &touching)
        #expect(touching.evenOddAsNonZero == nil)
        // Drawing on after a close starts a second outline within the subpath: not looked into.
        var reopened = Path()
        Self.polygon([(0, 0), (10, 0), (10, 10)], into: &reopened)
        reopened.line(to: Point(x: 20, y: 20))
        #expect(reopened.evenOddAsNonZero == nil)
    }

    @Test func tooManySegmentsAreLeftAlone() {
        var zigzag = Path()
        zigzag.move(to: Point(x: 0, y: 0))
        for index in 1...Path.maximumNonZeroSegments { zigzag.line(to: Point(x: Double(index), y: Double(index % 2))) }
        zigzag.line(to: Point(x: 0, y: 10))
        zigzag.close()
        #expect(zigzag.evenOddAsNonZero == nil)
    }
}
