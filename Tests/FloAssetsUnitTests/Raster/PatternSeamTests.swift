import Testing

@testable import FloDrawing

/// A pattern whose tiles are drawn apart (content cut to the tile, a gradient) fills a shape without seams: where two
/// tiles meet, a pixel is part one's and part the other's, and laid one over the other they would leave it partly
/// transparent, a light line every tile. Nor where a shape's edge runs along the tile's: a rectangle clip, turned or
/// not, cuts the shape, where a clip mask multiplied in would cover such a pixel by the product of the two.
@Suite struct PatternSeamTests {
    /// The red and the alpha of every pixel of `tile`'s pattern filling a 40 × 30 rectangle over a red one, tiles
    /// 4.9 by 3.7 points placed by `placing`.
    static func redAndAlpha(
        of tile: [Node], scale: Double, placing: AffineTransform = .identity
    ) -> [(red: UInt8, alpha: UInt8)] {
        var area = Path()
        area.addRoundedRect(in: Rect(x: 0, y: 0, width: 40, height: 30), radius: 0)
        let pattern = TilePattern(cell: Size(width: 4.9, height: 3.7), nodes: tile, placing: placing)
        let drawing = Drawing(
            title: "tiles", size: Size(width: 40, height: 30),
            nodes: [
                .path(PathNode(path: area, fill: .color(Color(red: 1, green: 0, blue: 0)))),
                .path(PathNode(path: area, fill: .pattern(pattern))),
            ])
        let rgba = Canvas.render(drawing, scale: scale).rgba
        return stride(from: 0, to: rgba.count, by: 4).map { (rgba[$0], rgba[$0 + 3]) }
    }

    /// Turned or skewed, the tiles are parallelograms: their clips cut what they draw all the same.
    @Test(arguments: [1.0, 2.0, 3.0], [false, true])
    func tilesDrawnApartLeaveNoSeam(scale: Double, turned: Bool) {
        // Turned by 29°, then skewed.
        let placing =
            turned
            ? AffineTransform.rotation(.degrees(29)).concatenating(AffineTransform(c: 0.2, tx: 0.3)) : .identity
        var cell = Path()
        cell.addRoundedRect(in: Rect(x: 0, y: 0, width: 4.9, height: 3.7), radius: 0)
        var overflowing = Path()
        overflowing.addRoundedRect(in: Rect(x: -1, y: -1, width: 7, height: 6), radius: 0)
        let clipped = Node.group(
            Group(
                clip: ClipPath(path: cell),
                children: [.path(PathNode(path: overflowing, fill: .color(Color(red: 0, green: 0.5, blue: 0.5))))]))
        let gradient = Node.path(
            PathNode(
                path: cell,
                fill: .linearGradient(
                    LinearGradient(
                        start: Point(x: 0, y: 0), end: Point(x: 1, y: 0),
                        stops: [
                            GradientStop(offset: 0, color: Color(red: 0, green: 1, blue: 0)),
                            GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1)),
                        ]))))
        // A stripe that starts at the tile's edge and runs past the other: its edges lie along the tile's.
        var stripe = Path()
        stripe.addRoundedRect(in: Rect(x: 0, y: 0, width: 4.9, height: 9), radius: 0)
        let cut = Node.group(
            Group(
                clip: ClipPath(path: cell),
                children: [.path(PathNode(path: stripe, fill: .color(Color(red: 0, green: 0, blue: 0))))]))
        for tile in [[clipped], [gradient], [cut]] {
            // The tiles hide the red below them wholly, neither letting it through nor added to it.
            let pixels = Self.redAndAlpha(of: tile, scale: scale, placing: placing)
            #expect(pixels.count == Int(40 * scale) * Int(30 * scale))
            #expect(pixels.allSatisfy { $0 == (0, 255) }, "\(pixels.filter { $0 != (0, 255) }.count) pixels show red")
        }
    }
}
