/// The circles of a radial gradient with a focal point, interpolated from the focal circle (s = 0) to the end
/// circle (s = 1): the two-point conical gradient of SVG, PDF and Skia. The circles through a point are the roots
/// of a s² − 2 b s + c = 0.
struct ConicalCircles {
    let focus: Point
    let focalRadius: Double
    let center: Point
    let radius: Double

    /// Relative to the circles' distance and radii, how near 0 `a` is taken as 0: one circle touching the other
    /// from inside, whose circles sweep a half-plane.
    private static let tangency = 1e-9

    /// From the focus to the centre, and from the focal radius to the end radius.
    private var along: (x: Double, y: Double, radius: Double) {
        (center.x - focus.x, center.y - focus.y, radius - focalRadius)
    }

    /// The coefficient of s², which does not depend on the point, and the size it is measured against.
    private var leading: (a: Double, scale: Double) {
        let (cx, cy, dr) = along
        return (cx * cx + cy * cy - dr * dr, cx * cx + cy * cy + dr * dr)
    }

    /// Whether some circle passes through every point: the focal circle lies inside the end circle.
    var sweepsThePlane: Bool {
        let (a, scale) = leading
        return a < -Self.tangency * scale
    }

    /// Where the circles' radius shrinks to 0, the apex of the cone they sweep; nil for circles of one radius,
    /// which sweep a band.
    var apex: Point? {
        let (cx, cy, dr) = along
        guard dr != 0 else { return nil }
        return Point(x: focus.x - focalRadius / dr * cx, y: focus.y - focalRadius / dr * cy)
    }

    /// `b` and `c` at `point`.
    private func coefficients(at point: Point) -> (b: Double, c: Double) {
        let (cx, cy, dr) = along
        let (px, py) = (point.x - focus.x, point.y - focus.y)
        return (px * cx + py * cy + focalRadius * dr, px * px + py * py - focalRadius * focalRadius)
    }

    /// The largest s whose circle passes through `point` with a radius of at least 0; nil where none does.
    func position(of point: Point) -> Double? {
        let dr = along.radius
        let (a, scale) = leading
        let (b, c) = coefficients(at: point)
        if abs(a) < Self.tangency * scale {
            guard abs(b) > 1e-12 else { return nil }
            let s = c / (2 * b)
            return focalRadius + s * dr >= 0 ? s : nil
        }
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        let (s1, s2) = ((b + root) / a, (b - root) / a)
        for s in [max(s1, s2), min(s1, s2)] where focalRadius + s * dr >= 0 { return s }
        return nil
    }

    /// How fast the position `found` of `point` changes per unit in the gradient's coordinates; nil where the
    /// circle through the point barely moves with it.
    func rate(at point: Point, position found: Double) -> Point? {
        // The circle through the point, |point − c(s)| = r(s), moves with the point: s changes by
        // (point − c(s)) / ((point − c(s)) · (centre − focus) + r(s) · (radius − focal radius)) per unit.
        let (cx, cy, dr) = along
        let offset = Point(x: point.x - focus.x - found * cx, y: point.y - focus.y - found * cy)
        let change = offset.x * cx + offset.y * cy + (focalRadius + found * dr) * dr
        guard abs(change) > 1e-12 else { return nil }
        return Point(x: offset.x / change, y: offset.y / change)
    }

    /// Whether the edge of the circles' reach may cross the pixel whose centre is `point` (in the gradient's
    /// coordinates, `back` taking canvas pixels there): whether the discriminant may change sign within the
    /// pixel, given its value, slope and curvature at the centre.
    func mayStraddleReach(at point: Point, _ back: AffineTransform) -> Bool {
        let (cx, cy, _) = along
        let a = leading.a
        let (b, c) = coefficients(at: point)
        let (px, py) = (point.x - focus.x, point.y - focus.y)
        let discriminant = b * b - a * c
        // A point of the pixel lies δ = (±col1 ± col2) / 2 from its centre, col1 and col2 a pixel along and down in
        // the gradient's coordinates; the discriminant there differs by its slope · δ + (δ · c)² − a |δ|².
        let (slopeX, slopeY) = (2 * (b * cx - a * px), 2 * (b * cy - a * py))
        func spread(_ x: Double, _ y: Double) -> Double {
            0.5 * (abs(x * back.a + y * back.b) + abs(x * back.c + y * back.d))
        }
        let halfDiagonal =
            0.5 * ((back.a * back.a + back.b * back.b).squareRoot() + (back.c * back.c + back.d * back.d).squareRoot())
        let reach = spread(cx, cy)
        return abs(discriminant) <= spread(slopeX, slopeY) + reach * reach + abs(a) * halfDiagonal * halfDiagonal
    }
}
