import FloDrawing

extension Paint {
    /// For formats that only pad (PDF's shadings extend their end colours): a reflected or repeated gradient as a
    /// padded one over the positions `bounds` reaches, its stops repeated (mirrored for reflect) once per period.
    /// Other paints, and gradients reaching more than `maximumPeriods` periods, as they are.
    func padded(over bounds: Rect?, maximumPeriods: Int = 256) -> Paint {
        guard let bounds, let back = gradientTransform.inverted else { return self }
        let corners = [
            Point(x: bounds.x, y: bounds.y), Point(x: bounds.maxX, y: bounds.y),
            Point(x: bounds.x, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
        ].map(back.apply)
        switch self {
        case .linearGradient(var gradient) where gradient.spread != .pad:
            let dx = gradient.end.x - gradient.start.x
            let dy = gradient.end.y - gradient.start.y
            let lengthSquared = dx * dx + dy * dy
            guard lengthSquared > 0 else { return self }
            let positions = corners.map {
                ((($0.x - gradient.start.x) * dx + ($0.y - gradient.start.y) * dy)) / lengthSquared
            }
            let low = (positions.min() ?? 0).rounded(.down)
            let high = max((positions.max() ?? 1).rounded(.up), low + 1)
            guard high - low <= Double(maximumPeriods), abs(low) < 1e9, abs(high) < 1e9 else { return self }
            gradient.stops = Self.repeated(
                gradient.stops, from: Int(low), to: Int(high), reflect: gradient.spread == .reflect)
            let start = gradient.start
            gradient.start = Point(x: start.x + low * dx, y: start.y + low * dy)
            gradient.end = Point(x: start.x + high * dx, y: start.y + high * dy)
            gradient.spread = .pad
            return .linearGradient(gradient)
        case .radialGradient(var gradient) where gradient.spread != .pad:
            let focus = gradient.focus ?? gradient.center
            let span = gradient.endRadius - gradient.startRadius
            guard span > 0 else { return self }
            // The circles grow by `span` per period from the focus: the farthest corner's distance, plus how far
            // the centre moves, bounds the periods needed.
            let moved = focus.distance(to: gradient.center)
            let farthest = corners.map { $0.distance(to: focus) }.max() ?? 0
            let high = max(((farthest + moved - gradient.startRadius) / max(span - moved, span * 1e-3)).rounded(.up), 1)
            guard high.isFinite, high <= Double(maximumPeriods) else { return self }
            gradient.stops = Self.repeated(gradient.stops, from: 0, to: Int(high), reflect: gradient.spread == .reflect)
            gradient.center = Point(
                x: focus.x + high * (gradient.center.x - focus.x), y: focus.y + high * (gradient.center.y - focus.y))
            if gradient.focus == nil { gradient.focus = focus }
            gradient.endRadius = gradient.startRadius + high * span
            gradient.spread = .pad
            return .radialGradient(gradient)
        default:
            return self
        }
    }

    /// `stops` laid once per period from `low` to `high`, every other period mirrored when `reflect`, with
    /// offsets in 0…1 over the whole range.
    private static func repeated(_ stops: [GradientStop], from low: Int, to high: Int, reflect: Bool) -> [GradientStop]
    {
        let periods = Double(high - low)
        var result: [GradientStop] = []
        for period in low..<high {
            let mirrored = reflect && !period.isMultiple(of: 2)
            let ordered =
                mirrored ? stops.reversed().map { GradientStop(offset: 1 - $0.offset, color: $0.color) } : stops
            // Each period begins and ends with its end colours, so periods meet with a hard edge when repeated.
            let framed =
                [GradientStop(offset: 0, color: ordered.first?.color ?? stops[0].color)] + ordered
                + [GradientStop(offset: 1, color: ordered.last?.color ?? stops[0].color)]
            for stop in framed {
                result.append(GradientStop(offset: (Double(period - low) + stop.offset) / periods, color: stop.color))
            }
        }
        return result
    }
}
