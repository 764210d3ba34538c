import FloDrawing
import FloSupport

/// The values one element's properties are given, each property's strongest first, as CSS cascades them:
/// `!important` declarations (the `style` attribute's, then the sheet's, most specific first), the `style`
/// attribute, the sheet's rules, and last the presentation attribute. A value its property cannot read is passed
/// over, as browsers drop an invalid declaration, so the next one down applies.
struct Declared {
    /// One value written for a property.
    struct Written {
        var text: Substring
        var location: SourceLocation
        /// Written as the element's attribute, which SVG's grammar reads, rather than in CSS.
        var isAttribute: Bool
    }

    /// What the cascade gives a property.
    enum Cascaded<Read> {
        case value(Read)
        /// `inherit`, or `unset` of a property that inherits: the parent's value.
        case inherit
        /// `initial`, or `unset` of a property that does not inherit.
        case initial
    }

    private var values: [String: [Written]] = [:]
    /// How many of the values come from the style sheet: what its rules give this element.
    private(set) var fromSheet = 0
    /// The work of matching the sheet's rules against the element (`StyleSheet.maximumMatchWork`).
    private(set) var matchWork = 0
    /// The bytes of its `class` and `style` attributes, which are read again wherever it is drawn.
    private(set) var attributeBytes = 0

