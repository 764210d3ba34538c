/// What fills or strokes a path.
package enum Paint: Sendable, Hashable {
    case color(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    /// A tile repeated from the origin; it fills (a stroke with a pattern is not drawn).
    case pattern(TilePattern)

    /// Whether it paints nothing at all (every colour fully transparent): such a paint is not written.
    var isInvisible: Bool {
        switch self {
        case .color(let color): color.alpha <= 0
        case .linearGradient(let gradient): gradient.stops.allSatisfy { $0.color.alpha <= 0 }
        case .radialGradient(let gradient): gradient.stops.allSatisfy { $0.color.alpha <= 0 }
        case .pattern(let pattern): Node.paths(in: pattern.nodes).isEmpty
        }
    }

    /// The paint with a gradient's points in the drawing's coordinates, for a path whose bounding box is `bounds`.
    package func inUserSpace(bounds: Rect?) -> Paint {
        switch self {
        case .color, .pattern: return self
        case .linearGradient(var gradient):
            guard gradient.units == .boundingBox else { return self }
            let box = bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
            gradient.start = box.point(atUnit: gradient.start)
            gradient.end = box.point(atUnit: gradient.end)
            gradient.units = .userSpace
            return .linearGradient(gradient)
        case .radialGradient(var gradient):
            guard gradient.units == .boundingBox else { return self }
            let box = bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
            gradient.center = box.point(atUnit: gradient.center)
            gradient.focus = gradient.focus.map(box.point(atUnit:))
            gradient.units = .userSpace
            return .radialGradient(gradient)
        }
    }
}

/// One colour of a gradient: at `offset` (0…1 along it), `color` with its opacity.
package struct GradientStop: Sendable, Hashable {
    package var offset: Double
    package var color: Color

    package init(offset: Double, color: Color) {
        (self.offset, self.color) = (offset, color)
    }
}

/// What a gradient's points are measured in: the painted path's bounding box (0…1 across it, as SwiftUI's
/// `UnitPoint`), or the drawing's points.
package enum GradientUnits: Sendable, Hashable {
    case boundingBox, userSpace
}

/// What a gradient paints beyond its ends, as SVG's `spreadMethod`: the end colours, or the colours again.
package enum SpreadMethod: String, Sendable, Hashable {
    case pad, reflect, `repeat`
}

/// Colours changing along the line from `start` to `end`, constant across it, continuing beyond the ends as
/// `spread` says; `transform` maps the gradient's coordinates to the drawing's (SVG's `gradientTransform`).
package struct LinearGradient: Sendable, Hashable {
    package var start: Point
    package var end: Point
    package var stops: [GradientStop]
    var units = GradientUnits.boundingBox
    package var spread = SpreadMethod.pad
    package var transform = AffineTransform.identity

    package init(
        start: Point, end: Point, stops: [GradientStop], units: GradientUnits = .boundingBox,
        spread: SpreadMethod = .pad, transform: AffineTransform = .identity
    ) {
        (self.start, self.end, self.stops, self.units) = (start, end, stops, units)
        (self.spread, self.transform) = (spread, transform)
    }
}

/// Colours changing from the circle of `startRadius` around `focus` (the centre when nil) to the circle of
/// `endRadius` around `center`, as SwiftUI's `RadialGradient` and SVG's focal point: the radii are in points
/// whatever `units` says of the centre. `spread` and `transform` as for `LinearGradient`.
package struct RadialGradient: Sendable, Hashable {
    package var center: Point
    package var startRadius: Double
    package var endRadius: Double
    package var stops: [GradientStop]
    var units = GradientUnits.boundingBox
    package var focus: Point?
    package var spread = SpreadMethod.pad
    package var transform = AffineTransform.identity

    package init(
        center: Point, startRadius: Double, endRadius: Double, stops: [GradientStop],
        units: GradientUnits = .boundingBox, focus: Point? = nil, spread: SpreadMethod = .pad,
        transform: AffineTransform = .identity
    ) {
        (self.center, self.startRadius, self.endRadius, self.stops, self.units) =
            (center, startRadius, endRadius, stops, units)
        (self.focus, self.spread, self.transform) = (focus, spread, transform)
    }
}

extension Rect {
    /// The point at `unit` (0…1 across each side, as `UnitPoint`).
    package func point(atUnit unit: Point) -> Point {
        Point(x: x + unit.x * width, y: y + unit.y * height)
    }
}

extension Paint {
    /// The paint with each of its colours (a gradient's stops too) changed by `change`, and a pattern's tile by
    /// `tile`.
    package func mappingColors(_ change: (Color) -> Color, tile: ([Node]) -> [Node]) -> Paint {
        func mapped(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(offset: $0.offset, color: change($0.color)) }
        }
        switch self {
        case .color(let color): return .color(change(color))
        case .linearGradient(var gradient):
            gradient.stops = mapped(gradient.stops)
            return .linearGradient(gradient)
        case .radialGradient(var gradient):
            gradient.stops = mapped(gradient.stops)
            return .radialGradient(gradient)
        case .pattern(var pattern):
            pattern.nodes = tile(pattern.nodes)
            return .pattern(pattern)
        }
    }

    /// The colour, when the paint is one.
    package var solidColor: Color? {
        if case .color(let color) = self { color } else { nil }
    }

    /// The gradient's transform, from its coordinates to the path's; the identity for other paints.
    package var gradientTransform: AffineTransform {
        switch self {
        case .linearGradient(let gradient): gradient.transform
        case .radialGradient(let gradient): gradient.transform
        case .color, .pattern: .identity
        }
    }

    /// The gradient's spread method; pad for other paints.
    package var spread: SpreadMethod {
        switch self {
        case .linearGradient(let gradient): gradient.spread
        case .radialGradient(let gradient): gradient.spread
        case .color, .pattern: .pad
        }
    }
}

extension [GradientStop] {
    /// The last stop at or before `offset`, found by halving (a gradient may have many stops, and every pixel
    /// asks); nil before the first. Of stops at one offset, the last.
    package func lastIndex(atOrBefore offset: Double) -> Int? {
        guard let first, offset >= first.offset else { return nil }
        var (low, high) = (0, count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle].offset > offset { high = middle - 1 } else { low = middle }
        }
        return low
    }

    /// The colour at `offset` along the gradient: the end colours beyond the first and last stops, and between two
    /// stops each component and the opacity interpolated on their own, as SVG and PDF interpolate. The offsets
    /// never decrease.
    package func color(at offset: Double) -> Color {
        guard let first, let last else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        if offset <= first.offset { return first.color }
        if offset >= last.offset { return last.color }
        guard let index = lastIndex(atOrBefore: offset) else { return first.color }
        let (from, to) = (self[index], self[index + 1])
        let t = to.offset > from.offset ? (offset - from.offset) / (to.offset - from.offset) : 1
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Color(
            red: mix(from.color.red, to.color.red), green: mix(from.color.green, to.color.green),
            blue: mix(from.color.blue, to.color.blue), alpha: mix(from.color.alpha, to.color.alpha))
    }
}
