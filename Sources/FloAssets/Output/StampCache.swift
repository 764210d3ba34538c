#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What lets an unchanged rerun skip drawing: for each file a run wrote or found up to date, the digest of what
/// decided its bytes (its control's entry, state and appearance, the manifest's other settings), the digest of the
/// bytes, and the file's `lstat` stamp taken when the run knew them (see `StampLog`). A rerun trusts a control's files without drawing them only when its digest is the same and
/// every file's stamp (device, inode, size, modification and change time) is too; any doubt means draw and compare.
///
/// Kept outside the package (per machine, like a build system's state), so that the committed index stays the same
/// bytes on every machine; `--check` never reads it.
package struct StampCache: Sendable {
    struct Record: Sendable {
        var description: SHA256.Digest
        /// The digest of the bytes the file held when stamped: the index must still record exactly these.
        var content: SHA256.Digest
        var stamp: Stamp
    }

    private static let header = "flo-assets stamps 1"
    /// This build's identity, worked out once.
    static let tool = toolIdentity()

    /// Which build of the tool wrote the records, for which manifest settings (palette, scales, outputs): another
    /// build, or other settings, may draw other bytes.
    let context: String
    private(set) var records: [String: Record] = [:]

    init(context: String) {
        self.context = context
    }

    /// The cache at `path`; empty when there is none, it cannot be read, or it was written in another context.
    static func load(from path: String, context: String) -> StampCache {
        var cache = StampCache(context: context)
        guard case .contents(let bytes)? = try? FileSystem.readRegularFile(at: path, limit: 64 << 20) else {
            return cache
        }
        bytes.withUnsafeBufferPointer { bytes in
            var lines = ByteLines(bytes)
            guard lines.next().map({ String(decoding: $0, as: UTF8.self) }) == header,
                lines.next().map({ String(decoding: $0, as: UTF8.self) }) == "for " + context
            else { return }
            while let line = lines.next() {
                // <description> <content> <device> <inode> <size> <mtime s> <mtime ns> <ctime s> <ctime ns> <path>
                guard line.count > 130,
                    let description = SHA256.Digest(hex: UnsafeBufferPointer(rebasing: line[..<64])),
                    line[64] == UInt8(ascii: " "),
                    let content = SHA256.Digest(hex: UnsafeBufferPointer(rebasing: line[65..<129]))
                else { continue }
                var position = 129
                guard let stamp = Stamp(parsing: line, at: &position), position < line.count,
                    line[position] == UInt8(ascii: " ")
                else { continue }
                let path = String(decoding: UnsafeBufferPointer(rebasing: line[(position + 1)...]), as: UTF8.self)
                cache.records[path] = Record(description: description, content: content, stamp: stamp)
            }
        }
        return cache
    }

    /// How many files the stamps vouch for.
    var count: Int { records.count }

    /// Writes stamps line by line as a run goes through its files, without holding them all: the lines go to a
    /// temporary file in the stamps folder a quarter megabyte at a time (tens of thousands of files would otherwise
    /// be megabytes in memory at the end of a run), which `save()` moves into place. Best effort, like `save`.
    final class Writer {
        private let path: String
        private var out = ByteBuffer(capacity: Writer.flushSize + 1024)
        /// The temporary file and its path; nil once it failed (the stamps are then not kept) or was saved.
        private var file: (descriptor: Int32, path: String)?
        private static let flushSize = 1 << 18

        init(context: String, path: String) {
            self.path = path
            let folder = PathResolution.parent(of: path)
            if (try? FileSystem.createFolder(folder)) != nil {
                // What a run killed while writing its stamps left.
                TemporaryName.sweepAbandoned(folder)
                file = try? FileSystem.createTemporaryFile(in: folder)
            }
            out.append(StampCache.header + "\nfor " + context + "\n")
        }

        deinit { discard() }

        /// Adds `record` for `path`, unless its stamp could hide an edit.
        func add(_ path: String, _ record: Record) {
            guard record.stamp.isPrecise, file != nil else { return }
            record.description.appendHex(to: &out)
            out.append(byte: UInt8(ascii: " "))
            record.content.appendHex(to: &out)
            record.stamp.append(to: &out)
            out.append(byte: UInt8(ascii: " "))
            out.append(path)
            out.append(byte: UInt8(ascii: "\n"))
            if out.bytes.count >= Self.flushSize { flush() }
        }

        /// Moves the stamps into place, replacing the folder's earlier ones atomically.
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

        private func flush() {
            guard let file else { return }
            if !FileSystem.writeAll(out.bytes, to: file.descriptor) { discard() }
            out.removeAll()
        }

        private func discard() {
            guard let file else { return }
            self.file = nil
            close(file.descriptor)
            unlink(file.path)
        }
    }

    /// Writes a file of the stamps folder atomically, creating the folder: the folders' stamps and the run records.
    /// One that cannot be written only makes the next run slower.
    static func save(_ bytes: [UInt8], to path: String) {
        guard (try? FileSystem.createFolder(PathResolution.parent(of: path))) != nil else { return }
        try? FileSystem.writeAtomically(bytes, to: path)
    }

    /// The stamps file of the output folder at `folder` (absolute) inside a cache folder.
    package static func fileName(forFolder folder: String) -> String {
        String(SHA256.hexDigest(Array(folder.utf8)).prefix(32)) + ".stamps"
    }

    /// The user's cache folder for the tool: `$XDG_CACHE_HOME/flo-assets`, else `~/.cache/flo-assets`
    /// (`~/Library/Caches/flo-assets` on macOS); nil without a home.
    package static func defaultFolder() -> String? {
        func variable(_ name: String) -> String? {
            getenv(name).map { String(cString: $0) }.flatMap { $0.startsWithSlash ? $0 : nil }
        }
        #if canImport(Darwin)
            return variable("HOME").map { $0 + "/Library/Caches/flo-assets" }
        #else
            if let cache = variable("XDG_CACHE_HOME") { return cache + "/flo-assets" }
            return variable("HOME").map { $0 + "/.cache/flo-assets" }
        #endif
    }

    /// The running executable's identity (device, inode, size, modification and change time): a rebuilt tool starts
    /// afresh.
    static func toolIdentity() -> String {
        #if canImport(Darwin)
            var size = UInt32(4096)
            var buffer = [CChar](repeating: 0, count: Int(size))
            let path = _NSGetExecutablePath(&buffer, &size) == 0 ? String(cString: buffer) : CommandLine.arguments[0]
        #else
            let path = "/proc/self/exe"
        #endif
        var info = stat()
        guard stat(path, &info) == 0 else { return "unknown" }
        // The change time too: a copy made with its modification time kept (`cp -p`) gets a new one.
        #if canImport(Darwin)
            let times =
                "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)-"
                + "\(info.st_ctimespec.tv_sec).\(info.st_ctimespec.tv_nsec)"
        #else
            let times = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
        #endif
        return "\(info.st_dev)-\(info.st_ino)-\(info.st_size)-" + times
    }
}

/// The stamps a run takes at the moment it knows a file holds the right bytes — trusted by its old stamp, read and
/// found equal, or just written — and never later: an edit made during the run gives the file another stamp, so
/// the next run compares it.
final class StampLog: @unchecked Sendable {
    private let lock = Lock()
    private var stamps: [String: StampCache.Stamp]

    /// A log with room for about `expectedCount` stamps: growing a table of tens of thousands would hold the old
    /// and the new one at once.
    init(expectedCount: Int = 0) {
        stamps = Dictionary(minimumCapacity: expectedCount)
    }

    func set(_ path: String, _ stamp: StampCache.Stamp) {
        lock.locked { stamps[path] = stamp }
    }

    subscript(path: String) -> StampCache.Stamp? {
        lock.locked { stamps[path] }
    }
}
