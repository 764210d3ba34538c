import FloAssetsTestSupport
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

extension Double {
    fileprivate static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(exponent.magnitude) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1e-5, "0"), (-1e-5, "0"), (-0.0004, "0"),
        (0.0005, "0.001"), (-0.0005, "-0.001"), (1.0 / 3, "0.333"), (2.0 / 3, "0.667"),
        (50.5, "50.5"), (-12.25, "-12.25"), (100, "100"), (0.1 + 0.2, "0.3"),
        (123456.789, "123456.789"), (1e9, "1000000000"), (9999.9999, "10000"), (0.057, "0.057"),
        (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func formatsWithAtMostThreeDecimals(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
    }

    /// Against a plain reference over many values of every magnitude the writers see, and every trailing-zero
    /// case of the three decimals.
    @Test func agreesWithAPlainReference() {
        func reference(_ value: Double) -> String {
            let thousandths = Int((value * 1000).rounded(.toNearestOrAwayFromZero))
            let sign = thousandths < 0 ? "-" : ""
            var fraction = String(thousandths.magnitude % 1000)
            fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            return sign + String(thousandths.magnitude / 1000) + (fraction.isEmpty ? "" : "." + fraction)
        }
        var random = SplitMix64(state: 11)
        for _ in 0..<100_000 {
            let exponent = Double(random.next() % 13) - 4
            let value = (Double(random.next() % 2_000_001) / 1_000_000 - 1) * Double.pow10(exponent)
            #expect(formatNumber(value) == reference(value), "\(value)")
        }
        for thousandths in -2_000...2_000 {
            let value = Double(thousandths) / 1000
            #expect(formatNumber(value) == reference(value), "\(value)")
            // Halfway between two thousandths, and just either side of halfway.
            for offset in [0.0005, 0.0005.nextUp, 0.0005.nextDown] {
                #expect(formatNumber(value + offset) == reference(value + offset), "\(value + offset)")
            }
        }
    }

    /// A number whose decimals would take it past 15 digits gives up decimals, not its digits: a point 10⁷ away in
    /// coordinates a transform enlarges a million times asks for 9 decimals.
    @Test(arguments: [
        (999_999_999_999.9994, 3, "999999999999.999"), (999_999_999_999.9996, 3, "1000000000000"),
        (4_503_599_627_370.495, 3, "4503599627370.5"), (1e12 + 0.5, 3, "1000000000000.5"),
        (1e7, 9, "10000000"), (-1e9, 9, "-1000000000"), (1_234_567.123456789, 9, "1234567.12345679"),
        (1e15, 3, "0"), (-Double.infinity, 9, "0"), (Double.nan, 9, "0"),
    ])
    func longNumbersGiveUpDecimals(value: Double, decimals: Int, expected: String) {
        var buffer = ByteBuffer(capacity: 16)
        buffer.append(number: value, decimals: decimals)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected)
    }

    /// A transform's own four numbers get 6 decimals, its translation 3: a rotation by 30° stays a rotation.
    @Test func transformsKeepSixDecimalsOfTheirMatrix() {
        var buffer = ByteBuffer(capacity: 16)
        buffer.append(transform: AffineTransform.rotation(.degrees(30)).concatenating(.translation(x: 10.12345, y: -2)))
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "0.866025 0.5 -0.5 0.866025 10.123 -2")
        var whole = ByteBuffer(capacity: 16)
        whole.append(transform: AffineTransform(d: -1, ty: 51))
        #expect(String(decoding: whole.bytes, as: UTF8.self) == "1 0 0 -1 0 51")
    }

    /// Below 0.1, a matrix number keeps 6 significant digits: a viewBox 2·10⁸ wide scales by 5·10⁻⁷, which 6
    /// decimals wrote as 0.000001 (twice the size) and 10⁻⁷ as 0 (nothing drawn).
    @Test func smallScalesKeepSixSignificantDigits() {
        var buffer = ByteBuffer(capacity: 16)
        buffer.append(transform: AffineTransform(a: 5e-7, b: -1.23456789e-7, c: 0.0523598775, d: 1e-7, tx: 0, ty: 0))
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "0.0000005 -0.000000123457 0.0523599 0.0000001 0 0")
        var tiny = ByteBuffer(capacity: 16)
        tiny.append(transform: AffineTransform(a: 1e-16, b: 0.1, c: 0.099999, d: 0.09999999, tx: 0, ty: 0))
        #expect(String(decoding: tiny.bytes, as: UTF8.self) == "0 0.1 0.099999 0.1 0 0")
    }

    /// Two, three and six numbers written at once, in room reserved once, read as the numbers one by one with a
    /// space between, whatever their length, and into a buffer that must grow for them.
    @Test func numbersWrittenTogetherReadAsOneByOne() {
        let extremes = [
            -999_999_999_999.999, 999_999_999_999.9994, -0.0005, 1e15, -.infinity, .nan, 123.456, -0.0, 0.0005,
        ]
        var random = SplitMix64(state: 5)
        for round in 0..<200 {
            let values = (0..<6).map { position in
                round < 20 ? extremes[(round + position) % extremes.count] : Double(random.next() % 2_000_001) / 7 - 1e5
            }
            var buffer = ByteBuffer(capacity: 16)
            buffer.append(numbers: values[0], values[1])
            buffer.append(byte: UInt8(ascii: "|"))
            buffer.append(numbers: values[0], values[1], values[2])
            buffer.append(byte: UInt8(ascii: "|"))
            buffer.append(numbers: values[0], values[1], values[2], values[3], values[4], values[5])
            let one = values.map(formatNumber)
            let expected =
                one[0..<2].joined(separator: " ") + "|" + one[0..<3].joined(separator: " ") + "|"
                + one.joined(separator: " ")
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected, "\(values)")
        }
    }

    @Test func integersArePaddedForTheXrefTable() {
        var buffer = ByteBuffer()
        buffer.append(integer: 625, width: 10)
        buffer.append(" ")
        buffer.append(integer: -42)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "0000000625 -42")
    }

    /// Zero-padded to widths around each group of three digits, negative ones too.
    @Test(arguments: [1, 2, 3, 4, 6, 7, 10, 19, 20, 21, 25])
    func integersArePaddedToAnyWidth(width: Int) {
        for value in [0, 7, 625, 1_000, 123_456_789, -42, Int.max, Int.min] {
            var buffer = ByteBuffer(capacity: 16)
            buffer.append(integer: value, width: width)
            let digits = String(value.magnitude)
            let padded = String(repeating: "0", count: max(0, min(width, 20) - digits.count)) + digits
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == (value < 0 ? "-" : "") + padded, "\(value)")
        }
    }

    /// Every entry of the three digit tables (whole numbers, thousandths, zero-padded groups), as text would give it.
    @Test func everyDigitTableEntryIsItsNumber() {
        var buffer = ByteBuffer(capacity: 16)
        for n in 0..<1000 {
            #expect(formatNumber(Double(n)) == String(n))
            var fraction = String(String(n + 1000).dropFirst())
            while fraction.count > 1 && fraction.hasSuffix("0") { fraction.removeLast() }
            #expect(formatNumber(Double(n) / 1000) == (n == 0 ? "0" : "0." + fraction), "\(n)")
            buffer.removeAll()
            buffer.append(integer: 7000 + n)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == String(7000 + n))
            buffer.removeAll()
            buffer.append(integer: n, width: 3)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == String(String(n + 1000).dropFirst()))
        }
    }

    /// Every digit count, at each power of ten and either side of it, and the extremes.
    @Test func integersAgreeWithTheStandardLibrary() {
        var values = [0, 1, -1, Int.max, Int.min]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power]
        }
        var buffer = ByteBuffer(capacity: 16)
        for value in values {
            buffer.removeAll()
            buffer.append(integer: value)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == String(value))
        }
    }

    /// A copy keeps what it held when copied, whichever of the two appends afterwards, and growth keeps every byte.
    @Test func copiesDoNotShareAppends() {
        var first = ByteBuffer(capacity: 16)
        first.append("shared")
        var second = first
        second.append(" second")
        first.append(" first")
        #expect(String(decoding: first.bytes, as: UTF8.self) == "shared first")
        #expect(String(decoding: second.bytes, as: UTF8.self) == "shared second")
        // Emptied while shared: the other copy keeps its bytes.
        var emptied = first
        emptied.removeAll()
        emptied.append("new")
        #expect(String(decoding: first.bytes, as: UTF8.self) == "shared first")
        #expect(String(decoding: emptied.bytes, as: UTF8.self) == "new")
        var grown = ByteBuffer(capacity: 1)
        for value in 0..<1_000 { grown.append(integer: value, width: 4) }
        #expect(grown.count == 4_000)
        #expect(grown.bytes.suffix(8) == Array("09980999".utf8))
        #expect(grown.bytes.prefix(8).elementsEqual("00000001".utf8))
    }
}
