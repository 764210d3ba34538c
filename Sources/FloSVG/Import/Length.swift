import FloDrawing

/// An SVG length: a number with its unit, resolved against the viewport for percentages.
struct Length: Sendable, Hashable {
    enum Unit: Sendable, Hashable {
        case number, percent
    }

    var value: Double
    var unit: Unit

    static let zero = Length(value: 0, unit: .number)

    /// Which viewport side a percentage is of: x and y, or the diagonal over √2 (radii, stroke widths).
    enum Axis {
        case x, y, other
    }

    /// In user units, a percentage taken of `viewport` along `axis`.
    func resolved(_ axis: Axis, viewport: Size) -> Double {
        guard unit == .percent else { return value }
        switch axis {
        case .x: return value / 100 * viewport.width
        case .y: return value / 100 * viewport.height
        case .other:
            return value / 100
                * ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        }
    }

    /// Absolute units in user units (CSS pixels).
    static let unitFactors: [String: Double] = [
        "": 1, "px": 1, "pt": 4.0 / 3, "pc": 16, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96,
    ]

    /// The length `text` writes; nil when it is malformed. Font-relative units are refused by the caller.
    static func parse(_ text: Substring) throws(NumberScanner.OutOfRange) -> Length? {
        var scanner = NumberScanner(text)
        guard let value = try scanner.number() else { return nil }
        // CSS units ignore ASCII case (`4PX`), as browsers read them in attributes too.
        let unit = scanner.word().lowercased()
        scanner.skipSpaces()
        guard scanner.isAtEnd else { return nil }
        if unit == "%" { return Length(value: value, unit: .percent) }
        guard let factor = unitFactors[unit] else { return nil }
        return Length(value: value * factor, unit: .number)
    }

    /// A whitespace- or comma-separated list of lengths; nil when any is malformed.
    static func parseList(_ text: Substring) throws(NumberScanner.OutOfRange) -> [Length]? {
        var lengths: [Length] = []
        for part in text.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            guard let length = try parse(part) else { return nil }
            lengths.append(length)
        }
        return lengths
    }
}
