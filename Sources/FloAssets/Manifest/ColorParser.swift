/// Parses the manifest's colour forms: `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)` and UIKit colour names.
enum ColorParser {
    static let expectedForms =
        "expected #RRGGBB, #RRGGBBAA, rgb(r, g, b) or a UIKit color name"
        + " (" + Color.uiKitNames.map(\.name).joined(separator: ", ") + ")"

    static func parse(_ text: String) -> Color? {
        // Read as bytes: every colour key of every control comes through here. `#rrggbb` straight from the string's
        // own bytes, without copying them to an array first.
        if text.utf8.first == UInt8(ascii: "#") {
            var text = text
            return text.withUTF8 { parseHex($0.dropFirst()) }
        }
        let utf8 = Array(text.utf8)
        if utf8.starts(with: "rgb(".utf8) && utf8.last == UInt8(ascii: ")") {
            return parseRGBFunction(utf8[4..<(utf8.count - 1)])
        }
        return Color.uiKitNames.first(where: { $0.name == text })?.color
    }

    private static func parseHex(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Color? {
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            guard let digit = hexValue(byte) else { return nil }
            value = value << 4 | UInt32(digit)
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
    private static func parseRGBFunction(_ arguments: ArraySlice<UInt8>) -> Color? {
        var components: [Double] = []
        for part in arguments.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            var digits = part
            while digits.first == UInt8(ascii: " ") { digits.removeFirst() }
            while digits.last == UInt8(ascii: " ") { digits.removeLast() }
            guard !digits.isEmpty else { return nil }
            var value = 0
            for byte in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                guard value <= 255 else { return nil }
            }
            components.append(Double(value) / 255)
        }
        guard components.count == 3 else { return nil }
        return Color(red: components[0], green: components[1], blue: components[2])
    }
}
