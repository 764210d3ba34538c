import Foundation

/// An angle in radians; positive angles turn clockwise on screen because y points down, as in UIKit.
struct Angle: Sendable, Hashable {
    var radians: Double

    init(radians: Double) {
        self.radians = radians
    }

    /// An angle given in degrees.
    static func degrees(_ degrees: Double) -> Angle {
        Angle(radians: degrees * .pi / 180)
    }

    var degrees: Double { radians * 180 / .pi }

    var cos: Double { Foundation.cos(radians) }
    var sin: Double { Foundation.sin(radians) }

    static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
}
