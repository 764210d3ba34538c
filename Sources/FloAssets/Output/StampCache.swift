#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What lets an unchanged rerun skip drawing: for each file a run wrote or found up to date, the digest of what
/// decided its bytes (its control's entry, state and appearance, the manifest's other settings), the digest of the
/// bytes, and the file's `lstat` stamp taken at the moment the run knew them — trusted by its old stamp, read and
/// found equal, or just written — and never later, so an edit made during the run gives the file another stamp. A
/// rerun trusts a control's files without drawing them only when its digest is the same and every file's stamp
/// (device, inode, size, modification and change time) is too; any doubt means draw and compare.
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
    /// Sorted by path, one per path: found by binary search rather than through a table, which for tens of
    /// thousands of files would be twice as large.
    private var records: [(path: String, record: Record)] = []

    init(context: String) {
        self.context = context
    }

    /// The cache at `path`; empty when there is none, it cannot be read, or it was written in another context. Read
    /// a part at a time: the stamps of tens of thousands of files are megabytes.
    static func load(from path: String, context: String) -> StampCache {
        var cache = StampCache(context: context)
        var lineNumber = 0
        var inContext = false
        let expected = (Array(header.utf8), Array(("for " + context).utf8))
        let complete = FileSystem.forEachLine(ofRegularFileAt: path, limit: 64 << 20) { line in
            lineNumber += 1
            // Another build's or other settings' stamps are not read past their first lines.
            if lineNumber == 1 { inContext = line.elementsEqual(expected.0) }
            if lineNumber == 2 { inContext = inContext && line.elementsEqual(expected.1) }
            guard inContext else { return false }
            guard lineNumber > 2 else { return true }
            // <description> <content> <device> <inode> <size> <mtime s> <mtime ns> <ctime s> <ctime ns> <path>
            guard line.count > 130,
                let description = SHA256.Digest(hex: UnsafeBufferPointer(rebasing: line[..<64])),
                line[64] == UInt8(ascii: " "),
                let content = SHA256.Digest(hex: UnsafeBufferPointer(rebasing: line[65..<129]))
            else { return true }
            var position = 129
            guard let stamp = Stamp(parsing: line, at: &position), position < line.count,
                line[position] == UInt8(ascii: " ")
            else { return true }
            let path = String(decoding: UnsafeBufferPointer(rebasing: line[(position + 1)...]), as: UTF8.self)
            cache.records.append((path, Record(description: description, content: content, stamp: stamp)))
            return true
        }
        // Stamps read in part (a file damaged or growing) are not used: any doubt means drawing.
        guard complete, inContext else { return StampCache(context: context) }
        cache.records.sort { $0.path < $1.path }
        // A path listed twice (a damaged file) keeps one record: the stamp is checked against the file anyway.
        var kept = 0
        for position in cache.records.indices
        where kept == 0 || cache.records[position].path != cache.records[kept - 1].path {
            cache.records[kept] = cache.records[position]
            kept += 1
        }
        cache.records.removeLast(cache.records.count - kept)
        return cache
    }

    /// The record for `path`, if any.
    func record(for path: String) -> Record? {
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < records.count && records[low].path == path ? records[low].record : nil
    }

    /// How many files the stamps vouch for.
    var count: Int { records.count }

    /// Writes stamps line by line as a run goes through its files, without holding them all (see `StreamedFile`);
    /// `save()` moves them into place. Best effort: stamps that cannot be written only make the next run slower.
    final class Writer {
        private let file: StreamedFile

        init(context: String, path: String) {
            file = StreamedFile(path: path)
            file.out.append(StampCache.header + "\nfor " + context + "\n")
        }

        /// Adds `record` for `path`, unless its stamp could hide an edit.
        func add(_ path: String, _ record: Record) {
            guard record.stamp.isPrecise, file.isWriting else { return }
            record.description.appendHex(to: &file.out)
            file.out.append(byte: UInt8(ascii: " "))
            record.content.appendHex(to: &file.out)
            record.stamp.append(to: &file.out)
            file.out.append(byte: UInt8(ascii: " "))
            file.out.append(path)
            file.out.append(byte: UInt8(ascii: "\n"))
            file.flushWhenFull()
        }

        /// Moves the stamps into place, replacing the folder's earlier ones atomically.
        func save() {
            file.save()
        }
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
