import FloDrawing
import FloSupport

/// Patterns: a `<pattern>`'s tile, its attributes and content taken along its `href` chain, as a tile every
/// output repeats (SVG and PDF as patterns of their own, the others tile by tile). What the tiles cost is taken from
/// the budget where the pattern fills a shape (`chargeCopies`).
extension Converter {
    /// The tile pattern `element` fills a path of `bounds` with, at `opacity`; nil when it cannot be drawn (no
    /// content, an empty tile or box), which leaves the fill to its fallback.
    mutating func pattern(_ element: XMLElement, opacity: Double, bounds: Rect?) throws(SVGError) -> Paint? {
        let chain = try hrefChain(element, kind: .pattern)
        func attribute(_ name: String) -> XMLAttribute? { chain.lazy.compactMap { $0.attribute(name) }.first }
        let box = bounds.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        let inBox = attribute("patternUnits")?.value.trimmingSpaces != "userSpaceOnUse"
        if inBox && box == nil { return nil }
        /// The tile's corner or side: in user space against the viewport, in the bounding box as a fraction.
        func value(_ name: String, _ axis: Length.Axis) throws(SVGError) -> Double {
            let length = try attribute(name).flatMap { found throws(SVGError) in try Self.length(found) } ?? .zero
            guard inBox, let box else { return length.resolved(axis, viewport: viewport) }
            let fraction = length.unit == .percent ? length.value / 100 : length.value
            switch name {
            case "x": return box.x + fraction * box.width
            case "y": return box.y + fraction * box.height
            case "width": return fraction * box.width
            default: return fraction * box.height
            }
        }
        let cell = Rect(
            x: try value("x", .x), y: try value("y", .y), width: try value("width", .x),
            height: try value("height", .y))
        guard cell.width > 0, cell.height > 0,
            let owner = chain.first(where: { $0.children.contains { $0.isSVG } }),
            let ownerID = owner.attribute("id")?.value
        else { return nil }
        var placing = AffineTransform(tx: cell.x, ty: cell.y)
        if let found = attribute("patternTransform") {
            budget -= TransformParser.cost(found.value[...])
            guard budget >= 0 else { throw Self.overBudget(at: found.location) }
            let transform = try Self.located(at: found.location) { () throws(NumberScanner.OutOfRange) in
                try TransformParser.parse(found.value)
            }
            placing = placing.concatenating(transform ?? .identity)
        }
        guard placing.inverted != nil else { return nil }
        let tile = Rect(x: 0, y: 0, width: cell.width, height: cell.height)
        var content = AffineTransform.identity
        let viewBoxOwner = chain.first { $0.attribute("viewBox") != nil }
        if let viewBoxOwner, try Self.hasEmptyViewBox(viewBoxOwner) { return nil }
        if let viewBoxOwner, let viewBox = try Self.viewBox(of: viewBoxOwner) {
            let ratio = attribute("preserveAspectRatio").flatMap { AspectRatio($0.value) } ?? AspectRatio()
            content = ratio.transform(from: viewBox, to: Size(width: cell.width, height: cell.height))
        } else if attribute("patternContentUnits")?.value.trimmingSpaces == "objectBoundingBox" {
            guard let box else { return nil }
            content = AffineTransform(a: box.width, d: box.height)
        }
        var nodes: [Node] = try tileContent(of: owner, id: ownerID, placing: content.concatenating(placing))
        if !content.isIdentity {
            nodes = [.group(Group(transform: content, children: nodes, writtenBy: viewBoxOwner ?? element))]
        }
        // A tile whose content shows nothing paints nothing; its fallback is for a pattern that cannot be drawn.
        guard let reach = Node.reach(of: nodes), reach.intersection(tile) != nil else {
            return .pattern(
                TilePattern(cell: Size(width: cell.width, height: cell.height), nodes: [], placing: placing))
        }
        if !tile.holds(reach) { nodes = Self.clipping(nodes, to: tile) }
        if opacity < 1 { nodes = [.group(Group(opacity: opacity, children: nodes))] }
        // A tile is an image of its own: what blends in it blends with it alone.
        nodes = Node.isolatingBlends(nodes)
        // Cast again in every tile, shadows and blurs would cost what the tiles multiply.
        if Node.containsGroup(in: nodes, where: \.hasEffects) {
            throw SVGError(
                "a shadow or blur inside a pattern's tile is not supported; remove it or expand the pattern",
                at: owner.location)
        }
        let pattern = TilePattern(cell: Size(width: cell.width, height: cell.height), nodes: nodes, placing: placing)
        // The tiles that cover the shape, their content as far as it reaches, stay within the limits.
        if let bounds, let (columns, rows) = pattern.tiles(over: bounds) {
            let first = Point(x: Double(columns.lowerBound) * cell.width, y: Double(rows.lowerBound) * cell.height)
            let last = Point(x: Double(columns.upperBound) * cell.width, y: Double(rows.upperBound) * cell.height)
            let covered = Rect(
                x: first.x + min(0, reach.x), y: first.y + min(0, reach.y),
                width: last.x - first.x + max(0, reach.maxX - cell.width) - min(0, reach.x),
                height: last.y - first.y + max(0, reach.maxY - cell.height) - min(0, reach.y))
            // Where the tiles are moved to is written too, by the outputs that draw them one by one.
            guard isWithinLimit(covered), let placed = covered.placed(by: placing.concatenating(toDrawing)),
                isWithinLimit(placed)
            else {
                throw Self.beyondLimit("this pattern, tiled over the shape,", at: element)
            }
        }
        return .pattern(pattern)
    }

