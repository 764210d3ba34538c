import FloDrawing

/// The Kotlin a drawing's nodes become: each path a `path(…) { … }` builder with its brushes, each clip a
/// `group(clipPathData = …)` around its children, a gradient's frame a `group(rotate = …)`, a group's opacity
/// carried down to its paths' alphas, a pattern's tile drawn in loops over its copies.
extension ComposeWriter {
    func nodes(
        _ nodes: [Node], opacity: Double, colors: inout IndexingIterator<[CodeColor]>, in source: inout CodeSource
    ) {
        for node in nodes {
            switch node {
            case .path(let path):
                source.open(pathOpening(path, opacity: opacity, colors: &colors))
                loops(over: path.copies, in: &source) {
                    elements(path.path.curvesOnly.elements[...], copies: path.copies, in: &$0)
                }
                source.close("}")
            case .group(let group):
                write(group, in: &source) {
                    elements($0[...], in: &$1)
                } children: {
                    self.nodes(group.children, opacity: opacity * group.opacity, colors: &colors, in: &$0)
                }
            }
        }
    }

    /// `group`'s opening and closing around what `children` writes: the loops over its copies and the `group` that
    /// moves each, its frame's `group`, its clip's (whose elements `clipElements` writes), or none.
    func write(
        _ group: Group, in source: inout CodeSource, clipElements: ([PathElement], inout CodeSource) -> Void,
        children: (inout CodeSource) -> Void
    ) {
        if let copies = group.copies {
            loops(over: copies, in: &source) { body in
                body.open(Self.copyOpening(copies))
                children(&body)
                body.close("}")
            }
        } else if let opening = Self.frameOpening(group) {
            source.open(opening)
            children(&source)
            source.close("}")
        } else if let clip = group.clip?.single {
            source.open("group(clipPathData = PathData {")
            clipElements(clip.path.curvesOnly.elements, &source)
            source.close("}) {")
            source.indent += 1
            children(&source)
            source.close("}")
        } else {
            children(&source)
        }
    }

    /// `group(translationX = …, translationY = …) {` moving a tile to its copy at `row` and `column` (transforms
    /// are baked, so a tile's group has none of its own).
    static func copyOpening(_ copies: TileGrid) -> String {
        "group(translationX = (column * \(CodeNumber.double(copies.cell.width))).toFloat(), translationY = (row * \(CodeNumber.double(copies.cell.height))).toFloat()) {"
    }

    /// `group(rotate = …, scaleY = …, translationX = …, translationY = …) {` for a group with a transform: once
    /// transforms are baked, only the `EllipseFrame` of a stretched radial gradient, which Compose's group takes
    /// as it is. Nil for a group without one.
    static func frameOpening(_ group: Group) -> String? {
        guard !group.transform.isIdentity else { return nil }
        let frame = frameParameters(group.transform)
        return
            "group(rotate = \(CodeNumber.float(frame.rotate)), scaleY = \(CodeNumber.float(frame.scaleY)), translationX = \(CodeNumber.float(frame.translationX)), translationY = \(CodeNumber.float(frame.translationY))) {"
    }

    /// The arguments of Compose's `group` for `transform`: a squash along y, then a turn, then a move.
    static func frameParameters(_ transform: AffineTransform) -> (
        rotate: Double, scaleY: Double, translationX: Double, translationY: Double
    ) {
        let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
        return (atan2(b, a) * 180 / .pi, a * d - b * c, transform.tx, transform.ty)
    }

