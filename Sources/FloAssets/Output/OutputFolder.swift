#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One output folder: brings it up to date with what the manifest produces, or checks it.
///
/// A run compares every file first and writes nothing if any generated path is taken by something the tool must
/// not replace. Then it removes what it generated earlier and no longer produces, records old and new contents in
/// the index, writes only what changed (each file atomically; new files never replace one created meanwhile), and
/// shrinks the index to the new contents. Whenever it is interrupted, every file it wrote is in the index.
package struct OutputFolder: Sendable {
    /// What a run did.
    package struct Summary: Sendable, Equatable {
        /// Files written because they were new or changed.
        package var written = 0
        /// Files that already held the right bytes.
        package var unchanged = 0
        /// Of those, the files trusted by their stamps without being drawn.
        package var trusted = 0
        /// Files generated earlier that the manifest no longer produces, deleted.
        package var removed = 0
        /// Every file the manifest produces.
        package var total: Int { written + unchanged }
        /// Files left in place with the reason (changed by hand, no longer produced).
        package var warnings: [Diagnostic] = []

        /// Nothing done yet.
        package init() {}

        /// This summary and `other`'s, added up.
        package func adding(_ other: Summary) -> Summary {
            var sum = self
            sum.written += other.written
            sum.unchanged += other.unchanged
            sum.trusted += other.trusted
            sum.removed += other.removed
            sum.warnings += other.warnings
            return sum
        }
    }

    /// The folder's absolute path.
    package let path: String
    /// How messages name the folder (as the user wrote it).
    package let displayPath: String
    /// How many threads draw, compare and write; 1 gives the same bytes, only slower.
    package var workers = ParallelWork.defaultWorkers
    /// How many bytes of drawn files a run keeps between comparing and writing; past it, files are drawn again.
    var retainedBytesLimit = 4 << 20
    /// Where this folder's stamps are kept between runs (see `StampCache`); nil: every run draws every file.
    package var stampsPath: String?

    package init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }

    func absolutePath(of relative: String) -> String { path + "/" + relative }

    func displayPath(of relative: String) -> String {
        displayPath.endsWithSlash ? displayPath + relative : displayPath + "/" + relative
    }

    func displayPath(ofAbsolute absolute: String) -> String {
        if absolute.utf8.elementsEqual(path.utf8) { return displayPath }
        let prefix = (path + "/").utf8
        guard absolute.utf8.starts(with: prefix) else { return absolute }
        return displayPath(of: String(Substring(absolute.utf8.dropFirst(prefix.count))))
    }

    /// The index and the digest of its bytes; nil when there is none. Anything but a small regular file there is a
    /// conflict.
    func readIndex() throws(FloError) -> (index: OwnershipIndex, digest: SHA256.Digest)? {
        let file = OwnershipIndex.fileName
        let result = try fileAccess {
            try FileSystem.readRegularFile(at: absolutePath(of: file), limit: OwnershipIndex.maximumSize)
        }
        switch result {
        case .absent: return nil
        case .contents(let bytes): return (OwnershipIndex(bytes: bytes), SHA256.hash(bytes))
        case .tooLarge:
            throw .conflicts([
                Diagnostic(
                    path: displayPath(of: file),
                    message:
                        "is larger than \(OwnershipIndex.maximumSize >> 20) MiB, so it is not the index flo-assets writes; remove it"
                )
            ])
        case .notRegular(let kind):
            throw .conflicts([
                Diagnostic(
                    path: displayPath(of: file),
                    message: "\(kind.description), not the index flo-assets writes; remove it")
            ])
        }
    }

    /// Brings the folder up to date with what `renderer` produces.
    package func sync(_ renderer: AssetRenderer) throws(FloError) -> Summary {
        try prepare(renderer).apply()
    }

    /// That this folder is `other` under another name.
    package func sameFolderDiagnostic(_ other: OutputFolder) -> Diagnostic {
        Diagnostic(
            path: displayPath,
            message:
                "is the same folder as \(other.displayPath) (through a link, '..' or another case); give both outputs the same path"
        )
    }

    /// What a finished sync leaves for the run's record (see `RunRecord`).
    struct SyncEnding: Sendable {
        /// Whether the run has a stamp for every indexed file (see `vouchesForAll`); false when it kept none.
        var vouchesForAll = false
        /// The digest of the index as the run left it; nil when there is none.
        var indexDigest: SHA256.Digest?
        /// The stamp of the index as the run named it, taken right after the rename; nil when the run left the index
        /// as it was (or it changed right away).
        var indexStamp: StampCache.Stamp?
    }

    /// Carries out `plan`, made from `existing`, while the folder is locked; the drawn bytes it kept are let go
    /// once written.
    func apply(
        _ plan: inout SyncPlan, existing: (index: OwnershipIndex, digest: SHA256.Digest)?, renderer: AssetRenderer,
        opened: Int32? = nil
    ) throws(FloError) -> (summary: Summary, ending: SyncEnding) {
        let index = existing?.index ?? OwnershipIndex(entries: [])
        TemporaryName.sweep(path)
        var summary = Summary()
        summary.warnings = plan.keptExtras.map(\.diagnostic)
        // Removals first: they free space and inodes for the writes, and the old index still owns these files.
        // Each is checked once more right before, so an edit made since the plan is kept.
        // A namespace's Contents.json goes last, once the sets removed with it are gone, and only when nothing else
        // is left in its folder: removing it from under the user's own sets would move them out of the namespace.
        let (namespaces, files) = plan.removableExtras.partitioned(by: Self.isFolderContents)
        // Only needed, and only made, when something is removed.
        let stillProduced = plan.removableExtras.isEmpty ? [] : plan.files.map(\.path)
        let removedFiles = try removeOwned(files, index: index, renderer: renderer)
        summary.warnings += removeEmptiedFolders(removedFiles, stillProduced: stillProduced)
        var emptiedNamespaces: [String] = []
        for extra in namespaces {
            let folder = String(extra.dropLast("/Contents.json".count))
            let others = FileSystem.names(in: absolutePath(of: folder), followingLinks: false).filter {
                $0 != "Contents.json"
            }
            guard others.isEmpty else {
                let message =
                    "kept: the folder still holds \(others.map { "'\($0)'" }.joined(separator: ", ")), which stay in its namespace; delete it yourself if they should not"
                summary.warnings.append(Diagnostic(.warning, path: displayPath(of: extra), message: message))
                continue
            }
            emptiedNamespaces.append(extra)
        }
        let removedNamespaces = try removeOwned(emptiedNamespaces, index: index, renderer: renderer)
        summary.warnings += removeEmptiedFolders(removedNamespaces, stillProduced: stillProduced)
        summary.removed = removedFiles.count + removedNamespaces.count
        var currentIndex = existing?.digest
        var indexStamp: StampCache.Stamp?
        // Old and new contents of every produced file; kept leftovers stay listed (not owned: their bytes changed)
        // until the run ends, so a failed run reports them again next time.
        let keptEntries = plan.keptExtras.flatMap { index.entries(for: $0.path) }
        // Positions, not copies of the planned files: a plan holds one entry per file.
        let changed = plan.files.indices.filter { plan.files[$0].needsWrite }
        var listing = plan.sortedIndexed.map(IndexListing.init(sorted:)) ?? IndexListing(plan.files)
        plan.sortedIndexed = nil
        // Whether the union written below is already the final index: no old contents in it, and (checked after
        // writing) no file lost to a conflict. A fresh run's index is then written, and hashed, once.
        var unionIsFinal = false
        // With nothing to write or remove the union is the final index: written once, below.
        if !changed.isEmpty || !plan.removableExtras.isEmpty || !keptEntries.isEmpty {
            listing.others = keptEntries
            for position in changed {
                if let current = plan.files[position].currentEntry { listing.others.append(current) }
            }
            listing.others.sort()
            if !listing.sorted.isEmpty || !listing.others.isEmpty {
                // With files to write the union lists their new contents, which the index does not: no need to
                // hash it first to see whether it changed.
                currentIndex = try writeIndex(
                    listing.entries(of: plan.files), current: changed.isEmpty ? currentIndex : nil,
                    written: &indexStamp)
                unionIsFinal = listing.others.isEmpty
            }
            listing.others = []
        }

        let outcome = try write(&plan.files, renderer: renderer, takingStamps: plan.stamps != nil, opened: opened)
        summary.written = outcome.written
        summary.unchanged = plan.files.count - changed.count
        summary.trusted = plan.files.reduce(0) { $0 + ($1.trusted ? 1 : 0) }
        listing.lost = Set(outcome.conflicts.map(\.path))
        let hasIndex = listing.sorted.contains { !listing.lost.contains(plan.files[Int($0)].path) }
        if !hasIndex {
            if currentIndex != nil {
                try fileAccess { try FileSystem.remove(absolutePath(of: OwnershipIndex.fileName)) }
            }
        } else if !(unionIsFinal && listing.lost.isEmpty) {
            currentIndex = try writeIndex(listing.entries(of: plan.files), current: currentIndex, written: &indexStamp)
        }
        guard outcome.conflicts.isEmpty else {
            throw .conflicts(outcome.conflicts.map { Diagnostic(path: displayPath(of: $0.path), message: $0.message) })
        }
        var ending = SyncEnding(indexDigest: hasIndex ? currentIndex : nil, indexStamp: hasIndex ? indexStamp : nil)
        // The stamps themselves are saved by the caller (`PreparedSync`), beside the run's record.
        if plan.stamps != nil { ending.vouchesForAll = vouchesForAll(plan) }
        return (summary, ending)
    }
}
