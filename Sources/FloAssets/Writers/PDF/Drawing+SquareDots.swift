import FloDrawing

extension Drawing {
    /// How long the segment a square dot becomes: far below a device pixel, above the PDF's 0.001 pt precision.
    static let squareDotLength = 0.01

    /// The drawing with each point a square-capped stroke draws (a subpath with no length) made a short segment, so
    /// that a PDF reader draws its square (see `Path.pointSubpathsAsSegments`).
    var squareDotsAsSegments: Drawing {
        mappingPaths { path, _ in
            guard path.stroke?.cap == .square else { return [.path(path)] }
            var dotted = path
            dotted.path = path.path.pointSubpathsAsSegments(length: Self.squareDotLength)
            return [.path(dotted)]
        }
    }
}
