/// A control name with `{key}` placeholders, as an expanded entry's `name` is written.
struct NameTemplate {
    enum Part: Equatable {
        case text(String)
        case placeholder(String)
    }

    let text: String
    let parts: [Part]
    /// The keys named in the template, in order, each once.
    let placeholders: [String]

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
        var seen: Set<String> = []
        var keys: [String] = []
        for case .placeholder(let key) in parts where seen.insert(key).inserted { keys.append(key) }
        placeholders = keys
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
