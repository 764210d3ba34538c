/// A rectangle of whole pixels, columns `x` by rows `y`, in a canvas's coordinates.
struct PixelArea: Equatable {
    var x: Range<Int>
    var y: Range<Int>

    /// The pixels of a canvas of `width` × `height` at the origin.
    init(width: Int, height: Int) {
        self.init(x: 0..<width, y: 0..<height)
    }

    init(x: Range<Int>, y: Range<Int>) {
        (self.x, self.y) = (x, y)
    }

    /// The pixels `rect` (in pixels) touches, with one more all around for what drawing rounds outwards.
    init(around rect: Rect) {
        let (left, top) = (Self.pixel(rect.x.rounded(.down)) - 1, Self.pixel(rect.y.rounded(.down)) - 1)
        let (right, bottom) = (Self.pixel(rect.maxX.rounded(.up)) + 1, Self.pixel(rect.maxY.rounded(.up)) + 1)
        self.init(x: left..<max(left, right), y: top..<max(top, bottom))
    }

    var isEmpty: Bool { x.isEmpty || y.isEmpty }
    /// These pixels as a rectangle in pixels.
    var rect: Rect {
        Rect(x: Double(x.lowerBound), y: Double(y.lowerBound), width: Double(x.count), height: Double(y.count))
    }
    var width: Int { x.count }
    var height: Int { y.count }

    /// These pixels and `count` more on every side.
    func outset(by count: Int) -> PixelArea {
        PixelArea(x: x.lowerBound - count..<x.upperBound + count, y: y.lowerBound - count..<y.upperBound + count)
    }

    /// The pixels in both; empty if none.
    func intersection(_ other: PixelArea) -> PixelArea {
        let (left, right) = (max(x.lowerBound, other.x.lowerBound), min(x.upperBound, other.x.upperBound))
        let (top, bottom) = (max(y.lowerBound, other.y.lowerBound), min(y.upperBound, other.y.upperBound))
        return PixelArea(x: left..<max(left, right), y: top..<max(top, bottom))
    }

    /// A whole pixel coordinate, kept far inside `Int`'s range: a coordinate past any canvas stays past it.
    static func pixel(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? limit : -limit }
        return Int(min(max(value, -Double(limit)), Double(limit)))
    }

    private static let limit = 1 << 40
}
