import FloDrawing

/// The Flo tutorial's counter: a thick arc from 3π/4 clockwise to π/4 and a progress outline for `counter` glasses.
struct CounterView: Sendable, Hashable {
    var counter = 5
    var numberOfGlasses = 8
    var counterColor = AppearancePaint.color(AppearanceColor(any: .orange))
    var outlineColor = AppearanceColor(any: .blue)
    var lineWidth = 5.0
    var arcWidth = 76.0

    static let startAngle = Angle(radians: 3 * .pi / 4)
    static let endAngle = Angle(radians: .pi / 4)

    /// The tutorial's `outlineEndAngle`: a glass's share of the arc times `counter`, from the start angle.
    var outlineEndAngle: Angle {
        let angleDifference = 2 * .pi - Self.startAngle.radians + Self.endAngle.radians
        let arcLengthPerGlass = angleDifference / Double(numberOfGlasses)
        return Angle(radians: arcLengthPerGlass * Double(counter) + Self.startAngle.radians)
    }

    /// The arc and the outline for a view of `size`; `min(width, height)` keeps non-square art inside its bounds.
    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        let diameter = min(size.width, size.height)
        let center = Point(x: size.width / 2, y: size.height / 2)

        var arc = Path()
        arc.addArc(
            center: center, radius: diameter / 2 - arcWidth / 2,
            startAngle: Self.startAngle, endAngle: Self.endAngle, clockwise: true)

        var outline = Path()
        outline.addArc(
            center: center, radius: diameter / 2 - lineWidth / 2,
            startAngle: Self.startAngle, endAngle: outlineEndAngle, clockwise: true)
        outline.addArc(
            center: center, radius: diameter / 2 - arcWidth + lineWidth / 2,
            startAngle: outlineEndAngle, endAngle: Self.startAngle, clockwise: false)
        outline.close()

        return Drawing(
            title: title, size: size,
            paths: [
                PathNode(
                    path: arc,
                    stroke: Stroke(
                        paint: counterColor.resolved(appearance, in: Rect(size: size)), width: arcWidth, cap: .butt)),
                PathNode(
                    path: outline,
                    stroke: Stroke(paint: .color(outlineColor.resolved(appearance)), width: lineWidth, join: .miter)),
            ])
    }
}
