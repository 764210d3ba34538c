/// The UIKit guide's `drawRectangle`: the bounds, optionally with circular corners of `cornerRadius`.
struct Rectangle: Sendable, Hashable {
    var paint = ShapePaint()
    var cornerRadius = 0.0

    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        let inset = paint.inset
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height).insetBy(inset)
        // Inset corners keep the stroke's outer edge on the original rounded outline.
        let radius = min(max(0, cornerRadius - inset), rect.width / 2, rect.height / 2)
        var path = Path()
        if radius <= 0 {
            path.move(to: Point(x: rect.x, y: rect.y))
            path.line(to: Point(x: rect.maxX, y: rect.y))
            path.line(to: Point(x: rect.maxX, y: rect.maxY))
            path.line(to: Point(x: rect.x, y: rect.maxY))
        } else {
            // Clockwise on screen from the top edge, each corner a quarter circle.
            let quarter = Angle(radians: .pi / 2)
            path.move(to: Point(x: rect.x + radius, y: rect.y))
            let corners = [
                (Point(x: rect.maxX - radius, y: rect.y + radius), Angle(radians: -.pi / 2), Angle(radians: 0)),
                (Point(x: rect.maxX - radius, y: rect.maxY - radius), Angle(radians: 0), quarter),
                (Point(x: rect.x + radius, y: rect.maxY - radius), quarter, Angle(radians: .pi)),
                (Point(x: rect.x + radius, y: rect.y + radius), Angle(radians: .pi), Angle(radians: 3 * .pi / 2)),
            ]
            for (center, start, end) in corners {
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            }
        }
        path.close()
        return Drawing(
            title: title, size: size, paths: paint.paths(path, collapsed: collapses(size: size), appearance: appearance)
        )
    }

    /// Whether `strokeBorder` insets the rectangle past its centre line.
    func collapses(size: Size) -> Bool {
        paint.inset > 0 && 2 * paint.inset >= min(size.width, size.height)
    }
}
