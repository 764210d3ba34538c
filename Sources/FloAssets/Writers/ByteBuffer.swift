/// A growable byte buffer with the one number formatter every writer uses.
///
/// Numbers get at most 3 decimals, no trailing zeros, no `-0`, no exponent and always `.` as separator,
/// without Foundation, so output is locale-proof, byte-identical on every platform, and cheap in hot loops.
///
/// Bytes are stored through a pointer rather than in an array: the writers append a few bytes at a time, hundreds
/// of thousands of times a run, and `Array.append(contentsOf:)` costs about a hundred instructions a call, more than
/// the bytes themselves. A copy of the buffer shares the storage until either appends (copy on write).
struct ByteBuffer: @unchecked Sendable {
    private var storage: Storage
    /// The storage's bytes, kept here rather than read through the class: one load less per append.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// The digit tables (see `DigitTables`), read through a pointer kept here: a `static let` would be looked up
    /// through its one-time initialisation check on every number.
    private let digitTable: UnsafePointer<UInt32>

    init(capacity: Int = 1024) {
        let capacity = max(capacity, 16)
        storage = Storage(capacity: capacity)
        base = storage.base
        self.capacity = capacity
        digitTable = DigitTables.shared
    }

    /// The bytes appended so far, as an array of their own.
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress, count > 0 { target.initialize(from: base, count: count) }
            initialized = count
        }
    }

    /// Calls `body` with the bytes appended so far, without copying them.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    /// Empties the buffer, keeping its storage for the next bytes.
    mutating func removeAll() {
        count = 0
    }

    /// Room for `extra` more bytes at the end, in storage this buffer alone holds; the pointer to write them at.
    /// The caller writes them and adds to `count`.
    @inline(__always)
    private mutating func tail(reserving extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity || !isKnownUniquelyReferenced(&storage) { reallocate(reserving: extra) }
        return base + count
    }

    private mutating func reallocate(reserving extra: Int) {
        let newCapacity = count + extra > capacity ? max(capacity * 2, count + extra) : capacity
        let copy = Storage(capacity: newCapacity)
        copy.base.initialize(from: base, count: count)
        storage = copy
        base = copy.base
        capacity = newCapacity
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(bytes: $0) }
    }

    mutating func append(_ text: String) {
        // Through the string's own storage, copied in one piece: the writers append a string for every attribute
        // and operator of every file, and the `utf8` view goes through the generic sequence path.
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    mutating func append(byte: UInt8) {
        tail(reserving: 1).initialize(to: byte)
        count += 1
    }

    mutating func append(bytes other: [UInt8]) {
        other.withUnsafeBufferPointer { append(bytes: $0) }
    }

    /// Appends the bytes in a buffer, such as a string's own storage.
    mutating func append(bytes other: UnsafeBufferPointer<UInt8>) {
        guard let source = other.baseAddress, !other.isEmpty else { return }
        tail(reserving: other.count).initialize(from: source, count: other.count)
        count += other.count
    }

    /// Appends an integer in decimal, zero-padded to at least `width` digits (at most 20).
    mutating func append(integer value: Int, width: Int = 1) {
        let out = tail(reserving: 21)
        var length = 0
        if value < 0 {
            out.initialize(to: 45)
            length = 1
        }
        length += writeDigits(of: value.magnitude, atLeast: min(width, 20), to: out + length)
        count += length
    }

    /// Writes the decimal digits of `magnitude`, zero-padded to `minimum` digits, at `out`; returns how many.
    @inline(__always)
    private func writeDigits(of magnitude: UInt, atLeast minimum: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Counted by multiplying, which is cheaper than dividing; 10^19 is the last power of ten a UInt holds.
        var digits = 1
        var power: UInt = 10
        while digits < 20 && magnitude >= power {
            digits += 1
            power &*= 10
        }
        digits = max(digits, minimum)
        // Three digits at a time from the right, from a table; then the one to three left.
        var remaining = magnitude
        var end = digits
        while end > 3 {
            let group = digitTable[DigitTables.padded + Int(remaining % 1000)]
            remaining /= 1000
            end -= 3
            (out + end).initialize(to: UInt8(truncatingIfNeeded: group))
            (out + end + 1).initialize(to: UInt8(truncatingIfNeeded: group >> 8))
            (out + end + 2).initialize(to: UInt8(truncatingIfNeeded: group >> 16))
        }
        let lead = digitTable[DigitTables.padded + Int(remaining)]
        for position in 0..<end {
            (out + position).initialize(to: UInt8(truncatingIfNeeded: lead >> (8 * UInt32(3 - end + position))))
        }
        return digits
    }

    /// Appends `value` rounded half away from zero to 3 decimals, as `-12.5`, `0.333`, `0` or `100`.
    mutating func append(number value: Double) {
        // Reserved first, as its own statement: as an argument of `write`, which borrows `self`, the reservation saw
        // the storage shared and copied the whole buffer on every number.
        let out = tail(reserving: 24)
        count += write(number: value, at: out)
    }

    /// Writes `value` as `append(number:)` does at `out`, which has room for 24 bytes; returns how many it wrote.
    @inline(__always)
    private func write(number value: Double, at out: UnsafeMutablePointer<UInt8>) -> Int {
        // Rounded by hand rather than with `rounded()`, a libm call: below 2^52 the part after the point is exact.
        let scaled = abs(value * 1000)
        var thousandths: UInt = 0
        if scaled < 1e15 {
            thousandths = UInt(scaled)
            if scaled - Double(thousandths) >= 0.5 { thousandths += 1 }
        }
        // Geometry never leaves ±10⁹; anything non-finite or absurd (left at 0 above, or rounding up to 10¹⁵) is
        // written as 0 rather than trapping.
        guard thousandths < 1_000_000_000_000_000 else {
            out.initialize(to: 48)
            return 1
        }
        var length = 0
        if value < 0 && thousandths != 0 {
            out.initialize(to: 45)
            length = 1
        }
        let whole = thousandths / 1000
        // Most coordinates are below 1,000 points: their digits come from a table, three bytes stored at once.
        if whole < 1000 {
            length += Self.store(digitTable[DigitTables.whole + Int(whole)], at: out + length)
        } else {
            length += writeDigits(of: whole, atLeast: 1, to: out + length)
        }
        let fraction = thousandths % 1000
        if fraction != 0 {
            (out + length).initialize(to: 46)
            length += 1 + Self.store(digitTable[DigitTables.fraction + Int(fraction)], at: out + length + 1)
        }
        return length
    }

    /// Stores the up to three digits packed in `digits` (see `DigitTables`) at `out`; returns how many.
    @inline(__always)
    private static func store(_ digits: UInt32, at out: UnsafeMutablePointer<UInt8>) -> Int {
        // Four bytes written, as one store, where 24 were reserved; only the digits are counted.
        UnsafeMutableRawPointer(out).storeBytes(of: (digits & 0xFF_FFFF).littleEndian, as: UInt32.self)
        return Int(digits >> 24)
    }

    /// Appends `#` and two hex digits per component (see `Color.eightBit`), in the order given: `#rrggbb` for SVG,
    /// `#AARRGGBB` for Android (`alpha` first when given). Components one by one rather than in an array, which
    /// would be allocated for every colour of every file.
    mutating func append(hexColor red: Double, _ green: Double, _ blue: Double, alpha: Double? = nil, uppercase: Bool) {
        append(byte: UInt8(ascii: "#"))
        if let alpha { append(hexComponent: alpha, uppercase: uppercase) }
        append(hexComponent: red, uppercase: uppercase)
        append(hexComponent: green, uppercase: uppercase)
        append(hexComponent: blue, uppercase: uppercase)
    }

    private mutating func append(hexComponent component: Double, uppercase: Bool) {
        // Worked out rather than looked up: a `static let` table goes through its one-time initialisation check on
        // every digit (see `digitTable`).
        func digit(_ nibble: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: nibble) &+ (nibble < 10 ? 48 : uppercase ? 55 : 87)
        }
        let value = Color.eightBit(component)
        append(byte: digit(value >> 4))
        append(byte: digit(value & 15))
    }

    /// Appends two numbers separated by a space, as coordinates are written.
    mutating func append(numbers first: Double, _ second: Double) {
        let out = tail(reserving: 49)
        let length = write(number: first, at: out)
        count += writeSpaced(second, at: out + length) + length
    }

    /// Appends three numbers separated by spaces.
    mutating func append(numbers first: Double, _ second: Double, _ third: Double) {
        let out = tail(reserving: 74)
        var length = write(number: first, at: out)
        length += writeSpaced(second, at: out + length)
        count += writeSpaced(third, at: out + length) + length
    }

    /// Appends six numbers separated by spaces, as a cubic's points are written: in room reserved once for all six.
    mutating func append(numbers a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        let out = tail(reserving: 149)
        var length = write(number: a, at: out)
        length += writeSpaced(b, at: out + length)
        length += writeSpaced(c, at: out + length)
        length += writeSpaced(d, at: out + length)
        length += writeSpaced(e, at: out + length)
        count += writeSpaced(f, at: out + length) + length
    }

    /// Writes a space and `value` at `out`, which has room for 25 bytes; returns how many it wrote.
    @inline(__always)
    private func writeSpaced(_ value: Double, at out: UnsafeMutablePointer<UInt8>) -> Int {
        out.initialize(to: 32)
        return 1 + write(number: value, at: out + 1)
    }
}

