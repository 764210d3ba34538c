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
        let declared = Declared(element, sheet: document.styleSheet)
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
            clipChildren += 1
            guard clipChildren <= Self.maximumClipChildren else {
                throw SVGError(
                    "clip paths hold more than \(Self.maximumClipChildren) children, counted each time they are used; remove empty elements from them or use fewer clip paths",
                    at: child.location)
            }
            if child.isSVG && child.name == "use" {
                throw SVGError(
                    "a <use> in a clip path is not supported; put the shape itself there", at: child.location)
            }
            // Every child is looked at on every use: one that draws nothing takes from the budget as a shape does.
            let isShape =
                child.isSVG
                && ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"].contains(child.name)
            let childDeclared = isShape ? Declared(child, sheet: document.styleSheet) : nil
            guard let childDeclared, !childDeclared.isUndisplayed else {
                try chargeSkipped(child)
                continue
            }
            let childStyle = try style.applying(childDeclared)
            guard childStyle.isVisible else {
                try chargeSkipped(child)
                continue
            }
            guard let path = try shape(child) else { continue }
            let childTransform = try ownTransform(childDeclared, of: child).resolved(
                viewport: viewport, content: path.bounds
            ).concatenating(units).concatenating(known)
            var clips: [ClipPath] = []
            if let inner = childDeclared.clipReference {
                let drawn: [Node] = [.path(PathNode(path: path))]
                switch try clipPath(inner, for: drawn) {
                case .unclipped: break
                case .hidden: continue
                case .clipped(let found): clips = [found.applying(childTransform)]
                }
            }
            shapes.append(ClipShape(path: path.applying(childTransform), rule: childStyle.clipRule, clips: clips))
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

    /// Takes a clip path's child that draws nothing from the budget.
    private mutating func chargeSkipped(_ child: XMLElement) throws(SVGError) {
        budget -= 1
        guard budget >= 0 else { throw Self.overBudget(at: child.location) }
    }
}

extension ClipPath {
    /// The boxes its shapes, and their clips, cover once `transform` places them in the drawing (a clip is drawn
    /// too); nil for one whose numbers overflow.
    func placedBoxes(by transform: AffineTransform) -> [Rect?] {
        shapes.flatMap { shape in
            (shape.path.bounds.map { [Converter.placed($0, by: transform)] } ?? [])
                + shape.clips.flatMap { $0.placedBoxes(by: transform) }
        } + clips.flatMap { $0.placedBoxes(by: transform) }
    }
}
