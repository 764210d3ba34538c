extension UInt8 {
    /// The value of this ASCII hex digit, in either case; nil for any other byte: for the manifest's colours and
    /// JSON escapes, and the preview server's percent escapes.
    package var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// This byte as two ASCII hex digits, high first: for percent escapes, JSON's `\u00XX`, PDF's hex strings and
    /// colours.
    package func hexDigits(uppercase: Bool = true) -> [UInt8] {
        let digits = uppercase ? Self.uppercaseHexDigits : Self.lowercaseHexDigits
        return [digits[Int(self >> 4)], digits[Int(self & 15)]]
    }

    private static let uppercaseHexDigits = Array("0123456789ABCDEF".utf8)
    private static let lowercaseHexDigits = Array("0123456789abcdef".utf8)
}
