import FloSupport

/// Everything a run will do, decided before anything is written.
struct SyncPlan: Sendable {
    var files: [PlannedFile]
    /// Files generated earlier, no longer produced, still holding what the tool wrote.
    var removableExtras: [String]
    /// Files generated earlier, no longer produced, but changed or replaced since: left alone and reported.
    var keptExtras: [(path: String, diagnostic: Diagnostic)]
    /// The log the run started from, when it keeps one.
    var log: BuildLog?
}

extension SyncPlan {
    /// Whether `index` already says exactly what the final index would: nothing written, removed or kept, and every
    /// indexed file trusted by the log. A file is trusted only while `index` holds exactly one entry for it, of the
    /// bytes the log recorded (see `OutputFolder.appendTrustedFiles`), so its new entry is that one; if nothing else
    /// is listed, the index is the final one already.
    func indexIsAlreadyFinal(_ index: OwnershipIndex, keptEntries: [OwnershipIndex.Entry]) -> Bool {
        let indexed = files.count(where: \.isIndexed)
        return !files.contains(where: \.needsWrite) && removableExtras.isEmpty && keptEntries.isEmpty && indexed > 0
            && indexed == index.entries.count && files.allSatisfy { !$0.isIndexed || $0.trusted }
    }
}
