import FloSupport

/// What flo-assets generated in one output folder, kept there as `.flo-assets-index`: each file's relative path,
/// size and SHA-256. The tool replaces or deletes a file only while its bytes still hash to what it wrote, so a
/// file a user made, or changed, is never lost.
///
/// A path may be listed twice while a run is under way (old and new contents), so an interrupted run leaves every
/// file it wrote owned. Version 1 indexes (bare names) are read as "owned, whatever the content" and rewritten.
package struct OwnershipIndex: Equatable, Sendable {
    /// One generated file; `size` and `digest` are nil for an entry read from a version 1 index.
    struct Entry: Hashable, Comparable, Sendable {
        var path: String
        var size: Int?
        var digest: SHA256.Digest?

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            switch (lhs.digest, rhs.digest) {
            case (nil, nil): return (lhs.size ?? -1) < (rhs.size ?? -1)
            case (nil, _): return true
            case (_, nil): return false
            case (let left?, let right?): return left < right || (left == right && (lhs.size ?? -1) < (rhs.size ?? -1))
            }
        }
    }

    package static let fileName = ".flo-assets-index"
    /// More lines than any run lists (100,000 controls in four appearances write some 500,000 files to a catalog,
    /// listed twice while they change): a larger index is not ours, and is refused before its entries are built,
    /// which take many times the bytes of short lines.
    static let maximumLines = 4_000_000
    private static let header = """
        # flo-assets: the files it generated in this folder (SHA-256, size in bytes, path). It replaces or deletes
        # only these, and only while their bytes are unchanged. Do not edit; it is rewritten on every run.

        """

    /// Sorted (by path first), without repeats: a path's entries are found by binary search rather than through a
    /// table of them, which for tens of thousands of files would be as large again.
    let entries: [Entry]
    /// Paths with capitals, by lowercased path: on a case-insensitive file system `logo.svg` is the file
    /// recorded as `Logo.svg`. (Most names are lowercase; those are found by their own path.)
    private let byFoldedPath: [String: [Entry]]

    init(entries: consuming [Entry]) {
        var list = entries
        // Indexes the tool wrote are sorted and unique already; sort only when needed.
        if !zip(list, list.dropFirst()).allSatisfy({ $0 < $1 }) {
            list.sort()
            var kept = 0
            for position in list.indices where kept == 0 || list[position] != list[kept - 1] {
                list[kept] = list[position]
                kept += 1
            }
            list.removeLast(list.count - kept)
        }
        self.entries = list
        byFoldedPath = Dictionary(
            grouping: list.filter { entry in
                entry.path.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
            }
        ) { $0.path.lowercased() }
    }

    /// Reads an index file of either version; CRLF line ends (git's autocrlf) are accepted, and lines that are
    /// comments, blank or not a safe relative path are ignored. An index git could not merge is read as the entries
    /// of both sides, what each branch owned; the common ancestor's (between `|||||||` and `=======`, in git's diff3
    /// style) own nothing, as neither branch has them. The next run writes the index whole again.
    init(bytes: [UInt8]) {
        var entries: [Entry] = []
        entries.reserveCapacity(bytes.count / 80)
        var inAncestor = false
        for var line in ByteLines(bytes) {
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if let marker = Self.conflictMarker(line) {
                inAncestor = marker == UInt8(ascii: "|")
                continue
            }
            guard let first = line.first, first != UInt8(ascii: "#"), !inAncestor else { continue }
            if let (digest, size, pathStart) = Self.fields(ofLine: line) {
                let path = String(decoding: line[pathStart...], as: UTF8.self)
                if path.isSafeRelativePath { entries.append(Entry(path: path, size: size, digest: digest)) }
            } else if !line.contains(UInt8(ascii: " ")) {
                let path = String(decoding: line, as: UTF8.self)
                if path.isSafeRelativePath { entries.append(Entry(path: path, size: nil, digest: nil)) }
            }
        }
        self.init(entries: entries)
    }

    /// The character of a line git writes around the sides of a conflict (seven `<`, `|`, `=` or `>`, then the end of
    /// the line or a space and a label); nil for any other line.
    static func conflictMarker(_ line: ArraySlice<UInt8>) -> UInt8? {
        guard let first = line.first, "<|=>".utf8.contains(first), line.count >= 7 else { return nil }
        let isMarker =
            line.prefix(7).allSatisfy { $0 == first }
            && (line.count == 7 || line[line.startIndex + 7] == UInt8(ascii: " "))
        return isMarker ? first : nil
    }

    /// The digest, the size and where the path starts (an index of `line`) on a version 2 line,
    /// `<digest> <size: 1 to 18 digits> <path>`; nil for any other line (a line with a space at the digest's end and
    /// anything else there is no entry either).
    static func fields(ofLine line: ArraySlice<UInt8>) -> (digest: SHA256.Digest, size: Int, pathStart: Int)? {
        let start = line.startIndex
        guard line.count > 67, line[start + 64] == UInt8(ascii: " "),
            let digest = SHA256.Digest(hex: line[start..<(start + 64)])
        else { return nil }
        let sizeStart = start + 65
        var position = sizeStart
        var size = 0
        while position < line.endIndex, position - sizeStart < 18, line[position] &- UInt8(ascii: "0") < 10 {
            size = size * 10 + Int(line[position] &- UInt8(ascii: "0"))
            position += 1
        }
        guard position > sizeStart, position < line.endIndex, line[position] == UInt8(ascii: " ") else { return nil }
        return (digest, size, position + 1)
    }

    var paths: [String] { entries.map(\.path).reduce(into: []) { if $0.last != $1 { $0.append($1) } } }

    package func contains(_ path: String) -> Bool { !entries(for: path).isEmpty }

    /// Whether `bytes` at `path` are what the tool wrote there (any bytes, for a version 1 entry).
    ///
    /// A path recorded only in another case counts too: on a case-insensitive file system it is the same file, and
    /// elsewhere bytes that hash to what the tool wrote are the tool's anyway.
    package func owns(_ path: String, bytes: [UInt8]) -> Bool {
        guard let candidates = candidates(for: path) else { return false }
        // Version 1 wrote flat files only: a bare line for anything in a subfolder is no evidence.
        if isVersionOne && !path.containsSlash && candidates.contains(where: { $0.digest == nil }) { return true }
        if Self.recorded(bytes, in: candidates) { return true }
        // After a merge git could not resolve, both branches' entries are listed, and a file both changed holds both
        // versions between conflict markers: it is the tool's when each version is.
        guard candidates.count > 1, let conflicted = ConflictedFile(bytes) else { return false }
        return Self.recorded(conflicted.ours, in: candidates) && Self.recorded(conflicted.theirs, in: candidates)
    }

    private static func recorded(_ bytes: [UInt8], in candidates: ArraySlice<Entry>) -> Bool {
        guard candidates.contains(where: { $0.size == bytes.count }) else { return false }
        let digest = SHA256.hash(bytes)
        return candidates.contains { $0.digest == digest }
    }

    /// How much of the file at `path` is worth reading: a larger file (also larger than what is expected) is not
    /// ours. That is the largest size recorded; with several recorded, room for a file git could not merge (both
    /// sides, and 64 KiB for the markers and their labels). A version 1 entry records no size, so its file may be of
    /// any size.
    func readLimit(of path: String) -> Int {
        guard let candidates = candidates(for: path) else { return 0 }
        if isVersionOne && candidates.contains(where: { $0.size == nil }) { return .max }
        let largest = candidates.compactMap(\.size).max() ?? 0
        return candidates.count > 1 ? 2 * largest + 65_536 : largest
    }

    /// The entries for `path`, or for the same path in another case.
    /// Exact matches; else the path in another case, by hash only (a bare name in another case is no evidence).
    private func candidates(for path: String) -> ArraySlice<Entry>? {
        let exact = entries(for: path)
        if !exact.isEmpty { return exact }
        let folded = path.lowercased()
        let lowercase = entries(for: folded)
        let other = (lowercase.isEmpty ? byFoldedPath[folded].map { $0[...] } : lowercase)?.filter { $0.digest != nil }
        return other?.isEmpty == false ? other.map { $0[...] } : nil
    }

    /// Whether the index is entirely version 1 (bare names), whose entries own their files whatever the content.
    /// In a version 2 index a bare line (a bad merge, a hand edit) owns nothing.
    var isVersionOne: Bool {
        !entries.isEmpty && entries.allSatisfy { $0.digest == nil }
    }

    /// The entries recorded for `path`.
    func entries(for path: String) -> ArraySlice<Entry> {
        // The first entry whose path is not below `path`, then those with that very path.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].path < path { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < entries.count && entries[end].path == path { end += 1 }
        return entries[low..<end]
    }

    /// The index file listing `entries`.
    var bytes: [UInt8] {
        var out = ByteBuffer(capacity: Self.header.utf8.count + entries.count * 100)
        out.append(Self.header)
        for entry in entries { Self.appendLine(entry, to: &out) }
        return out.bytes
    }

    /// Appends the line that lists `entry`; nothing for a version 1 entry, which a run never writes (it replaces
    /// each with the hash of the file's current bytes).
    private static func appendLine(_ entry: Entry, to out: inout ByteBuffer) {
        guard let digest = entry.digest, let size = entry.size else { return }
        digest.appendHex(to: &out)
        out.append(byte: UInt8(ascii: " "))
        out.append(integer: size)
        out.append(byte: UInt8(ascii: " "))
        out.append(entry.path)
        out.append(byte: UInt8(ascii: "\n"))
    }
}

extension OwnershipIndex.Entry {
    /// The entry for `bytes` written at `path`.
    init(path: String, bytes: [UInt8]) {
        self.init(path: path, size: bytes.count, digest: SHA256.hash(bytes))
    }
}
