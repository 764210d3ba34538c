#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Reading a run record for a replay (see `RunRecord.replay`).

/// A line of a run record to check, as its place in the record (without its end, which the reader made a NUL) and
/// the output folder (of the replay's open roots) whose line came before it; -1 for none, `folderItself` for a
/// folder's own line (`r`), checked as the folder is locked.
struct RecordLine: Sendable {
    let start: Int32
    let count: Int32
    let root: Int32

    static let folderItself: Int32 = -2

    /// A line that no longer describes its path: the replay is off.
    struct Changed: Error {}

    /// The path the line ends with, after its kind and stamp; nil for a line that is not `<kind><stamp> <path>`.
    func path(base: UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let bytes = UnsafeBufferPointer(start: base + Int(start), count: Int(count))
        var position = 1
        guard bytes.count > 2, StampCache.Stamp(parsing: bytes, at: &position) != nil, position < bytes.count,
            bytes[position] == UInt8(ascii: " ")
        else { return nil }
        return UnsafeBufferPointer(rebasing: bytes[(position + 1)...])
    }

    /// Whether `line`, `<kind><stamp> <path>`, still describes what is at its path: a file (`f`), an output folder
    /// (`r`) or a subfolder (`d`) with the same stamp, a folder above the output (`a`) the same folder (its times
    /// change with every file the user adds beside it). A path below `root` is looked up from the open folder.
    static func isUnchanged(_ line: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, root: OpenRoot?) -> Bool {
        var position = 1
        guard line.count > 2, let stamp = StampCache.Stamp(parsing: line, at: &position), position < line.count,
            line[position] == UInt8(ascii: " ")
        else { return false }
        let kind = line[0]
        let start = line.baseAddress.unsafelyUnwrapped
        var pathStart = position + 1
        var folder = AT_FDCWD
        if let root, kind != UInt8(ascii: "r"), line.count - pathStart > root.prefixCount + 1,
            line[pathStart + root.prefixCount] == UInt8(ascii: "/"),
            memcmp(start + pathStart, base + root.prefixStart, root.prefixCount) == 0
        {
            folder = root.descriptor
            pathStart += root.prefixCount + 1
        }
        // The path runs to the line's end, where the reader put a NUL in place of the newline.
        let path = UnsafeRawPointer(start + pathStart).assumingMemoryBound(to: CChar.self)
        guard let found = StampCache.Stamp(in: folder, path: path, kind: kind == UInt8(ascii: "f") ? S_IFREG : S_IFDIR)
        else { return false }
        return kind == UInt8(ascii: "a") ? found.device == stamp.device && found.inode == stamp.inode : found == stamp
    }
}

/// An output folder a replay opened and locked, and where its path is in the record.
struct OpenRoot: Sendable {
    let descriptor: Int32
    let prefixStart: Int
    let prefixCount: Int
}

/// The record's bytes, only read by the workers that check its lines, while the replay holds them: `ParallelWork`
/// returns once every worker is done.
struct SharedRecord: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
}

/// Reads a run record line by line, ending each line with NUL in place of its `\n` so that paths go straight to
/// `lstat`.
struct RecordReader {
    let bytes: UnsafeMutableBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every line was read: a record cut short is not a record.
    var isAtEnd: Bool { position == bytes.count }

