/// Parses the manifest's colour forms: `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)` and UIKit colour names.
enum ColorParser {
    static let expectedForms =
        "expected #RRGGBB, #RRGGBBAA, rgb(r, g, b) or a UIKit color name"
        + " (" + Color.uiKitNames.map(\.name).joined(separator: ", ") + ")"

    static func parse(_ text: String) -> Color? {
        let bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "#") { return parseHex(Array(bytes[1...])) }
        if bytes.starts(with: "rgb(".utf8), bytes.last == UInt8(ascii: ")") {
            return parseRGBFunction(Array(bytes[4..<(bytes.count - 1)]))
        }
        return Color.uiKitNames.first(where: { $0.name == text })?.color
    }

    private static func parseHex(_ digits: [UInt8]) -> Color? {
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var value: UInt32 = 0
        var position = 0
        while position < digits.count {
            guard let digit = hexValue(digits[position]) else { return nil }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        return Color(
            red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
            blue: Double(rgba >> 8 & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `r, g, b`: three whole numbers 0…255 in ASCII digits, spaces around each allowed.
    private static func parseRGBFunction(_ arguments: [UInt8]) -> Color? {
        var components: [Double] = []
        var position = 0
        func skipSpaces() {
            while position < arguments.count && arguments[position] == UInt8(ascii: " ") { position += 1 }
        }
        while true {
            // One argument: spaces, at least one digit, spaces, then a comma or the end.
            skipSpaces()
            var value = 0
            let digitsStart = position
            while position < arguments.count, arguments[position] &- UInt8(ascii: "0") < 10 {
                value = value * 10 + Int(arguments[position] - UInt8(ascii: "0"))
                guard value <= 255 else { return nil }
                position += 1
            }
            skipSpaces()
            guard position > digitsStart, components.count < 3 else { return nil }
            components.append(Double(value) / 255)
            if position == arguments.count { break }
            guard arguments[position] == UInt8(ascii: ",") else { return nil }
            position += 1
        }
        guard components.count == 3 else { return nil }
        return Color(red: components[0], green: components[1], blue: components[2])
    }
}
