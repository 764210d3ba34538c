/// A rename that never replaces: `renameat2(RENAME_NOREPLACE)` on Linux, `renamex_np(RENAME_EXCL)` on macOS, and
/// `link` + `unlink` on file systems without them. Either way an existing file at the target is reported, not lost;
/// the source is gone only when moved.
enum ExclusiveRename {
    enum Outcome: Equatable {
        case moved
        /// Something is at the target already; nothing was changed.
        case exists
        case failed(Int32)
    }

    /// Moves `source`, relative to the open folder `sourceFolder`, to `target`, relative to the open folder `folder`
    /// (the working folder by default).
    static func rename(
        _ source: String, from sourceFolder: Int32 = AT_FDCWD, to target: String, in folder: Int32 = AT_FDCWD
    ) -> Outcome {
        #if canImport(Darwin)
            if renameatx_np(sourceFolder, source, folder, target, UInt32(RENAME_EXCL)) == 0 { return .moved }
            if errno == EEXIST { return .exists }
            guard errno == ENOTSUP || errno == EINVAL else { return .failed(errno) }
        #elseif canImport(Glibc)
            if let renameat2 = linuxRenameAt2 {
                let renameNoReplace: UInt32 = 1 // RENAME_NOREPLACE
                if renameat2(sourceFolder, source, folder, target, renameNoReplace) == 0 { return .moved }
                if errno == EEXIST { return .exists }
                // Older kernels and some file systems do not know the flag; fall through to link.
                guard errno == EINVAL || errno == ENOSYS else { return .failed(errno) }
            }
        #endif
        return linkThenUnlink(source, from: sourceFolder, to: target, in: folder)
    }

    /// `link` fails rather than replace; once linked, the source name goes, as after a rename.
    static func linkThenUnlink(
        _ source: String, from sourceFolder: Int32 = AT_FDCWD, to target: String, in folder: Int32 = AT_FDCWD
    ) -> Outcome {
        guard linkat(sourceFolder, source, folder, target, 0) == 0 else {
            return errno == EEXIST ? .exists : .failed(errno)
        }
        unlinkat(sourceFolder, source, 0)
        return .moved
    }

    #if canImport(Glibc)
        private typealias RenameAt2 =
            @convention(c) (
                Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
            ) -> Int32

        /// glibc ≥ 2.28 has `renameat2`, but Swift's Glibc module does not declare it: look it up once.
        private static let linuxRenameAt2: RenameAt2? = {
            guard let symbol = dlsym(nil, "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        }()
    #endif
}
