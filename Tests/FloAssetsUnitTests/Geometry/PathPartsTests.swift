import Testing

@testable import FloDrawing

/// A path split into parts that paint no point in common, for formats that cap one path's length.
@Suite struct PathPartsTests {
    static func square(_ x: Double, _ y: Double, _ side: Double, into path: inout Path) {
        path.move(to: Point(x: x, y: y))
        path.line(to: Point(x: x + side, y: y))
        path.curve(
            to: Point(x: x + side, y: y + side), control1: Point(x: x + side + 1, y: y),
            control2: Point(x: x + side + 1, y: y + side))
        path.line(to: Point(x: x, y: y + side))
        path.close()
    }

    @Test func subpathsApartAreParts() {
        var path = Path()
        Self.square(0, 0, 4, into: &path)
        Self.square(20, 0, 4, into: &path)
        Self.square(0, 20, 4, into: &path)
        let parts = path.separateParts(reach: 0)
        #expect(parts.count == 3)
        #expect(parts.flatMap(\.elements) == path.elements)
    }

    /// A hole is inside its outline's box, so the letter stays whole; a square across the gap joins both sides.
    @Test func subpathsThatMeetStayTogether() {
        var path = Path()
        Self.square(0, 0, 10, into: &path)
        Self.square(30, 0, 4, into: &path)
        Self.square(3, 3, 4, into: &path)
        let parts = path.separateParts(reach: 0)
        #expect(parts.count == 2)
        #expect(parts[0].elements.count == 10 && parts[1].elements.count == 5)
        // The curve's control points reach 1 past the side: the boxes of squares 1 apart meet.
        var touching = Path()
        Self.square(0, 0, 4, into: &touching)
        Self.square(5, 0, 4, into: &touching)
        #expect(touching.separateParts(reach: 0).count == 1)
        var bridged = path
        Self.square(8, 0, 24, into: &bridged)
        #expect(bridged.separateParts(reach: 0).count == 1)
    }

    /// A stroke reaches past the outline: subpaths closer than it are one part.
    @Test func aStrokesReachJoinsNearSubpaths() {
        var path = Path()
        Self.square(0, 0, 4, into: &path)
        Self.square(10, 0, 4, into: &path)
        #expect(path.separateParts(reach: 0).count == 2)
        #expect(path.separateParts(reach: 2.6).count == 1)
    }
}
