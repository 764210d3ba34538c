import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder
@testable import FloSupport

@Suite struct SHA256Tests {
    /// FIPS 180-4 examples and NIST's byte-oriented vectors.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func matchesTheStandardVectors(message: String, digest: String) {
        #expect(SHA256.hexDigest(Array(message.utf8)) == digest)
    }

    @Test func aMillionAsAndEveryPaddingLength() {
        #expect(
            SHA256.hexDigest([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // Lengths around the 55/56/64-byte padding edges differ from each other.
        let digests = (50...130).map { SHA256.hexDigest([UInt8](repeating: 7, count: $0)) }
        #expect(Set(digests).count == digests.count)
    }

    /// The processor's SHA instructions are used exactly when it has them (Linux tells in /proc/cpuinfo).
    @Test func usesTheProcessorsSHAInstructionsWhenItHasThem() throws {
        #if os(Linux) && arch(x86_64)
            let info = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
            let flagsLine = try #require(info.split(separator: "\n").first { $0.hasPrefix("flags") })
            let flags = Set(flagsLine.split(separator: " "))
            #expect(SHA256.State.usesHardware == ["sha_ni", "ssse3", "sse4_1"].allSatisfy { flags.contains($0) })
        #elseif !arch(x86_64)
            #expect(!SHA256.State.usesHardware)
        #endif
    }

    /// Many blocks in one call, from an odd address: both ways give the same digest.
    @Test func theHardwareAndTheSwiftCompressionAgree() {
        var random = SplitMix64(state: 180)
        let message = (0..<(64 * 37 + 19)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for start in [0, 1, 5] {
            message.withUnsafeBytes { bytes in
                let part = UnsafeRawBufferPointer(rebasing: bytes[start...])
                #expect(SHA256.hash(part, usingHardware: true) == SHA256.hash(part, usingHardware: false))
            }
        }
    }
}

/// The digests against Python's hashlib, an independent implementation: every length through the 55/56, 64,
/// 119/120 and 128-byte padding edges, and a few kilobytes, of seeded pseudo-random bytes.
/// python3 is on every machine the tests run on (`.ci/run` checks): a missing one fails, it does not skip.
@Suite struct SHA256ReferenceTests {
    static let lengths = Array(0...200) + [255, 256, 1_000, 4_095, 4_096, 4_097, 8_191]

    static func message(length: Int) -> [UInt8] {
        var random = SplitMix64(state: UInt64(length))
        return (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    /// hashlib's digest of every message, by length, from one python3 run over all of them.
    static let references: [Int: String] = {
        let script = """
            import hashlib, sys
            data, start = sys.stdin.buffer.read(), 0
            for length in map(int, sys.argv[1:]):
                print(hashlib.sha256(data[start:start + length]).hexdigest())
                start += length
            """
        let input = Data(lengths.flatMap(message(length:)))
        guard let result = try? ExternalTools.run("python3", ["-c", script] + lengths.map(String.init), input: input),
            result.status == 0
        else { return [:] }
        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
        return Dictionary(uniqueKeysWithValues: zip(lengths, lines))
    }()

    @Test(arguments: lengths)
    func matchesHashlib(length: Int) throws {
        let reference = try #require(Self.references[length])
        let message = Self.message(length: length)
        #expect(SHA256.hexDigest(message) == reference)
        // Read in place from an odd address too: the message words are loaded unaligned.
        let shifted = [0] + message
        let digest = shifted.withUnsafeBytes { SHA256.hash(UnsafeRawBufferPointer(rebasing: $0[1...])) }
        #expect(digest.hex == reference)
        // The Swift compression function too, where the processor's instructions do the work by default.
        let inSwift = message.withUnsafeBytes { SHA256.hash($0, usingHardware: false) }
        #expect(inSwift.hex == reference)
        // The hex form reads back, and the index writer's form is the same text.
        #expect(SHA256.Digest(hex: Array(reference.utf8)[...]) == digest)
        var out = ByteBuffer()
        digest.appendHex(to: &out)
        #expect(out.bytes == Array(reference.utf8))
    }

    @Test(arguments: [
        String(repeating: "0", count: 63), String(repeating: "0", count: 65), String(repeating: "A", count: 64),
        String(repeating: "0", count: 63) + "g", "/" + String(repeating: "0", count: 63),
        String(repeating: "0", count: 63) + ":", "`" + String(repeating: "f", count: 63),
    ])
    func rejectsAnythingButSixtyFourLowercaseHexDigits(text: String) {
        #expect(SHA256.Digest(hex: Array(text.utf8)[...]) == nil)
        #expect(SHA256.Digest(hex: Array(text.utf8)[...]) == nil)
    }

    /// Each byte value, at each of the 64 places, is read as a lowercase hex digit exactly when it is one: the
    /// reader has no branch per digit, so each place is tried.
    @Test func eachByteAtEachPlaceIsADigitExactlyWhenItIsOne() {
        let digest = SHA256.hash(Array("flo".utf8))
        let text = Array(digest.hex.utf8)
        for place in 0..<64 {
            for value in 0...255 {
                var changed = text
                changed[place] = UInt8(value)
                let isLowercaseHex = (0x30...0x39).contains(value) || (0x61...0x66).contains(value)
                let read = SHA256.Digest(hex: changed[...])
                #expect((read != nil) == isLowercaseHex, "byte \(value) at \(place)")
                // A digit reads as its value: written back, the same text.
                if let read { #expect(Array(read.hex.utf8) == changed) }
            }
        }
    }

    /// Every digest reads back from its hex form, from an array slice at any offset.
    @Test func everyDigestReadsBackFromItsHexForm() {
        for seed in 0..<64 {
            let digest = SHA256.hash([UInt8(seed)])
            let text = [0] + Array(digest.hex.utf8)
            #expect(SHA256.Digest(hex: text[1...]) == digest)
        }
    }
}
