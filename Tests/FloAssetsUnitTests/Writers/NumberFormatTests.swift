import FloAssetsTestSupport
import Testing

@testable import FloAssets

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
        }
    }

    @Test func integersArePaddedForTheXrefTable() {
        var buffer = ByteBuffer()
        buffer.append(integer: 625, width: 10)
        buffer.append(" ")
        buffer.append(integer: -42)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "0000000625 -42")
    }
}
