#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One output folder in a rerun after an edit (see `RunRecord.editReplay`): the changed entries' files drawn and
/// matched with the record's lines, and those whose bytes changed written with the index updated around them.
final class EditedFolder {
    let folder: OutputFolder
    let renderer: AssetRenderer
    /// The folder's place among the record's folders.
    let number: Int
    /// The files to write: the record's line for each, the file as planned (with the contents it replaces) and its
    /// bytes.
    private var writes: [(line: Int, file: PlannedFile, bytes: [UInt8])] = []
    /// The index as the record vouches for it, and where the entries to replace are in it.
    private var index: [UInt8] = []
    private var replaced: [(range: Range<Int>, old: OwnershipIndex.Entry, new: OwnershipIndex.Entry)] = []
    private var indexLine = -1
    /// The new stamp of each record line whose file was written, nil when none could be taken.
    private(set) var restamped: [(line: Int, stamp: StampCache.Stamp?)] = []

    init(folder: OutputFolder, renderer: AssetRenderer, number: Int) {
        self.folder = folder
        self.renderer = renderer
        self.number = number
    }

    /// Draws the changed entries' files and finds what to write; false when they are not the files the record lists
    /// for those entries, at the same places, or the index does not list each of them once.
    func plan(
        _ edit: EditedEntries, entries recorded: [RecordedEntry], lines: [RecordLine],
        base: UnsafePointer<UInt8>
    ) -> Bool {
        let fileLines = lines.indices.filter {
            lines[$0].root == Int32(number) && base[Int(lines[$0].start)] == UInt8(ascii: "f")
        }
        var starts: [Int] = []
        var total = 0
        for entry in recorded {
            starts.append(total)
            total += entry.counts[number]
        }
        // The folder's files, then its index.
        guard fileLines.count == total + 1,
            lines[fileLines[total]].path(base: base)?.elementsEqual(
                folder.absolutePath(of: OwnershipIndex.fileName).utf8) == true,
            case .contents(let index)? = try? FileSystem.readRegularFile(
                at: folder.absolutePath(of: OwnershipIndex.fileName), limit: OwnershipIndex.maximumSize)
        else { return false }
        self.index = index
        indexLine = fileLines[total]
        let entries = IndexLines(index)
        // Drawn control by control; only the files to write are kept, within the bytes a full run keeps between
        // comparing and writing (past them, a full run, which draws them again as it writes, does the job).
        var drawnPerEntry = [Int](repeating: 0, count: edit.changed.count)
        var keptBytes = 0
        for group in 0..<renderer.groupCount {
            guard let position = renderer.entry(ofGroup: group), position < drawnPerEntry.count else { return false }
            let entry = edit.changed[position]
            for file in renderer.files(forGroup: group) {
                let offset = drawnPerEntry[position]
                drawnPerEntry[position] += 1
                guard offset < recorded[entry].counts[number] else { return false }
                let line = fileLines[starts[entry] + offset]
                // A file created once is the user's to change (a full run never replaces it either).
                guard !file.isCreatedOnce,
                    lines[line].path(base: base)?.elementsEqual(folder.absolutePath(of: file.path).utf8) == true,
                    let (range, old) = entries.entry(for: file.path)
                else { return false }
                let new = OwnershipIndex.Entry(path: file.path, bytes: file.bytes)
                guard new != old else { continue }
                keptBytes += file.bytes.count
                guard keptBytes <= folder.retainedBytesLimit, let digest = new.digest else { return false }
                var planned = PlannedFile(
                    path: file.path, group: group, size: file.bytes.count, digest: digest, isIndexed: true)
                planned.needsWrite = true
                planned.details = PlannedFile.Details(currentEntry: old)
                writes.append((line, planned, file.bytes))
                replaced.append((range, old, new))
            }
        }
        // Every file each changed entry had, and no other.
        for (position, entry) in edit.changed.enumerated()
        where drawnPerEntry[position] != recorded[entry].counts[number] {
            return false
        }
        replaced.sort { $0.range.lowerBound < $1.range.lowerBound }
        return true
    }

    /// Writes the files whose bytes changed, the index listing old and new contents first and only the new ones
    /// last; the number written, or nil when something failed (left as an interrupted run leaves it).
    func apply() -> Int? {
        guard !writes.isEmpty else { return 0 }
        guard replaceIndex(listingOld: true).replaced else { return nil }
        for write in writes {
            guard
                case .written(let stamp)? = try? folder.writeFile(
                    write.file, bytes: write.bytes, takingStamp: true, opened: nil)
            else { return nil }
            restamped.append((write.line, stamp))
        }
        let final = replaceIndex(listingOld: false)
        guard final.replaced else { return nil }
        restamped.append((indexLine, final.stamp))
        return writes.count
    }

    /// Replaces the index with the recorded one, each replaced entry's line changed to its new contents' (and
    /// kept too, in entry order, with `listingOld`); its stamp as named, when it is still the file written.
    private func replaceIndex(listingOld: Bool) -> (replaced: Bool, stamp: StampCache.Stamp?) {
        var bytes: [UInt8] = []
        // Room for the old index and, in the union, a new line beside each replaced one.
        bytes.reserveCapacity(index.count + replaced.reduce(0) { $0 + $1.range.count + 64 })
        var copied = 0
        for (range, old, new) in replaced {
            bytes += index[copied..<range.lowerBound]
            let oldLine = index[range]
            let newLine = OwnershipIndex.serializedLine(new)
            if listingOld {
                bytes += old < new ? Array(oldLine) + newLine : newLine + Array(oldLine)
            } else {
                bytes += newLine
            }
            copied = range.upperBound
        }
        bytes += index[copied...]
        let target = folder.absolutePath(of: OwnershipIndex.fileName)
        guard let temporary = try? FileSystem.writeTemporaryFile(bytes, in: folder.path) else { return (false, nil) }
        let written = StampCache.Stamp(path: temporary)
        guard (try? FileSystem.replace(target, with: temporary)) != nil else {
            unlink(temporary)
            return (false, nil)
        }
        let named = StampCache.Stamp(path: target)
        return (true, written.flatMap { written in named.flatMap { $0.isSameWrite(as: written) ? $0 : nil } })
    }
}
