import FloSupport

/// Writing the folder's index from the plan: before the writes, every file's old and new contents, so a run killed
/// at any point leaves every file it wrote owned; after them, the new contents alone.
extension OutputFolder {
    /// The index of the old and new contents of every produced file and of `keptEntries`, to write before the
    /// writes; nil when the run changes nothing or it would list nothing. Refused when larger than the largest file
    /// a run writes, which the next run could not read: it is the larger of the two indexes a run writes, and is
    /// built before anything in the folder changes.
    func indexBeforeWrites(_ plan: SyncPlan, keptEntries: [OwnershipIndex.Entry]) throws(FloError) -> [UInt8]? {
        guard plan.files.contains(where: \.needsWrite) || !plan.removableExtras.isEmpty || !keptEntries.isEmpty
        else { return nil }
        let olderContents = plan.files.compactMap { $0.needsWrite ? $0.currentEntry : nil }
        let union = Self.index(of: plan.files, others: keptEntries + olderContents)
        guard !union.entries.isEmpty else { return nil }
        let bytes = union.bytes
        let lines = bytes.count { $0 == UInt8(ascii: "\n") }
        guard bytes.count <= maximumGeneratedFileSize, lines <= OwnershipIndex.maximumLines else {
            let message =
                "would list \(union.entries.count) files in \(bytes.count) bytes, more than flo-assets writes in one file (\(maximumGeneratedFileSize >> 20) MiB) or lists in one index (\(OwnershipIndex.maximumLines) lines); split the controls across more output folders"
            throw .invalidManifest([Diagnostic(path: displayPath(of: OwnershipIndex.fileName), message: message)])
        }
        return bytes
    }

    /// Writes the index of the new contents of the plan's files, but the `lost` ones (a conflict kept them from
    /// being written), which keep their old contents' entries; removes the index when it would list nothing.
    func writeFinalIndex(_ plan: SyncPlan, lost: Set<String>, current: SHA256.Digest?, opened: Int32)
        throws(FloError)
    {
        let final = Self.index(of: plan.files, lost: lost)
        if !final.entries.isEmpty {
            _ = try writeIndex(final, current: current, opened: opened)
        } else if current != nil {
            try fileAccess { try FileSystem.remove(OwnershipIndex.fileName, in: (opened, path)) }
        }
    }

    /// The index of the new contents of the plan's indexed files and `others` (older contents still in place, kept
    /// leftovers). A `lost` file, edited while the run wrote, keeps the entry of the contents the tool wrote before,
    /// so the next run reports the edit and an undone edit is the tool's file again; a new one is not listed.
    static func index(of files: [PlannedFile], others: [OwnershipIndex.Entry] = [], lost: Set<String> = [])
        -> OwnershipIndex
    {
        var entries = others
        entries.reserveCapacity(files.count + others.count)
        for file in files where file.isIndexed {
            if !lost.contains(file.path) {
                entries.append(file.newEntry)
            } else if let older = file.currentEntry {
                entries.append(older)
            }
        }
        return OwnershipIndex(entries: consume entries)
    }

    /// Writes `index`, unless the folder's index already says exactly that (`current` is its digest); returns the
    /// digest of the index the folder now has. Atomic: readers see the old or the new index. An index that would
    /// not change is never written: not even a temporary file touches the folder (whose watchers would react).
    func writeIndex(_ index: OwnershipIndex, current: SHA256.Digest?, opened: Int32) throws(FloError)
        -> SHA256.Digest
    {
        try writeIndex(bytes: index.bytes, current: current, opened: opened)
    }

    /// Writes the index `bytes`, as `writeIndex(_:current:opened:)` does.
    func writeIndex(bytes: [UInt8], current: SHA256.Digest?, opened: Int32) throws(FloError) -> SHA256.Digest {
        let digest = SHA256.hash(bytes)
        if digest == current { return digest }
        // Through the locked folder: its path may lead elsewhere by now.
        let temporary = try fileAccess { try FileSystem.writeTemporaryFile(bytes, in: path, opened: opened) }
        try fileAccess {
            try FileSystem.replace(
                OwnershipIndex.fileName, in: opened, path: absolutePath(of: OwnershipIndex.fileName),
                with: (opened, temporary))
        }
        return digest
    }
}
