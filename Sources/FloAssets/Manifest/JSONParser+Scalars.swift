import FloSupport

/// Numbers and strings, the scalars of a JSON document: read byte by byte, with RFC 8259's grammar for numbers and
/// its escapes (surrogate pairs joined) for strings.
extension JSONParser {
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode.Value {
        let start = index
        let isNegative = current == UInt8(ascii: "-")
        if isNegative { index += 1 }
        let digitsStart = index
        if current == UInt8(ascii: "0") {
            index += 1
        } else if !skipDigits() {
            throw error("expected a digit")
        }
        var isWhole = true
        if current == UInt8(ascii: ".") {
            index += 1
            isWhole = false
            guard skipDigits() else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            isWhole = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { throw error("expected a digit in the exponent") }
        }
        // Whole numbers of up to 15 digits (sizes, counts: most of a manifest's numbers) are exact as a Double,
        // read without making text of them.
        if isWhole && index - digitsStart <= 15 {
            var value = 0
            for position in digitsStart..<index { value = value &* 10 &+ Int(bytes[position] &- 48) }
            return .number(isNegative ? -Double(value) : Double(value))
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // `1e400` is valid JSON; its value is out of every range, which the decoder reports with the key's range.
        guard let value = Double(text), value.isFinite else { return .outOfRangeNumber(text) }
        return .number(value)
    }

    /// Skips ASCII digits; returns whether there was at least one.
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = current, byte >= 48, byte <= 57 { index += 1 }
        return index > start
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1 // opening quote
        // Fast path: most strings have no escapes and can be decoded in one piece (UTF-8 was validated up front).
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 32 {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1
            return text
        }
        // Gathered as UTF-8 bytes: appending to a string's scalars one at a time grows with its length.
        var text: [UInt8] = []
        var runStart = index
        while true {
            guard let byte = current else { throw error("expected '\"' to end the string") }
            switch byte {
            case UInt8(ascii: "\""):
                text += bytes[runStart..<index]
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                text += bytes[runStart..<index]
                index += 1
                UTF8.encode(try parseEscape()) { text.append($0) }
                runStart = index
            case 0..<32:
                throw error("control character in string; write it as an escape such as \\n")
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("expected an escape character") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800..<0xDC00).contains(first) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                index += 2
                let second = try parseHex4()
                guard (0xDC00..<0xE000).contains(second) else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(combined) else { throw error("invalid \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("unpaired UTF-16 surrogate in \\u escape") }
            return scalar
        default:
            index -= 2 // point at the backslash
            throw error("invalid escape; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current?.hexDigitValue else { throw error("expected 4 hex digits after \\u") }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
