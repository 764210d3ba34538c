#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A rerun after an edit of a few controls: only the entries whose text changed are decoded and drawn.
extension RunRecord {
    /// What a rerun after an edit did.
    package struct EditReplay: Sendable, Equatable {
        /// How many files the manifest produces.
        package var fileCount: Int
        /// How many of them were written because their bytes changed.
        package var written: Int
    }

    /// Where a rerun's paths are: its record, the manifest (as typed too), the command line's `--output`, and the
    /// folder relative paths start from; and its `--max-png-megapixels`.
    struct Invocation {
        let record: String
        let manifest: String
        let displayPath: String
        let output: String?
        let workingDirectory: String
        let pngMegapixelLimit: Int?
    }

    /// The most changed entries, and files of them, an edit replay draws (on one thread); past them, a full run,
    /// which draws on every core and streams what it writes, does the job.
    static let maximumEditedEntries = 64
    static let maximumEditedFiles = 1024

    /// Brings the output folders up to date after an edit of a few entries without decoding or checking the others,
    /// when the record at `path` describes every file, index and folder exactly as the run left them (as for a
    /// replay), the manifest has the same entries and settings, and the entries whose text changed decode without a
    /// problem into the files they made before: those files are drawn, and where their bytes changed each index
    /// first lists old and new contents, then the files are replaced, then the index lists the new ones, as a full
    /// run does. The folders' stamps (`StampCache`) keep the edited files' old stamps, so the next full run draws
    /// those again.
    ///
    /// Nil whenever any of this does not hold, having written nothing, or at most what an interrupted run leaves
    /// (an index listing old and new contents), which the full run that follows takes over from and reports.
    static func editReplay(
        _ reader: inout RecordReader, head: RecordHead, base record: UnsafeMutableBufferPointer<UInt8>,
        manifest: (bytes: [UInt8], read: ManifestRead),
        invocation paths: Invocation, workers: Int
    ) -> EditReplay? {
        guard let settings = head.settings, head.warnings.isEmpty, let entries = reader.entries(of: head),
            let edit = EditedEntries(
                manifest.bytes, entries: entries, settings: settings, displayPath: paths.displayPath, workers: workers,
                pngMegapixelLimit: paths.pngMegapixelLimit)
        else { return nil }
        var folders: [EditedFolder] = []
        for group in edit.manifest.outputGroups {
            guard
                let folder = try? OutputFolder.folder(
                    for: group, of: edit.manifest, commandLineOutput: paths.output,
                    workingDirectory: paths.workingDirectory, manifestPath: paths.manifest,
                    typedManifestPath: paths.displayPath)
            else { return nil }
            let renderer = AssetRenderer(manifest: edit.manifest, group: group)
            // Files shared by every control (a catalog's, a preview page) would change with any of them.
            guard renderer.groupCount == edit.manifest.controls.count, !renderer.readsUserFiles else { return nil }
            folders.append(EditedFolder(folder: folder, renderer: renderer, number: folders.count))
        }
        guard entries.allSatisfy({ $0.counts.count == folders.count }),
            let checked = checkedFolders(&reader, base: record, workers: workers, exclusive: true),
            checked.roots.count == folders.count
        else { return nil }
        let base = UnsafePointer(record.baseAddress.unsafelyUnwrapped)
        for position in folders.indices {
            let root = checked.roots[position]
            let recordedPath = String(
                decoding: UnsafeBufferPointer(start: base + root.prefixStart, count: root.prefixCount), as: UTF8.self)
            guard recordedPath == folders[position].folder.path,
                folders[position].plan(edit, entries: entries, lines: checked.lines, base: base)
            else { return nil }
        }
        // From here on the folders change: a run stopped half way has no record to trust. They stay locked until
        // the record is saved, its folders' stamps taken.
        discard(at: paths.record)
        return withExtendedLifetime(checked) {
            var written = 0
            for position in folders.indices {
                guard let count = folders[position].apply() else { return nil }
                written += count
            }
            saveEdited(
                to: paths.record, read: manifest.read, head: head, entries: entries, edit: edit, folders: folders,
                lines: checked.lines, base: base)
            return EditReplay(fileCount: head.fileCount, written: written)
        }
    }

    /// The record of a run that replayed an edit: the recorded one with the manifest's and each entry's new digest,
    /// and the new stamps of the folders, the files written and the indexes; none when a stamp cannot vouch.
    private static func saveEdited(
        to path: String, read: ManifestRead, head: RecordHead, entries: [RecordedEntry],
        edit: EditedEntries, folders: [EditedFolder], lines: [RecordLine], base: UnsafePointer<UInt8>
    ) {
        guard let file = begin(at: path, manifest: read, warnings: "", fileCount: head.fileCount) else { return }
        appendEntries(
            zip(edit.textDigests, entries.lazy.map(\.counts)), count: entries.count, settings: edit.settings, to: file)
        var restamped: [Int: StampCache.Stamp] = [:]
        for folder in folders {
            for (line, stamp) in folder.restamped {
                guard let stamp, stamp.isPrecise else { return }
                restamped[line] = stamp
            }
        }
        for (number, line) in lines.enumerated() {
            let bytes = UnsafeBufferPointer(start: base + Int(line.start), count: Int(line.count))
            let kind = bytes[0]
            var stamp = restamped[number]
            // Most lines are copied as they are.
            guard stamp != nil || kind == UInt8(ascii: "r") || kind == UInt8(ascii: "d") else {
                file.out.append(bytes: bytes)
                file.out.append(byte: UInt8(ascii: "\n"))
                file.flushWhenFull()
                continue
            }
            guard let pathBytes = line.path(base: base) else { return }
            // Folders' times change as files are named in them: taken again, last.
            if stamp == nil {
                guard let folder = StampCache.Stamp(folderAt: String(decoding: pathBytes, as: UTF8.self)),
                    folder.isPrecise
                else { return }
                stamp = folder
            }
            file.out.append(byte: kind)
            stamp?.append(to: &file.out)
            file.out.append(byte: UInt8(ascii: " "))
            file.out.append(bytes: pathBytes)
            file.out.append(byte: UInt8(ascii: "\n"))
            file.flushWhenFull()
        }
        finish(file)
    }
}
