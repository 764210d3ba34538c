/// A growable byte buffer with the one number formatter every writer uses.
///
/// Numbers get at most 3 decimals, no trailing zeros, no `-0`, no exponent and always `.` as separator,
/// without Foundation, so output is locale-proof, byte-identical on every platform, and cheap in hot loops.
struct ByteBuffer: Sendable {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    /// Empties the buffer, keeping its storage for the next bytes.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        // Through the string's own storage, copied in one piece: the writers append a string for every attribute
        // and operator of every file, and the `utf8` view goes through the generic sequence path.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(bytes other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// Appends bytes from a buffer the caller filled, such as digits formatted on the stack.
    mutating func append(bytes other: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Appends an integer in decimal, zero-padded to at least `width` digits (at most 20).
    mutating func append(integer value: Int, width: Int = 1) {
        if value < 0 { bytes.append(45) }
        var magnitude = value.magnitude
        // Digits are written backwards into a small stack buffer, then copied in one go.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 48
                magnitude /= 10
            } while magnitude > 0
            while 20 - start < min(width, 20) {
                start -= 1
                digits[start] = 48
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    /// Appends `value` rounded half away from zero to 3 decimals, as `-12.5`, `0.333`, `0` or `100`.
    mutating func append(number value: Double) {
        let scaled = (value * 1000).rounded(.toNearestOrAwayFromZero)
        // Geometry never leaves ±10⁹; anything non-finite or absurd is written as 0 rather than trapping.
        guard scaled.isFinite, abs(scaled) < 1e15 else {
            bytes.append(48)
            return
        }
        let thousandths = Int(scaled)
        var magnitude = thousandths.magnitude
        // Written backwards into a small stack buffer and appended in one go: the writers call this for every
        // coordinate of every file.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            var start = 24
            var fraction = magnitude % 1000
            magnitude /= 1000
            if fraction != 0 {
                var count = 3
                while fraction % 10 == 0 {
                    fraction /= 10
                    count -= 1
                }
                for _ in 0..<count {
                    start -= 1
                    digits[start] = UInt8(truncatingIfNeeded: fraction % 10) &+ 48
                    fraction /= 10
                }
                start -= 1
                digits[start] = 46
            }
            repeat {
                start -= 1
                digits[start] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 48
                magnitude /= 10
            } while magnitude > 0
            if thousandths < 0 {
                start -= 1
                digits[start] = 45
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<24]))
        }
    }

    /// Appends `#` and two hex digits per component (see `Color.eightBit`), in the order given: `#rrggbb` for SVG,
    /// `#AARRGGBB` for Android.
    mutating func append(hexColor components: [Double], uppercase: Bool) {
        let digits = uppercase ? Self.upperHexDigits : Self.lowerHexDigits
        bytes.append(UInt8(ascii: "#"))
        for component in components {
            let value = Color.eightBit(component)
            bytes.append(digits[value >> 4])
            bytes.append(digits[value & 15])
        }
    }

    private static let lowerHexDigits = Array("0123456789abcdef".utf8)
    private static let upperHexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends two numbers separated by a space, as coordinates are written.
    mutating func append(numbers first: Double, _ second: Double) {
        append(number: first)
        bytes.append(32)
        append(number: second)
    }

    /// Appends three numbers separated by spaces.
    mutating func append(numbers first: Double, _ second: Double, _ third: Double) {
        append(numbers: first, second)
        bytes.append(32)
        append(number: third)
    }

    /// Appends six numbers separated by spaces, as a cubic's points are written.
    mutating func append(numbers a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        append(numbers: a, b)
        bytes.append(32)
        append(numbers: c, d)
        bytes.append(32)
        append(numbers: e, f)
    }
}

/// Formats a number exactly as the writers do.
func formatNumber(_ value: Double) -> String {
    var buffer = ByteBuffer(capacity: 24)
    buffer.append(number: value)
    return String(decoding: buffer.bytes, as: UTF8.self)
}
