extension Path {
    /// The path without its subpaths that enclose no area (their points, control points included, on one line):
    /// what a fill paints. PDF readers that follow PostScript's rule, that a fill paints every pixel it touches
    /// (Ghostscript, PDFium, poppler), draw such a subpath as a hairline; SVG paints nothing there.
    package var enclosingArea: Path {
        // Looked at in place: almost every path drawn has no flat subpath, and is returned as it is. From the first
        // flat one on, the others are copied as they are met.
        var kept: Path?
        var start = 0
        for index in elements.indices where index == elements.count - 1 || elements[index + 1].isMove {
            let subpath = elements[start...index]
            if Self.isFlat(subpath) {
                if kept == nil {
                    kept = Path()
                    for element in elements[..<start] { kept?.append(element: element) }
                }
            } else if kept != nil {
                for element in subpath { kept?.append(element: element) }
            }
            start = index + 1
        }
        return kept ?? self
    }

    /// Whether the points of `subpath`, which starts with a move, lie on one line.
    private static func isFlat(_ subpath: ArraySlice<PathElement>) -> Bool {
        guard case .move(let start)? = subpath.first else { return false }
        var direction: Point?
        func isOnTheLine(_ point: Point) -> Bool {
            let offset = Point(x: point.x - start.x, y: point.y - start.y)
            guard let line = direction else {
                if offset.x != 0 || offset.y != 0 { direction = offset }
                return true
            }
            // Within a billionth of the lengths (squared: no square roots for every point of every path).
            let cross = line.x * offset.y - line.y * offset.x
            let lengths = (line.x * line.x + line.y * line.y) * (offset.x * offset.x + offset.y * offset.y)
            return cross * cross <= 1e-18 * lengths
        }
        for element in subpath.dropFirst() {
            switch element {
            case .move(let point), .line(let point):
                guard isOnTheLine(point) else { return false }
            case .curve(let control1, let control2, let end):
                guard isOnTheLine(control1), isOnTheLine(control2), isOnTheLine(end) else { return false }
            case .arc: return false
            case .close: continue
            }
        }
        return true
    }

    mutating func append(element: PathElement) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): line(to: point)
        case .arc(let arc): append(arc)
        case .curve(let control1, let control2, let end): curve(to: end, control1: control1, control2: control2)
        case .close: close()
        }
    }
}

extension PathElement {
    var isMove: Bool {
        if case .move = self { return true }
        return false
    }
}
