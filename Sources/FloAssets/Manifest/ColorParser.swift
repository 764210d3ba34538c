import FloDrawing
import FloSupport

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
            guard let digit = digits[position].hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        return Color(
            red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
            blue: Double(rgba >> 8 & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
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

    /// Why `text`, which `parse` refused, is not a colour, and the fix: the digit count of a hex colour, the
    /// component out of range in `rgb()`, the hex form of an `rgba()`, the UIKit name it was probably meant to be.
    static func problem(with text: String) -> String {
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            if let bad = digits.first(where: { !($0.isASCII && $0.isHexDigit) }) {
                return "'\(bad)' is not a hex digit (0-9, a-f); expected #RRGGBB or #RRGGBBAA"
            }
            return "a hex color has 6 or 8 digits (#RRGGBB or #RRGGBBAA), not \(digits.count)"
        }
        for function in ["rgb(", "rgba("] where text.hasPrefix(function) && text.hasSuffix(")") {
            let arguments = text.dropFirst(function.count).dropLast().split(
                separator: ",", omittingEmptySubsequences: false
            )
            .map { $0.trimmingSpaces }
            let components = arguments.prefix(3).compactMap { Int($0) }
            if let outOfRange = components.first(where: { !(0...255).contains($0) }) {
                return "\(outOfRange) is out of range; rgb() takes three whole numbers from 0 to 255"
            }
            if function == "rgba(" {
                let alpha = arguments.count == 4 ? Double(arguments[3]) : nil
                guard components.count == 3, let alpha, (0...1).contains(alpha) else {
                    return "rgba() is not supported; write the color as #RRGGBBAA"
                }
                let hex = (components + [Int((alpha * 255).rounded())]).map(Self.hexByte).joined()
                return "rgba() is not supported; write the color as \"#\(hex)\""
            }
            return "rgb() takes three whole numbers from 0 to 255, separated by commas, such as rgb(87, 218, 213)"
        }
        if let nearest = ObjectReader.nearest(to: text, in: Color.uiKitNames.map(\.name)) {
            return "did you mean \"\(nearest)\"? " + expectedForms
        }
        return expectedForms
    }

    private static func hexByte(_ value: Int) -> String {
        String(decoding: UInt8(value).hexDigits(), as: UTF8.self)
    }
}

extension Substring {
    /// Without the spaces at either end.
    fileprivate var trimmingSpaces: Substring {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return self[first...last]
    }
}
