import FloSupport

/// Reads the members of one JSON object by key and remembers which keys were asked for, so the decoder can report
/// the rest as unknown without a second, hand-kept list of keys.
final class ObjectReader {
    let path: String
    let location: SourceLocation
    let members: [JSONMember]
    /// The keys asked for, in first-asked order.
    var readKeys: [String] {
        var keys: [String] = []
        for key in askedKeys where !keys.contains(key) { keys.append(key) }
        return keys
    }
    /// The keys asked for, as asked (repeats kept: deduplicated only when `readKeys` is read, on the rare paths that
    /// need it). Unchecked for exclusivity, as `readMembers`: a reader is used by one thread, in plain calls, and the
    /// runtime check cost more than the lookups themselves.
    @exclusivity(unchecked) private var askedKeys: [String] = []
    /// Bit `i` set when the member at position `i` was asked for (in an object of at most 64 members).
    @exclusivity(unchecked) private var readMembers: UInt64 = 0
    /// The keys read as colours, so that the preview can show their swatch.
    /// A handful at most: a list, which beats hashing each.
    @exclusivity(unchecked) private(set) var colorKeys: [String] = []

    /// Each key's first position, for an object of more than 64 members (a large palette, or a hostile file), where
    /// the scans that serve a control's handful of keys would be quadratic. Built on first use.
    private lazy var firstPositions: [String: Int] = members.indices.reduce(into: [:]) { table, position in
        if table[members[position].key] == nil { table[members[position].key] = position }
    }
    private var isLarge: Bool { members.count > 64 }

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
        askedKeys.append(key)
        guard let found = position(of: key) else { return nil }
        // A large object finds its unread members through `firstPositions` instead.
        if !isLarge { readMembers |= 1 << UInt64(found) }
        return members[found]
    }

    /// Whether a member is named `key`, without marking the key as known.
    func contains(_ key: String) -> Bool { position(of: key) != nil }

    /// The first member named `key` when it is a string, without marking the key as known.
    func text(of key: String) -> String? {
        guard let found = position(of: key), case .string(let text) = members[found].value.value else { return nil }
        return text
    }

    private func position(of key: String) -> Int? {
        isLarge ? firstPositions[key] : members.firstIndex { $0.key == key }
    }

    /// Marks `key` as a colour key.
    func markColor(_ key: String) {
        if !colorKeys.contains(key) { colorKeys.append(key) }
    }

    /// Where the value of `key` is written, or the object itself when the key is absent.
    func location(of key: String?) -> SourceLocation {
        key.flatMap { key in members.first { $0.key == key }?.value.location } ?? location
    }

    /// Members never asked for, and repeated keys, each once, located at the key.
    func unreadMembers() -> (unknown: [JSONMember], duplicates: [(member: JSONMember, firstLine: Int)]) {
        var unknown: [JSONMember] = []
        var duplicates: [(JSONMember, Int)] = []
        if isLarge {
            let asked = Set(askedKeys)
            for (position, member) in members.enumerated() {
                let first = firstPositions[member.key] ?? position
                if first != position {
                    duplicates.append((member, members[first].keyLocation.line))
                } else if !asked.contains(member.key) {
                    unknown.append(member)
                }
            }
            return (unknown, duplicates)
        }
        // Objects have a handful of keys: scanning the earlier ones beats hashing every key of every control. Plain
        // index loops, no closures: a debug build (the plugin's) runs this for every control.
        for position in members.indices {
            let key = members[position].key
            var firstLine: Int?
            for earlier in 0..<position where members[earlier].key == key {
                firstLine = members[earlier].keyLocation.line
                break
            }
            if let firstLine {
                duplicates.append((members[position], firstLine))
                continue
            }
            // The first member with its key: read exactly when its key was asked for.
            if readMembers & 1 << UInt64(position) == 0 { unknown.append(members[position]) }
        }
        return (unknown, duplicates)
    }

    /// The candidate closest to `key` by edit distance (ignoring case) of those close enough to be a likely typo: a
    /// quarter of the candidate's length, at least 1. A candidate whose length alone puts it further is not compared.
    /// Each comparison takes the product of the two lengths from `budget`; none is made once it would run out.
    static func nearest(to key: String, in candidates: [String], budget: inout Int) -> String? {
        let text = key.lowercased()
        let length = text.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let count = candidate.count
            let limit = max(1, count / 4)
            guard abs(count - length) <= limit else { continue }
            budget -= count * length
            guard budget >= 0 else { return nil }
            let distance = editDistance(text, candidate.lowercased())
            if distance <= limit && distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The same among a fixed handful of candidates (a type's keys, UIKit's colour names).
    static func nearest(to key: String, in candidates: [String]) -> String? {
        var unbounded = Int.max
        return nearest(to: key, in: candidates, budget: &unbounded)
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
