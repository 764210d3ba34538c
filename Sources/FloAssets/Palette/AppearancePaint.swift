import FloDrawing

/// What a key that fills holds: a colour or a gradient of colours, each with its values for every appearance, so a
/// gradient of palette colours has its dark and high-contrast variants too.
enum AppearancePaint: Sendable, Hashable {
    case color(AppearanceColor)
    /// From `start` to `end`, each in 0…1 across the painted shape's bounds (SwiftUI's `UnitPoint`).
    case linearGradient(start: Point, end: Point, stops: [AppearanceStop])
    /// Around `center` (a unit point), from `startRadius` to `endRadius` points.
    case radialGradient(center: Point, startRadius: Double, endRadius: Double, stops: [AppearanceStop])

    /// The paint shown in `appearance` by a shape laid out in `frame` (the control's bounds, as SwiftUI measures a
    /// shape's gradient against its frame): a gradient's unit points placed in that frame.
    func resolved(_ appearance: Appearance, in frame: Rect) -> Paint {
        func stops(_ stops: [AppearanceStop]) -> [GradientStop] {
            stops.map { GradientStop(offset: $0.location, color: $0.color.resolved(appearance)) }
        }
        return switch self {
        case .color(let color): .color(color.resolved(appearance))
        case .linearGradient(let start, let end, let list):
            .linearGradient(
                LinearGradient(
                    start: frame.point(atUnit: start), end: frame.point(atUnit: end), stops: stops(list),
                    units: .userSpace))
        case .radialGradient(let center, let startRadius, let endRadius, let list):
            .radialGradient(
                RadialGradient(
                    center: frame.point(atUnit: center), startRadius: startRadius, endRadius: endRadius,
                    stops: stops(list), units: .userSpace))
        }
    }

    /// The colour in the light appearance, a gradient's at its middle: what reads one colour for the whole paint
    /// (the crispness of a button's sign against its fill).
    var anyColor: Color { color(in: .any) }

    /// The colour in `appearance`, a gradient's at its middle.
    func color(in appearance: Appearance) -> Color {
        switch resolved(appearance, in: Rect(x: 0, y: 0, width: 1, height: 1)) {
        case .color(let color): color
        case .linearGradient(let gradient): gradient.stops.color(at: 0.5)
        case .radialGradient(let gradient): gradient.stops.color(at: 0.5)
        case .pattern: Color(red: 0, green: 0, blue: 0)
        }
    }
}

/// One colour of a gradient in the manifest: at `location` (0…1), in every appearance.
struct AppearanceStop: Sendable, Hashable {
    var color: AppearanceColor
    var location: Double
}
