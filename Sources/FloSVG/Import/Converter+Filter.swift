import FloDrawing
import FloSupport

/// Filters, refused where they change the picture. Illustrator's opacity masks apply a filter holding one
/// `feColorMatrix` of the identity (`Adobe_OpacityMaskFilter`): it changes nothing when its region holds all that
/// the element draws, and is passed over then.
extension Converter {
    static let filterRefusal = "filters are not supported; remove effects such as shadows and blurs"

    /// The filter `declared` gives an element, when it is one of the identity; nil when it has none. Any other
    /// filter is refused where it is declared, whatever the element draws (a flood paints on its own).
    func identityFilter(_ declared: Declared) throws(SVGError) -> (filter: XMLElement, written: Declared.Written)? {
        guard let written = declared.strongest("filter", { (written: Declared.Written) in written }),
            written.text.lowercased() != "none"
        else { return nil }
        guard case .reference(let id, fallback: nil)? = Style.paint(written.text),
            let filter = document.elements[id], filter.isSVG, filter.name == "filter", Self.isIdentity(filter)
        else { throw SVGError(Self.filterRefusal, at: written.location) }
        return (filter, written)
    }

    /// Refuses the identity filter of an element that draws `nodes` (in its own coordinates) when its region cuts
    /// them.
    mutating func checkFilterRegion(_ declared: Declared, drawing nodes: [Node]) throws(SVGError) {
        guard let (filter, written) = try identityFilter(declared) else { return }
        // Measuring takes from the budget: filters within filters measure the same shapes again.
        budget -= Self.pathCount(nodes)
        guard budget >= 0 else { throw Self.overBudget(at: written.location) }
        guard let region = try region(of: filter, box: Node.bounds(of: nodes)), let reach = Node.reach(of: nodes),
            region.holds(reach)
        else { throw SVGError(Self.filterRefusal, at: written.location) }
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
