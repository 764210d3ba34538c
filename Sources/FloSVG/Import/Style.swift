import FloDrawing
import FloSupport

/// The inherited properties in force at an element, as the cascade leaves them.
struct Style: Sendable, Hashable {
    var fill = PaintSpec.color(.literal(Color(red: 0, green: 0, blue: 0)))
    var fillOpacity = 1.0
    var fillRule = FillRule.nonZero
    var stroke = PaintSpec.none
    var strokeWidth = Length(value: 1, unit: .number)
    var strokeOpacity = 1.0
    var lineCap = LineCap.butt
    var lineJoin = LineJoin.miter
    var miterLimit = 4.0
    var dashes: [Length] = []
    var dashOffset = Length.zero
    /// What `currentColor` is: the manifest's colour until the file sets `color`.
    var color = ImportedColor.current
    var isVisible = true
    var clipRule = FillRule.nonZero
}

/// A `fill` or `stroke` value.
indirect enum PaintSpec: Sendable, Hashable {
    case none
    case color(ImportedColor)
    /// The `color` in force where the paint is used.
    case currentColor
    /// A paint server by id, with what to paint when it is missing or paints nothing valid.
    case reference(String, fallback: PaintSpec?)
}

/// The values one element's properties are given, each property's strongest first, as CSS cascades them:
/// `!important` declarations (the `style` attribute's, then the sheet's, most specific first), the `style`
/// attribute, the sheet's rules, and last the presentation attribute. A value its property cannot read is passed
/// over, as browsers drop an invalid declaration, so the next one down applies.
struct Declared {
    /// One written value of a property.
    struct Value {
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

    private var values: [String: [Value]] = [:]

    static let propertyNames: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "opacity", "color",
        "display", "visibility", "clip-path", "clip-rule", "stop-color", "stop-opacity", "transform",
        "transform-origin", "transform-box",
    ]

    /// Properties that only CSS sets: no attribute presents them.
    static let cssOnly: Set<String> = ["transform-box"]

    /// Properties that inherit: `unset` is `inherit` for them and `initial` for the others.
    static let inherited: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "color", "visibility",
        "clip-rule",
    ]

    init(_ element: XMLElement, sheet: StyleSheet) {
        // Weakest first while collecting.
        for attribute in element.attributes
        where Self.propertyNames.contains(attribute.name) && !Self.cssOnly.contains(attribute.name) {
            values[attribute.name, default: []].append(
                Value(text: attribute.value.trimmingSpaces, location: attribute.location, isAttribute: true))
        }
        let ruled = sheet.declarations(for: element)
        let inline = element.attribute("style").map { Declaration.parse($0.value[...], at: $0.location) } ?? []
        for important in [false, true] {
            for declaration in ruled + inline
            where declaration.isImportant == important && Self.propertyNames.contains(declaration.name) {
                values[declaration.name, default: []].append(
                    Value(text: declaration.value.trimmingSpaces, location: declaration.location, isAttribute: false))
            }
        }
        for name in values.keys { values[name]?.reverse() }
    }

    /// The strongest value of `name` that `read` reads, or a CSS-wide keyword; nil when nothing readable is written.
    func cascaded<Read, Failure: Error>(
        _ name: String, _ read: (Value) throws(Failure) -> Read?
    ) throws(Failure) -> Cascaded<Read>? {
        for value in values[name] ?? [] {
            // CSS keywords ignore ASCII case; only a short value can be one.
            switch value.text.utf8.count <= 7 ? value.text.lowercased() : "" {
            case "inherit": return .inherit
            case "initial": return .initial
            case "unset": return Self.inherited.contains(name) ? .inherit : .initial
            default: if let read = try read(value) { return .value(read) }
            }
        }
        return nil
    }

    /// The strongest value of `name` that `read` reads; nil when it is left to what the element inherits or starts
    /// with.
    func value<Read, Failure: Error>(_ name: String, _ read: (Value) throws(Failure) -> Read?) throws(Failure) -> Read?
    {
        guard case .value(let found)? = try cascaded(name, read) else { return nil }
        return found
    }

    /// Whether `display: none` hides the element.
    var isUndisplayed: Bool {
        let keyword = value("display") { (value: Value) -> String? in
            let word = value.text.lowercased()
            return Self.displays.contains(word) ? word : nil
        }
        return keyword == "none"
    }

    /// CSS's `display` keywords: another word is invalid, and leaves the value below it.
    private static let displays: Set<String> = [
        "none", "inline", "block", "contents", "flow", "flow-root", "list-item", "inline-block", "table",
        "inline-table", "flex", "inline-flex", "grid", "inline-grid", "run-in", "ruby", "table-row-group",
        "table-header-group", "table-footer-group", "table-row", "table-cell", "table-column-group", "table-column",
        "table-caption",
    ]

    /// The `url(…)` of the element's clip path; nil when it has none. (Other values are refused when the file is
    /// read.)
    var clipReference: Substring? {
        let read = value("clip-path") { (value: Value) -> Substring? in
            value.text == "none" || value.text.hasPrefix("url(") ? value.text : nil
        }
        return read == "none" ? nil : read
    }

    /// The element's `opacity`; nil when it is not set.
    func opacity() throws(NumberScanner.OutOfRange) -> Double? {
        try value("opacity") { (value: Value) throws(NumberScanner.OutOfRange) in try Style.fraction(value.text) }
    }
}

