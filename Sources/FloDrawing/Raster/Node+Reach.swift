extension Node {
    /// A rectangle holding every point that `nodes`, moved by `transform`, may paint: their fills, their strokes
    /// (as wide as their widest join or cap) and the tiles of their patterns, each within its groups' clips. A
    /// layer needs no pixel outside it. Nil when nothing is painted.
    package static func reach(of nodes: [Node], transform: AffineTransform = .identity) -> Rect? {
        var result: Rect?
        for node in nodes {
            let found: Rect?
            switch node {
            case .path(let path):
                found = path.reach.map { $0.placed(by: transform) ?? .everywhere }
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                var children = reach(of: group.children, transform: inner)
                // Shadows are offset and blurred, and blurs spread, in the group's coordinates. What casts them is
                // held too, shown or not.
                if !group.shadows.isEmpty || group.blur != nil, let own = reach(of: group.children) {
                    let cast = group.shadows.map { $0.reach(of: own) }.reduce(own) { $0.union($1) }
                    children =
                        cast.outset(by: (group.blur?.largestDeviation ?? 0) * Shadow.reachInDeviations).placed(
                            by: inner)
                        ?? .everywhere
                }
                let clipped =
                    group.clip.map { clip in children.flatMap { clip.reach(transform: inner)?.intersection($0) } }
                    ?? children
                // Where a mask's nodes paint nothing, nothing shows.
                found =
                    group.mask.map { mask in
                        clipped.flatMap { reach(of: mask.nodes, transform: inner)?.intersection($0) }
                    } ?? clipped
            }
            guard let found else { continue }
            result = result?.union(found) ?? found
        }
        return result
    }
}

extension PathNode {
    /// Where the path paints in its own coordinates: its bounds, its points where it has no segment (a stroke's
    /// dot), widened by the stroke.
    fileprivate var reach: Rect? {
        // A subpath of one point (`M 8 8 Z`) draws its caps' dot, though it adds nothing to the bounds.
        let points = path.pointBounds
        guard let bounds = path.bounds.map({ points?.union($0) ?? $0 }) ?? points else { return nil }
        guard let stroke else { return bounds }
        // A miter reaches out `miterLimit` half widths, a square cap √2, and along a curve a miter at most 4 (a
        // sharper turn there is rounded).
        let pad = stroke.width / 2 * max(stroke.miterLimit, 4)
        return Rect(
            x: bounds.x - pad, y: bounds.y - pad, width: bounds.width + 2 * pad, height: bounds.height + 2 * pad)
    }
}

extension ClipPath {
    /// The bounds of the clip's shapes moved by `transform`: nothing outside them is shown.
    fileprivate func reach(transform: AffineTransform) -> Rect? {
        shapes.compactMap { $0.path.bounds.map { $0.placed(by: transform) ?? .everywhere } }
            .reduce(nil) { $0?.union($1) ?? $1 }
    }
}

extension Rect {
    /// Everywhere: what a path whose numbers overflowed may paint.
    fileprivate static let everywhere = Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
}