    static let propertyNames: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "opacity", "color",
        "display", "visibility", "clip-path", "clip-rule", "stop-color", "stop-opacity", "transform",
        "transform-origin", "transform-box", "mask", "mask-type", "paint-order", "marker", "marker-start",
        "marker-mid", "marker-end", "overflow", "filter", "mix-blend-mode", "isolation",
        "flood-color", "flood-opacity", "color-interpolation-filters",
    ]

    /// CSS's shorthands, by the properties they set.
    static let longhands = ["marker": ["marker-start", "marker-mid", "marker-end"]]

    /// Properties that only CSS sets: no attribute presents them.
    static let cssOnly: Set<String> = ["transform-box", "marker", "mix-blend-mode", "isolation"]

    /// The keywords every property takes.
    static let wideKeywords: Set<String> = ["inherit", "initial", "unset"]

    /// Properties that inherit: `unset` is `inherit` for them and `initial` for the others.
    static let inherited: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "color", "visibility",
        "clip-rule", "paint-order", "marker-start", "marker-mid", "marker-end",
    ]

    init(_ element: XMLElement, sheet: StyleSheet) {
        // Weakest first while collecting.
        for attribute in element.attributes
        where Self.propertyNames.contains(attribute.name) && !Self.cssOnly.contains(attribute.name) {
            values[attribute.name, default: []].append(
                Written(text: attribute.value.trimmingSpaces, location: attribute.location, isAttribute: true))
        }
        let (ruled, work) = sheet.declarations(for: element)
        fromSheet = ruled.count
        matchWork = work
        // Unlike the sheet's, kept whole: it is read for one element, and holds at most 1,000 declarations.
        let inline = element.attribute("style").map { Declaration.parse($0.value[...], at: $0.location) } ?? []
        attributeBytes =
            (element.attribute("class")?.value.utf8.count ?? 0) + (element.attribute("style")?.value.utf8.count ?? 0)
        for important in [false, true] {
            for declarations in [ruled, inline] {
                for declaration in declarations
                where declaration.isImportant == important && Self.propertyNames.contains(declaration.name) {
                    // A shorthand is its longhands, where it is written in the cascade.
                    for name in Self.longhands[declaration.name] ?? [declaration.name] {
                        values[name, default: []].append(
                            Written(
                                text: declaration.value.trimmingSpaces, location: declaration.location,
                                isAttribute: false))
                    }
                }
            }
        }
        for name in values.keys { values[name]?.reverse() }
    }

    /// The strongest value of `name` that `read` reads, or a CSS-wide keyword; nil when nothing readable is written.
    func cascaded<Read, Failure: Error>(
        _ name: String, _ read: (Written) throws(Failure) -> Read?
    ) throws(Failure) -> Cascaded<Read>? {
        for written in values[name] ?? [] {
            // CSS keywords ignore ASCII case; only a short value can be one.
            let keyword = written.text.utf8.count <= 7 ? written.text.lowercased() : ""
            guard Self.wideKeywords.contains(keyword) else {
                if let read = try read(written) { return .value(read) }
                continue
            }
            return keyword == "initial" || (keyword == "unset" && !Self.inherited.contains(name)) ? .initial : .inherit
        }
        return nil
    }

    /// The strongest value of `name` that `read` reads; nil when it is left to what the element inherits or starts
    /// with. (For the properties that do not inherit and are read this way, `opacity`, `clip-path` and `display`,
    /// `inherit` is taken as their initial value.)
    func strongest<Read, Failure: Error>(
        _ name: String, _ read: (Written) throws(Failure) -> Read?
    ) throws(Failure) -> Read? {
        guard case .value(let found)? = try cascaded(name, read) else { return nil }
        return found
    }

    /// Whether the element's `overflow` lets its content show outside its viewport (`visible`, `auto`).
    var showsOverflow: Bool {
        let keyword = strongest("overflow") { (written: Written) -> String? in written.text.lowercased() }
        return keyword == "visible" || keyword == "auto"
    }

    /// Whether `display: none` hides the element.
    var isUndisplayed: Bool {
        let keyword = strongest("display") { (written: Written) -> String? in
            let word = written.text.lowercased()
            return Self.displays.contains(word) ? word : nil
        }
        return keyword == "none"
    }

    /// CSS's `display` keywords: another word is invalid, and leaves the value below it.
    static let displays: Set<String> = [
        "none", "inline", "block", "contents", "flow", "flow-root", "list-item", "inline-block", "table",
        "inline-table", "flex", "inline-flex", "grid", "inline-grid", "run-in", "ruby", "table-row-group",
        "table-header-group", "table-footer-group", "table-row", "table-cell", "table-column-group", "table-column",
        "table-caption",
    ]

    /// The `url(…)` of the element's clip path; nil when it has none. (Other values are refused when the file is
    /// read.)
    var clipReference: Substring? {
        let value = strongest("clip-path") { (written: Written) in Self.isClipPath(written.text) ? written.text : nil }
        return value?.lowercased() == "none" ? nil : value
    }

    /// Whether the element has a filter, `none` aside.
    var hasFilter: Bool {
        let value = strongest("filter") { (written: Written) -> String? in written.text.lowercased() }
        return value.map { $0 != "none" } ?? false
    }

    /// The `url(…)` of the element's mask; nil when it has none.
    var maskReference: Substring? {
        let value = strongest("mask") { (written: Written) in Self.isClipPath(written.text) ? written.text : nil }
        return value?.lowercased() == "none" ? nil : value
    }

    /// Whether `value` is one `clip-path` (or `mask`) reads: `none`, or a reference as a paint's, with no fallback.
    static func isClipPath(_ value: Substring) -> Bool {
        if value.lowercased() == "none" { return true }
        guard case .reference(_, fallback: nil)? = Style.paint(value) else { return false }
        return true
    }

    /// The element's `mix-blend-mode`; `normal` when it has none (an unknown keyword, such as `xor`, is invalid and
    /// passed over).
    var blendMode: BlendMode {
        strongest("mix-blend-mode") { (written: Written) in BlendMode(cssName: written.text) } ?? .normal
    }

    /// Whether `isolation: isolate` keeps what blends within the element from what lies below it.
    var isolates: Bool {
        strongest("isolation") { (written: Written) -> String? in
            let keyword = written.text.lowercased()
            return ["isolate", "auto"].contains(keyword) ? keyword : nil
        } == "isolate"
    }

    /// The element's `opacity`; nil when it is not set.
    func opacity() throws(SVGError) -> Double? {
        try fraction("opacity")
    }

    /// The value of `name`, a property that takes a number or a percentage within 0…1 (an opacity); nil when it is
    /// not set.
    func fraction(_ name: String) throws(SVGError) -> Double? {
        guard case .value(let found)? = try cascadedFraction(name) else { return nil }
        return found
    }

    /// What the cascade gives `name`, a property that takes a number or a percentage within 0…1.
    func cascadedFraction(_ name: String) throws(SVGError) -> Cascaded<Double>? {
        try cascaded(name) { (written: Written) throws(SVGError) in
            try Converter.located(at: written.location) { () throws(NumberScanner.OutOfRange) in
                try Style.fraction(written.text)
            }
        }
    }
}
