/// One step of a path, as in Core Graphics' `CGPathElement`.
package enum PathElement: Sendable, Hashable {
    case move(Point)
    case line(Point)
    /// An arc from the current point, which is the arc's start.
    case arc(Arc)
    /// A cubic Bézier from the current point.
    case curve(control1: Point, control2: Point, end: Point)
    case close
}

/// A vector path made of moves, lines, arcs, cubic Béziers and closes (arcs: see `Path+Arc.swift`).
package struct Path: Sendable, Hashable {
    package private(set) var elements: [PathElement] = []
    /// The current point, as Core Graphics tracks it; `nil` before the first move.
    private(set) var currentPoint: Point?
    private var subpathStart: Point?

    package init() {}

    package mutating func move(to point: Point) {
        elements.append(.move(point))
        currentPoint = point
        subpathStart = point
    }

    package mutating func line(to point: Point) {
        elements.append(.line(point))
        currentPoint = point
    }

    /// Appends `arc`; the current point must already be its start.
    mutating func append(_ arc: Arc) {
        elements.append(.arc(arc))
        currentPoint = arc.endPoint
    }

    package mutating func curve(to end: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1: control1, control2: control2, end: end))
        currentPoint = end
    }

    package mutating func close() {
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Whether stroking this path draws any join, so writers can omit join settings that cannot show.
    package var hasJoins: Bool {
        var segmentsInSubpath = 0
        for element in elements {
            switch element {
            case .move: segmentsInSubpath = 0
            case .line, .arc, .curve:
                segmentsInSubpath += 1
                if segmentsInSubpath > 1 { return true }
            case .close: return true
            }
        }
        return false
    }
}
