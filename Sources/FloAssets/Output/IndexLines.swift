#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The entry lines of an index the tool wrote, in order (sorted by path), to find a path's line by binary search.
///
/// Paths are compared byte by byte, which is the index's order (Swift's `String` order) for ASCII paths: every file an
/// edit replay draws is named after a control, `[A-Za-z0-9._-]`. Should the orders ever differ, a path is not found,
/// and the replay gives way to a full run.
struct IndexLines {
    /// The index file.
    private let bytes: [UInt8]
    /// Each entry line's start, where its path starts and its end (after the line break).
    private var lines: [(start: Int, path: Int, end: Int)] = []

    /// The entry lines of the index file `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 10, buffer.count - start) {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                // `<digest> <size> <path>`: the path starts after the second space.
                // Comments (the header) are no entries, whatever they say.
                if end - start > 67, buffer[start] != UInt8(ascii: "#"), buffer[start + 64] == UInt8(ascii: " "),
                    let space = memchr(base + start + 65, 32, end - start - 65)
                {
                    lines.append((start, base.distance(to: space.assumingMemoryBound(to: UInt8.self)) + 1, end))
                }
                start = end
            }
        }
    }

    /// The line of `path` and its entry, when the index lists it exactly once.
    func entry(for path: String) -> (range: Range<Int>, entry: OwnershipIndex.Entry)? {
        let target = Array(path.utf8)
        func order(_ line: Int) -> Int {
            let (_, pathStart, end) = lines[line]
            let count = end - 1 - pathStart
            let common = min(count, target.count)
            let compared = bytes.withUnsafeBufferPointer { bytes in
                target.withUnsafeBufferPointer { target in
                    memcmp(
                        bytes.baseAddress.unsafelyUnwrapped + pathStart, target.baseAddress.unsafelyUnwrapped, common)
                }
            }
            return compared != 0 ? Int(compared) : count - target.count
        }
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if order(middle) < 0 { low = middle + 1 } else { high = middle }
        }
        guard low < lines.count, order(low) == 0, low + 1 == lines.count || order(low + 1) != 0 else { return nil }
        let (start, pathStart, end) = lines[low]
        let line = bytes[start..<end]
        guard let digest = SHA256.Digest(hex: line.prefix(64)),
            let size = Int(String(decoding: bytes[(start + 65)..<(pathStart - 1)], as: UTF8.self))
        else { return nil }
        return (start..<end, OwnershipIndex.Entry(path: path, size: size, digest: digest))
    }
}
