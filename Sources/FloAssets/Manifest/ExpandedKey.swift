/// One key of an entry written as states, `{"from": A, "through": B, "by": S}` or `{"each": [...]}`: the values it
/// takes, in order (§2.5).
struct ExpandedKey {
    var key: String
    /// Where the key is among the entry's members, so that each expansion replaces its value in place.
    var memberIndex: Int
    /// The values, each located where it is written (a range's values at the range).
    var values: [JSONNode]
    /// The range as written, for messages about one of its values: `{"from": 0, "through": 9}`; nil for `each`,
    /// whose values point at themselves.
    var rangeText: String?
    /// Where the range or the `each` array is written.
    var location: SourceLocation

    /// The keys that make a value a set of states rather than a value.
    static let stateKeys: Set<String> = ["from", "through", "by", "each"]

    /// How many controls `keys` expand to (their cartesian product), or `limit + 1` when more than `limit`.
    static func combinationCount(_ keys: [ExpandedKey], limit: Int) -> Int {
        var count = 1
        for key in keys {
            count *= key.values.count
            if count > limit { return limit + 1 }
        }
        return count
    }

    /// `value` as the name writes it: numbers as the files write them, strings and booleans as they are; nil for
    /// what has no short written form (objects, arrays, null).
    static func nameText(_ value: JSONNode) -> String? {
        switch value.value {
        case .number(let number): formatNumber(number)
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null, .array, .object, .outOfRangeNumber: nil
        }
    }
}

/// A control name with `{key}` placeholders, as an expanded entry's `name` is written.
struct NameTemplate {
    enum Part: Equatable {
        case text(String)
        case placeholder(String)
    }

    let text: String
    let parts: [Part]

    init(_ text: String) {
        self.text = text
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            parts.append(.placeholder(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
    }

    /// The keys named in the template, in order, each once.
    var placeholders: [String] {
        var keys: [String] = []
        for case .placeholder(let key) in parts where !keys.contains(key) { keys.append(key) }
        return keys
    }

    /// The name with each placeholder replaced by `value(key)`.
    func rendered(_ value: (String) -> String) -> String {
        var name = ""
        for part in parts {
            switch part {
            case .text(let text): name += text
            case .placeholder(let key): name += value(key)
            }
        }
        return name
    }
}

/// The names given so far, to reject one used twice, or two that differ only in case (one file on macOS and
/// Windows).
struct NameRegistry {
    private var firstByFoldedName: [String: (name: String, line: Int)] = [:]

    /// Registers `name`, or returns why it cannot be used.
    mutating func register(_ name: String, line: Int) -> ManifestProblem? {
        let folded = name.lowercased()
        if let first = firstByFoldedName[folded] {
            return first.name == name
                ? .duplicateName(name, firstLine: first.line)
                : .caseCollision(name, other: first.name, line: first.line)
        }
        firstByFoldedName[folded] = (name, line)
        return nil
    }
}
