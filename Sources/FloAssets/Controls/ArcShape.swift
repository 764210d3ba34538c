import FloDrawing

/// The SwiftUI guide's corrected `Arc` shape: degrees from 12 o'clock, `clockwise` meaning clockwise on screen.
struct ArcShape: Sendable, Hashable {
    var paint = ShapePaint()
    var startAngle = 0.0
    var endAngle = 90.0
    var clockwise = true

    /// Centre of the bounds, radius `width/2` less the inset; 0° points up, as the guide's rotation adjustment does.
    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        let upright = Angle.degrees(-90)
        var path = Path()
        path.addArc(
            center: Point(x: size.width / 2, y: size.height / 2), radius: max(0, size.width / 2 - paint.inset),
            startAngle: .degrees(startAngle) + upright, endAngle: .degrees(endAngle) + upright, clockwise: clockwise)
        return Drawing(
            title: title, size: size,
            paths: paint.paths(path, collapsed: collapses(size: size), appearance: appearance, size: size)
        )
    }

    /// Whether `strokeBorder` leaves the arc no radius.
    func collapses(size: Size) -> Bool {
        paint.inset > 0 && paint.inset >= size.width / 2
    }
}
