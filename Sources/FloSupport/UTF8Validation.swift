/// Finds malformed UTF-8 (bad lead or continuation bytes, overlong forms, surrogates, values past U+10FFFF).
package enum UTF8Validation {
    /// UTF-16 or UTF-32 (with their byte order), told by a byte order mark or, as JSON's first RFC did, by the zero
    /// bytes of the first two characters, which are ASCII in any XML or JSON text; nil for anything else, so a file
    /// that merely starts with a NUL is left to the reader's own error.
    package static func wideEncoding(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return "UTF-32LE" }
        if bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32BE" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        // Which of the first four bytes are zero; a file of one wide character has two bytes, and of three is none.
        guard bytes.count == 2 || bytes.count >= 4 else { return nil }
        switch bytes.prefix(4).map({ $0 == 0 }) {
        case [false, true, true, true]: return "UTF-32LE"
        case [true, true, true, false]: return "UTF-32BE"
        case [false, true, false, true], [false, true]: return "UTF-16LE"
        case [true, false, true, false], [true, false]: return "UTF-16BE"
        default: return nil
        }
    }

    /// The offset of the first byte that starts an invalid sequence, or `nil` when `bytes` is valid from `start`.
    package static func firstInvalidOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
        var index = start
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upperBound = 0x9F
            case 0xF0:
                length = 4
                lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upperBound = 0x8F
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            // Only the first continuation byte has tighter bounds.
            guard (lowerBound...upperBound).contains(bytes[index + 1]) else { return index }
            for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) {
                return index
            }
            index += length
        }
        return nil
    }
}
