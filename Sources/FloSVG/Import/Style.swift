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
    /// `paint-order`: fill, stroke and markers, in the order they are painted.
    var paintOrder: [PaintLayer] = [.fill, .stroke, .markers]
    /// The ids of the markers `marker-start`, `marker-mid` and `marker-end` refer to.
    var markers = MarkerReferences()
    var clipRule = FillRule.nonZero
    /// `color-interpolation-filters`: whether filters mix colours in linear light (`linearRGB`, the initial value)
    /// or in sRGB (`sRGB`, and `auto`, as Chrome reads it).
    var filtersInLinearLight = true
}

/// What a shape paints, in `paint-order`.
enum PaintLayer: Sendable, Hashable {
    case fill, stroke, markers
}

/// The markers a shape's `marker-start`, `marker-mid` and `marker-end` name, by id; nil for none.
struct MarkerReferences: Sendable, Hashable {
    var start: String?
    var mid: String?
    var end: String?
}

/// A `fill` or `stroke` value.
indirect enum PaintSpec: Sendable, Hashable {
    case none
    case color(ImportedColor)
    /// The `color` in force where the paint is used.
    case currentColor
    /// `context-fill` or `context-stroke`: in a marker, the paint of the shape it is drawn on.
    case context(stroke: Bool)
    /// A paint server by id, with what to paint when it is missing or paints nothing valid.
    case reference(String, fallback: PaintSpec?)
}

extension Style {
    /// This style with what `declared` sets; a property no value of which is readable keeps the inherited one, as
    /// viewers do. A number out of range is an error where it is written.
    func applying(_ declared: Declared) throws(SVGError) -> Style {
        var style = self
        let initial = Style()
        func set<Value>(
            _ property: WritableKeyPath<Style, Value>, _ name: String,
            _ read: (Substring) throws(NumberScanner.OutOfRange) -> Value?
        ) throws(SVGError) {
            let found = try declared.cascaded(name) { (written: Declared.Written) throws(SVGError) in
                try Converter.located(at: written.location) { () throws(NumberScanner.OutOfRange) in
                    try read(written.text)
                }
            }
            switch found {
            case .value(let value)?: style[keyPath: property] = value
            case .initial?: style[keyPath: property] = initial[keyPath: property]
            case .inherit?, nil: break
            }
        }
        // `color: currentColor` is the inherited colour.
        try set(\.color, "color") { text in
            Self.color(text).map { if case .color(let literal) = $0 { literal } else { color } }
        }
        try set(\.fill, "fill", Self.paint)
        try set(\.stroke, "stroke", Self.paint)
        try set(\.fillOpacity, "fill-opacity", Self.fraction)
        try set(\.strokeOpacity, "stroke-opacity", Self.fraction)
        try set(\.fillRule, "fill-rule", Self.rule)
        try set(\.clipRule, "clip-rule", Self.rule)
        try set(\.filtersInLinearLight, "color-interpolation-filters", Self.inLinearLight)
        try set(\.strokeWidth, "stroke-width", Self.strokeWidth)
        try set(\.lineCap, "stroke-linecap", Self.lineCap)
        try set(\.lineJoin, "stroke-linejoin", Self.lineJoin)
        try set(\.miterLimit, "stroke-miterlimit", Self.miterLimit)
        try set(\.dashes, "stroke-dasharray", Self.dashes)
        try set(\.dashOffset, "stroke-dashoffset", Length.parse)
        try set(\.isVisible, "visibility", Self.visibility)
        try set(\.paintOrder, "paint-order", Self.paintOrder)
        try set(\.markers.start, "marker-start", Self.markerReference)
        try set(\.markers.mid, "marker-mid", Self.markerReference)
        try set(\.markers.end, "marker-end", Self.markerReference)
        return style
    }
}
