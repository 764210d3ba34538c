/// The lexical steps every construct shares: names, whitespace, and skipping to a terminator, lines counted.
extension XMLParser {
    mutating func name() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips whitespace, counting lines; whether there was any.
    @discardableResult
    mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return index > start
            }
            index += 1
        }
        return index > start
    }

    mutating func skip(past terminator: String, from offset: Int, what: String) throws(SVGError) {
        let start = location
        index += offset
        while index < bytes.count {
            if starts(with: terminator) {
                index += terminator.utf8.count
                return
            }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        throw fail("the \(what) is never closed", at: start)
    }

    func starts(with text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    /// `text` cut to a length a message can show.
    static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }

    static func split(_ name: String) -> (prefix: String?, local: String) {
        guard let colon = name.firstIndex(of: ":") else { return (nil, name) }
        return (String(name[..<colon]), String(name[name.index(after: colon)...]))
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }
}
