import FloDrawing

/// Paints: a colour, or a gradient with SwiftUI's names and meanings.
///
/// ```json
/// { "linearGradient": { "colors": ["water", "#FFFFFF00"], "startPoint": "top", "endPoint": "bottom" } }
/// { "radialGradient": { "stops": [{ "color": "white", "location": 0 }, …], "center": "center", "endRadius": 50 } }
/// ```
extension ManifestDecoder {
    /// SwiftUI's `UnitPoint` names.
    static let unitPoints: [(name: String, point: Point)] = [
        ("top", Point(x: 0.5, y: 0)), ("bottom", Point(x: 0.5, y: 1)), ("leading", Point(x: 0, y: 0.5)),
        ("trailing", Point(x: 1, y: 0.5)), ("center", Point(x: 0.5, y: 0.5)), ("topLeading", Point(x: 0, y: 0)),
        ("topTrailing", Point(x: 1, y: 0)), ("bottomLeading", Point(x: 0, y: 1)), ("bottomTrailing", Point(x: 1, y: 1)),
    ]

    /// The paint of `key`: a colour as `color` reads it, or an object holding `linearGradient` or `radialGradient`.
    func paint(_ fields: ObjectReader, _ key: String) -> AppearancePaint? {
        guard let member = fields.member(key) else { return nil }
        guard case .object(let members) = member.value.value, Self.isGradient(members) else {
            return colorPaint(member, of: fields, key)
        }
        let wrapper = ObjectReader(members: members, path: fields.path(of: key), location: member.value.location)
        let linear = wrapper.member("linearGradient")
        let radial = wrapper.member("radialGradient")
        reportUnread(wrapper, controlType: nil)
        if linear != nil && radial != nil {
            report(.twoGradients, at: wrapper.location, path: wrapper.path)
            return nil
        }
        if let linear, let gradient = object(linear.value, path: wrapper.path(of: "linearGradient")) {
            let start = unitPoint(gradient, "startPoint", default: Point(x: 0.5, y: 0))
            let end = unitPoint(gradient, "endPoint", default: Point(x: 0.5, y: 1))
            let stops = gradientStops(gradient)
            reportUnread(gradient, controlType: nil)
            guard let start, let end, let stops else { return nil }
            // Readers disagree on a gradient of no length: SVG paints its last colour, PDF leaves it undefined.
            guard start != end else {
                report(.zeroLengthGradient, at: gradient.location(of: "endPoint"), path: gradient.path(of: "endPoint"))
                return nil
            }
            return .linearGradient(start: start, end: end, stops: stops)
        }
        if let radial, let gradient = object(radial.value, path: wrapper.path(of: "radialGradient")) {
            let center = unitPoint(gradient, "center", default: Point(x: 0.5, y: 0.5))
            let startRadius =
                gradient.member("startRadius") == nil ? 0 : number(gradient, "startRadius", in: NumberRule.lengthOrZero)
            let endRadius = number(gradient, "endRadius", in: Self.sizeRule)
            if gradient.member("endRadius") == nil {
                report(
                    .missingKey("endRadius", hint: "the radius in points where the last colour is reached"),
                    at: gradient.location, path: gradient.path(of: "endRadius"))
            }
            let stops = gradientStops(gradient)
            reportUnread(gradient, controlType: nil)
            guard let center, let startRadius, let endRadius, let stops else { return nil }
            guard startRadius != endRadius else {
                report(
                    .zeroLengthGradient, at: gradient.location(of: "endRadius"), path: gradient.path(of: "endRadius"))
                return nil
            }
            return .radialGradient(center: center, startRadius: startRadius, endRadius: endRadius, stops: stops)
        }
        return nil
    }

