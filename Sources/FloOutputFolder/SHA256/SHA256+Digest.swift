import FloSupport

extension SHA256 {
    /// A digest as four 64-bit words: no heap storage, cheap to compare and hash (an index holds one per file).
    package struct Digest: Hashable, Comparable, Sendable {
        var words: (UInt64, UInt64, UInt64, UInt64)

        /// Parses 64 lowercase hex digits.
        init?(hex: ArraySlice<UInt8>) {
            guard hex.count == 64, let first = Self.word(hex, hex.startIndex),
                let second = Self.word(hex, hex.startIndex + 16),
                let third = Self.word(hex, hex.startIndex + 32), let fourth = Self.word(hex, hex.startIndex + 48)
            else { return nil }
            words = (first, second, third, fourth)
        }

        /// The 16 lowercase hex digits from `start`, as a number; nil when one is not.
        private static func word(_ hex: ArraySlice<UInt8>, _ start: Int) -> UInt64? {
            var value: UInt64 = 0
            var invalid: UInt8 = 0
            // Without a branch per digit, which a processor mispredicts on random digits: a log and an index hold
            // one digest or two per file. `0`-`9` are 0x30-0x39, `a`-`f` 0x61-0x66: the low four bits, plus 9 for
            // a letter.
            for byte in hex[start..<(start + 16)] {
                let isDigit: UInt8 = byte &- UInt8(ascii: "0") < 10 ? 1 : 0
                let isLetter: UInt8 = byte &- UInt8(ascii: "a") < 6 ? 1 : 0
                invalid |= 1 &- (isDigit | isLetter)
                value = value << 4 | UInt64((byte & 0x0f) &+ 9 &* isLetter)
            }
            return invalid == 0 ? value : nil
        }

        init(_ state: State) {
            func word(_ high: UInt32, _ low: UInt32) -> UInt64 { UInt64(high) << 32 | UInt64(low) }
            words = (word(state.a, state.b), word(state.c, state.d), word(state.e, state.f), word(state.g, state.h))
        }

        /// This digest with `first` and `second` mixed into its first two words: one-to-one for each pair, so
        /// digests of one text with different pairs differ.
        package func mixing(_ first: UInt64, _ second: UInt64) -> Digest {
            var mixed = self
            mixed.words.0 ^= first
            mixed.words.1 ^= second
            return mixed
        }

        /// The digest of `digests` in order: what depends on all of them (a file shared by every control).
        package static func combining(_ digests: [Digest]) -> Digest {
            var bytes = ByteBuffer(capacity: digests.count * 64)
            for digest in digests { digest.appendHex(to: &bytes) }
            return SHA256.hash(bytes.bytes)
        }

        /// This digest with all of `other` mixed in: a description that also depends on a file's contents.
        package func mixing(_ other: Digest) -> Digest {
            var mixed = self
            mixed.words.0 ^= other.words.0
            mixed.words.1 ^= other.words.1
            mixed.words.2 ^= other.words.2
            mixed.words.3 ^= other.words.3
            return mixed
        }

        /// 64 lowercase hex digits.
        var hex: String {
            var out = ByteBuffer(capacity: 64)
            appendHex(to: &out)
            return String(decoding: out.bytes, as: UTF8.self)
        }

        /// Appends the 64 hex digits to `out`.
        func appendHex(to out: inout ByteBuffer) {
            // A plain loop: a stride over the shifts cost more than the digits (an index writes one per file).
            func append(_ word: UInt64) {
                var shift: UInt64 = 64
                while shift > 0 {
                    shift -= 4
                    let nibble = UInt8(truncatingIfNeeded: word >> shift) & 0x0f
                    out.append(byte: nibble &+ (nibble < 10 ? UInt8(ascii: "0") : UInt8(ascii: "a") - 10))
                }
            }
            append(words.0)
            append(words.1)
            append(words.2)
            append(words.3)
        }

        // Word by word rather than the tuple operators, which are generic: a debug build (the plugin's) compares
        // digests for every file.
        package static func == (lhs: Digest, rhs: Digest) -> Bool {
            lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
                && lhs.words.3 == rhs.words.3
        }

        package static func < (lhs: Digest, rhs: Digest) -> Bool {
            if lhs.words.0 != rhs.words.0 { return lhs.words.0 < rhs.words.0 }
            if lhs.words.1 != rhs.words.1 { return lhs.words.1 < rhs.words.1 }
            if lhs.words.2 != rhs.words.2 { return lhs.words.2 < rhs.words.2 }
            return lhs.words.3 < rhs.words.3
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
        }
    }
}
