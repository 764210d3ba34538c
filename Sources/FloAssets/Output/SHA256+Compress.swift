import CSHA256

extension SHA256.State {
    /// Whether this processor has SHA instructions (x86-64's SHA extensions), which hash about ten times faster.
    static let usesHardware = flo_sha256_hardware_available() != 0

    /// Runs the compression function over `count` 64-byte blocks from `start` (any alignment), on the processor's
    /// SHA instructions if `usingHardware` (only when `usesHardware`).
    mutating func compress(_ start: UnsafeRawPointer, blocks count: Int, usingHardware: Bool) {
        guard usingHardware, Self.usesHardware else { return compressInSwift(start, blocks: count) }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8) { words in
            let base = words.baseAddress.unsafelyUnwrapped
            (base[0], base[1], base[2], base[3], base[4], base[5], base[6], base[7]) = (a, b, c, d, e, f, g, h)
            flo_sha256_compress_hardware(base, start, count)
            (a, b, c, d, e, f, g, h) = (base[0], base[1], base[2], base[3], base[4], base[5], base[6], base[7])
        }
    }

    /// Runs the compression function over `count` 64-byte blocks from `start` (any alignment) in Swift.
    ///
    /// All 64 rounds are written out, each with its round constant, the working variables changing roles instead
    /// of being shifted; the message schedule is a rolling window of 16 locals, each word computed just before
    /// the round that takes it. No loop, no table and no bounds checks: about 2,900 instructions a block.
    mutating func compressInSwift(_ start: UnsafeRawPointer, blocks count: Int) {
        var block = start
        for _ in 0..<count {
            func word(_ index: Int) -> UInt32 {
                block.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self).bigEndian
            }
            var w0 = word(0)
            var w1 = word(1)
            var w2 = word(2)
            var w3 = word(3)
            var w4 = word(4)
            var w5 = word(5)
            var w6 = word(6)
            var w7 = word(7)
            var w8 = word(8)
            var w9 = word(9)
            var w10 = word(10)
            var w11 = word(11)
            var w12 = word(12)
            var w13 = word(13)
            var w14 = word(14)
            var w15 = word(15)
            var (a, b, c, d, e, f, g, h) = (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h)
            // a ⊕ b of the round before, which is this round's b ⊕ c: the majority takes one step less.
            var ab = b ^ c
            round(a, b, c, &d, e, f, g, &h, &ab, 0x428a_2f98, w0)
            round(h, a, b, &c, d, e, f, &g, &ab, 0x7137_4491, w1)
            round(g, h, a, &b, c, d, e, &f, &ab, 0xb5c0_fbcf, w2)
            round(f, g, h, &a, b, c, d, &e, &ab, 0xe9b5_dba5, w3)
            round(e, f, g, &h, a, b, c, &d, &ab, 0x3956_c25b, w4)
            round(d, e, f, &g, h, a, b, &c, &ab, 0x59f1_11f1, w5)
            round(c, d, e, &f, g, h, a, &b, &ab, 0x923f_82a4, w6)
            round(b, c, d, &e, f, g, h, &a, &ab, 0xab1c_5ed5, w7)
            round(a, b, c, &d, e, f, g, &h, &ab, 0xd807_aa98, w8)
            round(h, a, b, &c, d, e, f, &g, &ab, 0x1283_5b01, w9)
            round(g, h, a, &b, c, d, e, &f, &ab, 0x2431_85be, w10)
            round(f, g, h, &a, b, c, d, &e, &ab, 0x550c_7dc3, w11)
            round(e, f, g, &h, a, b, c, &d, &ab, 0x72be_5d74, w12)
            round(d, e, f, &g, h, a, b, &c, &ab, 0x80de_b1fe, w13)
            round(c, d, e, &f, g, h, a, &b, &ab, 0x9bdc_06a7, w14)
            round(b, c, d, &e, f, g, h, &a, &ab, 0xc19b_f174, w15)
            expand(&w0, w1, w9, w14)
            round(a, b, c, &d, e, f, g, &h, &ab, 0xe49b_69c1, w0)
            expand(&w1, w2, w10, w15)
            round(h, a, b, &c, d, e, f, &g, &ab, 0xefbe_4786, w1)
            expand(&w2, w3, w11, w0)
            round(g, h, a, &b, c, d, e, &f, &ab, 0x0fc1_9dc6, w2)
            expand(&w3, w4, w12, w1)
            round(f, g, h, &a, b, c, d, &e, &ab, 0x240c_a1cc, w3)
            expand(&w4, w5, w13, w2)
            round(e, f, g, &h, a, b, c, &d, &ab, 0x2de9_2c6f, w4)
            expand(&w5, w6, w14, w3)
            round(d, e, f, &g, h, a, b, &c, &ab, 0x4a74_84aa, w5)
            expand(&w6, w7, w15, w4)
            round(c, d, e, &f, g, h, a, &b, &ab, 0x5cb0_a9dc, w6)
            expand(&w7, w8, w0, w5)
            round(b, c, d, &e, f, g, h, &a, &ab, 0x76f9_88da, w7)
            expand(&w8, w9, w1, w6)
            round(a, b, c, &d, e, f, g, &h, &ab, 0x983e_5152, w8)
            expand(&w9, w10, w2, w7)
            round(h, a, b, &c, d, e, f, &g, &ab, 0xa831_c66d, w9)
            expand(&w10, w11, w3, w8)
            round(g, h, a, &b, c, d, e, &f, &ab, 0xb003_27c8, w10)
            expand(&w11, w12, w4, w9)
            round(f, g, h, &a, b, c, d, &e, &ab, 0xbf59_7fc7, w11)
            expand(&w12, w13, w5, w10)
            round(e, f, g, &h, a, b, c, &d, &ab, 0xc6e0_0bf3, w12)
            expand(&w13, w14, w6, w11)
            round(d, e, f, &g, h, a, b, &c, &ab, 0xd5a7_9147, w13)
            expand(&w14, w15, w7, w12)
            round(c, d, e, &f, g, h, a, &b, &ab, 0x06ca_6351, w14)
            expand(&w15, w0, w8, w13)
            round(b, c, d, &e, f, g, h, &a, &ab, 0x1429_2967, w15)
            expand(&w0, w1, w9, w14)
            round(a, b, c, &d, e, f, g, &h, &ab, 0x27b7_0a85, w0)
            expand(&w1, w2, w10, w15)
            round(h, a, b, &c, d, e, f, &g, &ab, 0x2e1b_2138, w1)
            expand(&w2, w3, w11, w0)
            round(g, h, a, &b, c, d, e, &f, &ab, 0x4d2c_6dfc, w2)
            expand(&w3, w4, w12, w1)
            round(f, g, h, &a, b, c, d, &e, &ab, 0x5338_0d13, w3)
            expand(&w4, w5, w13, w2)
            round(e, f, g, &h, a, b, c, &d, &ab, 0x650a_7354, w4)
            expand(&w5, w6, w14, w3)
            round(d, e, f, &g, h, a, b, &c, &ab, 0x766a_0abb, w5)
            expand(&w6, w7, w15, w4)
            round(c, d, e, &f, g, h, a, &b, &ab, 0x81c2_c92e, w6)
            expand(&w7, w8, w0, w5)
            round(b, c, d, &e, f, g, h, &a, &ab, 0x9272_2c85, w7)
            expand(&w8, w9, w1, w6)
            round(a, b, c, &d, e, f, g, &h, &ab, 0xa2bf_e8a1, w8)
            expand(&w9, w10, w2, w7)
            round(h, a, b, &c, d, e, f, &g, &ab, 0xa81a_664b, w9)
            expand(&w10, w11, w3, w8)
            round(g, h, a, &b, c, d, e, &f, &ab, 0xc24b_8b70, w10)
            expand(&w11, w12, w4, w9)
            round(f, g, h, &a, b, c, d, &e, &ab, 0xc76c_51a3, w11)
            expand(&w12, w13, w5, w10)
            round(e, f, g, &h, a, b, c, &d, &ab, 0xd192_e819, w12)
            expand(&w13, w14, w6, w11)
            round(d, e, f, &g, h, a, b, &c, &ab, 0xd699_0624, w13)
            expand(&w14, w15, w7, w12)
            round(c, d, e, &f, g, h, a, &b, &ab, 0xf40e_3585, w14)
            expand(&w15, w0, w8, w13)
            round(b, c, d, &e, f, g, h, &a, &ab, 0x106a_a070, w15)
            expand(&w0, w1, w9, w14)
            round(a, b, c, &d, e, f, g, &h, &ab, 0x19a4_c116, w0)
            expand(&w1, w2, w10, w15)
            round(h, a, b, &c, d, e, f, &g, &ab, 0x1e37_6c08, w1)
            expand(&w2, w3, w11, w0)
            round(g, h, a, &b, c, d, e, &f, &ab, 0x2748_774c, w2)
            expand(&w3, w4, w12, w1)
            round(f, g, h, &a, b, c, d, &e, &ab, 0x34b0_bcb5, w3)
            expand(&w4, w5, w13, w2)
            round(e, f, g, &h, a, b, c, &d, &ab, 0x391c_0cb3, w4)
            expand(&w5, w6, w14, w3)
            round(d, e, f, &g, h, a, b, &c, &ab, 0x4ed8_aa4a, w5)
            expand(&w6, w7, w15, w4)
            round(c, d, e, &f, g, h, a, &b, &ab, 0x5b9c_ca4f, w6)
            expand(&w7, w8, w0, w5)
            round(b, c, d, &e, f, g, h, &a, &ab, 0x682e_6ff3, w7)
            expand(&w8, w9, w1, w6)
            round(a, b, c, &d, e, f, g, &h, &ab, 0x748f_82ee, w8)
            expand(&w9, w10, w2, w7)
            round(h, a, b, &c, d, e, f, &g, &ab, 0x78a5_636f, w9)
            expand(&w10, w11, w3, w8)
            round(g, h, a, &b, c, d, e, &f, &ab, 0x84c8_7814, w10)
            expand(&w11, w12, w4, w9)
            round(f, g, h, &a, b, c, d, &e, &ab, 0x8cc7_0208, w11)
            expand(&w12, w13, w5, w10)
            round(e, f, g, &h, a, b, c, &d, &ab, 0x90be_fffa, w12)
            expand(&w13, w14, w6, w11)
            round(d, e, f, &g, h, a, b, &c, &ab, 0xa450_6ceb, w13)
            expand(&w14, w15, w7, w12)
            round(c, d, e, &f, g, h, a, &b, &ab, 0xbef9_a3f7, w14)
            expand(&w15, w0, w8, w13)
            round(b, c, d, &e, f, g, h, &a, &ab, 0xc671_78f2, w15)
            self.a &+= a
            self.b &+= b
            self.c &+= c
            self.d &+= d
            self.e &+= e
            self.f &+= f
            self.g &+= g
            self.h &+= h
            block += 64
        }
    }
}