    /// A `UnitPoint` name or `{"x", "y"}` in 0…1; `fallback` when absent.
    private func unitPoint(_ fields: ObjectReader, _ key: String, default fallback: Point) -> Point? {
        guard let member = fields.member(key) else { return fallback }
        let path = fields.path(of: key)
        switch member.value.value {
        case .string(let name):
            if let point = Self.unitPoints.first(where: { $0.name == name })?.point { return point }
            report(
                .unknownUnitPoint(name, suggestion: ObjectReader.nearest(to: name, in: Self.unitPoints.map(\.name))),
                at: member.value.location, path: path)
            return nil
        case .object(let members):
            let point = ObjectReader(members: members, path: path, location: member.value.location)
            let x = number(point, "x", in: NumberRule.unit)
            let y = number(point, "y", in: NumberRule.unit)
            for axis in ["x", "y"] where point.member(axis) == nil {
                report(.missingKey(axis, hint: "a unit point has x and y in 0…1"), at: point.location, path: point.path)
            }
            reportUnread(point, controlType: nil)
            guard let x, let y else { return nil }
            return Point(x: x, y: y)
        default:
            typeMismatch(
                member.value, path: path, expected: "a unit point name (such as \"top\") or {\"x\": …, \"y\": …}")
            return nil
        }
    }

    /// `colors` (spread evenly) or `stops` (each `{"color", "location"}`, locations in 0…1 and never decreasing);
    /// two at least.
    private func gradientStops(_ fields: ObjectReader) -> [AppearanceStop]? {
        let colors = fields.member("colors")
        let stops = fields.member("stops")
        guard (colors == nil) != (stops == nil),
            let (member, key) = colors.map({ ($0, "colors") }) ?? stops.map({ ($0, "stops") })
        else {
            report(.gradientColors(both: colors != nil), at: fields.location, path: fields.path)
            return nil
        }
        let path = fields.path(of: key)
        guard case .array(let items) = member.value.value else {
            typeMismatch(member.value, path: path, expected: "an array of at least 2 entries")
            return nil
        }
        guard items.count >= 2 else {
            report(.gradientColors(both: false), at: member.value.location, path: path)
            return nil
        }
        var result: [AppearanceStop] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            if key == "colors" {
                guard
                    let color = appearanceColor(item, path: itemPath, allowsPaletteNames: true, mayBeTransparent: true)
                else { continue }
                colorsRead.append(color)
                result.append(AppearanceStop(color: color, location: Double(index) / Double(items.count - 1)))
                continue
            }
            guard let stop = object(item, path: itemPath) else { continue }
            let color = stop.member("color").flatMap {
                appearanceColor(
                    $0.value, path: stop.path(of: "color"), allowsPaletteNames: true, mayBeTransparent: true)
            }
            let location = number(stop, "location", in: NumberRule.unit)
            for required in ["color", "location"] where stop.member(required) == nil {
                report(
                    .missingKey(required, hint: "a stop is {\"color\": …, \"location\": 0…1}"),
                    at: stop.location, path: stop.path(of: required))
            }
            reportUnread(stop, controlType: nil)
            guard let color, let location else { continue }
            colorsRead.append(color)
            if let previous = result.last?.location, location < previous {
                report(
                    .stopOutOfOrder(location, previous: previous), at: stop.location(of: "location"),
                    path: stop.path(of: "location"))
                continue
            }
            result.append(AppearanceStop(color: color, location: location))
        }
        return result.count == items.count ? result : nil
    }

    /// `key`'s paint when it is no gradient: a colour as `color` reads it, or the mistake, said as one of a paint.
    private func colorPaint(_ member: JSONMember, of fields: ObjectReader, _ key: String) -> AppearancePaint? {
        switch member.value.value {
        case .object(let members):
            // No appearance but a key that names a gradient: a gradient Flo Assets does not draw, or misspelt.
            if !members.contains(where: { Appearance(rawValue: $0.key) != nil }),
                let named = members.first(where: { $0.key.lowercased().hasSuffix("gradient") })
            {
                let object = ObjectReader(members: members, path: fields.path(of: key), location: member.value.location)
                report(
                    .unknownGradient(
                        named.key, suggestion: ObjectReader.nearest(to: named.key, in: Self.gradientKinds)),
                    at: named.keyLocation, path: object.path(of: named.key))
                return nil
            }
        case .string:
            break
        default:
            typeMismatch(
                member.value, path: fields.path(of: key),
                expected: "a color, a palette name, an appearance object or a gradient")
            return nil
        }
        return color(fields, key).map(AppearancePaint.color)
    }
}
