import FloDrawing
import FloSupport

/// The bound on how far transforms may scale what they draw. The outputs write each group's transform as six
/// numbers and what it holds in its own coordinates, with a decimal more for each tenfold it enlarges: a transform
/// of numbers past ±10⁹, or content enlarged more than 10⁹ times, is written as something else (a matrix of zeros,
/// a point rounded away), and each output would draw it otherwise.
extension Converter {
    static let maximumScale = NumberScanner.limit

    /// Refuses the first group or pattern among `nodes` (drawn by `placing`) whose transform holds a number past
    /// the limit, or that enlarges what it holds more than `maximumScale` times in the drawing, and the first blur
    /// of two deviations that the transforms around it turn or skew (the rasteriser blurs along the picture's
    /// axes; a marker's `orient` turns it too); located at the element that made it, else the first one drawn
    /// within it, else at `fallback`.
    static func checkTransforms(of nodes: [Node], placing: AffineTransform, fallback: SourceLocation)
        throws(SVGError)
    {
        for node in nodes {
            switch node {
            case .group(let group):
                let toDrawing = group.transform.concatenating(placing)
                guard isWritable(group.transform, toDrawing: toDrawing) else {
                    throw overScaled(at: location(of: [node]) ?? fallback)
                }
                if let blur = group.blur, blur.deviation != blur.deviationDown, toDrawing.b != 0 || toDrawing.c != 0 {
                    throw SVGError(
                        "a blur of one deviation across and another down, turned or skewed by the transforms around it, is not supported; give both directions the same deviation, or blur the artwork before turning it",
                        at: location(of: [node]) ?? fallback)
                }
                try checkTransforms(of: group.children, placing: toDrawing, fallback: fallback)
                if let mask = group.mask {
                    try checkTransforms(of: mask.nodes, placing: toDrawing, fallback: fallback)
                }
            case .path(let path):
                for case .pattern(let pattern)? in [path.fill, path.stroke?.paint] {
                    let toDrawing = pattern.placing.concatenating(placing)
                    let location = path.origin.location ?? fallback
                    guard isWritable(pattern.placing, toDrawing: toDrawing) else { throw overScaled(at: location) }
                    try checkTransforms(of: pattern.nodes, placing: toDrawing, fallback: location)
                }
            }
        }
    }

    private static func isWritable(_ transform: AffineTransform, toDrawing: AffineTransform) -> Bool {
        transform.isWithinLimit && toDrawing.largestScale <= maximumScale
    }

    private static func overScaled(at location: SourceLocation) -> SVGError {
        SVGError(
            "this element is scaled more than \(Int(maximumScale)) times by its transforms and the viewBoxes around it, more than the outputs can write exactly; check the transforms and the viewBoxes",
            at: location)
    }

    /// Where the first of `nodes` that an element made was written: a group's element, else a path's.
    private static func location(of nodes: [Node]) -> SourceLocation? {
        for node in nodes {
            switch node {
            case .group(let group):
                if let found = group.origin.location ?? location(of: group.children) { return found }
            case .path(let path):
                if let found = path.origin.location { return found }
            }
        }
        return nil
    }
}

extension Group {
    /// `children` moved by `transform`, which `element` writes (its viewBox): the error of a transform the outputs
    /// cannot write points there.
    init(transform: AffineTransform, children: [Node], writtenBy element: XMLElement) {
        self.init(transform: transform, children: children)
        origin = NodeOrigin(element.location)
    }
}

extension AffineTransform {
    /// Whether its six numbers stay within those a file may hold, which the writers write as a matrix.
    var isWithinLimit: Bool {
        [a, b, c, d, tx, ty].allSatisfy { abs($0) <= NumberScanner.limit }
    }
}
