// A stand-in for UIKit and Core Graphics with the signatures the generated drawing functions use: a `CGContext`
// that records what it paints, with its transform, clips and transparency layers, as groups of the scene log.

public typealias CFArray = [CGColor]

public final class CGColor: @unchecked Sendable {
    let token: String
    init(token: String) { self.token = token }
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(token: Recorder.rgba(red, green, blue, alpha))
    }
}

public final class CGColorSpace: @unchecked Sendable {
    public static let sRGB = "kCGColorSpaceSRGB"
    public init?(name: String) {}
}

public final class CGGradient: @unchecked Sendable {
    let stops: [(CGFloat, String)]
    public init?(colorsSpace: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        guard let locations, locations.count == colors.count else { return nil }
        stops = zip(locations, colors.map(\.token)).map { ($0, $1) }
    }
}

public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

public enum CGPathFillRule: Sendable { case winding, evenOdd }

public enum UIUserInterfaceStyle: Sendable { case unspecified, light, dark }
public enum UIAccessibilityContrast: Sendable { case unspecified, normal, high }

public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let accessibilityContrast: UIAccessibilityContrast
    public init(userInterfaceStyle: UIUserInterfaceStyle, accessibilityContrast: UIAccessibilityContrast) {
        (self.userInterfaceStyle, self.accessibilityContrast) = (userInterfaceStyle, accessibilityContrast)
    }
    nonisolated(unsafe) public static var current = UITraitCollection(
        userInterfaceStyle: .light, accessibilityContrast: .normal)
}

public final class UIColor: @unchecked Sendable {
    public let cgColor: CGColor
    public init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        cgColor = CGColor(token: "named(\(name))")
    }
    public static let clear = UIColor(cgColor: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0))
    init(cgColor: CGColor) { self.cgColor = cgColor }
}

public class CGPath: @unchecked Sendable {
    public fileprivate(set) var elements: [RecordedElement] = []

    public init() {}
}

public final class CGMutablePath: CGPath, @unchecked Sendable {
    override public init() {}

    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(control1, control2, end))
    }
    public func closeSubpath() { elements.append(.close) }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }
}

public final class CGContext {
    /// One `saveGState` level: what it changed, and whether its group was written.
    struct Level {
        var transform = CGAffineTransform.identity
        var clip: (path: [RecordedElement], evenOdd: Bool)?
        var opacity = 1.0
        var alpha = 1.0
        var lineWidth: CGFloat = 1, cap = CGLineCap.butt, join = CGLineJoin.miter, miterLimit: CGFloat = 10
        var dashes: [CGFloat] = [], phase: CGFloat = 0
        var fillColor = "rgba(0.0,0.0,0.0,1.0)", strokeColor = "rgba(0.0,0.0,0.0,1.0)"
        var wroteGroup = false
        var openLayers = 0
        /// A stroke's outline made the path, for a gradient stroke.
        var strokedPath: [RecordedElement]?
    }

    private var levels = [Level()]
    private var path: [RecordedElement] = []

    public init() {}

    public func saveGState() {
        var level = levels[levels.count - 1]
        (level.transform, level.clip, level.opacity, level.wroteGroup, level.strokedPath) = (
            .identity, nil, 1, false, nil
        )
        level.openLayers = 0
        levels.append(level)
    }

    public func restoreGState() {
        let level = levels.removeLast()
        precondition(level.openLayers == 0, "a transparency layer left open")
        if level.wroteGroup { Recorder.endGroup() }
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
    }

    public func concatenate(_ transform: CGAffineTransform) {
        precondition(levels[levels.count - 1].clip == nil, "a transform after a clip")
        levels[levels.count - 1].transform = transform.concatenating(levels[levels.count - 1].transform)
    }

    public func beginPath() { path = [] }
    public func move(to point: CGPoint) { path.append(.move(point)) }
    public func addLine(to point: CGPoint) { path.append(.line(point)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.append(.curve(control1, control2, end))
    }
    public func closePath() { path.append(.close) }
    public func addPath(_ added: CGPath) { path += added.elements }

    public func clip(using rule: CGPathFillRule = .winding) {
        precondition(levels[levels.count - 1].clip == nil, "one clip per level")
        levels[levels.count - 1].clip = (path, rule == .evenOdd)
        path = []
    }

    public func setAlpha(_ alpha: CGFloat) { levels[levels.count - 1].alpha = alpha }

    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        levels[levels.count - 1].opacity = levels[levels.count - 1].alpha
        levels[levels.count - 1].alpha = 1
        levels[levels.count - 1].openLayers += 1
    }

