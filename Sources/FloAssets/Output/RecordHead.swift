/// What a run record says before its folders (see `RunRecord.save`): the manifest the run read, what it printed, and
/// where the manifest's entries are kept.
struct RecordHead {
    var manifestDigest: SHA256.Digest
    var manifestStamp: StampCache.Stamp
    /// How many files the manifest produces.
    var fileCount: Int
    /// The warnings the run printed.
    var warnings: String
    /// The digest of the manifest's settings (everything but its controls); nil when the record keeps no entries.
    var settings: SHA256.Digest?
    /// How many entries the record keeps, and where their lines start.
    var entryCount = 0
    var entriesStart = 0
}

/// One entry of the manifest's `controls` as a run record keeps it (see `RunRecord.editReplay`).
struct RecordedEntry {
    /// The digest of the entry's text as written (see `EntryText`).
    var digest: SHA256.Digest
    /// How many files it has in each output folder, in the record's order.
    var counts: [Int]
}
