import FloDrawing

/// Soft masks: a `<mask>` whose content lets part of what it masks through (a gradient, grey or translucent shapes,
/// strokes, masks within it) is the scene's `Mask`, its content converted as any other, within the mask's region.
extension Converter {
    /// The soft mask `element` (of `id`, in `style`) gives an element drawing `nodes`: its content, moved by
    /// `units` (`maskContentUnits`), within `region` and within the mask's own clip path and mask (which measure
    /// the masked element, as it does), read by its luminance or, `isAlpha`, its alpha. `placing` takes the
    /// element's coordinates to its parent's.
    mutating func softMask(
        _ element: XMLElement, id: String, declared: Declared, style: Style, region: Rect, units: AffineTransform,
        isAlpha: Bool, for nodes: [Node], placing: AffineTransform
    ) throws(SVGError) -> ClipResult {
        guard !masksInProgress.contains(id) else {
            throw SVGError("this mask leads back to itself through #\(id); remove the loop", at: element.location)
        }
        // What the mask holds is checked against the limits where it lands, but is not what the drawing draws.
        let saved = (toDrawing, layerDepth, drawnBounds, widestStroke, masksInProgress)
        defer { (toDrawing, layerDepth, drawnBounds, widestStroke, masksInProgress) = saved }
        masksInProgress.insert(id)
        // The mask's own clip path and mask, measured as the masked element's, in its place.
        var own = Group(children: [])
        if let reference = declared.clipReference {
            switch try clipPath(reference, for: nodes) {
            case .unclipped, .masked: break
            case .hidden: return .hidden
            case .clipped(let clip): own.clip = clip
            }
        }
        if let reference = declared.maskReference {
            switch try mask(reference, for: nodes, placing: placing) {
            case .unclipped: break
            case .hidden: return .hidden
            case .clipped(let clip):
                own.clip = own.clip.map { ClipPath(shapes: $0.shapes, clips: $0.clips + [clip]) } ?? clip
            case .masked(let mask): own.mask = mask
            }
        }
        toDrawing = units.concatenating(placing).concatenating(toDrawing)
        // The rasteriser draws the mask on a canvas of its own.
        layerDepth += 1
        guard layerDepth <= Self.maximumLayerDepth else {
            throw SVGError(
                "groups with an opacity, a clip path or a mask are nested more than \(Self.maximumLayerDepth) deep; flatten them",
                at: element.location)
        }
        var content = try self.content(of: element, style: style)
        guard !content.isEmpty else { return .hidden }
        if !units.isIdentity { content = [.group(Group(transform: units, children: content))] }
        if !Self.region(region, holds: Node.reach(of: content)) && !Self.region(region, holds: Node.reach(of: nodes)) {
            content = [.group(Group(clip: ClipPath(path: Self.path(of: region)), children: content))]
        }
        if own.clip != nil || own.mask != nil {
            own.children = content
            content = [.group(own)]
        }
        return .masked(Mask(reading: isAlpha ? .alpha : .luminance, nodes: content))
    }
}
