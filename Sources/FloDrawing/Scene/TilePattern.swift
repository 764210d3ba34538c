/// A tile of `cell` size, repeated side by side from the origin of its own coordinates, which `placing` takes to
/// those it paints in: what SVG's `<pattern>` and PDF's tiling patterns draw. Its content shows within the cell.
/// What cannot repeat a tile draws the tiles themselves (`expanded(over:)`).
package struct TilePattern: Sendable, Hashable {
    package var cell: Size
    /// The tile's content, in its own coordinates (0…cell): what reaches past the cell is clipped to it (tiles
    /// drawn side by side are added up where they meet, see `Group.tilesAbut`).
    package var nodes: [Node]
    package var placing: AffineTransform

    package init(cell: Size, nodes: [Node], placing: AffineTransform = .identity) {
        (self.cell, self.nodes, self.placing) = (cell, nodes, placing)
    }

    /// The tiles that fill `path` by `rule`: a group clipped to it, of the tiles covering its bounds, for what cannot
    /// repeat a tile itself. `keepingCopies`, for drawing code to repeat in a loop, each path of a tile of colours is
    /// one copy and its grid (`PathNode.copies`), any other tile one group and its grid (`Group.copies`).
    package func tiles(filling path: Path, rule: FillRule, keepingCopies: Bool = false) -> Group {
        var tiles = Group(
            clip: ClipPath(path: path, rule: rule),
            children: expanded(
                over: path.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0), keepingCopies: keepingCopies))
        tiles.tilesAbut = true
        return tiles
    }

    /// The tiles covering `bounds`. Tiles of paths in colours are one path per path of the tile, holding every copy
    /// of it, in the tile's order: the same picture as the repeated tile, and where copies of one path abut, their
    /// edges are one edge, with no seam. Other tiles (a clip to the tile, a gradient, which each copy moves) are a
    /// group each. `keepingCopies`, each path or the group holds one copy and the grid (see `tiles(filling:)`).
    func expanded(over bounds: Rect, keepingCopies: Bool = false) -> [Node] {
        guard cell.width > 0, cell.height > 0, let (columns, rows) = tiles(over: bounds) else { return [] }
        let grid = TileGrid(cell: cell, columns: columns, rows: rows)
        guard nodes.allSatisfy(Self.copiesMerge) else {
            var tile = Group(transform: placing, children: nodes)
            tile.copies = grid
            return keepingCopies ? [.group(tile)] : grid.copies(of: tile).map(Node.group)
        }
        let merged = Node.paths(in: nodes).map { node in
            var copies = node
            if keepingCopies { copies.copies = grid } else { copies.path = grid.copies(of: node.path) }
            return Node.path(copies)
        }
        return placing.isIdentity ? merged : [.group(Group(transform: placing, children: merged))]
    }

    /// Whether copies of `node` can be one path: a path whose paints are colours.
    private static func copiesMerge(_ node: Node) -> Bool {
        guard case .path(let path) = node else { return false }
        return (path.fill.map { $0.solidColor != nil } ?? true)
            && (path.stroke.map { $0.paint.solidColor != nil } ?? true)
    }
}

extension TilePattern {
    /// The columns and rows of the tiles that cover `bounds` (in the coordinates the pattern paints in); nil when
    /// `placing` flattens the plane.
    package func tiles(over bounds: Rect) -> (columns: Range<Int>, rows: Range<Int>)? {
        guard let inside = placing.inverted, let area = bounds.placed(by: inside) else { return nil }
        func range(_ low: Double, _ high: Double, _ step: Double) -> Range<Int> {
            let first = Int(max(-1e9, (low / step).rounded(.down)))
            return first..<max(first, Int(min(1e9, (high / step).rounded(.up))))
        }
        return (range(area.x, area.maxX, cell.width), range(area.y, area.maxY, cell.height))
    }
}
