import FloDrawing
import FloSupport

/// What copies cost: a pattern's tiles and a marker's copies are drawn one by one by the outputs that cannot repeat
/// them, so each takes from the budget, and each soft mask in them counts as drawn again.
extension Converter {
    /// Takes `copies` more copies of `nodes` from the budget and from the soft masks drawn; refuses past either,
    /// with `overBudget`, at `location`.
    mutating func chargeCopies(
        of nodes: [Node], _ copies: Double, overBudget: @autoclosure () -> SVGError, at location: SourceLocation
    ) throws(SVGError) {
        guard copies > 0 else { return }
        let (cost, masks) = Self.drawn(nodes)
        let total = copies * (1 + cost)
        budget -= total < Double(budget) ? Int(total) : budget + 1
        guard budget >= 0 else { throw overBudget() }
        let maskCount = copies * masks
        softMasksDrawn +=
            maskCount <= Double(Self.maximumSoftMasksDrawn) ? Int(maskCount) : Self.maximumSoftMasksDrawn + 1
        guard softMasksDrawn <= Self.maximumSoftMasksDrawn else {
            throw SVGError(
                "more than \(Self.maximumSoftMasksDrawn) soft masks are drawn, counted each time they are used; flatten the masks in the design tool",
                at: location)
        }
    }

    /// How much the tiles of `pattern` over `bounds` draw, counted as the budget counts, and the soft masks in them.
    static func tiled(_ pattern: TilePattern, over bounds: Rect) -> (cost: Double, masks: Double) {
        guard let (columns, rows) = pattern.tiles(over: bounds) else { return (0, 0) }
        let tiles = Double(columns.count) * Double(rows.count)
        let (cost, masks) = drawn(pattern.nodes)
        return (tiles * (1 + cost), tiles * masks)
    }

    /// What `nodes` draw, counted as the budget counts (groups, paths' segments, clip paths' shapes, masks' nodes,
    /// the tiles of patterns in them), and their soft masks.
    static func drawn(_ nodes: [Node]) -> (cost: Double, masks: Double) {
        nodes.reduce((cost: 0.0, masks: 0.0)) { total, node in
            switch node {
            case .path(let path):
                let own = Double(path.path.elements.count)
                guard case .pattern(let inner)? = path.fill, let area = path.path.bounds else {
                    return (total.cost + own, total.masks)
                }
                let tiles = tiled(inner, over: area)
                return (total.cost + own + tiles.cost, total.masks + tiles.masks)
            case .group(let group):
                let children = drawn(group.children)
                let mask = group.mask.map { drawn($0.nodes) } ?? (cost: 0, masks: 0)
                let clip = group.clip.map(cost(of:)) ?? 0
                return (
                    total.cost + 1 + children.cost + clip + mask.cost,
                    total.masks + children.masks + mask.masks + (group.mask == nil ? 0 : 1)
                )
            }
        }
    }

    private static func cost(of clip: ClipPath) -> Double {
        clip.shapes.reduce(0) { total, shape in
            total + Double(shape.path.elements.count) + shape.clips.reduce(0) { $0 + cost(of: $1) }
        } + clip.clips.reduce(0) { $0 + cost(of: $1) }
    }
}
