extension Path {
    /// The dashes of this path as subpaths of their own: `pattern` (dash, gap, dash, …; an even count with a
    /// positive sum) laid along every subpath from `offset` into the pattern, lines cut as lines and curves cut as
    /// the exact pieces of their cubics (arcs become cubics). Stroking the result without dashes draws what
    /// stroking this path with the dashes draws: for formats that stroke solid lines only. On a closed subpath a
    /// dash across its start (or ending exactly there) is one dash with the first, joined there, as browsers draw
    /// it.
    package func dashed(_ pattern: [Double], offset: Double) -> Path {
        dashes(pattern, offset: offset).path
    }

    /// The length of every subpath together, measured as `dashed` measures it: what SVG's `pathLength` stands for.
    package var length: Double {
        segmentedSubpaths().reduce(0) { total, subpath in
            subpath.segments.reduce(total) { $0 + ($1.lengths().last ?? 0) }
        }
    }

    /// Whether `dashed` joins two dashes at the start of a closed subpath: a PDF reader, which dashes each subpath
    /// from its start, draws two ends there instead.
    package func dashesJoinAtAStart(_ pattern: [Double], offset: Double) -> Bool {
        dashes(pattern, offset: offset).joinsAtAStart
    }

    /// The path with each subpath that stays on one point (`M p L p`, a dash of no length, a line or curve to itself) made a segment `length`
    /// long along x, centred there: a square cap on it is then the square the rasteriser and resvg draw, along the
    /// axes, where a PDF reader, which caps a subpath with no direction only when the cap is round, draws nothing.
    package func pointSubpathsAsSegments(length: Double) -> Path {
        var result = Path()
        var subpath: [PathElement] = []
        func finish() {
            defer { subpath = [] }
            if case .move(let point)? = subpath.first, subpath.count > 1,
                subpath.dropFirst().allSatisfy({ element in
                    switch element {
                    case .line(let to): to == point
                    case .curve(let control1, let control2, let end):
                        [control1, control2, end].allSatisfy { $0 == point }
                    case .close: true
                    case .move, .arc: false
                    }
                })
            {
                result.move(to: Point(x: point.x - length / 2, y: point.y))
                result.line(to: Point(x: point.x + length / 2, y: point.y))
                return
            }
            for element in subpath { result.append(element: element) }
        }
        for element in elements {
            if case .move = element { finish() }
            subpath.append(element)
        }
        finish()
        return result
    }

    private func dashes(_ pattern: [Double], offset: Double) -> (path: Path, joinsAtAStart: Bool) {
        let total = pattern.reduce(0, +)
        guard total > 0, pattern.count.isMultiple(of: 2) else { return (self, false) }
        var joinsAtAStart = false
        var result = Path()
        for (segments, isClosed) in segmentedSubpaths() {
            var walker = DashWalker(pattern: pattern, offset: offset, total: total)
            let startsInDash = walker.isDash
            var dashes = Path()
            for segment in segments {
                walker.walk(segment, into: &dashes)
            }
            // One dash all the way round stays open where it starts, as browsers draw it.
            guard isClosed, startsInDash, walker.drawing,
                let second = dashes.elements.dropFirst().firstIndex(where: \.isMove)
            else {
                for element in dashes.elements { result.append(element: element) }
                continue
            }
            // The first dash continues the last: its elements after its move.
            for element in dashes.elements[second...] + dashes.elements[1..<second] { result.append(element: element) }
            joinsAtAStart = true
        }
        return (result, joinsAtAStart)
    }

    /// One piece of a subpath: a cubic Bézier (a line has its control points on it).
    struct Segment {
        var points: [Point]

        var isLine: Bool { points.count == 2 }

        /// Its length, and the cumulative length at `samples` steps of its parameter.
        func lengths(samples: Int = 64) -> [Double] {
            guard !isLine else { return [0, points[0].distance(to: points[1])] }
            var lengths = [0.0]
            var previous = points[0]
            for index in 1...samples {
                let point = Path.cubicPoint(
                    points[0], points[1], points[2], points[3], at: Double(index) / Double(samples))
                lengths.append(lengths[lengths.count - 1] + previous.distance(to: point))
                previous = point
            }
            return lengths
        }

        /// The piece between parameters `from` and `to` (0…1).
        func piece(from: Double, to: Double) -> Segment {
            if isLine {
                func at(_ t: Double) -> Point {
                    Point(
                        x: points[0].x + (points[1].x - points[0].x) * t,
                        y: points[0].y + (points[1].y - points[0].y) * t)
                }
                return Segment(points: [at(from), at(to)])
            }
            // Cut at `to`, then the first part at `from / to`.
            let head = to < 1 ? Self.split(points, at: to).0 : points
            let part = to > 0 && from > 0 ? Self.split(head, at: from / to).1 : head
            return Segment(points: part)
        }

