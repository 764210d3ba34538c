/// The lines of a byte buffer, each without its `\n` and indexed from 0; a last line without `\n` counts too.
/// Reading a state file line by line this way makes no array of lines and no strings it does not need.
struct ByteLines: IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> UnsafeBufferPointer<UInt8>? {
        guard position < bytes.count else { return nil }
        let start = position
        while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[start..<position])
        position += 1
        return line
    }
}