    /// `path(fill = …, …) {`, which the path's elements follow; `stopList` writes a gradient's stops as arguments.
    func pathOpening(
        _ path: PathNode, opacity: Double, colors: inout IndexingIterator<[CodeColor]>,
        stopList: ([String]) -> String = { $0.joined(separator: ", ") }
    ) -> String {
        var arguments: [String] = []
        if let fill = path.fill {
            arguments.append("fill = \(brush(fill, colors: &colors, stopList: stopList))")
            if opacity < 1 { arguments.append("fillAlpha = \(CodeNumber.float(opacity))") }
        }
        if let stroke = path.stroke {
            arguments.append("stroke = \(brush(stroke.paint, colors: &colors, stopList: stopList))")
            if opacity < 1 { arguments.append("strokeAlpha = \(CodeNumber.float(opacity))") }
            arguments.append("strokeLineWidth = \(CodeNumber.float(stroke.width))")
            arguments.append("strokeLineCap = StrokeCap.\(Self.upperCamel(stroke.cap.rawValue))")
            arguments.append("strokeLineJoin = StrokeJoin.\(Self.upperCamel(stroke.join.rawValue))")
            arguments.append("strokeLineMiter = \(CodeNumber.float(stroke.miterLimit))")
        }
        arguments.append("pathFillType = PathFillType.\(path.fillRule == .evenOdd ? "EvenOdd" : "NonZero")")
        return "path(\(arguments.joined(separator: ", "))) {"
    }

    /// `elements` as calls; with `copies`, each point moved by the offset of the loops' copy (see `loops`).
    func elements(_ elements: ArraySlice<PathElement>, copies: TileGrid? = nil, in source: inout CodeSource) {
        // Added in 64 bits, then rounded, as the copies' points are.
        func moved(_ value: Double, by index: String, _ step: Double) -> String {
            let offset = "\(index) * \(CodeNumber.double(step))"
            guard value != 0 else { return "(\(offset)).toFloat()" }
            return "(\(offset) \(value < 0 ? "-" : "+") \(CodeNumber.double(abs(value)))).toFloat()"
        }
        func numbers(_ points: Point...) -> String {
            points.map { point in
                guard let copies else { return CodeNumber.float(point.x) + ", " + CodeNumber.float(point.y) }
                return moved(point.x, by: "column", copies.cell.width) + ", "
                    + moved(point.y, by: "row", copies.cell.height)
            }.joined(separator: ", ")
        }
        for element in elements {
            switch element {
            case .move(let p): source.line("moveTo(\(numbers(p)))")
            case .line(let p): source.line("lineTo(\(numbers(p)))")
            case .curve(let control1, let control2, let end):
                source.line("curveTo(\(numbers(control1, control2, end)))")
            case .arc: break
            case .close: source.line("close()")
            }
        }
    }

    /// What `body` writes, within loops over the rows and columns of `copies` when there are some.
    func loops(over copies: TileGrid?, in source: inout CodeSource, body: (inout CodeSource) -> Void) {
        guard let copies else { return body(&source) }
        source.open("for (row in \(copies.rows.lowerBound) until \(copies.rows.upperBound)) {")
        source.open("for (column in \(copies.columns.lowerBound) until \(copies.columns.upperBound)) {")
        body(&source)
        source.close("}")
        source.close("}")
    }

    func brush(
        _ paint: Paint, colors: inout IndexingIterator<[CodeColor]>,
        stopList: ([String]) -> String = { $0.joined(separator: ", ") }
    ) -> String {
        func offset(_ point: Point) -> String { "Offset(\(CodeNumber.float(point.x)), \(CodeNumber.float(point.y)))" }
        func stops(_ stops: [GradientStop]) -> String {
            stopList(stops.map { "\(CodeNumber.float($0.offset)) to \(color(colors.next()))" })
        }
        // Compose's tile modes are SVG's spread methods: `Repeated` repeats, `Mirror` reflects.
        let tileMode = [
            SpreadMethod.repeat: ", tileMode = TileMode.Repeated", .reflect: ", tileMode = TileMode.Mirror",
        ]
        switch paint {
        case .color: return "SolidColor(\(color(colors.next())))"
        case .linearGradient(let gradient):
            return
                "Brush.linearGradient(\(stops(gradient.stops)), start = \(offset(gradient.start)), end = \(offset(gradient.end))\(tileMode[gradient.spread] ?? ""))"
        case .radialGradient(let gradient):
            return
                "Brush.radialGradient(\(stops(gradient.stops)), center = \(offset(gradient.center)), radius = \(CodeNumber.float(gradient.endRadius))\(tileMode[gradient.spread] ?? ""))"
        case .pattern: return "SolidColor(Color.Transparent)"
        }
    }
}
