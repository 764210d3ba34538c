import FloSupport

/// How one expected file compares with what is in the output folder: the one step that generate and `--check`
/// share. Only regular files are read, never more than the larger of the expected and the recorded size (a recorded
/// size counts up to the largest file the tool writes).
struct FileComparison: Sendable {
    enum State: Sendable {
        case unchanged
        case missing
        /// A regular file with other bytes; `owned` when the index says the tool wrote exactly these bytes.
        case differs(found: [UInt8], owned: Bool)
        /// A regular file larger than both the expected file and any the index records there: not read, not ours.
        case tooLarge
        /// Something that is not a regular file, or a file under something that is not a folder: never read,
        /// written through or deleted.
        case blocked(FileSystem.EntryKind, at: String)
    }

    var expected: GeneratedFile
    var state: State
    /// The file's stamp, when asked for and the file was found unchanged with one stamp while it was read.
    var stamp: FileStamp?
    /// Whether the file found with other bytes has other names (hard links): its contents may be another file's, so
    /// they are compared but never quoted.
    var foundHasOtherNames = false
}

extension OutputFolder {
    /// Compares `file` with what is at its path in the folder open as `opened`, looked up without following a link;
    /// with `takingStamps`, a file found unchanged comes with its stamp, provided it kept one stamp while it was
    /// read. In a folder known to be empty it is missing.
    func compare(
        _ file: GeneratedFile, index: OwnershipIndex, opened: Int32, takingStamps: Bool = false,
        folderIsEmpty: Bool = false
    ) throws(FileSystemError) -> FileComparison {
        if folderIsEmpty { return FileComparison(expected: file, state: .missing) }
        let (found, name) = try FileSystem.findParent(of: file.path, in: (opened, path))
        let folder: Int32
        switch found {
        case .absent: return FileComparison(expected: file, state: .missing)
        case .blocked(let at, let kind): return FileComparison(expected: file, state: .blocked(kind, at: at))
        case .opened(let descriptor): folder = descriptor
        }
        defer { FileSystem.closeParent(folder, in: opened) }
        // Taking stamps, one `lstat` gives the stamp and tells a missing file (the common case of a fresh folder).
        let entry = takingStamps ? FileSystem.entry(at: name, relativeTo: folder) : nil
        if entry?.kind == .absent { return FileComparison(expected: file, state: .missing) }
        let before = entry?.stamp
        let limit = max(file.bytes.count, min(index.readLimit(of: file.path), maximumGeneratedFileSize))
        let state: FileComparison.State
        switch try read(name, in: folder, as: file.path, limit: limit) {
        case .absent: state = .missing
        case .notRegular(let kind): state = .blocked(kind, at: file.path)
        case .tooLarge: state = .tooLarge
        case .contents(let found) where found == file.bytes: state = .unchanged
        case .contents(let found): state = .differs(found: found, owned: index.owns(file.path, bytes: found))
        }
        var comparison = FileComparison(expected: file, state: state)
        if case .differs = state { comparison.foundHasOtherNames = FileSystem.hasOtherLinks(name, relativeTo: folder) }
        if case .unchanged = state, let before, FileStamp(path: name, in: folder) == before {
            comparison.stamp = before
        }
        return comparison
    }

    /// The regular file `name` in the open folder `folder`, read as `readRegularFile` does; a failure names it as
    /// `path`, its path in the output folder.
    private func read(_ name: String, in folder: Int32, as path: String, limit: Int)
        throws(FileSystemError) -> FileSystem.ReadResult
    {
        do {
            return try FileSystem.readRegularFile(at: name, limit: limit, relativeTo: folder)
        } catch {
            var located = error
            located.path = absolutePath(of: path)
            throw located
        }
    }

    /// What is at `path`, generated earlier and no longer produced: gone, still what the tool wrote (so it may be
    /// removed), or changed since (so it is the user's). Shared by generate and `--check`.
    enum Leftover: Sendable {
        case gone
        case owned
        case changed(FileSystem.EntryKind)
        /// Behind a folder on its way that is no folder now (a link, a file): never reached through it.
        case blocked(at: String, FileSystem.EntryKind)
        /// Listed in the index, but no output could have written it (say `.git/HEAD`): never touched.
        case foreign
    }

