// A stand-in for SwiftUI with the signatures the generated views use: rendering a view records its paths, paints,
// clips and groups (`Recorder`) instead of drawing them.

// MARK: Views

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// What the views that draw implement instead of a body.
public protocol PrimitiveView: View where Body == Never {
    func render(_ context: RenderContext)
}

extension PrimitiveView {
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Where a view renders: the frame it is laid out in, and the group modifiers waiting for their `ZStack`.
public struct RenderContext {
    public var size: CGSize
    var group = PendingGroup()
}

struct PendingGroup {
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    var clip: (path: [RecordedElement], evenOdd: Bool)?
    var isComposited = false
}

/// Renders `view` in a frame of `size`, appending to `Recorder.lines`.
public func render<V: View>(_ view: V, size: CGSize) {
    render(view, RenderContext(size: size))
}

func render<V: View>(_ view: V, _ context: RenderContext) {
    if let primitive = view as? any PrimitiveView {
        primitive.render(context)
    } else {
        render(view.body, context)
    }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var count = 0
        for _ in repeat each content { count += 1 }
        // SwiftUI's builders before iOS 17 take at most ten views.
        precondition(count <= 10, "\(count) views in one block")
        return TupleView(value: (repeat each content), renderers: { context in repeat render(each content, context) })
    }
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(first: first, second: nil)
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(first: nil, second: second)
    }
}

public struct EmptyView: PrimitiveView {
    public init() {}
    public func render(_ context: RenderContext) {}
}

public struct TupleView<T>: PrimitiveView {
    let value: T
    let renderers: (RenderContext) -> Void
    public func render(_ context: RenderContext) { renderers(context) }
}

public struct ConditionalContent<First: View, Second: View>: PrimitiveView {
    let first: First?
    let second: Second?
    public func render(_ context: RenderContext) {
        if let first { SwiftUI.render(first, context) }
        if let second { SwiftUI.render(second, context) }
    }
}

/// A group: what the modifiers around it (clip, transform, compositing opacity) apply to.
public struct ZStack<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func render(_ context: RenderContext) {
        let group = context.group
        precondition(group.opacity == 1 || group.isComposited, "an opacity without a compositing group fades each view")
        Recorder.beginGroup(group.transform, opacity: group.opacity, clip: group.clip)
        SwiftUI.render(content, RenderContext(size: context.size))
        Recorder.endGroup()
    }
}

/// A view per element of `data`: each rendered in turn, as a `ZStack`'s children are.
public struct ForEach<Content: View>: PrimitiveView {
    let data: Range<Int>
    let content: (Int) -> Content
    public init(_ data: Range<Int>, id: KeyPath<Int, Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        (self.data, self.content) = (data, content)
    }
    public func render(_ context: RenderContext) {
        for element in data { SwiftUI.render(content(element), context) }
    }
}

// MARK: Modifiers

public struct ModifiedView<Content: View>: PrimitiveView {
    let content: Content
    let modify: (inout RenderContext) -> Void
    public func render(_ context: RenderContext) {
        var context = context
        modify(&context)
        SwiftUI.render(content, context)
    }
}

extension View {
    /// A frame of another size than the one it is drawn in is recorded as such: the view would not fill it.
    public func frame(width: CGFloat, height: CGFloat) -> ModifiedView<Self> {
        ModifiedView(content: self) { context in
            if context.size != CGSize(width: width, height: height) {
                Recorder.lines.append("frame \(width) x \(height) in \(context.size.width) x \(context.size.height)")
            }
            context.size = CGSize(width: width, height: height)
        }
    }

    /// Clips in the view's own coordinates, inside any transform around it.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedView<Self> {
        ModifiedView(content: self) { context in
            precondition(context.group.clip == nil, "one clip per group")
            context.group.clip = (shape.path(in: CGRect(origin: .zero, size: context.size)).elements, style.isEOFilled)
        }
    }

    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedView<Self> {
        ModifiedView(content: self) { context in
            precondition(context.group.clip == nil, "a transform around the clip, not inside it")
            context.group.transform = transform.concatenating(context.group.transform)
        }
    }

    public func compositingGroup() -> ModifiedView<Self> {
        ModifiedView(content: self) { context in
            precondition(context.group.opacity < 1, "compositing a group for its opacity")
            context.group.isComposited = true
        }
    }

    public func opacity(_ opacity: Double) -> ModifiedView<Self> {
        ModifiedView(content: self) { $0.group.opacity *= opacity }
    }

    /// Scales the drawing about its top-left corner: the view inside fills the frame divided by the scale.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        ModifiedView(content: self) { context in
            precondition(anchor.x == 0 && anchor.y == 0, "scaled about the top-left corner")
            precondition(context.group.clip == nil, "a transform around the clip, not inside it")
            context.group.transform = CGAffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0).concatenating(
                context.group.transform)
            context.size = CGSize(width: context.size.width / x, height: context.size.height / y)
        }
    }

    /// A frame that takes the size it is offered, and its ideal size when offered none: the tests offer one.
    public func frame(idealWidth: CGFloat? = nil, idealHeight: CGFloat? = nil) -> ModifiedView<Self> {
        ModifiedView(content: self) { _ in }
    }

    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView<Self> {
        ModifiedView(content: self) { _ in }
    }
}

