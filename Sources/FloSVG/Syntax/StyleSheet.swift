import FloSupport

/// The rules of `<style>` elements, as Illustrator and Figma write them: type, class, id and universal selectors,
/// a type with classes (`path.st0`), comma lists. A selector with anything else (combinators, attributes,
/// pseudo-classes) could change the picture in ways not followed, so it is refused, located.
struct StyleSheet: Sendable, Hashable {
    struct Rule: Sendable, Hashable {
        var type: String?
        var id: String?
        var classes: [String]
        var declarations: [Declaration]
        /// (ids, classes, types), then source order.
        var specificity: Int
        var order: Int

        /// Whether it applies to `element`, whose classes are `classes`.
        func matches(_ element: XMLElement, classes own: Set<Substring>) -> Bool {
            if let type, type != element.name { return false }
            if let id, element.attribute("id")?.value != id { return false }
            return classes.allSatisfy { own.contains(Substring($0)) }
        }
    }

    private(set) var rules: [Rule] = []
    /// The rules by what an element must have for them to match: `#id`, `.class`, a type, or `*` for none.
    private var rulesByKey: [String: [Int]] = [:]
    /// More rules than a design tool writes; a sheet beyond it is refused, since every element is matched.
    static let maximumRules = 2_000
    /// More properties than one rule of a design tool sets: every element a rule matches takes each of them.
    static let maximumProperties = 64

    /// Adds the rules of the `<style>` element `element`.
    mutating func add(_ element: XMLElement) throws(SVGError) {
        if let type = element.attribute("type")?.value, !type.isEmpty, type != "text/css" {
            throw SVGError("a <style> of type \(type) is not supported; use text/css", at: element.location)
        }
        let text = Self.withoutComments(element.text)
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let selectorText = rest[..<open].trimmingSpaces
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw SVGError("a style rule is never closed with '}'", at: element.location)
            }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if selectorText.hasPrefix("@") {
                throw SVGError(
                    "the style rule \(XMLParser.shortened(String(selectorText))) is not supported; remove it",
                    at: element.location)
            }
            let declarations = Declaration.parse(body, at: element.location)
            guard declarations.count <= Self.maximumProperties else {
                throw SVGError(
                    "a style rule sets more than \(Self.maximumProperties) properties; simplify it",
                    at: element.location)
            }
            for selector in selectorText.split(separator: ",") {
                let rule = try Self.rule(
                    selector.trimmingSpaces, declarations, order: rules.count, at: element.location)
                let key = rule.id.map { "#" + $0 } ?? rule.classes.first.map { "." + $0 } ?? rule.type ?? "*"
                rulesByKey[key, default: []].append(rules.count)
                rules.append(rule)
            }
            guard rules.count <= Self.maximumRules else {
                throw SVGError(
                    "the style sheets have more than \(Self.maximumRules) rules; simplify them", at: element.location)
            }
        }
        // An `@import` or other at-rule without a block is as refused as one with.
        if rest.contains("@") {
            throw SVGError(
                "the style rule \(XMLParser.shortened(String(rest.trimmingSpaces))) is not supported; remove it",
                at: element.location)
        }
    }

    /// The declarations that apply to `element`, weakest first: of the rules filed under its id, its classes, its
    /// type or `*`, those that match.
    func declarations(for element: XMLElement) -> [Declaration] {
        guard !rules.isEmpty else { return [] }
        var keys = ["*", element.name]
        if let id = element.attribute("id")?.value { keys.append("#" + id) }
        // Split once: each candidate rule looks its classes up here.
        let classes = Set(element.attribute("class")?.value.split(whereSeparator: \.isWhitespace) ?? [])
        for name in classes { keys.append("." + name) }
        var candidates: Set<Int> = []
        for key in keys { candidates.formUnion(rulesByKey[key] ?? []) }
        return candidates.map { rules[$0] }.filter { $0.matches(element, classes: classes) }
            .sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
            .flatMap(\.declarations)
    }

    private static func rule(
        _ selector: Substring, _ declarations: [Declaration], order: Int, at location: SourceLocation
    ) throws(SVGError) -> Rule {
        var rule = Rule(type: nil, id: nil, classes: [], declarations: declarations, specificity: 0, order: order)
        var rest = selector
        func name() -> String {
            let end = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } ?? rest.endIndex
            defer { rest = rest[end...] }
            return String(rest[..<end])
        }
        if rest.hasPrefix("*") {
            rest = rest.dropFirst()
        } else if let first = rest.first, first.isLetter {
            rule.type = name()
            rule.specificity += 1
        }
        while let first = rest.first {
            rest = rest.dropFirst()
            let part = name()
            if first == ".", !part.isEmpty {
                rule.classes.append(part)
                rule.specificity += 1 << 8
            } else if first == "#", !part.isEmpty {
                rule.id = part
                rule.specificity += 1 << 16
            } else {
                throw SVGError(
                    "the selector \(XMLParser.shortened(String(selector))) is not supported; use type, .class, #id or * selectors",
                    at: location)
            }
        }
        if selector.isEmpty { throw SVGError("a style rule has no selector", at: location) }
        return rule
    }

    static func withoutComments(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}

/// One `property: value` of a `style` attribute or a style rule.
struct Declaration: Sendable, Hashable {
    var name: String
    var value: String
    var location: SourceLocation

    /// The declarations of `text` (`a: b; c: d`), one for each property: the one the cascade keeps (the last
    /// written, unless an earlier one is `!important`), where the property was first written; `!important` dropped.
    static func parse(_ text: Substring, at location: SourceLocation) -> [Declaration] {
        var declarations: [Declaration] = []
        var positions: [String: Int] = [:]
        var important: Set<String> = []
        for part in StyleSheet.withoutComments(String(text)).split(separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            var value = part[part.index(after: colon)...].trimmingSpaces
            let isImportant = value.range(of: "!important") != nil
            if let mark = value.range(of: "!important") { value = value[..<mark.lowerBound].trimmingSpaces }
            let declaration = Declaration(
                name: String(part[..<colon].trimmingSpaces), value: String(value), location: location)
            if isImportant { important.insert(declaration.name) }
            if let position = positions[declaration.name] {
                if isImportant || !important.contains(declaration.name) { declarations[position] = declaration }
            } else {
                positions[declaration.name] = declarations.count
                declarations.append(declaration)
            }
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
