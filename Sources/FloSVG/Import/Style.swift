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

/// The properties one element declares: its presentation attributes, then the style sheet's rules, then its `style`
/// attribute, each later one winning.
struct Declared {
    private var values: [String: (value: Substring, location: SourceLocation)] = [:]

    static let propertyNames: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "opacity", "color",
        "display", "visibility", "clip-path", "clip-rule", "stop-color", "stop-opacity", "transform",
        "transform-origin", "transform-box",
    ]

    /// Properties that only CSS sets: no attribute presents them.
    static let cssOnly: Set<String> = ["transform-box"]

    init(_ element: XMLElement, sheet: StyleSheet) {
        for attribute in element.attributes
        where Self.propertyNames.contains(attribute.name) && !Self.cssOnly.contains(attribute.name) {
            values[attribute.name] = (attribute.value.trimmingSpaces, attribute.location)
        }
        for declaration in sheet.declarations(for: element) where Self.propertyNames.contains(declaration.name) {
            values[declaration.name] = (declaration.value.trimmingSpaces, declaration.location)
        }
        if let style = element.attribute("style") {
            for declaration in Declaration.parse(style.value[...], at: style.location)
            where Self.propertyNames.contains(declaration.name) {
                values[declaration.name] = (declaration.value.trimmingSpaces, style.location)
            }
        }
    }

    subscript(_ name: String) -> Substring? { values[name]?.value }

    func location(of name: String) -> SourceLocation? { values[name]?.location }

    /// Whether the value of `name` is `element`'s attribute, which SVG's grammar reads, rather than CSS.
    func isAttribute(_ name: String, of element: XMLElement) -> Bool {
        values[name] != nil && values[name]?.location == element.attribute(name)?.location
    }

    /// The value of `name` unless it is absent or `inherit`.
    func own(_ name: String) -> Substring? {
        guard let value = values[name]?.value, value != "inherit" else { return nil }
        return value
    }
}

extension Style {
    /// This style with what `declared` sets; a malformed value leaves the inherited one, as viewers do.
    func applying(_ declared: Declared) throws(NumberScanner.OutOfRange) -> Style {
        var style = self
        if let value = declared.own("color") {
            if value == "currentColor" {
            } else if let color = CSSColor.parse(value) {
                style.color = .literal(color)
            }
        }
        if let value = declared.own("fill"), let paint = Self.paint(value) { style.fill = paint }
        if let value = declared.own("stroke"), let paint = Self.paint(value) { style.stroke = paint }
        if let value = declared.own("fill-opacity"), let number = try Self.fraction(value) {
            style.fillOpacity = number
        }
        if let value = declared.own("stroke-opacity"), let number = try Self.fraction(value) {
            style.strokeOpacity = number
        }
        if let value = declared.own("fill-rule"), let rule = Self.rule(value) { style.fillRule = rule }
        if let value = declared.own("clip-rule"), let rule = Self.rule(value) { style.clipRule = rule }
        if let value = declared.own("stroke-width"), let length = try Length.parse(value), length.value >= 0 {
            style.strokeWidth = length
        }
        if let value = declared.own("stroke-linecap"), let cap = LineCap(rawValue: String(value)) {
            style.lineCap = cap
        }
        if let value = declared.own("stroke-linejoin") {
            // SVG 2's `miter-clip` and `arcs` draw as miter where they are not supported.
            if let join = LineJoin(rawValue: String(value)) {
                style.lineJoin = join
            } else if value == "miter-clip" || value == "arcs" {
                style.lineJoin = .miter
            }
        }
        if let value = declared.own("stroke-miterlimit"), let number = try NumberScanner.single(value), number >= 1 {
            style.miterLimit = number
        }
        if let value = declared.own("stroke-dasharray") {
            if value == "none" {
                style.dashes = []
            } else if let lengths = try Length.parseList(value) {
                style.dashes = lengths
            }
        }
        if let value = declared.own("stroke-dashoffset"), let length = try Length.parse(value) {
            style.dashOffset = length
        }
        if let value = declared.own("visibility") { style.isVisible = value == "visible" }
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
