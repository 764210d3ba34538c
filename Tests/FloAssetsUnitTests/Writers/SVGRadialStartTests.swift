import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

/// SVG 1.1 has no start radius: a padded radial gradient from a circle about its centre moves its stops out
/// instead, for every reader; one that repeats or reflects keeps `fr`, whose period moved stops would change.
@Suite struct SVGRadialStartTests {
    static func svg(spread: SpreadMethod) -> String {
        var square = FloDrawing.Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 20, height: 20), radius: 0)
        let rings = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 10, y: 10), startRadius: 2, endRadius: 6,
                stops: [
                    GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
                    GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1)),
                ], units: .userSpace, spread: spread))
        let drawing = Drawing(
            title: "r", size: Size(width: 20, height: 20), nodes: [.path(PathNode(path: square, fill: rings))])
        var bytes = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    @Test func aRepeatingGradientKeepsItsStartRadius() {
        let padded = Self.svg(spread: .pad)
        #expect(padded.contains(#"cx="10" cy="10" r="6""#) && !padded.contains("fr="), "\(padded)")
        #expect(padded.contains(##"<stop offset="0.333" stop-color="#ff0000"/>"##), "\(padded)")
        for spread in [SpreadMethod.repeat, .reflect] {
            let repeated = Self.svg(spread: spread)
            #expect(repeated.contains(#"cx="10" cy="10" r="6" fx="10" fy="10" fr="2""#), "\(repeated)")
            #expect(repeated.contains(##"<stop offset="0" stop-color="#ff0000"/>"##), "\(repeated)")
        }
    }

    /// Stops that all share an end leave one, which SVG would paint as a colour everywhere: a focal gradient whose
    /// focus lies outside its circle paints only the cone its circles sweep, so the lone stop is written twice.
    @Test func aLoneStopIsWrittenAsAGradient() {
        var square = FloDrawing.Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 20, height: 20), radius: 0)
        let magenta = Color(red: 1, green: 0, blue: 1)
        let cone = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 5, y: 10), startRadius: 0, endRadius: 2,
                stops: [
                    GradientStop(offset: 1, color: Color(red: 1, green: 0, blue: 1, alpha: 0.5)),
                    GradientStop(offset: 1, color: magenta),
                ], units: .userSpace, focus: Point(x: 15, y: 10), spread: .reflect))
        let drawing = Drawing(
            title: "r", size: Size(width: 20, height: 20), nodes: [.path(PathNode(path: square, fill: cone))])
        var bytes = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &bytes)
        let svg = String(decoding: bytes.bytes, as: UTF8.self)
        #expect(svg.components(separatedBy: "<stop ").count == 3, "\(svg)")
        #expect(svg.contains(##"<stop offset="0" stop-color="#ff00ff" stop-opacity="0.5"/>"##), "\(svg)")
        #expect(svg.contains(##"<stop offset="1" stop-color="#ff00ff" stop-opacity="0.5"/>"##), "\(svg)")
    }
}
