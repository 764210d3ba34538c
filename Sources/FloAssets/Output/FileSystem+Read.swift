#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reading files: only regular ones, never through a link, never more than a limit; whole, as lines, or hashed a
/// part at a time.
extension FileSystem {
    /// The bytes of the regular file at `path`, read only when it is at most `limit` bytes (see `openRegularFile`).
    /// A relative `path` is found in the folder open as `folder` (default: the working directory).
    static func readRegularFile(
        at path: String, limit: Int, followingLinks: Bool = false, relativeTo folder: Int32 = AT_FDCWD
    ) throws(FileSystemError) -> ReadResult {
        let opened = try openRegularFile(at: path, limit: limit, followingLinks: followingLinks, relativeTo: folder)
        guard case .opened(let descriptor, let size) = opened else { return opened.result }
        defer { close(descriptor) }
        // One byte more than the cap shows a file that grew meanwhile. Read straight into the array's storage, not
        // zeroed first: the manifest, the index and the record are read on every run.
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

    /// The digest of the regular file at `path` when it is at most `limit` bytes, read a quarter megabyte at a time
    /// rather than whole (an index of tens of thousands of files is megabytes); nil for anything else or an error.
    static func digestOfRegularFile(at path: String, limit: Int) -> SHA256.Digest? {
        guard case .opened(let descriptor, _)? = try? openRegularFile(at: path, limit: limit, followingLinks: false)
        else { return nil }
        defer { close(descriptor) }
        var accumulator = SHA256.Accumulator()
        var part = [UInt8](repeating: 0, count: 1 << 18)
        var total = 0
        while true {
            let count = part.withUnsafeMutableBytes { readPart(descriptor, into: $0, from: 0) }
            if count < 0 { return nil }
            if count == 0 { break }
            total += count
            guard total <= limit else { return nil }
            part.withUnsafeBytes { accumulator.add(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        return accumulator.digest
    }

    /// Hands each line of the regular file at `path` (at most `limit` bytes) to `body`, without its `\n`, reading a
    /// part at a time (a quarter megabyte unless `partSize` says otherwise) rather than the whole file; a last line
    /// without `\n` is handed too. `body` returns
    /// whether to go on. False when the file is not there, not a regular file, too large, unreadable or has a line
    /// over `lineLimit` bytes, or when `body` stopped (the lines handed by then stand).
    static func forEachLine(
        ofRegularFileAt path: String, limit: Int, lineLimit: Int = 1 << 16, partSize: Int = 1 << 18,
        _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        guard case .opened(let descriptor, _)? = try? openRegularFile(at: path, limit: limit, followingLinks: false)
        else { return false }
        defer { close(descriptor) }
        // The unfinished line read so far, then the next part after it.
        var window = [UInt8](repeating: 0, count: partSize)
        var filled = 0
        var total = 0
        var stopped = false
        var tooLong = false
        while !stopped {
            // A line longer than the window: room for more of it, up to the limit.
            if filled == window.count {
                guard filled <= lineLimit else { return false }
                window += [UInt8](repeating: 0, count: window.count)
            }
            guard !tooLong else { return false }
            let count = window.withUnsafeMutableBytes { readPart(descriptor, into: $0, from: filled) }
            if count < 0 { return false }
            if count == 0 { break }
            total += count
            guard total <= limit else { return false }
            let searched = filled
            filled += count
            window.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var start = 0
                var searchFrom = searched
                // `memchr`, not a loop over the bytes: fast in the plugin's debug build too.
                while !stopped, searchFrom < filled, let found = memchr(base + searchFrom, 0x0A, filled - searchFrom) {
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    guard position - start <= lineLimit else {
                        tooLong = true
                        return
                    }
                    stopped = !body(UnsafeBufferPointer(rebasing: buffer[start..<position]))
                    start = position + 1
                    searchFrom = start
                }
                guard start > 0 else { return }
                memmove(base, base + start, filled - start)
                filled -= start
            }
        }
        guard !stopped, !tooLong, filled <= lineLimit else { return false }
        if filled > 0 { return window.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<filled])) } }
        return true
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
            case ELOOP: return .other(.notRegular(.symbolicLink))
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