/// The digits `ByteBuffer` formats numbers with, in one table made once and never freed: for `n` below 1,000, at
/// `padded + n` its three digits with leading zeros, at `whole + n` its digits, at `fraction + n` the decimals of `n`
/// thousandths without trailing zeros (`5` for 500, `025` for 25); each packed with the first digit in the lowest
/// byte and the count in the top byte.
enum DigitTables {
    static let padded = 0
    static let whole = 1000
    static let fraction = 2000

    /// Written once, here, before any buffer reads it, and never again. Worked out digit by digit rather than
    /// through strings: this runs at the start of every run, and the plugin's debug build took milliseconds over
    /// 3,000 strings.
    nonisolated(unsafe) static let shared: UnsafePointer<UInt32> = {
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 3000)
        for n in 0..<1000 {
            let digits = (UInt32(n / 100), UInt32(n / 10 % 10), UInt32(n % 10))
            (table + padded + n).initialize(to: packed(digits, count: 3))
            (table + whole + n).initialize(to: packed(digits, skippingLeading: n >= 100 ? 0 : n >= 10 ? 1 : 2))
            // Trailing zeros dropped, one digit kept.
            (table + fraction + n).initialize(
                to: packed(digits, count: digits.2 != 0 ? 3 : digits.1 != 0 ? 2 : 1))
        }
        return UnsafePointer(table)
    }()

    /// The first `count` of three digits as ASCII, the first in the lowest byte, with the count in the highest.
    private static func packed(_ digits: (UInt32, UInt32, UInt32), count: Int) -> UInt32 {
        let ascii = (0x30 | digits.0) | (0x30 | digits.1) << 8 | (0x30 | digits.2) << 16
        return UInt32(count) << 24 | ascii & ((1 << (8 * UInt32(count))) - 1)
    }

    /// The last three digits but `skipped` of them, as `packed(_:count:)` lays them out.
    private static func packed(_ digits: (UInt32, UInt32, UInt32), skippingLeading skipped: Int) -> UInt32 {
        switch skipped {
        case 0: packed(digits, count: 3)
        case 1: packed((digits.1, digits.2, 0), count: 2)
        default: packed((digits.2, 0, 0), count: 1)
        }
    }
}

/// Formats a number exactly as the writers do.
func formatNumber(_ value: Double) -> String {
    var buffer = ByteBuffer(capacity: 24)
    buffer.append(number: value)
    return String(decoding: buffer.bytes, as: UTF8.self)
}

extension ByteBuffer {
    /// The memory a buffer's bytes live in, freed with the last buffer that holds it.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
        }

        deinit {
            base.deallocate()
        }
    }
}
