extension Mask {
    /// The nodes with every colour replaced by the grey of its luminance (`Color.luminance`), opacity kept: a
    /// reader that weighs the channels its own way (PDF's luminosity soft masks) then reads the luminance SVG
    /// means, since compositing greys gives the grey of the composite's luminance.
    package var greyNodes: [Node] {
        Self.grey(nodes)
    }

    private static func grey(_ nodes: [Node]) -> [Node] {
        nodes.map { node in
            switch node {
            case .group(var group):
                group.children = grey(group.children)
                if let mask = group.mask { group.mask?.nodes = grey(mask.nodes) }
                return .group(group)
            case .path(var path):
                path.fill = path.fill.map(grey)
                if let stroke = path.stroke { path.stroke?.paint = grey(stroke.paint) }
                return .path(path)
            }
        }
    }

    private static func grey(_ paint: Paint) -> Paint {
        func grey(_ color: Color) -> Color {
            Color(red: color.luminance, green: color.luminance, blue: color.luminance, alpha: color.alpha)
        }
        func grey(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(offset: $0.offset, color: grey($0.color)) }
        }
        switch paint {
        case .color(let color): return .color(grey(color))
        case .linearGradient(var gradient):
            gradient.stops = grey(gradient.stops)
            return .linearGradient(gradient)
        case .radialGradient(var gradient):
            gradient.stops = grey(gradient.stops)
            return .radialGradient(gradient)
        case .pattern(var pattern):
            pattern.nodes = Self.grey(pattern.nodes)
            return .pattern(pattern)
        }
    }
}
