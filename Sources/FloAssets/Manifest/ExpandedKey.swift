import FloSupport

/// One key of an entry written as states, `{"from": A, "through": B, "by": S}` or `{"each": [...]}`: the values it
/// takes, in order.
struct ExpandedKey {
    var key: String
    /// Where the key is among the entry's members, so that each expansion replaces its value in place.
    var memberIndex: Int
    /// The values, each located where it is written (a range's values at the range).
    var values: [JSONNode]
    /// The range as written, for messages about one of its values: `{"from": 0, "through": 9}`; nil for `each`,
    /// whose values point at themselves.
    var rangeText: String?

    /// Whether the name and code write each value as its position in `each`, from 1: some value (a graph's points, a
    /// gradient) has no short written form.
    let isNamedByPosition: Bool

    init(key: String, memberIndex: Int, values: [JSONNode], rangeText: String?) {
        (self.key, self.memberIndex, self.values, self.rangeText) = (key, memberIndex, values, rangeText)
        isNamedByPosition = values.contains { Self.nameText($0) == nil }
    }

    /// The state's value of the value at `index`: its position when the values are named so.
    func stateValue(at index: Int) -> StateValue {
        isNamedByPosition ? .integer(index + 1) : StateValue(values[index])
    }

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
        // Past 1e9 the files' 3-decimal format is not meant for it (no key accepts such a value anyway): exact.
        case .number(let number): abs(number) < 1e9 ? formatNumber(number) : ManifestProblem.written(number)
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        // Beyond what a number holds (`1e400`): as written, not its position, which would pass for the value 1.
        case .outOfRangeNumber(let text): text
        case .null, .array, .object: nil
        }
    }
}
