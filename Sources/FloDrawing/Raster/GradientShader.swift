/// The colour of a gradient at a point of the canvas: the point taken back into the gradient's own coordinates,
/// its position along the gradient found there, and that position spread beyond 0…1 as the gradient says.
struct GradientShader {
    private enum Geometry {
        case linear(start: Point, delta: Point, lengthSquared: Double)
        /// Circles around one centre: the position is the distance from it, from `startRadius` over `span`.
        case concentric(center: Point, startRadius: Double, span: Double)
        /// From the circle (`focus`, `focalRadius`) to the circle (`center`, `radius`).
        case radial(focus: Point, focalRadius: Double, center: Point, radius: Double)
    }

    private let geometry: Geometry
    private let stops: [GradientStop]
    private let spread: SpreadMethod
    /// From canvas pixels to the gradient's coordinates.
    private let back: AffineTransform

    /// The shader of `paint` (a gradient in user space) for a canvas whose pixels `toCanvas` maps to; nil for a
    /// colour, a pattern, or a gradient squashed flat by its transform (which paints nothing).
    init?(_ paint: Paint, toCanvas: AffineTransform) {
        switch paint {
        case .color, .pattern:
            return nil
        case .linearGradient(let gradient):
            guard let back = Self.back(gradient.transform, toCanvas) else { return nil }
            let delta = Point(x: gradient.end.x - gradient.start.x, y: gradient.end.y - gradient.start.y)
            (geometry, stops, spread, self.back) = (
                .linear(start: gradient.start, delta: delta, lengthSquared: delta.x * delta.x + delta.y * delta.y),
                gradient.stops, gradient.spread, back
            )
        case .radialGradient(let gradient):
            guard let back = Self.back(gradient.transform, toCanvas) else { return nil }
            if let focus = gradient.focus, focus != gradient.center {
                geometry = .radial(
                    focus: focus, focalRadius: gradient.startRadius, center: gradient.center,
                    radius: gradient.endRadius)
            } else {
                geometry = .concentric(
                    center: gradient.center, startRadius: gradient.startRadius,
                    span: gradient.endRadius - gradient.startRadius)
            }
            (stops, spread, self.back) = (gradient.stops, gradient.spread, back)
        }
    }

    /// From canvas pixels to a gradient's coordinates, where `transform` takes them to the path's.
    private static func back(_ transform: AffineTransform, _ toCanvas: AffineTransform) -> AffineTransform? {
        (transform.isIdentity ? toCanvas : transform.concatenating(toCanvas)).inverted
    }

    /// The colour at `pixel` (a pixel's centre); transparent where a radial gradient's circles do not reach.
    func color(at pixel: Point) -> Color {
        let point = back.apply(to: pixel)
        let position: Double
        switch geometry {
        case .linear(let start, let delta, let lengthSquared):
            position =
                lengthSquared > 0 ? ((point.x - start.x) * delta.x + (point.y - start.y) * delta.y) / lengthSquared : 0
        case .concentric(let center, let startRadius, let span):
            position = span != 0 ? (point.distance(to: center) - startRadius) / span : 1
        case .radial(let focus, let focalRadius, let center, let radius):
            guard let found = Self.conicalPosition(of: point, focus, focalRadius, center, radius) else {
                return Color(red: 0, green: 0, blue: 0, alpha: 0)
            }
            position = found
        }
        return stops.color(at: spread.fold(position))
    }

    /// The largest s whose circle, interpolated from the focal circle (s = 0) to the end circle (s = 1), passes
    /// through `point` with a radius of at least 0: the two-point conical gradient of SVG, PDF and Skia.
    private static func conicalPosition(
        of point: Point, _ focus: Point, _ focalRadius: Double, _ center: Point, _ radius: Double
    ) -> Double? {
        let (cx, cy) = (center.x - focus.x, center.y - focus.y)
        let (px, py) = (point.x - focus.x, point.y - focus.y)
        let dr = radius - focalRadius
        let a = cx * cx + cy * cy - dr * dr
        let b = px * cx + py * cy + focalRadius * dr
        let c = px * px + py * py - focalRadius * focalRadius
        if abs(a) < 1e-9 * max(1, dr * dr) {
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
}

extension SpreadMethod {
    /// `position` brought into 0…1: clamped, mirrored back and forth, or repeated.
    func fold(_ position: Double) -> Double {
        switch self {
        case .pad:
            return position
        case .`repeat`:
            return position - position.rounded(.down)
        case .reflect:
            let period = position - 2 * (position / 2).rounded(.down)
            return period > 1 ? 2 - period : period
        }
    }
}
