/// Questions about every byte of a buffer, answered eight bytes at a time (SWAR: SIMD within a register).
///
/// They run over every name, path and key of a run. A byte loop costs a generic iterator call a byte in a debug
/// build, which is what the plugin runs; a word costs one load and a few operations in either build.
enum ByteScan {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte is `first` or `second`.
    static func contains(_ first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (firstMask, secondMask) = (UInt64(first) &* ones, UInt64(second) &* ones)
        return anyWord(bytes) { word in
            hasZeroByte(word ^ firstMask) || hasZeroByte(word ^ secondMask)
        }
    }

    /// Whether any byte is a capital ASCII letter or not ASCII at all: whether lowercasing could change the text.
    static func containsCapitalOrNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        anyWord(bytes) { $0 & highBits != 0 || capitals(in: $0) != 0 }
    }

    /// Whether any byte is a capital ASCII letter.
    static func containsCapital(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        anyWord(bytes) { capitals(in: $0) != 0 }
    }

    /// The high bit of each byte of `word` that is `A`…`Z`.
    private static func capitals(in word: UInt64) -> UInt64 {
        // Bytes from 0x80 up are no capitals, whatever their low seven bits.
        let low = word & ~highBits
        return atLeast(0x41, in: low) & ~atLeast(0x5b, in: low) & ~word
    }

    /// The high bit of each byte of `word` that is at least `bound` (from 1 to 0x80), where every byte is below
    /// 0x80: adding 0x80 − `bound` then carries into no other byte, and sets a byte's high bit exactly when it
    /// reached the bound.
    static func atLeast(_ bound: UInt8, in word: UInt64) -> UInt64 {
        (word &+ UInt64(0x80 &- bound) &* ones) & highBits
    }

    /// Whether a byte of `word` is zero (exact: a borrow only ever runs on from a byte that was zero).
    static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }

    /// Whether `test` holds for any word of `bytes`; the last few bytes are padded with copies of the first byte,
    /// which answers any of the questions above as that byte already does.
    private static func anyWord(_ bytes: UnsafeBufferPointer<UInt8>, _ test: (UInt64) -> Bool) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if test(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        guard offset < bytes.count else { return false }
        var tail = UInt64(base[0]) &* ones
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail = tail & ~(0xff << shift) | UInt64(base[offset]) << shift
            shift += 8
            offset += 1
        }
        return test(tail)
    }
}
