import FloDrawing
import FloSupport

/// A step's own region: a flood's is the rectangle it fills (only where floods and the source are stacked); the last
/// step's cuts what the filter draws; any other step's is refused.
extension FilterGraph {
    /// A step's `x`, `y`, `width` and `height`, in user space; where it gives none, the filter region's.
    struct Subregion: Equatable {
        var x, y, width, height: XMLAttribute?

        /// The region `primitive` gives; nil when it gives none.
        init?(of primitive: XMLElement) {
            (x, y, width, height) = (
                primitive.attribute("x"), primitive.attribute("y"), primitive.attribute("width"),
                primitive.attribute("height")
            )
            guard first != nil else { return nil }
        }

        /// The first attribute it gives, to name in an error.
        var first: XMLAttribute? { x ?? y ?? width ?? height }

        /// The rectangle within `region` (the filter's, in user space), lengths in percent taken of `viewport`, or,
        /// given `box`, fractions (or percentages) of the bounding box; nil when its width or height is zero or
        /// less, which draws nothing.
        func rectangle(in region: Rect, viewport: Size, box: Rect? = nil) throws(SVGError) -> Rect? {
            func value(_ attribute: XMLAttribute?, _ axis: Length.Axis, _ fallback: Double) throws(SVGError)
                -> Double
            {
                guard let attribute, let length = try Converter.length(attribute) else { return fallback }
                guard let box else { return length.resolved(axis, viewport: viewport) }
                let fraction = length.unit == .percent ? length.value / 100 : length.value
                let isPosition = attribute.name == "x" || attribute.name == "y"
                return axis == .x
                    ? (isPosition ? box.x : 0) + fraction * box.width : (isPosition ? box.y : 0) + fraction * box.height
            }
            let rectangle = Rect(
                x: try value(x, .x, region.x), y: try value(y, .y, region.y),
                width: try value(width, .x, region.width), height: try value(height, .y, region.height))
            return rectangle.width > 0 && rectangle.height > 0 ? rectangle : nil
        }

        /// The region of `filter`'s last step, which cuts what the filter draws; nil for a flood, whose region is
        /// the rectangle it fills, or a step that gives none.
        static func ofLastStep(in filter: XMLElement) -> Subregion? {
            // Found from the end: it is looked up on every use of the filter, whose outcome is worked out once.
            guard let last = filter.children.last(where: FilterGraph.isStep), last.name != "feFlood" else {
                return nil
            }
            return Subregion(of: last)
        }

        /// The first region attribute of an `feFlood` of `filter`.
        static func firstFloodRegion(in filter: XMLElement) -> XMLAttribute? {
            filter.children.lazy.filter { $0.isSVG && $0.name == "feFlood" }.compactMap { Subregion(of: $0)?.first }
                .first
        }

        /// The error of a filter followed were its floods to cover its region, not their own.
        static func floodRefusal(_ region: XMLAttribute) -> SVGError {
            SVGError(
                "a flood's own region (\(region.name) on <feFlood>) is followed only where floods and the element are stacked, not where the flood is moved, blurred or cut; remove x, y, width and height from it, or draw a rectangle instead of a flood",
                at: region.location)
        }
    }
}
