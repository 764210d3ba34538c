import FloDrawing
import FloSupport

/// What each property's values read as, in CSS's grammar (keywords in any case); nil for a value the property
/// cannot read. Browsers drop such a declaration, so a style sheet keeps only what `reads` accepts.
extension Style {
    /// Whether `value` is one the property `name` (one of `Declared.propertyNames`) reads, or a CSS-wide keyword.
    static func reads(_ name: String, _ value: Substring) throws(NumberScanner.OutOfRange) -> Bool {
        if Declared.wideKeywords.contains(value.lowercased()) { return true }
        switch name {
        case "fill", "stroke": return paint(value) != nil
        case "color", "stop-color", "flood-color": return color(value) != nil
        case "fill-opacity", "stroke-opacity", "opacity", "stop-opacity", "flood-opacity":
            return try fraction(value) != nil
        case "fill-rule", "clip-rule": return rule(value) != nil
        case "stroke-width": return try strokeWidth(value) != nil
        case "stroke-linecap": return lineCap(value) != nil
        case "stroke-linejoin": return lineJoin(value) != nil
        case "stroke-miterlimit": return try miterLimit(value) != nil
        case "stroke-dasharray": return try dashes(value) != nil
        case "stroke-dashoffset": return try Length.parse(value) != nil
        case "visibility": return visibility(value) != nil
        case "overflow": return ["visible", "hidden", "scroll", "auto"].contains(value.lowercased())
        case "paint-order": return paintOrder(value) != nil
        case "marker", "marker-start", "marker-mid", "marker-end": return markerReference(value) != nil
        case "display": return Declared.displays.contains(value.lowercased())
        case "clip-path", "mask": return Declared.isClipPath(value)
        case "mask-type": return ["alpha", "luminance"].contains(value.lowercased())
        case "transform": return try TransformParser.read(String(value), .css) != nil
        case "transform-origin": return try ElementTransform.origin(value.lowercased()[...], unitless: false) != nil
        case "transform-box": return ElementTransform.boxes.contains(value.lowercased())
        default: return true
        }
    }

    /// What `color` and `stop-color` read: a colour, or `currentColor`.
    static func color(_ value: Substring) -> PaintSpec? {
        value.lowercased() == "currentcolor" ? .currentColor : CSSColor.parse(value).map { .color(.literal($0)) }
    }

    static func paint(_ value: Substring) -> PaintSpec? {
        let lowercased = value.lowercased()
        if lowercased == "none" { return PaintSpec.none }
        if lowercased == "currentcolor" { return .currentColor }
        if lowercased == "context-fill" || lowercased == "context-stroke" {
            return .context(stroke: lowercased.hasSuffix("stroke"))
        }
        if lowercased.hasPrefix("url(") {
            guard let close = value.firstIndex(of: ")") else { return nil }
            var id = value[value.index(value.startIndex, offsetBy: 4)..<close].trimmingSpaces
            if id.hasPrefix("'") || id.hasPrefix("\"") { id = id.dropFirst().dropLast() }
            guard id.hasPrefix("#") else { return nil }
            let rest = value[value.index(after: close)...].trimmingSpaces
            guard !rest.isEmpty else { return .reference(String(id.dropFirst()), fallback: nil) }
            // One fallback, `none` or a colour (SVG's grammar): a second reference, or anything else, makes the
            // value invalid.
            guard !rest.lowercased().hasPrefix("url("), let fallback = paint(rest) else { return nil }
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

    static func inLinearLight(_ value: Substring) -> Bool? {
        ["linearrgb": true, "srgb": false, "auto": false][value.lowercased()]
    }

    static func rule(_ value: Substring) -> FillRule? {
        ["nonzero": .nonZero, "evenodd": .evenOdd][value.lowercased()]
    }

    static func strokeWidth(_ value: Substring) throws(NumberScanner.OutOfRange) -> Length? {
        try Length.parse(value).flatMap { $0.value >= 0 ? $0 : nil }
    }

    static func lineCap(_ value: Substring) -> LineCap? { LineCap(rawValue: value.lowercased()) }

    /// SVG 2's `miter-clip` and `arcs` draw as miter where they are not supported.
    static func lineJoin(_ value: Substring) -> LineJoin? {
        let keyword = value.lowercased()
        return keyword == "miter-clip" || keyword == "arcs" ? .miter : LineJoin(rawValue: keyword)
    }

    static func miterLimit(_ value: Substring) throws(NumberScanner.OutOfRange) -> Double? {
        try NumberScanner.single(value).flatMap { $0 >= 1 ? $0 : nil }
    }

    /// `none`, or lengths none of which is negative, between commas or spaces.
    static func dashes(_ value: Substring) throws(NumberScanner.OutOfRange) -> [Length]? {
        if value.lowercased() == "none" { return [] }
        // Two commas in a row leave an empty length: the list is malformed.
        let items = value.split(separator: ",", omittingEmptySubsequences: false)
        guard !items.contains(where: { $0.trimmingSpaces.isEmpty }) else { return nil }
        guard let lengths = try Length.parseList(value), lengths.allSatisfy({ $0.value >= 0 }) else { return nil }
        return lengths
    }

    /// `paint-order`: `normal`, or `fill`, `stroke` and `markers` each at most once, those left out following in
    /// that order.
    static func paintOrder(_ value: Substring) -> [PaintLayer]? {
        let layers: [String: PaintLayer] = ["fill": .fill, "stroke": .stroke, "markers": .markers]
        if value.lowercased() == "normal" { return [.fill, .stroke, .markers] }
        let named = value.split(whereSeparator: \.isWhitespace).compactMap { layers[$0.lowercased()] }
        guard !named.isEmpty, named.count == value.split(whereSeparator: \.isWhitespace).count,
            Set(named).count == named.count
        else { return nil }
        return named + [PaintLayer.fill, .stroke, .markers].filter { !named.contains($0) }
    }

    /// `marker-start`, `marker-mid`, `marker-end`: `none` (`.some(nil)`), or a reference to an element; nil when
    /// unreadable.
    static func markerReference(_ value: Substring) -> String?? {
        if value.lowercased() == "none" { return .some(nil) }
        guard case .reference(let id, fallback: nil)? = paint(value) else { return nil }
        return .some(id)
    }

    static func visibility(_ value: Substring) -> Bool? {
        ["visible": true, "hidden": false, "collapse": false][value.lowercased()]
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
