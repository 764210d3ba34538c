import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

/// A gradient used again (a path's fill and stroke, shapes that share one in user space) is written once.
@Suite struct SVGGradientReuseTests {
    @Test func aGradientUsedAgainIsWrittenOnce() {
        let gradient = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 40, y: 0),
                stops: [
                    GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
                    GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1)),
                ], units: .userSpace))
        func square(_ x: Double) -> FloDrawing.Path {
            var path = FloDrawing.Path()
            path.addRoundedRect(in: Rect(x: x, y: 0, width: 10, height: 10), radius: 0)
            return path
        }
        // The same gradient in the boxes of two squares is two gradients.
        var boxed = gradient
        if case .linearGradient(var inBox) = gradient {
            (inBox.end, inBox.units) = (Point(x: 1, y: 0), .boundingBox)
            boxed = .linearGradient(inBox)
        }
        let drawing = Drawing(
            title: "g", size: Size(width: 40, height: 10),
            nodes: [
                .path(PathNode(path: square(0), fill: gradient)),
                .path(PathNode(path: square(10), fill: gradient, stroke: Stroke(paint: gradient, width: 1))),
                .path(PathNode(path: square(20), fill: boxed)),
                .path(PathNode(path: square(30), fill: boxed)),
            ])
        var bytes = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &bytes)
        let text = String(decoding: bytes.bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "<linearGradient").count == 4, "\(text)")
        #expect(text.components(separatedBy: "url(#g1)").count == 4, "\(text)")
        #expect(text.contains(#"fill="url(#g2)""#) && text.contains(#"fill="url(#g3)""#), "\(text)")
    }
}
