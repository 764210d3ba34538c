import FloDrawing
import FloSupport

/// Filters, refused where they change the picture in ways the outputs do not follow. Two that design tools write
/// are drawn without one: Illustrator's opacity masks apply a filter holding one `feColorMatrix` of the identity
/// (`Adobe_OpacityMaskFilter`), which changes nothing when its region holds all that the element draws; and newer
/// Illustrator's `luminosity-noclip`, an `feFlood` under the source (`feBlend` of `SourceGraphic` over it), which
/// is a rectangle of the flood's colour over the filter's region under what the element draws, cut to that region.
extension Converter {
    static let filterRefusal = "filters are not supported; remove effects such as shadows and blurs"

    /// What a filter the outputs follow does.
    enum FilterEffect {
        /// Nothing, within its region.
        case identity
        /// A flood of a colour (with its opacity) over its region, under the element.
        case flood(ImportedColor, opacity: Double)
    }

    /// The filter `declared` gives an element, when it is one the outputs follow; nil when it has none. Any other
    /// filter is refused where it is declared, whatever the element draws (a flood paints on its own).
    func acceptedFilter(
        _ declared: Declared
    ) throws(SVGError) -> (filter: XMLElement, written: Declared.Written, effect: FilterEffect)? {
        guard let written = declared.strongest("filter", { (written: Declared.Written) in written }),
            written.text.lowercased() != "none"
        else { return nil }
        guard case .reference(let id, fallback: nil)? = Style.paint(written.text),
            let filter = document.elements[id], filter.isSVG, filter.name == "filter", filter.attribute("href") == nil
        else { throw SVGError(Self.filterRefusal, at: written.location) }
        if Self.isIdentity(filter) { return (filter, written, .identity) }
        guard let effect = try floodUnderSource(filter) else {
            throw SVGError(Self.filterRefusal, at: written.location)
        }
        return (filter, written, effect)
    }

    /// `nodes`, drawn by `element` in its own coordinates (`extra`, a viewport's placement, taking them to the
    /// element's user space, which the filter's region is in; `placing` to the drawing), with its filter applied:
    /// refused when an identity's region cuts them; under a flood, which with them is cut to the region.
    mutating func applyFilter(
        _ declared: Declared, to nodes: [Node], extra: AffineTransform, placing: AffineTransform,
        of element: XMLElement
    ) throws(SVGError) -> [Node] {
        guard let (filter, written, effect) = try acceptedFilter(declared) else { return nodes }
        // Measuring takes from the budget: filters within filters measure the same shapes again.
        budget -= Self.pathCount(nodes) + 1
        guard budget >= 0 else { throw Self.overBudget(at: written.location) }
        var found = try region(of: filter, box: Node.bounds(of: nodes))
        // A region in user space is in the element's, which `extra` reaches from the nodes'.
        if filter.attribute("filterUnits")?.value.trimmingSpaces == "userSpaceOnUse", !extra.isIdentity {
            found = found.flatMap { region in extra.inverted.flatMap { region.placed(by: $0) } }
        }
        switch effect {
        case .identity:
            if nodes.isEmpty { return nodes }
            guard let region = found, let reach = Node.reach(of: nodes), region.holds(reach) else {
                throw SVGError(Self.filterRefusal, at: written.location)
            }
            return nodes
        case .flood(let color, let opacity):
            guard let region = found else { return [] }
            guard isWithinLimit(region.placed(by: placing)) else {
                throw Self.beyondLimit("this element's filter region", at: element)
            }
            let rectangle = Path(rectangle: region)
            let flood = PathNode(path: rectangle, fill: .color(faded(self.color(of: color), opacity)))
            let flooded = [Node.path(flood)] + nodes
            guard let reach = Node.reach(of: nodes), !region.holds(reach) else { return flooded }
            return [.group(Group(clip: ClipPath(path: rectangle), children: flooded))]
        }
    }

    private static func pathCount(_ nodes: [Node]) -> Int {
        nodes.reduce(0) { count, node in
            guard case .group(let group) = node else { return count + 1 }
            return count + pathCount(group.children)
        }
    }

