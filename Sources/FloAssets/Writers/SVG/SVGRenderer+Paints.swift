import FloDrawing

/// Gradients and patterns as SVG 1.1 defines them, in the drawing's coordinates (`userSpaceOnUse`).
extension SVGRenderer {
    /// Defines `gradient` (in user space) and returns its id.
    mutating func defineLinear(_ gradient: LinearGradient) -> String {
        let id = nextPaintID()
        // Its coordinates are in its own space, which its transform enlarges (a box's: by the box's size).
        definitions.setPrecision(for: gradient.transform.concatenating(currentToDrawing))
        definitions.append("<linearGradient id=\"" + id + "\" gradientUnits=\"userSpaceOnUse\" x1=\"")
        definitions.append(number: gradient.start.x)
        definitions.append("\" y1=\"")
        definitions.append(number: gradient.start.y)
        definitions.append("\" x2=\"")
        definitions.append(number: gradient.end.x)
        definitions.append("\" y2=\"")
        definitions.append(number: gradient.end.y)
        definitions.append("\"")
        definitions.setPrecision(for: currentToDrawing)
        appendSpread(gradient.spread, transform: gradient.transform)
        definitions.append(">\n")
        appendStops(gradient.stops)
        definitions.append("</linearGradient>\n")
        return id
    }

    /// Defines `gradient` (in user space) and returns its id. SVG 1.1 has no start radius (`fr` is SVG 2's), so
    /// around one centre the stops move out instead: the same colours at the same distances from the centre. A
    /// gradient with a focus of its own keeps its focus and start radius (`fx`, `fy`, `fr`).
    mutating func defineRadial(_ gradient: RadialGradient) -> String {
        let id = nextPaintID()
        let focus = gradient.focus.flatMap { $0 == gradient.center ? nil : $0 }
        let (radius, stops) = focus == nil ? gradient.fromCenter : (gradient.endRadius, gradient.stops)
        definitions.setPrecision(for: gradient.transform.concatenating(currentToDrawing))
        definitions.append("<radialGradient id=\"" + id + "\" gradientUnits=\"userSpaceOnUse\" cx=\"")
        definitions.append(number: gradient.center.x)
        definitions.append("\" cy=\"")
        definitions.append(number: gradient.center.y)
        definitions.append("\" r=\"")
        definitions.append(number: radius)
        definitions.append("\"")
        if let focus {
            definitions.append(" fx=\"")
            definitions.append(number: focus.x)
            definitions.append("\" fy=\"")
            definitions.append(number: focus.y)
            definitions.append("\"")
            if gradient.startRadius > 0 {
                definitions.append(" fr=\"")
                definitions.append(number: gradient.startRadius)
                definitions.append("\"")
            }
        }
        definitions.setPrecision(for: currentToDrawing)
        appendSpread(gradient.spread, transform: gradient.transform)
        definitions.append(">\n")
        appendStops(stops)
        definitions.append("</radialGradient>\n")
        return id
    }

    /// ` spreadMethod` and ` gradientTransform`, unless they are the defaults.
    private mutating func appendSpread(_ spread: SpreadMethod, transform: AffineTransform) {
        if spread != .pad { definitions.append(" spreadMethod=\"" + spread.rawValue + "\"") }
        if !transform.isIdentity {
            definitions.append(" gradientTransform=\"matrix(")
            definitions.append(transform: transform)
            definitions.append(")\"")
        }
    }

    /// Defines `pattern`, its tile drawn by a renderer of its own, and returns its id.
    mutating func definePattern(_ pattern: TilePattern) -> String {
        let id = nextPaintID()
        var tile = SVGRenderer(idPrefix: id + "-", toDrawing: pattern.placing.concatenating(currentToDrawing))
        Drawing(title: "", size: pattern.cell, nodes: pattern.nodes).render(into: &tile)
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

    private mutating func appendStops(_ stops: [GradientStop]) {
        for stop in stops {
            definitions.append("<stop offset=\"")
            definitions.append(number: stop.offset)
            definitions.append("\" stop-color=\"")
            definitions.append(hexColor: stop.color.red, stop.color.green, stop.color.blue, uppercase: false)
            definitions.append("\"")
            if stop.color.alpha < 1 {
                definitions.append(" stop-opacity=\"")
                definitions.append(number: stop.color.alpha)
                definitions.append("\"")
            }
            definitions.append("/>\n")
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
