import FloDrawing
import FloSupport

/// Clip paths: a `<clipPath>`'s shapes, each with its transform, clip rule and own clip path, within the clip
/// path's transform, units and own clip path.
extension Converter {
    /// How deep clip paths may clip each other.
    static let maximumClipNesting = 32
    /// How many clip path children a file's clip paths may hold, counted each time a clip path is used: each use
    /// converts its children again, and a chain of clip paths clipped by clip paths multiplies them.
    static let maximumClipChildren = 50_000

    /// What a `clip-path` reference does to an element.
    enum ClipResult {
        /// Not a clip path (a missing or wrong reference): drawn as if unclipped, as the suite's
        /// `clipPath/invalid-FuncIRI` expects.
        case unclipped
        /// Clipped to nothing: an empty clip path.
        case hidden
        case clipped(ClipPath)
    }

    /// The clip `reference` (`url(#id)`) gives an element drawing `nodes`, in the element's coordinates.
    mutating func clipPath(_ reference: Substring, for nodes: [Node]) throws(SVGError) -> ClipResult {
        guard case .reference(let id, _)? = Style.paint(reference), let element = document.elements[id],
            element.name == "clipPath"
        else { return .unclipped }
        // A clip path met again inside itself is ignored there (the suite's `clipPath/recursive-on-child`).
        guard !clipsInProgress.contains(id) else { return .unclipped }
        guard clipsInProgress.count < Self.maximumClipNesting else {
            throw SVGError(
                "clip paths are clipped by clip paths more than \(Self.maximumClipNesting) deep; merge them",
                at: element.location)
        }
        clipsInProgress.insert(id)
        defer { clipsInProgress.remove(id) }
        let declared = try self.declared(element)
        var units = AffineTransform.identity
        if element.attribute("clipPathUnits")?.value.trimmingSpaces == "objectBoundingBox" {
            guard let bounds = Node.bounds(of: nodes), bounds.width > 0, bounds.height > 0 else { return .hidden }
            units = AffineTransform(a: bounds.width, d: bounds.height, tx: bounds.x, ty: bounds.y)
        }
        let style = try document.parentStyle(of: id).applying(declared)
        // The clip path's own transform applies after the units' box. Unless it turns about a point of its shapes,
        // it is known now, and placed with each shape's own.
        let own = try ownTransform(declared, of: element)
        let known = own.needsContent ? .identity : own.resolved(viewport: viewport, content: nil)
        var shapes: [ClipShape] = []
        for child in element.children {
            try countClipChild(child)
            // A use is the shape it draws, moved by its place and transform; a use of anything else adds nothing, as
            // SVG says.
            var (shape, inherited, placing) = (child, style, units.concatenating(known))
            if child.isSVG && child.name == "use" {
                let useDeclared = try self.declared(child)
                // SVG calls a use of a use here an error, and readers differ: some draw the shape, some nothing.
                if target(of: child)?.name == "use" {
                    throw SVGError(
                        "a <use> of a <use> in a clip path is not supported; refer to the shape itself",
                        at: child.location)
                }
                if !useDeclared.isUndisplayed { try refuseIfShownText(target(of: child)) }
                guard !useDeclared.isUndisplayed, let used = try usedShape(child, declared: useDeclared) else {
                    try chargeSkipped(child)
                    continue
                }
                if useDeclared.clipReference != nil {
                    throw SVGError(
                        "a clip path on a <use> in a clip path is not supported; put it on the shape",
                        at: child.location)
                }
                (shape, inherited, placing) = (
                    used.shape, try style.applying(useDeclared), used.placing.concatenating(placing)
                )
            }
            try refuseIfShownText(shape)
            // Every child is looked at on every use: one that draws nothing takes from the budget as a shape does.
            let isShape = shape.isSVG && Self.shapeElements.contains(shape.name)
            let shapeDeclared = isShape ? try self.declared(shape) : nil
            guard let shapeDeclared, !shapeDeclared.isUndisplayed else {
                try chargeSkipped(child)
                continue
            }
            let shapeStyle = try inherited.applying(shapeDeclared)
            guard shapeStyle.isVisible else {
                try chargeSkipped(child)
                continue
            }
            if let found = try clipShape(shape, declared: shapeDeclared, rule: shapeStyle.clipRule, placing: placing) {
                shapes.append(found)
            }
        }
        guard !shapes.isEmpty else { return .hidden }
        var clip = ClipPath(shapes: shapes)
        if own.needsContent {
            let content = try measure(shapes.map { .path(PathNode(path: $0.path)) }, at: element).fillBox
            clip = clip.applying(own.resolved(viewport: viewport, content: content))
        }
        if let outer = declared.clipReference {
            switch try clipPath(outer, for: nodes) {
            case .unclipped: break
            case .hidden: return .hidden
            case .clipped(let found): clip.clips = [found]
            }
        }
        return .clipped(clip)
    }

