import FloDrawing
import FloSupport

/// Elements turned about a point of their `fill-box`: what they draw is measured once it is converted, and only
/// then is their transform, and so where their content lands, known.
extension Converter {
    /// What nodes cover in their own coordinates.
    struct Measure {
        /// The geometry of every shape, painted or not, as browsers measure it: a group's is the box its children's
        /// box covers once the group's transform places it.
        var fillBox: Rect?
        /// The box the painted shapes and the clips reach.
        var paintedReach: Rect?
        var widestStroke = 0.0
    }

    /// Measures `nodes`; what is measured takes from the budget as drawing does, so that groups measured inside
    /// groups stay bounded.
    mutating func measure(_ nodes: [Node], at element: XMLElement) throws(SVGError) -> Measure {
        var result = Measure()
        func include(_ box: Rect?, in found: inout Rect?) {
            guard let box else { return }
            found = found?.union(box) ?? box
        }
        for node in nodes {
            switch node {
            case .path(let path):
                budget -= path.path.elements.count
                guard budget >= 0 else { throw Self.overBudget(at: element.location) }
                let bounds = path.path.bounds
                include(bounds, in: &result.fillBox)
                guard path.fill != nil || path.stroke != nil else { continue }
                include(bounds, in: &result.paintedReach)
                result.widestStroke = max(result.widestStroke, path.stroke?.width ?? 0)
            case .group(let group):
                let inner = try measure(group.children, at: element)
                func place(_ box: Rect?) throws(SVGError) -> Rect? {
                    guard let box else { return nil }
                    guard let placed = box.placed(by: group.transform) else {
                        throw Self.beyondLimit("what this element draws", at: element)
                    }
                    return placed
                }
                include(try place(inner.fillBox), in: &result.fillBox)
                include(try place(inner.paintedReach), in: &result.paintedReach)
                for clip in group.clip?.placedBoxes(by: group.transform) ?? [] {
                    guard let clip else { throw Self.beyondLimit("what this element draws", at: element) }
                    include(clip, in: &result.paintedReach)
                }
                result.widestStroke = max(result.widestStroke, inner.widestStroke * group.transform.largestScale)
            }
        }
        return result
    }

    /// `nodes` without the shapes kept only to be measured, and without the groups left empty.
    static func paintedOnly(_ nodes: [Node]) -> [Node] {
        nodes.compactMap { node in
            switch node {
            case .path(let path): return path.fill == nil && path.stroke == nil ? nil : node
            case .group(var group):
                group.children = paintedOnly(group.children)
                return group.children.isEmpty ? nil : .group(group)
            }
        }
    }
}
