/// `<switch>`: the first child that draws and whose conditions hold is drawn, the others not. Illustrator's "Preserve
/// Illustrator Editing Capabilities" puts its own data first, for its own extension, and the artwork after it.
extension Converter {
    /// What a switch may choose: elements that draw.
    private static let switchable: Set<String> = shapeElements.union([
        "g", "a", "svg", "use", "text", "image", "foreignObject", "switch",
    ])

    /// Whether `child` of a switch draws and its conditions hold: no `requiredExtensions` (none is supported), and a
    /// `systemLanguage` that lists English, the language files are drawn in. `requiredFeatures`, which SVG 2 drops,
    /// holds, as browsers read it.
    static func isChosenInSwitch(_ child: XMLElement) -> Bool {
        child.isSVG && switchable.contains(child.name) && conditionsHold(child)
    }

    /// Whether `element`'s conditions hold, which it needs to be drawn, in a switch or not.
    static func conditionsHold(_ element: XMLElement) -> Bool {
        guard element.attribute("requiredExtensions") == nil else { return false }
        guard let languages = element.attribute("systemLanguage") else { return true }
        return languages.value.split(separator: ",").contains { language in
            let tag = language.trimmingSpaces.lowercased()
            return tag == "en" || tag.hasPrefix("en-")
        }
    }
}
