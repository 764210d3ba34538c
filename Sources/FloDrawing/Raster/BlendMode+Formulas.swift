/// The blend modes' formulas, as the W3C's Compositing and Blending and PDF define them, on colours whose
/// components are 0…1 and not premultiplied.
extension BlendMode {
    /// The colour `source` blended onto `backdrop` where both are opaque.
    func blend(backdrop: SIMD3<Float>, source: SIMD3<Float>) -> SIMD3<Float> {
        switch self {
        case .hue: Self.withLuminosity(Self.withSaturation(source, Self.saturation(backdrop)), of: backdrop)
        case .saturation: Self.withLuminosity(Self.withSaturation(backdrop, Self.saturation(source)), of: backdrop)
        case .color: Self.withLuminosity(source, of: backdrop)
        case .luminosity: Self.withLuminosity(backdrop, of: source)
        default: SIMD3(blend(backdrop.x, source.x), blend(backdrop.y, source.y), blend(backdrop.z, source.z))
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

    private static func luminosity(_ color: SIMD3<Float>) -> Float {
        (color * SIMD3(0.3, 0.59, 0.11)).sum()
    }

    /// `color` moved to the luminosity of `other`, brought back within 0…1 keeping its luminosity.
    private static func withLuminosity(_ color: SIMD3<Float>, of other: SIMD3<Float>) -> SIMD3<Float> {
        var moved = color + (luminosity(other) - luminosity(color))
        let target = luminosity(moved)
        let (lowest, highest) = (moved.min(), moved.max())
        if lowest < 0 { moved = target + (moved - target) * target / (target - lowest) }
        if highest > 1 { moved = target + (moved - target) * (1 - target) / (highest - target) }
        return moved
    }

    private static func saturation(_ color: SIMD3<Float>) -> Float {
        color.max() - color.min()
    }

    /// `color` with `saturation`: its largest component that, its smallest 0, its middle one scaled between.
    private static func withSaturation(_ color: SIMD3<Float>, _ saturation: Float) -> SIMD3<Float> {
        let (lowest, highest) = (color.min(), color.max())
        guard highest > lowest else { return .zero }
        return (color - lowest) * saturation / (highest - lowest)
    }
}
