import FloDrawing

/// The UIKit guide's `drawLines`: straight lines through `points`, optionally closed.
struct Polyline: Sendable, Hashable {
    var paint = ShapePaint()
    var points: [Point] = []
    var closed = false

    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        var path = Path()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        if closed { path.close() }
        return Drawing(title: title, size: size, paths: [paint.paint(path, appearance: appearance, size: size)])
    }
}
