extension Path {
    /// The path without its subpaths that enclose no area (their points, control points included, on one line):
    /// what a fill paints. PDF readers that follow PostScript's rule, that a fill paints every pixel it touches
    /// (Ghostscript, PDFium, poppler), draw such a subpath as a hairline; SVG paints nothing there.
    package var enclosingArea: Path {
        var kept = Path()
        var subpath: [PathElement] = []
        var changed = false
        func flush() {
            if Self.isFlat(subpath) {
                changed = changed || !subpath.isEmpty
            } else {
                for element in subpath { kept.append(element: element) }
            }
            subpath.removeAll(keepingCapacity: true)
        }
        for element in elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return changed ? kept : self
    }

    /// Whether the points of `subpath`, which starts with a move, lie on one line.
    private static func isFlat(_ subpath: [PathElement]) -> Bool {
        guard case .move(let start)? = subpath.first else { return subpath.isEmpty }
        var direction: Point?
        for element in subpath.dropFirst() {
            let points: [Point]
            switch element {
            case .move(let point), .line(let point): points = [point]
            case .curve(let control1, let control2, let end): points = [control1, control2, end]
            case .arc: return false
            case .close: continue
            }
            for point in points {
                let offset = Point(x: point.x - start.x, y: point.y - start.y)
                guard let line = direction else {
                    if offset.x != 0 || offset.y != 0 { direction = offset }
                    continue
                }
                let cross = line.x * offset.y - line.y * offset.x
                if abs(cross) > 1e-9 * hypot(line.x, line.y) * hypot(offset.x, offset.y) { return false }
            }
        }
        return true
    }

    private mutating func append(element: PathElement) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): line(to: point)
        case .arc(let arc): append(arc)
        case .curve(let control1, let control2, let end): curve(to: end, control1: control1, control2: control2)
        case .close: close()
        }
    }
}
