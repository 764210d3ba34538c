/// An angle in radians; positive angles turn clockwise on screen because y points down, as in UIKit.
package struct Angle: Sendable, Hashable {
    package var radians: Double

    package init(radians: Double) {
        self.radians = radians
    }

    /// An angle given in degrees.
    package static func degrees(_ degrees: Double) -> Angle {
        Angle(radians: degrees * .pi / 180)
    }

    var degrees: Double { radians * 180 / .pi }

    var cos: Double { cosine(radians) }
    var sin: Double { sine(radians) }

    package static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
}

/// The C library's cosine and sine, under names that `Angle.cos` and `Angle.sin` do not shadow.
private func cosine(_ radians: Double) -> Double { cos(radians) }
private func sine(_ radians: Double) -> Double { sin(radians) }
