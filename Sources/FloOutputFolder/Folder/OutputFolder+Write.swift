import FloSupport

/// Writing the planned files: the last step of a sync, under the folder's lock.
extension OutputFolder {
    /// Writes the planned files that need it on `workers` threads: new files exclusively, changed ones atomically
    /// over the old. The plan is changed in place: each file's bytes are let go once written, and with
    /// `takingStamps` its stamp is recorded, taken right after it was named. `opened` is the folder's descriptor
    /// (the one locked), which new files are made and named relative to.
    func write(_ files: inout [PlannedFile], takingStamps: Bool, opened: Int32) throws(FloError) -> (
        written: Int, conflicts: [(path: String, message: String)]
    ) {
        let positions = files.indices.filter { files[$0].needsWrite }
        let results = try write(positions, of: files, takingStamps: takingStamps, opened: opened)
        // The plan is held here alone again: its bytes are let go in place.
        for position in positions { files[position].bytes = nil }
        var written = 0
        for (stamps, _) in results {
            written += stamps.count
            for (position, stamp) in stamps { files[position].stamp = stamp }
        }
        return (written, results.flatMap(\.1))
    }

    /// Writes the files of `files` at `positions`, a chunk on each worker: the stamps of those written, by position,
    /// and the conflicts.
    private func write(_ positions: [Int], of files: [PlannedFile], takingStamps: Bool, opened: Int32)
        throws(FloError) -> [(
            stamps: [(position: Int, stamp: FileStamp?)], conflicts: [(path: String, message: String)]
        )]
    {
        try fileAccess {
            try ParallelWork.map(count: positions.count, workers: workers) { range in
                var stamps: [(position: Int, stamp: FileStamp?)] = []
                var conflicts: [(path: String, message: String)] = []
                for position in positions[range] {
                    let file = files[position]
                    guard let bytes = file.bytes else { preconditionFailure("\(file.path) was written already") }
                    switch try writeFile(file, bytes: bytes, takingStamp: takingStamps, opened: opened) {
                    case .written(let stamp): stamps.append((position, stamp))
                    case .conflict(let message): conflicts.append((file.path, message))
                    }
                }
                return (stamps, conflicts)
            }
        }
    }

    /// What writing one file came to.
    enum WriteOutcome {
        /// Written; with its stamp when one was asked for and it is still the file the tool wrote.
        case written(FileStamp?)
        /// Left as it is, and why.
        case conflict(String)
    }

    /// Writes `bytes` as `file`: a new file exclusively, a changed one atomically over the old once its current bytes
    /// are checked again.
    func writeFile(_ file: PlannedFile, bytes: [UInt8], takingStamp: Bool, opened: Int32) throws
        -> WriteOutcome
    {
        // Its folder opened from the locked one, name by name: never reached through a link.
        let (folder, name) = try FileSystem.openParent(of: file.path, in: (opened, path), creating: true)
        defer { FileSystem.closeParent(folder, in: opened) }
        let writtenStamp: FileStamp?
        var namedStamp: FileStamp?
        if file.isNew {
            // Named through the open folder: the absolute path is made only should that fail.
            let outcome = try FileSystem.createExclusively(
                bytes, at: absolutePath(of: file.path), in: (opened, path), opened: (folder, name))
            writtenStamp = outcome.written
            namedStamp = outcome.named
            guard outcome.created else {
                return .conflict(
                    "appeared while flo-assets was writing and was left as it is; move it away, then generate again")
            }
        } else {
            let target = absolutePath(of: file.path)
            // Always in the folder itself (the locked one, whatever its path leads to by now), so the sweep finds
            // whatever a killed run leaves.
            let temporary = try FileSystem.writeTemporaryFile(bytes, in: path, opened: opened)
            writtenStamp = FileStamp(path: temporary, in: opened)
            // Checked once more right before: an edit made since the plan is a conflict, not a loss.
            let now: FileSystem.ReadResult
            do {
                now = try FileSystem.readRegularFile(at: name, limit: file.currentEntry?.size ?? 0, relativeTo: folder)
            } catch {
                unlinkat(opened, temporary, 0)
                throw FileSystemError(action: error.action, path: target, code: error.code)
            }
            guard case .contents(let bytes) = now, let current = file.currentEntry,
                OwnershipIndex.Entry(path: file.path, bytes: bytes) == current
            else {
                unlinkat(opened, temporary, 0)
                return .conflict("changed while flo-assets was writing and was left as it is; generate again")
            }
            try FileSystem.replace(name, in: folder, path: target, with: (opened, temporary))
        }
        // Taken right after the rename or link, and kept only if it is still the file the tool wrote (an edit or a
        // replacement in between would otherwise be vouched for).
        guard takingStamp, let stamp = namedStamp ?? FileStamp(path: absolutePath(of: file.path)),
            let writtenStamp,
            stamp.isSameWrite(as: writtenStamp)
        else { return .written(nil) }
        return .written(stamp)
    }
}
