/// What a stroke meets along a path, as `Path.forEachStrokeEvent` reports it.
package enum StrokeEvent {
    /// A corner between two segments (the closing one too), each as the unit vector it heads along there.
    case join(incoming: Point, outgoing: Point)
    /// An arc, whose own joins and turns are left to the reader.
    case arc
    /// The end of an open subpath, which has a cap at each end.
    case openEnd
}

extension Path {
    /// Calls `body` with each join, arc and open subpath's end of the path, in order. A curve heads towards its first
    /// control point that is not its start, and arrives from its last that is not its end; a segment of no length
    /// has no direction and makes no join.
    package func forEachStrokeEvent(_ body: (StrokeEvent) -> Void) {
        var (current, start) = (Point(x: 0, y: 0), Point(x: 0, y: 0))
        var (first, previous): (Point?, Point?) = (nil, nil)
        var open = false
        func join(_ incoming: Point?, _ outgoing: Point?) {
            guard let incoming, let outgoing else { return }
            body(.join(incoming: incoming, outgoing: outgoing))
        }
        func direction(from start: Point, toward candidates: Point...) -> Point? {
            for point in candidates {
                let (dx, dy) = (point.x - start.x, point.y - start.y)
                let length = (dx * dx + dy * dy).squareRoot()
                if length > 0, length.isFinite { return Point(x: dx / length, y: dy / length) }
            }
            return nil
        }
        func endSubpath() {
            if open { body(.openEnd) }
            (first, previous, open) = (nil, nil, false)
        }
        for element in elements {
            switch element {
            case .move(let point):
                endSubpath()
                (current, start) = (point, point)
            case .line(let point):
                open = true
                guard let heading = direction(from: current, toward: point) else { continue }
                join(previous, heading)
                (first, previous, current) = (first ?? heading, heading, point)
            case .curve(let control1, let control2, let end):
                open = true
                guard let leaving = direction(from: current, toward: control1, control2, end) else { continue }
                join(previous, leaving)
                let arriving =
                    direction(from: control2, toward: end) ?? direction(from: control1, toward: end) ?? leaving
                (first, previous, current) = (first ?? leaving, arriving, end)
            case .arc(let arc):
                open = true
                body(.arc)
                (previous, current) = (nil, arc.endPoint)
            case .close:
                if let closing = direction(from: current, toward: start) {
                    join(previous, closing)
                    previous = closing
                }
                join(previous, first)
                (current, first, previous, open) = (start, nil, nil, false)
            }
        }
        endSubpath()
    }
}