    /// Whether `filter` gives back what it is given: one `feColorMatrix` of the source, of the identity, over the
    /// whole region.
    private static func isIdentity(_ filter: XMLElement) -> Bool {
        let primitives = filter.children.filter(\.isSVG)
        guard filter.attribute("href") == nil, primitives.count == 1, let matrix = primitives.first,
            matrix.name == "feColorMatrix",
            ["x", "y", "width", "height"].allSatisfy({ matrix.attribute($0) == nil }),
            (matrix.attribute("in")?.value.trimmingSpaces ?? "SourceGraphic") == "SourceGraphic"
        else { return false }
        let values = matrix.attribute("values").map { (try? numbers(in: $0)) ?? [.nan] }
        switch matrix.attribute("type")?.value.trimmingSpaces ?? "matrix" {
        case "matrix":
            let identity = (0..<20).map { $0 % 6 == 0 ? 1.0 : 0 }
            return values == nil || values == identity
        case "saturate": return values == nil || values == [1]
        case "hueRotate": return values == nil || values == [0]
        default: return false
        }
    }

    /// The flood a filter of one `feFlood` and one `feBlend` (normal) of `SourceGraphic` over it paints, in sRGB
    /// (`color-interpolation-filters`, as Illustrator writes it; or a flood that paints nothing); nil for any other.
    private func floodUnderSource(_ filter: XMLElement) throws(SVGError) -> FilterEffect? {
        let primitives = filter.children.filter(\.isSVG)
        guard primitives.count == 2, primitives[0].name == "feFlood", primitives[1].name == "feBlend",
            primitives.allSatisfy({ primitive in
                ["x", "y", "width", "height"].allSatisfy { primitive.attribute($0) == nil }
            })
        else { return nil }
        let (flood, blend) = (primitives[0], primitives[1])
        func value(_ element: XMLElement, _ name: String) -> String? {
            element.attribute(name).map { String($0.value.trimmingSpaces) }
        }
        guard let result = value(flood, "result"), !result.isEmpty, value(blend, "in2") == result,
            value(blend, "in") == "SourceGraphic", (value(blend, "mode") ?? "normal") == "normal"
        else { return nil }
        let declared = Declared(flood, sheet: document.styleSheet)
        var color = ImportedColor.literal(Color(red: 0, green: 0, blue: 0))
        // `currentColor` would be the filter's own colour, not the element's: not followed.
        switch declared.strongest("flood-color", { Style.color($0.text) }) {
        case .color(let written)?: color = written
        case nil: break
        default: return nil
        }
        let opacity =
            try declared.strongest("flood-opacity") { (written: Declared.Written) throws(SVGError) in
                try Self.located(at: written.location) { () throws(NumberScanner.OutOfRange) in
                    try Style.fraction(written.text)
                }
            } ?? 1
        let interpolation = [blend, filter].lazy.compactMap { value($0, "color-interpolation-filters") }.first
        guard opacity == 0 || interpolation?.lowercased() == "srgb" else { return nil }
        return opacity == 0 ? .identity : .flood(color, opacity: opacity)
    }

    /// The region `filter` applies within, for an element whose shapes' box is `box`; nil when it is empty.
    private func region(of filter: XMLElement, box: Rect?) throws(SVGError) -> Rect? {
        let userSpace = filter.attribute("filterUnits")?.value.trimmingSpaces == "userSpaceOnUse"
        func value(_ name: String, _ axis: Length.Axis, _ fallback: Double) throws(SVGError) -> Double {
            guard let found = filter.attribute(name), let length = try Self.length(found) else {
                return userSpace
                    ? Length(value: fallback * 100, unit: .percent).resolved(axis, viewport: viewport) : fallback
            }
            if userSpace { return length.resolved(axis, viewport: viewport) }
            return length.unit == .percent ? length.value / 100 : length.value
        }
        let (x, y) = (try value("x", .x, -0.1), try value("y", .y, -0.1))
        let (width, height) = (try value("width", .x, 1.2), try value("height", .y, 1.2))
        guard width > 0, height > 0 else { return nil }
        if userSpace { return Rect(x: x, y: y, width: width, height: height) }
        guard let box, box.width > 0, box.height > 0 else { return nil }
        return Rect(
            x: box.x + x * box.width, y: box.y + y * box.height, width: width * box.width,
            height: height * box.height)
    }
}
