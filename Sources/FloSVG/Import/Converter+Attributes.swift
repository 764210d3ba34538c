import FloDrawing
import FloSupport

/// The numbers, lengths and boxes an element's attributes give, each out-of-range number an error where it is.
extension Converter {
    /// The length in `attribute`; nil when it is malformed.
    static func length(_ attribute: XMLAttribute) throws(SVGError) -> Length? {
        do {
            return try Length.parse(attribute.value.trimmingSpaces)
        } catch {
            throw outOfRange(error, at: attribute.location)
        }
    }

    /// The numbers `attribute` lists, up to the first that is not one.
    static func numbers(in attribute: XMLAttribute) throws(SVGError) -> [Double] {
        try scannedNumbers(in: attribute).numbers
    }

    /// The numbers `attribute` lists, or nil when it holds anything else (`10%`).
    static func onlyNumbers(in attribute: XMLAttribute) throws(SVGError) -> [Double]? {
        let scanned = try scannedNumbers(in: attribute)
        return scanned.isWhole ? scanned.numbers : nil
    }

    private static func scannedNumbers(
        in attribute: XMLAttribute
    ) throws(SVGError) -> (numbers: [Double], isWhole: Bool) {
        var scanner = NumberScanner(attribute.value)
        var numbers: [Double] = []
        do {
            while let value = try scanner.number() {
                numbers.append(value)
                scanner.skipSeparator()
            }
        } catch {
            throw outOfRange(error, at: attribute.location)
        }
        scanner.skipSpaces()
        return (numbers, scanner.isAtEnd)
    }

    /// `element`'s `viewBox`, when it has a valid one (four numbers, positive width and height).
    static func viewBox(of element: XMLElement) throws(SVGError) -> Rect? {
        guard let attribute = element.attribute("viewBox") else { return nil }
        let numbers = try Self.numbers(in: attribute)
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Whether `element`'s `viewBox` has a zero width or height, which SVG says draws nothing (a negative one is
    /// malformed, and ignored).
    static func hasEmptyViewBox(_ element: XMLElement) throws(SVGError) -> Bool {
        guard let attribute = element.attribute("viewBox") else { return false }
        let numbers = try Self.numbers(in: attribute)
        return numbers.count == 4 && (numbers[2] == 0 || numbers[3] == 0) && numbers[2] >= 0 && numbers[3] >= 0
    }

    static func aspectRatio(of element: XMLElement) throws(SVGError) -> AspectRatio {
        element.attribute("preserveAspectRatio").flatMap { AspectRatio($0.value) } ?? AspectRatio()
    }

    /// `element`'s own transform, whose functions take from the budget: a clip path's children are read again on
    /// every use.
    mutating func ownTransform(_ declared: Declared, of element: XMLElement) throws(SVGError) -> ElementTransform {
        let own = try ElementTransform(declared, of: element)
        budget -= own.steps
        guard budget >= 0 else { throw Self.overBudget(at: element.location) }
        return own
    }

    /// `element`'s attribute `name` as a length along `axis` of the viewport; nil when it has none.
    func lengthAttribute(_ name: String, of element: XMLElement, _ axis: Length.Axis) throws(SVGError) -> Double? {
        try element.attribute(name).flatMap(Self.length)?.resolved(axis, viewport: viewport)
    }

    /// `element`'s `x` and `y`, 0 when not given.
    func position(of element: XMLElement) throws(SVGError) -> Point {
        Point(x: try lengthAttribute("x", of: element, .x) ?? 0, y: try lengthAttribute("y", of: element, .y) ?? 0)
    }
}
