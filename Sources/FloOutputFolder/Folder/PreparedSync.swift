import FloSupport

/// A sync decided and locked, not yet carried out: `apply()` writes, once (the plan lets each file's bytes go as it
/// is written); releasing it unlocks the folder.
package final class PreparedSync {
    let folder: OutputFolder
    let contents: any FolderContents
    private let lock: Int32
    /// The folder's device and inode.
    let identity: [UInt64]?
    var existing: (index: OwnershipIndex, digest: SHA256.Digest)?
    var plan = SyncPlan(files: [], removableExtras: [], keptExtras: [])
    private var isApplied = false

    /// The folders made for this one (it among them when it was missing).
    let createdFolders: CreatedFolders

    init(
        folder: OutputFolder, contents: any FolderContents, lock: Int32, identity: [UInt64]?,
        createdFolders: CreatedFolders
    ) {
        self.folder = folder
        self.contents = contents
        self.lock = lock
        self.identity = identity
        self.createdFolders = createdFolders
    }

    /// Removes the folders made for syncs of a run that stopped on an error, those of the last prepared first, each
    /// only while it is still empty.
    package static func removeCreatedFolders(of syncs: [PreparedSync]) {
        for sync in syncs.reversed() { sync.createdFolders.removeEmpty() }
    }

    deinit {
        close(lock)
    }

    /// Removes, writes and logs what was decided.
    package func apply() throws(FloError) -> OutputFolder.Summary {
        precondition(!isApplied, "a prepared sync is applied once")
        isApplied = true
        var summary = try folder.apply(&plan, existing: existing, contents: contents, opened: lock)
        existing = nil
        if let log = plan.log, let path = folder.logPath, let failure = saveLog(log, to: path) {
            summary.warnings.append(
                Diagnostic(
                    .warning, path: path,
                    message:
                        "the build log was not kept (\(failure.action)\(failure.path == path ? "" : " " + failure.path): \(failure.reason)), so the next run draws every file again; point --cache or XDG_CACHE_HOME at a folder you can write to, or pass --no-cache"
                ))
        }
        return summary
    }

    /// Logs the stamp of every indexed file the run knew the bytes of; returns what failed, if anything did.
    private func saveLog(_ log: BuildLog, to path: String) -> FileSystemError? {
        // A file trusted by the log has the record the log already holds.
        guard plan.files.contains(where: { $0.isIndexed && !$0.trusted }) else { return nil }
        let records = plan.files.compactMap { file -> (path: String, record: BuildLog.Record)? in
            guard file.isIndexed, let stamp = file.stamp,
                let description = contents.descriptionDigest(forGroup: file.group)
            else { return nil }
            return (file.path, BuildLog.Record(descriptionDigest: description, content: file.digest, stamp: stamp))
        }
        return log.save(records, inputs: folder.logInputs, to: path)
    }
}
