import FloDrawing
import FloSupport

/// Groups: what an element's transform, opacity, clip path, mask, filter and blend mode make of what it draws,
/// and the bounds on how deep groups drawn on layers of their own may nest.
extension Converter {
    static func nestedTooDeep(at location: SourceLocation) -> SVGError {
        SVGError(
            "groups with an opacity, a clip path, a mask, a filter, a blend mode or isolation, patterns and markers are nested more than \(maximumLayerDepth) deep (a soft mask counts twice, a pattern three times); flatten them",
            at: location)
    }

    /// Runs `body` with `extra` (a viewport's placement), then `own`, `element`'s own transform, added to
    /// `toDrawing`, and, when the element draws on a layer of its own, with one layer more; refuses layers nested
    /// past `maximumLayerDepth`.
    mutating func descending<Result>(
        into element: XMLElement, declared: Declared, own: ElementTransform, extra: AffineTransform = .identity,
        _ body: (inout Converter) throws(SVGError) -> Result
    ) throws(SVGError) -> Result {
        let saved = (toDrawing, layerDepth, measuringDepth)
        defer { (toDrawing, layerDepth, measuringDepth) = saved }
        // Turned about a point of its content, the element is checked once its content is known (in `wrap`).
        let known = own.needsContent ? .identity : own.resolved(viewport: viewport, content: nil)
        toDrawing = extra.concatenating(known).concatenating(toDrawing)
        let opacity = try? declared.opacity()
        if declared.clipReference != nil || declared.maskReference != nil || (opacity ?? nil).map({ $0 != 1 }) ?? false
            || declared.blendMode != .normal || declared.isolates || declared.hasFilter
        {
            layerDepth += 1
        }
        guard layerDepth <= Self.maximumLayerDepth else {
            throw Self.nestedTooDeep(at: element.location)
        }
        if Self.measuresContent(declared, own) { measuringDepth += 1 }
        guard own.needsContent else { return try body(&self) }
        // Its content is drawn as if it were not transformed, and checked in `wrap` once the transform is known:
        // what the drawing records meanwhile would be in the wrong place. (So content this transform would shrink
        // back within the limit is refused.)
        let drawn = (drawnBounds, widestStroke)
        defer { (drawnBounds, widestStroke) = drawn }
        return try body(&self)
    }

    /// Whether `element`'s content is drawn with the shapes that paint nothing, for `wrap` to measure: the box of
    /// a clip or a mask, and the fill box it turns about, are of the content's geometry, as browsers take them.
    static func measuresContent(_ declared: Declared, _ own: ElementTransform) -> Bool {
        own.needsContent || declared.clipReference != nil || declared.maskReference != nil
    }

    /// `nodes` in a group for `extra` (a viewport's placement) then `own`, `element`'s own transform, its opacity
    /// and clip path, when it has any; nothing when its transform squashes it flat or its clip path is empty.
    mutating func wrap(
        _ nodes: [Node], element: XMLElement, declared: Declared, own: ElementTransform,
        extra: AffineTransform = .identity
    ) throws(SVGError) -> [Node] {
        // The shapes that paint nothing, kept to measure this element's boxes, are dropped once they are known,
        // unless an enclosing element measures its own.
        let withUnpainted = nodes
        var nodes = measuringDepth == 0 && Self.measuresContent(declared, own) ? Self.paintedOnly(nodes) : nodes
        // A flood draws on an empty element too, over a region given in user space.
        if nodes.isEmpty {
            guard case .flooded? = try acceptedFilter(declared)?.outcome else { return [] }
        }
        let transform: AffineTransform
        if own.needsContent {
            let measured = try measure(withUnpainted, at: element)
            let box = measured.fillBox.flatMap { $0.placed(by: extra) }
            transform = extra.concatenating(own.resolved(viewport: viewport, content: box))
            guard !nodes.isEmpty, transform.inverted != nil else { return [] }
            let toHere = transform.concatenating(toDrawing)
            if let reach = measured.paintedReach,
                !isWithinLimit(
                    reach.placed(by: toHere), strokeWidth: measured.widestStroke * toHere.largestScale)
            {
                throw Self.beyondLimit("what this element draws", at: element)
            }
        } else {
            transform = extra.concatenating(own.resolved(viewport: viewport, content: nil))
            guard transform.inverted != nil else { return [] }
        }
        // A clip's or a mask's box is the element's own, of what paints nothing too, whatever its filter draws.
        nodes = try applyFilter(declared, to: nodes, placing: transform.concatenating(toDrawing), of: element)
        let opacity = try declared.opacity() ?? 1
        var clip: ClipPath?
        if let reference = declared.clipReference {
            switch try clipPath(reference, for: withUnpainted) {
            case .unclipped: break
            case .hidden: return []
            case .clipped(let found):
                try checkLimit(of: found, placing: transform, what: "clip path", at: element)
                clip = found
            }
        }
        var softMask: Mask?
        if let reference = declared.maskReference {
            switch try mask(reference, for: withUnpainted, placing: transform) {
            case .unmasked: break
            case .hidden: return []
            case .masked(let found): softMask = found
            case .clipped(let found):
                try checkLimit(of: found, placing: transform, what: "mask", at: element)
                clip = clip.map { ClipPath(shapes: $0.shapes, clips: $0.clips + [found]) } ?? found
            }
        }
        let blendMode = declared.blendMode
        // What makes a group of its own in CSS's compositing keeps the blend modes within it to it: an opacity, a
        // clip, a mask and a blend mode do so in the scene by themselves (`Group.isolatesBlends`); isolation and a
        // filter (whose identity draws no group of its own) are said here.
        let isolated = (declared.isolates || declared.hasFilter) && Node.blends(nodes)
        if transform.isIdentity, opacity >= 1, clip == nil, softMask == nil, blendMode == .normal, !isolated {
            return nodes
        }
        var group = Group(
            transform: transform, opacity: opacity, clip: clip, mask: softMask, blendMode: blendMode,
            isolated: isolated, children: nodes)
        group.origin = NodeOrigin(element.location)
        return [.group(group)]
    }

    /// Refuses `clip` (a clip path, or a mask that is one) of `element` if it reaches beyond the limit once moved by
    /// `placing` into the parent's coordinates.
    mutating func checkLimit(of clip: ClipPath, placing: AffineTransform, what: String, at element: XMLElement)
        throws(SVGError)
    {
        for box in clip.placedBoxes(by: placing.concatenating(toDrawing)) where !isWithinLimit(box) {
            throw SVGError(
                "this \(what) reaches beyond ±\(Int(NumberScanner.limit)) once transformed; check the transforms and the viewBox",
                at: element.location)
        }
    }
}
