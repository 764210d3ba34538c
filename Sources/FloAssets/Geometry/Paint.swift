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

/// A stroke's colour and style; defaults are Core Graphics'.
struct Stroke: Sendable, Hashable {
    var color: Color
    var width: Double
    var cap: LineCap = .butt
    var join: LineJoin = .miter
    var miterLimit: Double = 10
}

/// A path with how to paint it: filled (non-zero winding, as UIKit) and then stroked, either optional.
struct PaintedPath: Sendable, Hashable {
    var path: Path
    var fill: Color?
    var stroke: Stroke?
}

/// Everything one control paints, in painter's order, on a canvas of `size` points.
struct Drawing: Sendable, Hashable {
    var title: String
    var size: Size
    var paths: [PaintedPath]
}
