import FloDrawing

/// Soft masks: a `<mask>` whose content lets part of what it masks through (a gradient, grey or translucent shapes,
/// strokes, masks within it, a mask on it) is the scene's `Mask`, its content converted as any other, within the
/// mask's region.
extension Converter {
    /// The soft mask `mask` gives an element drawing `nodes`: its content, moved by its content units, within its
    /// region and within its own clip path and mask (which, like the mask, measure that element), read by its
    /// luminance or its alpha. `placing` takes the element's coordinates to its parent's.
    mutating func softMask(
        _ mask: MaskElement, for nodes: [Node], placing: AffineTransform
    ) throws(SVGError) -> MaskResult {
        guard !masksInProgress.contains(mask.id) else {
            throw SVGError(
                "this mask leads back to itself through #\(mask.id); remove the loop", at: mask.element.location)
        }
        // What the mask holds is checked against the limits where it lands, but is not what the drawing draws.
        let saved = (toDrawing, layerDepth, drawnBounds, widestStroke, masksInProgress)
        defer { (toDrawing, layerDepth, drawnBounds, widestStroke, masksInProgress) = saved }
        masksInProgress.insert(mask.id)
        guard var outer = try ownClipAndMask(of: mask, for: nodes, placing: placing) else { return .hidden }
        toDrawing = mask.units.concatenating(placing).concatenating(toDrawing)
        // The rasteriser draws the mask on a canvas of its own, and its content in a layer clipped to its region.
        layerDepth += 2
        guard layerDepth <= Self.maximumLayerDepth else {
            throw SVGError(
                "groups with an opacity, a clip path or a mask are nested more than \(Self.maximumLayerDepth) deep (a mask counts twice); flatten them",
                at: mask.element.location)
        }
        var content = try self.content(of: mask.element, style: mask.style)
        if !mask.units.isIdentity { content = [.group(Group(transform: mask.units, children: content))] }
        // The region, cut to where the content paints (which is within the limits): beyond it, nothing shows.
        guard let reach = Node.reach(of: content), let shown = mask.region.intersection(reach) else { return .hidden }
        if !mask.region.holds(reach), !mask.region.holds(Node.reach(of: nodes)) {
            let region = ClipPath(path: Path(rectangle: shown))
            outer.clip = outer.clip.map { ClipPath(shapes: region.shapes, clips: [$0]) } ?? region
        }
        guard outer.clip != nil || outer.mask != nil else {
            return .masked(Mask(reading: mask.isAlpha ? .alpha : .luminance, nodes: content))
        }
        outer.children = content
        return .masked(Mask(reading: mask.isAlpha ? .alpha : .luminance, nodes: [.group(outer)]))
    }

    /// A group for the clip path and the mask on `mask` itself, measured on the element drawing `nodes`; nil when
    /// they hide it all.
    private mutating func ownClipAndMask(
        of mask: MaskElement, for nodes: [Node], placing: AffineTransform
    ) throws(SVGError) -> Group? {
        var group = Group(children: [])
        if let reference = mask.declared.clipReference {
            switch try clipPath(reference, for: nodes) {
            case .unclipped: break
            case .hidden: return nil
            case .clipped(let clip):
                try checkLimit(of: clip, placing: placing, what: "clip path", at: mask.element)
                group.clip = clip
            }
        }
        if let reference = mask.declared.maskReference {
            switch try self.mask(reference, for: nodes, placing: placing) {
            case .unmasked: break
            case .hidden: return nil
            case .clipped(let clip):
                try checkLimit(of: clip, placing: placing, what: "mask", at: mask.element)
                group.clip = group.clip.map { ClipPath(shapes: $0.shapes, clips: $0.clips + [clip]) } ?? clip
            case .masked(let inner): group.mask = inner
            }
        }
        return group
    }
}
