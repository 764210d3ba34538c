import FloDrawing

/// The UIKit guide's star: a ten-point path in a 25×25 design box, filled or stroked in one colour.
struct Star: Sendable, Hashable {
    var fill = false
    var color = AppearancePaint.color(AppearanceColor(any: .orange))
    var lineWidth = 1.0

    /// The guide's `getStarPath()` points, in its 25×25 box.
    static let designPoints: [Point] = [
        (12, 1.2), (15.4, 8.4), (23, 9.6), (17.5, 15.2), (18.8, 23.2),
        (12, 19.4), (5.2, 23.2), (6.5, 15.2), (1, 9.6), (8.6, 8.4),
    ].map { Point(x: $0.0, y: $0.1) }
    static let designSize = 25.0
    static let defaultSize = Size(width: 25, height: 25)

    /// The star path scaled by `min(width, height) / 25` and centred in `frame`.
    static func path(in frame: Rect) -> Path {
        let scale = min(frame.width, frame.height) / designSize
        let origin = Point(x: frame.midX - designSize * scale / 2, y: frame.midY - designSize * scale / 2)
        var path = Path()
        for (index, point) in designPoints.enumerated() {
            let placed = Point(x: origin.x + point.x * scale, y: origin.y + point.y * scale)
            if index == 0 { path.move(to: placed) } else { path.line(to: placed) }
        }
        path.close()
        return path
    }

    /// Filled when `fill`, else stroked, as the guide's `draw(_:)`.
    static func paint(_ path: Path, filled: Bool, paint: Paint, lineWidth: Double) -> PathNode {
        filled
            ? PathNode(path: path, fill: paint)
            : PathNode(path: path, stroke: Stroke(paint: paint, width: lineWidth))
    }

    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        let path = Self.path(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let painted = Self.paint(
            path, filled: fill, paint: color.resolved(appearance, in: Rect(size: size)), lineWidth: lineWidth)
        return Drawing(title: title, size: size, paths: [painted])
    }
}
