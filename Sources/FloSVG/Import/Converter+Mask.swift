import FloDrawing
import FloSupport

/// Masks. One whose shapes each let all or nothing through (opaque, and white or black in a luminance mask), as
/// design tools write a layer that clips the ones above it, is the clip path it is: the union of the shapes that
/// let all through, within the mask's region, which every format writes. Any other is a soft mask (see
/// `Converter+SoftMask.swift`).
extension Converter {
    /// What a mask gives the element it masks.
    enum MaskResult {
        /// Not a mask (a missing reference): drawn as if unmasked, as the suite's `mask/invalid-FuncIRI` expects.
        case unmasked
        /// Masked to nothing.
        case hidden
        /// A mask that is a clip path.
        case clipped(ClipPath)
        case masked(Mask)
    }

    /// A `<mask>` as read for one element: its region and content units measured on that element.
    struct MaskElement {
        var element: XMLElement
        var id: String
        var declared: Declared
        /// The style its content inherits: its own, over its parents'.
        var style: Style
        var region: Rect
        /// `maskContentUnits`: the element's box, or the identity.
        var units: AffineTransform
        var isAlpha: Bool
    }

    /// The clip or mask that mask `reference` (`url(#id)`) gives an element drawing `nodes`, in the element's
    /// coordinates, which `placing` takes to its parent's. A reference to no element leaves the element unmasked;
    /// one to an element that is not a mask hides it, as CSS Masking says and resvg draws.
    mutating func mask(
        _ reference: Substring, for nodes: [Node], placing: AffineTransform
    ) throws(SVGError) -> MaskResult {
        guard case .reference(let id, _)? = Style.paint(reference), let element = document.elements[id] else {
            return .unmasked
        }
        guard element.name == "mask" else { return .hidden }
        guard let mask = try read(element, id: id, for: nodes) else { return .hidden }
        var shapes: [ClipShape] = []
        // A mask masked itself lets through what both let through: no union of shapes says that.
        guard
            mask.declared.maskReference == nil,
            try addMaskShapes(
                of: element.children, style: mask.style, placing: mask.units, isAlpha: mask.isAlpha, to: &shapes)
        else {
            return try softMask(mask, for: nodes, placing: placing)
        }
        guard !shapes.isEmpty else { return .hidden }
        var clip = ClipPath(shapes: shapes)
        // A region holding every shape, or all the element paints, as design tools write it, clips nothing: the
        // mask is then a plain clip path, which every format writes.
        let union = shapes.compactMap { $0.path.bounds }.reduce(nil) { $0?.union($1) ?? $1 }
        if !mask.region.holds(union), !mask.region.holds(Node.reach(of: nodes)) {
            clip.clips.append(ClipPath(path: Path(rectangle: mask.region)))
        }
        return .clipped(clip)
    }

    /// Mask `element`'s region, content units, type and style for an element drawing `nodes`; nil when its region
    /// or content units leave nothing to show.
    private func read(_ element: XMLElement, id: String, for nodes: [Node]) throws(SVGError) -> MaskElement? {
        let declared = try self.declared(element)
        if declared.clipReference != nil {
            throw SVGError(
                "a clip path on a <mask> is not supported (resvg and browsers ignore it, librsvg applies it); put it on the masked element",
                at: element.location)
        }
        let bounds = Node.bounds(of: nodes)
        let region: Rect
        if element.attribute("maskUnits")?.value.trimmingSpaces == "userSpaceOnUse" {
            region = Rect(
                x: try lengthAttribute("x", of: element, .x) ?? -0.1 * viewport.width,
                y: try lengthAttribute("y", of: element, .y) ?? -0.1 * viewport.height,
                width: try lengthAttribute("width", of: element, .x) ?? 1.2 * viewport.width,
                height: try lengthAttribute("height", of: element, .y) ?? 1.2 * viewport.height)
        } else {
            guard let bounds, bounds.width > 0, bounds.height > 0 else { return nil }
            func fraction(_ name: String, _ initial: Double) throws(SVGError) -> Double {
                guard let length = try element.attribute(name).flatMap(Self.length) else { return initial }
                return length.unit == .percent ? length.value / 100 : length.value
            }
            let (x, y) = (try fraction("x", -0.1), try fraction("y", -0.1))
            let (width, height) = (try fraction("width", 1.2), try fraction("height", 1.2))
            region = Rect(
                x: bounds.x + x * bounds.width, y: bounds.y + y * bounds.height, width: width * bounds.width,
                height: height * bounds.height)
        }
        guard region.width > 0, region.height > 0 else { return nil }
        var units = AffineTransform.identity
        if element.attribute("maskContentUnits")?.value.trimmingSpaces == "objectBoundingBox" {
            guard let bounds, bounds.width > 0, bounds.height > 0 else { return nil }
            units = AffineTransform(a: bounds.width, d: bounds.height, tx: bounds.x, ty: bounds.y)
        }
        return MaskElement(
            element: element, id: id, declared: declared,
            style: try document.parentStyle(of: id).applying(declared), region: region, units: units,
            isAlpha: declared.strongest("mask-type") { $0.text.lowercased() == "alpha" } == true)
    }

