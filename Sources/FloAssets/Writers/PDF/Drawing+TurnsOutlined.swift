import FloDrawing

extension Drawing {
    /// The drawing with each stroke whose joins are not round and whose path has a curve that turns back on itself
    /// (`Path.hasCurveTurningBack`), or whose curve bends at an end tighter than the stroke is wide
    /// (`PathNode.strokeBendsTightlyAtACurveEnd`), drawn as the outline it paints, after its fill: a PDF reader
    /// flattens the curve into chords and caps and joins them by the path's cap and join, leaving the turn open or
    /// spiked, or the end square to its first chord, where browsers, Skia and the other outputs follow the curve.
    /// Past `PathNode.maximumOutlinePoints` points of outlines in the drawing, the rest stay strokes: a file of many
    /// small cusps would otherwise grow a hundredfold.
    var turningStrokesOutlined: Drawing {
        var budget = PathNode.maximumOutlinePoints
        return mappingPaths { path, transform in
            guard budget > 0, let stroke = path.stroke,
                (stroke.join != .round && path.path.hasCurveTurningBack) || path.strokeBendsTightlyAtACurveEnd,
                let outline = path.strokeOutline(under: transform), outline.path.elements.count <= budget
            else { return [.path(path)] }
            budget -= outline.path.elements.count
            var fillAlone = path
            fillAlone.stroke = nil
            return (path.fill == nil ? [] : [.path(fillAlone)]) + [.path(outline)]
        }
    }
}
