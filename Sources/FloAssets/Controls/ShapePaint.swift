import FloDrawing

/// How the guide shapes are painted: SwiftUI's fill and `StrokeStyle`, with Core Graphics' `.fillStroke` order.
struct ShapePaint: Sendable, Hashable {
    var fillColor: AppearancePaint?
    var strokeColor: AppearanceColor?
    var lineWidth = 1.0
    var lineCap = LineCap.butt
    var lineJoin = LineJoin.miter
    var miterLimit = 10.0
    /// Inset the shape by half the line width, like SwiftUI's `strokeBorder`, so the stroke stays inside the bounds.
    var strokeBorder = false

    /// How far the shape's outline moves inwards.
    var inset: Double { strokeBorder && strokeColor != nil ? lineWidth / 2 : 0 }

    /// The paths to paint: none when `strokeBorder` has inset the shape past its centre (`collapsed`), as SwiftUI
    /// draws nothing for a shape inset that far, so that every reader agrees on an empty drawing.
    func paths(_ path: Path, collapsed: Bool, appearance: Appearance, size: Size) -> [PathNode] {
        collapsed ? [] : [paint(path, appearance: appearance, size: size)]
    }

    /// The warning for a stroke whose half-width reaches `halfExtent`, the distance from the path to the middle of
    /// the shape it outlines; nil when it does not, or there is no stroke.
    func widthViolation(halfExtent: Double) -> Violation? {
        guard strokeColor != nil, lineWidth / 2 >= halfExtent else { return nil }
        return Violation(key: "lineWidth", problem: .strokeWiderThanShape(lineWidth))
    }

    /// The warning for a shape `strokeBorder` collapses.
    var collapseViolation: Violation {
        Violation(key: "lineWidth", problem: .collapsedByStrokeBorder(lineWidth))
    }

    /// `path` filled, then stroked, in `appearance`; with neither colour given, filled black as SwiftUI fills a
    /// shape by default.
    func paint(_ path: Path, appearance: Appearance, size: Size) -> PathNode {
        let fill =
            fillColor?.resolved(appearance, in: Rect(size: size)) ?? (strokeColor == nil ? Paint.color(.black) : nil)
        let stroke = strokeColor.map {
            Stroke(
                paint: .color($0.resolved(appearance)), width: lineWidth, cap: lineCap, join: lineJoin,
                miterLimit: miterLimit)
        }
        return PathNode(path: path, fill: fill, stroke: stroke)
    }
}

extension Rect {
    /// This rectangle shrunk by `amount` on every side.
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