    /// Adds to `shapes` what each of `children` lets through, moved by `placing`: a shape's own area; a group's
    /// or an `a`'s children, moved by its transform; the shape a `<use>` draws, as Sketch writes a mask. False,
    /// at the first child that lets part through or that a union of shapes cannot say: the mask is then a soft one.
    private mutating func addMaskShapes(
        of children: [XMLElement], style: Style, placing: AffineTransform, isAlpha: Bool, to shapes: inout [ClipShape]
    ) throws(SVGError) -> Bool {
        for child in children {
            try countClipChild(child)
            // Text is refused where it shows; what a switch, an image or a foreign object draws is drawn as a soft
            // mask is (and an image or a foreign object refused there).
            try refuseIfShownText(child)
            if child.isSVG, ["switch", "image", "foreignObject"].contains(child.name),
                try !self.declared(child).isUndisplayed
            {
                return false
            }
            guard child.isSVG, Self.drawingElements.contains(child.name) else {
                try chargeSkipped(child)
                continue
            }
            guard !Self.shapeElements.contains(child.name) else {
                guard try addMaskShape(child, style: style, placing: placing, isAlpha: isAlpha, to: &shapes) else {
                    return false
                }
                continue
            }
            guard ["g", "a", "use"].contains(child.name) else { return false }
            let declared = try self.declared(child)
            guard !declared.isUndisplayed else {
                try chargeSkipped(child)
                continue
            }
            // A blend mode changes what the mask's shapes let through where they overlap (white on white, by
            // `difference`, is black).
            if declared.maskReference != nil || declared.clipReference != nil || declared.hasFilter
                || declared.blendMode != .normal
            {
                return false
            }
            if let opacity = try declared.opacity(), opacity < 1 {
                guard opacity > 0 else { continue }
                return false
            }
            let childStyle = try style.applying(declared)
            guard child.name == "use" else {
                let own = try ownTransform(declared, of: child)
                guard !own.needsContent,
                    try addMaskShapes(
                        of: child.children, style: childStyle,
                        placing: own.resolved(viewport: viewport, content: nil).concatenating(placing),
                        isAlpha: isAlpha, to: &shapes)
                else { return false }
                continue
            }
            guard let used = try usedShape(child, declared: declared) else {
                // A use that refers to nothing draws nothing.
                guard target(of: child) != nil else { continue }
                return false
            }
            guard
                try addMaskShape(
                    used.shape, style: childStyle, placing: used.placing.concatenating(placing), isAlpha: isAlpha,
                    to: &shapes)
            else { return false }
        }
        return true
    }

