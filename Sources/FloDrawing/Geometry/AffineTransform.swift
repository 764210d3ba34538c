/// An affine map of the plane, as `CGAffineTransform` and SVG's `matrix(a b c d e f)` write it:
/// x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
package struct AffineTransform: Sendable, Hashable {
    package var a = 1.0
    package var b = 0.0
    package var c = 0.0
    package var d = 1.0
    package var tx = 0.0
    package var ty = 0.0

    package init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    package static let identity = AffineTransform()

    static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(tx: x, ty: y)
    }

    static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, d: y)
    }

    /// A turn by `angle` about the origin, clockwise on screen for a positive angle (y points down).
    static func rotation(_ angle: Angle) -> AffineTransform {
        AffineTransform(a: angle.cos, b: angle.sin, c: -angle.sin, d: angle.cos)
    }

    package var isIdentity: Bool { self == .identity }

    /// Whether it only moves: every point by the same offset.
    package var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    package func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// This transform, then `other`.
    package func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one; nil when it flattens the plane onto a line: when its determinant is
    /// lost in the rounding of the two products it is the difference of. Neither a tiny scale (a viewBox millions
    /// of units wide) nor one direction scaled far more than the other (`scale(1e6 1e-6)` on a rect 10⁻⁵ by 10⁷)
    /// flattens anything.
    package var inverted: AffineTransform? {
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-12 * (abs(a * d) + abs(b * c)) else { return nil }
        return AffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// How much the transform stretches lengths at most: flattening tolerances are divided by it.
    package var largestScale: Double {
        // The larger singular value of the linear part.
        let sum = a * a + b * b + c * c + d * d
        let determinant = a * d - b * c
        return ((sum + (max(0, sum * sum - 4 * determinant * determinant)).squareRoot()) / 2).squareRoot()
    }
}

extension AffineTransform {
    /// Whether it keeps circles round: a rotation, reflection or translation with one scale.
    package var isSimilarity: Bool {
        let tolerance = 1e-9 * max(abs(a), abs(b), abs(c), abs(d))
        return abs(a - d) <= tolerance && abs(b + c) <= tolerance || abs(a + d) <= tolerance && abs(b - c) <= tolerance
    }

    /// How it scales lengths on average: the square root of how it scales areas.
    package var areaScale: Double { abs(a * d - b * c).squareRoot() }

    /// At most how far the output moves along its x axis, and along its y axis, for a move of one unit in any
    /// direction: the scales a blur or a spread in its coordinates takes along the output's axes (exact where it
    /// neither turns nor skews).
    package var axisScales: (x: Double, y: Double) {
        ((a * a + c * c).squareRoot(), (b * b + d * d).squareRoot())
    }
}
