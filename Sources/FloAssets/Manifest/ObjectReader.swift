/// Reads the members of one JSON object by key and remembers which keys were asked for, so the decoder can report
/// the rest as unknown without a second, hand-kept list of keys.
final class ObjectReader {
    let path: String
    let location: SourceLocation
    let members: [JSONMember]
    /// The keys asked for, in first-asked order.
    private(set) var readKeys: [String] = []
    /// The keys read as colours, so that the preview can show their swatch.
    private(set) var colorKeys: Set<String> = []

    init(members: [JSONMember], path: String, location: SourceLocation) {
        self.members = members
        self.path = path
        self.location = location
    }

    /// The JSON path of `key` inside this object, like `controls[1].fillColor`.
    func path(of key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// The first member named `key`; asking marks the key as known.
    func member(_ key: String) -> JSONMember? {
        // Lengths first: they are stored, and most keys differ in length, which spares a full string comparison.
        // Plain loops rather than closures: a debug build (the plugin's) runs this for every key of every control.
        let length = key.utf8.count
        var known = false
        for read in readKeys where read.utf8.count == length && read == key {
            known = true
            break
        }
        if !known { readKeys.append(key) }
        for member in members where member.key.utf8.count == length && member.key == key { return member }
        return nil
    }

    /// Marks `key` as a colour key.
    func markColor(_ key: String) {
        colorKeys.insert(key)
    }

    /// Where the value of `key` is written, or the object itself when the key is absent.
    func location(of key: String?) -> SourceLocation {
        key.flatMap { key in members.first { $0.key == key }?.value.location } ?? location
    }

    /// Members never asked for, and repeated keys, each once, located at the key.
    func unreadMembers() -> (unknown: [JSONMember], duplicates: [(member: JSONMember, firstLine: Int)]) {
        var unknown: [JSONMember] = []
        var duplicates: [(JSONMember, Int)] = []
        // Objects have a handful of keys: scanning the earlier ones beats hashing every key of every control. Plain
        // index loops, no closures: a debug build (the plugin's) runs this for every control.
        for position in members.indices {
            let key = members[position].key
            let length = key.utf8.count
            var firstLine: Int?
            for earlier in 0..<position where members[earlier].key.utf8.count == length && members[earlier].key == key {
                firstLine = members[earlier].keyLocation.line
                break
            }
            if let firstLine {
                duplicates.append((members[position], firstLine))
                continue
            }
            var isRead = false
            for read in readKeys where read.utf8.count == length && read == key {
                isRead = true
                break
            }
            if !isRead { unknown.append(members[position]) }
        }
        return (unknown, duplicates)
    }

    /// The candidate closest to `key` by edit distance (ignoring case), when close enough to be a likely typo.
    static func nearest(to key: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, best.0.count / 4) ? best.0 : nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