    /// The next line without its end; nil at the end or when the last line is not ended.
    mutating func rawLine() -> UnsafeMutableBufferPointer<UInt8>? {
        let start = position
        // `memchr`, not a loop over the bytes, as `FileSystem.forEachLine` finds lines: fast in the plugin's debug
        // build too, where a replay scans every line of the record.
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, 0x0A, bytes.count - start)
        else { return nil }
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        bytes[end] = 0
        position = end + 1
        return UnsafeMutableBufferPointer(rebasing: bytes[start..<end])
    }

    /// The lines before the folders (see `RunRecord.save`). The entries' lines are skipped in one search, to be
    /// read by `entries(of:)` when a rerun needs them: an unchanged one does not.
    mutating func head() -> RecordHead? {
        guard line() == RunRecord.header, line() == "tool " + StampCache.tool, let manifestLine = rawLine(),
            manifestLine.count > 73,
            String(decoding: UnsafeBufferPointer(rebasing: manifestLine[..<9]), as: UTF8.self) == "manifest ",
            let digest = SHA256.Digest(hex: UnsafeBufferPointer(rebasing: manifestLine[9..<73]))
        else { return nil }
        var stampStart = 73
        guard let stamp = StampCache.Stamp(parsing: UnsafeBufferPointer(manifestLine), at: &stampStart),
            let fileCount = number(after: "files "), let warningsSize = number(after: "warnings "),
            let warnings = bytes(warningsSize), let entriesLine = line(), entriesLine.hasPrefix("entries ")
        else { return nil }
        var head = RecordHead(manifestDigest: digest, manifestStamp: stamp, fileCount: fileCount, warnings: warnings)
        let fields = entriesLine.dropFirst("entries ".count).split(separator: " ")
        guard let count = fields.first.flatMap({ Int($0) }), count >= 0 else { return nil }
        guard count > 0 else { return head }
        guard fields.count == 2, let settings = SHA256.Digest(hex: Array(fields[1].utf8)), let base = bytes.baseAddress,
            position < bytes.count,
            // The first folder's line is the first `r` after them (an entry's line holds `e`, hex digits, numbers
            // and spaces).
            let found = memchr(base + position, Int32(UInt8(ascii: "r")), bytes.count - position)
        else { return nil }
        let folders = UnsafeMutableRawPointer(base).distance(to: found)
        guard bytes[folders - 1] == UInt8(ascii: "\n") else { return nil }
        (head.settings, head.entryCount, head.entriesStart) = (settings, count, position)
        position = folders
        return head
    }

    /// The entries `head` counts: each one's text digest and how many files it has in each folder; nil when a line
    /// is not such an entry.
    func entries(of head: RecordHead) -> [RecordedEntry]? {
        var reader = self
        reader.position = head.entriesStart
        var entries: [RecordedEntry] = []
        // A line is longer than 65 bytes: a count the record cannot hold is refused below, not reserved.
        entries.reserveCapacity(min(head.entryCount, bytes.count / 66))
        for _ in 0..<head.entryCount {
            guard let line = reader.rawLine(), line.count > 65, line[0] == UInt8(ascii: "e"),
                let entryDigest = SHA256.Digest(hex: UnsafeBufferPointer(rebasing: line[1..<65]))
            else { return nil }
            // ` <count>` for each folder, read byte by byte (a line per entry, in the plugin's debug build too).
            var counts: [Int] = []
            var position = 65
            while position < line.count {
                guard line[position] == UInt8(ascii: " ") else { return nil }
                position += 1
                let start = position
                var count = 0
                while position < line.count, position - start < 9, line[position] &- UInt8(ascii: "0") < 10 {
                    count = count * 10 + Int(line[position] &- UInt8(ascii: "0"))
                    position += 1
                }
                guard position > start else { return nil }
                counts.append(count)
            }
            entries.append(RecordedEntry(digest: entryDigest, counts: counts))
        }
        return entries
    }

    mutating func line() -> String? {
        rawLine().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The number on a line `prefix<number>`.
    mutating func number(after prefix: String) -> Int? {
        guard let line = line(), line.hasPrefix(prefix) else { return nil }
        return Int(line.dropFirst(prefix.count))
    }

    /// The next `count` bytes and the `\n` after them, as text.
    mutating func bytes(_ count: Int) -> String? {
        guard count >= 0, count < bytes.count - position, bytes[position + count] == UInt8(ascii: "\n") else {
            return nil
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + count)]), as: UTF8.self)
        position += count + 1
        return text
    }
}
