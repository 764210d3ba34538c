import FloDrawing

extension ShapePaint {
    /// The paint keys shared by the guide shapes.
    static func decode(_ reader: EntryReader) -> ShapePaint {
        var paint = ShapePaint()
        paint.fillColor = reader.paint("fillColor")
        paint.strokeColor = reader.color("strokeColor")
        if let value = reader.length("lineWidth") { paint.lineWidth = value }
        if let value = reader.choice("lineCap", as: LineCap.self) { paint.lineCap = value }
        if let value = reader.choice("lineJoin", as: LineJoin.self) { paint.lineJoin = value }
        if let value = reader.number("miterLimit", in: NumberRule(minimum: 1, minimumIsExclusive: false, maximum: 1000))
        {
            paint.miterLimit = value
        }
        if let value = reader.bool("strokeBorder") { paint.strokeBorder = value }
        return paint
    }
}
