import FloDrawing

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
        path.addRoundedRect(in: rect, radius: radius)
        return Drawing(
            title: title, size: size,
            paths: paint.paths(path, collapsed: collapses(size: size), appearance: appearance, size: size)
        )
    }

    /// Whether `strokeBorder` insets the rectangle past its centre line.
    func collapses(size: Size) -> Bool {
        paint.inset > 0 && 2 * paint.inset >= min(size.width, size.height)
    }
}
