/// Copies of a tile side by side, `cell` apart, in `columns` and `rows` counted from the origin: how a tile pattern
/// repeats a path of its tile (`PathNode.copies`) or the whole tile (`Group.copies`). Drawing code repeats it in a
/// loop over the grid; everything else draws `copies(of:)`.
package struct TileGrid: Sendable, Hashable {
    package var cell: Size
    package var columns: Range<Int>
    package var rows: Range<Int>

    package init(cell: Size, columns: Range<Int>, rows: Range<Int>) {
        (self.cell, self.columns, self.rows) = (cell, columns, rows)
    }

    /// Where each copy goes, row by row: column × width, row × height, as a loop computes it.
    private var offsets: [Point] {
        rows.flatMap { row in
            columns.map { column in Point(x: Double(column) * cell.width, y: Double(row) * cell.height) }
        }
    }

    /// `path` at every offset, as one path: each point moved by adding the offset.
    package func copies(of path: Path) -> Path {
        var copies = Path()
        for offset in offsets { copies.append(path, movedBy: offset) }
        return copies
    }

    /// `group` at every offset, its copies spelled out: each moved by its offset, then by the group's transform.
    package func copies(of group: Group) -> [Group] {
        offsets.map { offset in
            var copy = group
            copy.transform = AffineTransform.translation(x: offset.x, y: offset.y).concatenating(group.transform)
            copy.copies = nil
            return copy
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
