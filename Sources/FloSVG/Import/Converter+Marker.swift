import FloDrawing
import FloSupport

/// Markers: a `<marker>`'s content drawn at the vertices of a shape (the first, the middle ones, the last), turned
/// with the outline where `orient` says `auto`, scaled by the stroke's width unless `markerUnits` is
/// `userSpaceOnUse`, and clipped to its viewport unless its `overflow` shows it.
extension Converter {
    /// The markers `style` puts on `path`, the outline of `element`, painted as `painted` (which `context-fill`
    /// and `context-stroke` take).
    mutating func markers(on path: Path, of element: XMLElement, style: Style, painted: PathNode?) throws(SVGError)
        -> [Node]
    {
        let references = style.markers
        guard style.isVisible, references.start != nil || references.mid != nil || references.end != nil else {
            return []
        }
        // SVG draws a circle or an ellipse as four arcs, clockwise from its rightmost point: a vertex at each quarter.
        let outline = ["circle", "ellipse"].contains(element.name) ? path.bounds.map(Self.quarters) ?? path : path
        let vertices = MarkerVertex.vertices(of: outline, commandEnds: try commandEnds(of: element, path: outline))
        guard let last = vertices.indices.last else { return [] }
        let strokeWidth = style.strokeWidth.resolved(.other, viewport: viewport)
        var nodes: [Node] = []
        let placements: [(String?, [Int])] = [
            (references.start, [0]), (references.mid, Array(vertices.indices.dropFirst().dropLast())),
            (references.end, last > 0 ? [last] : []),
        ]
        for (reference, placed) in placements {
            guard let id = reference, let marker = document.elements[id], marker.name == "marker", !placed.isEmpty,
                let drawn = try markerContent(
                    marker, id: id,
                    context: (
                        try contextPaint(style.fill, painted: painted?.fill, style: style, bounds: path.bounds),
                        try contextPaint(
                            style.stroke, painted: painted?.stroke?.paint, style: style, bounds: path.bounds)
                    ))
            else { continue }
            let scale = drawn.inStrokeWidths ? strokeWidth : 1
            guard scale > 0 else { continue }
            // Each vertex draws the content again: the outputs hold every copy.
            try chargeCopies(
                of: drawn.nodes, Double(placed.count - 1), overBudget: Self.overBudget(at: element.location),
                at: element.location)
            for index in placed {
                let vertex = vertices[index]
                var degrees: Double = drawn.orient ?? vertex.degrees
                if index == 0, drawn.reversesAtStart { degrees += 180 }
                let turn: Double = degrees * Double.pi / 180
                let (cosine, sine): (Double, Double) = (cos(turn) * scale, sin(turn) * scale)
                let (x, y) = (drawn.reference.x, drawn.reference.y)
                let placing = AffineTransform(
                    a: cosine, b: sine, c: -sine, d: cosine, tx: vertex.point.x - x * cosine + y * sine,
                    ty: vertex.point.y - x * sine - y * cosine)
                // Every copy, its clip paths' shapes too, stays within the limits.
                guard let placed = drawn.extent.placed(by: placing.concatenating(toDrawing)), isWithinLimit(placed)
                else { throw Self.beyondLimit("a marker of this element", at: element) }
                nodes.append(.group(Group(transform: placing, clip: drawn.clip, children: drawn.nodes)))
            }
        }
        return nodes
    }

    /// The ellipse in `box` as four quarters, closed.
    private static func quarters(of box: Rect) -> Path {
        let (rx, ry) = (box.width / 2, box.height / 2)
        let (cx, cy) = (box.x + rx, box.y + ry)
        // The handle of a quarter circle's cubic, as a fraction of the radius.
        let k = 0.552_284_749_8
        func point(_ x: Double, _ y: Double) -> Point { Point(x: cx + x * rx, y: cy + y * ry) }
        var path = Path()
        path.move(to: point(1, 0))
        path.curve(to: point(0, 1), control1: point(1, k), control2: point(k, 1))
        path.curve(to: point(-1, 0), control1: point(-k, 1), control2: point(-1, k))
        path.curve(to: point(0, -1), control1: point(-1, -k), control2: point(-k, -1))
        path.curve(to: point(1, 0), control1: point(k, -1), control2: point(1, -k))
        path.close()
        return path
    }

    /// How many elements of `path` there are after each command of `element`.
    private func commandEnds(of element: XMLElement, path: Path) throws(SVGError) -> [Int] {
        guard element.name == "path", let data = element.attribute("d") else {
            return Array(1...max(1, path.elements.count))
        }
        // Read again, to count: the budget was taken when the path was.
        var unlimited = Int.max
        var ends: [Int]? = []
        _ = try Self.located(at: data.location) { () throws(NumberScanner.OutOfRange) in
            try PathDataParser.parse(data.value, budget: &unlimited, commandEnds: &ends)
        }
        return ends ?? []
    }

    /// A marker's content, ready to place.
    private struct MarkerContent {
        var nodes: [Node]
        var clip: ClipPath?
        /// What the content and its clip paths reach, unclipped, in the marker's viewport.
        var extent: Rect
        /// The point of the content placed on the vertex, in the marker's viewport.
        var reference: Point
        var inStrokeWidths: Bool
        /// A fixed angle in degrees; nil for `auto`.
        var orient: Double?
        var reversesAtStart: Bool
    }