        /// De Casteljau's halves of a cubic at `t`.
        static func split(_ p: [Point], at t: Double) -> ([Point], [Point]) {
            func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            let (a, b, c) = (mix(p[0], p[1]), mix(p[1], p[2]), mix(p[2], p[3]))
            let (d, e) = (mix(a, b), mix(b, c))
            let f = mix(d, e)
            return ([p[0], a, d, f], [f, e, c, p[3]])
        }
    }

    /// Each subpath as lines and cubics, a closed one with its closing line, and whether it is closed.
    func segmentedSubpaths() -> [(segments: [Segment], isClosed: Bool)] {
        var subpaths: [(segments: [Segment], isClosed: Bool)] = []
        var current: [Segment] = []
        var point = Point(x: 0, y: 0)
        var start = point
        func finish(closed: Bool = false) {
            if !current.isEmpty { subpaths.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let to):
                finish()
                (point, start) = (to, to)
            case .line(let to):
                current.append(Segment(points: [point, to]))
                point = to
            case .arc(let arc):
                for cubic in arc.cubics {
                    current.append(Segment(points: [point, cubic.control1, cubic.control2, cubic.end]))
                    point = cubic.end
                }
            case .curve(let control1, let control2, let end):
                current.append(Segment(points: [point, control1, control2, end]))
                point = end
            case .close:
                current.append(Segment(points: [point, start]))
                finish(closed: true)
                point = start
            }
        }
        finish()
        return subpaths
    }
}

/// Where a subpath's walk is in the dash pattern, and the dash being drawn.
private struct DashWalker {
    let pattern: [Double]
    var index = 0
    var left: Double
    /// Whether the pen is down and a dash has begun in the result.
    var drawing = false

    init(pattern: [Double], offset: Double, total: Double) {
        self.pattern = pattern
        let phase = DashPhase(pattern: pattern, offset: offset, total: total)
        (index, left) = (phase.index, phase.left)
    }

    var isDash: Bool { index.isMultiple(of: 2) }

    mutating func walk(_ segment: Path.Segment, into path: inout Path) {
        let lengths = segment.lengths()
        let length = lengths[lengths.count - 1]
        /// The parameter at arc length `distance` along the segment.
        func parameter(_ distance: Double) -> Double {
            guard length > 0 else { return 0 }
            guard let upper = lengths.firstIndex(where: { $0 >= distance }), upper > 0 else { return 0 }
            let (low, high) = (lengths[upper - 1], lengths[upper])
            let fraction = high > low ? (distance - low) / (high - low) : 0
            return (Double(upper - 1) + fraction) / Double(lengths.count - 1)
        }
        var position = 0.0
        while true {
            // Where the current dash or gap ends, and whether that is inside this segment.
            let reach = position + left
            let endsHere = reach < length
            let end = endsHere ? reach : length
            if isDash {
                let piece = segment.piece(from: parameter(position), to: parameter(end))
                if !drawing {
                    path.move(to: piece.points[0])
                    drawing = true
                }
                if piece.isLine {
                    path.line(to: piece.points[1])
                } else {
                    path.curve(to: piece.points[3], control1: piece.points[1], control2: piece.points[2])
                }
            }
            guard endsHere else {
                left = reach - length
                return
            }
            position = end
            index = (index + 1) % pattern.count
            left = pattern[index]
            drawing = false
        }
    }
}

/// Where a path starts in a dash pattern: which entry (dashes even, gaps odd) and how much of it is left.
struct DashPhase {
    var index = 0
    var left: Double

    /// The phase `offset` into `pattern` (whose entries add up to `total`, more than 0).
    init(pattern: [Double], offset: Double, total: Double) {
        // The offset's remainder is exact, so at most one pass through the pattern remains.
        var skip = offset.truncatingRemainder(dividingBy: total)
        if skip < 0 { skip += total }
        var passed = 0
        left = pattern[0]
        // An entry the offset reaches the end of is passed, but for a dash of length 0 at the offset: it is drawn
        // (a dot, with round or square caps), as at any other point of the pattern.
        while skip > left || (skip == left && left > 0), passed < pattern.count {
            passed += 1
            skip -= left
            index = (index + 1) % pattern.count
            left = pattern[index]
        }
        left -= skip
    }
}
