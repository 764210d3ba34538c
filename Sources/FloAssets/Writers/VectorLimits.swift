import FloDrawing
import FloSupport

/// What a vector format plainer than the scene model cannot draw (a vector drawable, drawing code in each
/// language): one walk over a drawing, asking what the format has. It runs before anything is written, and its
/// answer names the first thing refused as the user's error says it. None of them blends, casts shadows, blurs,
/// masks, clips to a union of shapes, or draws a radial gradient flatter than an `EllipseFrame` takes.
struct VectorLimits: Sendable {
    /// Whether groups' transforms are applied to the points (the format's groups cannot skew): a stroke stretched
    /// by one is drawn as its outline, and a gradient framed as it is placed.
    var bakesTransforms: Bool
    /// Why a translucent group whose paints may overlap cannot be drawn, when the format has no group opacity.
    var lacksGroupOpacity: String?
    /// Why an even-odd clip whose outlines cross cannot be drawn, when the format clips by the non-zero rule.
    var lacksEvenOddClips: String?
    /// How the format draws a gradient that repeats or reflects beyond its ends.
    var repeatsGradients: GradientRepeats
    /// What follows what the format has none of (a blend mode, a shadow, a blur, a mask).
    var hasNone = ""
    /// Whether a radial gradient may start from a focal point other than its centre.
    var drawsFocalPoints = false
    /// What follows a focal point, when the format draws none.
    var hasNoFocus = ""
    /// The most path elements one drawing may have (a pattern's tile counted once), when the format is source
    /// code that a compiler must take in.
    var maximumElements: Int?

    static let vectorDrawable = VectorLimits(
        bakesTransforms: true, lacksGroupOpacity: "(a vector drawable has no group opacity)",
        lacksEvenOddClips: "(a vector drawable clips by the non-zero rule)", repeatsGradients: .natively,
        hasNone: " (a vector drawable has none)", hasNoFocus: " (Android's start at their centre)")

    /// Why strokes stretched far beyond the control cannot be drawn as their outlines.
    static let outlinesTooLarge =
        "strokes under a transform that skews or scales unevenly whose outlines would take more than \(PathNode.maximumOutlinePoints) points"

    /// Why a drawing cannot be drawn in this format, and where an imported file writes what is refused, when it
    /// does.
    struct Problem: Sendable, Equatable {
        var reason: String
        var origin: SourceLocation?

        init(_ reason: String, at origin: NodeOrigin = NodeOrigin()) {
            (self.reason, self.origin) = (reason, origin.location)
        }

        /// The reason, and where `control`'s imported file writes it: `…, at Art/logo.svg:12:5`.
        func described(for control: Control) -> String {
            guard let origin, let imported = control.kind as? ImportedSVG else { return reason }
            return reason + ", at \(imported.source):\(origin.line):\(origin.column)"
        }
    }

    /// Why one of `drawings` (a control's, one for each appearance) cannot be drawn in this format, if one cannot: a
    /// paint may be transparent, and so overlap nothing, in one appearance only.
    func problem(withAnyOf drawings: [Drawing]) -> Problem? {
        drawings.lazy.compactMap(problem(with:)).first
    }

    /// Whether a stroke under `transform` is written as its outline.
    private func isOutlined(_ node: PathNode, under transform: AffineTransform) -> Bool {
        bakesTransforms && !transform.isSimilarity
            || node.stroke.map { Self.isStretched($0.paint, of: node, under: bakesTransforms ? transform : .identity) }
                ?? false
    }

    /// Why `drawing` cannot be drawn in this format, if it cannot.
    func problem(with drawing: Drawing) -> Problem? { sized(drawing).problem }

    /// Why `drawing` cannot be drawn in this format, if it cannot, and about how many path elements the format
    /// writes for it: its own, and the points of the strokes it writes as outlines.
    func sized(_ drawing: Drawing) -> (problem: Problem?, writtenElements: Double) {
        let elements = Self.elementCount(of: drawing.nodes)
        if let maximumElements, elements > Double(maximumElements) {
            let problem = Problem(
                "more than \(maximumElements) path elements (moves, lines and curves), which would make megabytes "
                    + "of source")
            return (problem, elements)
        }
        let points = Node.outlinePoints(in: drawing.nodes, outlining: isOutlined(_:under:))
        let written = elements + Double(points)
        if points > PathNode.maximumOutlinePoints { return (Problem(Self.outlinesTooLarge), written) }
        return (drawnProblem(with: drawing), written)
    }

