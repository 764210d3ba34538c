/// An sRGB colour with straight alpha, components in 0…1.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// How a stroke ends, as `CGLineCap`.
public enum LineCap: String, Sendable, CaseIterable {
    case butt, round, square
}

/// How stroke segments meet, as `CGLineJoin`.
public enum LineJoin: String, Sendable, CaseIterable {
    case miter, round, bevel
}

/// A stroke's colour and style; defaults are Core Graphics'.
public struct Stroke: Sendable, Hashable {
    public var color: Color
    public var width: Double
    public var cap: LineCap = .butt
    public var join: LineJoin = .miter
    public var miterLimit: Double = 10

    public init(color: Color, width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        self.color = color
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}

/// A path with how to paint it: filled (non-zero winding, as UIKit) and then stroked, either optional.
public struct PaintedPath: Sendable, Hashable {
    public var path: Path
    public var fill: Color?
    public var stroke: Stroke?

    public init(path: Path, fill: Color? = nil, stroke: Stroke? = nil) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
    }
}

/// Everything one control paints, in painter's order, on a canvas of `size` points.
public struct Drawing: Sendable, Hashable {
    public var title: String
    public var size: Size
    public var paths: [PaintedPath]

    public init(title: String, size: Size, paths: [PaintedPath]) {
        self.title = title
        self.size = size
        self.paths = paths
    }
}
