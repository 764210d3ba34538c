/// SHA-256 (FIPS 180-4), for the ownership index: a file is the tool's to replace or delete only while its bytes
/// still hash to what the tool wrote. Tested against the NIST vectors.
enum SHA256 {
    /// A digest as four 64-bit words: no heap storage, cheap to compare and hash (an index holds one per file).
    struct Digest: Hashable, Comparable, Sendable {
        var words: (UInt64, UInt64, UInt64, UInt64)

        /// Parses 64 lowercase hex digits.
        init?(hex: some Collection<UInt8>) {
            guard hex.count == 64 else { return nil }
            // Four words filled in place: this runs for every line of an index and of the stamps.
            var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            for (offset, byte) in hex.enumerated() {
                let nibble: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
                default: return nil
                }
                switch offset >> 4 {
                case 0: words.0 = words.0 << 4 | UInt64(nibble)
                case 1: words.1 = words.1 << 4 | UInt64(nibble)
                case 2: words.2 = words.2 << 4 | UInt64(nibble)
                default: words.3 = words.3 << 4 | UInt64(nibble)
                }
            }
            self.words = words
        }

        init(_ state: [UInt32]) {
            func word(_ index: Int) -> UInt64 { UInt64(state[2 * index]) << 32 | UInt64(state[2 * index + 1]) }
            words = (word(0), word(1), word(2), word(3))
        }

        /// 64 lowercase hex digits.
        var hex: String {
            let digits = Array("0123456789abcdef".utf8)
            var text: [UInt8] = []
            text.reserveCapacity(64)
            for word in [words.0, words.1, words.2, words.3] {
                for shift in stride(from: 60, through: 0, by: -4) {
                    text.append(digits[Int(word >> UInt64(shift) & 15)])
                }
            }
            return String(decoding: text, as: UTF8.self)
        }

        /// Appends the 64 hex digits to `out`.
        func appendHex(to out: inout ByteBuffer) {
            for word in [words.0, words.1, words.2, words.3] {
                for shift in stride(from: 60, through: 0, by: -4) {
                    let nibble = UInt8(truncatingIfNeeded: word >> UInt64(shift) & 15)
                    out.append(byte: nibble < 10 ? nibble + UInt8(ascii: "0") : nibble - 10 + UInt8(ascii: "a"))
                }
            }
        }

        static func == (lhs: Digest, rhs: Digest) -> Bool { lhs.words == rhs.words }

        static func < (lhs: Digest, rhs: Digest) -> Bool { lhs.words < rhs.words }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
        }
    }

    /// The digest of `bytes`.
    static func hash(_ bytes: [UInt8]) -> Digest { Digest(digest(bytes)) }

    /// The digest of `bytes` as 64 lowercase hex digits.
    static func hexDigest(_ bytes: [UInt8]) -> String { hash(bytes).hex }

    /// The eight 32-bit words of the digest of `bytes`.
    static func digest(_ bytes: [UInt8]) -> [UInt32] {
        var state: [UInt32] = [
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
        ]
        // The message, a 1 bit, zeros, and the bit length as a 64-bit big-endian number, in 64-byte blocks.
        var tail = Array(bytes[(bytes.count - bytes.count % 64)...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitLength = UInt64(bytes.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        // Raw buffers: this runs over every generated file on every run, so no bounds or exclusivity checks.
        let schedule = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { schedule.deallocate() }
        roundConstants.withUnsafeBufferPointer { constants in
            state.withUnsafeMutableBufferPointer { state in
                bytes.withUnsafeBufferPointer { body in
                    for start in stride(from: 0, to: bytes.count - bytes.count % 64, by: 64) {
                        compress(body.baseAddress.unsafelyUnwrapped + start, state, schedule, constants)
                    }
                }
                tail.withUnsafeBufferPointer { body in
                    for start in stride(from: 0, to: body.count, by: 64) {
                        compress(body.baseAddress.unsafelyUnwrapped + start, state, schedule, constants)
                    }
                }
            }
        }
        return state
    }

    private static func compress(
        _ block: UnsafePointer<UInt8>, _ state: UnsafeMutableBufferPointer<UInt32>, _ w: UnsafeMutablePointer<UInt32>,
        _ k: UnsafeBufferPointer<UInt32>
    ) {
        for t in 0..<16 {
            w[t] =
                UInt32(block[4 * t]) << 24 | UInt32(block[4 * t + 1]) << 16 | UInt32(block[4 * t + 2]) << 8
                | UInt32(block[4 * t + 3])
        }
        for t in 16..<64 {
            let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] &>> 3)
            let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] &>> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        for t in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = s0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temp1
            d = c
            c = b
            b = a
            a = temp1 &+ temp2
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value &>> count | value &<< (32 &- count)
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
