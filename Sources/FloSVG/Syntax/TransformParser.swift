import FloDrawing

/// SVG's `transform` lists: `matrix`, `translate`, `scale`, `rotate` (about a point), `skewX`, `skewY`, applied
/// from the right as written. CSS's units (`rotate(45deg)`, `translate(10px)`) and 2D functions (`translateX`,
/// `scaleY`, `skew`), which a `style`'s `transform` writes, are read too.
enum TransformParser {
    /// The transform `text` describes; nil when it is malformed (viewers then ignore it). A percentage in a
    /// translation is of `box`, CSS's reference box; without one it is malformed.
    static func parse(_ text: String, box: Size? = nil) throws(NumberScanner.OutOfRange) -> AffineTransform? {
        var scanner = NumberScanner(text)
        var result = AffineTransform.identity
        while true {
            scanner.skipSeparator()
            guard !scanner.isAtEnd else { return result }
            let name = scanner.word()
            scanner.skipSpaces()
            guard scanner.current == UInt8(ascii: "(") else { return nil }
            scanner.index += 1
            var arguments: [Double] = []
            while let value = try scanner.number() {
                let unit = scanner.word().lowercased()
                guard let factor = unitFactor(unit, of: name, at: arguments.count, box: box) else { return nil }
                arguments.append(value * factor)
                scanner.skipSeparator()
            }
            scanner.skipSpaces()
            guard scanner.current == UInt8(ascii: ")") else { return nil }
            scanner.index += 1
            guard let transform = make(name, arguments) else { return nil }
            // Each transform in the list applies inside the ones before it.
            result = transform.concatenating(result)
        }
    }

    /// What a number in `unit` is in degrees (an angle) or user units (a length), at argument `position` of
    /// transform `name`; nil when that argument takes no such unit.
    private static func unitFactor(_ unit: String, of name: String, at position: Int, box: Size?) -> Double? {
        if unit.isEmpty { return 1 }
        if (name == "rotate" && position == 0) || name.hasPrefix("skew") {
            return ["deg": 1, "rad": 180 / .pi, "grad": 0.9, "turn": 360][unit]
        }
        if unit == "%" {
            guard let box, name.hasPrefix("translate") else { return nil }
            let isVertical = name == "translateY" || (name == "translate" && position == 1)
            return (isVertical ? box.height : box.width) / 100
        }
        guard name.hasPrefix("translate") || name == "rotate" else { return nil }
        return Length.unitFactors[unit]
    }

    private static func make(_ name: String, _ a: [Double]) -> AffineTransform? {
        switch (name, a.count) {
        case ("matrix", 6): return AffineTransform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
        case ("translate", 1): return AffineTransform(tx: a[0])
        case ("translate", 2): return AffineTransform(tx: a[0], ty: a[1])
        case ("scale", 1): return AffineTransform(a: a[0], d: a[0])
        case ("scale", 2): return AffineTransform(a: a[0], d: a[1])
        case ("rotate", 1), ("rotate", 3):
            let radians = a[0] * .pi / 180
            let rotation = AffineTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians))
            guard a.count == 3 else { return rotation }
            return AffineTransform(tx: -a[1], ty: -a[2]).concatenating(rotation)
                .concatenating(AffineTransform(tx: a[1], ty: a[2]))
        case ("skewX", 1): return AffineTransform(c: tan(a[0] * .pi / 180))
        case ("skewY", 1): return AffineTransform(b: tan(a[0] * .pi / 180))
        // CSS's own functions, which a `style`'s `transform` may use.
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
