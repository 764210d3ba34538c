/// SHA-256 (FIPS 180-4), for the ownership index: a file is the tool's to replace or delete only while its bytes
/// still hash to what the tool wrote. Tested against the NIST vectors and against Python's hashlib.
///
/// Every generated file is hashed on every run: the compression function runs on the processor's SHA instructions
/// where it has them (the CSHA256 target), else as the standard writes it, in Swift (SHA256+Compress.swift).
package enum SHA256 {
    /// The digest of `bytes`.
    package static func hash(_ bytes: [UInt8]) -> Digest {
        bytes.withUnsafeBytes { hash($0) }
    }

    /// The digest of the bytes in `message`, on the processor's SHA instructions when it has them (and
    /// `usingHardware` is not false: the tests check both ways).
    static func hash(_ message: UnsafeRawBufferPointer, usingHardware: Bool = State.usesHardware) -> Digest {
        var state = State()
        let wholeCount = message.count & ~63
        if wholeCount > 0, let base = message.baseAddress {
            state.compress(base, blocks: wholeCount / 64, usingHardware: usingHardware)
        }
        state.finish(
            rest: UnsafeRawBufferPointer(rebasing: message[wholeCount...]), totalCount: message.count,
            usingHardware: usingHardware)
        return Digest(state)
    }

    /// The digest of `bytes` as 64 lowercase hex digits.
    static func hexDigest(_ bytes: [UInt8]) -> String { hash(bytes).hex }

    /// The eight working words between blocks, starting from the initial hash value.
    struct State {
        var a: UInt32 = 0x6a09_e667
        var b: UInt32 = 0xbb67_ae85
        var c: UInt32 = 0x3c6e_f372
        var d: UInt32 = 0xa54f_f53a
        var e: UInt32 = 0x510e_527f
        var f: UInt32 = 0x9b05_688c
        var g: UInt32 = 0x1f83_d9ab
        var h: UInt32 = 0x5be0_cd19

        /// Compresses the message's last `rest` (under 64 bytes), a 1 bit, zeros, and the bit length of all
        /// `totalCount` bytes as a 64-bit big-endian number: one block, or two when the rest leaves no room for the
        /// length.
        mutating func finish(rest: UnsafeRawBufferPointer, totalCount: Int, usingHardware: Bool) {
            let paddedCount = rest.count < 56 ? 64 : 128
            withUnsafeTemporaryAllocation(byteCount: 128, alignment: 8) { tail in
                tail.initializeMemory(as: UInt8.self, repeating: 0)
                tail.copyMemory(from: rest)
                tail[rest.count] = 0x80
                let bitLength = UInt64(totalCount) &* 8
                tail.storeBytes(of: bitLength.bigEndian, toByteOffset: paddedCount - 8, as: UInt64.self)
                compress(tail.baseAddress.unsafelyUnwrapped, blocks: paddedCount / 64, usingHardware: usingHardware)
            }
        }
    }
}
