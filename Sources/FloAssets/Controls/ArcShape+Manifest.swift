import FloDrawing

extension ArcShape: ControlType, SizedDrawing {
    static let typeName = "arc"

    static func decode(_ reader: EntryReader) -> ArcShape? {
        var arc = ArcShape()
        arc.paint = ShapePaint.decode(reader)
        let degrees = NumberRule(minimum: -3600, minimumIsExclusive: false, maximum: 3600)
        if let value = reader.number("startAngle", in: degrees) { arc.startAngle = value }
        if let value = reader.number("endAngle", in: degrees) { arc.endAngle = value }
        if let value = reader.bool("clockwise") { arc.clockwise = value }
        return reader.isValid ? arc : nil
    }

    func violations(size: Size?) -> [Violation] {
        guard let size else { return [] }
        if collapses(size: size) { return [paint.collapseViolation] }
        // Angles a whole number of turns apart the other way sweep nothing, as in Core Graphics: an empty drawing.
        let sweep = Path.arcSweep(from: .degrees(startAngle), to: .degrees(endAngle), clockwise: clockwise)
        if sweep.radians == 0 {
            return [
                Violation(
                    key: "endAngle", problem: .arcSweepsNothing(from: startAngle, to: endAngle, clockwise: clockwise),
                    alsoDecidedBy: ["startAngle", "clockwise"])
            ]
        }
        return paint.widthViolation(halfExtent: size.width / 2 - paint.inset).map { [$0] } ?? []
    }
}
