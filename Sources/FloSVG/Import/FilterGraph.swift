import FloDrawing
import FloSupport

/// What a `<filter>`'s primitives do, worked out without drawing them: each primitive's result is the source, its
/// opacity cast as a shadow (spread, moved, blurred, coloured, cut where the source paints or taken from it), a
/// flood, a blur of the source or of a stack, or a stack of those. What design tools write for drop and inner
/// shadows and layer blurs (Figma, Sketch, Illustrator, Inkscape, `feDropShadow`), floods (Illustrator's opacity
/// masks) and moves of the source come out as an `Outcome`; anything else is not followed (nil), and is refused.
struct FilterGraph {
    /// What the filter draws.
    enum Outcome {
        /// Nothing: a filter of no primitives makes the element transparent.
        case nothing
        /// The source as it is.
        case identity
        /// Floods of colours over the region and the source (at most once), the first lowest; in linearRGB, only
        /// when the source is opaque (`sourceMustBeOpaque`), which the filter alone cannot tell.
        case flooded([FloodLayer], sourceMustBeOpaque: Bool)
        /// The source moved by an offset, and blurred by `blur`.
        case moved(Point, blur: LayerBlur?)
        /// The source's shadows, the first lowest, drop shadows under the source and inner ones over it when
        /// `showsSource`, the whole blurred by `blur`.
        case effects([Shadow], showsSource: Bool, blur: LayerBlur?)
    }

    /// A layer of a flooded outcome: a flood covers the filter's region, or its own within it.
    enum FloodLayer: Equatable {
        case source
        case flood(Color, within: Subregion?)
    }

    /// The source's opacity (or, `fromGraphic`, the source itself, until a colour replaces its own), hard or not,
    /// spread, moved, blurred, scaled, coloured and cut (or taken from the source's opacity, for an inner shadow).
    struct Cast: Equatable {
        var fromGraphic = false
        var isHard = false
        var spread = 0.0
        var offset = Point(x: 0, y: 0)
        var blur = 0.0
        /// The deviation down, where it is not `blur` (an SVG blur of two): a layer blur only.
        var blurDown: Double?
        var scale = 1.0
        var color: Color?
        var knockout = Shadow.Knockout.none
        var placement = Shadow.Placement.behind
        /// Whether it was blurred in linearRGB, where the source's own colours mix in linear light.
        var blurredInLinearLight = false
        /// Whether it was moved after it was blurred, so that the region cuts the blur before the move: the outputs
        /// leave that cut out of a shadow (a limit the docs give) and do not draw the source moved so.
        var movedAfterBlur = false

        var blurs: Bool { blur > 0 || (blurDown ?? 0) > 0 }

        /// Figma's "hard alpha": where the source paints at all, as it is.
        var isHardCut: Bool { self == Cast(isHard: true) }
    }

    /// A primitive's result.
    indirect enum Value: Equatable {
        case source
        case cast(Cast)
        case flood(Color)
        /// A flood within its own region, which only stacks.
        case partialFlood(Color, Subregion)
        /// Layers, the first lowest.
        case stack([Value])
        /// Layers blurred together.
        case blurred([Value], LayerBlur)

        var layers: [Value] {
            if case .stack(let layers) = self { return layers }
            return [self]
        }

        /// How many layers it holds (a blur counting itself too): what a stack of it takes to hold and to draw.
        var size: Int {
            switch self {
            case .stack(let layers): layers.reduce(0) { $0 + $1.size }
            case .blurred(let layers, _): layers.reduce(1) { $0 + $1.size }
            default: 1
            }
        }

        var isFlood: Bool { floodColor != nil }

        var floodColor: Color? {
            switch self {
            case .flood(let color), .partialFlood(let color, _): color
            default: nil
            }
        }

        /// An opaque flood over the whole region, which hides what lies below.
        var isOpaqueFlood: Bool {
            if case .flood(let color) = self { return color.alpha >= 1 }
            return false
        }
    }

    /// More layers than a filter of design tools' shadows stacks.
    static let maximumLayers = 256

    let sheet: StyleSheet
    let filter: XMLElement
    /// Whether the filter's ancestors have it work in linear light, unless it or a primitive says otherwise.
    let inheritsLinearLight: Bool
    /// Whether floods cover the filter's region whatever their own says: to tell whether it is their own region
    /// that keeps a filter from being followed.
    var wholeFloods = false
    /// Whether a blur of two deviations is taken as one of the larger: to tell whether it is the two that keep a
    /// filter from being followed (a shadow's blur is one).
    var evenBlurs = false
    var results: [String: Value] = [:]
    var last = Value.source

