import FloDrawing

/// Transform lists, applied from the right as written, in the two grammars a file writes them in: SVG's
/// `transform` attribute and CSS's `transform` property. Browsers hold each to its own grammar, and ignore a list
/// that breaks it.
enum TransformParser {
    enum Grammar: Sendable, Hashable {
        /// SVG's attributes (`transform`, `gradientTransform`): `matrix`, `translate`, `scale`, `rotate` (about a
        /// point), `skewX`, `skewY`, named as written, with plain numbers between whitespace or commas.
        case attribute
        /// CSS's property: those functions (but `rotate` about a point) in any case, and `translateX`, `scaleY`,
        /// `skew` and the like; lengths and angles with units (bar 0), arguments between commas, percentages of
        /// CSS's reference box in translations and percentages as factors in scales.
        case css
    }

    /// A transform list whose translations may be percentages of a box not yet known. Every function of the list
    /// is affine and a percentage only moves, so the list's translation is linear in the box's size.
    struct BoxRelative: Sendable, Hashable {
        /// The list for a box of 0 × 0.
        var matrix = AffineTransform.identity
        /// How far the list moves per unit of the box's width, and of its height.
        var perWidth = Point(x: 0, y: 0)
        var perHeight = Point(x: 0, y: 0)
        var hasPercentages = false

        /// The list for a box of `size`.
        func at(_ size: Size) -> AffineTransform {
            var transform = matrix
            transform.tx += perWidth.x * size.width + perHeight.x * size.height
            transform.ty += perWidth.y * size.width + perHeight.y * size.height
            return transform
        }

        /// `step`, then this list.
        fileprivate func after(_ step: BoxRelative) -> BoxRelative {
            func moved(_ vector: Point) -> Point {
                Point(x: vector.x * matrix.a + vector.y * matrix.c, y: vector.x * matrix.b + vector.y * matrix.d)
            }
            let width = moved(step.perWidth)
            let height = moved(step.perHeight)
            return BoxRelative(
                matrix: step.matrix.concatenating(matrix),
                perWidth: Point(x: width.x + perWidth.x, y: width.y + perWidth.y),
                perHeight: Point(x: height.x + perHeight.x, y: height.y + perHeight.y),
                hasPercentages: hasPercentages || step.hasPercentages)
        }
    }

    /// The transform an attribute's `text` describes; nil when it is malformed.
    static func parse(_ text: String) throws(NumberScanner.OutOfRange) -> AffineTransform? {
        try read(text, .attribute)?.matrix
    }

    /// What reading `text` may cost: how many functions it writes, readable or not.
    static func cost(_ text: Substring) -> Int {
        text.utf8.reduce(0) { $1 == UInt8(ascii: "(") ? $0 + 1 : $0 }
    }

    /// The transform `text` describes in `grammar`; nil when it is malformed (viewers then ignore it).
    static func read(_ text: String, _ grammar: Grammar) throws(NumberScanner.OutOfRange) -> BoxRelative? {
        var scanner = NumberScanner(text)
        var result = BoxRelative()
        let isCSS = grammar == .css
        if isCSS, text.trimmingSpaces.lowercased() == "none" { return result }
        var isFirst = true
        while true {
            // SVG allows a comma between transforms, not after the last; CSS only whitespace.
            let before = scanner.index
            if !isCSS, !isFirst { scanner.skipSeparator() } else { scanner.skipSpaces() }
            let hasComma = scanner.bytes[before..<scanner.index].contains(UInt8(ascii: ","))
            guard !scanner.isAtEnd else { return (isFirst && isCSS) || hasComma ? nil : result }
            isFirst = false
            let written = scanner.word()
            let name = isCSS ? cssNames[written.lowercased()] ?? "" : written
            // CSS writes a function's `(` right after its name.
            if !isCSS { scanner.skipSpaces() }
            guard scanner.current == UInt8(ascii: "(") else { return nil }
            scanner.index += 1
            guard let (arguments, percents) = try self.arguments(&scanner, of: name, css: isCSS),
                let transform = make(name, arguments, css: isCSS)
            else { return nil }
            var step = BoxRelative(matrix: transform)
            if percents.contains(where: { $0 != 0 }) {
                let isY = name == "translateY"
                step.perWidth = Point(x: isY ? 0 : percents[0], y: 0)
                step.perHeight = Point(x: 0, y: isY ? percents[0] : percents.count > 1 ? percents[1] : 0)
            }
            step.hasPercentages = !percents.isEmpty
            // Each transform in the list applies inside the ones before it.
            result = result.after(step)
        }
    }

