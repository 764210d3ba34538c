import FloDrawing

/// The UIKit guide's `drawCircle`: an ellipse in `rect` (the bounds by default).
struct Ellipse: Sendable, Hashable {
    var paint = ShapePaint()
    var rect: Rect?

    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        let frame = (rect ?? Rect(x: 0, y: 0, width: size.width, height: size.height)).insetBy(paint.inset)
        var path = Path()
        path.addEllipse(in: frame)
        return Drawing(
            title: title, size: size,
            paths: paint.paths(path, collapsed: collapses(size: size), appearance: appearance, size: size)
        )
    }

    /// Whether `strokeBorder` insets the ellipse past its centre.
    func collapses(size: Size) -> Bool {
        let frame = rect ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
        return paint.inset > 0 && 2 * paint.inset >= min(frame.width, frame.height)
    }
}
