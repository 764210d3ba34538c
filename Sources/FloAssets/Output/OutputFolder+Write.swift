#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writing the planned files: the last step of a sync, under the folder's lock.
extension OutputFolder {
    /// Writes the planned files at `positions` of `files` on `workers` threads: new files exclusively, changed ones
    /// atomically over the old.
    func write(_ positions: [Int], of files: [PlannedFile], renderer: AssetRenderer, stampLog: StampLog?)
        throws(FloError) -> (written: Int, conflicts: [(path: String, message: String)])
    {
        let results = try fileAccess {
            try ParallelWork.map(count: positions.count, workers: workers) { range in
                var written = 0
                var conflicts: [(path: String, message: String)] = []
                var redrawn: (group: Int, files: [GeneratedFile])?
                for position in positions[range] {
                    let file = files[position]
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
                    let target = absolutePath(of: file.path)
                    if file.path.containsSlash, let parent = target.beforeLastSlash {
                        try FileSystem.createFolder(String(parent))
                    }
                    let writtenStamp: StampCache.Stamp?
                    var namedStamp: StampCache.Stamp?
                    if file.isNew {
                        let outcome = try FileSystem.createExclusively(bytes, at: target, in: path)
                        writtenStamp = outcome.written
                        namedStamp = outcome.named
                        guard outcome.created else {
                            conflicts.append(
                                (
                                    file.path,
                                    "appeared while flo-assets was writing and was left as it is; move it away, then generate again"
                                ))
                            continue
                        }
                    } else {
                        // Always in the folder itself, so the sweep finds whatever a killed run leaves.
                        let temporary = try FileSystem.writeTemporaryFile(bytes, in: path)
                        writtenStamp = StampCache.Stamp(path: temporary)
                        // Checked once more right before: an edit made since the plan is a conflict, not a loss.
                        let now = try FileSystem.readRegularFile(at: target, limit: file.currentEntry?.size ?? 0)
                        guard case .contents(let bytes) = now, let current = file.currentEntry,
                            OwnershipIndex.Entry(path: file.path, bytes: bytes) == current
                        else {
                            unlink(temporary)
                            conflicts.append(
                                (
                                    file.path,
                                    "changed while flo-assets was writing and was left as it is; generate again"
                                ))
                            continue
                        }
                        try FileSystem.replace(target, with: temporary)
                    }
                    // Taken right after the rename or link, and kept only if it is still the file the tool wrote (an
                    // edit or a replacement in between would otherwise be vouched for).
                    if let stampLog, let stamp = namedStamp ?? StampCache.Stamp(path: target), let writtenStamp,
                        stamp.isSameWrite(as: writtenStamp)
                    {
                        stampLog.set(file.path, stamp)
                    }
                    written += 1
                }
                return (written, conflicts)
            }
        }
        return (results.reduce(0) { $0 + $1.0 }, results.flatMap { $0.1 })
    }
}
