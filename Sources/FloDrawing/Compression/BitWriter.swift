/// Writes bits least significant first, as DEFLATE packs them, into a buffer it owns.
///
/// Callers `reserve` room for a block up front, so a write is a shift, an or and, every 32 bits, one 4-byte store,
/// with no capacity check per symbol. Noncopyable so the buffer has one owner and is freed exactly once.
struct BitWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Where the next bytes go, and the bits not yet stored. Hot loops copy it into a local (`cursor`, write,
    /// store back) so the compiler can keep it in registers across the stores into the buffer.
    var cursor: BitCursor

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
        cursor = BitCursor(next: storage)
    }

    deinit {
        storage.deallocate()
    }

    /// Bytes stored so far; pending bits come after them.
    var count: Int { cursor.next - storage }

    /// Makes room for `bytes` more bytes (plus the pending bits), growing geometrically.
    mutating func reserve(_ bytes: Int) {
        let used = count
        let needed = used + bytes + 16
        guard needed > capacity else { return }
        let grown = max(needed, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: storage, count: used)
        storage.deallocate()
        storage = larger
        capacity = grown
        cursor.next = larger + used
    }

    /// Appends `bits` bits (at most 32) of `value`; room must be reserved.
    @inline(__always) mutating func write(_ value: UInt64, bits: Int) {
        cursor.write(value, bits: bits)
    }

    /// Pads the pending bits with zeros to a whole byte and stores them.
    mutating func alignToByte() {
        reserve(8)
        cursor.flush()
    }

    mutating func append(byte: UInt8) {
        reserve(1)
        cursor.next.pointee = byte
        cursor.next += 1
    }

    /// The bytes stored so far; pending bits are not included until `alignToByte`.
    func bytes() -> [UInt8] {
        [UInt8](UnsafeBufferPointer(start: storage, count: count))
    }
}

/// The moving part of a `BitWriter`: a plain value, so a local copy lives in registers.
struct BitCursor {
    var next: UnsafeMutablePointer<UInt8>
    var buffer: UInt64 = 0
    var bitCount = 0

    /// Appends `bits` bits (at most 32) of `value`, whose higher bits must be zero.
    @inline(__always) mutating func write(_ value: UInt64, bits: Int) {
        buffer |= value << UInt64(truncatingIfNeeded: bitCount)
        bitCount += bits
        if bitCount >= 32 {
            UnsafeMutableRawPointer(next).storeBytes(
                of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            next += 4
            buffer >>= 32
            bitCount -= 32
        }
    }

    mutating func flush() {
        while bitCount > 0 {
            next.pointee = UInt8(truncatingIfNeeded: buffer)
            next += 1
            buffer >>= 8
            bitCount = max(0, bitCount - 8)
        }
        buffer = 0
    }
}
