/// The stamps a run leaves for the next (see `StampCache`).
extension OutputFolder {
    /// Records the stamp of every file the run wrote or found up to date; nothing to write when it trusted them all.
    /// Only a file that still has the stamp the run took when it knew the file's bytes is recorded: an edit made
    /// during the run changes the stamp, and the next run compares the file.
    func saveStamps(
        _ stamps: (log: StampLog, context: String, loaded: Int), plan: SyncPlan, renderer: AssetRenderer,
        to path: String
    ) {
        // Counted, not filtered: a plan holds one entry per file, and a copy of it is not small.
        var indexedCount = 0
        var allTrusted = true
        for file in plan.files where file.isIndexed {
            indexedCount += 1
            allTrusted = allTrusted && file.trusted
        }
        if plan.removableExtras.isEmpty && allTrusted && stamps.loaded == indexedCount { return }
        var writer = StampCache.Writer(context: stamps.context, capacity: indexedCount)
        for file in plan.files where file.isIndexed {
            guard let description = renderer.description(forGroup: file.group), let content = file.newEntry.digest,
                let stamp = stamps.log[file.path], StampCache.Stamp(path: absolutePath(of: file.path)) == stamp
            else { continue }
            writer.add(file.path, StampCache.Record(description: description, content: content, stamp: stamp))
        }
        writer.save(to: path)
    }
}
