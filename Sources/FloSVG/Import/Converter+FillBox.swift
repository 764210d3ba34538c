import FloDrawing
import FloSupport

/// Elements turned about a point of their `fill-box`: what they draw is measured once it is converted, and only
/// then is their transform, and so where their content lands, known.
extension Converter {
    /// What `nodes` cover in their own coordinates: `fill`, the fill box (the geometry of every shape, painted or
    /// not, as browsers measure it: a group's is the box its children's box covers once the group's transform
    /// places it); `reach`, the box the painted shapes and the clips reach; `stroke`, the widest stroke there.
    struct Measure {
        var fill: Rect?
        var reach: Rect?
        var stroke = 0.0
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
                include(bounds, in: &result.fill)
                guard path.fill != nil || path.stroke != nil else { continue }
                include(bounds, in: &result.reach)
                result.stroke = max(result.stroke, path.stroke?.width ?? 0)
            case .group(let group):
                let inner = try measure(group.children, at: element)
                func place(_ box: Rect?) throws(SVGError) -> Rect? {
                    guard let box else { return nil }
                    guard let placed = Self.placed(box, by: group.transform) else {
                        throw Self.beyondLimit(at: element)
                    }
                    return placed
                }
                include(try place(inner.fill), in: &result.fill)
                include(try place(inner.reach), in: &result.reach)
                for clip in group.clip?.placedBoxes(by: group.transform) ?? [] {
                    guard let clip else { throw Self.beyondLimit(at: element) }
                    include(clip, in: &result.reach)
                }
                result.stroke = max(result.stroke, inner.stroke * group.transform.largestScale)
            }
        }
        return result
    }

    /// `nodes` without the shapes kept only to be measured, and without the groups left empty.
    static func painted(_ nodes: [Node]) -> [Node] {
        nodes.compactMap { node in
            switch node {
            case .path(let path): return path.fill == nil && path.stroke == nil ? nil : node
            case .group(var group):
                group.children = painted(group.children)
                return group.children.isEmpty ? nil : .group(group)
            }
        }
    }

    static func beyondLimit(at element: XMLElement) -> SVGError {
        SVGError(
            "this shape reaches beyond ±\(Int(NumberScanner.limit)) once transformed; check the transforms and the viewBox",
            at: element.location)
    }
}
