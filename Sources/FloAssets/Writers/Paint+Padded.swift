import FloDrawing

extension PathNode {
    /// The rectangle a paint of the path covers, in its coordinates: its bounds, grown for a stroke by as far as its
    /// caps and joins reach.
    func covered(stroking: Bool) -> Rect? {
        guard stroking, stroke != nil else { return path.bounds }
        // A subpath of one point (`M 5 5 Z`) bounds nothing, but a stroke's caps draw a dot there.
        let points = path.pointBounds
        let drawn = path.bounds.map { bounds in points.map(bounds.union) ?? bounds } ?? points
        return drawn.map { $0.outset(by: strokeReach) }
    }

    /// The node with each gradient that repeats or reflects (in the drawing's coordinates, as `Drawing.explicit`
    /// places them) laid out period by period over what it paints, for formats whose gradients only pad.
    var paddingGradients: PathNode {
        var node = self
        // What a paint covers is measured only for one that repeats: a curve's bounds and a stroke's reach cost.
        if let fill, fill.spread != .pad { node.fill = fill.padded(over: covered(stroking: false)) }
        if let paint = stroke?.paint, paint.spread != .pad {
            node.stroke?.paint = paint.padded(over: covered(stroking: true))
        }
        return node
    }
}

extension Node {
    /// `nodes` with every path's gradients padded (`PathNode.paddingGradients`).
    static func paddingGradients(_ nodes: [Node]) -> [Node] {
        nodes.map { node in
            switch node {
            case .path(let path):
                return .path(path.paddingGradients)
            case .group(var group):
                group.children = paddingGradients(group.children)
                return .group(group)
            }
        }
    }

    /// Whether a path in `nodes` (or in a pattern's tile) has a gradient that repeats or reflects.
    static func containsRepeatingGradient(_ nodes: [Node]) -> Bool {
        nodes.contains { node in
            switch node {
            case .path(let path):
                if case .pattern(let pattern)? = path.fill, containsRepeatingGradient(pattern.nodes) { return true }
                return [path.fill, path.stroke?.paint].contains { ($0?.spread ?? .pad) != .pad }
            case .group(let group):
                return containsRepeatingGradient(group.children)
            }
        }
    }

    /// Why the repeating gradients of `nodes` (in the drawing's coordinates, as `Drawing.explicit` places them)
    /// cannot be laid out period by period, and the path that shows it: one reaching more than
    /// `Paint.maximumPeriods` periods over what it paints, or all of them more than `Paint.maximumLaidOutStops`
    /// stops.
    static func firstPastLayout(_ nodes: [Node]) -> (path: PathNode, reason: String)? {
        var budget = Paint.maximumLaidOutStops
        func walk(_ nodes: [Node]) -> (path: PathNode, reason: String)? {
            for node in nodes {
                switch node {
                case .path(let path):
                    for (paint, stroking) in [(path.fill, false), (path.stroke?.paint, true)] {
                        guard let paint, paint.spread != .pad else { continue }
                        guard let periods = paint.periods(over: path.covered(stroking: stroking)) else {
                            return (path, Paint.tooManyPeriods)
                        }
                        budget -= paint.laidOutStops(periods)
                        if budget < 0 { return (path, Paint.tooManyLaidOutStops) }
                    }
                case .group(let group):
                    if let found = walk(group.children) { return found }
                }
            }
            return nil
        }
        return walk(nodes)
    }
}

extension Paint {
    /// How many periods a repeated or reflected gradient may be laid out as.
    static let maximumPeriods = 256
    /// How many stops, in all, a control's repeated or reflected gradients may be laid out as: a stop is a line of
    /// code, a PDF function's part.
    static let maximumLaidOutStops = 4_096
    static let tooManyPeriods =
        "a gradient that repeats or reflects more than \(maximumPeriods) times across what it paints"
    static let tooManyLaidOutStops =
        "gradients that repeat or reflect into more than \(maximumLaidOutStops) stops in all (each period's stops and its two ends, times the periods)"

    /// A gradient's stops; none for other paints.
    var gradientStops: [GradientStop] {
        switch self {
        case .linearGradient(let gradient): gradient.stops
        case .radialGradient(let gradient): gradient.stops
        case .color, .pattern: []
        }
    }

    /// At most how many stops `periods` of the gradient are laid out as: each period's, and its two ends.
    func laidOutStops(_ periods: Range<Int>) -> Int {
        periods.count * (gradientStops.count + 2)
    }

    /// For formats that only pad (SwiftUI's and Core Graphics' gradients paint their end colours beyond their ends):
    /// a reflected or repeated gradient (in user space) as a padded one over the periods `bounds` reaches. Other
    /// paints, and gradients reaching more than `maximumPeriods` periods, as they are.
    func padded(over bounds: Rect?) -> Paint {
        periods(over: bounds).map(spanning) ?? self
    }

