extension Mask {
    /// The nodes as a luminance mask that lets through what this one does, times `factor` (a group's opacity):
    /// every colour replaced by the grey of its luminance (`Color.luminance`), or read by its alpha, by white;
    /// opacity kept. A reader that weighs the channels its own way (PDF's luminosity soft masks) then reads what
    /// SVG means, since compositing over black is linear in colour.
    package func greyNodes(times factor: Double = 1) -> [Node] {
        Self.grey(nodes, times: factor, byAlpha: reading == .alpha)
    }

    private static func grey(_ nodes: [Node], times factor: Double, byAlpha: Bool) -> [Node] {
        nodes.map { node in
            switch node {
            case .group(var group):
                // A mask within is read on its own, and greyed where it is drawn.
                group.children = grey(group.children, times: factor, byAlpha: byAlpha)
                for index in group.shadows.indices {
                    group.shadows[index].color = grey(group.shadows[index].color, times: factor, byAlpha: byAlpha)
                }
                return .group(group)
            case .path(var path):
                path.fill = path.fill.map { grey($0, times: factor, byAlpha: byAlpha) }
                if let stroke = path.stroke { path.stroke?.paint = grey(stroke.paint, times: factor, byAlpha: byAlpha) }
                return .path(path)
            }
        }
    }

    private static func grey(_ color: Color, times factor: Double, byAlpha: Bool) -> Color {
        let level = (byAlpha ? 1 : color.luminance) * factor
        return Color(red: level, green: level, blue: level, alpha: color.alpha)
    }

    private static func grey(_ paint: Paint, times factor: Double, byAlpha: Bool) -> Paint {
        paint.mappingColors(
            { grey($0, times: factor, byAlpha: byAlpha) }, tile: { grey($0, times: factor, byAlpha: byAlpha) })
    }
}
