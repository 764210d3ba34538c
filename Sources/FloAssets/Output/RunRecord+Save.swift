/// Writing the record at the end of a successful run.
extension RunRecord {
    /// Records the run that read `manifest`, printed `warnings` and synced `syncs`, when every folder can vouch for
    /// all its files and left no warning of its own (a kept file may need a later run to act); otherwise writes
    /// nothing. A record that cannot be written only makes the next run slower.
    package static func save(
        to path: String, manifest: ManifestRead, warnings: String, fileCount: Int, syncs: [PreparedSync],
        linkRoot: String
    ) {
        guard let file = begin(at: path, manifest: manifest, warnings: warnings, fileCount: fileCount) else { return }
        appendEntryLines(of: syncs, to: file)
        guard appendStampLines(of: syncs, linkRoot: linkRoot, to: file) else { return }
        finish(file)
    }

    /// A record for `path`, streamed (a run of tens of thousands of files records them all), begun with the
    /// manifest's digest and stamp, how many files it produces and the warnings printed; nil when the manifest's
    /// read cannot vouch for it. Never saved, it is removed.
    static func begin(at path: String, manifest: ManifestRead, warnings: String, fileCount: Int) -> StreamedFile? {
        guard let manifestStamp = manifest.stamp, let digest = manifest.digest else { return nil }
        let file = StreamedFile(path: path, checksummed: true)
        file.out.append(header + "\ntool " + StampCache.tool + "\nmanifest ")
        digest.appendHex(to: &file.out)
        manifestStamp.append(to: &file.out)
        file.out.append("\nfiles \(fileCount)\nwarnings \(warnings.utf8.count)\n")
        file.out.append(warnings)
        file.out.append(byte: UInt8(ascii: "\n"))
        return file
    }

    /// Ends the record with the checksum of every byte before it and moves it into place. A record cut anywhere, even
    /// at a line's end, or damaged, fails this check (see `reader(of:)`).
    static func finish(_ file: StreamedFile) {
        guard let checksum = file.checksumOfWritten else { return }
        file.out.append("end \(checksum)\n")
        file.save()
    }

    /// Appends `entries <count> <settings digest>`, then for each entry of the manifest's controls the digest of its
    /// text and how many files it has in each folder, `e<digest> <count>…`: what lets a rerun after an edit draw only
    /// the entries that changed (see `editReplay`). The count is 0, with no lines, when the folders hold a file
    /// that belongs to no entry (a catalog's or a preview's shared files), or the entries' digests were not taken.
    private static func appendEntryLines(of syncs: [PreparedSync], to out: StreamedFile) {
        guard let manifest = syncs.first?.renderer.manifest else { return out.out.append("entries 0\n") }
        let digests = manifest.entryTextDigests
        var counts = [[Int]](repeating: [], count: digests.count)
        for sync in syncs {
            for entry in counts.indices { counts[entry].append(0) }
            // Each entry's files follow one another in every folder, in entry order, as the plan lists them.
            var last = 0
            for file in sync.plan.files {
                guard file.isIndexed, let entry = sync.renderer.entry(ofGroup: file.group), entry >= last,
                    entry < counts.count
                else { return out.out.append("entries 0\n") }
                counts[entry][counts[entry].count - 1] += 1
                last = entry
            }
        }
        appendEntries(zip(digests, counts), count: digests.count, settings: manifest.settingsDigest, to: out)
    }

    /// Appends `entries <count> <settings digest>` and a line `e<digest> <count>…` for each of `entries`.
    static func appendEntries(
        _ entries: some Sequence<(SHA256.Digest, [Int])>, count: Int, settings: SHA256.Digest, to out: StreamedFile
    ) {
        out.out.append("entries \(count) ")
        settings.appendHex(to: &out.out)
        out.out.append(byte: UInt8(ascii: "\n"))
        for (digest, fileCounts) in entries {
            out.out.append(byte: UInt8(ascii: "e"))
            digest.appendHex(to: &out.out)
            for count in fileCounts {
                out.out.append(byte: UInt8(ascii: " "))
                out.out.append(integer: count)
            }
            out.out.append(byte: UInt8(ascii: "\n"))
            out.flushWhenFull()
        }
    }

    /// Appends one line per folder, file and subfolder the syncs left, with its stamp; false when one cannot be
    /// vouched for.
    private static func appendStampLines(of syncs: [PreparedSync], linkRoot: String, to out: StreamedFile)
        -> Bool
    {
        var folders: [String] = []
        var ancestors = Set<String>()
        for sync in syncs {
            // A writer that reads the user's files for clashes (Android resources) would need their stamps too.
            guard !sync.warned, !sync.renderer.readsUserFiles, let ending = sync.ending, ending.vouchesForAll,
                let indexDigest = ending.indexDigest
            else { return false }
            let folder = sync.folder
            guard let rootStamp = StampCache.Stamp(folderAt: folder.path), rootStamp.isPrecise,
                append("r", rootStamp, folder.path, to: out)
            else { return false }
            for file in sync.plan.files where file.isIndexed {
                guard let stamp = file.stamp, append("f", stamp, file.path, in: folder.path, to: out) else {
                    return false
                }
            }
            // Files created once (a catalog's own Contents.json) are the user's to change: whatever they hold now.
            for file in sync.plan.files where !file.isIndexed {
                let path = folder.absolutePath(of: file.path)
                guard let stamp = StampCache.Stamp(path: path), append("f", stamp, path, to: out) else { return false }
            }
            // The index as the run wrote it: exactly as stamped when the run named it (change time included, as for
            // every file), or, when the run left it as it was, read back between two equal stamps.
            let indexPath = folder.absolutePath(of: OwnershipIndex.fileName)
            guard let stamp = StampCache.Stamp(path: indexPath), stamp.isPrecise,
                ending.indexStamp.map({ $0 == stamp })
                    ?? (FileSystem.digestOfRegularFile(at: indexPath, limit: OwnershipIndex.maximumSize) == indexDigest
                        && StampCache.Stamp(path: indexPath) == stamp),
                append("f", stamp, indexPath, to: out)
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
            guard let stamp = StampCache.Stamp(folderAt: path), append("a", stamp, path, to: out) else { return false }
        }
        // Folders last: their times settle once every file is in place.
        for path in folders.sorted() {
            guard let stamp = StampCache.Stamp(folderAt: path), stamp.isPrecise, append("d", stamp, path, to: out)
            else { return false }
        }
        return true
    }

    /// Appends `<kind><stamp> <folder/><path>`; false when the path could not be read back as one line. `folder`
    /// is checked by its own line (`r`), which comes first.
    private static func append(
        _ kind: StaticString, _ stamp: StampCache.Stamp, _ path: String, in folder: String? = nil,
        to file: StreamedFile
    ) -> Bool {
        var path = path
        guard !path.withUTF8({ ByteScan.contains(0, or: UInt8(ascii: "\n"), in: $0) }) else { return false }
        file.out.append(kind)
        stamp.append(to: &file.out)
        file.out.append(byte: UInt8(ascii: " "))
        // A file's path is its folder's and its own, appended as they are rather than joined first.
        if let folder {
            file.out.append(folder)
            file.out.append(byte: UInt8(ascii: "/"))
        }
        file.out.append(path)
        file.out.append(byte: UInt8(ascii: "\n"))
        file.flushWhenFull()
        return true
    }
}