/// One round: `d` gets the new `e` and `h` the new `a`; the caller passes the variables in rotated order.
@inline(__always)
private func round(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
    _ h: inout UInt32, _ bc: inout UInt32, _ k: UInt32, _ w: UInt32
) {
    // Σ1(e) = e⋙6 ⊕ e⋙11 ⊕ e⋙25 and Σ0(a) = a⋙2 ⊕ a⋙13 ⊕ a⋙22, with the rotations nested to save moves.
    let sigma1 = rotate(e ^ rotate(e ^ rotate(e, 14), 5), 6)
    let choice = g ^ (e & (f ^ g))
    let temp = h &+ sigma1 &+ choice &+ k &+ w
    let sigma0 = rotate(a ^ rotate(a ^ rotate(a, 9), 11), 2)
    // Maj(a, b, c) = b where a and b agree, else c.
    let ab = a ^ b
    let majority = (ab & bc) ^ b
    bc = ab
    d &+= temp
    h = temp &+ sigma0 &+ majority
}

/// Replaces `w` (word t − 16) with word t, given words t − 15, t − 7 and t − 2.
@inline(__always)
private func expand(_ w: inout UInt32, _ w1: UInt32, _ w9: UInt32, _ w14: UInt32) {
    // σ0(x) = x⋙7 ⊕ x⋙18 ⊕ x≫3 and σ1(x) = x⋙17 ⊕ x⋙19 ⊕ x≫10, the rotations nested as in a round.
    let s0 = rotate(w1 ^ rotate(w1, 11), 7) ^ (w1 &>> 3)
    let s1 = rotate(w14 ^ rotate(w14, 2), 17) ^ (w14 &>> 10)
    w = w &+ s0 &+ w9 &+ s1
}

@inline(__always)
private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    value &>> count | value &<< (32 &- count)
}
