import FloSupport

/// Preparing a sync: the folder made and locked, the index and the log read, the plan made and its conflicts thrown.
extension OutputFolder {
    /// Locks the folder and decides everything a sync will do, writing nothing; throws the conflicts, if any. Several
    /// folders are all prepared before any is applied, so a conflict in one leaves every other untouched.
    ///
    /// `others` are the folders prepared before this one: the same folder under another spelling (a link, `..`,
    /// another case) is an error, not a second lock that would wait for ever.
    package func prepare(_ contents: any FolderContents, after others: [PreparedSync] = []) throws(FloError)
        -> PreparedSync
    {
        if let blocked = fileInTheWay() { throw .conflicts([blocked] + noteWhereNamed()) }
        // Another run may remove a folder it made while this one waits for its lock (that run failing): made again.
        for attempt in 1...3 {
            let created = try fileAccess { try FileSystem.createFolder(path) }
            do {
                if let prepared = try prepare(contents, after: others, created: created, lastAttempt: attempt == 3) {
                    return prepared
                }
            } catch {
                created.removeEmpty()
                throw error
            }
        }
        preconditionFailure("the last attempt returns or throws")
    }

    /// What orders the folders runs lock: the folder's path with links resolved, as far as it exists. Two runs whose
    /// manifests list the same folders in other orders would otherwise each hold a folder the other waits for.
    package var lockOrder: String {
        var existing = path
        var missing: [String] = []
        while true {
            if let resolved = FileSystem.resolvedPath(existing) {
                return missing.reversed().reduce(resolved) { PathResolution.joined($0, $1) }
            }
            let parent = PathResolution.parent(of: existing)
            guard !parent.isEmpty, parent != existing else { return path }
            missing.append(String(existing.dropFirst(parent.count).drop { $0 == "/" }))
            existing = parent
        }
    }

    /// Whether the folder's path still leads to the open folder `opened`, and that lies inside `staysInside`: what a
    /// run or `--check` reading and writing through `opened` must hold to act on the folder the user named.
    func pathLeads(to opened: Int32) -> Bool {
        FileSystem.identity(of: path) == FileSystem.identity(ofOpen: opened) && isStillInside(opened: opened)
    }

    /// Whether the open folder `opened` lies inside `staysInside`: its own path, where the system tells it (Linux),
    /// else the path's, once it is known to be that folder.
    func isStillInside(opened: Int32) -> Bool {
        guard let staysInside else { return true }
        let root = FileSystem.resolvedPath(staysInside) ?? staysInside
        let actual =
            FileSystem.path(ofOpen: opened)
            ?? FileSystem.resolvedPath(path).flatMap {
                FileSystem.identity(of: $0) == FileSystem.identity(ofOpen: opened) ? $0 : nil
            }
        guard let actual else { return false }
        return actual == root || actual.utf8.starts(with: (root.hasSuffix("/") ? root : root + "/").utf8)
    }

    /// The first file (or FIFO, socket, device, link to one or to nothing) where the folder or one of its parents
    /// should be, as the problem it is: the user's to move, not a failed write. Nil when the path is clear or cannot
    /// be searched (making the folder then says why).
    func fileInTheWay() -> Diagnostic? {
        let components = path.pathComponents()
        var prefix = path.startsWithSlash ? "" : "."
        for (position, component) in components.enumerated() {
            prefix += "/" + component
            var info = stat()
            let kind: String
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT != S_IFDIR else { continue }
                kind = info.st_mode & S_IFMT == S_IFREG ? "a file" : "a special file (a FIFO, socket or device)"
            } else {
                guard lstat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
                kind = "a symbolic link to nothing"
            }
            // Named as the user named the folder, when the file is within what they wrote.
            let below = components.count - position - 1
            let written = displayPath.pathComponents()
            let shown =
                below < written.count
                ? (displayPath.startsWithSlash ? "/" : "") + written.dropLast(below).joined(separator: "/") : prefix
            return Diagnostic(
                path: shown,
                message: "is \(kind) where an output folder goes; move it away or choose another path for the output")
        }
        return nil
    }

    /// A note pointing at where the manifest names the folder, when it does: the path to change is there.
    func noteWhereNamed() -> [Diagnostic] {
        guard let namedAt else { return [] }
        return [
            Diagnostic(
                .note, path: namedAt.manifest, location: namedAt.location, message: "the output folder is named here")
        ]
    }

    /// `prepare(_:after:)` once the folder exists; `created` are the folders made for it. Nil when the folder was
    /// removed while this run waited for it, but on the `lastAttempt`, which says so.
    private func prepare(
        _ contents: any FolderContents, after others: [PreparedSync], created: CreatedFolders, lastAttempt: Bool
    ) throws(FloError) -> PreparedSync? {
        let identity = FileSystem.identity(of: path)
        if let twin = others.first(where: { identity != nil && $0.identity == identity }) {
            throw .invalidManifest([sameFolderDiagnostic(twin.folder)])
        }
        let lock = try fileAccess { try FileSystem.lock(path, exclusive: true) }
        let prepared = PreparedSync(
            folder: self, contents: contents, lock: lock, identity: identity, createdFolders: created)
        if FileSystem.identity(of: path) == nil {
            guard lastAttempt else { return nil }
            throw .fileAccess(
                Diagnostic(
                    path: displayPath,
                    message: "was removed while flo-assets waited for it, again and again; generate again"))
        }
        // New files are made through the locked descriptor, everything else by path: both must be this folder.
        guard identity == nil || FileSystem.identity(ofOpen: lock) == identity else {
            throw .fileAccess(
                Diagnostic(path: displayPath, message: "was replaced while flo-assets opened it; generate again"))
        }
        guard isStillInside(opened: lock) else {
            throw .fileAccess(
                Diagnostic(
                    path: displayPath,
                    message:
                        "leads out of the manifest's folder now (a link took its place, or a folder on its way's, while flo-assets opened it); correct the path, then generate again"
                ))
        }
        let existing = try readIndex(opened: lock)
        let index = existing?.index ?? OwnershipIndex(entries: [])
        // Nothing in the folder (new, or emptied), and no other run adds to it while it is locked (where the file
        // system has locks): every file is missing, without an `lstat` each to tell. A file someone else makes
        // meanwhile is not replaced: new files are created exclusively.
        let isEmpty = existing == nil && FileSystem.isEmptyFolder(path, opened: lock)
        let context = BuildLog.Context(settings: contents.settingsDigest)
        // An empty folder has nothing the log could vouch for: it is written afresh.
        let log = logPath.map { isEmpty ? BuildLog(context: context) : BuildLog.load(from: $0, context: context) }
        let heldBefore = others.reduce(0) { $0 + $1.plan.files.reduce(0) { $0 + ($1.bytes?.count ?? 0) } }
        let plan = try makePlan(
            contents, index: index, log: log, folderIsEmpty: isEmpty, opened: lock, heldBefore: heldBefore)
        let conflicts =
            plan.files.compactMap { file in
                file.conflict.map { Diagnostic(path: displayPath(of: file.path), message: $0) }
            }
            + clashes(of: contents, opened: lock).map {
                Diagnostic(path: displayPath(of: $0.path), message: $0.message)
            }
        guard conflicts.isEmpty else { throw .conflicts(conflicts) }
        prepared.existing = existing
        prepared.plan = plan
        return prepared
    }
}
