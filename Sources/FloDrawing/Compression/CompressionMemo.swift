import FloSupport

/// The zlib streams one writer made, by their input bytes, so that a drawing that repeats is compressed once: a button
/// in states that keep its colours, a counter's every value, one icon under many names. Compressing is most of a
/// PDF's cost, while looking a stream up costs one hash of its bytes.
///
/// The memo keeps at most `byteLimit` bytes of inputs and outputs, so memory stays flat however many drawings differ;
/// once full it only answers what it holds. The bytes are the same as `Deflate.zlib`'s, memo or not.
package final class CompressionMemo: @unchecked Sendable {
    /// Input and output bytes kept, at most: hundreds of typical content streams.
    static let byteLimit = 1 << 20

    /// Inputs longer than this are compressed without the memo (a PNG's pixels): repeats are rare and costly to keep.
    static let inputLimit = 16 << 10

    private let lock = Lock()
    private var streams: [Key: [UInt8]] = [:]
    private var kept = 0

    package init() {}

    /// The input and output bytes the memo holds.
    var keptBytes: Int { lock.locked { kept } }

    /// `Deflate.zlib(input)`, from the memo when this writer compressed the same bytes before.
    package func zlib(_ input: [UInt8]) -> [UInt8] {
        guard input.count <= Self.inputLimit else { return Deflate.zlib(input) }
        let key = Key(bytes: input)
        if let stream = lock.locked({ streams[key] }) { return stream }
        let stream = Deflate.zlib(input)
        lock.locked {
            guard kept + input.count + stream.count <= Self.byteLimit, streams[key] == nil else { return }
            // A copy of exactly the input's size: the caller's buffer has room to spare, which would count too.
            let exact = [UInt8](unsafeUninitializedCapacity: input.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: input)
            }
            streams[Key(bytes: exact)] = stream
            kept += input.count + stream.count
        }
        return stream
    }

    /// Input bytes hashed as one block of memory: `[UInt8]`'s own `Hashable` feeds the hasher a byte at a time.
    private struct Key: Hashable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.bytes == rhs.bytes }
    }
}
