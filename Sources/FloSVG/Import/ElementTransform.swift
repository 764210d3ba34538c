import FloDrawing
import FloSupport

/// An element's `transform` about its `transform-origin`, a point of its `transform-box`: the viewport
/// (`view-box`, the default) or the bounds of what the element draws (`fill-box`). CSS animations write
/// `transform-box: fill-box; transform-origin: center` to turn a shape about its middle.
struct ElementTransform {
    /// The transform list, a percentage in a translation taken of the box once it is known.
    private var list = TransformParser.BoxRelative()
    /// The origin, each coordinate a length or a percentage of the box's side; `0 0` by default.
    var origin = (x: Length.zero, y: Length.zero)
    var usesFillBox = false
    /// How many functions reading it parsed, its list's and those of malformed values passed over: what reading
    /// it again costs.
    private(set) var steps = 0

    /// Whether it moves anything, whatever the box.
    var isIdentity: Bool { list.matrix.isIdentity && !list.hasPercentages }
    /// Whether the element's content must be drawn before the transform is known: turned about a point of it.
    var needsContent: Bool { usesFillBox && !isIdentity }

    /// No transform.
    init() {}

    /// Reads `transform`, `transform-origin` and `transform-box` as the cascade in `declared` leaves them, each in
    /// the grammar it is written in; a malformed value is passed over, as viewers do, and a box the outputs cannot
    /// follow is refused. The root's box is the image's, whatever `transform-box` says, and its origin is the
    /// middle by default.
    init(_ declared: Declared, of element: XMLElement, isRoot: Bool = false) throws(SVGError) {
        if isRoot { origin = Self.middle }
        // Every value read costs its functions, the malformed ones passed over too.
        var examined = 0
        let read = try declared.strongest("transform") { (written: Declared.Written) throws(SVGError) in
            examined += TransformParser.cost(written.text)
            return try Converter.located(at: written.location) { () throws(NumberScanner.OutOfRange) in
                // Percentages are CSS's: SVG's attribute has none.
                try TransformParser.read(String(written.text), written.isAttribute ? .attribute : .css)
            }
        }
        steps = examined
        guard let read else { return }
        list = read
        // CSS keywords ignore ASCII case.
        let box = declared.strongest("transform-box") { (written: Declared.Written) -> (String, SourceLocation)? in
            let word = written.text.lowercased()
            return Self.boxes.contains(word) ? (word, written.location) : nil
        }
        if !isRoot, let (box, location) = box {
            switch box {
            case "fill-box", "content-box": usesFillBox = true
            case "stroke-box", "border-box":
                throw SVGError("transform-box: \(box) is not supported; use fill-box or view-box", at: location)
            default: break
            }
        }
        let readOrigin = try declared.cascaded("transform-origin") { (written: Declared.Written) throws(SVGError) in
            try Converter.located(at: written.location) { () throws(NumberScanner.OutOfRange) in
                try Self.origin(written.text.lowercased()[...], unitless: written.isAttribute)
            }
        }
        switch readOrigin {
        case .value(let read)?: origin = read
        // CSS's initial origin is the middle; SVG's own default, 0 0, only holds where nothing is written.
        case .initial?: origin = Self.middle
        default: break
        }
    }

    private static let middle = (x: Length(value: 50, unit: .percent), y: Length(value: 50, unit: .percent))

    static let boxes: Set<String> = ["fill-box", "content-box", "view-box", "stroke-box", "border-box"]

    /// The transform, about its origin in the viewport or, for the fill box, in `content` (the bounds of what
    /// the element draws, in its own coordinates; nil when it draws nothing).
    func resolved(viewport: Size, content: Rect?) -> AffineTransform {
        guard !isIdentity else { return .identity }
        let box =
            usesFillBox
            ? content ?? Rect(x: 0, y: 0, width: 0, height: 0)
            : Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let size = Size(width: box.width, height: box.height)
        let matrix = list.at(size)
        let x = box.x + origin.x.resolved(.x, viewport: size)
        let y = box.y + origin.y.resolved(.y, viewport: size)
        guard x != 0 || y != 0 else { return matrix }
        return AffineTransform(tx: -x, ty: -y).concatenating(matrix).concatenating(AffineTransform(tx: x, ty: y))
    }

    private static let horizontal: [Substring: Double] = ["left": 0, "center": 50, "right": 100]
    private static let vertical: [Substring: Double] = ["top": 0, "center": 50, "bottom": 100]

    /// CSS's `transform-origin`: one or two positions (keywords, lengths, percentages) and an optional depth,
    /// which a flat drawing ignores; nil when malformed. Lengths need a unit, bar 0, unless `unitless` (SVG's
    /// attribute).
    static func origin(_ text: Substring, unitless: Bool) throws(NumberScanner.OutOfRange) -> (x: Length, y: Length)? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard (1...3).contains(words.count) else { return nil }
        if words.count == 3 {
            guard let depth = try length(words[2], unitless: unitless), depth.unit == .number else { return nil }
        }
        let center = Length(value: 50, unit: .percent)
        if words.count == 1 {
            // A lone `top` or `bottom` places y; anything else places x; the other is centred.
            if let y = vertical[words[0]], words[0] != "center" { return (center, Length(value: y, unit: .percent)) }
            guard let x = try position(words[0], horizontal, unitless: unitless) else { return nil }
            return (x, center)
        }
        var (first, second) = (words[0], words[1])
        // Two keywords may come in either order: `top left`, `top center`.
        let isKeyword = { (word: Substring) in horizontal[word] != nil || vertical[word] != nil }
        if isKeyword(first), isKeyword(second),
            horizontal[first] == nil || (vertical[second] == nil && horizontal[second] != nil)
        {
            (first, second) = (second, first)
        }
        guard let x = try position(first, horizontal, unitless: unitless),
            let y = try position(second, vertical, unitless: unitless)
        else { return nil }
        return (x, y)
    }

    /// A keyword of `keywords` as a percentage, or a length.
    private static func position(_ word: Substring, _ keywords: [Substring: Double], unitless: Bool)
        throws(NumberScanner.OutOfRange) -> Length?
    {
        if let percent = keywords[word] { return Length(value: percent, unit: .percent) }
        guard horizontal[word] == nil, vertical[word] == nil else { return nil }
        return try length(word, unitless: unitless)
    }

    /// A length, refused without a unit (but 0) unless `unitless`.
    private static func length(_ word: Substring, unitless: Bool) throws(NumberScanner.OutOfRange) -> Length? {
        if !unitless, let number = try NumberScanner.single(word), number != 0 { return nil }
        return try Length.parse(word)
    }
}
