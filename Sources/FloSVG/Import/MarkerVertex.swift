import FloDrawing

/// Where a marker goes: the end of one of a path's commands, and the angle `orient="auto"` turns it to there.
struct MarkerVertex: Equatable {
    var point: Point
    /// The direction halfway between the one the path comes in with and the one it leaves with; either alone
    /// where the other is missing (at the ends, at a move); 0 for neither.
    var degrees: Double

    /// One command as markers see it: where it ends and its directions at its start and its end (nil when it has
    /// no length).
    private struct Segment {
        var end: Point
        var isMove = false
        var closes = false
        var startDirection: Point?
        var endDirection: Point?
    }

    /// The vertices of `path`, whose commands end after the element counts `commandEnds`: the first move, then the
    /// end of each command.
    static func vertices(of path: Path, commandEnds: [Int]) -> [MarkerVertex] {
        let segments = Self.segments(of: path, commandEnds: commandEnds)
        // Zero-length commands take the direction of the nearest one on either side in their subpath: one pass each
        // way.
        var incoming = [Point?](repeating: nil, count: segments.count)
        var behind: Point?
        for (index, segment) in segments.enumerated() {
            behind = segment.isMove ? nil : segment.endDirection ?? behind
            incoming[index] = behind
        }
        var outgoing = [Point?](repeating: nil, count: segments.count)
        var ahead: Point?
        for index in segments.indices.reversed() {
            outgoing[index] = ahead
            ahead = segments[index].isMove ? nil : segments[index].startDirection ?? ahead
        }
        // A closed subpath's start and its close are turned halfway between its closing segment and its first, as
        // browsers draw them.
        var subpathStart = 0
        for index in segments.indices {
            if segments[index].isMove { subpathStart = index }
            let endsSubpath = index + 1 == segments.count || segments[index + 1].isMove
            guard endsSubpath, segments[index].closes, segments[subpathStart].isMove else { continue }
            (incoming[subpathStart], outgoing[index]) = (incoming[index], outgoing[subpathStart])
        }
        return segments.indices.map { index in
            MarkerVertex(point: segments[index].end, degrees: bisector(incoming[index], outgoing[index]))
        }
    }

    private static func segments(of path: Path, commandEnds: [Int]) -> [Segment] {
        var segments: [Segment] = []
        var (current, subpathStart) = (Point(x: 0, y: 0), Point(x: 0, y: 0))
        var first = 0
        for end in commandEnds where end >= first && end <= path.elements.count {
            let elements = path.elements[first..<end]
            first = end
            if case .move(let point)? = elements.first, elements.count == 1 {
                segments.append(Segment(end: point, isMove: true))
                (current, subpathStart) = (point, point)
                continue
            }
            var segment = Segment(end: current)
            for element in elements {
                let (end, out, into): (Point, Point?, Point?)
                switch element {
                case .move(let point):
                    (current, subpathStart) = (point, point)
                    continue
                case .line(let point):
                    let direction = Self.direction(from: current, to: point)
                    (end, out, into) = (point, direction, direction)
                case .close:
                    segment.closes = true
                    let direction = Self.direction(from: current, to: subpathStart)
                    (end, out, into) = (subpathStart, direction, direction)
                case .curve(let control1, let control2, let point):
                    let leaving = [control1, control2, point].lazy.compactMap { Self.direction(from: current, to: $0) }
                    let arriving = [control2, control1, current].lazy.compactMap { Self.direction(from: $0, to: point) }
                    (end, out, into) = (point, leaving.first, arriving.first)
                case .arc(let arc):
                    let pieces = arc.cubics
                    let leaving = pieces.first.flatMap { Self.direction(from: current, to: $0.control1) }
                    let arriving = pieces.last.flatMap { Self.direction(from: $0.control2, to: $0.end) }
                    (end, out, into) = (arc.endPoint, leaving, arriving)
                }
                if segment.startDirection == nil { segment.startDirection = out }
                if into != nil { segment.endDirection = into }
                (current, segment.end) = (end, end)
            }
            segments.append(segment)
        }
        return segments
    }

    /// The unit direction from `a` to `b`; nil when they are the same point.
    private static func direction(from a: Point, to b: Point) -> Point? {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 1e-12 ? Point(x: dx / length, y: dy / length) : nil
    }

    private static func bisector(_ incoming: Point?, _ outgoing: Point?) -> Double {
        switch (incoming, outgoing) {
        case (let a?, let b?):
            let (from, to) = (atan2(a.y, a.x), atan2(b.y, b.x))
            var turn = to - from
            if turn > .pi { turn -= 2 * .pi }
            if turn <= -.pi { turn += 2 * .pi }
            return (from + turn / 2) * 180 / .pi
        case (let a?, nil), (nil, let a?): return atan2(a.y, a.x) * 180 / .pi
        case (nil, nil): return 0
        }
    }
}
