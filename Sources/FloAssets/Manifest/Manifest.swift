/// A decoded, validated `assets.json`.
public struct Manifest: Sendable {
    public var version = 1
    /// The output folder, relative to the manifest's folder unless absolute.
    public var output = "Assets"
    public var formats: [OutputFormat] = [.svg, .pdf]
    /// The device scales the art must be crisp at.
    public var scales = [1, 2, 3]
    public var pixelSnapping = PixelSnapping.grid
    public var controls: [Control] = []

    public init() {}
}

/// A vector file format the tool writes.
public enum OutputFormat: String, Sendable, CaseIterable {
    case svg, pdf
}

/// One control of the manifest: a named drawing of a given size.
public struct Control: Sendable {
    public var name: String
    public var size: Size
    /// This control's own `pixelSnapping`, overriding the manifest's.
    public var pixelSnapping: PixelSnapping?
    public var kind: Kind

    /// The control types and their settings.
    public enum Kind: Sendable {
        case pushButton(PushButton)
        case counterView(CounterView)
        case star(Star)
        case rating(Rating)
        case triangle(Triangle)
        case rectangle(Rectangle)
        case ellipse(Ellipse)
        case polyline(Polyline)
        case arc(ArcShape)

        /// The manifest `type` names, in documentation order.
        public static let typeNames = ["pushButton", "counterView", "star", "rating", "triangle", "rectangle", "ellipse", "polyline", "arc"]
    }

    public init(name: String, size: Size, pixelSnapping: PixelSnapping? = nil, kind: Kind) {
        self.name = name
        self.size = size
        self.pixelSnapping = pixelSnapping
        self.kind = kind
    }

    /// What this control paints, with `defaultSnapping` unless it sets its own.
    public func drawing(defaultSnapping: PixelSnapping) -> Drawing {
        switch kind {
        case .pushButton(let button):
            button.drawing(title: name, size: size, snapping: pixelSnapping ?? defaultSnapping)
        case .counterView(let counter): counter.drawing(title: name, size: size)
        case .star(let star): star.drawing(title: name, size: size)
        case .rating(let rating): rating.drawing(title: name, size: size)
        case .triangle(let triangle): triangle.drawing(title: name, size: size)
        case .rectangle(let rectangle): rectangle.drawing(title: name, size: size)
        case .ellipse(let ellipse): ellipse.drawing(title: name, size: size)
        case .polyline(let polyline): polyline.drawing(title: name, size: size)
        case .arc(let arc): arc.drawing(title: name, size: size)
        }
    }
}