    /// The elements that are shapes.
    static let shapeElements: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// The shape `use` draws and its place: the element it refers to if that is a shape, moved by the use's `x`,
    /// `y` and transform; nil when it refers to nothing or to what is not a shape.
    mutating func usedShape(_ use: XMLElement, declared: Declared) throws(SVGError)
        -> (shape: XMLElement, placing: AffineTransform)?
    {
        guard let target = target(of: use), target.isSVG, Self.shapeElements.contains(target.name) else { return nil }
        let own = try ownTransform(declared, of: use)
        guard !own.needsContent else {
            throw SVGError(
                "a <use> in a clip path or mask turned about its own box is not supported; turn the shape itself",
                at: use.location)
        }
        let origin = try position(of: use)
        return (
            target,
            AffineTransform(tx: origin.x, ty: origin.y).concatenating(own.resolved(viewport: viewport, content: nil))
        )
    }

    /// The area shape `child` of a clip path or a mask covers under `rule`, within its own clip path, moved by its
    /// transform and then by `placing`; nil when it has none.
    mutating func clipShape(
        _ child: XMLElement, declared: Declared, rule: FillRule, placing: AffineTransform
    ) throws(SVGError) -> ClipShape? {
        // A shape of no area (a line) covers nothing.
        guard let path = try shape(child), let bounds = path.bounds, bounds.width > 0, bounds.height > 0 else {
            return nil
        }
        let transform = try ownTransform(declared, of: child).resolved(viewport: viewport, content: path.bounds)
            .concatenating(placing)
        var clips: [ClipPath] = []
        if let inner = declared.clipReference {
            switch try clipPath(inner, for: [.path(PathNode(path: path))]) {
            case .unclipped: break
            case .hidden: return nil
            case .clipped(let found): clips = [found.applying(transform)]
            }
        }
        // Sketch writes even-odd everywhere; on a convex shape it is non-zero, which every format clips by.
        let sameRule = rule == .evenOdd && path.isConvex ? FillRule.nonZero : rule
        return ClipShape(path: path.applying(transform), rule: sameRule, clips: clips)
    }

    /// Counts a child of a clip path or a mask against `maximumClipChildren`.
    mutating func countClipChild(_ child: XMLElement) throws(SVGError) {
        clipChildren += 1
        guard clipChildren <= Self.maximumClipChildren else {
            throw SVGError(
                "clip paths and masks hold more than \(Self.maximumClipChildren) children, counted each time they are used; remove empty elements from them or use fewer clip paths",
                at: child.location)
        }
    }

    /// Takes a clip path's child that draws nothing from the budget.
    mutating func chargeSkipped(_ child: XMLElement) throws(SVGError) {
        budget -= 1
        guard budget >= 0 else { throw Self.overBudget(at: child.location) }
    }
}

extension ClipPath {
    /// The boxes its shapes, and their clips, cover once `transform` places them in the drawing (a clip is drawn
    /// too); nil for one whose numbers overflow.
    func placedBoxes(by transform: AffineTransform) -> [Rect?] {
        shapes.flatMap { shape in
            (shape.path.bounds.map { [$0.placed(by: transform)] } ?? [])
                + shape.clips.flatMap { $0.placedBoxes(by: transform) }
        } + clips.flatMap { $0.placedBoxes(by: transform) }
    }
}
