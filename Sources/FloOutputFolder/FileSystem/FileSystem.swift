import FloSupport

/// The POSIX file operations the output folders need, written so that a hostile folder cannot redirect, block or
/// exhaust them: nothing is followed through a symbolic link, nothing but a regular file is read, every read is
/// capped, and new files never replace what appeared meanwhile.
package enum FileSystem {
    /// What is at a path, as `lstat` sees it (a link is a link, not what it points to).
    package enum EntryKind: Sendable, Equatable {
        case absent, regularFile, folder, symbolicLink, fifo, device, socket

        /// For messages: "is a symbolic link".
        package var description: String {
            switch self {
            case .absent: "does not exist"
            case .regularFile: "is a file"
            case .folder: "is a folder"
            case .symbolicLink: "is a symbolic link"
            case .fifo: "is a FIFO (named pipe)"
            case .device: "is a device"
            case .socket: "is a socket"
            }
        }
    }

    /// A regular file's bytes, or why there are none.
    package enum ReadResult: Sendable, Equatable {
        case contents([UInt8])
        case absent
        /// Larger than the cap: it cannot be what the caller expects.
        case tooLarge
        case notRegular(EntryKind)

        /// The bytes read, if any.
        package var contents: [UInt8]? {
            if case .contents(let bytes) = self { bytes } else { nil }
        }
    }

    /// The device and inode of the folder or file at `path` (following links), which name it whatever the
    /// spelling; nil when there is nothing.
    package static func identity(of path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// The path of the open folder `descriptor`, links resolved, where the system tells it (Linux's /proc); nil
    /// elsewhere.
    static func path(ofOpen descriptor: Int32) -> String? {
        #if os(Linux)
            linkText(of: "/proc/self/fd/\(descriptor)").flatMap { $0.hasPrefix("/") ? $0 : nil }
        #else
            nil
        #endif
    }

    /// The device and inode of the open file or folder `descriptor`.
    static func identity(ofOpen descriptor: Int32) -> [UInt64]? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// What is at `path` (relative to the open folder `folder`), and its stamp when it is a regular file: one
    /// `lstat`.
    static func entry(at path: String, relativeTo folder: Int32) -> (kind: EntryKind, stamp: FileStamp?) {
        var info = stat()
        guard fstatat(folder, path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return (.absent, nil) }
        let found = kind(of: info)
        return (found, found == .regularFile ? FileStamp(info) : nil)
    }

    /// A relative `path` is found in the folder open as `folder` (default: the working directory).
    package static func kind(at path: String, relativeTo folder: Int32 = AT_FDCWD) -> EntryKind {
        var info = stat()
        guard fstatat(folder, path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .absent }
        return kind(of: info)
    }

    /// What `path` leads to, symbolic links followed: `.absent` when nothing does, a link to nothing included.
    package static func target(at path: String) -> EntryKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .absent }
        return kind(of: info)
    }

    /// The kind of what `info` describes.
    static func kind(of info: stat) -> EntryKind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        default: .device
        }
    }

    static func remove(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw FileSystemError(action: "cannot remove", path: path) }
    }

    /// Creates `path` and its missing parents; returns the folders it made. Below the first it makes, nothing is
    /// followed: each folder is opened as the one just made, so a link swapped in meanwhile fails the run rather
    /// than lead it out.
    @discardableResult
    static func createFolder(_ path: String) throws(FileSystemError) -> CreatedFolders {
        let made = CreatedFolders()
        var current = open(path.startsWithSlash ? "/" : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { throw FileSystemError(action: "cannot open folder", path: path) }
        defer { close(current) }
        let components = path.pathComponents().map(String.init)
        var prefix = path.startsWithSlash ? "" : "."
        for (position, component) in components.enumerated() {
            prefix += "/" + component
            let isNew = mkdirat(current, component, 0o755) == 0
            guard isNew || errno == EEXIST else {
                let error = FileSystemError(action: "cannot create folder", path: prefix)
                made.removeEmpty()
                throw error
            }
            if isNew { made.madeFolder(component, in: current) }
            let next = openat(current, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (made.isEmpty ? 0 : O_NOFOLLOW))
            guard next >= 0 else {
                // Something not a folder where one goes: what is below it cannot be made.
                let isLast = position == components.count - 1
                let error = FileSystemError(
                    action: isLast ? "cannot use" : "cannot create folder",
                    path: isLast ? path : prefix + "/" + components[position + 1],
                    code: errno == ELOOP ? ENOTDIR : errno)
                made.removeEmpty()
                throw error
            }
            close(current)
            current = next
        }
        return made
    }

    /// Whether `folder` (open as `opened`, when given) holds nothing (false when it cannot be listed to the end):
    /// reading stops at the first name.
    static func isEmptyFolder(_ folder: String, opened: Int32 = AT_FDCWD) -> Bool {
        var isEmpty = true
        let listed = forEachName(in: folder, opened: opened) { _ in
            isEmpty = false
            return false
        }
        return listed && isEmpty
    }

    /// The names in the folder open as `descriptor`, which this takes over (and closes), sorted.
    static func names(inOpen descriptor: Int32) -> [String] {
        var names: [String] = []
        forEachName(inOpen: descriptor) { name in
            names.append(String(cString: name))
            return true
        }
        return names.sorted()
    }

    /// The names in `folder` that start with `prefix`, in no order; only those are made into strings (a sweep for
    /// temporary files looks through thousands of generated ones on every run).
    static func names(in folder: String, startingWith prefix: String, opened: Int32 = AT_FDCWD) -> [String] {
        var names: [String] = []
        prefix.withCString { prefixBytes in
            let length = strlen(prefixBytes)
            forEachName(in: folder, opened: opened) { name in
                if strncmp(name, prefixBytes, length) == 0 { names.append(String(cString: name)) }
                return true
            }
        }
        return names
    }

    /// Calls `body` with each name in `folder` but `.` and `..`, read in place as a NUL-terminated string, until it
    /// returns false; whether the folder could be read that far (false when it cannot be opened, or a read fails).
    @discardableResult
    private static func forEachName(
        in folder: String, opened: Int32 = AT_FDCWD, _ body: (UnsafePointer<CChar>) -> Bool
    ) -> Bool {
        // Open once more where `opened` is given: a listing takes over its descriptor.
        let descriptor = openat(opened, opened == AT_FDCWD ? folder : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        return forEachName(inOpen: descriptor, body)
    }

    /// `forEachName(in:)` for the folder open as `descriptor`, which it takes over (and closes).
    @discardableResult
    private static func forEachName(inOpen descriptor: Int32, _ body: (UnsafePointer<CChar>) -> Bool) -> Bool {
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return false
        }
        defer { closedir(stream) }
        // A duplicate shares its original's position: read from the start whatever was read before.
        rewinddir(stream)
        while true {
            errno = 0
            // NULL is the end of the folder, or an error that leaves the rest unknown.
            guard let entry = readdir(stream) else { return errno == 0 }
            // Read in place: the record may end just after the name, before the end of `d_name`'s declared size.
            let goesOn = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: 1) { name in
                    strcmp(name, ".") == 0 || strcmp(name, "..") == 0 || body(name)
                }
            }
            if !goesOn { return true }
        }
    }

    /// Takes an advisory lock on `folder` (exclusive for writers, shared for readers), held until `close`; two runs
    /// on one folder take turns instead of mixing their writes and indexes.
    static func lock(_ folder: String, exclusive: Bool) throws(FileSystemError) -> Int32 {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard descriptor >= 0 else { throw FileSystemError(action: "cannot open folder", path: folder) }
        while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            // Network and some FUSE file systems have no `flock` on folders: run unlocked there, as v1 always did.
            if [EBADF, EINVAL, ENOLCK, ENOTSUP, EOPNOTSUPP].contains(errno) { return descriptor }
            guard errno == EINTR else {
                let error = FileSystemError(action: "cannot lock folder", path: folder)
                close(descriptor)
                throw error
            }
        }
        return descriptor
    }

    /// Whether the file at `path` has other names (hard links): its contents may be another file's, so they are
    /// compared but never quoted in a message. (Not refused outright: the `link` + `unlink` fallback of
    /// `ExclusiveRename` briefly gives the tool's own files a second name, which caching file systems report late.)
    static func hasOtherLinks(_ path: String, relativeTo folder: Int32 = AT_FDCWD) -> Bool {
        var info = stat()
        return fstatat(folder, path, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_nlink > 1
    }

    /// Whether two names in the open folder `folder` name one file (as `Logo.svg` and `logo.svg` do on a
    /// case-insensitive file system).
    static func isSameFile(_ first: String, _ second: String, in folder: Int32) -> Bool {
        var a = stat()
        var b = stat()
        return fstatat(folder, first, &a, AT_SYMLINK_NOFOLLOW) == 0
            && fstatat(folder, second, &b, AT_SYMLINK_NOFOLLOW) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// The canonical absolute path of `path`, links resolved; nil when it does not exist.
    package static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where the symbolic link at `path` (absolute) leads, as an absolute path, whether or not that exists; nil
    /// when `path` is no link.
    package static func linkTarget(of path: String) -> String? {
        linkText(of: path).map { PathResolution.absolute($0, against: PathResolution.parent(of: path)) }
    }

    /// What the symbolic link at `path` holds, as `ls -l` shows it (relative to the link's folder, unless
    /// absolute); nil when `path` is no link.
    package static func linkText(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A file operation that failed: what was tried, on which absolute path, and `errno`.
package struct FileSystemError: Error, Sendable {
    package var action: String
    var path: String
    var code: Int32 = errno
    /// What to do, when the reason alone does not say.
    var fix: String?

    /// `strerror`'s wording: "No space left on device".
    package var reason: String { String(cString: strerror(code)) }
    /// "cannot open folder: Not a directory; …" as a diagnostic says it.
    package var message: String { "\(action): \(reason)" + (fix.map { "; " + $0 } ?? "") }
    /// Whether the path is a loop of symbolic links (or a chain too long to follow).
    package var isLinkLoop: Bool { code == ELOOP }
}
