/// The lines of a file's bytes, each without its `\n`; a last line without `\n` counts too. The one line reader of
/// the files the tool reads back (the index, the log). Public and inlinable so that the optimiser inlines it into
/// the output folder's readers, another target (it does not inline `package` code across targets).
public struct ByteLines: Sequence, IteratorProtocol {
    @usableFromInline let bytes: [UInt8]
    @usableFromInline var position = 0
    @usableFromInline let end: Int

    /// The lines of `bytes` up to `end` (all of them by default).
    package init(_ bytes: [UInt8], end: Int? = nil) {
        self.bytes = bytes
        self.end = end ?? bytes.count
    }

    @inlinable
    public mutating func next() -> ArraySlice<UInt8>? {
        guard position < self.end else { return nil }
        var end = position
        while end < self.end && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        defer { position = end + 1 }
        return bytes[position..<end]
    }
}
