/// Reads the members of one JSON object by key, remembering which keys were read so the rest can be reported.
struct ObjectReader {
    let path: String
    let location: SourceLocation
    private let members: [JSONMember]

    init(members: [JSONMember], path: String, location: SourceLocation) {
        self.members = members
        self.path = path
        self.location = location
    }

    /// The JSON path of `key` inside this object, like `controls[1].fillColor`.
    func path(of key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// The first member named `key`.
    func member(_ key: String) -> JSONMember? {
        members.first { $0.key == key }
    }

    /// Members whose key is not in `known` (with a suggestion) and repeated keys, located at the key.
    func unexpectedMembers(known: [String]) -> [(key: String, location: SourceLocation, problem: ManifestProblem)] {
        var problems: [(String, SourceLocation, ManifestProblem)] = []
        var seen: [String: SourceLocation] = [:]
        for member in members {
            if let first = seen[member.key] {
                problems.append((member.key, member.keyLocation, .duplicateKey(member.key, firstLine: first.line)))
                continue
            }
            seen[member.key] = member.keyLocation
            guard !known.contains(member.key) else { continue }
            problems.append((member.key, member.keyLocation,
                             .unknownKey(member.key, suggestion: Self.nearest(to: member.key, in: known), known: known)))
        }
        return problems
    }

    /// The candidate closest to `key` by edit distance (ignoring case), when close enough to be a likely typo.
    static func nearest(to key: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, best.0.count / 4) ? best.0 : nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
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
