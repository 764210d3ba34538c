import FloDrawing

extension Rating: ControlType, SizedDrawing {
    static let typeName = "rating"

    static func decode(_ reader: EntryReader) -> Rating? {
        var rating = Rating()
        if let value = reader.number("rating", in: NumberRule(minimum: 0, minimumIsExclusive: false, maximum: 1000)) {
            rating.rating = value
        }
        if let value = reader.integer("numberOfStars", in: 1...1000) { rating.numberOfStars = value }
        if let value = reader.length("starSize") { rating.starSize = value }
        let spacingRule = NumberRule(minimum: 0, minimumIsExclusive: false, maximum: ManifestDecoder.maximumLength)
        if let value = reader.number("spacing", in: spacingRule) { rating.spacing = value }
        if let value = reader.paint("color") { rating.color = value }
        if let value = reader.length("lineWidth") { rating.lineWidth = value }
        return reader.isValid ? rating : nil
    }

    /// The guide's intrinsic content size; the decoder checks it against the size limits like a written one.
    var intrinsicSize: Size? { defaultSize }
}
