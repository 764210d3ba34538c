extension SHA256 {
    /// A digest as four 64-bit words: no heap storage, cheap to compare and hash (an index holds one per file).
    struct Digest: Hashable, Comparable, Sendable {
        var words: (UInt64, UInt64, UInt64, UInt64)

        /// Parses 64 lowercase hex digits in place (what the log and the index hand over: no generic code, which
        /// a debug build, as the plugin runs, would make slow on every line).
        init?(hex: UnsafeBufferPointer<UInt8>) {
            guard hex.count == 64, let words = Self.words(hex: hex) else { return nil }
            self.words = words
        }

        /// Parses 64 lowercase hex digits.
        init?(hex: some Collection<UInt8>) {
            guard hex.count == 64 else { return nil }
            // Read in place where the bytes are contiguous (an index line is an array slice): this runs for every
            // line of an index and of the log.
            let words =
                hex.withContiguousStorageIfAvailable(Self.words(hex:))
                ?? Array(hex).withUnsafeBufferPointer(Self.words(hex:))
            guard let words else { return nil }
            self.words = words
        }

        init(_ state: State) {
            func word(_ high: UInt32, _ low: UInt32) -> UInt64 { UInt64(high) << 32 | UInt64(low) }
            words = (word(state.a, state.b), word(state.c, state.d), word(state.e, state.f), word(state.g, state.h))
        }

        /// 64 lowercase hex digits.
        var hex: String {
            String(unsafeUninitializedCapacity: 64) { buffer in
                writeHex(to: UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped))
                return 64
            }
        }

        /// Appends the 64 hex digits to `out`.
        func appendHex(to out: inout ByteBuffer) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
                writeHex(to: UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped))
                out.append(bytes: UnsafeBufferPointer(buffer))
            }
        }

        // Word by word rather than the tuple operators, which are generic: a debug build (the plugin's) compares
        // digests for every file.
        static func == (lhs: Digest, rhs: Digest) -> Bool {
            lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
                && lhs.words.3 == rhs.words.3
        }

        static func < (lhs: Digest, rhs: Digest) -> Bool {
            if lhs.words.0 != rhs.words.0 { return lhs.words.0 < rhs.words.0 }
            if lhs.words.1 != rhs.words.1 { return lhs.words.1 < rhs.words.1 }
            if lhs.words.2 != rhs.words.2 { return lhs.words.2 < rhs.words.2 }
            return lhs.words.3 < rhs.words.3
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
        }

        /// Writes the 64 digits to the 64 bytes at `out`, eight at a time.
        private func writeHex(to out: UnsafeMutableRawPointer) {
            func store(_ word: UInt64, at offset: Int) {
                out.storeBytes(of: Self.hexDigits(word >> 32), toByteOffset: offset, as: UInt64.self)
                out.storeBytes(of: Self.hexDigits(word & 0xffff_ffff), toByteOffset: offset + 8, as: UInt64.self)
            }
            store(words.0, at: 0)
            store(words.1, at: 16)
            store(words.2, at: 32)
            store(words.3, at: 48)
        }

        /// The eight hex digits of the 32-bit `value`, as bytes in memory order.
        private static func hexDigits(_ value: UInt64) -> UInt64 {
            // Each nibble is spread into a byte of its own (the lowest nibble in the lowest byte), and all eight
            // become ASCII at once: '0' + nibble, plus 'a' − '0' − 10 where the nibble is above 9.
            var spread = (value | value << 16) & 0x0000_ffff_0000_ffff
            spread = (spread | spread << 8) & 0x00ff_00ff_00ff_00ff
            spread = (spread | spread << 4) & 0x0f0f_0f0f_0f0f_0f0f
            let letters = (spread &+ 0x0606_0606_0606_0606) >> 4 & 0x0101_0101_0101_0101
            // Big-endian, so the most significant digit comes first in memory.
            return (spread &+ 0x3030_3030_3030_3030 &+ letters &* 0x27).bigEndian
        }

        /// The four words spelled by 64 hex digits; nil when any is not a lowercase hex digit.
        private static func words(hex: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64, UInt64)? {
            let raw = UnsafeRawPointer(hex.baseAddress.unsafelyUnwrapped)
            // Eight digits a load: every index and log line holds digests, and a debug build (the plugin's)
            // would otherwise pay a generic call a digit.
            func word(_ index: Int) -> UInt64? {
                guard let high = value(ofDigits: raw.loadUnaligned(fromByteOffset: 16 * index, as: UInt64.self)),
                    let low = value(ofDigits: raw.loadUnaligned(fromByteOffset: 16 * index + 8, as: UInt64.self))
                else { return nil }
                return high << 32 | low
            }
            guard let first = word(0), let second = word(1), let third = word(2), let fourth = word(3) else {
                return nil
            }
            return (first, second, third, fourth)
        }

        private static let highBits: UInt64 = 0x8080_8080_8080_8080

        /// The high bit of each byte of `word` that is at least `bound` (from 1 to 0x80), where every byte is below
        /// 0x80: adding 0x80 − `bound` then carries into no other byte, and sets a byte's high bit exactly when it
        /// reached the bound.
        private static func atLeast(_ bound: UInt8, in word: UInt64) -> UInt64 {
            (word &+ UInt64(0x80 &- bound) &* 0x0101_0101_0101_0101) & highBits
        }

        /// The 32-bit value of eight lowercase hex digits loaded as they lie in memory (the first digit the most
        /// significant); nil when any byte is not one.
        static func value(ofDigits loaded: UInt64) -> UInt64? {
            // The first digit in the lowest byte, whatever the machine's byte order.
            let digits = UInt64(littleEndian: loaded)
            guard digits & Self.highBits == 0 else { return nil }
            let isDigit = Self.atLeast(0x30, in: digits) & ~Self.atLeast(0x3a, in: digits)
            let isLetter = Self.atLeast(0x61, in: digits) & ~Self.atLeast(0x67, in: digits)
            guard isDigit | isLetter == Self.highBits else { return nil }
            // '0'…'9' and 'a'…'f' end in their value and in their value − 9: a letter gets 9 back.
            let nibbles = digits & 0x0f0f_0f0f_0f0f_0f0f &+ (isLetter >> 7) &* 9
            // Neighbours joined, the earlier one higher: two nibbles a byte, two bytes a half, two halves the value.
            let bytes = (nibbles & 0x000f_000f_000f_000f) << 4 | nibbles >> 8 & 0x000f_000f_000f_000f
            let halves = (bytes & 0x0000_00ff_0000_00ff) << 8 | bytes >> 16 & 0x0000_00ff_0000_00ff
            return (halves & 0xffff) << 16 | halves >> 32 & 0xffff
        }
    }
}
