import FloDrawing

/// The `Contents.json` of each kind of folder in an asset catalog, as Xcode writes them.
extension XcassetsWriter {
    static let info = XcodeJSON.object(["author": .string("xcode"), "version": .integer(1)])
    static let catalogContents = XcodeJSON.object(["info": info])
    static let namespaceContents = XcodeJSON.object([
        "info": info, "properties": .object(["provides-namespace": .bool(true)]),
    ])

    /// One `images` entry per slot of Xcode's appearance grid that the drawn appearances need (see `grid(for:)`):
    /// universal, single scale (no `scale`); a slot with no drawing of its own names the file of the appearance it
    /// falls back to, so that no slot is left for Xcode to choose.
    func imageSetContents(_ control: Control) -> XcodeJSON {
        let images = Self.grid(for: control.appearances).map { appearance in
            var drawn = appearance
            while !control.appearances.contains(drawn), let fallback = drawn.fallback { drawn = fallback }
            var entry: [String: XcodeJSON] = [
                "filename": .string(control.name + drawn.fileSuffix + "." + vector.rawValue),
                "idiom": .string("universal"),
            ]
            if let appearances = Self.appearances(appearance) { entry["appearances"] = appearances }
            return XcodeJSON.object(entry)
        }
        var properties: [String: XcodeJSON] = [:]
        if preservesVectorData { properties["preserves-vector-representation"] = .bool(true) }
        if let intent = control.renderingIntent { properties["template-rendering-intent"] = .string(intent.rawValue) }
        var contents: [String: XcodeJSON] = ["images": .array(images), "info": Self.info]
        if !properties.isEmpty { contents["properties"] = .object(properties) }
        return .object(contents)
    }

    /// The slots of Xcode's grid for these appearances, in the order Xcode writes them: Any; Dark once one is dark;
    /// and all four once one has high contrast. A High Contrast slot names no luminosity, so Xcode would show it in
    /// dark mode too, where a missing `darkHighContrast` falls back to `dark`, then `any`: the dark slots say so.
    static func grid(for appearances: [Appearance]) -> [Appearance] {
        if appearances.contains(where: { $0 == .highContrast || $0 == .darkHighContrast }) {
            return Appearance.allCases
        }
        return appearances.contains(.dark) ? [.any, .dark] : [.any]
    }

    /// One `colors` entry per slot of Xcode's grid for the appearances the palette colour gives, in sRGB; a slot
    /// it does not give holds the colour it falls back to, so that Xcode resolves it as the flat files do.
    static func colorSetContents(_ color: AppearanceColor) -> XcodeJSON {
        let colors = grid(for: color.givenAppearances).map { appearance -> XcodeJSON in
            let value = color.resolved(appearance)
            var entry: [String: XcodeJSON] = [
                "color": .object(["color-space": .string("srgb"), "components": components(value)]),
                "idiom": .string("universal"),
            ]
            if let appearances = appearances(appearance) { entry["appearances"] = appearances }
            return .object(entry)
        }
        return .object(["colors": .array(colors), "info": info])
    }

    /// How Xcode marks a non-`any` appearance: luminosity dark, contrast high, or both.
    static func appearances(_ appearance: Appearance) -> XcodeJSON? {
        let dark = XcodeJSON.object(["appearance": .string("luminosity"), "value": .string("dark")])
        let high = XcodeJSON.object(["appearance": .string("contrast"), "value": .string("high")])
        switch appearance {
        case .any: return nil
        case .dark: return .array([dark])
        case .highContrast: return .array([high])
        case .darkHighContrast: return .array([dark, high])
        }
    }

    /// Components as Xcode writes them: `0xRR` when all three are 8-bit values (a hex colour, Xcode's "8-bit
    /// Hexadecimal" input), else all three with three decimals (its "Floating point" input); alpha always with
    /// three decimals.
    static func components(_ color: Color) -> XcodeJSON {
        let isEightBit = [color.red, color.green, color.blue].allSatisfy {
            abs(($0 * 255).rounded() / 255 - $0) < 1e-9
        }
        func component(_ value: Double) -> XcodeJSON {
            guard isEightBit else { return .string(threeDecimals(value)) }
            let hex = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return .string("0x" + (hex.count == 1 ? "0" + hex : hex))
        }
        return .object([
            "alpha": .string(threeDecimals(color.alpha)), "blue": component(color.blue),
            "green": component(color.green), "red": component(color.red),
        ])
    }

    /// `0.502`, `1.000`: a fraction in 0…1 with exactly three decimals, locale-proof.
    static func threeDecimals(_ value: Double) -> String {
        let thousandths = Int((min(max(value, 0), 1) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