    /// Why `drawing`, of few enough path elements and outline points, cannot be drawn in this format, if it cannot:
    /// what it draws that the format has not.
    private func drawnProblem(with drawing: Drawing) -> Problem? {
        let placed = { (transform: AffineTransform) in bakesTransforms ? transform : .identity }
        if let group = Node.firstBlending(drawing.nodes) {
            return Problem("a layer with a blend mode" + hasNone, at: group.origin)
        }
        if let group = Node.firstCastingShadows(drawing.nodes) {
            return Problem("a shadow" + hasNone, at: group.origin)
        }
        if let group = Node.firstBlurred(drawing.nodes) { return Problem("a layer blur" + hasNone, at: group.origin) }
        if repeatsGradients == .asPeriods, Node.containsRepeatingGradient(drawing.nodes),
            let (path, reason) = Node.firstPastLayout(drawing.explicit(bakingTransforms: false).framingEllipses.nodes)
        {
            return Problem(reason, at: path.origin)
        }
        func check(_ nodes: [Node], transform: AffineTransform) -> Problem? {
            for node in nodes {
                switch node {
                case .path(let path):
                    for paint in [path.fill, path.stroke?.paint].compactMap({ $0 }) {
                        var placedPaint = paint
                        // Only a radial gradient's units matter here, and finding the box walks the path.
                        if case .radialGradient = paint { placedPaint = paint.inUserSpace(bounds: path.path.bounds) }
                        if let problem = problem(with: placedPaint, under: placed(transform)) {
                            return Problem(problem, at: path.origin)
                        }
                    }
                    // A pattern is drawn as its tiles, clipped to the path: they are checked as drawn.
                    if case .pattern(let pattern)? = path.fill,
                        let problem = check(
                            [.group(pattern.tiles(filling: path.path, rule: path.fillRule))], transform: transform)
                    {
                        return problem
                    }
                case .group(let group):
                    // A group of no opacity draws nothing: no format writes it.
                    if group.opacity <= 0 { continue }
                    let inner = group.transform.concatenating(transform)
                    if group.opacity < 1, let lacksGroupOpacity, !Node.paintsLieApart(group.children, transform: inner)
                    {
                        return Problem(
                            "a translucent group of several paints that may overlap \(lacksGroupOpacity)",
                            at: group.origin)
                    }
                    if group.mask != nil {
                        return Problem(
                            "a mask that is more than opaque white and black fills, such as a grey, a gradient or a stroke"
                                + hasNone, at: group.origin)
                    }
                    if let clip = group.clip, clip.single == nil {
                        return Problem("a clip path of several shapes, or clipped itself", at: group.origin)
                    }
                    if let lacksEvenOddClips, let shape = group.clip?.single, shape.asNonZero == nil {
                        return Problem(
                            "an even-odd clip path whose outlines cross \(lacksEvenOddClips)", at: group.origin)
                    }
                    if let problem = check(group.children, transform: inner) { return problem }
                }
            }
            return nil
        }
        return check(drawing.nodes, transform: .identity)
    }

    /// The path elements `nodes` write, their clip paths' included and a pattern's tile once.
    private static func elementCount(of nodes: [Node]) -> Double {
        nodes.reduce(0) { total, node in
            switch node {
            case .path(let path):
                guard case .pattern(let pattern)? = path.fill else { return total + Double(path.path.elements.count) }
                return total + Double(path.path.elements.count) + elementCount(of: pattern.nodes)
            case .group(let group):
                let clip = group.clip.map { Double($0.shapes.reduce(0) { $0 + $1.path.elements.count }) } ?? 0
                return total + clip + elementCount(of: group.children)
            }
        }
    }

    /// Whether `paint` (of `node`) is a radial gradient that `transform` leaves stretched into ellipses, which the
    /// format draws in its frame.
    static func isStretched(_ paint: Paint, of node: PathNode, under transform: AffineTransform) -> Bool {
        guard case .radialGradient = paint else { return false }
        return EllipseFrame(paint.inUserSpace(bounds: node.path.bounds), under: transform) != nil
    }

    /// Why `paint` (in user space), placed by `transform`, cannot be drawn.
    private func problem(with paint: Paint, under transform: AffineTransform) -> String? {
        guard case .radialGradient(let gradient) = paint else { return nil }
        if EllipseFrame.isTooStretched(paint, under: transform) {
            return
                "a radial gradient stretched into ellipses more than \(Int(EllipseFrame.maximumStretch)) times longer than wide"
        }
        if !drawsFocalPoints, let focus = gradient.focus, focus != gradient.center {
            return "a radial gradient with a focal point" + hasNoFocus
        }
        if repeatsGradients == .natively, gradient.startRadius > 0, gradient.spread != .pad {
            return "a radial gradient with a start radius that repeats"
        }
        return nil
    }
}

/// How a format draws a gradient that repeats or reflects beyond its ends.
enum GradientRepeats: Sendable {
    /// With tile modes of its own (a radial one only from its centre, and from no start circle).
    case natively
    /// As a padded gradient laid out period by period over what it paints (`Paint.padded(over:)`), up to
    /// `Paint.maximumPeriods` periods each and `Paint.maximumLaidOutStops` stops in all.
    case asPeriods
}
