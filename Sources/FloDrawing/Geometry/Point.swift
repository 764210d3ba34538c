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

    /// The smallest rectangle holding this one and `other`.
    package func union(_ other: Rect) -> Rect {
        let (left, top) = (min(x, other.x), min(y, other.y))
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}
