/// An sRGB colour with straight alpha, components in 0…1.
package struct Color: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double = 1

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The luminance SVG's masks read (its luminance-to-alpha weights, Rec. 709's, on the sRGB components),
    /// opacity left out.
    package var luminance: Double {
        Self.luminance(red: red, green: green, blue: blue)
    }

    package static func luminance<Component: BinaryFloatingPoint>(
        red: Component, green: Component, blue: Component
    ) -> Component {
        0.2125 * red + 0.7154 * green + 0.0721 * blue
    }

    /// The linear light (0…1) of an sRGB-encoded component, as `color-interpolation` converts to.
    package static func linearLight(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// sRGB's encoding of a component of linear light (0…1), as `color-interpolation` converts back.
    package static func sRGBEncoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
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
