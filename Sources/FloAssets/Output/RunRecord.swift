import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What lets an unchanged rerun finish in about the time it takes to `lstat` its files: the stamps of everything a
/// successful run left (every generated file, each folder's index, the folders themselves), with the digest of the
/// manifest it read and the warnings it printed. A rerun by the same build, with the same manifest bytes and the
/// same options, that finds every one of those stamps unchanged has nothing to do: it prints the same warnings and
/// summary without decoding the manifest's controls. Anything else, and it runs in full (using the per-folder
/// `StampCache`), then records afresh.
///
/// Kept in the stamps folder, beside the folders' stamps; `--check` never reads it.
package enum RunRecord {
    /// What an unchanged rerun prints.
    package struct Replay: Sendable, Equatable {
        /// The manifest's warnings, as the recorded run printed them; empty when it had none.
        package var warnings: String
        /// How many files the manifest produces.
        package var fileCount: Int
    }

    /// What a run read: the manifest's digest and its stamp (nil when it changed while being read).
    package struct ManifestRead: Sendable {
        private let pendingDigest: PendingDigest
        var stamp: StampCache.Stamp?

        /// The digest of the bytes read, worked out on another core while the manifest is decoded.
        var digest: SHA256.Digest { pendingDigest.value }

        init(bytes: [UInt8], stamp: StampCache.Stamp?) {
            pendingDigest = PendingDigest(bytes)
            self.stamp = stamp
        }

        /// Reads the manifest at `path` (see `ManifestLoader.read`), stamped before and after.
        package static func read(atPath path: String, displayPath: String) throws(FloError) -> (
            bytes: [UInt8], read: ManifestRead
        ) {
            let before = StampCache.Stamp(followingLinksTo: path)
            let bytes = try ManifestLoader.read(atPath: path, displayPath: displayPath)
            let stamp = before == StampCache.Stamp(followingLinksTo: path) ? before : nil
            return (bytes, ManifestRead(bytes: bytes, stamp: stamp))
        }
    }

    /// A digest computed in the background; `value` waits for it.
    private final class PendingDigest: @unchecked Sendable {
        private let done = DispatchGroup()
        // Written once by the background work before `done` is left, read only after waiting on it.
        private var digest = SHA256.hash([])

        init(_ bytes: [UInt8]) {
            DispatchQueue.global().async(group: done) { self.digest = SHA256.hash(bytes) }
        }

        var value: SHA256.Digest {
            done.wait()
            return digest
        }
    }

    static let header = "flo-assets run 1"

    /// The record for one invocation: the folder it runs in, the manifest and the output folder as typed.
    package static func fileName(workingDirectory: String, manifestPath: String, outputPath: String?) -> String {
        let key = [workingDirectory, manifestPath, outputPath ?? ""].joined(separator: "\u{0}")
        return String(SHA256.hexDigest(Array(key.utf8)).prefix(32)) + ".run"
    }

    /// The replay of the run recorded at `path`, when the manifest at `manifestPath` and every recorded file and
    /// folder are exactly as that run left them; nil at the least doubt. The files are checked on `workers` threads
    /// (one per core unless given).
    package static func replay(at path: String, manifestPath: String, workers: Int? = nil) -> Replay? {
        guard case .contents(var bytes)? = try? FileSystem.readRegularFile(at: path, limit: 256 << 20) else {
            return nil
        }
        return bytes.withUnsafeMutableBufferPointer {
            replay(of: $0, manifestPath: manifestPath, workers: workers ?? ParallelWork.defaultWorkers)
        }
    }

    /// Removes the record at `path`: a run that goes on in full leaves none until it has succeeded.
    package static func discard(at path: String) {
        unlink(path)
    }

    private static func replay(of record: UnsafeMutableBufferPointer<UInt8>, manifestPath: String, workers: Int)
        -> Replay?
    {
        // The last line checks every byte before it: a record cut at a line's end or damaged is no record.
        guard record.count > 1, record[record.count - 1] == UInt8(ascii: "\n"),
            let trailerStart = record[..<(record.count - 1)].lastIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }),
            String(decoding: UnsafeBufferPointer(rebasing: record[trailerStart..<(record.count - 1)]), as: UTF8.self)
                == "end \(RecordChecksum.of(UnsafeBufferPointer(rebasing: record[..<trailerStart])))"
        else { return nil }
        var reader = RecordReader(UnsafeMutableBufferPointer(rebasing: record[..<trailerStart]))
        guard reader.line() == header, reader.line() == "tool " + StampCache.tool,
            let manifestLine = reader.rawLine(), manifestLine.count > 73,
            String(decoding: UnsafeBufferPointer(rebasing: manifestLine[..<9]), as: UTF8.self) == "manifest ",
            let digest = SHA256.Digest(hex: UnsafeBufferPointer(rebasing: manifestLine[9..<73]))
        else { return nil }
        var position = 73
        let recordedStamp = StampCache.Stamp(parsing: UnsafeBufferPointer(manifestLine), at: &position)
        // The stamp vouches for the manifest only with sub-second times; otherwise its bytes are read and hashed.
        guard let recordedStamp,
            recordedStamp.isPrecise && recordedStamp == StampCache.Stamp(followingLinksTo: manifestPath)
                || (try? ManifestLoader.read(atPath: manifestPath, displayPath: manifestPath)).map(SHA256.hash)
                    == digest,
            let fileCount = reader.number(after: "files "), let warningsSize = reader.number(after: "warnings "),
            let warnings = reader.bytes(warningsSize)
        else { return nil }
        // Every folder locked for reading: a run writing one of them is waited for, not seen half done.
        var locks: [Int32] = []
        defer { for lock in locks { close(lock) } }
        // The other lines are parsed and checked once every folder is locked, on every core: one `lstat` a line is
        // most of what an unchanged rerun does. Only where each line is and the folder before it are kept meanwhile.
        var lines: [RecordLine] = []
        var roots: [OpenRoot] = []
        let base = record.baseAddress.unsafelyUnwrapped
        while let line = reader.rawLine() {
            guard line.count > 2 else { return nil }
            switch line[0] {
            case UInt8(ascii: "r"):
                var position = 1
                guard let stamp = StampCache.Stamp(parsing: UnsafeBufferPointer(line), at: &position),
                    position < line.count, line[position] == UInt8(ascii: " ")
                else { return nil }
                let path = UnsafeMutableBufferPointer(rebasing: line[(position + 1)...])
                guard let lock = try? FileSystem.lock(String(decoding: path, as: UTF8.self), exclusive: false) else {
                    return nil
                }
                locks.append(lock)
                // The folder locked is the one the path names (the files below are looked up from it), as recorded.
                guard FileSystem.identity(ofOpen: lock) == [stamp.device, stamp.inode],
                    RecordLine.isUnchanged(UnsafeBufferPointer(line), base: base, root: nil)
                else { return nil }
                roots.append(
                    OpenRoot(
                        descriptor: lock, prefixStart: path.baseAddress.unsafelyUnwrapped - base,
                        prefixCount: path.count))
            case UInt8(ascii: "f"), UInt8(ascii: "d"), UInt8(ascii: "a"):
                // Within Int32: records are read only up to 256 MiB.
                lines.append(
                    RecordLine(
                        start: Int32(line.baseAddress.unsafelyUnwrapped - base), count: Int32(line.count),
                        root: Int32(roots.count - 1)))
            default:
                return nil
            }
        }
        guard reader.isAtEnd else { return nil }
        let shared = SharedRecord(base: UnsafePointer(base))
        let (recorded, openRoots) = (lines, roots)
        let partSize = 1024
        // The first changed line stops the workers taking more parts; every part must have been checked.
        guard
            let checked = try? ParallelWork.map(
                count: recorded.count, chunkSize: partSize, workers: workers,
                {
                    range in
                    for index in range {
                        let line = recorded[index]
                        guard
                            RecordLine.isUnchanged(
                                UnsafeBufferPointer(start: shared.base + Int(line.start), count: Int(line.count)),
                                base: shared.base, root: line.root >= 0 ? openRoots[Int(line.root)] : nil)
                        else { throw RecordLine.Changed() }
                    }
                    return range.count
                }), checked.reduce(0, +) == recorded.count
        else { return nil }
        return Replay(warnings: warnings, fileCount: fileCount)
    }
}

/// A line of a run record to check, as its place in the record (without its end, which the reader made a NUL) and
/// the output folder (of the replay's open roots) whose line came before it; -1 for none.
private struct RecordLine: Sendable {
    let start: Int32
    let count: Int32
    let root: Int32

    /// A line that no longer describes its path: the replay is off.
    struct Changed: Error {}

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
private struct OpenRoot: Sendable {
    let descriptor: Int32
    let prefixStart: Int
    let prefixCount: Int
}

/// The record's bytes, only read by the workers that check its lines, while the replay holds them: `ParallelWork`
/// returns once every worker is done.
private struct SharedRecord: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
}

/// Reads a run record line by line, ending each line with NUL in place of its `\n` so that paths go straight to
/// `lstat`.
private struct RecordReader {
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
        var end = position
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        guard end < bytes.count else { return nil }
        bytes[end] = 0
        position = end + 1
        return UnsafeMutableBufferPointer(rebasing: bytes[start..<end])
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