    /// What `context-fill` or `context-stroke` takes from a shape that paints `painted` as `spec` gives it: the paint
    /// without `fill-opacity` or `stroke-opacity`, which are properties of their own. A colour is resolved again at
    /// full opacity; a gradient or a pattern is passed on as it is (only one whose units place it in the shape's
    /// own space is drawn, and it keeps its opacity).
    private mutating func contextPaint(
        _ spec: PaintSpec, painted: Paint?, style: Style, bounds: Rect?
    ) throws(SVGError) -> Paint? {
        guard case .color? = painted else { return painted }
        return try resolve(spec, style: style, opacity: 1, bounds: bounds)
    }

    /// `marker`'s content in its viewport (`markerWidth` × `markerHeight`, its `viewBox` fitted into it), where
    /// `context-fill` and `context-stroke` paint as `context`; nil when it draws nothing.
    private mutating func markerContent(
        _ marker: XMLElement, id: String, context: (fill: Paint?, stroke: Paint?)
    ) throws(SVGError) -> MarkerContent? {
        try refuseLoop("marker", id: id, in: markersInProgress, at: marker)
        let width = try lengthAttribute("markerWidth", of: marker, .x) ?? 3
        let height = try lengthAttribute("markerHeight", of: marker, .y) ?? 3
        guard width > 0, height > 0, try !Self.hasEmptyViewBox(marker) else { return nil }
        let size = Size(width: width, height: height)
        let viewBox = try Self.viewBox(of: marker)
        let fit = try viewBox.map { box throws(SVGError) in
            try Self.aspectRatio(of: marker).transform(from: box, to: size)
        }
        let reference = (fit ?? .identity).apply(
            to: Point(
                x: try lengthAttribute("refX", of: marker, .x) ?? 0, y: try lengthAttribute("refY", of: marker, .y) ?? 0
            ))
        // Each copy is a group clipped to the marker's viewport: a layer in the rasteriser.
        let place = try enterDetached(id, inProgress: \.markersInProgress, layers: 1, at: marker)
        let savedContext = (markerContext, markerContextUnsupported)
        defer {
            leaveDetached(place, inProgress: \.markersInProgress)
            (markerContext, markerContextUnsupported) = savedContext
        }
        (markerContext, markerContextUnsupported) = (context, false)
        // Percentages in the content are of the marker's own viewport.
        viewport = viewBox.map { Size(width: $0.width, height: $0.height) } ?? size
        let declared = try self.declared(marker)
        var nodes = try content(of: marker, style: try document.parentStyle(of: id).applying(declared))
        if markerContextUnsupported {
            throw SVGError(
                "context-fill or context-stroke takes a gradient or a pattern here, which a marker cannot place; paint the shape or the marker with a colour",
                at: marker.location)
        }
        guard !nodes.isEmpty else { return nil }
        if let fit { nodes = [.group(Group(transform: fit, children: nodes, writtenBy: marker))] }
        let box = Rect(x: 0, y: 0, width: width, height: height)
        guard let extent = Self.extent(of: nodes).map({ $0.union(box) }) else { return nil }
        let orient = marker.attribute("orient")?.value.trimmingSpaces.lowercased() ?? "0"
        return MarkerContent(
            nodes: nodes, clip: declared.showsOverflow ? nil : ClipPath(path: Path(rectangle: box)), extent: extent,
            reference: reference,
            inStrokeWidths: marker.attribute("markerUnits")?.value.trimmingSpaces != "userSpaceOnUse",
            orient: orient == "auto" || orient == "auto-start-reverse" ? nil : (Self.angle(orient) ?? 0),
            reversesAtStart: orient == "auto-start-reverse")
    }

    /// What `nodes` and their clip paths reach, clips not cut: what the outputs write.
    private static func extent(of nodes: [Node], transform: AffineTransform = .identity) -> Rect? {
        var result: Rect?
        func add(_ rect: Rect?) { if let rect { result = result?.union(rect) ?? rect } }
        for node in nodes {
            switch node {
            case .path: add(Node.reach(of: [node], transform: transform))
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                add(extent(of: group.children, transform: inner))
                for box in group.clip?.placedBoxes(by: inner) ?? [] { add(box) }
                add(group.mask.flatMap { extent(of: $0.nodes, transform: inner) })
            }
        }
        return result
    }

    /// An angle in degrees, with CSS's units (`deg`, `rad`, `grad`, `turn`) or none.
    static func angle(_ text: String) -> Double? {
        for (unit, degrees) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)]
        where text.hasSuffix(unit) {
            return (try? NumberScanner.single(text.dropLast(unit.count)[...]) ?? nil).map { $0 * degrees }
        }
        return (try? NumberScanner.single(text[...])) ?? nil
    }

    /// `node`'s fill, its stroke and `markers` in `order`: the fill and the stroke one path when the fill comes right
    /// before the stroke, as written; a path of each otherwise.
    static func layered(_ node: PathNode?, markers: [Node], order: [PaintLayer]) -> [Node] {
        guard var node else { return markers }
        let position = { (layer: PaintLayer) in order.firstIndex(of: layer) ?? 0 }
        let (fill, stroke) = (position(.fill), position(.stroke))
        if node.fill == nil || node.stroke == nil || stroke == fill + 1 {
            let path = node.stroke == nil ? fill : node.fill == nil ? stroke : min(fill, stroke)
            return position(.markers) < path ? markers + [.path(node)] : [.path(node)] + markers
        }
        var stroked = node
        (stroked.fill, node.stroke) = (nil, nil)
        return order.flatMap { layer in layer == .fill ? [.path(node)] : layer == .stroke ? [.path(stroked)] : markers }
    }
}