    /// Adds shape `element`, in `style` inherited from what holds or uses it, to `shapes` if it lets everything
    /// through; false if it lets part through, or cuts what is there.
    private mutating func addMaskShape(
        _ element: XMLElement, style inherited: Style, placing: AffineTransform, isAlpha: Bool,
        to shapes: inout [ClipShape]
    ) throws(SVGError) -> Bool {
        let declared = try self.declared(element)
        // A filter is for the soft mask's drawing to pass over or refuse, and so is a blend mode.
        if declared.hasFilter || declared.blendMode != .normal { return false }
        let style = try inherited.applying(declared)
        guard !declared.isUndisplayed, style.isVisible else {
            try chargeSkipped(element)
            return true
        }
        switch try coverage(of: element, declared: declared, style: style, isAlpha: isAlpha) {
        case .part:
            return false
        case .all:
            if let found = try clipShape(element, declared: declared, rule: style.fillRule, placing: placing) {
                shapes.append(found)
            }
        case .nothing:
            try chargeSkipped(element)
        case .hiding:
            // Away from the shapes before it, it hides nothing. Over one it cuts it, which a union of shapes cannot
            // say, unless it cuts a hole in the only one (an outside stroke's mask): that is one even-odd shape.
            let hiding = try clipShape(element, declared: declared, rule: style.fillRule, placing: placing)
            let cuts = shapes.contains { shape in
                guard let box = hiding?.path.bounds, let other = shape.path.bounds else { return false }
                return min(box.maxX, other.maxX) > max(box.x, other.x)
                    && min(box.maxY, other.maxY) > max(box.y, other.y)
            }
            guard cuts else { break }
            guard let hiding, hiding.clips.isEmpty, shapes.count == 1, shapes[0].clips.isEmpty,
                let holed = shapes[0].path.cut(by: hiding.path, cutRule: hiding.rule, comparisons: &cutComparisons)
            else { return false }
            shapes[0] = ClipShape(path: holed, rule: .evenOdd)
        }
        return true
    }

    /// Elements that draw, in a mask: a shape, or what holds or refers to shapes. (A `<symbol>` draws only where
    /// a use draws it.)
    private static let drawingElements: Set<String> = shapeElements.union(["g", "a", "svg", "use"])

    /// What a mask's shape does where it is filled.
    private enum MaskCoverage {
        /// Lets everything through.
        case all
        /// Changes nothing: transparent, or not filled.
        case nothing
        /// Lets nothing through, hiding the shapes before it: opaque black in a luminance mask.
        case hiding
        /// Lets part through, or is what a clip path cannot say (a stroke, a mask of its own).
        case part
    }

    /// What mask child `child` does where it is filled.
    private func coverage(
        of child: XMLElement, declared: Declared, style: Style, isAlpha: Bool
    ) throws(SVGError) -> MaskCoverage {
        if declared.maskReference != nil { return .part }
        // Its markers draw in colours of their own, beyond its area.
        let markers = style.markers
        if markers.start != nil || markers.mid != nil || markers.end != nil { return .part }
        let isStroked: Bool
        if case .none = style.stroke { isStroked = false } else { isStroked = style.strokeOpacity > 0 }
        if isStroked, style.strokeWidth.resolved(.other, viewport: viewport) > 0 { return .part }
        if let opacity = try declared.opacity(), opacity < 1 {
            return opacity > 0 ? .part : .nothing
        }
        let color: Color
        switch style.fill {
        case .none: return .nothing
        case .color(.literal(let literal)): color = literal
        case .color(.current), .currentColor:
            // The mask's `color` when the file sets one; otherwise the manifest's colour, unknown here.
            guard case .literal(let literal) = style.color else { return .part }
            color = literal
        case .reference, .context:
            return .part
        }
        let alpha = color.alpha * style.fillOpacity
        if alpha <= 0 { return .nothing }
        guard alpha >= 1 - 1e-9 else { return .part }
        // Only pure white and black are read, for which any weighting of the channels agrees.
        if isAlpha || color.luminance >= 1 - 1e-9 { return .all }
        return color.luminance <= 0 ? .hiding : .part
    }
}

extension Rect {
    /// Whether this rectangle holds `rect`, within a millionth of its width and of its height: numbers a design
    /// tool rounded (`x="11.1"` around `cx - r`).
    func holds(_ rect: Rect?) -> Bool {
        guard let rect else { return false }
        let (slackX, slackY) = (1e-6 * width, 1e-6 * height)
        return rect.x >= x - slackX && rect.y >= y - slackY && rect.maxX <= maxX + slackX
            && rect.maxY <= maxY + slackY
    }
}

extension Path {
    init(rectangle: Rect) {
        self.init()
        addRoundedRect(in: rectangle, radius: 0)
    }
}
