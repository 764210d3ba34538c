import FloDrawing

/// What a soft mask, a pattern's tile or a marker holds is converted on its own: counted and checked against the
/// limits, but not drawn where the converter stands, so each conversion leaves the converter's place as it found
/// it. One mechanism for the three, so that what each saves cannot drift apart.
extension Converter {
    /// Where the converter stands, as `enterDetached` found it.
    struct DetachedPlace {
        fileprivate var toDrawing: AffineTransform
        fileprivate var viewport: Size
        fileprivate var layerDepth: Int
        fileprivate var measuringDepth: Int
        fileprivate var drawnBounds: Rect?
        fileprivate var widestStroke: Double
        fileprivate var inProgress: Set<String>
    }

    /// Refuses, at `element`, a `kind` (mask, pattern, marker) `id` already being converted in `inProgress`.
    func refuseLoop(_ kind: String, id: String, in inProgress: Set<String>, at element: XMLElement) throws(SVGError) {
        guard !inProgress.contains(id) else {
            throw SVGError("this \(kind) leads back to itself through #\(id); remove the loop", at: element.location)
        }
    }

    /// Starts converting content of `id` on its own: `id` in progress in `inProgress`, nothing measured for an
    /// enclosing fill box, and `layers` more layers, refused at `element` past the limit. `leaveDetached` restores
    /// the place returned.
    mutating func enterDetached(
        _ id: String, inProgress: WritableKeyPath<Converter, Set<String>>, layers: Int, at element: XMLElement
    ) throws(SVGError) -> DetachedPlace {
        let place = DetachedPlace(
            toDrawing: toDrawing, viewport: viewport, layerDepth: layerDepth, measuringDepth: measuringDepth,
            drawnBounds: drawnBounds, widestStroke: widestStroke, inProgress: self[keyPath: inProgress])
        self[keyPath: inProgress].insert(id)
        // What turns about its fill box outside the content does not measure what the content holds.
        measuringDepth = 0
        layerDepth += layers
        guard layerDepth <= Self.maximumLayerDepth else {
            leaveDetached(place, inProgress: inProgress)
            throw Self.nestedTooDeep(at: element.location)
        }
        return place
    }

    mutating func leaveDetached(_ place: DetachedPlace, inProgress: WritableKeyPath<Converter, Set<String>>) {
        (toDrawing, viewport, layerDepth, measuringDepth) =
            (place.toDrawing, place.viewport, place.layerDepth, place.measuringDepth)
        (drawnBounds, widestStroke, self[keyPath: inProgress]) = (
            place.drawnBounds, place.widestStroke, place.inProgress
        )
    }
}
