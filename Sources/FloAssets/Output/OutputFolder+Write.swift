#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writing the planned files: the last step of a sync, under the folder's lock.
extension OutputFolder {
    /// Writes the planned files that need it on `workers` threads, a chunk of the plan each: new files exclusively,
    /// changed ones atomically over the old. The plan is changed in place: each file's kept bytes are let go once
    /// written, and with `takingStamps` its stamp is recorded, taken right after it was named.
    ///
    /// A chunk is the files of 64 controls (as planned): a run that changes a few neighbouring controls writes them
    /// on one thread, which for a few files costs less than handing them out. `opened` is the folder's descriptor
    /// (the one locked), which new files are made and named relative to.
    func write(
        _ files: inout ChunkedList<PlannedFile>, renderer: AssetRenderer, takingStamps: Bool, opened: Int32? = nil
    ) throws(FloError) -> (written: Int, conflicts: [(path: String, message: String)]) {
        // Each chunk handed to one worker, which changes it in place (it holds the only reference), and put back.
        let chunks = files.takeChunks().map(ChunkBox.init)
        defer { files = ChunkedList(chunks: chunks.map { $0.take() }) }
        let results = try fileAccess {
            try ParallelWork.map(count: chunks.count, chunkSize: 1, workers: workers) { range in
                var written = 0
                var conflicts: [(path: String, message: String)] = []
                var redrawn: (group: Int, files: [GeneratedFile])?
                for chunk in range {
                    var planned = chunks[chunk].take()
                    defer { chunks[chunk].put(planned) }
                    for position in planned.indices where planned[position].needsWrite {
                        let file = planned[position]
                        planned[position].bytes = nil
                        let bytes: [UInt8]
                        if let kept = file.bytes {
                            bytes = kept
                        } else {
                            if redrawn?.group != file.group {
                                redrawn = (file.group, renderer.files(forGroup: file.group))
                            }
                            guard let drawn = redrawn?.files.first(where: { $0.path == file.path }) else {
                                throw FileSystemError(
                                    action: "internal error: no bytes drawn for", path: absolutePath(of: file.path),
                                    code: EINVAL)
                            }
                            bytes = drawn.bytes
                        }
                        switch try writeFile(file, bytes: bytes, takingStamp: takingStamps, opened: opened) {
                        case .written(let stamp):
                            planned[position].stamp = stamp
                        case .conflict(let message):
                            conflicts.append((file.path, message))
                            continue
                        }
                        written += 1
                    }
                }
                return (written, conflicts)
            }
        }
        return (results.reduce(0) { $0 + $1.0 }, results.flatMap { $0.1 })
    }

    /// What writing one file came to.
    enum WriteOutcome {
        /// Written; with its stamp when one was asked for and it is still the file the tool wrote.
        case written(StampCache.Stamp?)
        /// Left as it is, and why.
        case conflict(String)
    }

    /// Writes `bytes` as `file`: a new file exclusively, a changed one atomically over the old once its current bytes
    /// are checked again.
    func writeFile(_ file: PlannedFile, bytes: [UInt8], takingStamp: Bool, opened: Int32?) throws
        -> WriteOutcome
    {
        if file.path.containsSlash, let parent = absolutePath(of: file.path).beforeLastSlash {
            try FileSystem.createFolder(String(parent))
        }
        let writtenStamp: StampCache.Stamp?
        var namedStamp: StampCache.Stamp?
        if file.isNew {
            // Named through the open folder: the absolute path is made only should that fail.
            let outcome = try FileSystem.createExclusively(
                bytes, at: absolutePath(of: file.path), in: path, opened: opened.map { ($0, file.path) })
            writtenStamp = outcome.written
            namedStamp = outcome.named
            guard outcome.created else {
                return .conflict(
                    "appeared while flo-assets was writing and was left as it is; move it away, then generate again")
            }
        } else {
            let target = absolutePath(of: file.path)
            // Always in the folder itself, so the sweep finds whatever a killed run leaves.
            let temporary = try FileSystem.writeTemporaryFile(bytes, in: path)
            writtenStamp = StampCache.Stamp(path: temporary)
            // Checked once more right before: an edit made since the plan is a conflict, not a loss.
            let now = try FileSystem.readRegularFile(at: target, limit: file.currentEntry?.size ?? 0)
            guard case .contents(let bytes) = now, let current = file.currentEntry,
                OwnershipIndex.Entry(path: file.path, bytes: bytes) == current
            else {
                unlink(temporary)
                return .conflict("changed while flo-assets was writing and was left as it is; generate again")
            }
            try FileSystem.replace(target, with: temporary)
        }
        // Taken right after the rename or link, and kept only if it is still the file the tool wrote (an edit or a
        // replacement in between would otherwise be vouched for).
        guard takingStamp, let stamp = namedStamp ?? StampCache.Stamp(path: absolutePath(of: file.path)),
            let writtenStamp,
            stamp.isSameWrite(as: writtenStamp)
        else { return .written(nil) }
        return .written(stamp)
    }
}

/// A chunk of the plan that one worker at a time takes, changes and puts back (see `write`): `ParallelWork` hands
/// each chunk to one worker and returns only once every worker is done, so no two ever hold one, and the chunks are
/// all back when the list is made again.
private final class ChunkBox: @unchecked Sendable {
    private var files: [PlannedFile]

    init(_ files: [PlannedFile]) {
        self.files = files
    }

    /// The chunk, leaving nothing behind: the taker holds the only reference, so changes are made in place.
    func take() -> [PlannedFile] {
        var taken: [PlannedFile] = []
        swap(&taken, &files)
        return taken
    }

    func put(_ chunk: [PlannedFile]) {
        files = chunk
    }
}
