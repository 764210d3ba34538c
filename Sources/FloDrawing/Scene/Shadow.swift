/// A shadow a group casts from what it draws, as design tools' drop and inner shadows: the group's opacity (with
/// `isHard`, full wherever it paints at all, as Figma casts it) grown by `spread` (shrunk where negative), moved by
/// `offset`, blurred by a Gaussian of standard deviation `blur` and painted in `color` (its alpha times that
/// opacity). A drop shadow is drawn behind the group, cut by what the group itself paints when `knockout` says so
/// (so that a translucent shape does not show its own shadow through it); an inner one over it, where the group
/// paints but the cast does not. Offset, spread and blur are in the group's coordinates, inside its transform.
package struct Shadow: Sendable, Hashable {
    /// Where a shadow is drawn.
    package enum Placement: Sendable, Hashable {
        /// Behind what casts it.
        case behind
        /// Over what casts it: its opacity (taken as full wherever it paints at all when `isHard`, as Figma takes
        /// it) less the cast.
        case inside(isHard: Bool)
    }

    package var offset: Point
    package var blur: Double
    package var color: Color
    package var isHard: Bool
    package var knockout: Knockout
    package var spread: Double
    package var placement: Placement

    package init(
        offset: Point, blur: Double, color: Color, isHard: Bool = false, knockout: Knockout = .none, spread: Double = 0,
        placement: Placement = .behind
    ) {
        (self.offset, self.blur, self.color, self.isHard, self.knockout) = (offset, blur, color, isHard, knockout)
        (self.spread, self.placement) = (spread, placement)
    }

    /// Where a drop shadow is cut away under what casts it.
    package enum Knockout: Sendable, Hashable {
        /// Nowhere.
        case none
        /// Wherever the group paints at all (Figma's cut).
        case hard
        /// By the group's opacity, so a translucent shape keeps the rest of its shadow (Sketch's cut).
        case soft
    }

    /// Whether the shadow is drawn over what casts it.
    package var isInner: Bool { placement != .behind }

    /// How much of a pixel painted `opacity` counts where a shape is taken as painting "at all" (Figma's matrix
    /// multiplies the opacity by 127).
    package static func hard(_ opacity: Float) -> Float { min(1, 127 * opacity) }

    /// How far past its blur's standard deviation a shadow is drawn: beyond three, a Gaussian keeps 0.3 % of it.
    package static let reachInDeviations = 3.0

    /// Where the shadow of what paints within `box` is cast: where a drop shadow may paint, and what an inner one
    /// takes from (it paints only within `box`), which a filter's region must hold.
    package func reach(of box: Rect) -> Rect {
        let moved = Rect(x: box.x + offset.x, y: box.y + offset.y, width: box.width, height: box.height)
        return moved.outset(by: blur * Self.reachInDeviations + max(spread, 0))
    }
}

extension Node {
    /// The first group among `nodes` (or within a pattern they are filled with) that casts a shadow or shows only
    /// its shadows.
    package static func firstCastingShadows(_ nodes: [Node]) -> Group? {
        firstGroup(in: nodes) { !$0.shadows.isEmpty || !$0.showsChildren }
    }

    /// The first group among `nodes` (or within a pattern they are filled with) that is blurred.
    package static func firstBlurred(_ nodes: [Node]) -> Group? {
        firstGroup(in: nodes) { $0.blur != nil }
    }
}

extension Group {
    /// How far beyond what its children paint, in its coordinates, its shadows and blur take from: what lies
    /// that far outside an image casts into it.
    package var effectsReach: Double {
        let shadowsReach = shadows.map {
            ($0.offset.x * $0.offset.x + $0.offset.y * $0.offset.y).squareRoot() + $0.blur * Shadow.reachInDeviations
                + abs($0.spread)
        }
        return (shadowsReach.max() ?? 0) + (blur?.largestDeviation ?? 0) * Shadow.reachInDeviations
    }

    /// Whether it casts a shadow, shows only its shadows or is blurred: what is drawn through a filter.
    package var hasEffects: Bool { !shadows.isEmpty || !showsChildren || blur != nil }
}
