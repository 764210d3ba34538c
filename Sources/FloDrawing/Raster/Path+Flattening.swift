/// A subpath flattened into straight segments, in device pixels.
struct FlatSubpath: Sendable {
    var points: [Point]
    /// Per point: whether it only cuts a curve (an arc) into segments, so that a stroke passes it smoothly
    /// instead of drawing the path's join there.
    var isSmooth: [Bool]
    var isClosed: Bool
    /// The exact directions in which a curve leaves a point and arrives at one, by the point's index: the chords a
    /// curve is cut into turn away from them by up to half a step's bend, which would tilt a cap that is square to
    /// the curve and move a miter's tip (near the miter limit, turning it into a bevel).
    var leaving: [Int: Point] = [:]
    var arriving: [Int: Point] = [:]
    /// The lengths of the curves that chords stand for, by the index of their end point, kept when the subpath is
    /// dashed, so that dashes are laid along the curve's length: each step of a curve, and a curve left as one chord
    /// where it lies outside what is drawn.
    var curveLengths: [Int: Double] = [:]
}

extension Path {
    /// The subpaths as polylines in device pixels (`scale` pixels per point), every point within `tolerance`
    /// pixels of the true curve. A lone move is no subpath; a move and a line of length 0 is one (caps draw a dot).
    func flattened(scale: Double, tolerance: Double) -> [FlatSubpath] {
        flattened(transform: .scale(x: scale, y: scale), tolerance: tolerance)
    }

    /// The flattening tolerance is a sixteenth of a pixel (`Canvas.tolerance`), in whatever units a stroke is made.
    private static let tolerancesPerPixel = 16.0
    /// Curves that take no more steps than this are cut into them wherever they lie.
    private static let stepsWorthCutting = 16
    /// How many times a curve across the edge of what is drawn is halved at most: a cubic crosses a rectangle's
    /// edges a dozen times at most, so each halving adds a few pieces, and 40 take a curve 10¹² pixels across (far
    /// past any the importer lets through) down to a pixel.
    private static let deepestHalving = 40

    /// The subpaths as polylines through `transform` (points to pixels), every point within `tolerance` pixels of
    /// the true curve, or, given `within`, every point of them that is drawn there: what lies outside is left coarse,
    /// so that a curve whose control points lie far off the canvas costs no more than the part of it on the canvas.
    /// `keepingLengths` measures the curves each chord stands for, for dashes to be laid along their lengths.
    func flattened(
        transform: AffineTransform, tolerance: Double, within: Rect? = nil, keepingLengths: Bool = false
    ) -> [FlatSubpath] {
        var polylines: [FlatSubpath] = []
        // The handle of a curve that lies along a line (`liesAlongALine`) that is shorter than a pixel does not decide
        // the direction it leaves or arrives in, nor whether it joins its neighbour smoothly: it is capped and joined
        // along the next handle, as browsers and resvg draw it. Any other curve leaves along its handle however short,
        // and its stroke sweeps round to where the curve goes (`Stroker`).
        let shortHandle = tolerance * Self.tolerancesPerPixel
        var current = FlatSubpath(points: [], isSmooth: [], isClosed: false)
        var hasSegment = false
        // After a close, the current point is the subpath's start: a line from there begins a new subpath.
        var pendingStart: Point?
        // The current point in the path's own coordinates, where a curve starts.
        var pathPoint = Point(x: 0, y: 0)
        var subpathStart = pathPoint
        func finish() {
            if hasSegment { polylines.append(current) }
            current = FlatSubpath(points: [], isSmooth: [], isClosed: false)
            hasSegment = false
        }
        func add(_ point: Point, smooth: Bool = false) {
            current.points.append(transform.apply(to: point))
            current.isSmooth.append(smooth)
        }
        func beginSegment() {
            if current.points.isEmpty, let start = pendingStart {
                current.points = [start]
                current.isSmooth = [false]
            }
            pendingStart = nil
            hasSegment = true
        }
        /// A piece of a curve, cut into steps, or, where it lies outside `within` (and would take more than a few),
        /// replaced by its chord, which lies outside too: a fill's winding and a stroke's outline are unchanged inside,
        /// and the piece's length is kept for dashes. Pieces across the edge are halved until each is one or the other.
        func append(_ piece: CubicPiece, depth: Int) {
            let count = piece.stepCount(tolerance: tolerance)
            if let within, count > Self.stepsWorthCutting, depth < Self.deepestHalving {
                let box = piece.box
                if box.intersection(within) == nil {
                    current.points.append(piece.end)
                    current.isSmooth.append(true)
                    if keepingLengths {
                        current.curveLengths[current.points.count - 1] = piece.length(tolerance: tolerance)
                    }
                    return
                }
                if box.x < within.x || box.y < within.y || box.maxX > within.maxX || box.maxY > within.maxY {
                    let (first, second) = piece.halves
                    append(first, depth: depth + 1)
                    append(second, depth: depth + 1)
                    return
                }
            }
            var step = 0.0
            piece.forEachStep(count: count) { point in
                current.points.append(point)
                current.isSmooth.append(true)
                if keepingLengths {
                    current.curveLengths[current.points.count - 1] = piece.length(
                        from: step / Double(count), to: (step + 1) / Double(count))
                    step += 1
                }
            }
        }
        /// A cubic from the current point; `smoothEnd`: the next curve continues it (the pieces of an arc).
        func addCurve(_ control1: Point, _ control2: Point, _ end: Point, smoothEnd: Bool = false) {
            beginSegment()
            let start = pathPoint
            let points = [start, control1, control2, end].map(transform.apply)
            let handle = Self.liesAlongALine(points) ? shortHandle : 0
            current.leaving[current.points.count - 1] = Self.direction(points[0], Array(points[1...]), beyond: handle)
            let arrival = Self.direction(points[3], [points[2], points[1], points[0]], beyond: handle)
            append(CubicPiece(start: points[0], control1: points[1], control2: points[2], end: points[3]), depth: 0)
            current.arriving[current.points.count - 1] = arrival.map { Point(x: -$0.x, y: -$0.y) }
            current.isSmooth[current.isSmooth.count - 1] = smoothEnd
            pathPoint = end
        }
        // Arcs as the same cubics every vector format writes, so that pixels and vectors show one curve.
        let pieces = curvesOnly.elements
        let handleTolerance = shortHandle / max(transform.largestScale, 1e-300)
        for (index, element) in pieces.enumerated() {
            let smoothEnd =
                index + 1 < pieces.count
                && Self.continues(from: pathPoint, element, into: pieces[index + 1], beyond: handleTolerance)
            switch element {
            case .move(let point):
                finish()
                pendingStart = nil
                add(point)
                (pathPoint, subpathStart) = (point, point)
            case .line(let point):
                beginSegment()
                add(point, smooth: smoothEnd)
                pathPoint = point
            case .curve(let control1, let control2, let end):
                addCurve(control1, control2, end, smoothEnd: smoothEnd)
            case .arc:
                continue
            case .close:
                // A close after a close (`Z Z`) leaves the start where it was, for the line that may follow.
                let start = current.points.first ?? pendingStart
                current.isClosed = true
                // Where a curve closes onto its own start in the same direction (an ellipse), the seam is no corner.
                if let first = current.leaving[0], let last = current.arriving[current.points.count - 1], let start,
                    let end = current.points.last,
                    start.distance(to: end) < 1e-6, first.x * last.x + first.y * last.y > 0.9999
                {
                    current.isSmooth[0] = true
                }
                hasSegment = hasSegment || !current.points.isEmpty
                finish()
                pendingStart = start
                pathPoint = subpathStart
            }
        }
        finish()
        return polylines
    }

