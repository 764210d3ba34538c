#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writing the folder's index from the plan: listed in order without copying the plan's entries, streamed to a
/// temporary file and moved into place, so that the index of tens of thousands of files is never held whole.
extension OutputFolder {
    /// The entries of an index a run writes: the new contents of the plan's indexed files (but `lost` ones), and
    /// `others` (older contents still in place, kept leftovers).
    struct IndexListing {
        /// The indexed files' positions in the plan, sorted by path: four bytes a file, the paths read from the plan.
        let sorted: [Int32]
        /// The other entries to list — older contents still in place, kept leftovers — sorted.
        var others: [OwnershipIndex.Entry] = []
        /// Files the run could not write: their new contents are not listed.
        var lost: Set<String> = []

        /// The listing of the indexed files among `files`.
        init(_ files: ChunkedList<PlannedFile>) {
            self.init(sorted: Self.sortedIndexed(paths: files.map(\.path), isIndexed: files.map(\.isIndexed)))
        }

        /// The listing of files already sorted by `sortedIndexed`.
        init(sorted: [Int32]) {
            self.sorted = sorted
        }

        /// The positions of the indexed files among the plan's `paths` (one flag each in `isIndexed`), sorted by path.
        static func sortedIndexed(paths: [String], isIndexed: [Bool]) -> [Int32] {
            var sorted: [Int32] = []
            sorted.reserveCapacity(paths.count)
            // Within Int32: a manifest expands to at most a million controls, a few files each.
            for position in paths.indices where isIndexed[position] { sorted.append(Int32(position)) }
            // Paths are unique in a plan.
            sorted.sort { paths[Int($0)] < paths[Int($1)] }
            return sorted
        }

        /// The entries listed, with the new contents as `files` (the plan, which is not held meanwhile: it is
        /// changed in place as files are written) records them.
        func entries(of files: ChunkedList<PlannedFile>) -> Entries {
            Entries(listing: self, files: files)
        }

        /// The entries in index order, without repeats: the two sorted lists merged.
        struct Entries: Sequence {
            let listing: IndexListing
            let files: ChunkedList<PlannedFile>

            struct Iterator: IteratorProtocol {
                let entries: Entries
                var nextSorted = 0
                var nextOther = 0
                var last: OwnershipIndex.Entry?
                /// Whether the files are all there is (a fresh or a plain run): nothing to merge, skip or repeat.
                let filesOnly: Bool

                init(entries: Entries) {
                    self.entries = entries
                    filesOnly = entries.listing.others.isEmpty && entries.listing.lost.isEmpty
                }

                mutating func next() -> OwnershipIndex.Entry? {
                    if filesOnly {
                        guard nextSorted < entries.listing.sorted.count else { return nil }
                        nextSorted += 1
                        return entries.files[Int(entries.listing.sorted[nextSorted - 1])].newEntry
                    }
                    let (sorted, others, lost) = (entries.listing.sorted, entries.listing.others, entries.listing.lost)
                    while true {
                        while nextSorted < sorted.count && lost.contains(entries.files[Int(sorted[nextSorted])].path) {
                            nextSorted += 1
                        }
                        let file = nextSorted < sorted.count ? entries.files[Int(sorted[nextSorted])].newEntry : nil
                        let other = nextOther < others.count ? others[nextOther] : nil
                        let entry: OwnershipIndex.Entry
                        if let other, file.map({ other < $0 }) ?? true {
                            entry = other
                            nextOther += 1
                        } else if let file {
                            entry = file
                            nextSorted += 1
                        } else {
                            return nil
                        }
                        if entry != last {
                            last = entry
                            return entry
                        }
                    }
                }
            }

            func makeIterator() -> Iterator {
                Iterator(entries: self)
            }
        }
    }

    /// Writes the index listing `entries`, unless the folder's index already says exactly that (`current` is its
    /// digest); returns the digest of the index the folder now has. Atomic: readers see the old or the new index.
    /// An index that would not change is only hashed, never written: not even a temporary file touches the folder,
    /// whose times the run's record checks (and watchers react to).
    ///
    /// `written` is set to the stamp of the file as the run named it, when it writes it and it is still that file.
    func writeIndex(_ entries: IndexListing.Entries, current: SHA256.Digest?, written: inout StampCache.Stamp?)
        throws(FloError) -> SHA256.Digest
    {
        if let current {
            var accumulator = SHA256.Accumulator()
            _ = OwnershipIndex.serialize(entries) { part in
                accumulator.add(UnsafeRawBufferPointer(part))
                return true
            }
            if accumulator.digest == current { return current }
        }
        let (descriptor, temporary) = try fileAccess { try FileSystem.createTemporaryFile(in: path) }
        var accumulator = SHA256.Accumulator()
        let isWritten = OwnershipIndex.serialize(entries) { part in
            accumulator.add(UnsafeRawBufferPointer(part))
            return FileSystem.writeAll(UnsafeRawBufferPointer(part), to: descriptor)
        }
        var info = stat()
        let stamp = isWritten && fstat(descriptor, &info) == 0 ? StampCache.Stamp(info) : nil
        // The error is taken before `close`, which would overwrite `errno`.
        var failure = isWritten ? nil : FileSystemError(action: "cannot write in", path: path)
        if close(descriptor) != 0 && failure == nil { failure = FileSystemError(action: "cannot write in", path: path) }
        if let failure {
            unlink(temporary)
            try fileAccess { throw failure }
        }
        try fileAccess { try FileSystem.replace(absolutePath(of: OwnershipIndex.fileName), with: temporary) }
        // Taken right after the rename, as each file's stamp is right after it is named, and kept only if it is still
        // the file written: an edit or a replacement in between would otherwise be vouched for.
        let named = StampCache.Stamp(path: absolutePath(of: OwnershipIndex.fileName))
        written = stamp.flatMap { stamp in named.flatMap { $0.isSameWrite(as: stamp) ? $0 : nil } }
        return accumulator.digest
    }
}
