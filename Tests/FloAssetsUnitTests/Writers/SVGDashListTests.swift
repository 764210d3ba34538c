import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

/// The SVG writer writes an odd dash list once, as the artwork wrote it, not twice as the scene holds it: librsvg
/// places the dashes after a gap of 0 in a doubled list (`12 5 0 12 5 0`) otherwise than in the list it doubles
/// itself, and browsers and resvg draw both alike.
@Suite struct SVGDashListTests {
    static func written(_ dashes: [Double]) -> String {
        var line = FloDrawing.Path()
        line.move(to: Point(x: 1, y: 5))
        line.line(to: Point(x: 9, y: 5))
        let stroke = Stroke(paint: .color(Color(red: 0, green: 0, blue: 0)), width: 1, dashes: dashes)
        let drawing = Drawing(
            title: "d", size: Size(width: 10, height: 10), nodes: [.path(PathNode(path: line, stroke: stroke))])
        var bytes = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &bytes)
        let text = String(decoding: bytes.bytes, as: UTF8.self)
        guard let start = text.range(of: "stroke-dasharray=\"")?.upperBound,
            let end = text[start...].firstIndex(of: "\"")
        else { return text }
        return String(text[start..<end])
    }

    @Test(arguments: [
        ([12, 5, 0, 12, 5, 0], "12 5 0"),
        ([3, 3], "3"),
        ([3, 2], "3 2"),
        ([1, 2, 1, 2], "1 2 1 2"),
        ([12, 5, 0, 12, 5, 1], "12 5 0 12 5 1"),
    ])
    func anOddListIsWrittenOnce(dashes: [Double], written: String) {
        #expect(Self.written(dashes) == written)
    }
}