    public func endTransparencyLayer() {
        precondition(levels[levels.count - 1].openLayers > 0, "no transparency layer to end")
        levels[levels.count - 1].openLayers -= 1
    }

    public func setFillColor(_ color: CGColor) { levels[levels.count - 1].fillColor = color.token }
    public func setStrokeColor(_ color: CGColor) { levels[levels.count - 1].strokeColor = color.token }
    public func setLineWidth(_ width: CGFloat) { levels[levels.count - 1].lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { levels[levels.count - 1].cap = cap }
    public func setLineJoin(_ join: CGLineJoin) { levels[levels.count - 1].join = join }
    public func setMiterLimit(_ limit: CGFloat) { levels[levels.count - 1].miterLimit = limit }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        (levels[levels.count - 1].phase, levels[levels.count - 1].dashes) = (phase, lengths)
    }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        writeGroups()
        Recorder.fill(path, evenOdd: rule == .evenOdd, paint: "color " + levels[levels.count - 1].fillColor)
        path = []
    }

    public func strokePath() {
        writeGroups()
        stroke(path, paint: "color " + levels[levels.count - 1].strokeColor)
        path = []
    }

    public func replacePathWithStrokedPath() {
        levels[levels.count - 1].strokedPath = path
    }

    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        precondition(options == [.drawsBeforeStartLocation, .drawsAfterEndLocation], "gradients extend their ends")
        paintGradient(Recorder.linear(start: start, end: end, stops: gradient.stops))
    }

    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        precondition(options == [.drawsBeforeStartLocation, .drawsAfterEndLocation], "gradients extend their ends")
        paintGradient(
            startCenter == endCenter
                ? Recorder.radial(
                    center: startCenter, startRadius: startRadius, endRadius: endRadius, stops: gradient.stops)
                : Recorder.conical(
                    focus: startCenter, startRadius: startRadius, center: endCenter, endRadius: endRadius,
                    stops: gradient.stops))
    }

    /// A gradient drawn over the clip of this level, which is the path it fills (or the outline of the stroke it
    /// paints): a paint, not a group.
    private func paintGradient(_ paint: String) {
        var level = levels.removeLast()
        guard let clip = level.clip else { preconditionFailure("a gradient is drawn inside the path it paints") }
        level.clip = nil
        levels.append(level)
        writeGroups()
        if let stroked = level.strokedPath {
            stroke(stroked, paint: paint)
        } else {
            Recorder.fill(clip.path, evenOdd: clip.evenOdd, paint: paint)
        }
    }

    private func stroke(_ path: [RecordedElement], paint: String) {
        let level = levels[levels.count - 1]
        Recorder.stroke(
            path, width: level.lineWidth, cap: level.cap, join: level.join, miterLimit: level.miterLimit,
            dashes: level.dashes, phase: level.phase, paint: paint)
    }

    /// Writes the group of every level that changes something and has not written its group yet.
    private func writeGroups() {
        for index in levels.indices where !levels[index].wroteGroup {
            let level = levels[index]
            guard level.transform != .identity || level.clip != nil || level.opacity < 1 else { continue }
            Recorder.beginGroup(level.transform, opacity: level.opacity, clip: level.clip)
            levels[index].wroteGroup = true
        }
    }
}

/// Enough of `UIView` for a view that draws a control: its bounds and `draw(_:)`.
open class UIView {
    public var bounds: CGRect
    public init(frame: CGRect) { bounds = CGRect(origin: .zero, size: frame.size) }
    open func draw(_ rect: CGRect) {}
    public func setNeedsDisplay() {}
}

/// The context `draw(_:)` draws into; the tests set it.
nonisolated(unsafe) public var currentGraphicsContext: CGContext?

// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's own name.
public func UIGraphicsGetCurrentContext() -> CGContext? { currentGraphicsContext }
