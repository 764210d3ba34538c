import FloSupport

/// The names given so far, to reject one used twice, or two that differ only in case (one file on macOS and
/// Windows).
struct NameRegistry {
    private var firstByFoldedName: [String: (name: String, line: Int)]

    /// A registry with room for `expectedCount` names, so that a large manifest's table is not grown through
    /// every size (holding the old and the new table at once).
    init(expectedCount: Int = 0) {
        firstByFoldedName = Dictionary(minimumCapacity: expectedCount)
    }

    /// Registers `name`, or returns the name given earlier that is the same ignoring case, and its line; `key`
    /// (say, the resource `name` becomes) is what must be unique when given.
    mutating func register(_ name: String, line: Int, as key: String? = nil) -> (name: String, line: Int)? {
        let folded = (key ?? name).lowercasedCheaply
        if let first = firstByFoldedName[folded] { return first }
        firstByFoldedName[folded] = (name, line)
        return nil
    }

    /// Registers a control's `name`, or returns why it cannot be used.
    mutating func registerControl(_ name: String, line: Int) -> ManifestProblem? {
        guard let first = register(name, line: line) else { return nil }
        return first.name == name
            ? .duplicateName(name, firstLine: first.line)
            : .caseCollision(name, other: first.name, line: first.line)
    }
}
