import FloDrawing
import FloSupport

/// Each primitive's result, in `FilterGraph`'s terms: what moves, blurs, colours and cuts the source's opacity, what
/// stacks results, and the floods.
extension FilterGraph {
    mutating func evaluate(_ primitive: XMLElement) throws(SVGError) -> Value? {
        switch primitive.name {
        case "feFlood":
            guard let color = try flood(primitive) else { return nil }
            guard !wholeFloods, let subregion = Subregion(of: primitive) else { return .flood(color) }
            return .partialFlood(color, subregion)
        case "feOffset":
            guard let dx = try Self.number(primitive, "dx"), let dy = try Self.number(primitive, "dy") else {
                return nil
            }
            return recast(input(primitive)) {
                $0.offset = Point(x: $0.offset.x + dx, y: $0.offset.y + dy)
                if $0.blurs { $0.movedAfterBlur = true }
            }
        case "feGaussianBlur":
            return try blur(primitive)
        case "feMorphology":
            return try morphology(primitive)
        case "feColorMatrix":
            return try matrix(primitive)
        case "feComposite":
            return try composite(primitive)
        case "feBlend":
            let (top, bottom) = (input(primitive), input(primitive, "in2"))
            // Over nothing (Figma blends a shadow with a transparent flood), any mode leaves the layer as it is.
            guard
                (primitive.attribute("mode")?.value.trimmingSpaces ?? "normal") == "normal"
                    || bottom.floodColor == .clear
            else { return nil }
            return try stack(bottom.layers + top.layers, by: primitive)
        case "feMerge":
            var layers: [Value] = []
            var size = 0
            for node in primitive.children where node.isSVG {
                guard node.name == "feMergeNode" else { return nil }
                let input = input(node)
                size += input.size
                // Checked as it grows: many nodes of a large result would stack millions before `stack` counts them.
                if size > Self.maximumLayers { throw Self.tooManyLayers(at: primitive) }
                layers += input.layers
            }
            return try stack(layers, by: primitive)
        case "feDropShadow":
            let deviations = try Self.numbers(primitive, "stdDeviation") ?? [2]
            // A shadow's blur is one deviation (two are named, see `evenBlurs`).
            guard input(primitive) == .source, let dx = try Self.number(primitive, "dx", default: 2),
                let dy = try Self.number(primitive, "dy", default: 2),
                deviations.count == 1 || (deviations.count == 2 && (evenBlurs || deviations[0] == deviations[1])),
                let deviation = deviations.max(), deviations.allSatisfy({ $0 >= 0 }),
                let color = try flood(primitive)
            else { return nil }
            let cast = Cast(
                offset: Point(x: dx, y: dy), blur: deviation, scale: color.alpha,
                color: Color(red: color.red, green: color.green, blue: color.blue))
            return .stack([.cast(cast), .source])
        default:
            return nil
        }
    }

    /// `layers` stacked by `primitive`. Whether floods and inner shadows may mix with the source is read from the
    /// filter's colour space, so a stack of them in another space is not followed.
    private func stack(_ layers: [Value], by primitive: XMLElement) throws(SVGError) -> Value? {
        // Each merge may take a result twice: without a bound, twenty merges would stack a million layers.
        guard layers.reduce(0, { $0 + $1.size }) <= Self.maximumLayers else { throw Self.tooManyLayers(at: primitive) }
        let mixesBySpace = layers.contains { layer in
            if case .cast(let cast) = layer { return cast.placement != .behind }
            return layer.isFlood
        }
        return !mixesBySpace || isLinear(primitive) == isLinear(filter) ? .stack(layers) : nil
    }

    private static func tooManyLayers(at primitive: XMLElement) -> SVGError {
        SVGError(
            "this filter stacks more than \(maximumLayers) layers (results merged or blended again); merge fewer",
            at: primitive.location)
    }

    /// `input`'s opacity changed by `change`: the source's (its colours kept until a colour replaces them), or a
    /// cast not yet cut (a fade moves and blurs with it). A moved or blurred flood is not followed.
    func recast(_ input: Value, _ change: (inout Cast) -> Void) -> Value? {
        var cast: Cast
        switch input {
        case .source: cast = Cast(fromGraphic: true)
        case .cast(let found) where found.knockout == .none && found.placement == .behind: cast = found
        default: return nil
        }
        change(&cast)
        return .cast(cast)
    }

    private func composite(_ primitive: XMLElement) throws(SVGError) -> Value? {
        let (top, bottom) = (input(primitive), input(primitive, "in2"))
        switch (primitive.attribute("operator")?.value.trimmingSpaces ?? "over", top, bottom) {
        case ("over", _, _): return try stack(bottom.layers + top.layers, by: primitive)
        // A flood within the source: its opacity in the flood's colour (Inkscape 0.92).
        case ("in", .flood(let color), .source):
            return .cast(Cast(scale: color.alpha, color: Color(red: color.red, green: color.green, blue: color.blue)))
        // A flood within the opacity: the shadow's colour (Inkscape, Illustrator).
        case ("in", .flood(let color), .cast(var cast)) where cast.color == nil:
            cast.fromGraphic = false
            cast.color = Color(red: color.red, green: color.green, blue: color.blue)
            cast.scale *= color.alpha
            return .cast(cast)
        // Cut where the source paints at all (Figma), or by its opacity (Sketch).
        case ("out", .cast(var cast), .cast(let cut))
        where (cut.isHardCut || cut == Cast()) && !cast.fromGraphic && cast.placement == .behind
            && cast.knockout == .none:
            cast.knockout = cut.isHard ? .hard : .soft
            return .cast(cast)
        // The source's opacity, or where it paints at all, less the cast: an inner shadow (Figma, Sketch).
        case ("arithmetic", .cast(var cast), .cast(let within))
        where (within == Cast() || within.isHardCut) && cast.placement == .behind
            && cast.knockout == .none && cast.color == nil && cast.scale == 1:
            let weights = try ["k1", "k2", "k3", "k4"].map { name throws(SVGError) in try Self.number(primitive, name) }
            guard weights == [0, -1, 1, 0] else { return nil }
            cast.fromGraphic = false
            cast.placement = .inside(isHard: within.isHard)
            return .cast(cast)
        default: return nil
        }
    }

