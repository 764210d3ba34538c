/// Reads SVG's number lists: numbers as CSS writes them (`-1.5e3`, `.5`, `1.5.5` being 1.5 and .5), separated by
/// whitespace and at most one comma. Every number is finite and at most `limit` in size, so no hostile value
/// overflows the geometry.
struct NumberScanner {
    static let limit = 1e9

    let bytes: [UInt8]
    var index = 0

    init(_ text: Substring) { bytes = Array(text.utf8) }
    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { index >= bytes.count }

    /// The byte at the cursor, if any.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
            index += 1
        }
    }

    /// Whitespace with at most one comma in it.
    mutating func skipSeparator() {
        skipSpaces()
        if current == UInt8(ascii: ",") {
            index += 1
            skipSpaces()
        }
    }

    /// Whether a number starts at the cursor (after whitespace).
    mutating func startsNumber() -> Bool {
        skipSpaces()
        guard let byte = current else { return false }
        return byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The number at the cursor, or nil (cursor unmoved) when there is none; throws for a number beyond `limit`,
    /// NaN or an infinity.
    mutating func number() throws(NumberScanner.OutOfRange) -> Double? {
        skipSpaces()
        let start = index
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { index += 1 }
        // Not numbers in SVG, but what a broken exporter writes for one: refused rather than read as the end.
        let letters = bytes[index...].prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        if !letters.isEmpty,
            ["nan", "inf", "infinity"].contains(where: { letters.map { $0 | 0x20 }.elementsEqual($0.utf8) })
        {
            throw OutOfRange(text: String(decoding: bytes[start..<letters.endIndex], as: UTF8.self), notANumber: true)
        }
        var digits = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            index += 1
            digits += 1
        }
        if current == UInt8(ascii: ".") {
            index += 1
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else {
            index = start
            return nil
        }
        // An exponent only when digits follow: `1em` is 1 and a unit.
        if let byte = current, byte | 0x20 == UInt8(ascii: "e") {
            var probe = index + 1
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") || bytes[probe] == UInt8(ascii: "+") {
                probe += 1
            }
            if probe < bytes.count, bytes[probe] >= UInt8(ascii: "0"), bytes[probe] <= UInt8(ascii: "9") {
                index = probe
                while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            return nil
        }
        guard value.isFinite, abs(value) <= Self.limit else {
            throw OutOfRange(text: String(decoding: bytes[start..<min(index, start + 40)], as: UTF8.self))
        }
        return value
    }

    /// A number too large for the geometry, or a word written for one (`NaN`, `inf`), as written.
    struct OutOfRange: Error {
        var text: String
        var notANumber = false
    }

    /// The letters and `%` at the cursor: a unit or a function's name. A `-` is not one of them: it starts the next
    /// number (`translate(40-10)`).
    mutating func word() -> String {
        let start = index
        while let byte = current,
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "%")
        {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
