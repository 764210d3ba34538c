import FloSupport

/// Writing the folder's index from the plan.
extension OutputFolder {
    /// The index of the new contents of the plan's indexed files (but `lost` ones) and `others`: older contents
    /// still in place, kept leftovers.
    static func index(of files: [PlannedFile], others: [OwnershipIndex.Entry] = [], lost: Set<String> = [])
        -> OwnershipIndex
    {
        var entries = others
        entries.reserveCapacity(files.count + others.count)
        for file in files where file.isIndexed && !lost.contains(file.path) { entries.append(file.newEntry) }
        return OwnershipIndex(entries: consume entries)
    }

    /// Writes `index`, unless the folder's index already says exactly that (`current` is its digest); returns the
    /// digest of the index the folder now has. Atomic: readers see the old or the new index. An index that would
    /// not change is never written: not even a temporary file touches the folder (whose watchers would react).
    func writeIndex(_ index: OwnershipIndex, current: SHA256.Digest?) throws(FloError) -> SHA256.Digest {
        let bytes = index.bytes
        let digest = SHA256.hash(bytes)
        if digest == current { return digest }
        let temporary = try fileAccess { try FileSystem.writeTemporaryFile(bytes, in: path) }
        try fileAccess { try FileSystem.replace(absolutePath(of: OwnershipIndex.fileName), with: temporary) }
        return digest
    }
}
