#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file of the stamps folder written as a run goes, without holding it all: what is appended to `out` goes to a
/// temporary file beside it a quarter megabyte at a time (tens of thousands of files would otherwise be megabytes in
/// memory at the end of a run), which `save()` moves into place; a file never saved is removed. Best effort: one
/// that cannot be written only makes the next run slower.
final class StreamedFile {
    /// What is appended and not yet written.
    var out = ByteBuffer(capacity: StreamedFile.flushSize + 1024)
    private let path: String
    /// The temporary file and its path; nil once it failed (nothing is kept then) or was saved.
    private var file: (descriptor: Int32, path: String)?
    /// A running checksum of what was written, when asked for.
    private var checksum: RecordChecksum?
    private static let flushSize = 1 << 18

    /// A file for `path`, creating its folder; with `checksummed`, `checksumOfWritten` covers every byte written.
    init(path: String, checksummed: Bool = false) {
        self.path = path
        checksum = checksummed ? RecordChecksum() : nil
        let folder = PathResolution.parent(of: path)
        if (try? FileSystem.createFolder(folder)) != nil {
            // What a run killed while writing left.
            TemporaryName.sweepAbandoned(folder)
            file = try? FileSystem.createTemporaryFile(in: folder)
        }
    }

    deinit { discard() }

    /// Whether the bytes still go somewhere: false once writing failed.
    var isWriting: Bool { file != nil }

    /// Writes `out` once it holds a quarter megabyte.
    func flushWhenFull() {
        if out.count >= Self.flushSize { flush() }
    }

    /// Writes what `out` holds.
    func flush() {
        guard let file else { return }
        if var checksum {
            out.withUnsafeBufferPointer { checksum.add($0) }
            self.checksum = checksum
        }
        if !out.withUnsafeBufferPointer({ FileSystem.writeAll(UnsafeRawBufferPointer($0), to: file.descriptor) }) {
            discard()
        }
        out.removeAll()
    }

    /// The checksum of every byte written so far, in hex (see `RecordChecksum`); nil unless asked for.
    var checksumOfWritten: String? {
        flush()
        return checksum?.hex
    }

    /// Moves the file into place, replacing the earlier one atomically.
    func save() {
        flush()
        guard let file else { return }
        self.file = nil
        guard close(file.descriptor) == 0 else {
            unlink(file.path)
            return
        }
        try? FileSystem.replace(path, with: file.path)
    }

    /// Drops what was written; nothing replaces the earlier file.
    func discard() {
        guard let file else { return }
        self.file = nil
        close(file.descriptor)
        unlink(file.path)
    }
}
