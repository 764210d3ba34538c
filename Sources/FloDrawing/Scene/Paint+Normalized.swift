extension Paint {
    /// The paint as every back-end draws it: a gradient's stops `normalized`, and a padded gradient with several
    /// stops at an end `lengthened`, so that no reader has to choose which of them paints beyond it.
    var normalized: Paint {
        switch self {
        case .color, .pattern: return self
        case .linearGradient(var gradient):
            gradient.lengthen()
            gradient.stops = gradient.stops.normalized
            return .linearGradient(gradient)
        case .radialGradient(var gradient):
            gradient.lengthen()
            gradient.stops = gradient.stops.normalized
            return .radialGradient(gradient)
        }
    }
}

extension LinearGradient {
    /// Beyond a padded end with several stops, SVG paints the outermost stop's colour, and from the end inwards the
    /// next one's. The line is lengthened by itself past each such end, which the outermost colour fills: the end's
    /// stops then meet inside, a hard edge every reader draws alike.
    mutating func lengthen() {
        guard spread == .pad else { return }
        let (before, after) = stops.lengthening(startExtension: 1, endExtension: 1)
        guard before > 0 || after > 0 else { return }
        let along = Point(x: end.x - start.x, y: end.y - start.y)
        (start, end) = (
            Point(x: start.x - along.x * before, y: start.y - along.y * before),
            Point(x: end.x + along.x * after, y: end.y + along.y * after)
        )
    }
}

extension RadialGradient {
    /// As `LinearGradient.lengthen()`: outwards by itself, and inwards by as much, or down to a start circle of
    /// radius 0 if that comes first (within which nothing lies beyond the start). Any length will do, since the
    /// outermost colour fills it; more would squeeze the gradient itself into a sliver of its offsets.
    mutating func lengthen() {
        guard spread == .pad, endRadius > startRadius else { return }
        let inwards = Swift.min(1, startRadius / (endRadius - startRadius))
        let (before, after) = stops.lengthening(startExtension: inwards, endExtension: 1)
        guard before > 0 || after > 0 else { return }
        let focus = self.focus ?? center
        let along = Point(x: center.x - focus.x, y: center.y - focus.y)
        let radii = endRadius - startRadius
        self.focus = Point(x: focus.x - along.x * before, y: focus.y - along.y * before)
        center = Point(x: center.x + along.x * after, y: center.y + along.y * after)
        (startRadius, endRadius) = (max(0, startRadius - radii * before), endRadius + radii * after)
    }
}

extension [GradientStop] {
    /// For a gradient that may be lengthened by `startExtension` of its length before its start and by
    /// `endExtension` past its end: where several stops share that end, the stops moved to the longer line, the
    /// outermost colour filling what was added. Returns what each end was lengthened by (0 where one stop or none
    /// is there, and nothing changes).
    fileprivate mutating func lengthening(
        startExtension: Double, endExtension: Double
    ) -> (before: Double, after: Double) {
        let ordered = self.ordered
        guard ordered.count > 1 else { return (0, 0) }
        let (first, last) = (ordered[0], ordered[ordered.count - 1])
        let before = first.offset == 0 && ordered[1].offset == 0 ? startExtension : 0
        let after = last.offset == 1 && ordered[ordered.count - 2].offset == 1 ? endExtension : 0
        guard before > 0 || after > 0 else { return (0, 0) }
        let length = 1 + before + after
        self = ordered.map { GradientStop(offset: ($0.offset + before) / length, color: $0.color) }
        if before > 0 { insert(GradientStop(offset: 0, color: first.color), at: 0) }
        if after > 0 { append(GradientStop(offset: 1, color: last.color)) }
        return (before, after)
    }

    /// Offsets clamped to 0…1 and never decreasing, as SVG reads them.
    private var ordered: [GradientStop] {
        var result = map { GradientStop(offset: Swift.min(Swift.max($0.offset, 0), 1), color: $0.color) }
        for index in result.indices.dropFirst() where result[index].offset < result[index - 1].offset {
            result[index].offset = result[index - 1].offset
        }
        return result
    }

    /// Offsets within 0…1 and never decreasing, and at 0 and at 1 one stop each, the one next to the inside:
    /// several stops at an end would each claim the colour beyond it, which readers paint differently. Stops that
    /// share an offset inside make a hard edge, as they do in SVG and SwiftUI: of three or more, the first and the
    /// last do, and those between show nowhere.
    var normalized: [GradientStop] {
        let ordered = self.ordered
        guard ordered.count > 1 else { return ordered }
        // The last of the stops at 0 and the first of those at 1 (the offsets never decrease).
        var first = 0
        while first + 1 < ordered.count, ordered[first + 1].offset == 0 { first += 1 }
        var last = ordered.count - 1
        while last > first, ordered[last - 1].offset == 1 { last -= 1 }
        return (first...last).compactMap { index in
            let offset = ordered[index].offset
            let inside =
                index > first && index < last && ordered[index - 1].offset == offset
                && ordered[index + 1].offset == offset
            return inside ? nil : ordered[index]
        }
    }
}

extension Paint {
    /// The shortest line, and the smallest end circle, a gradient keeps in the drawing: writers give 0.001 pt.
    static let shortestWritten = 0.002

    /// The gradient with a line shorter in the drawing, where `toDrawing` takes it, than the writers can write,
    /// magnified about its middle to `shortestWritten`; one whose end circle is that small, its last colour: a PDF
    /// reader paints nothing for a line written as none, and readers disagree on how far they extend a dot. Shorter
    /// than a pixel either way, it draws the same. Gradients in a box's units are left alone (no control draws one
    /// so short).
    func writable(in toDrawing: AffineTransform) -> Paint {
        switch self {
        case .color, .pattern: return self
        case .linearGradient(var gradient):
            guard gradient.units == .userSpace else { return self }
            let placing = gradient.transform.concatenating(toDrawing)
            let (x, y) = (gradient.end.x - gradient.start.x, gradient.end.y - gradient.start.y)
            let drawn = (placing.a * x + placing.c * y, placing.b * x + placing.d * y)
            let length = (drawn.0 * drawn.0 + drawn.1 * drawn.1).squareRoot()
            guard length < Self.shortestWritten else { return self }
            let factor = Self.shortestWritten / length / 2
            guard factor.isFinite, (x * factor).isFinite, (y * factor).isFinite else { return lastColor }
            let middle = Point(x: gradient.start.x + x / 2, y: gradient.start.y + y / 2)
            gradient.start = Point(x: middle.x - x * factor, y: middle.y - y * factor)
            gradient.end = Point(x: middle.x + x * factor, y: middle.y + y * factor)
            return .linearGradient(gradient)
        case .radialGradient(let gradient):
            guard gradient.units == .userSpace,
                gradient.endRadius * gradient.transform.concatenating(toDrawing).largestScale < Self.shortestWritten
            else { return self }
            return lastColor
        }
    }

    /// The colour a gradient paints beyond its end.
    private var lastColor: Paint {
        switch self {
        case .linearGradient(let gradient): gradient.stops.last.map { .color($0.color) } ?? self
        case .radialGradient(let gradient): gradient.stops.last.map { .color($0.color) } ?? self
        case .color, .pattern: self
        }
    }
}