    /// Whether the path goes on from `element` (started at `start`) into `next` in the same direction, so that a
    /// stroke passes the point between them smoothly, without a join: the pieces of an arc, a rounded corner's arc
    /// and its sides. A curve's direction is taken past handles shorter than `beyond`, as its tangent is.
    private static func continues(from start: Point, _ element: PathElement, into next: PathElement, beyond: Double)
        -> Bool
    {
        let incoming: Point?
        let end: Point
        switch element {
        case .line(let point):
            (incoming, end) = (Self.direction(start, [point]), point)
        case .curve(let control1, let control2, let point):
            (incoming, end) = (
                Self.direction(point, [control2, control1, start], beyond: beyond).map { Point(x: -$0.x, y: -$0.y) },
                point
            )
        case .move, .arc, .close: return false
        }
        let outgoing: Point?
        switch next {
        case .line(let point): outgoing = Self.direction(end, [point])
        case .curve(let control1, let control2, let point):
            outgoing = Self.direction(end, [control1, control2, point], beyond: beyond)
        case .move, .arc, .close: return false
        }
        guard let incoming, let outgoing else { return false }
        return incoming.x * outgoing.x + incoming.y * outgoing.y > 1 - 1e-9
    }

    /// Whether a cubic's control points lie within a few thousandths of its extent from the line between its two
    /// points farthest apart: as Skia tells a curve it strokes as lines from one it strokes as a curve.
    static func liesAlongALine(_ points: [Point]) -> Bool {
        var (outer, extent) = ((0, 1), -1.0)
        for first in 0..<3 {
            for second in (first + 1)..<4 {
                let apart = max(abs(points[first].x - points[second].x), abs(points[first].y - points[second].y))
                if apart > extent { (outer, extent) = ((first, second), apart) }
            }
        }
        let (start, end) = (points[outer.0], points[outer.1])
        let slop = extent * extent * 0.00001
        return (0..<4).filter { $0 != outer.0 && $0 != outer.1 }.allSatisfy { index in
            let point = points[index]
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            let t = ((point.x - start.x) * dx + (point.y - start.y) * dy) / (dx * dx + dy * dy)
            // Past either end, Skia measures from the line's start.
            let foot = t >= 0 && t <= 1 ? Point(x: start.x + t * dx, y: start.y + t * dy) : start
            return (point.x - foot.x) * (point.x - foot.x) + (point.y - foot.y) * (point.y - foot.y) <= slop
        }
    }

    /// The unit vector from `from` towards the first of `candidates` farther from it than `beyond`, else the first
    /// apart from it at all; nil when none is.
    private static func direction(_ from: Point, _ candidates: [Point], beyond: Double = 1e-12) -> Point? {
        guard
            let to = candidates.first(where: { $0.distance(to: from) > beyond })
                ?? candidates.first(where: { $0.distance(to: from) > 1e-12 })
        else { return nil }
        let length = to.distance(to: from)
        return Point(x: (to.x - from.x) / length, y: (to.y - from.y) / length)
    }
}
