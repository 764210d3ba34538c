extension PathNode {
    /// How far, in the drawing's units, an outline may stray from the stroke it stands for: a tenth of a pixel at
    /// four pixels a unit (Android's xxxhdpi).
    package static let outlineTolerance = 1.0 / 40
    /// The most points the outlines of one drawing's stretched strokes may take: a 2 KB file of strokes stretched
    /// far beyond the control would otherwise make a drawable of a hundred megabytes.
    package static let maximumOutlinePoints = 100_000

    /// The stroke as the filled path it paints, in the path's own coordinates, for formats whose strokes keep one
    /// width whatever the transform (vector drawables, Compose): under a transform that skews or scales unevenly
    /// only the outline, transformed, is exact. It is made as the PNG rasteriser strokes: curves and round parts
    /// flattened within `outlineTolerance` once moved by `transform`, dashes laid along the flattened path. Each
    /// subpath's outline winds the same way, so that where two cross the non-zero rule unites them. Given `within`
    /// (in the path's coordinates), only what the stroke draws there is exact. Nil without a stroke.
    package func strokeOutline(under transform: AffineTransform, within: Rect? = nil) -> PathNode? {
        guard let stroke else { return nil }
        let tolerance = Self.outlineTolerance(under: transform)
        let stroker = Stroker(
            halfWidth: stroke.width / 2, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
            tolerance: tolerance)
        var subpaths = path.flattened(
            transform: .identity, tolerance: tolerance, within: within, keepingLengths: !stroke.dashes.isEmpty)
        if !stroke.dashes.isEmpty {
            subpaths = subpaths.flatMap { $0.dashed(stroke.dashes, offset: stroke.dashOffset) }
        }
        var outline = Path()
        for subpath in subpaths {
            for contour in stroker.outlineWoundPositively(subpath) where contour.count > 2 {
                outline.move(to: contour[0])
                for point in contour.dropFirst() { outline.line(to: point) }
                outline.close()
            }
        }
        return PathNode(path: outline, fill: stroke.paint.inUserSpace(bounds: path.bounds))
    }

    /// Whether the stroke's caps or joins are not round and a curve of its path bends at an end in a circle
    /// smaller than the stroke's half width: there its outline sweeps round the end, or caps or joins it square to
    /// the curve's own direction, where a PDF reader caps and joins the chords it flattens the curve into.
    package var strokeBendsTightlyAtACurveEnd: Bool {
        guard let stroke, stroke.cap != .round || stroke.join != .round else { return false }
        return path.hasCurveBendingAtAnEnd(within: stroke.width / 2)
    }

    /// `outlineTolerance` in the path's own units, which `transform` moves to the drawing's.
    static func outlineTolerance(under transform: AffineTransform) -> Double {
        outlineTolerance / max(transform.largestScale, 1e-12)
    }

    /// The path's fill, if it has one, then its stroke's outline, when `transform` skews or scales it unevenly; nil
    /// otherwise, when the stroke can stay a stroke.
    package func outlinedIfStretched(by transform: AffineTransform) -> [PathNode]? {
        guard !transform.isSimilarity, let outline = strokeOutline(under: transform) else { return nil }
        var fillAlone = self
        fillAlone.stroke = nil
        return fill == nil ? [outline] : [fillAlone, outline]
    }
}

extension Node {
    /// About how many points the outlines of `nodes`' strokes take where `transform` and their groups' transforms
    /// skew or scale them unevenly, or where `outlining` says a stroke is drawn as its outline (two for each point
    /// of the flattened path), patterns' tiles counted once for each tile over the shape they fill.
    package static func outlinePoints(
        in nodes: [Node], transform: AffineTransform = .identity,
        outlining: (PathNode, AffineTransform) -> Bool = { !$1.isSimilarity }
    ) -> Int {
        nodes.reduce(0) { total, node in
            switch node {
            case .group(let group):
                return total
                    + outlinePoints(
                        in: group.children, transform: group.transform.concatenating(transform), outlining: outlining)
            case .path(let path):
                var count = 0
                if path.stroke != nil, outlining(path, transform) {
                    let tolerance = PathNode.outlineTolerance(under: transform)
                    count +=
                        2
                        * path.path.flattened(transform: .identity, tolerance: tolerance).reduce(0) {
                            $0 + $1.points.count
                        }
                }
                if case .pattern(let pattern)? = path.fill, let bounds = path.path.bounds,
                    let (columns, rows) = pattern.tiles(over: bounds)
                {
                    let tile = outlinePoints(
                        in: pattern.nodes, transform: pattern.placing.concatenating(transform), outlining: outlining)
                    count += tile == 0 ? 0 : Int(min(1e9, Double(tile) * Double(columns.count) * Double(rows.count)))
                }
                return total + min(count, Int(1e9))
            }
        }
    }
}