    /// CSS's function names by their lowercase spelling.
    private static let cssNames: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "matrix", "translate", "translateX", "translateY", "scale", "scaleX", "scaleY", "rotate", "skew", "skewX",
            "skewY",
        ].map { ($0.lowercased(), $0) })

    /// The arguments of function `name` up to its `)`, in degrees or user units, a percentage of the box (in a
    /// translation) as 0 there and as a fraction at the same place in `percents`, which is empty when there is
    /// none; nil when malformed.
    private static func arguments(_ scanner: inout NumberScanner, of name: String, css: Bool)
        throws(NumberScanner.OutOfRange) -> (arguments: [Double], percents: [Double])?
    {
        var arguments: [Double] = []
        var percents: [Double] = []
        var hasPercent = false
        scanner.skipSpaces()
        while let value = try scanner.number() {
            let unit = scanner.word().lowercased()
            let isPercent = css && unit == "%" && name.hasPrefix("translate")
            if isPercent {
                arguments.append(0)
            } else {
                guard let factor = unitFactor(unit, of: name, css: css, isZero: value == 0) else { return nil }
                arguments.append(value * factor)
            }
            percents.append(isPercent ? value / 100 : 0)
            hasPercent = hasPercent || isPercent
            scanner.skipSpaces()
            if scanner.current == UInt8(ascii: ",") {
                scanner.index += 1
                scanner.skipSpaces()
                // A comma must be followed by an argument.
                guard scanner.startsNumber() else { return nil }
            } else if css, scanner.current != UInt8(ascii: ")") {
                // CSS separates arguments with commas only.
                return nil
            }
        }
        guard scanner.current == UInt8(ascii: ")") else { return nil }
        scanner.index += 1
        return (arguments, hasPercent ? percents : [])
    }

    /// What a number in `unit` is in degrees (an angle) or user units (a length), as an argument of transform
    /// `name`; nil when it takes no such unit. SVG's grammar takes no units; CSS's needs one on every length and
    /// angle but 0.
    private static func unitFactor(_ unit: String, of name: String, css: Bool, isZero: Bool) -> Double? {
        guard css else { return unit.isEmpty ? 1 : nil }
        if name == "matrix" { return unit.isEmpty ? 1 : nil }
        if name.hasPrefix("scale") { return unit.isEmpty ? 1 : unit == "%" ? 0.01 : nil }
        if unit.isEmpty { return isZero ? 1 : nil }
        if name == "rotate" || name.hasPrefix("skew") {
            return ["deg": 1, "rad": 180 / .pi, "grad": 0.9, "turn": 360][unit]
        }
        return name.hasPrefix("translate") ? Length.unitFactors[unit] : nil
    }

    private static func make(_ name: String, _ a: [Double], css: Bool) -> AffineTransform? {
        switch (name, a.count) {
        case ("matrix", 6): return AffineTransform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
        case ("translate", 1): return AffineTransform(tx: a[0])
        case ("translate", 2): return AffineTransform(tx: a[0], ty: a[1])
        case ("scale", 1): return AffineTransform(a: a[0], d: a[0])
        case ("scale", 2): return AffineTransform(a: a[0], d: a[1])
        case ("rotate", 1), ("rotate", 3):
            // CSS's `rotate` turns about the origin only.
            guard a.count == 1 || !css else { return nil }
            let radians = a[0] * .pi / 180
            let rotation = AffineTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians))
            guard a.count == 3 else { return rotation }
            return AffineTransform(tx: -a[1], ty: -a[2]).concatenating(rotation)
                .concatenating(AffineTransform(tx: a[1], ty: a[2]))
        case ("skewX", 1): return AffineTransform(c: tan(a[0] * .pi / 180))
        case ("skewY", 1): return AffineTransform(b: tan(a[0] * .pi / 180))
        default: break
        }
        guard css else { return nil }
        switch (name, a.count) {
        case ("translateX", 1): return AffineTransform(tx: a[0])
        case ("translateY", 1): return AffineTransform(ty: a[0])
        case ("scaleX", 1): return AffineTransform(a: a[0])
        case ("scaleY", 1): return AffineTransform(d: a[0])
        case ("skew", 1), ("skew", 2):
            return AffineTransform(b: a.count == 2 ? tan(a[1] * .pi / 180) : 0, c: tan(a[0] * .pi / 180))
        default: return nil
        }
    }
}
