import FloSupport

extension ByteBuffer {
    /// Appends `a b c d tx ty`: the matrix's own four to 6 decimals, since they multiply coordinates and an error in
    /// them grows with the distance from the origin; the translation to 3 like any coordinate.
    package mutating func append(transform t: AffineTransform) {
        append(number: t.a, decimals: 6)
        append(byte: UInt8(ascii: " "))
        append(number: t.b, decimals: 6)
        append(byte: UInt8(ascii: " "))
        append(number: t.c, decimals: 6)
        append(byte: UInt8(ascii: " "))
        append(number: t.d, decimals: 6)
        append(spaced: t.tx)
        append(spaced: t.ty)
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
