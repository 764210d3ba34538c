import FloDrawing

/// Viewports: a nested `<svg>`, or a `<symbol>` or `<svg>` a `<use>` draws, its content placed in a box of its own
/// with its `viewBox` fitted into it, clipped to it unless its `overflow` is visible.
extension Converter {
    /// A nested `<svg>`: its content placed at `x`, `y` in a viewport of `width` × `height` (100 % by default),
    /// its `viewBox` fitted into it, clipped to it unless its `overflow` is visible.
    mutating func nestedViewport(_ element: XMLElement, style: Style, declared: Declared) throws(SVGError)
        -> [Node]
    {
        let width = try lengthAttribute("width", of: element, .x) ?? viewport.width
        let height = try lengthAttribute("height", of: element, .y) ?? viewport.height
        // Browsers filter a nested viewport's content in its `viewBox`'s units, resvg in its parent's.
        return try viewport(
            of: element, at: try position(of: element), size: Size(width: width, height: height), style: style,
            declared: declared, refusingFilterEffects: true)
    }

    /// The content of `element` (a nested `<svg>`, or a `<symbol>` a `<use>` draws) in a viewport of `size` at
    /// `origin`, its `viewBox` fitted into it, clipped to it unless its `overflow` is visible, in a group for its
    /// transform, opacity and clip path. A filter that floods or moves it is refused, and, with
    /// `refusingFilterEffects`, one that casts shadows or blurs it.
    mutating func viewport(
        of element: XMLElement, at origin: Point, size: Size, style: Style, declared: Declared,
        refusingFilterEffects: Bool = false
    ) throws(SVGError) -> [Node] {
        try refuseFilterOnViewport(declared, of: element, refusingEffects: refusingFilterEffects)
        let outer = viewport
        let (x, y, width, height) = (origin.x, origin.y, size.width, size.height)
        guard width > 0, height > 0, try !Self.hasEmptyViewBox(element) else { return [] }
        let viewBox = try Self.viewBox(of: element)
        let inside = viewBox.map { Size(width: $0.width, height: $0.height) } ?? Size(width: width, height: height)
        let fit =
            try viewBox.map { box throws(SVGError) in
                try Self.aspectRatio(of: element).transform(from: box, to: Size(width: width, height: height))
            } ?? .identity
        // A symbol's transform is SVG 2's, which the suite's readers ignore.
        let own = element.name == "symbol" ? ElementTransform() : try ownTransform(declared, of: element)
        let children = try descending(
            into: element, declared: declared, own: own, extra: fit.concatenating(AffineTransform(tx: x, ty: y))
        ) {
            converter throws(SVGError) in
            converter.layerDepth += 1
            // Its content's percentages are of its own viewport; its own transform's, of the one around it.
            converter.viewport = inside
            defer { converter.viewport = outer }
            return try converter.content(of: element, style: style)
        }
        guard !children.isEmpty else { return [] }
        let clips = !declared.showsOverflow
        var inner: [Node] = [.group(Group(transform: fit, children: children, writtenBy: element))]
        if clips {
            var box = Path()
            box.addRoundedRect(in: Rect(x: 0, y: 0, width: width, height: height), radius: 0)
            inner = [.group(Group(clip: ClipPath(path: box), children: inner))]
        }
        return try wrap(inner, element: element, declared: declared, own: own, extra: AffineTransform(tx: x, ty: y))
    }

    /// Refuses a filter that floods or moves a viewport (the root, a nested `<svg>`, a `<symbol>`), or, with
    /// `refusingEffects`, casts shadows or blurs it: browsers place its region and steps in units of their own there.
    mutating func refuseFilterOnViewport(_ declared: Declared, of element: XMLElement, refusingEffects: Bool)
        throws(SVGError)
    {
        guard let (_, written, outcome) = try acceptedFilter(declared) else { return }
        let drawn: String
        switch outcome {
        case .nothing, .identity: return
        case .effects where !refusingEffects: return
        case .effects: drawn = "a shadow or blur"
        case .flooded: drawn = "a flood"
        case .moved: drawn = "a move"
        }
        throw SVGError(
            "\(drawn) from a filter on <\(element.name)> is not supported (readers place it differently); put the filter on a group inside",
            at: written.location)
    }
}
