/// Finds repeated strings for DEFLATE: hash chains over 3-byte prefixes within a 32 KiB window, greedy matching.
///
/// A matcher walks one input and hands out tokens a block at a time, keeping its window across blocks. It owns its
/// hash tables (noncopyable, freed once); the input must outlive it.
struct LZ77: ~Copyable {
    /// A literal byte (`distance` 0, `value` the byte) or a match (`value` its length 3…258, `distance` 1…32768).
    struct Token {
        var value: UInt16
        var distance: UInt16
    }

    static let window = 32768
    static let minimumMatch = 3
    static let maximumMatch = 258

    private let input: UnsafeBufferPointer<UInt8>
    private let hashShift: UInt32
    /// Newest position per hash, -1 for none.
    private let head: UnsafeMutableBufferPointer<Int32>
    /// Per position (modulo the window) the previous one with the same hash: positions older than the window are
    /// never followed, so a window's worth of links is enough.
    private let previous: UnsafeMutableBufferPointer<Int32>
    private let chainLength: Int
    private var position = 0

    init(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        // About one slot per byte up to 32 Ki slots: fewer collisions than a fixed small table, and cheap to clear.
        let hashBits = min(15, max(8, Int.bitWidth - max(input.count - 1, 1).leadingZeroBitCount))
        hashShift = UInt32(32 - hashBits)
        // One allocation for both tables.
        let links = max(1, min(input.count, Self.window))
        let tables = UnsafeMutableBufferPointer<Int32>.allocate(capacity: (1 << hashBits) + links)
        head = UnsafeMutableBufferPointer(rebasing: tables[..<(1 << hashBits)])
        head.initialize(repeating: -1)
        previous = UnsafeMutableBufferPointer(rebasing: tables[(1 << hashBits)...])
        // Content streams are a few kilobytes and compress better with longer searches; images (PNG rows) are
        // megabytes of long runs where a short search costs little size and much less time.
        chainLength = input.count > 1 << 16 ? 8 : 16
    }

    deinit {
        head.baseAddress?.deallocate()
    }

    var isFinished: Bool { position >= input.count }

    /// Writes the next tokens into `tokens`, as many as fit or until the input ends; returns how many.
    mutating func fill(_ tokens: UnsafeMutableBufferPointer<Token>) -> Int {
        guard let bytes = input.baseAddress else { return 0 }
        let count = input.count
        // Shorter inputs have fewer positions than the window, so the mask leaves their indices as they are.
        let windowMask = Self.window - 1
        // Locals, not stored properties, so stores into the tables cannot make the compiler reload them.
        let head = head
        let previous = previous
        let chainLength = chainLength
        let shift = hashShift
        var position = position
        defer { self.position = position }
        var produced = 0
        while position < count && produced < tokens.count {
            // The last two bytes start no 3-byte string.
            guard position + 2 < count else {
                tokens[produced] = Token(value: UInt16(bytes[position]), distance: 0)
                position += 1
                produced += 1
                continue
            }
            let slot = Self.hash(bytes, position, count, shift)
            var bestLength = 0
            var bestDistance = 0
            let limit = min(Self.maximumMatch, count - position)
            let oldest = position - Self.window
            var candidate = Int(head[slot])
            var tries = chainLength
            while candidate >= oldest && candidate >= 0 && tries > 0 {
                // A longer match must agree at the byte just past the best one so far: one compare rejects most.
                if bytes[candidate + bestLength] == bytes[position + bestLength] {
                    let length = Self.matchLength(bytes + candidate, bytes + position, limit: limit)
                    if length > bestLength {
                        bestLength = length
                        bestDistance = position - candidate
                        if length == limit { break }
                    }
                }
                candidate = Int(previous[candidate & windowMask])
                tries -= 1
            }
            previous[position & windowMask] = head[slot]
            head[slot] = Int32(truncatingIfNeeded: position)
            if bestLength >= Self.minimumMatch {
                tokens[produced] = Token(value: UInt16(bestLength), distance: UInt16(bestDistance))
                for index in (position + 1)..<min(position + bestLength, count - 2) {
                    let slot = Self.hash(bytes, index, count, shift)
                    previous[index & windowMask] = head[slot]
                    head[slot] = Int32(truncatingIfNeeded: index)
                }
                position += bestLength
            } else {
                tokens[produced] = Token(value: UInt16(bytes[position]), distance: 0)
                position += 1
            }
            produced += 1
        }
        return produced
    }

    /// The hash of the three bytes at `index`, which must be at least three from the end.
    @inline(__always) private static func hash(
        _ bytes: UnsafePointer<UInt8>, _ index: Int, _ count: Int, _ shift: UInt32
    ) -> Int {
        let prefix: UInt32
        if index + 4 <= count {
            // One load, the fourth byte shifted out; the same value on every machine.
            prefix = UInt32(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt32.self)) << 8
        } else {
            prefix = (UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16) << 8
        }
        return Int((prefix &* 0x9E37_79B1) >> shift)
    }

    /// How many of the first `limit` bytes at `a` and `b` agree, comparing eight at a time.
    @inline(__always) private static func matchLength(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int
    ) -> Int {
        var length = 0
        while length + 8 <= limit {
            let difference =
                UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
                ^ UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
            // Little-endian order puts the first differing byte in the lowest set bits on every machine.
            if difference != 0 { return length + difference.littleEndian.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit && a[length] == b[length] { length += 1 }
        return length
    }
}
