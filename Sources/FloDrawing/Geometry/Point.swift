/// A point in the drawing's coordinate space: points, origin top-left, y down as in UIKit.
package struct Point: Sendable, Hashable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        (self.x, self.y) = (x, y)
    }

    /// The straight-line distance to `other`.
    package func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// A width and height in points.
package struct Size: Sendable, Hashable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        (self.width, self.height) = (width, height)
    }
}

/// An axis-aligned rectangle in points.
package struct Rect: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    var center: Point { Point(x: midX, y: midY) }
}

extension Rect {
    /// The rectangle of `size` at the origin: a control's bounds.
    package init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// This rectangle grown by `amount` on every side.
    package func outset(by amount: Double) -> Rect {
        Rect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The smallest rectangle holding `points`; nil for none.
    init?(around points: [Point]) {
        guard let first = points.first else { return nil }
        var (low, high) = (first, first)
        for point in points.dropFirst() {
            (low, high) = (
                Point(x: min(low.x, point.x), y: min(low.y, point.y)),
                Point(x: max(high.x, point.x), y: max(high.y, point.y))
            )
        }
        self.init(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }

    /// The box this rectangle covers once `transform` places it; nil when the numbers overflow.
    package func placed(by transform: AffineTransform) -> Rect? {
        let corners = [
            Point(x: x, y: y), Point(x: maxX, y: maxY), Point(x: x, y: maxY), Point(x: maxX, y: y),
        ].map(transform.apply)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        return Rect(around: corners)
    }

    /// The smallest rectangle holding this one and `other`.
    package func union(_ other: Rect) -> Rect {
        let (left, top) = (min(x, other.x), min(y, other.y))
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The part of both; nil if they do not meet.
    package func intersection(_ other: Rect) -> Rect? {
        let (left, top) = (max(x, other.x), max(y, other.y))
        let (right, bottom) = (min(maxX, other.maxX), min(maxY, other.maxY))
        guard left <= right, top <= bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