    /// A morphology of the opacity before it is blurred or cut, which spreads the shadow; a radius of zero or less
    /// leaves its input as it is.
    private func morphology(_ primitive: XMLElement) throws(SVGError) -> Value? {
        let radii = try Self.numbers(primitive, "radius") ?? [0]
        let grows: Bool
        switch primitive.attribute("operator")?.value.trimmingSpaces ?? "erode" {
        case "erode": grows = false
        case "dilate": grows = true
        default: return nil
        }
        guard radii.count == 1 || radii.count == 2 && radii[0] == radii[1] else { return nil }
        if radii[0] <= 0 { return input(primitive) }
        let spread = grows ? radii[0] : -radii[0]
        var cast: Cast
        switch input(primitive) {
        case .source: cast = Cast(fromGraphic: true)
        // Spread once, before a blur or a cut, which it does not commute with (readers round and limit each
        // morphology's radius on its own).
        case .cast(let found)
        where !found.blurs && found.knockout == .none && found.placement == .behind && found.spread == 0:
            cast = found
        default: return nil
        }
        cast.spread += spread
        return .cast(cast)
    }

    /// A colour matrix that sets one colour and scales the opacity (Figma, Sketch), that makes the opacity hard
    /// (Figma's `0 … 127 0`), or the identity; nil for any other.
    private func matrix(_ primitive: XMLElement) throws(SVGError) -> Value? {
        let input = input(primitive)
        let values = try Self.numbers(primitive, "values")
        switch primitive.attribute("type")?.value.trimmingSpaces ?? "matrix" {
        case "saturate": return values == nil || values == [1] ? input : nil
        case "hueRotate": return values == nil || values == [0] ? input : nil
        case "matrix": break
        default: return nil
        }
        // Without values, a matrix is the identity.
        guard let values else { return input }
        guard values.count == 20 else { return nil }
        if values == (0..<20).map({ $0 % 6 == 0 ? 1.0 : 0 }) { return input }
        guard case .cast(var cast) = input, cast.scale == 1,
            (0..<3).allSatisfy({ values[5 * $0..<5 * $0 + 4].allSatisfy { $0 == 0 } }),
            values[15..<18].allSatisfy({ $0 == 0 }), values[19] == 0, values[18] >= 0
        else { return nil }
        if values[18] >= 127, values[4] == 0, values[9] == 0, values[14] == 0, cast == Cast() {
            return .cast(Cast(isHard: true))
        }
        guard values[18] <= 1 else { return nil }
        // In linearRGB, the default, the colour's components are linear light.
        let components = [values[4], values[9], values[14]].map { min(max($0, 0), 1) }.map {
            isLinear(primitive) ? Color.sRGBEncoded($0) : $0
        }
        cast.fromGraphic = false
        cast.color = Color(red: components[0], green: components[1], blue: components[2])
        cast.scale = values[18]
        return .cast(cast)
    }

    /// The colour (its `flood-opacity` as its alpha) of an `feFlood` or `feDropShadow`; nil for `currentColor`,
    /// which would be the filter's own colour, not the element's. `inherit` takes the `<filter>`'s value; neither
    /// property inherits, so what lies beyond the filter is its initial value unless the filter says `inherit` too,
    /// which is not followed.
    private func flood(_ element: XMLElement) throws(SVGError) -> Color? {
        let declared = Declared(element, sheet: sheet)
        var color = Color(red: 0, green: 0, blue: 0)
        switch try cascaded(declared, { $0.cascaded("flood-color") { Style.color($0.text) } }) {
        case .value(.color(.literal(let literal)))?: color = literal
        case nil, .initial?: break
        default: return nil
        }
        let opacity = try cascaded(declared) { (declared: Declared) throws(SVGError) in
            try declared.cascadedFraction("flood-opacity")
        }
        switch opacity {
        case .value(let fraction)?: color.alpha *= fraction
        case nil, .initial?: break
        case .inherit?: return nil
        }
        return color.alpha == 0 ? .clear : color
    }

    /// What the cascade gives a primitive (`declared`) through `read`, or, where that is `inherit`, what it gives the
    /// `<filter>`.
    private func cascaded<Read>(
        _ declared: Declared, _ read: (Declared) throws(SVGError) -> Declared.Cascaded<Read>?
    ) throws(SVGError) -> Declared.Cascaded<Read>? {
        let own = try read(declared)
        guard case .inherit? = own else { return own }
        return try read(Declared(filter, sheet: sheet))
    }

    /// The one number of `element`'s attribute `name`, or `fallback` when it has none; nil for another value.
    private static func number(_ element: XMLElement, _ name: String, default fallback: Double = 0) throws(SVGError)
        -> Double?
    {
        guard let numbers = try numbers(element, name) else { return fallback }
        return numbers.count == 1 ? numbers[0] : nil
    }

    /// The numbers of `element`'s attribute `name`, none when it holds anything else (`10%`); nil without it.
    static func numbers(_ element: XMLElement, _ name: String) throws(SVGError) -> [Double]? {
        guard let attribute = element.attribute(name) else { return nil }
        return try Converter.onlyNumbers(in: attribute) ?? []
    }
}
