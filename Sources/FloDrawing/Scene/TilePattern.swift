/// A tile of `cell` size, repeated side by side from the origin of the coordinates it paints in: what SVG's
/// `<pattern>` and PDF's tiling patterns draw. What cannot repeat a tile draws the tiles themselves
/// (`expanded(over:)`); its paths only, so a tile is made of paths that stay inside the cell.
package struct TilePattern: Sendable, Hashable {
    package var cell: Size
    /// The tile's content, in its own coordinates (0…cell).
    package var nodes: [Node]

    package init(cell: Size, nodes: [Node]) {
        (self.cell, self.nodes) = (cell, nodes)
    }

    /// The tiles that fill `path` by `rule`: a group clipped to it, of the tiles covering its bounds, for what cannot
    /// repeat a tile itself.
    package func tiles(filling path: Path, rule: FillRule) -> Group {
        Group(
            clip: ClipPath(path: path, rule: rule),
            children: expanded(over: path.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)))
    }

    /// The tiles covering `bounds`, one path per path of the tile holding every copy of it, in the tile's order:
    /// the same picture as the repeated tile, and where copies of one path abut, their edges are one edge.
    func expanded(over bounds: Rect) -> [Node] {
        guard cell.width > 0, cell.height > 0 else { return [] }
        let columns = Int((bounds.x / cell.width).rounded(.down))..<Int((bounds.maxX / cell.width).rounded(.up))
        let rows = Int((bounds.y / cell.height).rounded(.down))..<Int((bounds.maxY / cell.height).rounded(.up))
        return Node.paths(in: nodes).map { node in
            var copies = node
            copies.path = Path()
            for row in rows {
                for column in columns {
                    copies.path.append(
                        node.path, movedBy: Point(x: Double(column) * cell.width, y: Double(row) * cell.height))
                }
            }
            return .path(copies)
        }
    }
}

extension Path {
    /// Appends the subpaths of `other`, moved by `offset`.
    mutating func append(_ other: Path, movedBy offset: Point) {
        func moved(_ point: Point) -> Point { Point(x: point.x + offset.x, y: point.y + offset.y) }
        for element in other.elements {
            switch element {
            case .move(let point): move(to: moved(point))
            case .line(let point): line(to: moved(point))
            case .arc(var arc):
                arc.center = moved(arc.center)
                append(arc)
            case .curve(let control1, let control2, let end):
                curve(to: moved(end), control1: moved(control1), control2: moved(control2))
            case .close: close()
            }
        }
    }
}
