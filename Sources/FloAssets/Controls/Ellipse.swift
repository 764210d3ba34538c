/// The UIKit guide's `drawCircle`: an ellipse in `rect` (the bounds by default).
public struct Ellipse: Sendable, Hashable {
    public var paint = ShapePaint()
    public var rect: Rect?

    public init() {}

    public func drawing(title: String, size: Size) -> Drawing {
        let frame = (rect ?? Rect(x: 0, y: 0, width: size.width, height: size.height)).insetBy(paint.inset)
        var path = Path()
        path.addEllipse(in: frame)
        return Drawing(title: title, size: size, paths: [paint.paint(path)])
    }
}
