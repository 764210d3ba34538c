import Foundation

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
    /// A file's identity and times as `lstat` gives them.
    struct Stamp: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: UInt64
        var modified: Int64
        var modifiedNanoseconds: Int64
        var changed: Int64
        var changedNanoseconds: Int64

        /// The stamp of the regular file at `path`, not following a link; nil for anything else.
        init?(path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
            size = UInt64(truncatingIfNeeded: info.st_size)
            #if canImport(Darwin)
                (modified, modifiedNanoseconds) = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
                (changed, changedNanoseconds) = (Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
            #else
                (modified, modifiedNanoseconds) = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
                (changed, changedNanoseconds) = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
            #endif
        }

        init(
            device: UInt64, inode: UInt64, size: UInt64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64,
            changedNanoseconds: Int64
        ) {
            (self.device, self.inode, self.size) = (device, inode, size)
            (self.modified, self.modifiedNanoseconds) = (modified, modifiedNanoseconds)
            (self.changed, self.changedNanoseconds) = (changed, changedNanoseconds)
        }

        /// Whether the stamp can tell an edit: not on a file system with whole-second times (a change within the
        /// second would keep it, and some such file systems, sshfs among them, report the modification time as
        /// the change time, which `touch -r` then restores). A stamp with whole seconds for both is never kept.
        var isPrecise: Bool { modifiedNanoseconds != 0 || changedNanoseconds != 0 }
    }

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
        var lines = bytes.split(separator: UInt8(ascii: "\n"))[...]
        guard lines.popFirst().map({ String(decoding: $0, as: UTF8.self) }) == header,
            lines.popFirst().map({ String(decoding: $0, as: UTF8.self) }) == "for " + context
        else { return cache }
        cache.records.reserveCapacity(lines.count)
        for line in lines {
            // <description> <content> <device> <inode> <size> <mtime s> <mtime ns> <ctime s> <ctime ns> <path>
            guard line.count > 130, let description = SHA256.Digest(hex: line.prefix(64)),
                line[line.startIndex + 64] == UInt8(ascii: " "),
                let content = SHA256.Digest(hex: line[(line.startIndex + 65)..<(line.startIndex + 129)])
            else { continue }
            var position = line.startIndex + 129
            /// The number after the next space; nil when there is none.
            func number() -> Int64? {
                guard position < line.endIndex, line[position] == UInt8(ascii: " ") else { return nil }
                position += 1
                let negative = position < line.endIndex && line[position] == UInt8(ascii: "-")
                if negative { position += 1 }
                var value: Int64 = 0
                let start = position
                while position < line.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[position]) {
                    value = value &* 10 &+ Int64(line[position] - UInt8(ascii: "0"))
                    position += 1
                }
                return position > start ? (negative ? -value : value) : nil
            }
            guard let device = number(), let inode = number(), let size = number(), let modified = number(),
                let modifiedNanoseconds = number(), let changed = number(), let changedNanoseconds = number(),
                position < line.endIndex, line[position] == UInt8(ascii: " ")
            else { continue }
            let stamp = Stamp(
                device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: UInt64(bitPattern: size),
                modified: modified, modifiedNanoseconds: modifiedNanoseconds, changed: changed,
                changedNanoseconds: changedNanoseconds)
            cache.records[String(decoding: line[(position + 1)...], as: UTF8.self)] = Record(
                description: description, content: content, stamp: stamp)
        }
        return cache
    }

    /// How many files the stamps vouch for.
    var count: Int { records.count }

    /// Writes stamps line by line as a run goes through its files, without holding them all as records.
    struct Writer {
        private var out: ByteBuffer

        init(context: String, capacity: Int) {
            out = ByteBuffer(capacity: 64 + capacity * 230)
            out.append(StampCache.header + "\nfor " + context + "\n")
        }

        /// Adds `record` for `path`, unless its stamp could hide an edit.
        mutating func add(_ path: String, _ record: Record) {
            guard record.stamp.isPrecise else { return }
            record.description.appendHex(to: &out)
            out.append(byte: UInt8(ascii: " "))
            record.content.appendHex(to: &out)
            let stamp = record.stamp
            appendNumber(Int64(bitPattern: stamp.device))
            appendNumber(Int64(bitPattern: stamp.inode))
            appendNumber(Int64(bitPattern: stamp.size))
            appendNumber(stamp.modified)
            appendNumber(stamp.modifiedNanoseconds)
            appendNumber(stamp.changed)
            appendNumber(stamp.changedNanoseconds)
            out.append(byte: UInt8(ascii: " "))
            out.append(path)
            out.append(byte: UInt8(ascii: "\n"))
        }

        private mutating func appendNumber(_ number: Int64) {
            out.append(byte: UInt8(ascii: " "))
            out.append(integer: Int(number))
        }

        /// Writes the stamps to `path` atomically, creating its folder; stamps that cannot be written only make
        /// the next run slower.
        func save(to path: String) {
            guard let slash = path.lastIndex(of: "/") else { return }
            let folder = String(path[..<slash])
            guard (try? FileSystem.createFolder(folder)) != nil,
                let temporary = try? FileSystem.writeTemporaryFile(out.bytes, in: folder)
            else { return }
            try? FileSystem.replace(path, with: temporary)
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
            getenv(name).map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil }
        }
        #if canImport(Darwin)
            return variable("HOME").map { $0 + "/Library/Caches/flo-assets" }
        #else
            if let cache = variable("XDG_CACHE_HOME") { return cache + "/flo-assets" }
            return variable("HOME").map { $0 + "/.cache/flo-assets" }
        #endif
    }

    /// The running executable's identity (device, inode, size, modification time): a rebuilt tool starts afresh.
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
        #if canImport(Darwin)
            let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #else
            let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #endif
        return "\(info.st_dev)-\(info.st_ino)-\(info.st_size)-" + modified
    }
}

/// The stamps a run takes at the moment it knows a file holds the right bytes — trusted by its old stamp, read and
/// found equal, or just written — so that it records only files that still have that stamp when it saves: an edit
/// made during the run is never vouched for.
final class StampLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stamps: [String: StampCache.Stamp] = [:]

    func set(_ path: String, _ stamp: StampCache.Stamp) {
        lock.locked { stamps[path] = stamp }
    }

    subscript(path: String) -> StampCache.Stamp? {
        lock.locked { stamps[path] }
    }
}
