/// A growable byte buffer with the one number formatter every writer uses.
///
/// Numbers get at most 3 decimals, no trailing zeros, no `-0`, no exponent and always `.` as separator,
/// without Foundation, so output is locale-proof and byte-identical on every platform.
///
/// Public, with its smallest appends inlinable, only so that the optimiser inlines them into the writers of the
/// other targets (it does not for `package` declarations); the package offers no library.
public struct ByteBuffer: Sendable {
    /// The bytes appended so far.
    public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8] = []

    package init(capacity: Int = 1024) {
        storage.reserveCapacity(capacity)
    }

    @inlinable
    public var count: Int { storage.count }

    /// Empties the buffer, keeping its storage for the next bytes.
    package mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
    }

    @inlinable
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { storage.append(contentsOf: $0) }
    }

    @inlinable
    public mutating func append(_ text: String) {
        storage.append(contentsOf: text.utf8)
    }

    @inlinable
    public mutating func append(byte: UInt8) {
        storage.append(byte)
    }

    @inlinable
    public mutating func append(bytes other: some Sequence<UInt8>) {
        storage.append(contentsOf: other)
    }

    /// Appends an integer in decimal, zero-padded to at least `width` digits (at most 20).
    package mutating func append(integer value: Int, width: Int = 1) {
        if value < 0 { storage.append(UInt8(ascii: "-")) }
        appendDigits(of: value.magnitude, atLeast: min(width, 20))
    }

    /// Appends the decimal digits of `magnitude`, zero-padded to `minimum` digits.
    private mutating func appendDigits(of magnitude: UInt, atLeast minimum: Int) {
        var digits = 1
        var power: UInt = 1
        while magnitude / power >= 10 {
            power *= 10
            digits += 1
        }
        for _ in digits..<max(digits, minimum) { storage.append(UInt8(ascii: "0")) }
        var remaining = magnitude
        while true {
            let digit = remaining / power
            storage.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit))
            guard power > 1 else { return }
            remaining -= digit * power
            power /= 10
        }
    }

    /// The decimals a number gets unless told otherwise: 3 for coordinates, more where they are enlarged.
    package var decimals = 3

    /// Appends `value` rounded half away from zero to `decimals` (else the buffer's), as `-12.5`, `0.333`, `0` or
    /// `100`.
    package mutating func append(number value: Double, decimals: Int? = nil) {
        var decimals = decimals ?? self.decimals
        var unit: UInt = 1000
        if decimals != 3 {
            unit = 1
            for _ in 0..<decimals { unit *= 10 }
        }
        // Rounded by hand rather than with `rounded()`, a libm call: below 2^52 the part after the point is exact.
        var scaled = abs(value * Double(unit))
        // A number too long for its decimals gives up decimals, not digits: 10⁷ where a transform asks for 9.
        while scaled + 0.5 >= 1e15 && unit > 1 && scaled.isFinite {
            unit /= 10
            decimals -= 1
            scaled = abs(value * Double(unit))
        }
        var units: UInt = 0
        if scaled < 1e15 {
            units = UInt(scaled)
            if scaled - Double(units) >= 0.5 { units += 1 }
        }
        // Geometry never leaves ±10⁹; anything non-finite or absurd (left at 0 above, or rounding up to 10¹⁵ without
        // decimals) is written as 0 rather than trapping.
        guard units < 1_000_000_000_000_000 else {
            storage.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 && units != 0 { storage.append(UInt8(ascii: "-")) }
        appendDigits(of: units / unit, atLeast: 1)
        var fraction = units % unit
        guard fraction != 0 else { return }
        storage.append(UInt8(ascii: "."))
        var width = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        appendDigits(of: fraction, atLeast: width)
    }

    /// Appends two numbers separated by a space, as coordinates are written.
    package mutating func append(numbers first: Double, _ second: Double) {
        append(number: first)
        append(spaced: second)
    }

    /// Appends three numbers separated by spaces.
    package mutating func append(numbers first: Double, _ second: Double, _ third: Double) {
        append(numbers: first, second)
        append(spaced: third)
    }

    /// Appends six numbers separated by spaces, as a cubic's points are written.
    package mutating func append(numbers a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        append(numbers: a, b, c)
        append(spaced: d)
        append(spaced: e)
        append(spaced: f)
    }

    /// Appends a space and `value`.
    package mutating func append(spaced value: Double) {
        storage.append(UInt8(ascii: " "))
        append(number: value)
    }
}

/// Formats a number exactly as the writers do.
package func formatNumber(_ value: Double) -> String {
    var buffer = ByteBuffer(capacity: 24)
    buffer.append(number: value)
    return String(decoding: buffer.bytes, as: UTF8.self)
}
