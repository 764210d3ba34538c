import FloDrawing

extension Ellipse: ControlType, SizedDrawing {
    static let typeName = "ellipse"

    static func decode(_ reader: EntryReader) -> Ellipse? {
        var ellipse = Ellipse()
        ellipse.paint = ShapePaint.decode(reader)
        if let values = reader.numbers("rect", count: 4) {
            if values[2] > 0 && values[3] > 0 {
                ellipse.rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
            } else {
                reader.report(.emptyRect, at: "rect")
            }
        }
        return reader.isValid ? ellipse : nil
    }

    func violations(size: Size?) -> [Violation] {
        guard let size else { return [] }
        if collapses(size: size) { return [paint.collapseViolation] }
        let frame = (rect ?? Rect(x: 0, y: 0, width: size.width, height: size.height)).insetBy(paint.inset)
        return paint.widthViolation(halfExtent: min(frame.width, frame.height) / 2).map { [$0] } ?? []
    }
}
