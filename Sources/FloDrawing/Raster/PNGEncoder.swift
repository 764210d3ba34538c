import FloSupport

/// PNG files (ISO/IEC 15948): 8-bit RGBA, a filter chosen per row, the package's DEFLATE in a zlib stream, a
/// CRC-32 per chunk, an sRGB chunk; no time or text chunk, so the bytes depend on the pixels alone.
package enum PNGEncoder {
    package static func encode(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        var header = ByteBuffer(capacity: 13)
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        // 8 bits per channel, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        header.append(bytes: [8, 6, 0, 0, 0])
        var out = ByteBuffer(capacity: rgba.count / 2 + 128)
        out.append(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        appendChunk("IHDR", header.bytes, to: &out)
        // Rendering intent 0, perceptual: the colours are sRGB.
        appendChunk("sRGB", [0], to: &out)
        appendChunk("IDAT", Deflate.zlib(filtered(rgba, width: width, height: height)), to: &out)
        appendChunk("IEND", [], to: &out)
        return out.bytes
    }

    /// Each row prefixed by the filter (none, sub, up, average, Paeth) whose output has the smallest sum of
    /// absolute values, libpng's heuristic.
    static func filtered(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        let rowLength = width * 4
        var out = [UInt8](repeating: 0, count: (rowLength + 1) * height)
        let zeros = [UInt8](repeating: 0, count: rowLength)
        rgba.withUnsafeBufferPointer { pixels in
            zeros.withUnsafeBufferPointer { zeroRow in
                out.withUnsafeMutableBufferPointer { output in
                    for row in 0..<height {
                        let current = UnsafeBufferPointer(rebasing: pixels[(row * rowLength)..<((row + 1) * rowLength)])
                        let above =
                            row > 0
                            ? UnsafeBufferPointer(rebasing: pixels[((row - 1) * rowLength)..<(row * rowLength)])
                            : zeroRow
                        let target = UnsafeMutableBufferPointer(
                            rebasing: output[(row * (rowLength + 1) + 1)..<((row + 1) * (rowLength + 1))])
                        let filter = bestFilter(current, above)
                        output[row * (rowLength + 1)] = filter
                        apply(filter, current, above, into: target)
                    }
                }
            }
        }
        return out
    }

    /// The filter whose output has the smallest sum of absolute values, all five scored in one pass.
    private static func bestFilter(_ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>) -> UInt8 {
        // A transparent row (no filter) or a row like the one above (up) filters to zeros, which nothing beats.
        if isZero(row) { return 0 }
        if let rowBase = row.baseAddress, let aboveBase = above.baseAddress, memcmp(rowBase, aboveBase, row.count) == 0
        {
            return 2
        }
        var none = 0
        var sub = 0
        var up = 0
        var average = 0
        var paethScore = 0
        @inline(__always) func cost(_ value: UInt8) -> Int { value < 128 ? Int(value) : 256 - Int(value) }
        for index in 0..<row.count {
            let x = row[index]
            let a: UInt8 = index >= 4 ? row[index - 4] : 0
            let b = above[index]
            let c: UInt8 = index >= 4 ? above[index - 4] : 0
            none &+= cost(x)
            sub &+= cost(x &- a)
            up &+= cost(x &- b)
            average &+= cost(x &- UInt8((UInt16(a) + UInt16(b)) >> 1))
            paethScore &+= cost(x &- paeth(a, b, c))
        }
        let scores = [none, sub, up, average, paethScore]
        var best = 0
        for filter in 1..<5 where scores[filter] < scores[best] { best = filter }
        return UInt8(best)
    }

    private static func isZero(_ row: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = row.baseAddress else { return true }
        return row.count == 0 || (base.pointee == 0 && memcmp(base, base + 1, row.count - 1) == 0)
    }

    /// Writes `filter` applied to `row` (with the row `above`) into `output`; one loop per filter, so that each
    /// is a tight loop.
    private static func apply(
        _ filter: UInt8, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) {
        switch filter {
        case 0: run(row, above, output) { _, _, _ in 0 }
        case 1: run(row, above, output) { a, _, _ in a }
        case 2: run(row, above, output) { _, b, _ in b }
        case 3: run(row, above, output) { a, b, _ in UInt8((UInt16(a) + UInt16(b)) >> 1) }
        default: run(row, above, output, predict: paeth)
        }
    }

    @inline(__always)
    private static func run(
        _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
        _ output: UnsafeMutableBufferPointer<UInt8>, predict: (UInt8, UInt8, UInt8) -> UInt8
    ) {
        for index in 0..<row.count {
            let a: UInt8 = index >= 4 ? row[index - 4] : 0
            let c: UInt8 = index >= 4 ? above[index - 4] : 0
            output[index] = row[index] &- predict(a, above[index], c)
        }
    }

    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout ByteBuffer) {
        appendBigEndian(UInt32(data.count), to: &out)
        let typeBytes = Array(type.utf8)
        out.append(bytes: typeBytes)
        out.append(bytes: data)
        appendBigEndian(CRC32.checksum(typeBytes + data), to: &out)
    }

    private static func appendBigEndian(_ value: UInt32, to out: inout ByteBuffer) {
        out.append(bytes: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }
}

/// CRC-32 (ISO 3309, polynomial 0xEDB88320), as PNG chunks carry it.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
