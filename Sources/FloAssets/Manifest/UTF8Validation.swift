/// Finds malformed UTF-8 (bad lead or continuation bytes, overlong forms, surrogates, values past U+10FFFF).
enum UTF8Validation {
    /// The offset of the first byte that starts an invalid sequence, or `nil` when `bytes` is valid from `start`.
    static func firstInvalidOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0, from: start) }
    }

    /// `firstInvalidOffset` over bytes in place: a manifest is checked whole on every run, mostly ASCII, which is
    /// skipped eight bytes at a time.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index < bytes.count {
            while index + 8 <= bytes.count
                && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < bytes.count else { break }
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
