/// Everything a run will do, decided before anything is written.
struct SyncPlan: Sendable {
    var files: ChunkedList<PlannedFile>
    /// Files generated earlier, no longer produced, still holding what the tool wrote.
    var removableExtras: [String]
    /// Files generated earlier, no longer produced, but changed or replaced since: left alone and reported.
    var keptExtras: [(path: String, diagnostic: Diagnostic)]
    /// Whether the run keeps stamps, and what it started from (the records' context and count); nil when it keeps
    /// none. The loaded records themselves are dropped once the plan is made.
    var stamps: (context: String, loaded: Int)?
    /// The indexed files' positions, sorted by path (see `OutputFolder.IndexListing`); nil to sort them when needed.
    var sortedIndexed: [Int32]?
}
