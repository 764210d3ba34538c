import FloSupport

/// A file's or folder's identity and times as `lstat` gives them: what tells a run that a file is exactly as a run
/// left it.
package struct FileStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: UInt64
    var modified: Int64
    var modifiedNanoseconds: Int64
    var changed: Int64
    var changedNanoseconds: Int64

    /// The stamp of the regular file at `path`, nil for anything else. A relative path is looked up from the open
    /// folder `folder`, not walked from the root again; a link is followed only with `followingLinks` (to the
    /// manifest, which the user names).
    package init?(path: String, in folder: Int32 = AT_FDCWD, followingLinks: Bool = false) {
        var info = stat()
        guard fstatat(folder, path, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW) == 0,
            info.st_mode & S_IFMT == S_IFREG
        else { return nil }
        self.init(info)
    }

    /// Whether the file's contents or entry changed at or after `time` (since the epoch).
    package func changed(since time: timespec) -> Bool {
        let since = (Int64(time.tv_sec), Int64(time.tv_nsec))
        return (changed, changedNanoseconds) >= since || (modified, modifiedNanoseconds) >= since
    }

    /// The stamp of what `info` describes.
    init(_ info: stat) {
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

    /// Whether this is the file stamped `written` before it was named, unchanged since: the same inode, size
    /// and modification time (naming it moves only the change time).
    func isSameWrite(as written: FileStamp) -> Bool {
        (device, inode, size) == (written.device, written.inode, written.size)
            && (modified, modifiedNanoseconds) == (written.modified, written.modifiedNanoseconds)
    }

    /// Appends the seven numbers, each after a space.
    func append(to out: inout ByteBuffer) {
        // One call per field rather than a loop over an array: this runs for every file a run records.
        func field(_ number: Int64) {
            out.append(byte: UInt8(ascii: " "))
            out.append(integer: Int(number))
        }
        field(Int64(bitPattern: device))
        field(Int64(bitPattern: inode))
        field(Int64(bitPattern: size))
        field(modified)
        field(modifiedNanoseconds)
        field(changed)
        field(changedNanoseconds)
    }

    /// Reads the seven numbers `append(to:)` writes, starting at the space at `position` (an index of `line`) before
    /// the first; `position` ends after the last digit. Nil when they are not there.
    init?(parsing line: ArraySlice<UInt8>, at position: inout Int) {
        func next() -> Int64? { Self.number(in: line, at: &position) }
        guard let device = next(), let inode = next(), let size = next(), let modified = next(),
            let modifiedNanoseconds = next(), let changed = next(), let changedNanoseconds = next()
        else { return nil }
        self.init(
            device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: UInt64(bitPattern: size),
            modified: modified, modifiedNanoseconds: modifiedNanoseconds, changed: changed,
            changedNanoseconds: changedNanoseconds)
    }

    /// The decimal number after the space at `position`; nil when there is none.
    private static func number(in line: ArraySlice<UInt8>, at position: inout Int) -> Int64? {
        guard position < line.endIndex, line[position] == UInt8(ascii: " ") else { return nil }
        position += 1
        let negative = position < line.endIndex && line[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var value: Int64 = 0
        let start = position
        while position < line.endIndex, line[position] &- UInt8(ascii: "0") < 10 {
            value = value &* 10 &+ Int64(line[position] &- UInt8(ascii: "0"))
            position += 1
        }
        return position > start ? (negative ? 0 &- value : value) : nil
    }
}
