import FloDrawing

extension PathNode {
    /// How far the path's stroke paints beyond the path's bounds: half its width at a cap or a bevel (a square cap's
    /// corner √2 times that), and at a miter join as far as the join's angle takes it. A miter limit says how far a
    /// join may reach, not how far one does: a square's miters reach √2 half widths under any limit above that.
    var strokeReach: Double {
        guard let stroke else { return 0 }
        let miter = stroke.join == .miter ? path.curvesOnly.widestMiter(within: stroke.miterLimit) : 1
        return stroke.width / 2 * max(stroke.cap == .square ? 2.squareRoot() : 1, miter)
    }
}

extension Path {
    /// The longest of the path's miters that `limit` lets reach (a longer one is beveled), in half stroke widths. A
    /// curve's own turns need none: readers stroke the curve itself. For a path of lines and cubic Béziers; an arc
    /// counts as reaching the limit.
    func widestMiter(within limit: Double) -> Double {
        var (widest, reachesLimit) = (1.0, false)
        forEachStrokeEvent { event in
            switch event {
            case .join(let incoming, let outgoing):
                let cosHalfTurn = ((1 + incoming.x * outgoing.x + incoming.y * outgoing.y) / 2).squareRoot()
                let miter = 1 / max(cosHalfTurn, 1e-12)
                if miter <= limit { widest = max(widest, miter) }
            case .arc:
                reachesLimit = true
            case .openEnd:
                break
            }
        }
        return reachesLimit ? max(widest, limit) : widest
    }
}
