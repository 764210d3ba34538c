import FloDrawing

/// The SwiftUI guide's `Triangle` shape: apex at the top middle, base along the bottom, closed.
struct Triangle: Sendable, Hashable {
    var paint = ShapePaint()

    /// The corners for `bounds`; with `strokeBorder`, each side moves inwards by half the line width (the triangle
    /// shrinks towards its incentre), so even mitred corners stay inside the bounds.
    func corners(in bounds: Rect) -> [Point] {
        let corners = [
            Point(x: bounds.midX, y: bounds.y), Point(x: bounds.x, y: bounds.maxY),
            Point(x: bounds.maxX, y: bounds.maxY),
        ]
        let inset = paint.inset
        guard inset > 0 else { return corners }
        let a = corners[1].distance(to: corners[2])
        let b = corners[0].distance(to: corners[2])
        let c = corners[0].distance(to: corners[1])
        let perimeter = a + b + c
        let incentre = Point(
            x: (a * corners[0].x + b * corners[1].x + c * corners[2].x) / perimeter,
            y: (a * corners[0].y + b * corners[1].y + c * corners[2].y) / perimeter)
        let area = bounds.width * bounds.height / 2
        let inradius = 2 * area / perimeter
        let ratio = max(0, (inradius - inset) / inradius)
        return corners.map {
            Point(x: incentre.x + ($0.x - incentre.x) * ratio, y: incentre.y + ($0.y - incentre.y) * ratio)
        }
    }

    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        let points = corners(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        var path = Path()
        path.move(to: points[0])
        path.line(to: points[1])
        path.line(to: points[2])
        // Closed rather than a line back to the apex, so the apex gets a proper join with any join style.
        path.close()
        return Drawing(
            title: title, size: size,
            paths: paint.paths(path, collapsed: collapses(size: size), appearance: appearance, size: size)
        )
    }

    /// Whether `strokeBorder` moves the sides past the incentre (the inset reaches the inradius).
    func collapses(size: Size) -> Bool {
        paint.inset > 0 && paint.inset >= inradius(size: size)
    }

    /// The radius of the circle inside the triangle of `size`, touching all three sides.
    func inradius(size: Size) -> Double {
        let side = ((size.width / 2) * (size.width / 2) + size.height * size.height).squareRoot()
        return size.width * size.height / (size.width + 2 * side)
    }
}
