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
    /// Each entry line's start, where its path starts, its end (after the line break), and its digest and size.
    private var lines: [(start: Int, path: Int, end: Int, digest: SHA256.Digest, size: Int)] = []

    /// The entry lines of the index file `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 10, buffer.count - start) {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                // Read as the index reads its lines: the header's comments are no entries.
                let line = UnsafeBufferPointer(rebasing: buffer[start..<(end - 1)])
                if let (digest, size, pathStart) = OwnershipIndex.fields(ofLine: line) {
                    lines.append((start, start + pathStart, end, digest, size))
                }
                start = end
            }
        }
    }

    /// The line of `path` and its entry, when the index lists it exactly once.
    func entry(for path: String) -> (range: Range<Int>, entry: OwnershipIndex.Entry)? {
        let target = Array(path.utf8)
        func order(_ line: Int) -> Int {
            let (_, pathStart, end, _, _) = lines[line]
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
        let (start, _, end, digest, size) = lines[low]
        return (start..<end, OwnershipIndex.Entry(path: path, size: size, digest: digest))
    }
}
