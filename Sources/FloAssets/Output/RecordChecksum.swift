/// FNV-1a over a record's bytes, in hex: enough to tell a damaged or cut record (it guards against accidents, not
/// forgery; the stamps folder is the user's own). Taken as the bytes go, so a record is checksummed while it is
/// written out.
struct RecordChecksum {
    private var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The bytes after the last whole word, little end first, and how many.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// The checksum of `bytes`.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var checksum = RecordChecksum()
        checksum.add(bytes)
        return checksum.hex
    }

    /// Takes in `bytes`, eight a step.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while pendingCount > 0 && offset < raw.count {
            takePending(raw[offset])
            offset += 1
        }
        while offset + 8 <= raw.count {
            mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < raw.count {
            takePending(raw[offset])
            offset += 1
        }
    }

    /// The checksum of what was taken in, in hex.
    var hex: String { String(value, radix: 16) }

    /// The checksum of what was taken in: the last bytes that make no whole word are taken one by one.
    var value: UInt64 {
        var hash = hash
        for shift in stride(from: 0, to: pendingCount * 8, by: 8) {
            hash = (hash ^ (pending >> UInt64(shift) & 0xFF)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private mutating func takePending(_ byte: UInt8) {
        pending |= UInt64(byte) << UInt64(pendingCount * 8)
        pendingCount += 1
        if pendingCount == 8 {
            mix(pending)
            pending = 0
            pendingCount = 0
        }
    }

    private mutating func mix(_ word: UInt64) {
        hash = (hash ^ word) &* 0x0000_0100_0000_01B3
        hash ^= hash >> 29
    }
}
