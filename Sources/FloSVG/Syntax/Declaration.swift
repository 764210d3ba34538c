import FloSupport

/// One `property: value` of a `style` attribute or a style rule, where it is written.
struct Declaration: Sendable, Hashable {
    var name: String
    var value: String
    var location: SourceLocation
    /// Written with `!important`, which CSS places above every declaration written without.
    var isImportant = false

    /// The declarations of a `style` attribute's `text` (`a: b; c: d`), in the order written, all at `location`.
    static func parse(_ text: Substring, at location: SourceLocation) -> [Declaration] {
        parse(commentFree: StyleSheet.withoutComments(String(text))[...], locate: { _ in location })
    }

    /// The declarations of `text`, in the order written (the cascade picks among them, skipping those a property
    /// cannot read), each located by `locate` from where its name starts.
    static func parse(commentFree text: Substring, locate: (String.Index) -> SourceLocation) -> [Declaration] {
        var declarations: [Declaration] = []
        for part in text.split(separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let name = part[..<colon].trimmingSpaces
            var value = part[part.index(after: colon)...].trimmingSpaces
            let mark = value.range(of: "!important")
            if let mark { value = value[..<mark.lowerBound].trimmingSpaces }
            declarations.append(
                Declaration(
                    name: String(name), value: String(value), location: locate(name.startIndex),
                    isImportant: mark != nil))
        }
        return declarations
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
