import FloDrawing
import FloSupport

/// Gradients and patterns as SVG 1.1 defines them, in the drawing's coordinates (`userSpaceOnUse`).
extension SVGRenderer {
    /// Defines `gradient` (in user space) and returns its id.
    mutating func defineLinear(_ gradient: LinearGradient) -> String {
        var element = ByteBuffer(capacity: 256)
        // Its coordinates are in its own space, which its transform enlarges (a box's: by the box's size).
        element.setPrecision(for: gradient.transform.concatenating(currentToDrawing))
        element.append(" gradientUnits=\"userSpaceOnUse\" x1=\"")
        element.append(number: gradient.start.x)
        element.append("\" y1=\"")
        element.append(number: gradient.start.y)
        element.append("\" x2=\"")
        element.append(number: gradient.end.x)
        element.append("\" y2=\"")
        element.append(number: gradient.end.y)
        element.append("\"")
        element.setPrecision(for: currentToDrawing)
        Self.appendSpread(gradient.spread, transform: gradient.transform, to: &element)
        element.append(">\n")
        Self.appendStops(gradient.stops, spread: gradient.spread, to: &element)
        element.append("</linearGradient>\n")
        return defineGradient("linearGradient", element)
    }

    /// Defines `gradient` (in user space) and returns its id. SVG 1.1 has no start radius (`fr` is SVG 2's), so
    /// around one centre the stops move out instead: the same colours at the same distances from the centre. A
    /// gradient with a focus of its own keeps its focus and start radius (`fx`, `fy`, `fr`), and so does one that
    /// repeats or reflects from a start radius: moved out, its stops would repeat over the whole radius.
    mutating func defineRadial(_ gradient: RadialGradient) -> String {
        let keepsStart = gradient.spread != .pad && gradient.startRadius > 0
        let focus =
            keepsStart ? gradient.focus ?? gradient.center : gradient.focus.flatMap { $0 == gradient.center ? nil : $0 }
        let (radius, stops) = focus == nil ? gradient.fromCenter : (gradient.endRadius, gradient.stops)
        var element = ByteBuffer(capacity: 256)
        element.setPrecision(for: gradient.transform.concatenating(currentToDrawing))
        element.append(" gradientUnits=\"userSpaceOnUse\" cx=\"")
        element.append(number: gradient.center.x)
        element.append("\" cy=\"")
        element.append(number: gradient.center.y)
        element.append("\" r=\"")
        element.append(number: radius)
        element.append("\"")
        if let focus {
            element.append(" fx=\"")
            element.append(number: focus.x)
            element.append("\" fy=\"")
            element.append(number: focus.y)
            element.append("\"")
            if gradient.startRadius > 0 {
                element.append(" fr=\"")
                element.append(number: gradient.startRadius)
                element.append("\"")
            }
        }
        element.setPrecision(for: currentToDrawing)
        Self.appendSpread(gradient.spread, transform: gradient.transform, to: &element)
        element.append(">\n")
        Self.appendStops(stops, spread: gradient.spread, to: &element)
        element.append("</radialGradient>\n")
        return defineGradient("radialGradient", element)
    }

    /// The id of the `tag` element whose attributes after its id, stops and end tag are `element`: one written
    /// before, when a gradient is used again (a path's fill and stroke, shapes sharing one in user space), else
    /// a new one.
    private mutating func defineGradient(_ tag: String, _ element: ByteBuffer) -> String {
        let key = Array(tag.utf8) + element.bytes
        if let id = gradientIDs[key] { return id }
        let id = nextPaintID()
        gradientIDs[key] = id
        definitions.append("<" + tag + " id=\"" + id + "\"")
        definitions.append(bytes: element.bytes)
        return id
    }

    /// ` spreadMethod` and ` gradientTransform`, unless they are the defaults.
    private static func appendSpread(_ spread: SpreadMethod, transform: AffineTransform, to out: inout ByteBuffer) {
        if spread != .pad { out.append(" spreadMethod=\"" + spread.rawValue + "\"") }
        if !transform.isIdentity {
            out.append(" gradientTransform=\"matrix(")
            out.append(transform: transform)
            out.append(")\"")
        }
    }

    /// Defines `pattern`, its tile drawn by a renderer of its own, and returns its id.
    mutating func definePattern(_ pattern: TilePattern) -> String {
        let id = nextPaintID()
        let toDrawing = pattern.placing.concatenating(currentToDrawing)
        var tile = SVGRenderer(idPrefix: id + "-", toDrawing: toDrawing)
        Drawing.render(pattern.nodes, into: &tile, toDrawing: toDrawing)
        definitions.append("<pattern id=\"" + id + "\" patternUnits=\"userSpaceOnUse\" width=\"")
        definitions.append(number: pattern.cell.width)
        definitions.append("\" height=\"")
        definitions.append(number: pattern.cell.height)
        let t = pattern.placing
        // A tile moved only, as design tools write it, is placed by `x` and `y`: resvg draws the tile's edges on
        // the pixels the same way then.
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1, !t.isIdentity {
            definitions.append("\" x=\"")
            definitions.append(number: t.tx)
            definitions.append("\" y=\"")
            definitions.append(number: t.ty)
        } else if !t.isIdentity {
            definitions.append("\" patternTransform=\"matrix(")
            definitions.append(transform: t)
            definitions.append(")")
        }
        definitions.append("\">\n")
        definitions.append(bytes: tile.definitions.bytes)
        definitions.append(bytes: tile.body.bytes)
        definitions.append("</pattern>\n")
        return id
    }

    /// The stops; a lone one (what is left of several at one end) twice, at 0 and at 1: SVG paints a gradient of
    /// one stop as its colour everywhere, where a focal gradient whose focus lies outside its circle paints only
    /// the cone its circles sweep, as the other outputs draw it. A repeating gradient's period is closed
    /// (`closingThePeriod`).
    private static func appendStops(_ stops: [GradientStop], spread: SpreadMethod, to out: inout ByteBuffer) {
        guard let first = stops.first else { return }
        let written = stops.count == 1 ? [0.0, 1].map { GradientStop(offset: $0, color: first.color) } : stops
        for stop in written.closingThePeriod(of: spread) {
            out.append("<stop offset=\"")
            out.append(number: stop.offset)
            out.append("\" stop-color")
            out.appendSVGColor(stop.color, opacityAttribute: "stop-opacity")
            out.append("/>\n")
        }
    }
}

extension RadialGradient {
    /// The same gradient starting at the centre: the larger radius, and each stop at its distance from the centre
    /// over that radius, in increasing order. What formats without a start radius (SVG 1.1, Android) write.
    var fromCenter: (radius: Double, stops: [GradientStop]) {
        let radius = max(startRadius, endRadius)
        guard radius > 0 else { return (0, stops) }
        let moved = stops.map { stop in
            GradientStop(offset: (startRadius + stop.offset * (endRadius - startRadius)) / radius, color: stop.color)
        }
        return (radius, endRadius >= startRadius ? moved : moved.reversed())
    }
}

extension ByteBuffer {
    /// `="#rrggbb"` for the attribute just written and, for a translucent `color`, its opacity as
    /// ` opacityAttribute="…"`.
    mutating func appendSVGColor(_ color: Color, opacityAttribute: String) {
        append("=\"")
        append(hexColor: color.red, color.green, color.blue, uppercase: false)
        append("\"")
        guard color.alpha < 1 else { return }
        append(" " + opacityAttribute + "=\"")
        append(number: color.alpha)
        append("\"")
    }
}
