/// Where a radial gradient stretched into ellipses is round: Android's, Compose's and SwiftUI's radial gradients are
/// circles, so a path filled with an elliptical one is written in a group that rotates and squashes a round one into
/// place.
/// The gradient's transform, from its own coordinates to the drawing's, is R(φ)·diag(s₁, s₂)·R(θ) (its singular value
/// decomposition, s₁ ≥ |s₂|); the group takes R(φ)·diag(1, s₂/s₁) and the translation, which leaves s₁·R(θ), a
/// similarity, to the gradient. The path inside is written in the group's coordinates, stretched along y by s₁/s₂,
/// so its numbers only gain precision.
package struct EllipseFrame: Sendable {
    /// The group's turn in degrees, clockwise on screen, as Android's `rotation`.
    package var rotation: Double
    /// The group's scale along its y axis (its x axis keeps 1): negative for a mirrored gradient.
    package var scaleY: Double
    package var translateX: Double
    package var translateY: Double

    /// The most one axis of the ellipses may be longer than the other: the path's numbers grow by as much.
    package static let maximumStretch = 10_000.0

    /// The frame where `paint`, already in user space, is round once `transform` places it in the drawing; nil
    /// when it is round there already, is no radial gradient, or is flatter than `maximumStretch`.
    package init?(_ paint: Paint, under transform: AffineTransform) {
        guard case .radialGradient(let gradient) = paint,
            case let whole = gradient.transform.concatenating(transform), !whole.isSimilarity,
            let (turn, stretch) = Self.turnAndStretch(of: whole), abs(stretch) * Self.maximumStretch >= 1
        else { return nil }
        (rotation, scaleY) = (turn * 180 / .pi, stretch)
        (translateX, translateY) = (whole.tx, whole.ty)
    }

    /// Whether `paint` under `transform` is a radial gradient stretched into ellipses flatter than any frame takes.
    package static func isTooStretched(_ paint: Paint, under transform: AffineTransform) -> Bool {
        guard case .radialGradient(let gradient) = paint else { return false }
        return !gradient.transform.concatenating(transform).isSimilarity && Self(paint, under: transform) == nil
    }

    /// From the group's coordinates to the drawing's.
    package var transform: AffineTransform {
        let (cosine, sine) = (cos(rotation * .pi / 180), sin(rotation * .pi / 180))
        return AffineTransform(
            a: cosine, b: sine, c: -sine * scaleY, d: cosine * scaleY, tx: translateX, ty: translateY)
    }

    /// φ, and s₂/s₁, of the linear part of `transform`; nil when it flattens the plane.
    private static func turnAndStretch(of transform: AffineTransform) -> (turn: Double, stretch: Double)? {
        let (e, f) = ((transform.a + transform.d) / 2, (transform.a - transform.d) / 2)
        let (g, h) = ((transform.b + transform.c) / 2, (transform.b - transform.c) / 2)
        let (q, r) = ((e * e + h * h).squareRoot(), (f * f + g * g).squareRoot())
        guard q + r > 0, (q + r).isFinite else { return nil }
        return ((atan2(h, e) + atan2(g, f)) / 2, (q - r) / (q + r))
    }
}