    /// The whole periods a repeated or reflected gradient (in user space) reaches over `bounds`, numbered from its
    /// start (0 is from its start to its end; a radial one's go back to where its circles shrink to nothing); nil
    /// for other paints and for more than `maximumPeriods` periods. Over nothing, and for a gradient of no length
    /// or squashed flat, which paint as padded, one.
    func periods(over bounds: Rect?) -> Range<Int>? {
        guard spread != .pad else { return nil }
        guard let bounds, let back = gradientTransform.inverted else { return 0..<1 }
        let corners = [
            Point(x: bounds.x, y: bounds.y), Point(x: bounds.maxX, y: bounds.y),
            Point(x: bounds.x, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
        ].map(back.apply)
        switch self {
        case .linearGradient(let gradient):
            let dx = gradient.end.x - gradient.start.x
            let dy = gradient.end.y - gradient.start.y
            let lengthSquared = dx * dx + dy * dy
            guard lengthSquared > 0 else { return 0..<1 }
            let positions = corners.map {
                ((($0.x - gradient.start.x) * dx + ($0.y - gradient.start.y) * dy)) / lengthSquared
            }
            let low = (positions.min() ?? 0).rounded(.down)
            let high = max((positions.max() ?? 1).rounded(.up), low + 1)
            guard high - low <= Double(Self.maximumPeriods), abs(low) < 1e9, abs(high) < 1e9 else { return nil }
            return Int(low)..<Int(high)
        case .radialGradient(let gradient):
            let focus = gradient.focus ?? gradient.center
            let span = gradient.endRadius - gradient.startRadius
            guard span > 0 else { return 0..<1 }
            // The circles grow by `span` per period from the focus: the farthest corner's distance, plus how far
            // the centre moves, bounds the periods needed.
            let moved = focus.distance(to: gradient.center)
            let farthest = corners.map { $0.distance(to: focus) }.max() ?? 0
            let high = max(((farthest + moved - gradient.startRadius) / max(span - moved, span * 1e-3)).rounded(.up), 1)
            // Inside the start circle, the circles of the periods before shrink to nothing.
            let low = (-gradient.startRadius / span).rounded(.down)
            guard high.isFinite, low.isFinite, high - low <= Double(Self.maximumPeriods) else { return nil }
            return Int(low)..<Int(high)
        case .color, .pattern:
            return nil
        }
    }

    /// A repeated or reflected gradient's `periods` alone, as one padded gradient from the first one's start to
    /// the last one's end (a radial one's from the circle where the first begins), its stops laid once a period.
    func spanning(_ periods: Range<Int>) -> Paint {
        let (low, high) = (Double(periods.lowerBound), Double(periods.upperBound))
        func along(_ from: Point, _ to: Point, _ times: Double) -> Point {
            Point(x: from.x + times * (to.x - from.x), y: from.y + times * (to.y - from.y))
        }
        switch self {
        case .linearGradient(var gradient):
            let (start, end) = (gradient.start, gradient.end)
            (gradient.start, gradient.end) = (along(start, end, low), along(start, end, high))
            gradient.stops = Self.repeated(gradient.stops, over: periods, reflect: gradient.spread == .reflect)
            gradient.spread = .pad
            return .linearGradient(gradient)
        case .radialGradient(var gradient):
            let (focus, center) = (gradient.focus ?? gradient.center, gradient.center)
            let (startRadius, span) = (gradient.startRadius, gradient.endRadius - gradient.startRadius)
            // Where the circles shrink to nothing, within the first period: it is cut there.
            let from = span > 0 ? max(low, -startRadius / span) : low
            (gradient.focus, gradient.center) = (along(focus, center, from), along(focus, center, high))
            (gradient.startRadius, gradient.endRadius) = (max(startRadius + from * span, 0), startRadius + high * span)
            let stops = Self.repeated(gradient.stops, over: periods, reflect: gradient.spread == .reflect)
            gradient.stops = Self.cut(stops, at: (from - low) / (high - low))
            gradient.spread = .pad
            return .radialGradient(gradient)
        case .color, .pattern:
            return self
        }
    }

    /// The part of `stops` from `fraction` on, stretched over 0…1.
    private static func cut(_ stops: [GradientStop], at fraction: Double) -> [GradientStop] {
        guard fraction > 0 else { return stops }
        let kept = stops.filter { $0.offset > fraction }.map {
            GradientStop(offset: ($0.offset - fraction) / (1 - fraction), color: $0.color)
        }
        return [GradientStop(offset: 0, color: stops.color(at: fraction))] + kept
    }

    /// `stops` laid once a period over `periods`, the odd ones mirrored when `reflect`, with offsets in 0…1 over
    /// them all.
    private static func repeated(_ stops: [GradientStop], over periods: Range<Int>, reflect: Bool) -> [GradientStop] {
        let (low, count) = (periods.lowerBound, Double(periods.count))
        var result: [GradientStop] = []
        for period in periods {
            let mirrored = reflect && !period.isMultiple(of: 2)
            let ordered =
                mirrored ? stops.reversed().map { GradientStop(offset: 1 - $0.offset, color: $0.color) } : stops
            // Each period begins and ends with its end colours, so periods meet with a hard edge when repeated.
            var framed = ordered
            if let first = ordered.first, first.offset > 0 {
                framed.insert(GradientStop(offset: 0, color: first.color), at: 0)
            }
            if let last = ordered.last, last.offset < 1 { framed.append(GradientStop(offset: 1, color: last.color)) }
            for stop in framed {
                let placed = GradientStop(offset: (Double(period - low) + stop.offset) / count, color: stop.color)
                // Reflected periods meet in one colour: one stop says it.
                if placed != result.last { result.append(placed) }
            }
        }
        return result
    }
}
