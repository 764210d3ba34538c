import FloDrawing

extension Star: ControlType, SizedDrawing {
    static let typeName = "star"

    static func decode(_ reader: EntryReader) -> Star? {
        var star = Star()
        if let value = reader.bool("fill") { star.fill = value }
        if let value = reader.paint("color") { star.color = value }
        if let value = reader.length("lineWidth") { star.lineWidth = value }
        return reader.isValid ? star : nil
    }

    /// The guide's 25×25 design box.
    var intrinsicSize: Size? { Self.defaultSize }
}
