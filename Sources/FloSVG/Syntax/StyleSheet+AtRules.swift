import FloSupport

/// The at-rules of a style sheet: `@import` and `@charset` statements passed over, as are the blocks that apply
/// only elsewhere (`@media print`, `@font-face`); the others refused.
extension StyleSheet {
    /// Takes the `@import` statements at the start of `rest` off it, noting each. One that opens a block before its
    /// `;` is left, to be refused as any other at-rule.
    mutating func passOverImports(
        in rest: inout Substring, at: (String.Index) -> SourceLocation
    ) throws(SVGError) {
        while true {
            let statement = rest.drop(while: \.isWhitespace)
            guard let keyword = ["@import", "@charset"].first(where: { statement.hasAtKeyword($0) }),
                let end = Self.statementEnd(statement)
            else { return }
            rest = end < statement.endIndex ? statement[statement.index(after: end)...] : statement[end...]
            // `@charset` means nothing in a document's own sheet; an `@import` is warned of, a few times at most.
            guard keyword == "@import" else { continue }
            writtenRules += 1
            guard writtenRules <= Self.maximumRules else {
                throw SVGError(
                    "the style sheets have more than \(Self.maximumRules) rules; simplify them",
                    at: at(statement.startIndex))
            }
            guard passedOverImports.count < Self.maximumWarnings else { continue }
            let written = statement[..<end].trimmingSpaces
            passedOverImports.append(
                SVGWarning(
                    "\(XMLParser.shortened(String(written))) is passed over, as browsers pass it over in an SVG drawn as an image, so the rules of that file do not apply; copy them into a <style> in this file if they should",
                    at: at(statement.startIndex)))
        }
    }

    /// Where the statement at the start of `text` ends, as CSS reads it: its `;` outside strings (which end at their
    /// quote or their line), brackets (an unquoted `url(…)`) and escapes, or the end of the text; nil when a block
    /// opens first.
    private static func statementEnd(_ text: Substring) -> String.Index? {
        var depth = 0
        var blockFirst = false
        let end = firstOutsideStrings(in: text) { character in
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case ";" where depth == 0: return true
            case "{" where depth == 0, "}" where depth == 0:
                blockFirst = true
                return true
            default: break
            }
            return false
        }
        return blockFirst ? nil : end ?? text.endIndex
    }

    /// The first character of `text` outside its strings (which end at their quote or their line) and escapes
    /// that `stops` at, in order; nil when none does.
    private static func firstOutsideStrings(in text: Substring, stops: (Character) -> Bool) -> String.Index? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\\" {
                index = text.index(after: index)
                if index == text.endIndex { break }
            } else if let open = quote {
                if character == open || character.isNewline { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if stops(character) {
                return index
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Why the at-rule `text` is refused: at-rules other than `@import` and those that apply elsewhere (see
    /// `appliesOnlyElsewhere`) are not followed.
    static func atRuleRefusal(_ text: Substring, at location: SourceLocation) -> SVGError {
        SVGError("the style rule \(XMLParser.shortened(String(text))) is not supported; remove it", at: location)
    }

    /// Whether the at-rule whose prelude is `prelude` (`@media print`) changes nothing on a screen: fonts
    /// (`@font-face`: text is refused where it is drawn), printed pages (`@page`), media queries for print or
    /// speech only. Its block is passed over whole.
    static func appliesOnlyElsewhere(_ prelude: Substring) -> Bool {
        // A `;` ends an at-rule without a block: the block that follows is another rule's.
        guard !prelude.contains(";") else { return false }
        if prelude.hasAtKeyword("@font-face") || prelude.hasAtKeyword("@page") { return true }
        guard prelude.hasAtKeyword("@media") else { return false }
        let queries = prelude.dropFirst("@media".count).lowercased().split(separator: ",")
        return !queries.isEmpty
            && queries.allSatisfy { query in
                var words = query.split(whereSeparator: \.isWhitespace)
                if words.first == "only" { words.removeFirst() }
                return words.first.map { ["print", "speech"].contains($0) } ?? false
            }
    }

    /// Whether `selector` matches only while someone interacts with the picture (`a:hover`, `.b:focus`), which an
    /// image never sees. Only in a selector of names and pseudo-classes: in a function `:not(:hover)` matches every
    /// element, and an escaped `\:` or a quoted `":hover"` is no pseudo-class.
    static func matchesOnlyOnInteraction(_ selector: Substring) -> Bool {
        guard !selector.contains(where: { "()[]\\\"'".contains($0) }) else { return false }
        return selector.split(separator: ":", omittingEmptySubsequences: false).dropFirst().contains { part in
            let name = part.prefix { $0.isCSSNameCharacter }.lowercased()
            return ["hover", "active", "focus", "focus-visible", "focus-within", "visited", "target"].contains(name)
        }
    }

    /// Where the block opened at `open` in `text` ends, as CSS reads it: past the blocks, brackets and strings nested
    /// in it. What this reading could get wrong (a bracket closed by another kind, an unquoted `url(` holding a
    /// bracket or a quote, which CSS reads as a bad URL) is `unclear`, so that nothing is passed over on a guess.
    static func blockEnd(_ text: Substring, open: String.Index) -> BlockEnd {
        var closers: [Character] = []
        var quote: Character?
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if character == "\\" {
                index = text.index(after: index)
                if index == text.endIndex { return .open }
            } else if let open = quote {
                if character == open { quote = nil } else if character.isNewline { return .unclear }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if let closer = Self.closers[character] {
                closers.append(closer)
                if character == "(", text[..<index].suffix(3).lowercased() == "url" {
                    // An unquoted URL runs to its `)`, and may hold no bracket, quote or escape.
                    let rest = text[text.index(after: index)...].drop { $0.isWhitespace }
                    if let first = rest.first, first != "\"", first != "'" {
                        guard let close = rest.firstIndex(of: ")"),
                            !rest[..<close].contains(where: { "(\"'\\".contains($0) })
                        else { return .unclear }
                        closers.removeLast()
                        index = close
                    }
                }
            } else if "})]".contains(character) {
                guard closers.last == character else { return .unclear }
                closers.removeLast()
                if closers.isEmpty { return .closed(index) }
            }
            index = text.index(after: index)
        }
        return .open
    }

    private static let closers: [Character: Character] = ["{": "}", "(": ")", "[": "]"]

    /// Where a rule's declarations `body` opens a block of its own (a rule nested in it, as CSS nesting writes
    /// it), outside strings; nil when it opens none.
    static func nestedBlock(in body: Substring) -> String.Index? {
        firstOutsideStrings(in: body) { $0 == "{" }
    }

    /// How a block ends (see `blockEnd`).
    enum BlockEnd {
        case closed(String.Index)
        case open
        case unclear
    }
}

extension Substring {
    /// Whether it starts with the at-keyword `keyword` (`@import`), in any case, and not a longer name.
    fileprivate func hasAtKeyword(_ keyword: String) -> Bool {
        guard prefix(keyword.count).lowercased() == keyword else { return false }
        return dropFirst(keyword.count).first.map { !$0.isCSSNameCharacter } ?? true
    }
}

extension Character {
    /// Whether it may go on a CSS name: a selector's type, class or id, or an at-rule's keyword.
    var isCSSNameCharacter: Bool { isLetter || isNumber || self == "-" || self == "_" }
}
