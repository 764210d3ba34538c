import FloSupport

/// The rules of `<style>` elements, as Illustrator and Figma write them: type, class, id and universal selectors,
/// a type with classes (`path.st0`), comma lists. A selector with anything else (combinators, attributes,
/// pseudo-classes) could change the picture in ways not followed, so it is refused, located, unless its rule sets
/// no property drawn here or it matches only on interaction (`:hover`), which a picture never sees.
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

    /// The rules that set a property drawn here; a rule that sets none matches nothing of consequence.
    private(set) var rules: [Rule] = []
    /// How many rules the sheets write, kept or not.
    var writtenRules = 0
    /// The `@import`s passed over, each located (the first `maximumWarnings`): an SVG drawn as an image reads no
    /// other file.
    var passedOverImports: [SVGWarning] = []
    static let maximumWarnings = 10
    /// The rules by what an element must have for them to match: `#id`, `.class`, a type, or `*` for none.
    private var rulesByKey: [String: [Int]] = [:]
    /// More rules than a design tool writes; a sheet beyond it is refused, since every element is matched.
    static let maximumRules = 2_000
    /// More declarations than one rule of a design tool writes: every element a rule matches takes each of them.
    static let maximumDeclarations = 64
    /// More declarations than a design tool's rules give a file's elements, summed over the elements.
    static let maximumApplied = 500_000
    /// More tests of a rule against an element (a rule filed under one of its keys, and each of the rule's classes)
    /// than a design tool's sheets take, summed over the elements: a rule of many classes filed under a class many
    /// elements have would otherwise make matching a product of the two.
    static let maximumMatchWork = 10_000_000

    /// Adds the rules of the `<style>` element `element`, each located where it is written, with the declarations
    /// of properties drawn here that those properties read; `check` sees every declaration written.
    mutating func add(
        _ element: XMLElement, check: (Declaration) throws(SVGError) -> Void
    ) throws(SVGError) {
        if let type = element.attribute("type")?.value, !type.isEmpty, type != "text/css" {
            throw SVGError("a <style> of type \(type) is not supported; use text/css", at: element.location)
        }
        // A sheet for print or speech only, as an `@media print` block, changes nothing on a screen.
        if let media = element.attribute("media")?.value, Self.appliesOnlyElsewhere(("@media " + media)[...]) {
            return
        }
        // Comments are blanked, not cut, so that each offset still points into the file.
        let text = Self.withoutComments(element.text)
        let locator = TextLocator(element)
        let at = { (index: String.Index) in locator.location(at: text.utf8.distance(from: text.startIndex, to: index)) }
        var rest = text[...]
        while true {
            try passOverImports(in: &rest, at: at)
            guard let open = rest.firstIndex(of: "{") else { break }
            let selectorText = rest[..<open].trimmingSpaces
            let selectorLocation = at(selectorText.startIndex)
            if selectorText.hasPrefix("@") {
                guard Self.appliesOnlyElsewhere(selectorText) else {
                    throw Self.atRuleRefusal(selectorText, at: selectorLocation)
                }
                switch Self.blockEnd(rest, open: open) {
                case .closed(let end):
                    rest = rest[rest.index(after: end)...]
                    continue
                case .open:
                    throw SVGError("a style rule is never closed with '}'", at: at(open))
                case .unclear:
                    throw Self.atRuleRefusal(selectorText, at: selectorLocation)
                }
            }
            // The block ends at its `}`, not at one in a string or a nested block; where that reading is unclear
            // (a quote left open, a bracket closed by another kind), at the first `}`.
            let blockEnd: String.Index? =
                switch Self.blockEnd(rest, open: open) {
                case .closed(let end): end
                case .open, .unclear: rest[open...].firstIndex(of: "}")
                }
            guard let close = blockEnd else {
                throw SVGError("a style rule is never closed with '}'", at: at(open))
            }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let selectors = selectorText.split(separator: ",").map(\.trimmingSpaces)
            var declarations: [Declaration] = []
            // A rule only for a pointer or focus never applies, whatever it sets: its declarations are not even read.
            if selectors.isEmpty || !selectors.allSatisfy(Self.matchesOnlyOnInteraction) {
                if let nested = Self.nestedBlock(in: body) {
                    throw SVGError(
                        "a style rule nested in another (CSS nesting) is not supported; write it as a rule of its own",
                        at: at(nested))
                }
                let written = Declaration.parse(commentFree: body, locate: at, limit: Self.maximumDeclarations)
                guard written.count <= Self.maximumDeclarations else {
                    throw SVGError(
                        "a style rule holds more than \(Self.maximumDeclarations) declarations; simplify it",
                        at: selectorLocation)
                }
                // A declaration its property cannot read is dropped, as browsers drop it, so that the cascade never
                // looks past it again for every element the rule matches.
                var readable: [Declaration] = []
                for declaration in written {
                    try check(declaration)
                    guard Declared.propertyNames.contains(declaration.name) else { continue }
                    let isRead = try Converter.located(at: declaration.location) {
                        () throws(NumberScanner.OutOfRange) in
                        try Style.reads(declaration.name, declaration.value[...])
                    }
                    if isRead { readable.append(declaration) }
                }
                declarations = Declaration.kept(readable)
            }
            for selector in selectors {
                writtenRules += 1
                // A rule that sets nothing drawn here, as SF Symbols' `-sfsymbols-motion-group` rules, changes
                // nothing, whatever its selector; nor does one that matches only while someone points at the picture.
                guard !declarations.isEmpty, !Self.matchesOnlyOnInteraction(selector) else { continue }
                let rule = try Self.rule(selector, declarations, order: rules.count, at: at(selector.startIndex))
                let key = rule.id.map { "#" + $0 } ?? rule.classes.first.map { "." + $0 } ?? rule.type ?? "*"
                rulesByKey[key, default: []].append(rules.count)
                rules.append(rule)
            }
            guard writtenRules <= Self.maximumRules else {
                throw SVGError(
                    "the style sheets have more than \(Self.maximumRules) rules; simplify them", at: selectorLocation)
            }
        }
        // An `@import` or other at-rule without a block is as refused as one with.
        if let atSign = rest.firstIndex(of: "@") { throw Self.atRuleRefusal(rest.trimmingSpaces, at: at(atSign)) }
    }

    /// The declarations that apply to `element`, weakest first: of the rules filed under its id, its classes, its
    /// type or `*`, those that match; and the work that took, in tests (a rule, and each of its classes), for
    /// `maximumMatchWork`.
    func declarations(for element: XMLElement) -> (declarations: [Declaration], work: Int) {
        guard !rules.isEmpty else { return ([], 0) }
        var keys = ["*", element.name]
        if let id = element.attribute("id")?.value { keys.append("#" + id) }
        // Split once: each candidate rule looks its classes up here.
        let classes = Set(element.attribute("class")?.value.split(whereSeparator: \.isWhitespace) ?? [])
        for name in classes { keys.append("." + name) }
        var candidates: Set<Int> = []
        for key in keys { candidates.formUnion(rulesByKey[key] ?? []) }
        let work = keys.count + candidates.reduce(0) { $0 + 1 + rules[$1].classes.count }
        let declarations = candidates.map { rules[$0] }.filter { $0.matches(element, classes: classes) }
            .sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
            .flatMap(\.declarations)
        return (declarations, work)
    }

    private static func rule(
        _ selector: Substring, _ declarations: [Declaration], order: Int, at location: SourceLocation
    ) throws(SVGError) -> Rule {
        var rule = Rule(type: nil, id: nil, classes: [], declarations: declarations, specificity: 0, order: order)
        var rest = selector
        func name() -> String {
            let end = rest.firstIndex { !$0.isCSSNameCharacter } ?? rest.endIndex
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

    /// `text` with each comment made spaces (its line feeds kept), so that offsets and lines are unchanged.
    static func withoutComments(_ text: String) -> String {
        var previous: UInt8 = 0
        var opensComment = false
        for byte in text.utf8 {
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "*") {
                opensComment = true
                break
            }
            previous = byte
        }
        guard opensComment else { return text }
        var bytes = Array(text.utf8)
        var index = 0
        while index + 1 < bytes.count {
            // A string's `/*` opens nothing; a string ends at its quote or at the end of its line.
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote, bytes[index] != 10 {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") else {
                index += 1
                continue
            }
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                end += 1
            }
            // Past its `*/`, or to the end when it is never closed.
            let stop = min(end + 2, bytes.count)
            for blank in index..<stop where bytes[blank] != 10 { bytes[blank] = 32 }
            index = stop
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
