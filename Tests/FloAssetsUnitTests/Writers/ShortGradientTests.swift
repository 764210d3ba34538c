import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

/// A gradient line shorter in the drawing than the writers' 0.001 pt was written as none, which a PDF reader fills
/// with nothing and an SVG reader with the last colour: it is magnified about its middle to what they write, and an
/// end circle that small paints its last colour.
@Suite struct ShortGradientTests {
    static let stops = [
        GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
        GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1)),
    ]
    static let blue = Paint.color(Color(red: 0, green: 0, blue: 1))

    static func linear(from start: Double, length: Double) -> Paint {
        .linearGradient(
            LinearGradient(
                start: Point(x: start, y: 1), end: Point(x: start + length, y: 1), stops: stops, units: .userSpace))
    }

    static func radial(_ radius: Double) -> Paint {
        .radialGradient(
            RadialGradient(
                center: Point(x: 5, y: 5), startRadius: 0, endRadius: radius, stops: stops, units: .userSpace))
    }

    @Test func aShortLineIsMagnifiedAboutItsMiddle() throws {
        let tenfold = AffineTransform(a: 10, d: 10)
        guard case .linearGradient(let written) = Self.linear(from: 5, length: 1e-12).writable(in: tenfold) else {
            Issue.record("not a gradient")
            return
        }
        // 0.002 pt in the drawing is 0.0002 in its own coordinates, ten times smaller.
        #expect(abs(written.start.x - 4.9999) < 1e-9 && abs(written.end.x - 5.0001) < 1e-9, "\(written)")
        #expect(written.start.y == 1 && written.end.y == 1)
        // What the writers can write, and a line too short to magnify, which paints its last colour.
        #expect(Self.linear(from: 5, length: 0.0002).writable(in: tenfold) == Self.linear(from: 5, length: 0.0002))
        #expect(Self.linear(from: 0, length: .leastNonzeroMagnitude).writable(in: .identity) == Self.blue)
    }

    @Test func aTinyEndCirclePaintsTheLastColour() {
        #expect(Self.radial(1e-4).writable(in: .identity) == Self.blue)
        #expect(Self.radial(1e-4).writable(in: AffineTransform(a: 100, d: 100)) == Self.radial(1e-4))
    }

    /// Through a group that shrinks what it holds a million times, as the SVG writer writes it.
    @Test func theSVGWriterWritesALineUnderAShrinkingGroup() {
        var square = FloDrawing.Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 1e7, height: 1e7), radius: 0)
        let drawing = Drawing(
            title: "g", size: Size(width: 10, height: 10),
            nodes: [
                .group(
                    Group(
                        transform: AffineTransform(a: 1e-6, d: 1e-6),
                        children: [
                            .path(PathNode(path: square, fill: Self.linear(from: 5e6, length: 1))),
                            .path(PathNode(path: square, fill: Self.radial(100))),
                        ]))
            ])
        var bytes = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &bytes)
        let text = String(decoding: bytes.bytes, as: UTF8.self)
        #expect(text.contains(#"x1="4999000.5" y1="1" x2="5001000.5" y2="1""#), "\(text)")
        #expect(!text.contains("radialGradient") && text.contains(##"fill="#0000ff""##), "\(text)")
    }
}
