/// One DEFLATE block with dynamic Huffman codes: the codes fitted to the block's tokens, then the tokens.
extension Deflate {
    static func writeBlock(
        _ tokens: UnsafeBufferPointer<LZ77.Token>, isFinal: Bool, workspace: borrowing BlockWorkspace,
        to writer: inout BitWriter
    ) {
        countSymbols(tokens, workspace: workspace)
        HuffmanCode.build(
            frequencies: workspace.literalFrequencies, maximumLength: 15, scratch: workspace.huffmanScratch,
            into: workspace.literalCode)
        HuffmanCode.build(
            frequencies: workspace.distanceFrequencies, maximumLength: 15, scratch: workspace.huffmanScratch,
            into: workspace.distanceCode)

        // Trailing unused codes are left out of the header, down to the minimum counts.
        var literalCount = BlockWorkspace.literalSymbols
        while literalCount > 257 && workspace.literalCode[literalCount - 1] == 0 { literalCount -= 1 }
        var distanceCount = BlockWorkspace.distanceSymbols
        while distanceCount > 1 && workspace.distanceCode[distanceCount - 1] == 0 { distanceCount -= 1 }
        let lengths = workspace.lengths
        for symbol in 0..<literalCount { lengths[symbol] = workspace.literalCode[symbol] >> 16 }
        for symbol in 0..<distanceCount { lengths[literalCount + symbol] = workspace.distanceCode[symbol] >> 16 }
        let runCount = CodeLengthRuns.encode(
            UnsafeBufferPointer(rebasing: lengths[..<(literalCount + distanceCount)]), into: workspace.runs)
        let runs = UnsafeBufferPointer(rebasing: workspace.runs[..<runCount])
        workspace.codeLengthFrequencies.update(repeating: 0)
        for run in runs { workspace.codeLengthFrequencies[CodeLengthRuns.symbol(run)] += 1 }
        let codeLengthCode = workspace.codeLengthCode
        HuffmanCode.build(
            frequencies: workspace.codeLengthFrequencies, maximumLength: 7, scratch: workspace.huffmanScratch,
            into: codeLengthCode)
        let order = codeLengthOrder
        var codeLengthCount = BlockWorkspace.codeLengthSymbols
        while codeLengthCount > 4 && codeLengthCode[order[codeLengthCount - 1]] == 0 { codeLengthCount -= 1 }

        // At most 7 + 7 bits per run and 48 bits per token (a 15-bit code with 5 extra bits, then 15 and 13).
        writer.reserve(16 + runCount * 2 + tokens.count * 6)
        writer.write(isFinal ? 1 : 0, bits: 1)
        writer.write(2, bits: 2) // dynamic Huffman
        writer.write(UInt64(literalCount - 257), bits: 5)
        writer.write(UInt64(distanceCount - 1), bits: 5)
        writer.write(UInt64(codeLengthCount - 4), bits: 4)
        for index in 0..<codeLengthCount {
            writer.write(UInt64(HuffmanCode.length(codeLengthCode[order[index]])), bits: 3)
        }
        for run in runs {
            let entry = codeLengthCode[CodeLengthRuns.symbol(run)]
            let length = HuffmanCode.length(entry)
            writer.write(
                HuffmanCode.bits(entry) | CodeLengthRuns.extra(run) << length,
                bits: length + CodeLengthRuns.extraBits(run))
        }
        writeTokens(tokens, literalCode: workspace.literalCode, distanceCode: workspace.distanceCode, to: &writer)
    }

    private static func countSymbols(_ tokens: UnsafeBufferPointer<LZ77.Token>, workspace: borrowing BlockWorkspace) {
        let literals = workspace.literalFrequencies
        let distances = workspace.distanceFrequencies
        literals.update(repeating: 0)
        distances.update(repeating: 0)
        let lengthCodes = Self.lengthCodes
        let near = nearDistanceCodes
        let far = farDistanceCodes
        for token in tokens {
            if token.distance == 0 {
                literals[Int(token.value)] += 1
            } else {
                literals[257 + Int(lengthCodes[Int(token.value)])] += 1
                let distance = Int(token.distance)
                distances[distance <= 512 ? Int(near[distance]) : Int(far[(distance - 1) >> 7])] += 1
            }
        }
        literals[256] = 1
    }

    /// The tokens and the end-of-block code; each match is two writes, its code and extra bits together.
    private static func writeTokens(
        _ tokens: UnsafeBufferPointer<LZ77.Token>, literalCode: UnsafeMutableBufferPointer<UInt32>,
        distanceCode: UnsafeMutableBufferPointer<UInt32>, to writer: inout BitWriter
    ) {
        let lengthCodes = Self.lengthCodes
        let lengthBases = Self.lengthBases
        let lengthExtraBits = Self.lengthExtraBits
        let distanceBases = Self.distanceBases
        let distanceExtraBits = Self.distanceExtraBits
        let near = nearDistanceCodes
        let far = farDistanceCodes
        var cursor = writer.cursor
        defer { writer.cursor = cursor }
        for token in tokens {
            if token.distance == 0 {
                let entry = literalCode[Int(token.value)]
                cursor.write(HuffmanCode.bits(entry), bits: HuffmanCode.length(entry))
                continue
            }
            let length = Int(token.value)
            let lengthCode = Int(lengthCodes[length])
            let lengthEntry = literalCode[257 + lengthCode]
            let lengthBits = HuffmanCode.length(lengthEntry)
            cursor.write(
                HuffmanCode.bits(lengthEntry) | UInt64(length - lengthBases[lengthCode]) << lengthBits,
                bits: lengthBits + lengthExtraBits[lengthCode])
            let distance = Int(token.distance)
            let distanceSymbol = distance <= 512 ? Int(near[distance]) : Int(far[(distance - 1) >> 7])
            let distanceEntry = distanceCode[distanceSymbol]
            let distanceBits = HuffmanCode.length(distanceEntry)
            cursor.write(
                HuffmanCode.bits(distanceEntry) | UInt64(distance - distanceBases[distanceSymbol]) << distanceBits,
                bits: distanceBits + distanceExtraBits[distanceSymbol])
        }
        let end = literalCode[256]
        cursor.write(HuffmanCode.bits(end), bits: HuffmanCode.length(end))
    }
}
