import FloSupport

#if os(Linux)
    import Synchronization
#endif

/// Writing files: whole or not at all, new ones never over something else.
extension FileSystem {
    /// Writes `bytes` to a new temporary file in `folder` (created exclusively, never through a link) and returns
    /// it as `opened` names it, for the caller to move into place: its path, or with `opened` (the folder, open) its
    /// name there, whatever happens to the folder's path meanwhile.
    static func writeTemporaryFile(_ bytes: [UInt8], in folder: String, opened: Int32 = AT_FDCWD)
        throws(FileSystemError) -> String
    {
        let (descriptor, temporary) = try createTemporaryFile(in: folder, opened: opened)
        guard writeAll(bytes, to: descriptor) else {
            let error = FileSystemError(action: "cannot write in", path: folder)
            close(descriptor)
            unlinkat(opened, temporary, 0)
            throw error
        }
        guard close(descriptor) == 0 else {
            let error = FileSystemError(action: "cannot write in", path: folder)
            unlinkat(opened, temporary, 0)
            throw error
        }
        return temporary
    }

    /// Creates a new, empty temporary file in `folder` (exclusively, never through a link), open for writing, and
    /// names it as `opened` does: its path, or with `opened` (the folder, open) its name there.
    static func createTemporaryFile(in folder: String, opened: Int32 = AT_FDCWD) throws(FileSystemError) -> (
        descriptor: Int32, path: String
    ) {
        func named() -> String {
            let name = TemporaryName.make()
            return opened == AT_FDCWD ? folder + "/" + name : name
        }
        var temporary = named()
        var descriptor = openat(opened, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        // A name taken (by a planted file, say) is simply not ours: draw another.
        var attempts = 1
        while descriptor < 0 && errno == EEXIST && attempts < 100 {
            temporary = named()
            descriptor = openat(opened, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            attempts += 1
        }
        guard descriptor >= 0 else { throw FileSystemError(action: "cannot write in", path: folder) }
        return (descriptor, temporary)
    }

    /// Writes all of `bytes` to `descriptor`, through short writes and interruptions; false on an error (in `errno`).
    /// The tool writes its standard error with it too.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// `writeAll` for bytes in place.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var written = 0
        while written < buffer.count {
            let count = write(descriptor, base + written, buffer.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    /// Moves `temporary` to `path` only if nothing is at `path`; returns false (and removes `temporary`) if
    /// something is, so a file created meanwhile is never replaced. With `opened`, the file is named `opened.path`
    /// in the open folder `opened.folder`, and `path` only names it in an error.
    static func moveExclusively(
        _ temporary: (folder: Int32, name: String), to path: @autoclosure () -> String,
        opened: (folder: Int32, path: String)? = nil
    ) throws(FileSystemError) -> Bool {
        let outcome = ExclusiveRename.rename(
            temporary.name, from: temporary.folder, to: opened?.path ?? path(), in: opened?.folder ?? AT_FDCWD)
        switch outcome {
        case .moved: return true
        case .exists:
            unlinkat(temporary.folder, temporary.name, 0)
            return false
        case .failed(let code):
            unlinkat(temporary.folder, temporary.name, 0)
            throw FileSystemError(action: "cannot create", path: path(), code: code)
        }
    }

    /// Moves `temporary` over `path` atomically: readers see the old or the new file, never a part.
    static func replace(_ path: String, with temporary: String) throws(FileSystemError) {
        guard rename(temporary, path) == 0 else {
            let error = FileSystemError(action: "cannot replace", path: path)
            unlink(temporary)
            throw error
        }
    }

    /// Creates the file at `path` (in `folder`) holding `bytes`, only if nothing is there; `created` is false when
    /// something is. Readers see no file or the whole file, never a part. `written` is the file's stamp as written,
    /// before it got its name (see `FileStamp.isSameWrite`); `named` its stamp once named, when the file was
    /// still open then (else the caller takes it from the path).
    ///
    /// On Linux the bytes go to an unnamed file (`O_TMPFILE`) that `linkat` then names, which fails rather than
    /// replace: no temporary name, nothing left behind by a killed run. Where the file system
    /// or the sandbox has no unnamed files, a named temporary file is moved exclusively instead.
    ///
    /// `opened` is `folder` as the caller holds it open (the descriptor `lock` returned) with `path` relative to it:
    /// each file is then made and named without walking the folder's path again.
    ///
    /// `path` is made only when needed: with `opened`, the file is usually named without it.
    static func createExclusively(
        _ bytes: [UInt8], at path: @autoclosure () -> String, in folder: (descriptor: Int32, path: String),
        opened: (folder: Int32, path: String)? = nil
    ) throws(FileSystemError) -> (created: Bool, written: FileStamp?, named: FileStamp?) {
        #if os(Linux)
            if let outcome = try createUnnamedThenLink(bytes, at: path(), in: folder.path, opened: opened) {
                return outcome
            }
        #endif
        let temporary = try writeTemporaryFile(bytes, in: folder.path, opened: folder.descriptor)
        let written = FileStamp(path: temporary, in: folder.descriptor)
        return (try moveExclusively((folder.descriptor, temporary), to: path(), opened: opened), written, nil)
    }

    #if os(Linux)
        /// `__O_TMPFILE`, which Swift's Glibc module does not import (`O_TMPFILE` is a compound macro); the same value
        /// on every architecture Swift runs on, and a kernel that does not know it refuses the open, which falls back.
        private static let unnamedFileFlag: Int32 = 0o20_000_000 | O_DIRECTORY

        /// `AT_EMPTY_PATH`, which Swift's Glibc module does not import either (it needs `_GNU_SOURCE`); the same
        /// value on every architecture.
        private static let emptyPathFlag: Int32 = 0x1000

        /// Set once `linkat(AT_EMPTY_PATH)` was refused (Linux before 6.10 without `CAP_DAC_READ_SEARCH`): every
        /// later file goes through /proc straight away rather than failing the same call again.
        private static let emptyPathRefused = Atomic(false)

        /// Whether new files are named straight from their descriptor, as opposed to through /proc.
        static var namesFromDescriptor: Bool { !emptyPathRefused.load(ordering: .relaxed) }

        /// What naming an unnamed file straight from its descriptor came to.
        private enum DescriptorLink {
            case named, exists
            /// Not possible here: to be named another way.
            case unavailable
        }

        /// Names the open unnamed file `descriptor` at `opened.path` in the open folder `opened.folder`.
        private static func link(_ descriptor: Int32, at opened: (folder: Int32, path: String)?) -> DescriptorLink {
            guard let opened, namesFromDescriptor else { return .unavailable }
            if linkat(descriptor, "", opened.folder, opened.path, emptyPathFlag) == 0 { return .named }
            switch errno {
            case EEXIST:
                return .exists
            case EPERM:
                emptyPathRefused.store(true, ordering: .relaxed)
                return .unavailable
            case ENOENT where !opened.path.containsSlash:
                // Refused: the file goes in the open folder itself, so this is no missing folder, unless that folder
                // was removed meanwhile (a run in watch mode goes on). Remembered.
                var info = stat()
                if fstat(opened.folder, &info) == 0, info.st_nlink > 0 {
                    emptyPathRefused.store(true, ordering: .relaxed)
                }
                return .unavailable
            default:
                return .unavailable
            }
        }

        /// What `createExclusively` answers; nil when unnamed files are not available here.
        static func createUnnamedThenLink(
            _ bytes: [UInt8], at path: @autoclosure () -> String, in folder: String,
            opened: (folder: Int32, path: String)? = nil
        ) throws(FileSystemError) -> (created: Bool, written: FileStamp?, named: FileStamp?)? {
            let flags = unnamedFileFlag | O_WRONLY | O_CLOEXEC
            let descriptor = opened.map { openat($0.folder, ".", flags, 0o644) } ?? open(folder, flags, 0o644)
            guard descriptor >= 0 else { return nil }
            // Closed once named: its bytes were all written (a close error, as on network file systems, has no
            // unnamed files to report it for).
            defer { close(descriptor) }
            guard writeAll(bytes, to: descriptor) else {
                throw FileSystemError(action: "cannot write in", path: folder)
            }
            var info = stat()
            let stamp = fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
            switch link(descriptor, at: opened) {
            case .named:
                break
            case .exists:
                return (false, nil, nil)
            case .unavailable:
                // Through /proc: what `AT_EMPTY_PATH` does, without its privilege on older kernels.
                let named =
                    opened.map {
                        linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", $0.folder, $0.path, AT_SYMLINK_FOLLOW)
                    }
                    ?? linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path(), AT_SYMLINK_FOLLOW)
                guard named == 0 else {
                    if errno == EEXIST { return (false, nil, nil) }
                    // No /proc, or a file system that refuses: the portable way reports real errors.
                    return nil
                }
            }
            // Named, its change time moved: stamped again through the descriptor rather than by looking the path up.
            // A file put at the path since has another inode, which the next run's `lstat` tells.
            let named = fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
            return (true, stamp, named)
        }
    #endif
}

extension FileSystem {
    /// Writes `bytes` to the single file at `path` (named by the user, outside any output folder) atomically, and
    /// only when its bytes differ: for `flo-assets schema --output`. `displayPath` names it in the error. Whether it
    /// wrote.
    @discardableResult
    package static func writeFileIfChanged(_ bytes: [UInt8], atPath path: String, displayPath: String) throws(FloError)
        -> Bool
    {
        if case .contents(let current)? = try? readRegularFile(at: path, limit: bytes.count), current == bytes {
            return false
        }
        let folder = PathResolution.parent(of: path)
        do throws(FileSystemError) {
            let temporary = try writeTemporaryFile(bytes, in: folder.isEmpty ? "." : folder)
            do { try replace(path, with: temporary) } catch {
                unlink(temporary)
                throw error
            }
        } catch {
            let displayFolder = PathResolution.parent(of: displayPath)
            let message =
                error.path == path
                ? "\(error.action) it: \(error.reason)"
                : "\(error.action) \(displayFolder.isEmpty ? "." : displayFolder): \(error.reason)"
                    + (error.code == ENOENT ? "; create the folder first" : "")
            throw .fileAccess(Diagnostic(path: displayPath, message: message))
        }
        return true
    }
}
