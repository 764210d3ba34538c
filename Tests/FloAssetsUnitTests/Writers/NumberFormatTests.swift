import FloAssetsTestSupport
import Testing

@testable import FloAssets

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

    @Test func integersArePaddedForTheXrefTable() {
        var buffer = ByteBuffer()
        buffer.append(integer: 625, width: 10)
        buffer.append(" ")
        buffer.append(integer: -42)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "0000000625 -42")
    }
}
