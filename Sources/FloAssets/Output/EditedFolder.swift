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
        _ edit: EditedEntries, entries recorded: [(digest: SHA256.Digest, counts: [Int])], lines: [RecordLine],
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
            Self.path(of: lines[fileLines[total]], base: base).elementsEqual(
                folder.absolutePath(of: OwnershipIndex.fileName).utf8),
            case .contents(let index)? = try? FileSystem.readRegularFile(
                at: folder.absolutePath(of: OwnershipIndex.fileName), limit: OwnershipIndex.maximumSize)
        else { return false }
        self.index = index
        indexLine = fileLines[total]
        let entries = IndexLines(index)
        var drawn = [[(group: Int, file: GeneratedFile)]](repeating: [], count: edit.changed.count)
        for group in 0..<renderer.groupCount {
            guard let entry = renderer.entry(ofGroup: group), entry < drawn.count else { return false }
            drawn[entry] += renderer.files(forGroup: group).map { (group, $0) }
        }
        for (position, entry) in edit.changed.enumerated() {
            guard drawn[position].count == recorded[entry].counts[number] else { return false }
            for (offset, (group, file)) in drawn[position].enumerated() {
                let line = fileLines[starts[entry] + offset]
                // A file created once is the user's to change (a full run never replaces it either).
                guard !file.isCreatedOnce,
                    Self.path(of: lines[line], base: base).elementsEqual(folder.absolutePath(of: file.path).utf8),
                    let (range, old) = entries.entry(for: file.path)
                else { return false }
                let new = OwnershipIndex.Entry(path: file.path, bytes: file.bytes)
                guard new != old else { continue }
                var planned = PlannedFile(
                    path: file.path, group: group, size: file.bytes.count, digest: SHA256.hash(file.bytes),
                    isIndexed: true)
                planned.needsWrite = true
                planned.details = PlannedFile.Details(currentEntry: old)
                writes.append((line, planned, file.bytes))
                replaced.append((range, old, new))
            }
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
        bytes.reserveCapacity(index.count + replaced.count * 2 * 100)
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

    /// The path a record line ends with.
    private static func path(of line: RecordLine, base: UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let bytes = UnsafeBufferPointer(start: base + Int(line.start), count: Int(line.count))
        var position = 1
        guard StampCache.Stamp(parsing: bytes, at: &position) != nil, position < bytes.count else {
            return UnsafeBufferPointer(start: base, count: 0)
        }
        return UnsafeBufferPointer(rebasing: bytes[(position + 1)...])
    }
}

/// The entry lines of an index the tool wrote, in order (sorted by path), to find a path's line by binary search.
struct IndexLines {
    private let bytes: [UInt8]
    /// Each entry line's start, where its path starts and its end (after the line break).
    private var lines: [(start: Int, path: Int, end: Int)] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 10, buffer.count - start) {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                // `<digest> <size> <path>`: the path starts after the second space.
                if end - start > 67, buffer[start + 64] == UInt8(ascii: " "),
                    let space = memchr(base + start + 65, 32, end - start - 65)
                {
                    lines.append((start, base.distance(to: space.assumingMemoryBound(to: UInt8.self)) + 1, end))
                }
                start = end
            }
        }
    }

    /// The line of `path` and its entry, when the index lists it exactly once.
    func entry(for path: String) -> (range: Range<Int>, entry: OwnershipIndex.Entry)? {
        let target = Array(path.utf8)
        func order(_ line: Int) -> Int {
            let (_, pathStart, end) = lines[line]
            let count = end - 1 - pathStart
            let common = min(count, target.count)
            let compared = bytes.withUnsafeBufferPointer { bytes in
                target.withUnsafeBufferPointer { target in
                    memcmp(
                        bytes.baseAddress.unsafelyUnwrapped + pathStart, target.baseAddress.unsafelyUnwrapped, common)
                }
            }
            return compared != 0 ? Int(compared) : count - target.count
        }
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if order(middle) < 0 { low = middle + 1 } else { high = middle }
        }
        guard low < lines.count, order(low) == 0, low + 1 == lines.count || order(low + 1) != 0 else { return nil }
        let (start, pathStart, end) = lines[low]
        let line = bytes[start..<end]
        guard let digest = SHA256.Digest(hex: line.prefix(64)),
            let size = Int(String(decoding: bytes[(start + 65)..<(pathStart - 1)], as: UTF8.self))
        else { return nil }
        return (start..<end, OwnershipIndex.Entry(path: path, size: size, digest: digest))
    }
}
