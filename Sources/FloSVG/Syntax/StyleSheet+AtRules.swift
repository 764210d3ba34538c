import FloSupport

/// The at-rules of a style sheet: `@import` and `@charset` statements passed over, the others refused.
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
        var quote: Character?
        var depth = 0
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
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if depth == 0, character == ";" {
                return index
            } else if depth == 0, character == "{" || character == "}" {
                return nil
            }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    /// Why the at-rule `text` is refused: at-rules other than `@import` (`@media`, `@font-face`) are not followed.
    static func atRuleRefusal(_ text: Substring, at location: SourceLocation) -> SVGError {
        SVGError("the style rule \(XMLParser.shortened(String(text))) is not supported; remove it", at: location)
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
