/// PNG files (ISO/IEC 15948): 8-bit RGBA, a filter chosen per row, the package's DEFLATE in a zlib stream, a
/// CRC-32 per chunk, an sRGB chunk; no time or text chunk, so the bytes depend on the pixels alone.
enum PNGEncoder {
    static func encode(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
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
        var out = [UInt8]()
        out.reserveCapacity((rowLength + 1) * height)
        var candidate = [UInt8](repeating: 0, count: rowLength)
        var best = [UInt8](repeating: 0, count: rowLength)
        for row in 0..<height {
            let start = row * rowLength
            var bestFilter: UInt8 = 0
            var bestScore = Int.max
            for filter in UInt8(0)...4 {
                var score = 0
                for index in 0..<rowLength {
                    let x = rgba[start + index]
                    let a = index >= 4 ? rgba[start + index - 4] : 0
                    let b = row > 0 ? rgba[start + index - rowLength] : 0
                    let c = index >= 4 && row > 0 ? rgba[start + index - rowLength - 4] : 0
                    let predicted: UInt8
                    switch filter {
                    case 0: predicted = 0
                    case 1: predicted = a
                    case 2: predicted = b
                    case 3: predicted = UInt8((Int(a) + Int(b)) / 2)
                    default: predicted = paeth(a, b, c)
                    }
                    let value = x &- predicted
                    candidate[index] = value
                    score += value < 128 ? Int(value) : 256 - Int(value)
                }
                if score < bestScore {
                    bestScore = score
                    bestFilter = filter
                    swap(&best, &candidate)
                }
            }
            out.append(bestFilter)
            out.append(contentsOf: best)
        }
        return out
    }

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
