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
        var created: [String] = []
        for (position, component) in components.enumerated() {
            let path = ([root.path] + components[...position]).joined(separator: "/")
            if creating {
                if mkdirat(current, component, 0o755) == 0 {
                    created.append(path)
                } else if errno != EEXIST {
                    let error = FileSystemError(action: "cannot create folder", path: path)
                    close(current)
                    removeEmptyFolders(created)
                    throw error
                }
            }
            let next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                var error = FileSystemError(action: "cannot open folder", path: path)
                if error.code == ELOOP || error.code == ENOTDIR {
                    error.fix =
                        "a link or a file took its place while flo-assets ran; move it away, then generate again"
                }
                close(current)
                removeEmptyFolders(created)
                throw error
            }
            close(current)
            current = next
        }
        return (current, name)
    }

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
