import FloDrawing

/// A path as the calls of Swift's path builders (`Path`, `CGContext`), which share their names but how they close.
enum SwiftPathCode {
    /// The most stops a gradient lists in one array literal. Swift type-checks an array literal of calls in time and
    /// memory that grow with the square of its length, so a longer list is built one statement a stop.
    static let inlineStops = 16

    /// `path`'s elements as calls on `receiver`; `close` is how it closes a subpath (`Path`'s `closeSubpath`,
    /// `CGContext`'s `closePath`).
    static func elements(_ path: Path, receiver: String, close: String = "closeSubpath", in source: inout CodeSource) {
        func point(_ point: Point) -> String {
            "CGPoint(x: \(CodeNumber.text(point.x)), y: \(CodeNumber.text(point.y)))"
        }
        for element in path.elements {
            switch element {
            case .move(let p): source.line("\(receiver).move(to: \(point(p)))")
            case .line(let p): source.line("\(receiver).addLine(to: \(point(p)))")
            case .curve(let control1, let control2, let end):
                source.line(
                    "\(receiver).addCurve(to: \(point(end)), control1: \(point(control1)), control2: \(point(control2)))"
                )
            case .arc(let arc):
                // Spelled out drawings have none; as cubics all the same.
                for cubic in arc.cubics {
                    source.line(
                        "\(receiver).addCurve(to: \(point(cubic.end)), control1: \(point(cubic.control1)), control2: \(point(cubic.control2)))"
                    )
                }
            case .close: source.line("\(receiver).\(close)()")
            }
        }
    }
}

extension SwiftPathCode {
    /// A path function's or block's body: `path` built on a new `declaration` named `name` (`var path = Path()`),
    /// or with `copies`, a `tile` built so, then loops adding it to `name` at each offset, as
    /// `TileGrid.copies(of:)` places them.
    static func build(
        _ path: Path, copies: TileGrid?, declaration: (String) -> String, name: String, in source: inout CodeSource
    ) {
        guard let copies else {
            source.line(declaration(name))
            elements(path, receiver: name, in: &source)
            return
        }
        source.line(declaration("tile"))
        elements(path, receiver: "tile", in: &source)
        source.line(declaration(name))
        looping(over: copies, views: false, in: &source) {
            $0.line("\(name).addPath(tile, transform: \(offset(in: copies)))")
        }
    }

    /// What `body` writes, within loops over the rows and columns of `copies` when there are some: `ForEach` views,
    /// or `for` statements.
    static func looping(
        over copies: TileGrid?, views: Bool, in source: inout CodeSource, body: (inout CodeSource) -> Void
    ) {
        guard let copies else { return body(&source) }
        for (name, range) in [("row", copies.rows), ("column", copies.columns)] {
            source.open(
                views
                    ? "ForEach(\(range.lowerBound)..<\(range.upperBound), id: \\.self) { \(name) in"
                    : "for \(name) in \(range.lowerBound)..<\(range.upperBound) {")
        }
        body(&source)
        source.close("}")
        source.close("}")
    }

    /// The move from a tile to its copy at `row` and `column`.
    static func offset(in copies: TileGrid) -> String {
        "CGAffineTransform(translationX: CGFloat(column) * \(CodeNumber.text(copies.cell.width)), y: CGFloat(row) * \(CodeNumber.text(copies.cell.height)))"
    }

    /// `group`'s transform as a `CGAffineTransform`; for a group of copies, each copy's: moved to it, then
    /// transformed. Nil when it moves nothing.
    static func transform(of group: Group) -> String? {
        let t = group.transform
        let written =
            "CGAffineTransform(a: \(CodeNumber.text(t.a)), b: \(CodeNumber.text(t.b)), c: \(CodeNumber.text(t.c)), d: \(CodeNumber.text(t.d)), tx: \(CodeNumber.text(t.tx)), ty: \(CodeNumber.text(t.ty)))"
        guard let copies = group.copies else { return t.isIdentity ? nil : written }
        return offset(in: copies) + (t.isIdentity ? "" : ".concatenating(\(written))")
    }
}

extension Drawing {
    /// The drawing's one path, when it is a single path outside any group: what becomes a `Shape`.
    var onlyPath: PathNode? {
        guard nodes.count == 1, case .path(let path) = nodes[0] else { return nil }
        return path
    }
}
