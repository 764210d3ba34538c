import FloDrawing
import FloSupport

/// Steps that measure in fractions of the element's bounding box (`primitiveUnits="objectBoundingBox"`): the graph
/// works in the fractions as written, and the outcome is scaled to the box of the element it filters.
extension FilterGraph {
    /// Whether `filter`'s steps give their offsets, deviations and regions in fractions of the element's bounding
    /// box; other units than the two are refused.
    static func measuresInBoundingBox(_ filter: XMLElement) throws(SVGError) -> Bool {
        guard let units = filter.attribute("primitiveUnits") else { return false }
        switch units.value.trimmingSpaces {
        case "userSpaceOnUse": return false
        case "objectBoundingBox": return true
        default:
            throw SVGError(
                "primitiveUnits=\"\(units.value)\" is not a unit; write userSpaceOnUse or objectBoundingBox",
                at: units.location)
        }
    }
}

extension FilterGraph.Outcome {
    /// The outcome of steps that measure in fractions of `box` (in user space): moves and layer blurs scaled by its
    /// width across and its height down, shadows' blurs and spreads by its width, where its height is the same (a
    /// shadow's blur is one deviation). A flood's own region is resolved against the box where it is drawn.
    func inBoundingBox(_ box: Rect, of filter: XMLElement) throws(SVGError) -> Self {
        func moved(_ offset: Point) -> Point { Point(x: offset.x * box.width, y: offset.y * box.height) }
        func scaled(_ length: Double) throws(SVGError) -> Double {
            guard length != 0 else { return 0 }
            guard abs(box.width - box.height) <= 1e-9 * max(box.width, box.height) else {
                throw SVGError(
                    "this filter's shadows blur or spread in fractions of a bounding box that is not square (primitiveUnits=\"objectBoundingBox\"): one deviation across and another down is not supported; give the steps in user space and remove primitiveUnits",
                    at: filter.attribute("primitiveUnits")?.location ?? filter.location)
            }
            return length * box.width
        }
        func scaled(_ blur: LayerBlur?) -> LayerBlur? {
            guard var blur else { return nil }
            (blur.deviation, blur.deviationDown) = (blur.deviation * box.width, blur.deviationDown * box.height)
            return blur
        }
        switch self {
        case .nothing, .identity, .flooded:
            return self
        case .moved(let offset, let blur):
            return .moved(moved(offset), blur: scaled(blur))
        case .effects(let shadows, let showsSource, let blur):
            var placed = shadows
            for index in placed.indices {
                placed[index].offset = moved(placed[index].offset)
                placed[index].blur = try scaled(placed[index].blur)
                placed[index].spread = try scaled(placed[index].spread)
            }
            return .effects(placed, showsSource: showsSource, blur: scaled(blur))
        }
    }
}
