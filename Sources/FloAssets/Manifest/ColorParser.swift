/// Parses the manifest's colour forms: `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)` and UIKit colour names.
enum ColorParser {
    static let expectedForms =
        "expected #RRGGBB, #RRGGBBAA, rgb(r, g, b) or a UIKit color name"
        + " (" + Color.uiKitNames.map(\.name).joined(separator: ", ") + ")"

    static func parse(_ text: String) -> Color? {
        if let named = Color.uiKitNames.first(where: { $0.name == text }) {
            return named.color
        }
        if text.hasPrefix("#") {
            return parseHex(text.dropFirst())
        }
        if text.hasPrefix("rgb(") && text.hasSuffix(")") {
            return parseRGBFunction(text.dropFirst(4).dropLast())
        }
        return nil
    }

    private static func parseHex(_ digits: Substring) -> Color? {
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16),
            digits.allSatisfy(\.isHexDigit)
        else { return nil }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        return Color(
            red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
            blue: Double(rgba >> 8 & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    private static func parseRGBFunction(_ arguments: Substring) -> Color? {
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
        guard parts.count == 3 else { return nil }
        var components: [Double] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
                let value = Int(part), (0...255).contains(value)
            else { return nil }
            components.append(Double(value) / 255)
        }
        return Color(red: components[0], green: components[1], blue: components[2])
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var result = self
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return result
    }
}
