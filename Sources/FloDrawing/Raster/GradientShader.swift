/// The colour of a gradient at a point of the canvas: the point taken back into the gradient's own coordinates,
/// its position along the gradient found there, and that position spread beyond 0…1 as the gradient says.
struct GradientShader {
    private enum Geometry {
        /// The position is along `direction` (the gradient's vector over its length squared) from `start`, and changes
        /// by `width` across a pixel.
        case linear(start: Point, direction: Point, width: Double)
        /// Circles around one centre: the position is the distance from it, from `startRadius` over `span`.
        case concentric(center: Point, startRadius: Double, span: Double)
        /// From a focal circle to the end circle.
        case radial(ConicalCircles, reach: Reach)
    }

    /// Where a radial gradient's circles pass: through every point when the focal circle lies inside the end
    /// circle, otherwise through a cone whose apex (in canvas pixels; none for circles of one radius, whose reach
    /// is a band) is where their radius shrinks to 0.
    private enum Reach {
        case everywhere
        case cone(apex: Point?)
    }

    private let geometry: Geometry
    private let ramp: GradientRamp
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
            let lengthSquared = delta.x * delta.x + delta.y * delta.y
            let direction =
                lengthSquared > 0 ? Point(x: delta.x / lengthSquared, y: delta.y / lengthSquared) : Point(x: 0, y: 0)
            (ramp, self.back) = (GradientRamp(stops: gradient.stops, spread: gradient.spread), back)
            geometry = .linear(start: gradient.start, direction: direction, width: Self.width(of: direction, back))
        case .radialGradient(let gradient):
            guard let back = Self.back(gradient.transform, toCanvas) else { return nil }
            if let focus = gradient.focus, focus != gradient.center {
                let circles = ConicalCircles(
                    focus: focus, focalRadius: gradient.startRadius, center: gradient.center,
                    radius: gradient.endRadius)
                let forward = gradient.transform.isIdentity ? toCanvas : gradient.transform.concatenating(toCanvas)
                geometry = .radial(
                    circles, reach: circles.sweepsThePlane ? .everywhere : .cone(apex: circles.apex.map(forward.apply)))
            } else {
                geometry = .concentric(
                    center: gradient.center, startRadius: gradient.startRadius,
                    span: gradient.endRadius - gradient.startRadius)
            }
            (ramp, self.back) = (GradientRamp(stops: gradient.stops, spread: gradient.spread), back)
        }
    }

    /// From canvas pixels to a gradient's coordinates, where `transform` takes them to the path's.
    private static func back(_ transform: AffineTransform, _ toCanvas: AffineTransform) -> AffineTransform? {
        (transform.isIdentity ? toCanvas : transform.concatenating(toCanvas)).inverted
    }

    /// The colour over the pixel centred at `pixel`: the gradient's colours averaged over the positions the pixel
    /// spans; transparent where a radial gradient's circles do not reach.
    func color(at pixel: Point) -> Color {
        let point = back.apply(to: pixel)
        switch geometry {
        case .linear(let start, let direction, let width):
            return ramp.color(
                at: (point.x - start.x) * direction.x + (point.y - start.y) * direction.y, width: width)
        case .concentric(let center, let startRadius, let span):
            guard span != 0 else { return ramp.color(at: 1, width: 0) }
            let distance = point.distance(to: center)
            // At the centre the distance changes as fast in every direction: take the faster.
            let width =
                distance > 0
                ? Self.width(of: Point(x: (point.x - center.x) / distance, y: (point.y - center.y) / distance), back)
                : max(Self.width(of: Point(x: 1, y: 0), back), Self.width(of: Point(x: 0, y: 1), back))
            return ramp.color(at: (distance - startRadius) / span, width: width / abs(span))
        case .radial(let circles, let reach):
            let shade = radialColor(at: pixel, circles)
            guard case .cone(let apex) = reach else { return shade ?? .clear }
            // Away from the edge of the reach (and from the apex, where the cone's two halves meet) the centre
            // tells for the whole pixel.
            let holdsApex = apex.map { abs($0.x - pixel.x) <= 0.5 && abs($0.y - pixel.y) <= 0.5 } ?? false
            guard holdsApex || circles.mayStraddleReach(at: point, back) else { return shade ?? .clear }
            let reached = Self.share(of: pixel) { circles.position(of: back.apply(to: $0)) != nil }
            guard reached.share > 0, let color = shade ?? reached.inside.flatMap({ radialColor(at: $0, circles) })
            else { return .clear }
            return Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * reached.share)
        }
    }

    /// The colour of a radial gradient from a focal circle over the pixel centred at `pixel`; nil where none of
    /// its circles passes through the centre.
    private func radialColor(at pixel: Point, _ circles: ConicalCircles) -> Color? {
        let point = back.apply(to: pixel)
        guard let found = circles.position(of: point) else { return nil }
        guard let rate = circles.rate(at: point, position: found) else { return ramp.color(at: found, width: 0) }
        var width = Self.width(of: rate, back)
        if width > 0.5 {
            // Along the edge of the circles' reach the change grows without bound while the positions the pixel
            // spans stay near: take no more than they spread over its corners.
            let corners = [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)].compactMap { dx, dy in
                circles.position(of: back.apply(to: Point(x: pixel.x + dx, y: pixel.y + dy)))
            }
            width = min(width, 2 * (corners.map { abs($0 - found) }.max() ?? 0))
        }
        return ramp.color(at: found, width: width)
    }

    /// The share of the pixel centred at `pixel` where `reaches` holds, from 16 × 16 points across it, and one of
    /// them where it does: the edge of a radial gradient's reach is as smooth as a shape's.
    private static func share(of pixel: Point, _ reaches: (Point) -> Bool) -> (share: Double, inside: Point?) {
        var (count, inside): (Int, Point?) = (0, nil)
        for row in 0..<16 {
            for column in 0..<16 {
                let point = Point(
                    x: pixel.x + (Double(column) + 0.5) / 16 - 0.5, y: pixel.y + (Double(row) + 0.5) / 16 - 0.5)
                if reaches(point) {
                    count += 1
                    inside = inside ?? point
                }
            }
        }
        return (Double(count) / 256, inside)
    }

    /// How much a position whose gradient (in the gradient's coordinates) is `gradient` changes across a pixel:
    /// the square root of the sum of the squares of its changes along and down, which has the variance of the pixel
    /// seen along the gradient.
    private static func width(of gradient: Point, _ back: AffineTransform) -> Double {
        let along = gradient.x * back.a + gradient.y * back.b
        let down = gradient.x * back.c + gradient.y * back.d
        return (along * along + down * down).squareRoot()
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
