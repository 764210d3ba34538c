import FloDrawing

extension Rectangle: ControlType, SizedDrawing {
    static let typeName = "rectangle"

    static func decode(_ reader: EntryReader) -> Rectangle? {
        var rectangle = Rectangle()
        rectangle.paint = ShapePaint.decode(reader)
        let radiusRule = NumberRule(minimum: 0, minimumIsExclusive: false, maximum: ManifestDecoder.maximumLength)
        if let value = reader.number("cornerRadius", in: radiusRule) { rectangle.cornerRadius = value }
        return reader.isValid ? rectangle : nil
    }

    func violations(size: Size?) -> [Violation] {
        guard let size else { return [] }
        if collapses(size: size) { return [paint.collapseViolation] }
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height).insetBy(paint.inset)
        return paint.widthViolation(halfExtent: min(rect.width, rect.height) / 2).map { [$0] } ?? []
    }
}
