/// A zlib stream (RFC 1950) holding one DEFLATE block (RFC 1951) with dynamic Huffman codes, for `/FlateDecode`.
///
/// Written here because the package takes no dependencies; content streams are a few kilobytes, so one block, a
/// 32 KiB window and short hash chains compress them about as well as zlib does.
enum Deflate {
    static func zlib(_ input: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(input.count / 2 + 64)
        writer.bytes += [0x78, 0x9C]
        let tokens = LZ77.tokens(input)
        writeDynamicBlock(tokens, to: &writer)
        writer.flush()
        let checksum = adler32(input)
        for shift in [24, 16, 8, 0] { writer.bytes.append(UInt8(truncatingIfNeeded: checksum >> UInt32(shift))) }
        return writer.bytes
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < data.count {
            // 5552 bytes is the most that cannot overflow before the modulo.
            let end = min(index + 5552, data.count)
            while index < end {
                a &+= UInt32(data[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    // MARK: Block

    static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The code whose base is the largest not above `value`.
    static func code(for value: Int, bases: [Int]) -> Int {
        var low = 0
        var high = bases.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if bases[mid] <= value { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Length code for every match length 0…258, looked up instead of searched per token.
    static let lengthCodes: [UInt8] = (0...258).map { UInt8(code(for: max(3, $0), bases: lengthBases)) }
    /// Distance code for distances 1…512 (index `distance`), and for larger ones by `(distance - 1) >> 7`.
    static let nearDistanceCodes: [UInt8] = (0...512).map { UInt8(code(for: max(1, $0), bases: distanceBases)) }
    static let farDistanceCodes: [UInt8] = (0..<256).map { UInt8(code(for: ($0 << 7) + 1, bases: distanceBases)) }

    @inline(__always) static func distanceSymbol(_ distance: Int) -> Int {
        distance <= 512 ? Int(nearDistanceCodes[distance]) : Int(farDistanceCodes[(distance - 1) >> 7])
    }

    private static func writeDynamicBlock(_ tokens: [LZ77.Token], to writer: inout BitWriter) {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        for token in tokens {
            if token.distance == 0 {
                literalFrequencies[Int(token.value)] += 1
            } else {
                literalFrequencies[257 + Int(lengthCodes[Int(token.value)])] += 1
                distanceFrequencies[distanceSymbol(Int(token.distance))] += 1
            }
        }
        literalFrequencies[256] = 1
        let literalCode = HuffmanCode(frequencies: literalFrequencies, maximumLength: 15)
        let distanceCode = HuffmanCode(frequencies: distanceFrequencies, maximumLength: 15)

        let literalCount = max(257, (literalCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = CodeLengthRuns(
            Array(literalCode.lengths[..<literalCount]) + Array(distanceCode.lengths[..<distanceCount]))
        var codeLengthFrequencies = [Int](repeating: 0, count: 19)
        for run in runs.items { codeLengthFrequencies[run.symbol] += 1 }
        let codeLengthCode = HuffmanCode(frequencies: codeLengthFrequencies, maximumLength: 7)
        let codeLengthCount = max(4, (codeLengthOrder.lastIndex { codeLengthCode.lengths[$0] > 0 } ?? 0) + 1)

        writer.write(1, bits: 1) // final block
        writer.write(2, bits: 2) // dynamic Huffman
        writer.write(UInt64(literalCount - 257), bits: 5)
        writer.write(UInt64(distanceCount - 1), bits: 5)
        writer.write(UInt64(codeLengthCount - 4), bits: 4)
        for symbol in codeLengthOrder.prefix(codeLengthCount) {
            writer.write(UInt64(codeLengthCode.lengths[symbol]), bits: 3)
        }
        for run in runs.items {
            codeLengthCode.write(run.symbol, to: &writer)
            if run.extraBits > 0 { writer.write(UInt64(run.extra), bits: run.extraBits) }
        }
        for token in tokens {
            if token.distance == 0 {
                literalCode.write(Int(token.value), to: &writer)
                continue
            }
            let length = Int(token.value)
            let distance = Int(token.distance)
            let lengthCode = Int(lengthCodes[length])
            literalCode.write(257 + lengthCode, to: &writer)
            writer.write(UInt64(length - lengthBases[lengthCode]), bits: lengthExtraBits[lengthCode])
            let distanceCodeIndex = distanceSymbol(distance)
            distanceCode.write(distanceCodeIndex, to: &writer)
            writer.write(
                UInt64(distance - distanceBases[distanceCodeIndex]), bits: distanceExtraBits[distanceCodeIndex])
        }
        literalCode.write(256, to: &writer)
    }
}

/// Writes bits least significant first, as DEFLATE packs them.
struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    mutating func write(_ value: UInt64, bits: Int) {
        guard bits > 0 else { return }
        buffer |= value << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    mutating func flush() {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
    }
}
