#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A sync decided and locked, not yet carried out: `apply()` writes; releasing it unlocks the folder.
package final class PreparedSync {
    let folder: OutputFolder
    let renderer: AssetRenderer
    private let lock: Int32
    /// The folder's device and inode.
    let identity: [UInt64]?
    var existing: (index: OwnershipIndex, digest: SHA256.Digest)?
    var plan = SyncPlan(files: ChunkedList(), removableExtras: [], keptExtras: [])
    /// What the sync left, once `apply()` has succeeded.
    private(set) var ending: OutputFolder.SyncEnding?
    /// Whether `apply()` warned about files it left alone.
    private(set) var warned = false
    /// The stamps of the files being saved: in the background, while the run writes its record, and always done
    /// before the folder is unlocked.
    private var stampsSaving: BackgroundWork<Void>?

    /// The folders made for this one (it among them when it was missing), outermost first.
    let createdFolders: [String]

    init(folder: OutputFolder, renderer: AssetRenderer, lock: Int32, identity: [UInt64]?, createdFolders: [String]) {
        self.folder = folder
        self.renderer = renderer
        self.lock = lock
        self.identity = identity
        self.createdFolders = createdFolders
    }

    /// Removes the folders made for syncs of a run that stopped on an error, those of the last prepared first, each
    /// only while it is still empty.
    package static func removeCreatedFolders(of syncs: [PreparedSync]) {
        for sync in syncs.reversed() { FileSystem.removeEmptyFolders(sync.createdFolders) }
    }

    deinit {
        _ = stampsSaving?.result()
        close(lock)
    }

    /// Removes, writes and records what was decided.
    package func apply() throws(FloError) -> OutputFolder.Summary {
        let (summary, ending) = try folder.apply(&plan, existing: existing, renderer: renderer, opened: lock)
        // The run's record needs the planned files (paths and stamps) and the ending, not the old index.
        existing = nil
        self.ending = ending
        warned = !summary.warnings.isEmpty
        if let stamps = plan.stamps, let path = folder.stampsPath {
            let (folder, plan, renderer) = (folder, plan, renderer)
            stampsSaving = BackgroundWork { folder.saveStamps(stamps, plan: plan, renderer: renderer, to: path) }
        }
        return summary
    }
}
