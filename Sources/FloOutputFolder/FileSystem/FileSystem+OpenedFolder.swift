extension FileSystem {
    /// A folder opened once, whose entries are listed and opened relative to it: a link in place of a subfolder or
    /// a file in it is never followed, whatever happens to the paths meanwhile.
    package final class OpenedFolder {
        let descriptor: Int32

        private init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// The folder at `path`, following links (the user named it); nil when it is none.
        package convenience init?(_ path: String) {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            self.init(descriptor: descriptor)
        }

        /// The real folder `name` in `parent`; nil for a link, a file or nothing.
        package convenience init?(_ name: String, in parent: OpenedFolder) {
            let descriptor = openat(parent.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            self.init(descriptor: descriptor)
        }

        deinit { close(descriptor) }

        /// The names in the folder, sorted; empty when it cannot be read.
        package var names: [String] {
            let copy = dup(descriptor)
            return copy >= 0 ? FileSystem.names(inOpen: copy) : []
        }

        /// The bytes of the regular file `name` in the folder, read as `readRegularFile(at:limit:)` reads one.
        package func readRegularFile(named name: String, limit: Int) throws(FileSystemError) -> ReadResult {
            try FileSystem.readRegularFile(at: name, limit: limit, relativeTo: descriptor)
        }
    }
}

extension FileSystem {
    /// The bytes of the regular file at `components` inside the folder `folder` (whose own path may pass through
    /// links: the user named it), read as `readRegularFile(at:limit:)` reads one: no component may be a link, so
    /// nothing outside the folder is ever read through one. `.notRegular(.symbolicLink)` names a link on the way.
    /// With `identity`, the folder must still be the one it names (not replaced since, by a link or otherwise).
    package static func readRegularFile(
        inside folder: String, identity: [UInt64]? = nil, components: [String], limit: Int
    ) throws(FileSystemError) -> ReadResult {
        guard let name = components.last, var current = OpenedFolder(folder) else { return .absent }
        if let identity, FileSystem.identity(ofOpen: current.descriptor) != identity { return .notRegular(.folder) }
        for component in components.dropLast() {
            guard let next = OpenedFolder(component, in: current) else {
                let found = kind(at: component, relativeTo: current.descriptor)
                return found == .absent ? .absent : .notRegular(found)
            }
            current = next
        }
        return try current.readRegularFile(named: name, limit: limit)
    }
}

extension FileSystem {
    /// The folder holding `relative` (a path inside the open folder `root`, whose path is `rootPath`), opened name by
    /// name without following a link, each made first when `creating`; and the file's own name. The caller closes
    /// the descriptor. A subfolder replaced by a link, even while the run writes, fails here rather than lead out of
    /// the output folder.
    static func openParent(
        of relative: String, in root: (descriptor: Int32, path: String), creating: Bool = false
    ) throws(FileSystemError) -> (folder: Int32, name: String) {
        var components = relative.pathComponents().map(String.init)
        let name = components.removeLast()
        var current = dup(root.descriptor)
        guard current >= 0 else { throw FileSystemError(action: "cannot open folder", path: root.path) }
        for (position, component) in components.enumerated() {
            if creating { _ = mkdirat(current, component, 0o755) }
            let next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let error = FileSystemError(
                    action: "cannot open folder", path: ([root.path] + components[...position]).joined(separator: "/"))
                close(current)
                throw error
            }
            close(current)
            current = next
        }
        return (current, name)
    }

    /// Replaces the file `name` in the open folder `folder` (`path`, for messages) with the file at `temporary`,
    /// atomically.
    static func replace(_ name: String, in folder: Int32, path: String, with temporary: String)
        throws(FileSystemError)
    {
        guard renameat(AT_FDCWD, temporary, folder, name) == 0 else {
            let error = FileSystemError(action: "cannot replace", path: path)
            unlink(temporary)
            throw error
        }
    }

    /// Removes the file `relative` inside the open folder `root`, never through a link on the way.
    static func remove(_ relative: String, in root: (descriptor: Int32, path: String)) throws(FileSystemError) {
        let (folder, name) = try openParent(of: relative, in: root)
        defer { close(folder) }
        guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else {
            throw FileSystemError(action: "cannot remove", path: root.path + "/" + relative)
        }
    }

    /// Removes the folder `relative` inside the open folder `root` if it is empty; false when it is not removed.
    static func removeEmptyFolder(_ relative: String, in root: (descriptor: Int32, path: String)) -> Bool {
        guard let (folder, name) = try? openParent(of: relative, in: root) else { return false }
        defer { close(folder) }
        return unlinkat(folder, name, AT_REMOVEDIR) == 0 || errno == ENOENT
    }
}
