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

    /// Runs the compression function over `count` 64-byte blocks from `start` (any alignment) in Swift, as FIPS
    /// 180-4 writes it: a message schedule of 64 words, then 64 rounds.
    mutating func compressInSwift(_ start: UnsafeRawPointer, blocks count: Int) {
        var schedule = [UInt32](repeating: 0, count: 64)
        for blockIndex in 0..<count {
            let block = start + 64 * blockIndex
            for index in 0..<16 {
                schedule[index] = block.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self).bigEndian
            }
            for index in 16..<64 {
                let (w15, w2) = (schedule[index - 15], schedule[index - 2])
                let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 &>> 3)
                let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 &>> 10)
                schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h)
            for index in 0..<64 {
                let sigma1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                let choice = (e & f) ^ (~e & g)
                let temp1 = h &+ sigma1 &+ choice &+ Self.roundConstants[index] &+ schedule[index]
                let sigma0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ sigma0 &+ majority)
            }
            self.a &+= a
            self.b &+= b
            self.c &+= c
            self.d &+= d
            self.e &+= e
            self.f &+= f
            self.g &+= g
            self.h &+= h
        }
    }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
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

private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    value &>> count | value &<< (32 &- count)
}
