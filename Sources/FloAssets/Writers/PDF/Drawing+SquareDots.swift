import FloDrawing

extension Drawing {
    /// How long the segment a square dot becomes: far below a device pixel, above the PDF's 0.001 pt precision.
    static let squareDotLength = 0.01

    /// The drawing with each point a square-capped stroke draws (a subpath with no length) made a short segment, so
    /// that a PDF reader draws its square (see `Path.pointSubpathsAsSegments`).
    var squareDotsAsSegments: Drawing {
        func convert(_ nodes: [Node]) -> [Node] {
            nodes.map { node in
                switch node {
                case .group(var group):
                    group.children = convert(group.children)
                    if let mask = group.mask { group.mask?.nodes = convert(mask.nodes) }
                    return .group(group)
                case .path(var path):
                    if case .pattern(var pattern)? = path.fill {
                        pattern.nodes = convert(pattern.nodes)
                        path.fill = .pattern(pattern)
                    }
                    if path.stroke?.cap == .square {
                        path.path = path.path.pointSubpathsAsSegments(length: Self.squareDotLength)
                    }
                    return .path(path)
                }
            }
        }
        var drawing = self
        drawing.nodes = convert(nodes)
        return drawing
    }
}
