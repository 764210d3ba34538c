extension PathNode {
    /// How far, in the drawing's units, an outline may stray from the stroke it stands for: a tenth of a pixel at
    /// four pixels a unit (Android's xxxhdpi).
    package static let outlineTolerance = 1.0 / 40

    /// The stroke as the filled path it paints, in the path's own coordinates, for formats whose strokes keep one
    /// width whatever the transform (vector drawables, Compose): under a transform that skews or scales unevenly
    /// only the outline, transformed, is exact. It is made as the PNG rasteriser strokes: curves and round parts
    /// flattened within `outlineTolerance` once moved by `transform`, dashes laid along the flattened path. Each
    /// subpath's outline winds the same way, so that where two cross the non-zero rule unites them. Nil without a
    /// stroke.
    package func strokeOutline(under transform: AffineTransform) -> PathNode? {
        guard let stroke else { return nil }
        let tolerance = Self.outlineTolerance / max(transform.largestScale, 1e-12)
        let stroker = Stroker(
            halfWidth: stroke.width / 2, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
            tolerance: tolerance)
        var subpaths = path.flattened(transform: .identity, tolerance: tolerance)
        if !stroke.dashes.isEmpty {
            subpaths = subpaths.flatMap { $0.dashed(stroke.dashes, offset: stroke.dashOffset) }
        }
        var outline = Path()
        for subpath in subpaths {
            var contours = stroker.outline(subpath).filter { $0.count > 2 }
            if contours.reduce(0, { $0 + Self.signedArea($1) }) < 0 {
                contours = contours.map { $0.reversed() }
            }
            for contour in contours {
                outline.move(to: contour[0])
                for point in contour.dropFirst() { outline.line(to: point) }
                outline.close()
            }
        }
        return PathNode(path: outline, fill: stroke.paint.inUserSpace(bounds: path.bounds))
    }

    /// Twice the area `contour` encloses, positive when it turns one way, negative the other.
    private static func signedArea(_ contour: [Point]) -> Double {
        zip(contour, contour.dropFirst() + contour.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }
}
