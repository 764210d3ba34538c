import FloSupport

extension JSONNode {
    /// The value as compact JSON on one line, numbers as the files write them: how the preview quotes a key.
    var compactText: String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): Self.plainDecimal(number)
        case .outOfRangeNumber(let text): text
        case .string(let text): Self.quoted(text)
        case .array(let items): "[" + items.map(\.compactText).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ": " + $0.value.compactText }.joined(separator: ", ") + "}"
        }
    }

    /// `value` exactly, as its shortest round-trip digits, without an exponent: `3.0004`, `0.00001`, `1000000`
    /// (the files' 3-decimal format would show a key's `3.0004` as `3`, which reads as the default).
    static func plainDecimal(_ value: Double) -> String {
        guard value != 0, value.isFinite else { return value.isFinite ? "0" : "\(value)" }
        let text = "\(value.magnitude)"
        let sign = value < 0 ? "-" : ""
        let mantissa: Substring
        var exponent = 0
        if let e = text.firstIndex(of: "e") {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        } else {
            mantissa = text[...]
        }
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
        var digits = Array(mantissa.filter { $0 != "." })
        var position = (point ?? digits.count) + exponent
        while digits.count > 1, digits.last == "0", digits.count > position { digits.removeLast() }
        while digits.count > 1, digits.first == "0", position > 1 {
            digits.removeFirst()
            position -= 1
        }
        if position <= 0 { return sign + "0." + String(repeating: "0", count: -position) + String(digits) }
        if position >= digits.count {
            return sign + String(digits) + String(repeating: "0", count: position - digits.count)
        }
        return sign + String(digits[..<position]) + "." + String(digits[position...])
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String { JSONQuoting.quoted(text) }
}

extension JSONNode {
    /// Appends the value in a form that tells any two different values apart (numbers by their bits), for the
    /// description digests the log records for each file.
    func appendDescription(to out: inout ByteBuffer) {
        switch value {
        case .null: out.append("n")
        case .bool(let flag): out.append(flag ? "t" : "f")
        case .number(let number):
            // Its eight bytes as they are: a digest's input need not be readable.
            out.append("#")
            for shift in stride(from: 0, to: 64, by: 8) {
                out.append(byte: UInt8(truncatingIfNeeded: number.bitPattern >> UInt64(shift)))
            }
        case .outOfRangeNumber(let text):
            out.append("N")
            Self.appendCounted(text, to: &out)
        case .string(let text): Self.appendCounted(text, to: &out)
        case .array(let items):
            out.append("[")
            for item in items {
                item.appendDescription(to: &out)
                out.append(",")
            }
            out.append("]")
        case .object(let members):
            out.append("{")
            for member in members {
                Self.appendCounted(member.key, to: &out)
                out.append(":")
                member.value.appendDescription(to: &out)
                out.append(",")
            }
            out.append("}")
        }
    }

    /// `text` after its length in bytes: enough to tell strings apart, without looking for characters to escape.
    private static func appendCounted(_ text: String, to out: inout ByteBuffer) {
        out.append(byte: UInt8(ascii: "\""))
        out.append(integer: text.utf8.count)
        out.append(byte: UInt8(ascii: ":"))
        out.append(text)
    }
}

/// JSON's quoting of a string, for the manifest's messages and anyone else who writes JSON text.
package enum JSONQuoting {
    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
