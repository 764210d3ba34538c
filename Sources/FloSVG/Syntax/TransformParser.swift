import FloDrawing

/// Transform lists, applied from the right as written, in the two grammars a file writes them in: SVG's
/// `transform` attribute and CSS's `transform` property. Browsers hold each to its own grammar, and ignore a list
/// that breaks it.
enum TransformParser {
    enum Grammar {
        /// SVG's attributes (`transform`, `gradientTransform`): `matrix`, `translate`, `scale`, `rotate` (about a
        /// point), `skewX`, `skewY`, named as written, with plain numbers between whitespace or commas.
        case attribute
        /// CSS's property: those functions (but `rotate` about a point) in any case, and `translateX`, `scaleY`,
        /// `skew` and the like; lengths and angles with units (bar 0), arguments between commas. A percentage in a
        /// translation is of `box`, CSS's reference box.
        case css(box: Size)
    }

    /// The transform `text` describes in `grammar`; nil when it is malformed (viewers then ignore it).
    static func parse(_ text: String, _ grammar: Grammar = .attribute) throws(NumberScanner.OutOfRange)
        -> AffineTransform?
    {
        var scanner = NumberScanner(text)
        var result = AffineTransform.identity
        let box: Size?
        if case .css(let cssBox) = grammar { box = cssBox } else { box = nil }
        if box != nil, text.trimmingSpaces.lowercased() == "none" { return .identity }
        var isFirst = true
        while true {
            // SVG allows a comma between transforms; CSS only whitespace.
            if box == nil, !isFirst { scanner.skipSeparator() } else { scanner.skipSpaces() }
            guard !scanner.isAtEnd else { return isFirst && box != nil ? nil : result }
            isFirst = false
            let written = scanner.word()
            let name = box == nil ? written : cssNames[written.lowercased()] ?? ""
            // CSS writes a function's `(` right after its name.
            if box == nil { scanner.skipSpaces() }
            guard scanner.current == UInt8(ascii: "(") else { return nil }
            scanner.index += 1
            guard let arguments = try self.arguments(&scanner, of: name, box: box),
                let transform = make(name, arguments, css: box != nil)
            else { return nil }
            // Each transform in the list applies inside the ones before it.
            result = transform.concatenating(result)
        }
    }

    /// CSS's function names by their lowercase spelling.
    private static let cssNames: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "matrix", "translate", "translateX", "translateY", "scale", "scaleX", "scaleY", "rotate", "skew", "skewX",
            "skewY",
        ].map { ($0.lowercased(), $0) })

    /// The arguments of function `name` up to its `)`, in degrees or user units; nil when malformed.
    private static func arguments(_ scanner: inout NumberScanner, of name: String, box: Size?)
        throws(NumberScanner.OutOfRange) -> [Double]?
    {
        var arguments: [Double] = []
        scanner.skipSpaces()
        while let value = try scanner.number() {
            let unit = scanner.word().lowercased()
            guard let factor = unitFactor(unit, of: name, at: arguments.count, box: box, isZero: value == 0) else {
                return nil
            }
            arguments.append(value * factor)
            scanner.skipSpaces()
            if scanner.current == UInt8(ascii: ",") {
                scanner.index += 1
                scanner.skipSpaces()
                // A comma must be followed by an argument.
                guard scanner.startsNumber() else { return nil }
            } else if box != nil, scanner.current != UInt8(ascii: ")") {
                // CSS separates arguments with commas only.
                return nil
            }
        }
        guard scanner.current == UInt8(ascii: ")") else { return nil }
        scanner.index += 1
        return arguments
    }

    /// What a number in `unit` is in degrees (an angle) or user units (a length), at argument `position` of
    /// transform `name`; nil when that argument takes no such unit. SVG's grammar takes no units; CSS's needs one
    /// on every length and angle but 0.
    private static func unitFactor(_ unit: String, of name: String, at position: Int, box: Size?, isZero: Bool)
        -> Double?
    {
        guard let box else { return unit.isEmpty ? 1 : nil }
        if name == "matrix" { return unit.isEmpty ? 1 : nil }
        if name.hasPrefix("scale") { return unit.isEmpty ? 1 : unit == "%" ? 0.01 : nil }
        if unit.isEmpty { return isZero ? 1 : nil }
        if name == "rotate" || name.hasPrefix("skew") {
            return ["deg": 1, "rad": 180 / .pi, "grad": 0.9, "turn": 360][unit]
        }
        if unit == "%" {
            let isVertical = name == "translateY" || (name == "translate" && position == 1)
            return (isVertical ? box.height : box.width) / 100
        }
        return unit.isEmpty ? nil : Length.unitFactors[unit]
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
