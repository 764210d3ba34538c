/// A zlib stream (RFC 1950) of DEFLATE blocks (RFC 1951) with dynamic Huffman codes, for `/FlateDecode` and PNG.
///
/// Written here because the package takes no dependencies. Content streams are a few kilobytes and fit one block;
/// images are cut into blocks of at most `blockTokens` tokens so each gets codes fitted to its part of the picture
/// and the token buffer stays small.
package enum Deflate {
    static let blockTokens = 1 << 15

    package static func zlib(_ input: [UInt8]) -> [UInt8] {
        input.withUnsafeBufferPointer { zlib($0) }
    }

    static func zlib(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var writer = BitWriter(capacity: min(input.count, blockTokens) / 2 + 64)
        // Deflate with a 32 KiB window, no preset dictionary; the check bits make the header a multiple of 31.
        writer.append(byte: 0x78)
        writer.append(byte: 0x9C)
        var matcher = LZ77(input)
        let workspace = BlockWorkspace()
        withUnsafeTemporaryAllocation(of: LZ77.Token.self, capacity: max(1, min(input.count, blockTokens))) {
            tokens in
            repeat {
                let count = matcher.fill(tokens)
                writeBlock(
                    UnsafeBufferPointer(rebasing: tokens[..<count]), isFinal: matcher.isFinished,
                    workspace: workspace, to: &writer)
            } while !matcher.isFinished
        }
        writer.alignToByte()
        let checksum = adler32(input)
        for shift: UInt32 in [24, 16, 8, 0] { writer.append(byte: UInt8(truncatingIfNeeded: checksum >> shift)) }
        return writer.bytes()
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBufferPointer { adler32($0) }
    }

    static func adler32(_ data: UnsafeBufferPointer<UInt8>) -> UInt32 {
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
}
