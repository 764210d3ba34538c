/// Files written, replaced and removed relative to their folder, opened name by name from the locked output folder
/// without following a link: a subfolder swapped for a link while a run draws fails the run rather than lead a
/// write or a removal out of the folder.
extension FileSystem {
    /// The folder holding `relative` (a path inside the open folder `root`), opened name by name without following a
    /// link, each made first when `creating` (those made are removed again should a later one fail); and the file's
    /// own name. The caller closes the descriptor with `closeParent`: for a file directly in `root`, it is `root`'s.
    static func openParent(
        of relative: String, in root: (descriptor: Int32, path: String), creating: Bool = false
    ) throws(FileSystemError) -> (folder: Int32, name: String) {
        // Most outputs are flat: no folder to open.
        guard relative.containsSlash else { return (root.descriptor, relative) }
        var components = relative.pathComponents().map(String.init)
        let name = components.removeLast()
        var current = dup(root.descriptor)
        guard current >= 0 else { throw FileSystemError(action: "cannot open folder", path: root.path) }
        let made = CreatedFolders()
        for (position, component) in components.enumerated() {
            let path = ([root.path] + components[...position]).joined(separator: "/")
            if creating {
                if mkdirat(current, component, 0o755) == 0 {
                    made.madeFolder(component, in: current)
                } else if errno != EEXIST {
                    let error = FileSystemError(action: "cannot create folder", path: path)
                    close(current)
                    made.removeEmpty()
                    throw error
                }
            }
            let next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                var error = FileSystemError(action: "cannot open folder", path: path)
                if error.code == ELOOP || error.code == ENOTDIR {
                    error.fix = Self.tookItsPlace
                }
                close(current)
                made.removeEmpty()
                throw error
            }
            close(current)
            current = next
        }
        return (current, name)
    }

    /// What is found, looking a path up in an open folder without following a link or making anything.
    enum Lookup {
        /// Every folder on the way is a real folder: the last one open (close it with `closeParent`).
        case opened(Int32)
        /// Something on the way is not there.
        case absent
        /// The first thing on the way (a path inside the root) that is no folder: a link, a file.
        case blocked(at: String, EntryKind)
    }

    /// The folder holding `relative` (a path inside the open folder `root`), looked up name by name without
    /// following a link, and the file's own name: what reads of an output folder go through, so a folder swapped
    /// for a link while a run compares leads them nowhere outside.
    static func findParent(of relative: String, in root: (descriptor: Int32, path: String))
        throws(FileSystemError) -> (found: Lookup, name: String)
    {
        // Most outputs are flat: no folder to open.
        guard relative.containsSlash else { return (.opened(root.descriptor), relative) }
        var components = relative.pathComponents().map(String.init)
        let name = components.removeLast()
        return (try openFolder(components, in: root), name)
    }

    /// The names in the folder `relative` inside the open folder `root`, looked up as `findParent` does; empty
    /// when it cannot be listed.
    static func names(inFolder relative: String, in root: (descriptor: Int32, path: String)) -> [String] {
        let components = relative.pathComponents().map(String.init)
        guard case .opened(let folder)? = try? openFolder(components, in: root) else { return [] }
        // A listing takes its descriptor over.
        return names(inOpen: folder == root.descriptor ? dup(folder) : folder)
    }

    /// Opens the folders `components` one inside the other from `root`, none through a link.
    private static func openFolder(_ components: [String], in root: (descriptor: Int32, path: String))
        throws(FileSystemError) -> Lookup
    {
        var current = root.descriptor
        for (position, component) in components.enumerated() {
            let next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let code = errno
                let found = kind(at: component, relativeTo: current)
                closeParent(current, in: root.descriptor)
                let prefix = components[...position].joined(separator: "/")
                switch found {
                case .absent: return .absent
                case .folder:
                    var error = FileSystemError(
                        action: "cannot open folder", path: root.path + "/" + prefix, code: code)
                    if code == ELOOP || code == ENOTDIR {
                        error.fix = Self.tookItsPlace
                    }
                    throw error
                default: return .blocked(at: prefix, found)
                }
            }
            closeParent(current, in: root.descriptor)
            current = next
        }
        return .opened(current)
    }

    /// The fix of a folder on a file's way that could not be opened as a folder while a run went on.
    private static let tookItsPlace =
        "a link or a file took its place while flo-assets ran; move it away, then generate again"

    /// Closes a folder `openParent` opened in `root`, unless it is `root` itself.
    static func closeParent(_ folder: Int32, in root: Int32) {
        if folder != root { close(folder) }
    }

    /// Replaces the file `name` in the open folder `folder` (`path`, for messages) with the temporary file `name` in
    /// the open folder `temporary.folder`, atomically.
    static func replace(
        _ name: String, in folder: Int32, path: String, with temporary: (folder: Int32, name: String)
    ) throws(FileSystemError) {
        guard renameat(temporary.folder, temporary.name, folder, name) == 0 else {
            let error = FileSystemError(action: "cannot replace", path: path)
            unlinkat(temporary.folder, temporary.name, 0)
            throw error
        }
    }

    /// Removes the file `relative` inside the open folder `root`.
    static func remove(_ relative: String, in root: (descriptor: Int32, path: String)) throws(FileSystemError) {
        let (folder, name) = try openParent(of: relative, in: root)
        defer { closeParent(folder, in: root.descriptor) }
        guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else {
            let code = errno
            throw FileSystemError(action: "cannot remove", path: root.path + "/" + relative, code: code)
        }
    }

    /// Removes the folder `relative` inside the open folder `root` if it is empty; false when it is not removed.
    static func removeEmptyFolder(_ relative: String, in root: (descriptor: Int32, path: String)) -> Bool {
        guard let (folder, name) = try? openParent(of: relative, in: root) else { return false }
        defer { closeParent(folder, in: root.descriptor) }
        return unlinkat(folder, name, AT_REMOVEDIR) == 0 || errno == ENOENT
    }
}
