/// Scratch memory for one block's codes: frequencies, code tables, the code-length runs and the Huffman builder's
/// working space, carved from one allocation made once per stream and reused by every block.
///
/// A content stream is a few hundred tokens, so a dozen small arrays per block cost as much as compressing it.
struct BlockWorkspace: ~Copyable {
    static let literalSymbols = 286
    static let distanceSymbols = 30
    static let codeLengthSymbols = 19

    let literalFrequencies: UnsafeMutableBufferPointer<UInt32>
    let distanceFrequencies: UnsafeMutableBufferPointer<UInt32>
    let codeLengthFrequencies: UnsafeMutableBufferPointer<UInt32>
    /// `HuffmanCode` entries per symbol.
    let literalCode: UnsafeMutableBufferPointer<UInt32>
    let distanceCode: UnsafeMutableBufferPointer<UInt32>
    let codeLengthCode: UnsafeMutableBufferPointer<UInt32>
    /// The literal/length code lengths followed by the distance ones, as the block header lists them.
    let lengths: UnsafeMutableBufferPointer<UInt32>
    let runs: UnsafeMutableBufferPointer<UInt32>
    let huffmanScratch: UnsafeMutableBufferPointer<UInt32>
    private let storage: UnsafeMutableBufferPointer<UInt32>

    init() {
        let symbols = Self.literalSymbols + Self.distanceSymbols + Self.codeLengthSymbols
        let headers = Self.literalSymbols + Self.distanceSymbols
        let whole = UnsafeMutableBufferPointer<UInt32>.allocate(
            capacity: 2 * symbols + 2 * headers + HuffmanCode.scratchCount(symbols: Self.literalSymbols))
        var start = 0
        func take(_ count: Int) -> UnsafeMutableBufferPointer<UInt32> {
            defer { start += count }
            return UnsafeMutableBufferPointer(rebasing: whole[start..<(start + count)])
        }
        literalFrequencies = take(Self.literalSymbols)
        distanceFrequencies = take(Self.distanceSymbols)
        codeLengthFrequencies = take(Self.codeLengthSymbols)
        literalCode = take(Self.literalSymbols)
        distanceCode = take(Self.distanceSymbols)
        codeLengthCode = take(Self.codeLengthSymbols)
        lengths = take(headers)
        runs = take(headers)
        huffmanScratch = take(whole.count - start)
        storage = whole
    }

    deinit {
        storage.deallocate()
    }
}
