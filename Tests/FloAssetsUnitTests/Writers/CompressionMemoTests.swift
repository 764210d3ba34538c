import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

@Suite struct CompressionMemoTests {
    /// A content stream that differs with `seed`, about a kilobyte long.
    static func stream(_ seed: Int) -> [UInt8] {
        Array((0..<40).map { "\(seed % 997) \($0 * 7 + seed) m \(seed / 3) \($0) l S\n" }.joined().utf8)
    }

    /// From the memo or not, first time or again, the bytes are `Deflate.zlib`'s.
    @Test(arguments: DeflateTests.samples().map(\.1))
    func givesDeflatesBytes(input: [UInt8]) {
        let memo = CompressionMemo()
        let expected = Deflate.zlib(input)
        #expect(memo.zlib(input) == expected)
        #expect(memo.zlib(input) == expected)
        // Only inputs up to the limit are kept.
        #expect((memo.keptBytes > 0) == (input.count <= CompressionMemo.inputLimit))
    }

    /// A repeat is answered from the memo: nothing more is kept for it.
    @Test func keepsARepeatOnce() {
        let memo = CompressionMemo()
        let input = Self.stream(1)
        _ = memo.zlib(input)
        let kept = memo.keptBytes
        #expect(kept == input.count + Deflate.zlib(input).count)
        _ = memo.zlib(input)
        _ = memo.zlib(Array(input))
        #expect(memo.keptBytes == kept)
        _ = memo.zlib(Self.stream(2))
        #expect(memo.keptBytes > kept)
    }

    /// However many streams differ, the memo keeps at most its limit, and still answers every one right.
    @Test func staysWithinItsLimit() {
        let memo = CompressionMemo()
        var total = 0
        for seed in 0..<1500 {
            let input = Self.stream(seed)
            total += input.count
            #expect(memo.zlib(input) == Deflate.zlib(input))
        }
        #expect(total > CompressionMemo.byteLimit)
        #expect(memo.keptBytes <= CompressionMemo.byteLimit)
        #expect(memo.keptBytes > CompressionMemo.byteLimit / 2)
    }

    /// Workers share one memo: each gets the right bytes, repeats and all.
    @Test func isSharedByWorkers() throws {
        let memo = CompressionMemo()
        let inputs = (0..<64).map { Self.stream($0 % 8) }
        let expected = inputs.map(Deflate.zlib)
        let right = try ParallelWork.map(count: inputs.count, chunkSize: 1, workers: 4) { range in
            range.allSatisfy { memo.zlib(inputs[$0]) == expected[$0] }
        }
        #expect(right == Array(repeating: true, count: inputs.count))
        let distinct = (0..<8).map { inputs[$0].count + expected[$0].count }
        #expect(memo.keptBytes == distinct.reduce(0, +))
    }

    /// The PDF writer, and the catalog's through its own, compress a drawing they already compressed from the memo.
    @Test func writersKeepTheirStreams() throws {
        let drawing = CounterView().drawing(title: "c", size: Size(width: 230, height: 230))
        let pdf = PDFWriter()
        let first = pdf.data(for: drawing)
        let kept = pdf.compressed.keptBytes
        #expect(kept > 0)
        #expect(pdf.data(for: drawing) == first)
        #expect(pdf.compressed.keptBytes == kept)
        let catalog = XcassetsWriter()
        let control = try #require(try decodeManifest(try defaultManifestText()).controls.first)
        _ = catalog.files(for: control, drawing: drawing)
        #expect(catalog.pdfWriter.compressed.keptBytes == kept)
    }
}
