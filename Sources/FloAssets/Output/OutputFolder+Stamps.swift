/// The stamps a run leaves for the next (see `StampCache` and `RunRecord`).
extension OutputFolder {
    /// What a finished sync can vouch for: each indexed file with the stamp the run took when it knew the file's
    /// bytes, and whether every indexed file has one. A file changed since (during the run, or later) has another
    /// stamp, so the next run compares it: the stamps are never looked at again here.
    struct Vouched: Sendable {
        /// The file's position in the plan, and its stamp.
        var stamps: [(position: Int, stamp: StampCache.Stamp)] = []
        var isComplete = true
    }

    func vouchedStamps(_ log: StampLog, plan: SyncPlan) -> Vouched {
        var vouched = Vouched()
        vouched.stamps.reserveCapacity(plan.files.count)
        for (position, file) in plan.files.enumerated() where file.isIndexed {
            guard let stamp = log[file.path], stamp.isPrecise else {
                vouched.isComplete = false
                continue
            }
            vouched.stamps.append((position, stamp))
        }
        return vouched
    }

    /// Records the stamp of every file the run vouches for; nothing to write when it trusted them all.
    func saveStamps(
        _ stamps: (log: StampLog, context: String, loaded: Int), vouched: Vouched, plan: SyncPlan,
        renderer: AssetRenderer, to path: String
    ) {
        // Counted, not filtered: a plan holds one entry per file, and a copy of it is not small.
        var indexedCount = 0
        var allTrusted = true
        for file in plan.files where file.isIndexed {
            indexedCount += 1
            allTrusted = allTrusted && file.trusted
        }
        if plan.removableExtras.isEmpty && allTrusted && stamps.loaded == indexedCount { return }
        let writer = StampCache.Writer(context: stamps.context, path: path)
        for (position, stamp) in vouched.stamps {
            let file = plan.files[position]
            guard let description = renderer.description(forGroup: file.group), let content = file.newEntry.digest
            else { continue }
            writer.add(file.path, StampCache.Record(description: description, content: content, stamp: stamp))
        }
        writer.save()
    }
}
