import FloDrawing

extension Triangle: ControlType, SizedDrawing {
    static let typeName = "triangle"

    static func decode(_ reader: EntryReader) -> Triangle? {
        let triangle = Triangle(paint: ShapePaint.decode(reader))
        return reader.isValid ? triangle : nil
    }

    func violations(size: Size?) -> [Violation] {
        guard let size else { return [] }
        if collapses(size: size) { return [paint.collapseViolation] }
        return paint.widthViolation(halfExtent: inradius(size: size) - paint.inset).map { [$0] } ?? []
    }
}
