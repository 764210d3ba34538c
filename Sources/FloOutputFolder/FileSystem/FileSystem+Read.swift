/// Reading files: only regular ones, never through a link, never more than a limit, whole.
extension FileSystem {
    /// The bytes of the regular file at `path`, read only when it is at most `limit` bytes (see `openRegularFile`).
    /// A relative `path` is found in the folder open as `folder` (default: the working directory).
    package static func readRegularFile(
        at path: String, limit: Int, followingLinks: Bool = false, relativeTo folder: Int32 = AT_FDCWD
    ) throws(FileSystemError) -> ReadResult {
        let opened = try openRegularFile(at: path, limit: limit, followingLinks: followingLinks, relativeTo: folder)
        guard case .opened(let descriptor, let size) = opened else { return opened.result }
        defer { close(descriptor) }
        // One byte more than the cap shows a file that grew meanwhile. Read straight into the array's storage, not
        // zeroed first: the manifest, the index and the log are read on every run.
        var failed = false
        let result = [UInt8](unsafeUninitializedCapacity: min(size, limit) + 1) { buffer, initialized in
            let bytes = UnsafeMutableRawBufferPointer(buffer)
            while initialized < bytes.count {
                let count = readPart(descriptor, into: bytes, from: initialized)
                if count < 0 { failed = true }
                if count <= 0 { break }
                initialized += count
            }
        }
        if failed { throw FileSystemError(action: "cannot read", path: path) }
        guard result.count <= limit else { return .tooLarge }
        return .contents(result)
    }

    /// Reads from `descriptor` into `buffer` after its first `offset` bytes, again when interrupted: the count read
    /// (0 at the end), or -1 on an error (in `errno`).
    private static func readPart(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, from offset: Int)
        -> Int
    {
        while true {
            let count = read(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if count >= 0 || errno != EINTR { return count }
        }
    }

    /// What opening a file to read it found: the open file and its size, or why it was not opened.
    private enum OpenedFile {
        case opened(descriptor: Int32, size: Int)
        case other(ReadResult)

        /// The result for a file that was not opened.
        var result: ReadResult {
            guard case .other(let result) = self else { return .absent }
            return result
        }
    }

    /// Opens the regular file at `path` for reading when it is at most `limit` bytes.
    ///
    /// Opened with `O_NOFOLLOW | O_NONBLOCK` and checked with `fstat`, so a link, a FIFO or a device in its place is
    /// reported, never followed, waited on or read. `followingLinks` is for a path the user named (the manifest).
    private static func openRegularFile(
        at path: String, limit: Int, followingLinks: Bool, relativeTo folder: Int32 = AT_FDCWD
    ) throws(FileSystemError) -> OpenedFile {
        if !followingLinks {
            let found = kind(at: path, relativeTo: folder)
            guard found == .regularFile else { return .other(found == .absent ? .absent : .notRegular(found)) }
        }
        let descriptor = openat(folder, path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return .other(.absent)
            // Followed, a link can only fail as a loop of links, which strerror names.
            case ELOOP where !followingLinks: return .other(.notRegular(.symbolicLink))
            default: throw FileSystemError(action: "cannot read", path: path)
            }
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let error = FileSystemError(action: "cannot read", path: path)
            close(descriptor)
            throw error
        }
        let found = kind(of: info)
        guard found == .regularFile, Int(info.st_size) <= limit else {
            close(descriptor)
            return .other(found == .regularFile ? .tooLarge : .notRegular(found))
        }
        return .opened(descriptor: descriptor, size: Int(info.st_size))
    }
}
