/// One generated file as a run plans it: what to do, the index entry of its new contents, the bytes to write (kept
/// when memory allows) and its stamp once the run knows the file holds them. A plan holds one per file, tens of
/// thousands of them: what only a few files have is boxed (`details`).
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
    /// The control (or the shared files) that produces it, to draw it again when its bytes were not kept.
    var group: Int
    /// The size and digest of its new contents: its index entry.
    var size: Int
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
    /// The file's stamp, taken when the run knew it held the right bytes (see `StampLog`); nil when none was.
    var stamp: StampCache.Stamp?

    init(path: String, group: Int, entry: OwnershipIndex.Entry, isIndexed: Bool) {
        self.path = path
        self.group = group
        size = entry.size ?? 0
        digest = entry.digest ?? SHA256.hash([])
        self.isIndexed = isIndexed
    }

    var newEntry: OwnershipIndex.Entry { OwnershipIndex.Entry(path: path, size: size, digest: digest) }
    var currentEntry: OwnershipIndex.Entry? { details?.currentEntry }
    var conflict: String? { details?.conflict }
}

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
}

extension OutputFolder {
    func makePlan(
        _ renderer: AssetRenderer, index: OwnershipIndex, stamps: StampCache? = nil, folderIsEmpty: Bool = false
    ) throws(FloError) -> SyncPlan {
        let budget = ByteBudget(limit: retainedBytesLimit)
        let indexPath = displayPath(of: OwnershipIndex.fileName)
        var shortcut: (@Sendable (Int, inout [PlannedFile]) -> Bool)?
        if let stamps, !folderIsEmpty {
            let folder = self
            shortcut = { group, files in
                folder.appendTrustedFiles(of: group, renderer: renderer, index: index, stamps: stamps, to: &files)
            }
        }
        let planned = try compareAll(
            renderer, index: index, takingStamps: stamps != nil, shortcut: shortcut, folderIsEmpty: folderIsEmpty
        ) { group, comparisons, files in
            for comparison in comparisons {
                let expected = comparison.expected
                var file = PlannedFile(
                    path: expected.path, group: group,
                    // Hashed every time, even for an unchanged file: an index entry that is wrong (a hand-resolved merge
                    // conflict, say) must be corrected by the next run, as `--check` demands.
                    entry: OwnershipIndex.Entry(path: expected.path, bytes: expected.bytes),
                    isIndexed: !expected.isCreatedOnce)
                file.stamp = comparison.stamp
                switch comparison.state {
                case .unchanged:
                    break
                case .differs where expected.isCreatedOnce:
                    // The user's own version (a catalog's Contents.json that Xcode wrote): theirs to keep.
                    break
                case .missing:
                    file.isNew = true
                    file.needsWrite = true
                case .differs(let found, owned: true):
                    file.needsWrite = true
                    if let found {
                        file.details = PlannedFile.Details(
                            currentEntry: OwnershipIndex.Entry(path: expected.path, bytes: found))
                    }
                case .differs(_, owned: false):
                    file.details = PlannedFile.Details(
                        conflict: index.contains(expected.path)
                            ? "was changed since flo-assets generated it; move your version away (or undo the change), then generate again"
                            : "exists and was not generated by flo-assets (it is not listed in \(indexPath)); move it away, rename the control, or choose another output folder"
                    )
                case .blocked(let kind, let at):
                    file.details = PlannedFile.Details(
                        conflict: blockedDescription(kind, at: at, for: expected.path)
                            + "; flo-assets never follows, replaces or deletes one in an output folder: move it away, then generate again"
                    )
                }
                if file.needsWrite && budget.take(expected.bytes.count) {
                    // A copy of exactly the file's size: the writer's buffer has room to spare.
                    file.bytes = [UInt8](unsafeUninitializedCapacity: expected.bytes.count) { buffer, count in
                        count = buffer.initialize(from: expected.bytes).1
                    }
                }
                files.append(file)
            }
        }
        let produced = try uniquePaths(planned)
        var removable: [String] = []
        var kept: [(path: String, diagnostic: Diagnostic)] = []
        for extra in index.paths where produced[ignoringCase: extra] != extra {
            switch try fileAccess({ try classifyLeftover(extra, index: index, produced: produced, renderer: renderer) })
            {
            case .gone:
                break
            case .owned:
                removable.append(extra)
            case .changed(.regularFile):
                let message =
                    "no longer produced by the manifest, but changed since flo-assets generated it, so it was kept; it is yours now"
                kept.append((extra, Diagnostic(.warning, path: displayPath(of: extra), message: message)))
            case .foreign:
                let message =
                    "is listed in the index but is no file flo-assets writes; left alone and dropped from the index"
                kept.append((extra, Diagnostic(.warning, path: displayPath(of: extra), message: message)))
            case .changed(let kind):
                let message = "no longer produced by the manifest; \(kind.description) now, so it was left alone"
                kept.append((extra, Diagnostic(.warning, path: displayPath(of: extra), message: message)))
            }
        }
        return SyncPlan(
            files: planned, removableExtras: removable, keptExtras: kept,
            stamps: stamps.map { ($0.context, $0.count) })
    }

    /// Appends the files of `group` as they are, when the stamps vouch for every one: the same description of the
    /// control, the same file (device, inode, size, times) as when a run last knew its bytes, and an index entry of
    /// those bytes. False, appending nothing, at the least doubt, and for the shared files, which are always drawn.
    private func appendTrustedFiles(
        of group: Int, renderer: AssetRenderer, index: OwnershipIndex, stamps: StampCache,
        to files: inout [PlannedFile]
    ) -> Bool {
        guard let description = renderer.description(forGroup: group) else { return false }
        let start = files.count
        for path in renderer.paths(forGroup: group) {
            let entries = index.entries(for: path)
            guard let record = stamps.record(for: path), record.description == description,
                blockedParent(of: path) == nil, StampCache.Stamp(path: absolutePath(of: path)) == record.stamp,
                entries.count == 1, let entry = entries.first, entry.digest == record.content,
                entry.size.map(UInt64.init) == record.stamp.size
            else {
                files.removeLast(files.count - start)
                return false
            }
            var file = PlannedFile(path: path, group: group, entry: entry, isIndexed: true)
            file.trusted = true
            file.stamp = record.stamp
            files.append(file)
        }
        return true
    }

    /// The produced paths; two outputs writing one file (in any case) cannot both be right.
    private func uniquePaths(_ files: ChunkedList<PlannedFile>) throws(FloError) -> ProducedPaths {
        let produced = ProducedPaths(files.map(\.path))
        let clashes = produced.repeats.map { path, first in
            Diagnostic(
                path: displayPath(of: path),
                message: "is written twice (also as \(first)); outputs must produce distinct files, even ignoring case")
        }
        guard clashes.isEmpty else { throw .conflicts(clashes) }
        return produced
    }
}

/// A shared allowance of bytes, so a huge manifest draws some files twice rather than holding them all.
final class ByteBudget: @unchecked Sendable {
    private let lock = Lock()
    private var remaining: Int

    init(limit: Int) {
        remaining = limit
    }

    /// Whether `count` bytes fit; if so they are taken.
    func take(_ count: Int) -> Bool {
        lock.locked {
            guard count <= remaining else { return false }
            remaining -= count
            return true
        }
    }
}