extension Style {
    /// This style with what `declared` sets; a property no value of which is readable keeps the inherited one, as
    /// viewers do.
    func applying(_ declared: Declared) throws(NumberScanner.OutOfRange) -> Style {
        var style = self
        let initial = Style()
        func set<Value, Failure: Error>(
            _ property: WritableKeyPath<Style, Value>, _ name: String,
            _ read: (Substring) throws(Failure) -> Value?
        ) throws(Failure) {
            switch try declared.cascaded(name, { (value: Declared.Value) throws(Failure) in try read(value.text) }) {
            case .value(let value)?: style[keyPath: property] = value
            case .initial?: style[keyPath: property] = initial[keyPath: property]
            case .inherit?, nil: break
            }
        }
        // `color: currentColor` is the inherited colour.
        set(\.color, "color") { $0 == "currentColor" ? color : CSSColor.parse($0).map { .literal($0) } }
        set(\.fill, "fill", Self.paint)
        set(\.stroke, "stroke", Self.paint)
        try set(\.fillOpacity, "fill-opacity", Self.fraction)
        try set(\.strokeOpacity, "stroke-opacity", Self.fraction)
        set(\.fillRule, "fill-rule", Self.rule)
        set(\.clipRule, "clip-rule", Self.rule)
        try set(\.strokeWidth, "stroke-width") { (text) throws(NumberScanner.OutOfRange) in
            try Length.parse(text).flatMap { $0.value >= 0 ? $0 : nil }
        }
        set(\.lineCap, "stroke-linecap") { LineCap(rawValue: String($0)) }
        // SVG 2's `miter-clip` and `arcs` draw as miter where they are not supported.
        set(\.lineJoin, "stroke-linejoin") {
            $0 == "miter-clip" || $0 == "arcs" ? .miter : LineJoin(rawValue: String($0))
        }
        try set(\.miterLimit, "stroke-miterlimit") { (text) throws(NumberScanner.OutOfRange) in
            try NumberScanner.single(text).flatMap { $0 >= 1 ? $0 : nil }
        }
        try set(\.dashes, "stroke-dasharray") { (text) throws(NumberScanner.OutOfRange) in
            text == "none" ? [] : try Length.parseList(text)
        }
        try set(\.dashOffset, "stroke-dashoffset", Length.parse)
        set(\.isVisible, "visibility") { ["visible": true, "hidden": false, "collapse": false][String($0)] }
        return style
    }

    static func paint(_ value: Substring) -> PaintSpec? {
        if value == "none" { return PaintSpec.none }
        if value == "currentColor" { return .currentColor }
        if value.hasPrefix("url(") {
            guard let close = value.firstIndex(of: ")") else { return nil }
            var id = value[value.index(value.startIndex, offsetBy: 4)..<close].trimmingSpaces
            if id.hasPrefix("'") || id.hasPrefix("\"") { id = id.dropFirst().dropLast() }
            guard id.hasPrefix("#") else { return nil }
            let rest = value[value.index(after: close)...].trimmingSpaces
            // One fallback, `none` or a colour (SVG's grammar): a second reference makes the value invalid.
            guard !rest.hasPrefix("url(") else { return nil }
            let fallback: PaintSpec? =
                rest.isEmpty ? nil : paint(rest)
            return .reference(String(id.dropFirst()), fallback: fallback)
        }
        // A colour followed by an ICC colour: the sRGB one is used.
        let colorText = value.range(of: "icc-color(").map { value[..<$0.lowerBound].trimmingSpaces } ?? value
        return CSSColor.parse(colorText).map { .color(.literal($0)) }
    }

    /// A number or a percentage, clamped to 0…1.
    static func fraction(_ value: Substring) throws(NumberScanner.OutOfRange) -> Double? {
        if value.hasSuffix("%") { return try NumberScanner.single(value.dropLast()).map { min(max($0 / 100, 0), 1) } }
        return try NumberScanner.single(value).map { min(max($0, 0), 1) }
    }

    private static func rule(_ value: Substring) -> FillRule? {
        switch value {
        case "nonzero": .nonZero
        case "evenodd": .evenOdd
        default: nil
        }
    }
}

extension NumberScanner {
    /// `text` as one number, nothing around it.
    static func single(_ text: Substring) throws(OutOfRange) -> Double? {
        var scanner = NumberScanner(text)
        guard let value = try scanner.number() else { return nil }
        scanner.skipSpaces()
        return scanner.isAtEnd ? value : nil
    }
}
