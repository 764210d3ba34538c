/// The stamps a run leaves for the next (see `StampCache` and `RunRecord`).
extension OutputFolder {
    /// Whether the run has a stamp for every indexed file, taken when it knew the file's bytes. A file changed since
    /// (during the run, or later) has another stamp, so the next run compares it: the stamps are never looked at
    /// again here.
    func vouchesForAll(_ plan: SyncPlan) -> Bool {
        plan.files.allSatisfy { !$0.isIndexed || $0.stamp?.isPrecise == true }
    }

    /// Records the stamp of every file the run vouches for; nothing to write when it trusted them all.
    func saveStamps(
        _ stamps: (context: String, loaded: Int), plan: SyncPlan, renderer: AssetRenderer, to path: String
    ) {
        var indexedCount = 0
        var allTrusted = true
        for file in plan.files where file.isIndexed {
            indexedCount += 1
            allTrusted = allTrusted && file.trusted
        }
        if plan.removableExtras.isEmpty && allTrusted && stamps.loaded == indexedCount { return }
        let writer = StampCache.Writer(context: stamps.context, path: path)
        for file in plan.files where file.isIndexed {
            guard let stamp = file.stamp, stamp.isPrecise, let description = renderer.description(forGroup: file.group)
            else { continue }
            writer.add(file.path, StampCache.Record(description: description, content: file.digest, stamp: stamp))
        }
        writer.save()
    }
}
