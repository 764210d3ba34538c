/// One generated file as a run plans it: what to do, the index entry of its new contents, the bytes to write and its
/// stamp once the run knows the file holds them. What only a few files have is boxed (`details`).
struct PlannedFile: Sendable {
    /// What only some files have: the tool's own older contents still at the path, or why the path cannot be
    /// written.
    final class Details: Sendable {
        /// The index entry of the tool's own older contents still at the path, kept in the index until they are
        /// replaced.
        let currentEntry: OwnershipIndex.Entry?
        /// Why the path cannot be written, when it cannot.
        let conflict: String?

        init(currentEntry: OwnershipIndex.Entry? = nil, conflict: String? = nil) {
            self.currentEntry = currentEntry
            self.conflict = conflict
        }
    }

    var path: String
    /// The group of the contents that produces it, whose description the log records.
    var group: Int
    /// The size of its new contents.
    var size: Int
    /// The digest of its new contents: with the size, its index entry.
    var digest: SHA256.Digest
    /// Whether nothing is at the path yet, so the file must be created without replacing anything.
    var isNew = false
    var needsWrite = false
    /// Whether the index lists it: everything but a file created once (never replaced or removed).
    var isIndexed: Bool
    /// Whether the run trusted the file by its stamp, without drawing it.
    var trusted = false
    var bytes: [UInt8]?
    var details: Details?
    /// The file's stamp, taken when the run knew it held the right bytes (see `BuildLog`); nil when none was.
    var stamp: FileStamp?

    var newEntry: OwnershipIndex.Entry { OwnershipIndex.Entry(path: path, size: size, digest: digest) }
    var currentEntry: OwnershipIndex.Entry? { details?.currentEntry }
    var conflict: String? { details?.conflict }
}