    /// What `filter` draws; nil when it does something the outputs do not follow.
    static func outcome(of filter: XMLElement, sheet: StyleSheet, inheritsLinearLight: Bool) throws(SVGError)
        -> Outcome?
    {
        _ = try measuresInBoundingBox(filter)
        var graph = FilterGraph(sheet: sheet, filter: filter, inheritsLinearLight: inheritsLinearLight)
        guard filter.children.contains(where: Self.isStep) else { return .nothing }
        var outcome: Outcome?
        if let layers = try graph.followSteps() {
            outcome = graph.outcome(of: layers)
            if outcome == nil, graph.floodsMixInLinearLight(layers) {
                throw SVGError(
                    "this filter stacks floods and the element in linearRGB, where translucent colours would mix in linear light; add color-interpolation-filters=\"sRGB\" to the <filter>",
                    at: filter.location)
            }
        }
        if outcome == nil, let written = Self.firstBlurOfTwo(in: filter) {
            var even = FilterGraph(sheet: sheet, filter: filter, inheritsLinearLight: inheritsLinearLight)
            even.evenBlurs = true
            if let layers = try even.followSteps(), even.outcome(of: layers) != nil {
                throw SVGError(
                    "a shadow blurred by one deviation across and another down (stdDeviation=\"\(written.value)\") is not supported; give both directions the same deviation",
                    at: written.location)
            }
        }
        if outcome == nil, let region = Subregion.firstFloodRegion(in: filter) {
            var whole = FilterGraph(sheet: sheet, filter: filter, inheritsLinearLight: inheritsLinearLight)
            whole.wholeFloods = true
            if let layers = try whole.followSteps(), whole.outcome(of: layers) != nil {
                throw Subregion.floodRefusal(region)
            }
        }
        try checkSums(of: outcome, at: filter)
        return outcome
    }

    /// The layers the filter's last step leaves; nil when a step does something the outputs do not follow.
    private mutating func followSteps() throws(SVGError) -> [Value]? {
        let steps = Self.steps(of: filter)
        for (index, primitive) in steps.enumerated() {
            guard let value = try evaluate(primitive) else { return nil }
            // Named only for a step the outputs follow: another would be refused once its region is gone. A flood's
            // region is its rectangle; the last step's cuts what the filter draws.
            if primitive.name != "feFlood", index < steps.count - 1, let region = Subregion(of: primitive)?.first {
                throw SVGError(
                    "a filter step's own region (\(region.name) on <\(primitive.name)>) is followed only on the filter's last step; remove x, y, width and height from it, so that it covers the filter's region",
                    at: region.location)
            }
            last = value
            if let name = primitive.attribute("result")?.value.trimmingSpaces, !name.isEmpty {
                results[String(name)] = value
            }
        }
        return last.layers
    }

    /// The primitives of `filter`: its SVG children but the descriptions, which browsers pass over.
    static func steps(of filter: XMLElement) -> [XMLElement] { filter.children.filter(isStep) }

    /// Whether `child` of a filter is a primitive, not a description.
    static func isStep(_ child: XMLElement) -> Bool {
        child.isSVG && !["desc", "title", "metadata"].contains(child.name)
    }

    /// The `stdDeviation` of the first blur or drop shadow of `filter` that gives two different deviations.
    private static func firstBlurOfTwo(in filter: XMLElement) -> XMLAttribute? {
        for step in filter.children where step.isSVG && ["feGaussianBlur", "feDropShadow"].contains(step.name) {
            guard let numbers = try? numbers(step, "stdDeviation"), numbers.count == 2, numbers[0] != numbers[1]
            else { continue }
            return step.attribute("stdDeviation")
        }
        return nil
    }

    /// The error of a filter whose steps move what it draws `far`, past the limit.
    static func offsetsOutOfRange(_ far: Double, at filter: XMLElement) -> SVGError {
        SVGError(
            "the offsets of this filter's steps add up to \(Int(far)), out of range; coordinates and sizes are limited to ±\(Int(NumberScanner.limit)); move less",
            at: filter.location)
    }

    /// Refuses shadows and blurs whose steps, each within the limit, add up past it. A move is checked where it is
    /// drawn: moved off the filter's region, the element draws nothing.
    static func checkSums(of outcome: Outcome?, at filter: XMLElement) throws(SVGError) {
        let limit = NumberScanner.limit
        let (shadows, blur): ([Shadow], LayerBlur?) =
            switch outcome {
            case .effects(let shadows, _, let blur)?: (shadows, blur)
            case .moved(_, let blur)?: ([], blur)
            default: ([], nil)
            }
        if let far = shadows.map({ max(abs($0.offset.x), abs($0.offset.y)) }).max(), far > limit {
            throw offsetsOutOfRange(far, at: filter)
        }
        let deviations = shadows.map(\.blur) + (blur.map { [$0.largestDeviation] } ?? [])
        if let widest = deviations.max(), widest > limit {
            throw SVGError(
                "the blurs of this filter's steps add up to a deviation of \(Int(widest)), out of range; coordinates and sizes are limited to ±\(Int(limit)); blur less",
                at: filter.location)
        }
    }

    /// Whether `element` works in linearRGB (`color-interpolation-filters`, inherited from the filter and its
    /// ancestors; the initial value), not sRGB (or `auto`, as Chrome reads it).
    func isLinear(_ element: XMLElement) -> Bool {
        for owner in [element, filter] {
            let found = Declared(owner, sheet: sheet).strongest("color-interpolation-filters") {
                (written: Declared.Written) -> Bool? in Style.inLinearLight(written.text)
            }
            if let found { return found }
        }
        return inheritsLinearLight
    }

    /// The input `name` (`in` or `in2`) of `primitive` names.
    func input(_ primitive: XMLElement, _ name: String = "in") -> Value {
        // Without it, `in2` as `in` takes the last result (the source, first).
        guard let named = primitive.attribute(name)?.value.trimmingSpaces else { return last }
        switch named {
        case "SourceGraphic": return .source
        case "SourceAlpha": return .cast(Cast())
        // A name no step before has given, and the inputs browsers do not implement (`BackgroundImage`,
        // `BackgroundAlpha`, `FillPaint`, `StrokePaint`), take the last result, as browsers and resvg take them.
        default: return results[String(named)] ?? last
        }
    }
}

extension Color {
    /// Transparent: what paints nothing.
    static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
