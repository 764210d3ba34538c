import FloSupport

/// A text file git could not merge, split back into the two branches' versions. When the index records both, every
/// line of the file came from the tool, and the next run may replace it like any file it owns.
struct ConflictedFile {
    /// The file as the current branch had it: the common lines and the first side of each conflict.
    private(set) var ours: [UInt8] = []
    /// The file as the merged branch had it: the common lines and the last side of each conflict.
    private(set) var theirs: [UInt8] = []

    private enum Section { case common, ours, theirs }

    /// The two versions in `bytes`; nil unless it holds at least one conflict, every marker is where git puts it
    /// (`<<<<<<<`, `=======`, `>>>>>>>`), and the versions differ. A conflict that also shows the common ancestor
    /// (git's diff3 and zdiff3 styles, after `|||||||`) is no merge of two generated files: its lines are in neither
    /// version, so nothing would prove them the tool's.
    init?(_ bytes: [UInt8]) {
        // Most files that differ from what the index records hold no conflict: tell those without copying them.
        guard ByteLines(bytes).contains(where: { $0.starts(with: "<<<<<<<".utf8) }) else { return nil }
        var section = Section.common
        var conflicts = 0
        for line in ByteLines(bytes) {
            let marker = OwnershipIndex.conflictMarker(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
            switch (marker, section) {
            case (nil, _):
                // The line with its end, so that each version is rebuilt byte for byte.
                let whole = bytes[line.startIndex..<min(line.endIndex + 1, bytes.count)]
                if section == .common || section == .ours { ours += whole }
                if section == .common || section == .theirs { theirs += whole }
            case (UInt8(ascii: "<"), .common): section = .ours
            case (UInt8(ascii: "="), .ours): section = .theirs
            case (UInt8(ascii: ">"), .theirs):
                section = .common
                conflicts += 1
            default:
                return nil
            }
        }
        guard section == .common, conflicts > 0, ours != theirs else { return nil }
    }
}
