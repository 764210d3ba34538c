import FloSupport

/// One `property: value` of a `style` attribute or a style rule, where it is written.
struct Declaration: Sendable, Hashable {
    var name: String
    var value: String
    var location: SourceLocation
    /// Written with `!important`, which CSS places above every declaration written without.
    var isImportant = false

    /// The declarations of a `style` attribute's `text` (`a: b; c: d`), in the order written, all at `location`;
    /// read up to one past `limit`.
    static func parse(_ text: Substring, at location: SourceLocation, limit: Int = .max) -> [Declaration] {
        parse(commentFree: StyleSheet.withoutComments(String(text))[...], locate: { _ in location }, limit: limit)
    }

    /// The declarations of `text`, in the order written (the cascade picks among them, skipping those a property
    /// cannot read), each located by `locate` from where its name starts.
    static func parse(
        commentFree text: Substring, locate: (String.Index) -> SourceLocation, limit: Int = .max
    ) -> [Declaration] {
        var declarations: [Declaration] = []
        var rest = text
        while !rest.isEmpty, declarations.count <= limit {
            // Found among the bytes: CSS reads code points, and walking a long value by characters is slow.
            let end = rest.utf8.firstIndex(of: UInt8(ascii: ";")) ?? rest.endIndex
            let part = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[rest.utf8.index(after: end)...]
            guard let colon = part.utf8.firstIndex(of: UInt8(ascii: ":")) else { continue }
            // Property names ignore ASCII case in CSS.
            let name = part[..<colon].trimmingSpaces
            var value = part[part.utf8.index(after: colon)...].trimmingSpaces
            var isImportant = false
            if let mark = value.utf8.lastIndex(of: UInt8(ascii: "!")) {
                // `! important` in any case, and nothing after it; another `!` makes the declaration invalid.
                guard value[value.utf8.index(after: mark)...].trimmingSpaces.lowercased() == "important" else {
                    continue
                }
                value = value[..<mark].trimmingSpaces
                isImportant = true
            }
            declarations.append(
                Declaration(
                    name: name.lowercased(), value: String(value), location: locate(name.startIndex),
                    isImportant: isImportant))
        }
        return declarations
    }

    /// What a block of `declarations` keeps, as CSS's cascade reads it: for each property, the last one written,
    /// or the last `!important` one; in the order of their properties' first declarations.
    static func kept(_ declarations: [Declaration]) -> [Declaration] {
        var kept: [Declaration] = []
        var positions: [String: Int] = [:]
        for declaration in declarations {
            guard let position = positions[declaration.name] else {
                positions[declaration.name] = kept.count
                kept.append(declaration)
                continue
            }
            if declaration.isImportant || !kept[position].isImportant { kept[position] = declaration }
        }
        return kept
    }
}

extension Substring {
    func range(of text: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(text) { return index..<self.index(index, offsetBy: text.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
