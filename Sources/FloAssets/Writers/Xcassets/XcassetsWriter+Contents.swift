/// The `Contents.json` of each kind of folder in an asset catalog, as Xcode writes them.
extension XcassetsWriter {
    static let info = XcodeJSON.object(["author": .string("xcode"), "version": .integer(1)])

    static func catalogContents() -> XcodeJSON {
        .object(["info": info])
    }

    static func namespaceContents() -> XcodeJSON {
        .object(["info": info, "properties": .object(["provides-namespace": .bool(true)])])
    }

    /// One `images` entry per appearance the control is drawn for: universal, single scale (no `scale`).
    func imageSetContents(_ control: Control) -> XcodeJSON {
        let images = control.appearances.map { appearance in
            var entry: [String: XcodeJSON] = [
                "filename": .string(control.name + appearance.fileSuffix + "." + vector.rawValue),
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

    /// One `colors` entry per appearance the palette colour gives, in sRGB.
    static func colorSetContents(_ color: AppearanceColor) -> XcodeJSON {
        let colors = color.givenAppearances.compactMap { appearance -> XcodeJSON? in
            guard let value = color.given(appearance) else { return nil }
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

    /// Components as Xcode writes them: `0xRR` for an 8-bit value (what a hex colour is), else three decimals;
    /// alpha always with three decimals.
    static func components(_ color: Color) -> XcodeJSON {
        func component(_ value: Double) -> XcodeJSON {
            let eightBit = (value * 255).rounded()
            if abs(eightBit / 255 - value) < 1e-9 {
                let hex = String(Int(eightBit), radix: 16, uppercase: true)
                return .string("0x" + (hex.count == 1 ? "0" + hex : hex))
            }
            return .string(threeDecimals(value))
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
