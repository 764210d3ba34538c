import FloDrawing
import FloSupport

/// An element's `transform` about its `transform-origin`, a point of its `transform-box`: the viewport
/// (`view-box`, the default) or the bounds of what the element draws (`fill-box`). CSS animations write
/// `transform-box: fill-box; transform-origin: center` to turn a shape about its middle.
struct ElementTransform {
    /// The transform list itself, a percentage in a translation taken of a box of 1 × 1.
    var matrix: AffineTransform
    /// The list when a translation in it is a percentage of the box (`translate(-50%)`), read again once the box
    /// is known.
    private var textWithPercentages: String?
    /// The origin, each coordinate a length or a percentage of the box's side; `0 0` by default.
    var origin = (x: Length.zero, y: Length.zero)
    var usesFillBox = false

    /// Whether it moves anything, whatever the box.
    var isIdentity: Bool { matrix.isIdentity && textWithPercentages == nil }
    /// Whether the element's content must be drawn before the transform is known: turned about a point of it.
    var needsContent: Bool { usesFillBox && !isIdentity }

    /// No transform.
    init() { matrix = .identity }

    /// Reads `transform`, `transform-origin` and `transform-box` as the cascade in `declared` leaves them; a
    /// malformed value is ignored, as viewers do, and a box the outputs cannot follow is refused. The root's box is
    /// the image's, whatever `transform-box` says, and its origin is the middle by default.
    init(_ declared: Declared, of element: XMLElement, isRoot: Bool = false) throws(SVGError) {
        matrix = .identity
        if isRoot { origin = (Length(value: 50, unit: .percent), Length(value: 50, unit: .percent)) }
        let location = { (name: String) in declared.location(of: name) ?? element.location }
        guard let text = declared.own("transform") else { return }
        do {
            // Percentages are CSS's: SVG's attribute has none.
            let isCSS = !declared.isAttribute("transform", of: element)
            matrix = try TransformParser.parse(String(text), box: isCSS ? Size(width: 1, height: 1) : nil) ?? .identity
            if isCSS, text.contains("%") { textWithPercentages = String(text) }
        } catch {
            throw Converter.outOfRange(error, at: location("transform"))
        }
        // CSS keywords ignore ASCII case.
        if !isRoot, let box = declared.own("transform-box")?.lowercased() {
            switch box {
            case "fill-box", "content-box": usesFillBox = true
            case "stroke-box", "border-box":
                throw SVGError(
                    "transform-box: \(box) is not supported; use fill-box or view-box",
                    at: location("transform-box"))
            default: break
            }
        }
        if let text = declared.own("transform-origin") {
            do {
                origin = try Self.origin(text.lowercased()[...]) ?? origin
            } catch {
                throw Converter.outOfRange(error, at: location("transform-origin"))
            }
        }
    }

    /// The transform, about its origin in the viewport or, for the fill box, in `content` (the bounds of what
    /// the element draws, in its own coordinates; nil when it draws nothing).
    func resolved(viewport: Size, content: Rect?) -> AffineTransform {
        guard !isIdentity else { return .identity }
        let box =
            usesFillBox
            ? content ?? Rect(x: 0, y: 0, width: 0, height: 0)
            : Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let size = Size(width: box.width, height: box.height)
        // Its numbers were read when it was, and are in range.
        let matrix = textWithPercentages.flatMap { try? TransformParser.parse($0, box: size) } ?? matrix
        let x = box.x + origin.x.resolved(.x, viewport: size)
        let y = box.y + origin.y.resolved(.y, viewport: size)
        guard x != 0 || y != 0 else { return matrix }
        return AffineTransform(tx: -x, ty: -y).concatenating(matrix).concatenating(AffineTransform(tx: x, ty: y))
    }

    private static let horizontal: [Substring: Double] = ["left": 0, "center": 50, "right": 100]
    private static let vertical: [Substring: Double] = ["top": 0, "center": 50, "bottom": 100]

    /// CSS's `transform-origin`: one or two positions (keywords, lengths, percentages) and an optional depth,
    /// which a flat drawing ignores; nil when malformed.
    static func origin(_ text: Substring) throws(NumberScanner.OutOfRange) -> (x: Length, y: Length)? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard (1...3).contains(words.count) else { return nil }
        if words.count == 3 {
            guard let depth = try Length.parse(words[2]), depth.unit == .number else { return nil }
        }
        let center = Length(value: 50, unit: .percent)
        if words.count == 1 {
            // A lone `top` or `bottom` places y; anything else places x; the other is centred.
            if let y = vertical[words[0]], words[0] != "center" { return (center, Length(value: y, unit: .percent)) }
            guard let x = try position(words[0], horizontal) else { return nil }
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
        guard let x = try position(first, horizontal), let y = try position(second, vertical) else { return nil }
        return (x, y)
    }

    /// A keyword of `keywords` as a percentage, or a length.
    private static func position(_ word: Substring, _ keywords: [Substring: Double]) throws(NumberScanner.OutOfRange)
        -> Length?
    {
        if let percent = keywords[word] { return Length(value: percent, unit: .percent) }
        guard horizontal[word] == nil, vertical[word] == nil else { return nil }
        return try Length.parse(word)
    }
}
