import FloDrawing
import FloSupport

/// Paints: colours (with `currentColor` and the caller's choice of colours), and linear and radial gradients
/// with their `href` inheritance, units, transform and spread.
extension Converter {
    /// The paint `spec` gives a path of `bounds`, at `opacity`; nil when it paints nothing.
    mutating func resolve(_ spec: PaintSpec, style: Style, opacity: Double, bounds: Rect?) throws(SVGError) -> Paint? {
        switch spec {
        case .none:
            return nil
        case .color(let color):
            return .color(faded(self.color(of: color), opacity))
        case .currentColor:
            return .color(faded(self.color(of: style.color), opacity))
        case .context(let stroke):
            guard let context = markerContext, let paint = stroke ? context.stroke : context.fill else { return nil }
            guard case .color(let color) = paint else {
                markerContextUnsupported = true
                return nil
            }
            return .color(faded(color, opacity))
        case .reference(let id, let fallback):
            guard let element = document.elements[id], PaintServer(rawValue: element.name) != nil else {
                return try fallback.flatMap { spec throws(SVGError) in
                    try resolve(spec, style: style, opacity: opacity, bounds: bounds)
                }
            }
            // A paint server that paints nothing (no stops or content, an empty box) gives way to the fallback.
            let paint =
                element.name == "pattern"
                ? try pattern(element, opacity: opacity, bounds: bounds)
                : try gradient(element, opacity: opacity, bounds: bounds)
            if let paint { return paint }
            return try fallback.flatMap { spec throws(SVGError) in
                try resolve(spec, style: style, opacity: opacity, bounds: bounds)
            }
        }
    }