    /// What the pattern `owner` holds, converted as a mask's content is: checked against the limits where its
    /// first tile lands, which `placing` takes it to.
    private mutating func tileContent(of owner: XMLElement, id: String, placing: AffineTransform) throws(SVGError)
        -> [Node]
    {
        try refuseLoop("pattern", id: id, in: patternsInProgress, at: owner)
        // The rasteriser draws the tiles in a layer clipped to the path they fill, and each tile's content in one
        // clipped to the tile and one for the fill's opacity.
        let place = try enterDetached(id, inProgress: \.patternsInProgress, layers: 3, at: owner)
        defer { leaveDetached(place, inProgress: \.patternsInProgress) }
        toDrawing = placing.concatenating(toDrawing)
        let style = try document.parentStyle(of: id).applying(try self.declared(owner))
        return try content(of: owner, style: style)
    }
}

extension Converter {
    /// `nodes` clipped to `tile`, but for those below the first that reaches past it, which lie within it and are
    /// left unclipped. A clip over a shape whose edge lies along the tile's (a background the tile's size, under
    /// dots that cross the tile's corners, as seamless patterns are made) covers the pixels there once for the shape
    /// and again for the clip, and tiles side by side left a light seam between them. What lies above is clipped
    /// together, as one layer: stacked shapes that cross the edge are then cut once, not each. Within a group that
    /// only places what it holds (the content's `viewBox` or box units), its children are split the same way, the
    /// clip staying in the tile's own units. A tile where something blends is clipped whole: a clip isolates what
    /// it holds, and a shape above the unclipped ones would blend with nothing.
    static func clipping(_ nodes: [Node], to tile: Rect) -> [Node] {
        let clip = ClipPath(path: Path(rectangle: tile))
        guard !Node.blends(nodes) else { return [.group(Group(clip: clip, children: nodes))] }
        for (index, node) in nodes.enumerated() where !(Node.reach(of: [node]).map(tile.holds) ?? true) {
            if index == nodes.count - 1, case .group(let group) = node, group.onlyPlaces {
                let within = group.children.prefix {
                    Node.reach(of: [$0], transform: group.transform).map(tile.holds) ?? true
                }
                var (below, above) = (group, group)
                below.children = Array(within)
                above.children = Array(group.children.dropFirst(within.count))
                return nodes.dropLast() + (within.isEmpty ? [] : [.group(below)])
                    + [.group(Group(clip: clip, children: [.group(above)]))]
            }
            return nodes[..<index] + [.group(Group(clip: clip, children: Array(nodes[index...])))]
        }
        return nodes
    }
}

extension Group {
    /// Whether it does nothing but move, turn or scale its children: no layer of its own.
    fileprivate var onlyPlaces: Bool {
        clip == nil && mask == nil && opacity == 1 && blendMode == .normal && !isolated && !hasEffects
            && copies == nil && !tilesAbut
    }
}
