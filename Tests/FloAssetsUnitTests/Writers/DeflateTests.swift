import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

@Suite struct DeflateTests {
    static func samples() -> [(String, [UInt8])] {
        var random = SplitMix64(state: 7)
        let noise = (0..<5000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let content = PDFContentStream(drawing: CounterView().drawing(title: "c", size: Size(width: 230, height: 230)))
            .bytes.bytes
        return [
            ("empty", []), ("one byte", [65]), ("two symbols", Array("abababababab".utf8)),
            ("long run", [UInt8](repeating: 48, count: 70_000)), ("noise", noise), ("content stream", content),
            ("all bytes", (0...255).map { UInt8($0) } + (0...255).reversed().map { UInt8($0) }),
            ("three bytes", [1, 2, 3]), ("four bytes", [7, 7, 7, 7]),
        ] + contentStreams()
    }

    /// zlib itself (through Python) must inflate every stream back to its input.
    @Test func zlibInflatesEveryStream() throws {
        let probe = try ExternalTools.run("python3", ["-c", "import zlib"])
        try #require(probe.status == 0, "python3 is needed to inflate with zlib")
        for (name, input) in Self.samples() {
            let compressed = Deflate.zlib(input)
            let result = try ExternalTools.run(
                "python3",
                ["-c", "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read()))"],
                input: Data(compressed))
            #expect(result.status == 0, "\(name): \(result.errors)")
            #expect([UInt8](result.output) == input, "\(name) does not round-trip")
        }
    }

    /// Real content streams: a counter, and the plus and minus buttons.
    static func contentStreams() -> [(String, [UInt8])] {
        var minus = PushButton()
        minus.isAddButton = false
        let size = Size(width: 230, height: 230)
        return [
            ("counter", PDFContentStream(drawing: CounterView().drawing(title: "c", size: size)).bytes.bytes),
            (
                "plus",
                PDFContentStream(drawing: PushButton().drawing(title: "p", size: size, snapping: .grid)).bytes.bytes
            ),
            ("minus", PDFContentStream(drawing: minus.drawing(title: "m", size: size, snapping: .grid)).bytes.bytes),
        ]
    }

    /// The encoder trades search effort for speed, but must stay within 2% of zlib's best (level 9) on content
    /// streams.
    @Test func contentStreamsCompressNearlyAsWellAsZlibNine() throws {
        let probe = try ExternalTools.run("python3", ["-c", "import zlib"])
        try #require(probe.status == 0, "python3 is needed to compress with zlib")
        for (name, input) in Self.contentStreams() {
            let result = try ExternalTools.run(
                "python3", ["-c", "import sys, zlib; print(len(zlib.compress(sys.stdin.buffer.read(), 9)))"],
                input: Data(input))
            let zlibCount = try #require(
                Int(String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
            let ours = Deflate.zlib(input).count
            #expect(ours * 100 <= zlibCount * 102, "\(name): \(ours) bytes, zlib -9 \(zlibCount)")
        }
    }

    /// Inputs longer than one block (`Deflate.blockTokens`) span several blocks and still round-trip.
    @Test func longInputsSpanBlocks() throws {
        var random = SplitMix64(state: 11)
        // Short repeats among noise: many tokens, so more than one block.
        var input: [UInt8] = []
        while input.count < 200_000 {
            let value = random.next()
            if value % 3 == 0 && input.count > 100 {
                let start = input.count - 8 - Int(value >> 8 % 90)
                input += input[start..<(start + 3 + Int(value >> 16 % 5))]
            } else {
                input.append(UInt8(truncatingIfNeeded: value >> 24))
            }
        }
        let compressed = Deflate.zlib(input)
        let result = try ExternalTools.run(
            "python3", ["-c", "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read()))"],
            input: Data(compressed))
        #expect(result.status == 0, "\(result.errors)")
        #expect([UInt8](result.output) == input)
    }

    @Test func contentStreamsShrink() {
        let content = PDFContentStream(drawing: CounterView().drawing(title: "c", size: Size(width: 230, height: 230)))
            .bytes.bytes
        #expect(Deflate.zlib(content).count < content.count * 6 / 10)
    }

    @Test func adler32MatchesTheRFCExample() {
        #expect(Deflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Deflate.adler32([]) == 1)
    }

    @Test func codeLengthRunsUseRepeatSymbols() {
        let lengths: [UInt32] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 0, 0]
        var packed = [UInt32](repeating: 0, count: lengths.count)
        let count = lengths.withUnsafeBufferPointer { lengths in
            packed.withUnsafeMutableBufferPointer { CodeLengthRuns.encode(lengths, into: $0) }
        }
        let runs = packed[..<count].map(CodeLengthRuns.symbol)
        #expect(runs == [18, 5, 16, 0, 0])
    }
}

@Suite struct DeflateCodeTableTests {
    @Test func tablesAgreeWithTheSearch() {
        for length in 3...258 {
            #expect(Int(Deflate.lengthCodes[length]) == Deflate.code(for: length, bases: Deflate.lengthBases))
        }
        for distance in 1...32768 {
            #expect(
                Deflate.distanceSymbol(distance) == Deflate.code(for: distance, bases: Deflate.distanceBases),
                "\(distance)")
        }
    }
}