    func faded(_ color: Color, _ opacity: Double) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
    }

    /// The gradient `element` defines, its missing attributes and stops taken along its `href` chain.
    private mutating func gradient(_ element: XMLElement, opacity: Double, bounds: Rect?) throws(SVGError) -> Paint? {
        let chain = try hrefChain(element, kind: .gradient)
        // Every use walks the chain's children for its stops: they take from the budget, stops or not.
        budget -= chain.reduce(0) { $0 + $1.children.count }
        guard budget >= 0 else { throw Self.overBudget(at: element.location) }
        let (stops, isUniform) = try self.stops(of: chain, opacity: opacity)
        guard let last = stops.last else { return nil }
        if stops.count == 1 { return .color(last.color) }
        func attribute(_ name: String, linearOnly: Bool? = nil) -> XMLAttribute? {
            for link in chain {
                if let linearOnly, (link.name == "linearGradient") != linearOnly { continue }
                if let found = link.attribute(name) { return found }
            }
            return nil
        }
        let userSpace = attribute("gradientUnits")?.value.trimmingSpaces == "userSpaceOnUse"
        var transform = AffineTransform.identity
        if let found = attribute("gradientTransform") {
            // Read on every use of the gradient, it takes from the budget as a shape's transform does.
            budget -= TransformParser.cost(found.value[...])
            guard budget >= 0 else { throw Self.overBudget(at: found.location) }
            do {
                transform = try TransformParser.parse(found.value) ?? .identity
            } catch {
                throw Self.outOfRange(error, at: found.location)
            }
        }
        if !userSpace {
            guard let bounds, bounds.width > 0, bounds.height > 0 else { return nil }
            transform = transform.concatenating(
                AffineTransform(a: bounds.width, d: bounds.height, tx: bounds.x, ty: bounds.y))
        }
        guard transform.inverted != nil else { return nil }
        let spread =
            attribute("spreadMethod").flatMap { SpreadMethod(rawValue: String($0.value.trimmingSpaces)) } ?? .pad
        /// A coordinate: in user space against the viewport, in the bounding box as a fraction.
        func value(_ name: String, _ axis: Length.Axis, _ fallback: Double, linear: Bool) throws(SVGError) -> Double {
            guard let found = attribute(name, linearOnly: linear), let length = try Self.length(found) else {
                return userSpace
                    ? Length(value: fallback * 100, unit: .percent).resolved(axis, viewport: viewport) : fallback
            }
            if userSpace { return length.resolved(axis, viewport: viewport) }
            return length.unit == .percent ? length.value / 100 : length.value
        }
        if element.name == "linearGradient" {
            let start = Point(x: try value("x1", .x, 0, linear: true), y: try value("y1", .y, 0, linear: true))
            let end = Point(x: try value("x2", .x, 1, linear: true), y: try value("y2", .y, 0, linear: true))
            // A vector of no length paints the last stop, as SVG says (PDF readers would disagree on a shading).
            guard start != end, !isUniform else { return .color(last.color) }
            let box = Rect(x: start.x, y: start.y, width: 0, height: 0).union(
                Rect(x: end.x, y: end.y, width: 0, height: 0))
            try checkReach(of: element, box: box, transform: transform)
            return .linearGradient(
                LinearGradient(
                    start: start, end: end, stops: stops, units: .userSpace, spread: spread, transform: transform))
        }
        let center = Point(x: try value("cx", .x, 0.5, linear: false), y: try value("cy", .y, 0.5, linear: false))
        let radius = try value("r", .other, 0.5, linear: false)
        guard radius > 0 else { return .color(last.color) }
        let focus = Point(
            x: attribute("fx", linearOnly: false) == nil ? center.x : try value("fx", .x, 0.5, linear: false),
            y: attribute("fy", linearOnly: false) == nil ? center.y : try value("fy", .y, 0.5, linear: false))
        let focalRadius = max(0, try value("fr", .other, 0, linear: false))
        // Browsers draw from the focal circle to the end circle whichever is larger; the outputs' gradients all grow.
        if focalRadius > radius, let found = attribute("fr", linearOnly: false) {
            throw SVGError(
                "a focal radius (fr) larger than the radius (r) is not supported; make fr at most r, or swap the circles and reverse the stops",
                at: found.location)
        }
        // Two equal circles leave nothing between them, and paint nothing, as SVG 2 takes from Canvas.
        guard focalRadius < radius || focus != center else { return nil }
        // The focal circle inside the end circle covers the plane, so one colour is painted everywhere; touching it,
        // the circles cover only the half-plane on the centre's side.
        if isUniform && focus.distance(to: center) + focalRadius < radius { return .color(last.color) }
        let circle = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        try checkReach(
            of: element, box: circle.union(Rect(x: focus.x, y: focus.y, width: 0, height: 0)), transform: transform)
        return .radialGradient(
            RadialGradient(
                center: center, startRadius: focalRadius, endRadius: radius, stops: stops,
                units: .userSpace, focus: focus, spread: spread, transform: transform))
    }

    /// Refuses a gradient whose points (within `box`, in its own units) or whose transform, placed in the drawing,
    /// pass the numbers a file may hold: the writers write them, as points or as a matrix. Noted as drawn, so that
    /// the control's size is checked against them too.
    private mutating func checkReach(of element: XMLElement, box: Rect, transform: AffineTransform) throws(SVGError) {
        let placing = transform.concatenating(toDrawing)
        guard transform.isWithinLimit, placing.isWithinLimit, isWithinLimit(box.placed(by: placing)) else {
            throw Self.beyondLimit("this gradient", at: element)
        }
    }

    /// The longest `href` chain followed: every path painted by a gradient or a pattern walks it.
    static let maximumHrefChain = 64

    /// The elements that paint a fill or a stroke.
    enum PaintServer: String {
        case linearGradient, radialGradient, pattern

        var isGradient: Bool { self != .pattern }
    }

    enum PaintServerKind: String {
        case gradient, pattern
    }

    /// `element` and the paint servers of its `kind` (gradients or patterns) its `href` leads to; a loop, or a chain longer than `maximumHrefChain`, is
    /// refused.
    func hrefChain(_ element: XMLElement, kind: PaintServerKind) throws(SVGError) -> [XMLElement] {
        var chain = [element]
        var seen: Set<String> = [element.attribute("id")?.value ?? ""]
        var current = element
        while let href = current.attribute("href") {
            let id = String(href.value.dropFirst())
            guard let next = document.elements[id], let server = PaintServer(rawValue: next.name),
                server.isGradient == (kind == .gradient)
            else { break }
            guard seen.insert(id).inserted else {
                throw SVGError(
                    "the \(kind.rawValue)'s href leads back to itself (#\(id)); remove the loop", at: href.location)
            }
            guard chain.count < Self.maximumHrefChain else {
                throw SVGError(
                    "\(kind.rawValue)s refer through href more than \(Self.maximumHrefChain) deep; merge them",
                    at: href.location)
            }
            chain.append(next)
            current = next
        }
        return chain
    }

    /// The stops of the first gradient of `chain` that has any, offsets clamped and never decreasing.
    /// The stops of the first gradient of `chain` that has some, and whether the file writes them all in one colour
    /// and opacity: then the gradient is that colour, and written so, no reader draws the seams or bands a shading
    /// of one colour may show (poppler, turned a quarter). Told by the colours as written, not as the manifest
    /// chooses them, so that checking the file and drawing it take the same path.
    private func stops(of chain: [XMLElement], opacity: Double) throws(SVGError) -> (
        stops: [GradientStop], isUniform: Bool
    ) {
        guard let owner = chain.first(where: { $0.children.contains { $0.isSVG && $0.name == "stop" } }) else {
            return ([], false)
        }
        var firstWritten: (color: ImportedColor, alpha: Double)?
        var isUniform = true
        let ownerDeclared = try self.declared(owner)
        let ownerStyle = try document.parentStyle(of: owner.attribute("id")?.value ?? "").applying(ownerDeclared)
        var stops: [GradientStop] = []
        for child in owner.children where child.isSVG && child.name == "stop" {
            let declared = try self.declared(child)
            var offset = 0.0
            if let text = child.attribute("offset")?.value.trimmingSpaces {
                let number = try Self.located(at: child.location) { () throws(NumberScanner.OutOfRange) in
                    text.hasSuffix("%")
                        ? try NumberScanner.single(text.dropLast()).map { $0 / 100 } : try NumberScanner.single(text)
                }
                offset = number ?? 0
            }
            offset = min(max(offset, stops.last?.offset ?? 0), 1)
            // Neither property inherits: `inherit` takes the gradient's value.
            func property<Read, Failure: Error>(
                _ name: String, _ read: (Declared.Written) throws(Failure) -> Read?
            ) throws(Failure) -> Read? {
                var found = try declared.cascaded(name, read)
                if case .inherit? = found { found = try ownerDeclared.cascaded(name, read) }
                guard case .value(let value)? = found else { return nil }
                return value
            }
            var color = ImportedColor.literal(Color(red: 0, green: 0, blue: 0))
            switch property("stop-color", { Style.color($0.text) }) {
            case .color(let literal)?: color = literal
            case .currentColor?:
                color = try ownerStyle.applying(declared).color
            default: break
            }
            let alpha =
                try property("stop-opacity") { (written: Declared.Written) throws(SVGError) in
                    try Self.located(at: written.location) { () throws(NumberScanner.OutOfRange) in
                        try Style.fraction(written.text)
                    }
                } ?? 1
            stops.append(GradientStop(offset: offset, color: faded(self.color(of: color), alpha * opacity)))
            let first = firstWritten ?? (color, alpha)
            isUniform = isUniform && first.color == color && first.alpha == alpha
            firstWritten = first
        }
        return (stops, isUniform)
    }
}
