import FloDrawing
import FloSupport

/// `feGaussianBlur`: a layer blur of what is stacked, or the source's (or a cast's) opacity blurred, of one deviation
/// or of two, across and down.
extension FilterGraph {
    func blur(_ primitive: XMLElement) throws(SVGError) -> Value? {
        let numbers = try Self.numbers(primitive, "stdDeviation") ?? [0]
        if let edge = primitive.attribute("edgeMode"), edge.value.trimmingSpaces != "none" {
            throw SVGError(
                "a blur with edgeMode=\"\(edge.value)\" is not supported; remove edgeMode (a blur fades at the edges)",
                at: edge.location)
        }
        guard numbers.count == 1 || numbers.count == 2, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        // Two deviations, across and down (a shadow's must be one: see `evenBlurs`); 0 in one blurs along the
        // other only, and in both leaves the input as it is.
        let linear = isLinear(primitive)
        var (across, down) = (numbers[0], numbers.count == 2 ? numbers[1] : numbers[0])
        if evenBlurs { (across, down) = (max(across, down), max(across, down)) }
        guard across > 0 || down > 0 else { return input(primitive) }
        func added(_ before: Double, _ deviation: Double) -> Double {
            (before * before + deviation * deviation).squareRoot()
        }
        switch input(primitive) {
        // What is stacked is blurred together; two blurs in one space are one, in two spaces not followed.
        case .stack(let layers):
            return .blurred(layers, LayerBlur(deviation: across, deviationDown: down, inLinearLight: linear))
        case .blurred(let layers, let before) where before.inLinearLight == linear:
            let combined = LayerBlur(
                deviation: added(before.deviation, across), deviationDown: added(before.deviationDown, down),
                inLinearLight: linear)
            return .blurred(layers, combined)
        case .cast(let found) where found.fromGraphic && found.blurs && found.blurredInLinearLight != linear:
            return nil
        case let other:
            return recast(other) {
                let before = $0.blurDown ?? $0.blur
                $0.blur = added($0.blur, across)
                let after = added(before, down)
                $0.blurDown = after == $0.blur ? nil : after
                $0.blurredInLinearLight = linear
            }
        }
    }
}
