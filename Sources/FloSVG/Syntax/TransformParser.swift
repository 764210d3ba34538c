import FloDrawing

/// SVG's `transform` lists: `matrix`, `translate`, `scale`, `rotate` (about a point), `skewX`, `skewY`, applied
/// from the right as written.
enum TransformParser {
    /// The transform `text` describes; nil when it is malformed (viewers then ignore it).
    static func parse(_ text: String) throws(NumberScanner.OutOfRange) -> AffineTransform? {
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
                arguments.append(value)
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
        default: return nil
        }
    }
}
