extension BackgroundPattern: ControlType {
    static let typeName = "backgroundPattern"

    static func decode(_ reader: EntryReader) -> BackgroundPattern? {
        var pattern = BackgroundPattern()
        if let value = reader.length("tileSize") { pattern.tileSize = value }
        if let value = reader.color("lightColor") { pattern.lightColor = value }
        if let value = reader.color("darkColor") { pattern.darkColor = value }
        return reader.isValid ? pattern : nil
    }

    var intrinsicSize: Size? { Self.defaultSize }
}
