import FloDrawing
import FloSupport

/// Basic shapes and paths as `Path`s, and how they are painted.
extension Converter {
    /// The outline of a shape element; nil when it draws nothing (a zero size, too few points).
    mutating func shape(_ element: XMLElement) throws(SVGError) -> Path? {
        // Every shape drawn takes from the file's budget, however it is written: a clip path of many shapes used by
        // many paths is drawn once per use.
        budget -= 1
        guard budget >= 0 else { throw Self.overBudget(at: element.location) }
        func number(_ name: String, _ axis: Length.Axis) throws(SVGError) -> Double? {
            try element.attribute(name).flatMap(Self.length)?.resolved(axis, viewport: viewport)
        }
        var path = Path()
        switch element.name {
        case "path":
            guard let data = element.attribute("d") else { return nil }
            do {
                path = try PathDataParser.parse(data.value, budget: &budget)
            } catch {
                throw Self.outOfRange(error, at: data.location)
            }
            if budget < 0 { throw Self.overBudget(at: data.location) }
            for case .curve in path.elements { curveWork += 2 }
        case "rect":
            let (x, y) = (try number("x", .x) ?? 0, try number("y", .y) ?? 0)
            guard let width = try number("width", .x), let height = try number("height", .y), width > 0, height > 0
            else { return nil }
            var rx = try number("rx", .x).flatMap { $0 >= 0 ? $0 : nil }
            var ry = try number("ry", .y).flatMap { $0 >= 0 ? $0 : nil }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let radiusX = min(rx ?? 0, width / 2)
            let radiusY = min(ry ?? 0, height / 2)
            Self.appendRect(to: &path, Rect(x: x, y: y, width: width, height: height), radiusX, radiusY)
        case "circle", "ellipse":
            let center = Point(x: try number("cx", .x) ?? 0, y: try number("cy", .y) ?? 0)
            var rx: Double?
            var ry: Double?
            if element.name == "circle" {
                rx = try number("r", .other)
                ry = rx
            } else {
                rx = try number("rx", .x)
                ry = try number("ry", .y)
                // SVG 2: a missing radius is the other one.
                if rx == nil { rx = ry }
                if ry == nil { ry = rx }
            }
            guard let rx, let ry, rx > 0, ry > 0 else { return nil }
            path.addEllipse(in: Rect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            path.move(to: Point(x: try number("x1", .x) ?? 0, y: try number("y1", .y) ?? 0))
            path.line(to: Point(x: try number("x2", .x) ?? 0, y: try number("y2", .y) ?? 0))
        default:
            guard let points = element.attribute("points") else { return nil }
            let numbers = try Self.numbers(in: points)
            budget -= numbers.count / 2
            guard budget >= 0 else { throw Self.overBudget(at: points.location) }
            guard numbers.count >= 4 else { return nil }
            for index in 0..<(numbers.count / 2) {
                let point = Point(x: numbers[2 * index], y: numbers[2 * index + 1])
                if index == 0 { path.move(to: point) } else { path.line(to: point) }
            }
            if element.name == "polygon" { path.close() }
        }
        return path.elements.isEmpty ? nil : path
    }

    /// The error for a file past its budget of segments, shapes, dashes, gradient stops and transforms.
    static func overBudget(at location: SourceLocation) -> SVGError {
        SVGError(
            "the artwork draws more than \(PathDataParser.maximumSegments) segments, shapes, dashes, gradient stops and transforms; simplify it",
            at: location)
    }

    /// A rectangle as SVG draws it: from the end of the top-left corner's curve, clockwise, corners as quarter
    /// ellipses (cubics).
    private static func appendRect(to path: inout Path, _ rect: Rect, _ rx: Double, _ ry: Double) {
        let (left, top, right, bottom) = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
        guard rx > 0, ry > 0 else {
            path.addRoundedRect(in: rect, radius: 0)
            return
        }
        // The handle of a quarter ellipse as a cubic.
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        path.move(to: Point(x: left + rx, y: top))
        path.line(to: Point(x: right - rx, y: top))
        path.curve(
            to: Point(x: right, y: top + ry), control1: Point(x: right - rx + k * rx, y: top),
            control2: Point(x: right, y: top + ry - k * ry))
        path.line(to: Point(x: right, y: bottom - ry))
        path.curve(
            to: Point(x: right - rx, y: bottom), control1: Point(x: right, y: bottom - ry + k * ry),
            control2: Point(x: right - rx + k * rx, y: bottom))
        path.line(to: Point(x: left + rx, y: bottom))
        path.curve(
            to: Point(x: left, y: bottom - ry), control1: Point(x: left + rx - k * rx, y: bottom),
            control2: Point(x: left, y: bottom - ry + k * ry))
        path.line(to: Point(x: left, y: top + ry))
        path.curve(
            to: Point(x: left + rx, y: top), control1: Point(x: left, y: top + ry - k * ry),
            control2: Point(x: left + rx - k * rx, y: top))
        path.close()
    }

    /// Whether `box` (in the drawing) and a stroke `strokeWidth` wide stay within the numbers a file may hold.
    static func isWithinLimit(_ box: Rect, strokeWidth: Double = 0) -> Bool {
        max(abs(box.x), abs(box.maxX), abs(box.y), abs(box.maxY)) <= NumberScanner.limit
            && strokeWidth.isFinite && strokeWidth <= NumberScanner.limit
    }

    /// The error for `what` (a shape, or what an element draws) reaching past the limit once transformed.
    static func beyondLimit(_ what: String = "this shape", at element: XMLElement) -> SVGError {
        SVGError(
            "\(what) reaches beyond ±\(Int(NumberScanner.limit)) once transformed; check the transforms and the viewBox",
            at: element.location)
    }

    /// Whether `box` (nil: overflowed) and a stroke `strokeWidth` wide stay within the limit; noted as drawn.
    mutating func isWithinLimit(_ box: Rect?, strokeWidth: Double = 0) -> Bool {
        guard let box, Self.isWithinLimit(box, strokeWidth: strokeWidth) else { return false }
        drawnBounds = drawnBounds?.union(box) ?? box
        widestStroke = max(widestStroke, strokeWidth)
        return true
    }

    /// `path` painted as `style` says; nil when it paints nothing.
    mutating func paint(_ path: Path, style: Style, element: XMLElement) throws(SVGError) -> PathNode? {
        guard style.isVisible else { return nil }
        let bounds = path.bounds
        // Numbers are bounded one by one; what the transforms make of them is bounded here, where it is drawn.
        if let bounds {
            // A stroke width counts only where a stroke is painted: unstroked, a viewBox scaling up 10¹⁰ times draws.
            let strokeReach =
                style.stroke == .none
                ? 0 : style.strokeWidth.resolved(.other, viewport: viewport) * toDrawing.largestScale
            guard isWithinLimit(bounds.placed(by: toDrawing), strokeWidth: strokeReach) else {
                throw Self.beyondLimit(at: element)
            }
        }
        if case .reference(let id, _) = style.stroke, document.elements[id]?.name == "pattern" {
            throw SVGError(
                "a pattern as a stroke is not supported; outline the stroke (Stroke to Path) and fill it",
                at: element.location)
        }
        let fill = try resolve(style.fill, style: style, opacity: style.fillOpacity, bounds: bounds)
        // Outputs that cannot repeat a tile draw every tile over the shape.
        if case .pattern(let pattern)? = fill, !pattern.nodes.isEmpty, let bounds,
            let (columns, rows) = pattern.tiles(over: bounds)
        {
            try chargeCopies(
                of: pattern.nodes, Double(columns.count) * Double(rows.count),
                overBudget: SVGError(
                    "this shape's pattern tiles take the artwork past \(PathDataParser.maximumSegments) segments; make the tile larger or the shape smaller",
                    at: element.location), at: element.location)
        }
        var stroke: Stroke?
        let width = style.strokeWidth.resolved(.other, viewport: viewport)
        if width > 0, let paint = try resolve(style.stroke, style: style, opacity: style.strokeOpacity, bounds: bounds)
        {
            var (dashes, dashOffset) = try Self.stretchedByPathLength(
                style.dashes.map { $0.resolved(.other, viewport: viewport) },
                offset: style.dashOffset.resolved(.other, viewport: viewport), of: element, path)
            if dashes.contains(where: { $0 < 0 }) || dashes.reduce(0, +) <= 0 { dashes = [] }
            // The outputs write lengths in the drawing to a thousandth: dashes and gaps all shorter than half of one
            // there would be written as none, which SVG readers draw solid.
            if !dashes.isEmpty, dashes.allSatisfy({ $0 * toDrawing.largestScale < 0.0005 }) {
                throw SVGError(
                    "this stroke's dashes and gaps are all shorter than 0.0005 in the drawing (after pathLength and transforms), finer than the outputs write lengths; make them longer or draw the stroke solid",
                    at: element.location)
            }
            if !dashes.count.isMultiple(of: 2) { dashes += dashes }
            // Each dash is a piece of geometry in the rasteriser and in Android's drawable, and each entry of the
            // pattern is held by every path it strokes: both take from the budget.
            if !dashes.isEmpty {
                let count =
                    path.controlLength / dashes.reduce(0, +) * Double(dashes.count / 2) + Double(dashes.count)
                budget -= count < Double(budget) ? Int(count) : budget + 1
                guard budget >= 0 else { throw Self.overBudget(at: element.location) }
            }
            stroke = Stroke(
                paint: paint, width: width, cap: style.lineCap, join: style.lineJoin, miterLimit: style.miterLimit,
                dashes: dashes, dashOffset: dashes.isEmpty ? 0 : dashOffset)
        }
        guard fill != nil || stroke != nil else { return nil }
        var node = PathNode(path: path, fillRule: style.fillRule, fill: fill, stroke: stroke)
        node.origin = NodeOrigin(element.location)
        return node
    }

    /// `dashes` and their `offset` stretched by `element`'s `pathLength`, `path`'s own length over the one it
    /// gives, as browsers draw it (resvg and librsvg ignore it): a `pathLength` of 0 makes every dash 0 long, which
    /// leaves the stroke solid, and a negative one is an error browsers pass over. The offset is taken within one
    /// period of the dashes first; stretched out of range, they are refused. A list no reader dashes by (a
    /// negative entry, no length) is left as it is.
    static func stretchedByPathLength(
        _ dashes: [Double], offset: Double, of element: XMLElement, _ path: Path
    ) throws(SVGError) -> (dashes: [Double], offset: Double) {
        let period = dashes.reduce(0, +) * (dashes.count.isMultiple(of: 2) ? 1 : 2)
        guard period > 0, dashes.allSatisfy({ $0 >= 0 }), let attribute = element.attribute("pathLength"),
            let numbers = try onlyNumbers(in: attribute), numbers.count == 1, numbers[0] >= 0
        else { return (dashes, offset) }
        let length = path.length
        guard length > 0 else { return (dashes, offset) }
        let stretch = numbers[0] > 0 ? length / numbers[0] : 0
        let stretched = (dashes.map { $0 * stretch }, offset.truncatingRemainder(dividingBy: period) * stretch)
        guard (stretched.0 + [stretched.1]).allSatisfy({ abs($0) <= NumberScanner.limit }) else {
            throw SVGError(
                "pathLength=\"\(attribute.value)\" stretches the dashes out of range (coordinates and sizes are limited to ±\(Int(NumberScanner.limit))); give the path's length, about \(Int(length.rounded())), or remove pathLength",
                at: attribute.location)
        }
        return stretched
    }
}
