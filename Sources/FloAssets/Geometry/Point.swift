/// A point in the drawing's coordinate space: points, origin top-left, y down as in UIKit.
struct Point: Sendable, Hashable {
    var x: Double
    var y: Double

    /// The straight-line distance to `other`.
    func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// A width and height in points.
struct Size: Sendable, Hashable {
    var width: Double
    var height: Double
}

/// An axis-aligned rectangle in points.
struct Rect: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var center: Point { Point(x: midX, y: midY) }
}

extension Rect {
    /// The rectangle of `size` at the origin: a control's bounds.
    init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }
}
