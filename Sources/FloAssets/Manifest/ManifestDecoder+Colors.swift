import FloDrawing
import FloSupport

/// The palette (`colors`) and the colour values of controls: literals, UIKit names, palette names and inline
/// appearance objects.
extension ManifestDecoder {
    /// The colour of `key`, with its values for every appearance; remembered in `colorsRead`.
    func color(_ fields: ObjectReader, _ key: String) -> AppearanceColor? {
        guard let member = fields.member(key),
            let color = appearanceColor(member.value, path: fields.path(of: key), allowsPaletteNames: true)
        else { return nil }
        colorsRead.append(color)
        return color
    }

    /// Reads `colors`: each name checked, each value a literal or an appearance object.
    func decodePalette(_ node: JSONNode) {
        guard let fields = object(node, path: "colors") else { return }
        var names = NameRegistry()
        for member in fields.members {
            let path = fields.path(of: member.key)
            guard fields.member(member.key)?.keyLocation == member.keyLocation else { continue }
            if let problem = Palette.nameProblem(member.key) {
                report(problem, at: member.keyLocation, path: path)
                rejectedPaletteNames.insert(member.key)
                continue
            }
            if let first = names.register(member.key, line: member.keyLocation.line) {
                report(
                    .paletteCaseCollision(member.key, other: first.name, line: first.line), at: member.keyLocation,
                    path: path)
                continue
            }
            for rules in outputRules {
                rules.checkColorName(member.key, decoder: self, location: member.keyLocation, path: path)
            }
            if case .string(let text) = member.value.value, text != member.key,
                fields.contains(text)
            {
                report(.paletteReference(text), at: member.value.location, path: path)
                rejectedPaletteNames.insert(member.key)
            } else if let color = appearanceColor(member.value, path: path, allowsPaletteNames: false) {
                palette.add(member.key, color)
            } else {
                rejectedPaletteNames.insert(member.key)
            }
        }
        reportUnread(fields, controlType: nil)
    }

    /// A colour written as a string (literal, UIKit name, or palette name when allowed) or as an appearance object.
    /// A transparent colour is warned about, as it paints nothing, unless it `mayBeTransparent` (a gradient's stop).
    func appearanceColor(
        _ node: JSONNode, path: @autoclosure () -> String, allowsPaletteNames: Bool, mayBeTransparent: Bool = false
    ) -> AppearanceColor? {
        switch node.value {
        case .string(let text):
            if allowsPaletteNames, let named = palette[text] { return named }
            // Already reported where the palette defines it.
            if allowsPaletteNames, !rejectedPaletteNames.isEmpty, rejectedPaletteNames.contains(text) { return nil }
            return literalColor(
                text, at: node.location, path: path(), allowsPaletteNames: allowsPaletteNames,
                mayBeTransparent: mayBeTransparent
            ).map { AppearanceColor(any: $0) }
        case .object(let members) where Self.isGradient(members):
            report(.gradientNotAllowed, at: node.location, path: path())
            return nil
        case .object(let members):
            return appearanceObject(
                ObjectReader(members: members, path: path(), location: node.location),
                mayBeTransparent: mayBeTransparent)
        default:
            typeMismatch(
                node, path: path(),
                expected: allowsPaletteNames
                    ? "a color, a palette name or an appearance object" : "a color or an appearance object")
            return nil
        }
    }

    /// The keys that make an object a gradient.
    static let gradientKinds = ["linearGradient", "radialGradient"]

    /// Whether an object's members make a gradient: a paint, which a key of one colour cannot take.
    static func isGradient(_ members: [JSONMember]) -> Bool {
        members.contains { gradientKinds.contains($0.key) }
    }

    /// `{ "any": …, "dark": …, "highContrast": …, "darkHighContrast": … }`, each a literal; `any` is required.
    private func appearanceObject(_ fields: ObjectReader, mayBeTransparent: Bool) -> AppearanceColor? {
        var values: [Appearance: Color] = [:]
        var valid = true
        for appearance in Appearance.allCases {
            guard let member = fields.member(appearance.rawValue) else { continue }
            let path = fields.path(of: appearance.rawValue)
            if case .object(let inner) = member.value.value, Self.isGradient(inner) {
                report(.gradientInAppearance, at: member.value.location, path: path)
                valid = false
                continue
            }
            guard let text = string(member.value, path: path),
                let color = literalColor(
                    text, at: member.value.location, path: path, allowsPaletteNames: false,
                    mayBeTransparent: mayBeTransparent)
            else {
                valid = false
                continue
            }
            values[appearance] = color
        }
        let errorsBefore = errorCount
        reportUnread(fields, controlType: nil)
        if fields.member(Appearance.any.rawValue) == nil {
            report(.appearanceWithoutAny, at: fields.location, path: fields.path)
        }
        guard valid, errorCount == errorsBefore, let any = values[.any] else { return nil }
        return AppearanceColor(
            any: any, dark: values[.dark], highContrast: values[.highContrast],
            darkHighContrast: values[.darkHighContrast])
    }

    /// A colour literal or UIKit name; an unknown name gets a "did you mean" among the palette and UIKit names.
    private func literalColor(
        _ text: String, at location: SourceLocation, path: @autoclosure () -> String, allowsPaletteNames: Bool,
        mayBeTransparent: Bool
    ) -> Color? {
        guard let color = ColorParser.parse(text) else {
            let looksLikeName = text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-"
            }
            if allowsPaletteNames && !palette.isEmpty && looksLikeName {
                // The candidates are listed only while the budget lasts: thousands of misspelt names would list
                // thousands of palette names each.
                let suggestion =
                    paletteSuggestions[text]
                    ?? (paletteSuggestionBudget <= 0
                        ? nil
                        : ObjectReader.nearest(
                            to: text, in: palette.names + Color.uiKitNames.map(\.name),
                            budget: &paletteSuggestionBudget))
                paletteSuggestions[text] = suggestion
                report(
                    // The message shows eight names, and whether there are more.
                    .unknownPaletteColor(text, suggestion: suggestion, palette: palette.entries.prefix(9).map(\.name)),
                    at: location, path: path())
            } else {
                report(.notAColor(text, reason: ColorParser.problem(with: text)), at: location, path: path())
            }
            return nil
        }
        if color.alpha == 0 && !mayBeTransparent {
            report(.transparentColor(text), at: location, path: path())
        }
        return color
    }
}
