/// The UIKit guide's `drawLines`: straight lines through `points`, optionally closed.
public struct Polyline: Sendable, Hashable {
    public var paint = ShapePaint()
    public var points: [Point] = []
    public var closed = false

    public init() {}

    public func drawing(title: String, size: Size) -> Drawing {
        var path = Path()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        if closed { path.close() }
        return Drawing(title: title, size: size, paths: [paint.paint(path)])
    }
}