    func classifyLeftover(
        _ path: String, index: OwnershipIndex, produced: ProducedPaths, contents: any FolderContents, opened: Int32
    ) throws(FileSystemError) -> Leftover {
        // On a case-insensitive file system a control renamed only in case is the same file: not a leftover.
        if let twin = produced[ignoringCase: path], FileSystem.isSameFile(path, twin, in: opened) { return .gone }
        let (found, name) = try FileSystem.findParent(of: path, in: (opened, self.path))
        let folder: Int32
        switch found {
        case .absent: return .gone
        case .blocked(let at, let kind): return .blocked(at: at, kind)
        case .opened(let descriptor): folder = descriptor
        }
        defer { FileSystem.closeParent(folder, in: opened) }
        // Only what the contents could have written: an edited index cannot aim the tool at a user's set in a catalog.
        guard contents.couldHaveWritten(path) else { return .foreign }
        let limit = min(index.readLimit(of: path), maximumGeneratedFileSize)
        switch try read(name, in: folder, as: path, limit: limit) {
        case .absent: return .gone
        case .contents(let bytes) where index.owns(path, bytes: bytes): return .owned
        case .contents, .tooLarge: return .changed(.regularFile)
        case .notRegular(let kind): return .changed(kind)
        }
    }

    /// The conflict, as generate and `--check` say it, of something that is not a regular file where one goes: "is
    /// a symbolic link; …" or "is a symbolic link (Assets/sub on its way); …", and what to do.
    func blockedDescription(_ kind: FileSystem.EntryKind, at: String, for path: String) -> String {
        kind.description + (at == path ? "" : " (\(displayPath(of: at)) on its way)")
            + "; flo-assets never follows, replaces or deletes one in an output folder: move it away, then generate again"
    }

    /// Draws every group of `contents` on `workers` threads, compares its files, and hands each group's comparisons
    /// to `body` on the same thread, which appends what it makes of them; results come back in group order. A group
    /// for which `shortcut` appends is neither drawn nor compared.
    func compareAll<Result: Sendable>(
        _ contents: any FolderContents, index: OwnershipIndex, opened: Int32, takingStamps: Bool = false,
        shortcut: (@Sendable (_ group: Int, _ results: inout [Result]) -> Bool)? = nil, folderIsEmpty: Bool = false,
        _ body: @escaping @Sendable (_ group: Int, [FileComparison], _ results: inout [Result]) throws -> Void
    ) throws(FloError) -> [Result] {
        var chunks = try fileAccess {
            try ParallelWork.map(count: contents.groupCount, separate: contents.costlyGroups, workers: workers) {
                groups in
                var results: [Result] = []
                for group in groups {
                    // Room for the chunk as the first group suggests, rather than doubling into up to twice that.
                    if group == groups.lowerBound + 1 { results.reserveCapacity(results.count * groups.count) }
                    if let shortcut, shortcut(group, &results) { continue }
                    let comparisons = try contents.files(forGroup: group).map {
                        try checkSize(of: $0)
                        return try compare(
                            $0, index: index, opened: opened, takingStamps: takingStamps, folderIsEmpty: folderIsEmpty)
                    }
                    try body(group, comparisons, &results)
                }
                return results
            }
        }
        // Joined one chunk at a time, each let go once copied: never the whole list twice.
        var joined: [Result] = []
        joined.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for position in chunks.indices {
            joined += chunks[position]
            chunks[position] = []
        }
        return joined
    }

    /// Refuses a file larger than any the tool writes: a later run could not tell it from a user's.
    private func checkSize(of file: GeneratedFile) throws(FloError) {
        guard file.bytes.count > maximumGeneratedFileSize else { return }
        let message =
            "would be \(file.bytes.count) bytes, more than flo-assets writes in one file (\(maximumGeneratedFileSize >> 20) MiB); put fewer controls in this output"
        throw .invalidManifest([Diagnostic(path: displayPath(of: file.path), message: message)])
    }

    /// Runs `body`, turning a file-system failure into the diagnostic that names the path as the user wrote it.
    func fileAccess<Result>(_ body: () throws -> Result) throws(FloError) -> Result {
        do {
            return try body()
        } catch let error as FileSystemError {
            throw .fileAccess(
                Diagnostic(path: displayPath(ofAbsolute: error.path), message: error.message))
        } catch let error as FloError {
            throw error
        } catch {
            throw .fileAccess(Diagnostic(path: displayPath, message: "\(error)"))
        }
    }
}
