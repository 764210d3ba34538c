/// Writing the record at the end of a successful run.
extension RunRecord {
    /// Records the run that read `manifest`, printed `warnings` and synced `syncs`, when every folder can vouch for
    /// all its files and left no warning of its own (a kept file may need a later run to act); otherwise writes
    /// nothing. A record that cannot be written only makes the next run slower.
    package static func save(
        to path: String, manifest: ManifestRead, warnings: String, fileCount: Int, syncs: [PreparedSync],
        linkRoot: String
    ) {
        guard let manifestStamp = manifest.stamp else { return }
        // One buffer, sized for about a line per file: a run of tens of thousands of files records them all.
        let files = syncs.reduce(0) { $0 + $1.plan.files.count }
        var out = ByteBuffer(
            capacity: 512 + warnings.utf8.count + files * (128 + (syncs.first?.folder.path.count ?? 0)))
        out.append(header + "\ntool " + StampCache.tool + "\nmanifest ")
        manifest.digest.appendHex(to: &out)
        manifestStamp.append(to: &out)
        out.append("\nfiles \(fileCount)\nwarnings \(warnings.utf8.count)\n")
        out.append(warnings)
        out.append(byte: UInt8(ascii: "\n"))
        guard appendStampLines(of: syncs, linkRoot: linkRoot, to: &out) else { return }
        // A record cut anywhere, even at a line's end, or damaged, fails this check (see `replay`).
        out.append("end \(out.bytes.withUnsafeBufferPointer(RecordChecksum.of))\n")
        StampCache.save(out.bytes, to: path)
    }

    /// Appends one line per folder, file and subfolder the syncs left, with its stamp; false when one cannot be
    /// vouched for.
    private static func appendStampLines(of syncs: [PreparedSync], linkRoot: String, to out: inout ByteBuffer)
        -> Bool
    {
        var folders: [String] = []
        var ancestors = Set<String>()
        for sync in syncs {
            // A writer that reads the user's files for clashes (Android resources) would need their stamps too.
            guard !sync.warned, !sync.renderer.readsUserFiles, let ending = sync.ending, let vouched = ending.vouched,
                vouched.isComplete,
                let indexBytes = ending.indexBytes
            else { return false }
            let folder = sync.folder
            guard let rootStamp = StampCache.Stamp(folderAt: folder.path), rootStamp.isPrecise,
                append("r", rootStamp, folder.path, to: &out)
            else { return false }
            for (position, stamp) in vouched.stamps {
                guard append("f", stamp, sync.plan.files[position].path, in: folder.path, to: &out) else {
                    return false
                }
            }
            // Files created once (a catalog's own Contents.json) are the user's to change: whatever they hold now.
            for file in sync.plan.files where !file.isIndexed {
                let path = folder.absolutePath(of: file.path)
                guard let stamp = StampCache.Stamp(path: path), append("f", stamp, path, to: &out) else { return false }
            }
            // The index as the run wrote it, read back between two equal stamps.
            let indexPath = folder.absolutePath(of: OwnershipIndex.fileName)
            guard let stamp = StampCache.Stamp(path: indexPath), stamp.isPrecise,
                case .contents(let bytes)? = try? FileSystem.readRegularFile(
                    at: indexPath, limit: OwnershipIndex.maximumSize),
                bytes.hasSameBytes(as: indexBytes), StampCache.Stamp(path: indexPath) == stamp,
                append("f", stamp, indexPath, to: &out)
            else { return false }
            var subfolders = Set<String>()
            for file in sync.plan.files where file.path.containsSlash {
                var relative = file.path
                while let parent = relative.beforeLastSlash {
                    relative = String(parent)
                    guard subfolders.insert(relative).inserted else { break }
                }
            }
            folders += subfolders.map(folder.absolutePath(of:))
            // The folders between the root the outputs are link-checked against and the output: the same folders,
            // not links put in their place. (The root itself may be a link.)
            var ancestor = folder.path
            while let parent = ancestor.beforeLastSlash {
                ancestor = String(parent)
                guard ancestor.utf8.starts(with: (linkRoot + "/").utf8) else { break }
                ancestors.insert(ancestor)
            }
        }
        for path in ancestors.sorted() {
            guard let stamp = StampCache.Stamp(folderAt: path), append("a", stamp, path, to: &out) else { return false }
        }
        // Folders last: their times settle once every file is in place.
        for path in folders.sorted() {
            guard let stamp = StampCache.Stamp(folderAt: path), stamp.isPrecise, append("d", stamp, path, to: &out)
            else { return false }
        }
        return true
    }

    /// Appends `<kind><stamp> <folder/><path>`; false when the path could not be read back as one line.
    private static func append(
        _ kind: StaticString, _ stamp: StampCache.Stamp, _ path: String, in folder: String? = nil,
        to out: inout ByteBuffer
    ) -> Bool {
        func isOneLine(_ text: String) -> Bool { !text.utf8.contains { $0 == 0 || $0 == UInt8(ascii: "\n") } }
        guard isOneLine(path), folder.map(isOneLine) ?? true else { return false }
        out.append(kind)
        stamp.append(to: &out)
        out.append(byte: UInt8(ascii: " "))
        // A file's path is its folder's and its own, appended as they are rather than joined first.
        if let folder {
            out.append(folder)
            out.append(byte: UInt8(ascii: "/"))
        }
        out.append(path)
        out.append(byte: UInt8(ascii: "\n"))
        return true
    }
}
