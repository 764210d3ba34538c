#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The text of each entry of `controls` as written, told apart by its digest: a rerun after an edit compares these
/// with the ones its run record kept to find the few entries it must decode and draw again (see
/// `RunRecord.editReplay`).
///
/// An entry's text runs from its first byte to the next entry's first byte (the last one's to the end of the file),
/// so any change between two entries, even of white space, counts as a change of the entry before it; what comes
/// before the first entry is compared by the settings' digest instead.
enum EntryText {
    /// Where each entry of the root's `controls` array starts; nil when there is no such array.
    static func starts(in root: JSONNode) -> [SourceLocation]? {
        guard case .object(let members) = root.value,
            let controls = members.first(where: { $0.key == "controls" }),
            case .array(let elements) = controls.value.value
        else { return nil }
        return elements.map(\.location)
    }

    /// The digest of each entry's text in `bytes`, the entries starting at `starts` (in order, as the parser
    /// located them: 1-based lines and byte columns); nil unless each start is an object's `{` after the previous
    /// one's, as every entry of a valid manifest is (so that a location counted otherwise than the parser counts it
    /// cannot go unnoticed).
    static func digests(of bytes: [UInt8], starts: [SourceLocation]) -> [SHA256.Digest]? {
        bytes.withUnsafeBytes { bytes in
            let offsets = Self.offsets(of: starts, in: bytes)
            guard
                offsets.indices.allSatisfy({ index in
                    offsets[index] < bytes.count && bytes[offsets[index]] == UInt8(ascii: "{")
                        && (index == 0 || offsets[index] > offsets[index - 1])
                })
            else { return nil }
            return offsets.indices.map { index in
                let end = index + 1 < offsets.count ? offsets[index + 1] : bytes.count
                return SHA256.hash(UnsafeRawBufferPointer(rebasing: bytes[offsets[index]..<max(offsets[index], end)]))
            }
        }
    }

    /// The byte offset of each location, found in one pass over the line breaks (with `memchr`: the plugin's debug
    /// build runs this over the whole manifest).
    private static func offsets(of locations: [SourceLocation], in bytes: UnsafeRawBufferPointer) -> [Int] {
        guard let base = bytes.baseAddress else { return locations.map { _ in 0 } }
        // Columns on the first line count from after a byte order mark, as the parser counts them.
        var (line, lineStart) = (1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        var offsets: [Int] = []
        offsets.reserveCapacity(locations.count)
        for location in locations {
            while line < location.line, lineStart < bytes.count,
                let found = memchr(base + lineStart, 10, bytes.count - lineStart)
            {
                lineStart = base.distance(to: UnsafeRawPointer(found)) + 1
                line += 1
            }
            // Clamped, and never before the previous entry: a location the parser gave is always in order and in
            // the file, but the digests must not depend on that.
            let offset = min(max(lineStart + location.column - 1, offsets.last ?? 0), bytes.count)
            offsets.append(offset)
        }
        return offsets
    }
}
