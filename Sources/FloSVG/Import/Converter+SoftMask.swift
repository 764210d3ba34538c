import FloDrawing

/// Soft masks: a `<mask>` whose content lets part of what it masks through (a gradient, grey or translucent shapes,
/// strokes, masks within it, a mask on it) is the scene's `Mask`, its content converted as any other, within the
/// mask's region.
extension Converter {
    /// The soft mask `mask` gives an element drawing `nodes`: its content, moved by its content units, within its
    /// region and the mask on it (which, like the mask, measures that element), read by its luminance or its
    /// alpha. `placing` takes the element's coordinates to its parent's.
    mutating func softMask(
        _ mask: MaskElement, for nodes: [Node], placing: AffineTransform
    ) throws(SVGError) -> MaskResult {
        try refuseLoop("mask", id: mask.id, in: masksInProgress, at: mask.element)
        // What the mask holds is checked against the limits where it lands, but is not what the drawing draws. The
        // rasteriser draws the mask on a canvas of its own, and its content in a layer clipped to its region (with a
        // mask on the mask in it): counted before that mask is read, so that a chain of them is bounded.
        let place = try enterDetached(mask.id, inProgress: \.masksInProgress, layers: 2, at: mask.element)
        defer { leaveDetached(place, inProgress: \.masksInProgress) }
        softMasksDrawn += 1
        guard softMasksDrawn <= Self.maximumSoftMasksDrawn else {
            throw SVGError(
                "more than \(Self.maximumSoftMasksDrawn) soft masks are drawn, counted each time they are used; flatten the masks in the design tool",
                at: mask.element.location)
        }
        guard var outer = try ownMask(of: mask, for: nodes, placing: placing) else { return .hidden }
        toDrawing = mask.units.concatenating(placing).concatenating(toDrawing)
        var content = try self.content(of: mask.element, style: mask.style)
        // A PDF mask is drawn in greys, which blend otherwise than the colours they stand for.
        if Node.blends(content) {
            throw SVGError(
                "a blend mode inside a mask is not supported; set the mask's layers to normal in the design tool",
                at: mask.element.location)
        }
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

    /// A colour as the file writes it in a soft mask's content, where it says how much shows, not what: recolor
    /// does not reach it (`currentColor` is still the control's colour); elsewhere as the caller picks it.
    func color(of imported: ImportedColor) -> Color {
        if !masksInProgress.isEmpty, case .literal(let written) = imported { return written }
        return colors(imported)
    }

    /// A group for the mask on `mask` itself, measured on the element drawing `nodes`; nil when it hides it all.
    private mutating func ownMask(
        of mask: MaskElement, for nodes: [Node], placing: AffineTransform
    ) throws(SVGError) -> Group? {
        var group = Group(children: [])
        if let reference = mask.declared.maskReference {
            switch try self.mask(reference, for: nodes, placing: placing) {
            case .unmasked: break
            case .hidden: return nil
            case .clipped(let clip):
                try checkLimit(of: clip, placing: placing, what: "mask", at: mask.element)
                group.clip = clip
            case .masked(let inner): group.mask = inner
            }
        }
        return group
    }
}
