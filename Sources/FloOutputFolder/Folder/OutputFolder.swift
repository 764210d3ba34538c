import FloSupport

/// One output folder: brings it up to date with its contents (`FolderContents`), or checks it.
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
        /// Of those, the files the log vouched for without being drawn.
        package var trusted = 0
        /// Files generated earlier and no longer produced, deleted.
        package var removed = 0
        /// Every file the contents hold.
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
    /// The largest file a run writes, the index too; producing a larger one is an error. No file larger than this is
    /// read as one the tool wrote, whatever size the index records (a hand-edited index cannot make a run read more).
    package var maximumGeneratedFileSize = 256 << 20
    /// The most bytes of files to write a run holds: nothing is written until every file of every folder is drawn
    /// and compared, so the new and changed files are held until then. Past it the run fails, writing nothing.
    package var maximumBytesHeld = 1 << 30
    /// How many threads draw, compare and write; 1 gives the same bytes, only slower.
    package var workers = ParallelWork.defaultWorkers
    /// The folder this one must lie inside, links resolved (the manifest's, for its outputs); checked again once
    /// the folder is locked, so that a folder swapped for a link after the manifest was read is not written.
    package var staysInside: String?
    /// Where this folder's log is kept between runs (see `BuildLog`); nil: every run draws every file.
    package var logPath: String?
    /// The files this run read, for the log.
    package var logInputs: [String: FileStamp] = [:]
    /// Where the manifest names this folder, pointed to by a note under a problem with its path; nil under
    /// `--output`, which names the folder or where its path starts.
    package var namedAt: (manifest: String, location: SourceLocation)?

    package init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }

    func absolutePath(of relative: String) -> String { path + "/" + relative }

    package func displayPath(of relative: String) -> String {
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
    package func readIndex(opened: Int32? = nil) throws(FloError) -> (index: OwnershipIndex, digest: SHA256.Digest)? {
        let file = OwnershipIndex.fileName
        let result = try fileAccess {
            try FileSystem.readRegularFile(
                at: opened == nil ? absolutePath(of: file) : file, limit: maximumGeneratedFileSize,
                relativeTo: opened ?? AT_FDCWD)
        }
        switch result {
        case .absent: return nil
        case .contents(let bytes):
            guard bytes.count(where: { $0 == UInt8(ascii: "\n") }) <= OwnershipIndex.maximumLines else {
                throw .conflicts([
                    Diagnostic(
                        path: displayPath(of: file),
                        message:
                            "has more than \(OwnershipIndex.maximumLines) lines, so it is not the index flo-assets writes; remove it"
                    )
                ])
            }
            return (OwnershipIndex(bytes: bytes), SHA256.hash(bytes))
        case .tooLarge:
            throw .conflicts([
                Diagnostic(
                    path: displayPath(of: file),
                    message:
                        "is larger than \(maximumGeneratedFileSize >> 20) MiB, so it is not the index flo-assets writes; remove it"
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

    /// Brings the folder up to date with what `contents` produces.
    package func sync(_ contents: any FolderContents) throws(FloError) -> Summary {
        try prepare(contents).apply()
    }

    /// That this folder is `other` under another name.
    package func sameFolderDiagnostic(_ other: OutputFolder) -> Diagnostic {
        Diagnostic(
            path: displayPath,
            message:
                "is the same folder as \(other.displayPath) (through a link, '..' or another case); give both outputs the same path"
        )
    }

    /// Carries out `plan`, made from `existing`, while the folder is locked; the drawn bytes are let go once written.
    func apply(
        _ plan: inout SyncPlan, existing: (index: OwnershipIndex, digest: SHA256.Digest)?, contents: any FolderContents,
        opened: Int32
    ) throws(FloError) -> Summary {
        // Written through the locked folder, which must still be the one the path names, inside the manifest's
        // folder: one moved away while the run drew is no longer the folder the user asked for.
        guard pathLeads(to: opened) else {
            throw .fileAccess(
                Diagnostic(
                    path: displayPath,
                    message:
                        "was replaced (by a link or another folder) while flo-assets drew its files; generate again"))
        }
        let index = existing?.index ?? OwnershipIndex(entries: [])
        // Kept leftovers stay listed (not owned: their bytes changed) until the run ends, so a failed run reports
        // them again next time.
        let keptEntries = plan.keptExtras.flatMap { index.entries(for: $0.path) }
        let indexBeforeWrites = try self.indexBeforeWrites(plan, keptEntries: keptEntries)
        TemporaryName.sweep(path, opened: opened)
        var summary = Summary()
        summary.warnings = plan.keptExtras.map(\.diagnostic)
        // Removals first: they free space and inodes for the writes, and the old index still owns these files.
        let removal = try removeExtras(plan, index: index, contents: contents, opened: opened)
        summary.warnings += removal.warnings
        summary.removed = removal.removed
        let currentIndex =
            try indexBeforeWrites.map { bytes throws(FloError) in
                try writeIndex(bytes: bytes, current: existing?.digest, opened: opened)
            } ?? existing?.digest
        let outcome = try write(&plan.files, takingStamps: plan.log != nil, opened: opened)
        summary.written = outcome.written
        summary.unchanged = plan.files.count - plan.files.count(where: \.needsWrite)
        summary.trusted = plan.files.count(where: \.trusted)
        if !plan.indexIsAlreadyFinal(index, keptEntries: keptEntries) {
            try writeFinalIndex(
                plan, lost: Set(outcome.conflicts.map(\.path)), current: currentIndex, opened: opened)
        }
        guard outcome.conflicts.isEmpty else {
            throw .conflicts(outcome.conflicts.map { Diagnostic(path: displayPath(of: $0.path), message: $0.message) })
        }
        return summary
    }
}
