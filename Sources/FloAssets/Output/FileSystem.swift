import Foundation

/// The few POSIX file operations the output folder needs, with errors that name the path.
enum FileSystem {
    /// The bytes of the file at `path`, or `nil` when there is no such file.
    static func contents(ofFile path: String) throws(FileAccessError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw failure("cannot read", path)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read", path) }
        // Sized from fstat, plus one byte to see the end of a file that grew meanwhile.
        var result = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == result.count { result.append(contentsOf: [UInt8](repeating: 0, count: result.count)) }
            let count = result.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read", path)
            }
            if count == 0 { break }
            filled += count
        }
        result.removeSubrange(filled...)
        return result
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so readers and
    /// interrupted runs only ever see the old or the new complete file.
    static func writeAtomically(_ bytes: [UInt8], to path: String, temporaryName: String) throws(FileAccessError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder.isEmpty ? temporaryName : folder + "/" + temporaryName
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot write", temporary) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { write(descriptor, $0 + written, buffer.count - written) } ?? 0
            }
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure("cannot write", path)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += count
        }
        guard close(descriptor) == 0 else {
            let error = failure("cannot write", path)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot replace", path)
            unlink(temporary)
            throw error
        }
    }

    static func remove(_ path: String) throws(FileAccessError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("cannot remove", path) }
    }

    /// Creates `path` and its parents when missing.
    static func createFolder(_ path: String) throws(FileAccessError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileAccessError(message: "error: cannot create folder \(path): \(ManifestLoader.describe(error))")
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The names in the folder at `path` (empty when it does not exist), sorted.
    static func contents(of path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    private static func failure(_ action: String, _ path: String) -> FileAccessError {
        FileAccessError(message: "error: \(action) \(path): \(String(cString: strerror(errno)))")
    }
}
