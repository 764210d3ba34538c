/// An sRGB colour with straight alpha, components in 0…1.
struct Color: Sendable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double = 1

    /// `component` (0…1, clamped) as the nearest of 0…255, as every 8-bit format writes it.
    static func eightBit(_ component: Double) -> Int {
        Int((min(max(component, 0), 1) * 255).rounded())
    }
}

/// How a stroke ends, as `CGLineCap`.
enum LineCap: String, Sendable, CaseIterable {
    case butt, round, square
}

/// How stroke segments meet, as `CGLineJoin`.
enum LineJoin: String, Sendable, CaseIterable {
    case miter, round, bevel
}
