import FloDrawing

extension GraphView: ControlType {
    static let typeName = "graphView"

    static func decode(_ reader: EntryReader) -> GraphView? {
        var graph = GraphView()
        // Drawn relative to the largest, so any measure fits (a week of step counts, say).
        let pointRule = NumberRule(minimum: 0, minimumIsExclusive: false, maximum: 1e9)
        if let value = reader.numbers("graphPoints", counts: 2...31, in: pointRule) { graph.graphPoints = value }
        if let value = reader.color("startColor") { graph.startColor = value }
        if let value = reader.color("endColor") { graph.endColor = value }
        if let value = reader.color("lineColor") { graph.lineColor = value }
        if let value = reader.length("lineWidth") { graph.lineWidth = value }
        if let value = reader.number("cornerRadius", in: .lengthOrZero) { graph.cornerRadius = value }
        if let value = reader.number("margin", in: .lengthOrZero) { graph.margin = value }
        if let value = reader.number("topBorder", in: .lengthOrZero) { graph.topBorder = value }
        if let value = reader.number("bottomBorder", in: .lengthOrZero) { graph.bottomBorder = value }
        if let value = reader.number("circleDiameter", in: .lengthOrZero) { graph.circleDiameter = value }
        if let value = reader.number("guideAlpha", in: .unit) { graph.guideAlpha = value }
        if let value = reader.number("areaAlpha", in: .unit) { graph.areaAlpha = value }
        graph.pixelSnapping = reader.choice("pixelSnapping", as: PixelSnapping.self)
        return reader.isValid ? graph : nil
    }

    var intrinsicSize: Size? { Self.defaultSize }

    /// The line and the guides need room: the borders within the height, the margins within the width.
    func violations(size: Size?) -> [Violation] {
        guard let size else { return [] }
        var violations: [Violation] = []
        if topBorder + bottomBorder >= size.height {
            violations.append(
                Violation(
                    key: "bottomBorder", problem: .graphBordersTooLarge(topBorder + bottomBorder, size.height),
                    alsoDecidedBy: ["topBorder", "height"]))
        }
        if 2 * margin >= size.width {
            violations.append(
                Violation(key: "margin", problem: .graphMarginsTooLarge(margin, size.width), alsoDecidedBy: ["width"]))
        }
        return violations
    }

    func drawing(in context: DrawingContext) -> Drawing {
        drawing(
            title: context.title, size: context.size, snapping: pixelSnapping ?? context.pixelSnapping,
            appearance: context.appearance)
    }
}
