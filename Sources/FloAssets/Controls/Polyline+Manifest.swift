extension Polyline: ControlType, SizedDrawing {
    static let typeName = "polyline"

    static func decode(_ reader: EntryReader) -> Polyline? {
        var polyline = Polyline()
        polyline.paint = ShapePaint.decode(reader)
        if let value = reader.bool("closed") { polyline.closed = value }
        if let points = reader.points("points", minimum: 2, hint: "add [[x, y], [x, y], …]") {
            polyline.points = points
        }
        if polyline.paint.strokeBorder {
            reader.report(.strokeBorderWithoutInside, at: "strokeBorder")
        }
        return reader.isValid ? polyline : nil
    }
}
