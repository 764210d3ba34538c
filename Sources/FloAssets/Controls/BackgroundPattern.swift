import FloDrawing

/// The Flo tutorial's patterned background (its part 3): a square tile of `tileSize` points, `darkColor` with three
/// `lightColor` triangles, repeated from the top-left corner over the control. Either colour may be a gradient, laid
/// across each tile, as a tile drawn on its own and then repeated shows it.
struct BackgroundPattern: Sendable, Hashable, SizedDrawing {
    var tileSize = 30.0
    var lightColor = AppearancePaint.color(AppearanceColor(any: .orange))
    var darkColor = AppearancePaint.color(AppearanceColor(any: .yellow))

    static let defaultSize = Size(width: 300, height: 300)

    /// One tile: the dark square, then the light triangles (one pointing up in the upper half, two in the lower
    /// corners), all wound the same way: where copies abut, their edges cancel exactly, even in a rasterised row
    /// too crowded to resolve overlaps.
    func tile(_ appearance: Appearance) -> [Node] {
        let s = tileSize
        var square = Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: s, height: s), radius: 0)
        var triangles = Path()
        let corners: [[(x: Double, y: Double)]] = [
            [(s / 2, 0), (0, s / 2), (s, s / 2)], [(0, s / 2), (0, s), (s / 2, s)], [(s, s / 2), (s / 2, s), (s, s)],
        ]
        for triangle in corners {
            triangles.move(to: Point(x: triangle[0].x, y: triangle[0].y))
            triangles.line(to: Point(x: triangle[1].x, y: triangle[1].y))
            triangles.line(to: Point(x: triangle[2].x, y: triangle[2].y))
            triangles.close()
        }
        let frame = Rect(x: 0, y: 0, width: s, height: s)
        return [
            .path(PathNode(path: square, fill: darkColor.resolved(appearance, in: frame))),
            .path(PathNode(path: triangles, fill: lightColor.resolved(appearance, in: frame))),
        ]
    }

    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        var area = Path()
        area.addRoundedRect(in: Rect(size: size), radius: 0)
        let pattern = TilePattern(cell: Size(width: tileSize, height: tileSize), nodes: tile(appearance))
        return Drawing(title: title, size: size, paths: [PathNode(path: area, fill: .pattern(pattern))])
    }
}
