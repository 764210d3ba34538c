/// The blend modes' formulas, as the W3C's Compositing and Blending and PDF define them, on colours whose
/// components are 0…1 and not premultiplied.
extension BlendMode {
    /// The colour `source` blended onto `backdrop` where both are opaque.
    func blend(backdrop: [Float], source: [Float]) -> [Float] {
        switch self {
        case .hue: Self.withLuminosity(Self.withSaturation(source, Self.saturation(backdrop)), of: backdrop)
        case .saturation: Self.withLuminosity(Self.withSaturation(backdrop, Self.saturation(source)), of: backdrop)
        case .color: Self.withLuminosity(source, of: backdrop)
        case .luminosity: Self.withLuminosity(backdrop, of: source)
        default: (0..<3).map { blend(backdrop[$0], source[$0]) }
        }
    }

    /// A separable mode on one component.
    private func blend(_ backdrop: Float, _ source: Float) -> Float {
        switch self {
        case .multiply: return backdrop * source
        case .screen: return backdrop + source - backdrop * source
        case .overlay: return BlendMode.hardLight.blend(source, backdrop)
        case .darken: return min(backdrop, source)
        case .lighten: return max(backdrop, source)
        case .colorDodge:
            if backdrop == 0 { return 0 }
            return source >= 1 ? 1 : min(1, backdrop / (1 - source))
        case .colorBurn:
            if backdrop >= 1 { return 1 }
            return source <= 0 ? 0 : 1 - min(1, (1 - backdrop) / source)
        case .hardLight:
            return source <= 0.5
                ? backdrop * 2 * source : BlendMode.screen.blend(backdrop, 2 * source - 1)
        case .softLight:
            if source <= 0.5 { return backdrop - (1 - 2 * source) * backdrop * (1 - backdrop) }
            let lifted = backdrop <= 0.25 ? ((16 * backdrop - 12) * backdrop + 4) * backdrop : backdrop.squareRoot()
            return backdrop + (2 * source - 1) * (lifted - backdrop)
        case .difference: return abs(backdrop - source)
        case .exclusion: return backdrop + source - 2 * backdrop * source
        case .normal, .hue, .saturation, .color, .luminosity: return source
        }
    }

    private static func luminosity(_ color: [Float]) -> Float {
        0.3 * color[0] + 0.59 * color[1] + 0.11 * color[2]
    }

    /// `color` moved to the luminosity of `other`, brought back within 0…1 keeping its luminosity.
    private static func withLuminosity(_ color: [Float], of other: [Float]) -> [Float] {
        let shift = luminosity(other) - luminosity(color)
        let moved = color.map { $0 + shift }
        let target = luminosity(moved)
        let (lowest, highest) = (moved.min() ?? 0, moved.max() ?? 0)
        return moved.map { component in
            var value = component
            if lowest < 0 { value = target + (value - target) * target / (target - lowest) }
            if highest > 1 { value = target + (value - target) * (1 - target) / (highest - target) }
            return value
        }
    }

    private static func saturation(_ color: [Float]) -> Float {
        (color.max() ?? 0) - (color.min() ?? 0)
    }

    /// `color` with `saturation`: its largest component that, its smallest 0, its middle one scaled between.
    private static func withSaturation(_ color: [Float], _ saturation: Float) -> [Float] {
        let (lowest, highest) = (color.min() ?? 0, color.max() ?? 0)
        guard highest > lowest else { return [0, 0, 0] }
        return color.map { ($0 - lowest) * saturation / (highest - lowest) }
    }
}
