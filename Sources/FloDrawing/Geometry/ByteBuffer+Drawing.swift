import FloSupport

extension ByteBuffer {
    /// Appends `a b c d tx ty`: the matrix's own four to 6 decimals, and below 0.1 to 6 significant digits, since
    /// they multiply coordinates and an error in them grows with the distance from the origin (a viewBox 2·10⁸ wide
    /// scales by 5·10⁻⁷); the translation to 3 like any coordinate.
    package mutating func append(transform t: AffineTransform) {
        append(scale: t.a)
        append(byte: UInt8(ascii: " "))
        append(scale: t.b)
        append(byte: UInt8(ascii: " "))
        append(scale: t.c)
        append(byte: UInt8(ascii: " "))
        append(scale: t.d)
        append(spaced: t.tx)
        append(spaced: t.ty)
    }

    /// Gives numbers in coordinates that `transform` takes to the drawing's 3 decimals, and one more for each tenfold
    /// it enlarges them by (up to 9 more, as far as imported files may enlarge): a point in a `viewBox` of 1 × 1
    /// drawn 100 points wide stays within 0.001 pt of its place, as it does at full size.
    package mutating func setPrecision(for transform: AffineTransform) {
        var (scale, extra) = (transform.largestScale, 0)
        while scale >= 2 && extra < 9 {
            scale /= 10
            extra += 1
        }
        decimals = 3 + extra
    }

    private mutating func append(scale value: Double) {
        var decimals = 6
        var magnitude = abs(value) * 10
        // Beyond 15 decimals, a coefficient moves no coordinate within ±10⁹ by a millionth of a point.
        while magnitude > 0 && magnitude < 1 && decimals < 15 {
            magnitude *= 10
            decimals += 1
        }
        append(number: value, decimals: decimals)
    }

    /// Appends `#` and two hex digits per component (see `Color.eightBit`), in the order given: `#rrggbb` for SVG,
    /// `#AARRGGBB` for Android (`alpha` first when given). Components one by one rather than in an array, which
    /// would be allocated for every colour of every file.
    package mutating func append(
        hexColor red: Double, _ green: Double, _ blue: Double, alpha: Double? = nil, uppercase: Bool
    ) {
        append(byte: UInt8(ascii: "#"))
        if let alpha { append(hexComponent: alpha, uppercase: uppercase) }
        append(hexComponent: red, uppercase: uppercase)
        append(hexComponent: green, uppercase: uppercase)
        append(hexComponent: blue, uppercase: uppercase)
    }

    private mutating func append(hexComponent component: Double, uppercase: Bool) {
        // Worked out rather than looked up: a `static let` table goes through its one-time initialisation check on
        // every digit.
        func digit(_ nibble: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: nibble) &+ (nibble < 10 ? 48 : uppercase ? 55 : 87)
        }
        let value = Color.eightBit(component)
        append(byte: digit(value >> 4))
        append(byte: digit(value & 15))
    }
}