public enum ContentMode: Sendable { case fit, fill }

/// Offers its content the frame it is given, as its size.
public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public func render(_ context: RenderContext) {
        SwiftUI.render(content(GeometryProxy(size: context.size)), context)
    }
}

public struct GeometryProxy {
    public let size: CGSize
}

// MARK: Shapes and paths

public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError("draw a shape with fill or stroke") }

    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self) { context, elements in
            Recorder.fill(elements, evenOdd: style.isEOFilled, paint: content.recorded(in: context.size))
        }
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self) { context, elements in
            Recorder.stroke(
                elements, width: style.lineWidth, cap: style.lineCap, join: style.lineJoin,
                miterLimit: style.miterLimit,
                dashes: style.dash, phase: style.dashPhase, paint: content.recorded(in: context.size))
        }
    }
}

public struct ShapeView<S: Shape>: PrimitiveView {
    let shape: S
    let paint: (RenderContext, [RecordedElement]) -> Void
    public func render(_ context: RenderContext) {
        precondition(context.group.clip == nil && context.group.opacity == 1, "group modifiers on a shape")
        paint(context, shape.path(in: CGRect(origin: .zero, size: context.size)).elements)
    }
}

public struct Path: Shape {
    public private(set) var elements: [RecordedElement] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public func path(in rect: CGRect) -> Path { self }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(control1, control2, end))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = Path()
        path.elements = elements.map { $0.applying(transform) }
        return path
    }
}

public struct FillStyle: Sendable {
    public var isEOFilled: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill }
}

public struct StrokeStyle: Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit) = (lineWidth, lineCap, lineJoin, miterLimit)
        (self.dash, self.dashPhase) = (dash, dashPhase)
    }
}

// MARK: Paints

public protocol ShapeStyle {
    /// The paint as the scene log writes it, for a shape laid out in a frame of `size`.
    func recorded(in size: CGSize) -> String
}

public struct Color: ShapeStyle, Sendable {
    public enum RGBColorSpace: Sendable { case sRGB }

    let token: String

    public init(_ space: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        token = Recorder.rgba(red, green, blue, opacity)
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        token = "named(\(name))"
    }

    public static let clear = Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0)

    public func recorded(in size: CGSize) -> String { "color " + token }
}

public struct UnitPoint: Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)

    /// Where SwiftUI places it in a frame of `size`.
    func placed(in size: CGSize) -> CGPoint { CGPoint(x: x * size.width, y: y * size.height) }
}

public struct Gradient: Sendable {
    public struct Stop: Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { (self.color, self.location) = (color, location) }
    }
}

public struct LinearGradient: ShapeStyle {
    let stops: [Gradient.Stop]
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.stops, self.startPoint, self.endPoint) = (stops, startPoint, endPoint)
    }

    public func recorded(in size: CGSize) -> String {
        Recorder.linear(
            start: startPoint.placed(in: size), end: endPoint.placed(in: size),
            stops: stops.map { ($0.location, $0.color.token) })
    }
}

public struct RadialGradient: ShapeStyle {
    let stops: [Gradient.Stop]
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.stops, self.center, self.startRadius, self.endRadius) = (stops, center, startRadius, endRadius)
    }

    public func recorded(in size: CGSize) -> String {
        Recorder.radial(
            center: center.placed(in: size), startRadius: startRadius, endRadius: endRadius,
            stops: stops.map { ($0.location, $0.color.token) })
    }
}

// MARK: Environment

public enum ColorScheme: Sendable { case light, dark }
public enum ColorSchemeContrast: Sendable { case standard, increased }

public struct EnvironmentValues {
    nonisolated(unsafe) public static var current = EnvironmentValues()
    public var colorScheme = ColorScheme.light
    public var colorSchemeContrast = ColorSchemeContrast.standard
    public init() {}
}

@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// Views side by side in their parent, as SwiftUI's `Group`: it draws nothing of its own.
/// A view whose type is erased, as SwiftUI's: it renders as the view it wraps.
public struct AnyView: PrimitiveView {
    let renderer: (RenderContext) -> Void
    public init<V: View>(_ view: V) { renderer = { SwiftUI.render(view, $0) } }
    public func render(_ context: RenderContext) { renderer(context) }
}

public struct Group<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func render(_ context: RenderContext) { SwiftUI.render(content, context) }
}

/// A vertical stack: a group that changes nothing, for the examples.
public struct VStack<Content: View>: PrimitiveView {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public func render(_ context: RenderContext) { SwiftUI.render(content, RenderContext(size: context.size)) }
}
