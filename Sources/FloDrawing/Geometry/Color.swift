/// An sRGB colour with straight alpha, components in 0…1.
package struct Color: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double = 1

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `component` (0…1, clamped) as the nearest of 0…255, as every 8-bit format writes it.
    package static func eightBit(_ component: Double) -> Int {
        Int((min(max(component, 0), 1) * 255).rounded())
    }
}

/// How a stroke ends, as `CGLineCap`.
package enum LineCap: String, Sendable, CaseIterable {
    case butt, round, square
}

/// How stroke segments meet, as `CGLineJoin`.
package enum LineJoin: String, Sendable, CaseIterable {
    case miter, round, bevel
}
