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

        /// The folder open as `descriptor`, opened again (the copy is this one's to close); nil when it cannot be.
        package convenience init?(reopening descriptor: Int32) {
            let copy = dup(descriptor)
            guard copy >= 0 else { return nil }
            self.init(descriptor: copy)
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
