import FloSupport

/// The plan of a sync: what to write, what to remove, what to keep and report, decided before anything is written.
extension OutputFolder {
    /// Decides what a sync does in the folder open (and locked) as `opened`, writing nothing: each produced file is
    /// trusted by the log, or drawn and compared; each path the index lists and no output produces is removable or
    /// kept.
    func makePlan(
        _ contents: any FolderContents, index: OwnershipIndex, log: BuildLog?, folderIsEmpty: Bool, opened: Int32,
        heldBefore: Int = 0
    ) throws(FloError) -> SyncPlan {
        let held = HeldBytes(heldBefore)
        var shortcut: (@Sendable (Int, inout [PlannedFile]) -> Bool)?
        if let log, !folderIsEmpty {
            let folder = self
            shortcut = { group, files in
                folder.appendTrustedFiles(
                    of: group, contents: contents, index: index, log: log, opened: opened, to: &files)
            }
        }
        let planned = try compareAll(
            contents, index: index, opened: opened, takingStamps: log != nil, shortcut: shortcut,
            folderIsEmpty: folderIsEmpty
        ) { group, comparisons, files in
            for comparison in comparisons {
                let expected = comparison.expected
                var file = PlannedFile(
                    path: expected.path, group: group, size: expected.bytes.count,
                    // Hashed every time, even for an unchanged file: an index entry that is wrong (a hand-resolved merge
                    // conflict, say) must be corrected by the next run, as `--check` demands.
                    digest: SHA256.hash(expected.bytes), isIndexed: !expected.isCreatedOnce)
                file.stamp = comparison.stamp
                switch comparison.state {
                case .unchanged:
                    break
                case .differs where expected.isCreatedOnce, .tooLarge where expected.isCreatedOnce:
                    // The user's own version (a catalog's Contents.json that Xcode wrote): theirs to keep.
                    break
                case .missing:
                    file.isNew = true
                    file.needsWrite = true
                case .differs(let found, owned: true):
                    file.needsWrite = true
                    file.details = PlannedFile.Details(
                        currentEntry: OwnershipIndex.Entry(path: expected.path, bytes: found))
                case .differs(_, owned: false), .tooLarge:
                    file.details = PlannedFile.Details(
                        conflict: index.contains(expected.path)
                            ? "was changed since flo-assets generated it; move your version away (or undo the change), then generate again"
                            : notGenerated
                    )
                case .blocked(let kind, let at):
                    file.details = PlannedFile.Details(conflict: blockedDescription(kind, at: at, for: expected.path))
                }
                if file.needsWrite {
                    try held.add(expected.bytes.count, for: expected.path, in: self)
                    // Kept as drawn when about its size, else a copy of exactly its size: a writer's spare capacity
                    // would otherwise be held for every file until the run writes it.
                    file.bytes =
                        expected.bytes.capacity <= expected.bytes.count + expected.bytes.count / 8 + 64
                        ? expected.bytes
                        : [UInt8](unsafeUninitializedCapacity: expected.bytes.count) { buffer, count in
                            count = buffer.initialize(from: expected.bytes).1
                        }
                }
                files.append(file)
            }
        }
        let produced = try uniquePaths(planned.map(\.path))
        var removable: [String] = []
        var kept: [(path: String, diagnostic: Diagnostic)] = []
        for extra in index.paths where produced[ignoringCase: extra] != extra {
            let leftover = try fileAccess {
                try classifyLeftover(extra, index: index, produced: produced, contents: contents, opened: opened)
            }
            switch leftover {
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
            case .blocked(let folder, let kind):
                let message =
                    "no longer produced by the manifest; \(displayPath(of: folder)) on its way \(kind.description) now, so it was left alone"
                kept.append((extra, Diagnostic(.warning, path: displayPath(of: extra), message: message)))
            }
        }
        return SyncPlan(files: planned, removableExtras: removable, keptExtras: kept, log: log)
    }

    /// Appends the files of `group` as they are, when the log vouches for every one: the same description of the
    /// control, the same file (device, inode, size, times) as when a run last knew its bytes, and an index entry of
    /// those bytes. False, appending nothing, at the least doubt, and for a group without a description.
    /// (`SyncPlan.indexIsAlreadyFinal` relies on that one entry: a created-once file, never indexed, keeps its group
    /// from being trusted, so each trusted file is indexed.)
    private func appendTrustedFiles(
        of group: Int, contents: any FolderContents, index: OwnershipIndex, log: BuildLog, opened: Int32,
        to files: inout [PlannedFile]
    ) -> Bool {
        guard let description = contents.descriptionDigest(forGroup: group) else { return false }
        let start = files.count
        for path in contents.paths(forGroup: group) {
            let entries = index.entries(for: path)
            guard let record = log.record(for: path), record.descriptionDigest == description,
                stamp(of: path, opened: opened) == record.stamp,
                entries.count == 1, let entry = entries.first, let digest = entry.digest, digest == record.content,
                let size = entry.size, UInt64(size) == record.stamp.size
            else {
                files.removeLast(files.count - start)
                return false
            }
            var file = PlannedFile(path: path, group: group, size: size, digest: digest, isIndexed: true)
            file.trusted = true
            file.stamp = record.stamp
            files.append(file)
        }
        return true
    }

    /// The stamp of the regular file `path` in the folder open as `opened`, looked up without following a link.
    private func stamp(of path: String, opened: Int32) -> FileStamp? {
        guard let (found, name) = try? FileSystem.findParent(of: path, in: (opened, self.path)),
            case .opened(let folder) = found
        else { return nil }
        defer { FileSystem.closeParent(folder, in: opened) }
        return FileStamp(path: name, in: folder)
    }

    /// What in the folder open as `opened` the contents would clash with at other paths (an Android resource of one
    /// of their names in another file), read through that folder.
    func clashes(of contents: any FolderContents, opened: Int32) -> [(path: String, message: String)] {
        FileSystem.OpenedFolder(reopening: opened).map(contents.clashes(in:)) ?? []
    }

    /// What generate and `--check` say of a file under a generated name that the tool never wrote.
    var notGenerated: String {
        "exists and was not generated by flo-assets (it is not listed in \(displayPath(of: OwnershipIndex.fileName))); move it away, rename the control, or choose another output folder"
    }

    /// The produced paths; two outputs writing one file (in any case) cannot both be right.
    private func uniquePaths(_ paths: [String]) throws(FloError) -> ProducedPaths {
        let produced = ProducedPaths(paths)
        let clashes = produced.repeats.map { path, first in
            Diagnostic(
                path: displayPath(of: path),
                message: "is written twice (also as \(first)); outputs must produce distinct files, even ignoring case")
        }
        guard clashes.isEmpty else { throw .conflicts(clashes) }
        return produced
    }
}

/// The bytes of files to write that a run holds, counted from every worker against `maximumBytesHeld`.
private final class HeldBytes: @unchecked Sendable {
    private let lock = Lock()
    private var count: Int

    init(_ count: Int) {
        self.count = count
    }

    func add(_ bytes: Int, for path: String, in folder: OutputFolder) throws(FloError) {
        let total = lock.locked {
            count += bytes
            return count
        }
        guard total > folder.maximumBytesHeld else { return }
        let message =
            "the files to write would hold more than \(folder.maximumBytesHeld >> 20) MiB, more than a run holds before it writes (it writes nothing until every file is drawn and compared); generate fewer or smaller files at once, such as one output or half the controls, then the rest"
        throw .invalidManifest([Diagnostic(path: folder.displayPath(of: path), message: message)])
    }
}
