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
