/// Accumulates one pixel row of a coverage mask so that overlaps count once. Adding every edge's area is exact
/// only where, across the row, no edges cross and every region between them is wound 0 or one same ±1; a stroke
/// that retraces itself (A–B–A) is wound twice inside, and summing would count its edge pixels twice. Such a row
/// is cut into bands in which no edge ends or crosses another, and in each band only the edges where the fill
/// rule's inside begins or ends are added. A row crossed by more than `resolvedPieces` edges is summed as it is,
/// which bounds the work a hostile outline can ask for.
struct RowWindings {
    static let resolvedPieces = 128
    let rule: FillRule
    /// The heights where pieces end, then within one band where two of them cross.
    private var levels: [Double] = []
    private var cuts: [Double] = []
    /// The pieces spanning the current band, left to right.
    private var order: [(top: Double, bottom: Double, index: Int)] = []

    init(rule: FillRule) {
        self.rule = rule
    }

    /// Adds `pieces`, all in one row, to `buffer`.
    mutating func accumulate(
        _ pieces: ArraySlice<EdgePiece>, stride: Int, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        if pieces.count < 2 || pieces.count > Self.resolvedPieces || isPlain(pieces) {
            for piece in pieces {
                piece.accumulate(
                    from: piece.yTop, to: piece.yBottom, sign: Float(piece.direction), stride: stride, into: buffer)
            }
            return
        }
        for band in 0..<(levels.count - 1) {
            cuts.removeAll(keepingCapacity: true)
            cuts.append(levels[band])
            sortSpanning(pieces, from: levels[band], to: levels[band + 1], crossings: true)
            cuts.sort()
            cuts.append(levels[band + 1])
            for cut in 0..<(cuts.count - 1) where cuts[cut + 1] > cuts[cut] {
                let (y0, y1) = (cuts[cut], cuts[cut + 1])
                sortSpanning(pieces, from: y0, to: y1, crossings: false)
                var winding = 0
                for (_, _, index) in order {
                    let wasInside = isInside(winding)
                    winding += pieces[index].direction
                    if isInside(winding) != wasInside {
                        pieces[index].accumulate(
                            from: y0, to: y1, sign: wasInside ? -1 : 1, stride: stride, into: buffer)
                    }
                }
            }
        }
    }

    private func isInside(_ winding: Int) -> Bool {
        rule == .nonZero ? winding != 0 : winding & 1 != 0
    }

    /// Whether adding every piece is exact: no two cross, every region is wound 0 or one same ±1. Leaves in
    /// `levels` the heights where pieces end, which bound the bands a resolved row is cut into.
    private mutating func isPlain(_ pieces: ArraySlice<EdgePiece>) -> Bool {
        levels.removeAll(keepingCapacity: true)
        for piece in pieces {
            levels.append(piece.yTop)
            levels.append(piece.yBottom)
        }
        levels.sort()
        var unique = 0
        for level in levels where unique == 0 || level > levels[unique - 1] {
            levels[unique] = level
            unique += 1
        }
        levels.removeLast(levels.count - unique)
        var sign = 0
        for band in 0..<(levels.count - 1) {
            cuts.removeAll(keepingCapacity: true)
            sortSpanning(pieces, from: levels[band], to: levels[band + 1], crossings: true)
            guard cuts.isEmpty else { return false }
            var winding = 0
            for (_, _, index) in order {
                winding += pieces[index].direction
                guard winding != 0 else { continue }
                if sign == 0 { sign = winding }
                guard winding == sign, abs(winding) == 1 else { return false }
            }
        }
        return true
    }

    /// Fills `order` with the pieces spanning `top`…`bottom`, left to right at `bottom` (so, where none cross,
    /// throughout); with `crossings`, appends to `cuts` the heights where two of them cross. Sorted at the top,
    /// then by insertion at the bottom: each swap is one crossing, so the work grows with the crossings.
    private mutating func sortSpanning(
        _ pieces: ArraySlice<EdgePiece>, from top: Double, to bottom: Double, crossings: Bool
    ) {
        order.removeAll(keepingCapacity: true)
        for index in pieces.indices where pieces[index].yTop <= top && pieces[index].yBottom >= bottom {
            order.append((pieces[index].x(at: top), pieces[index].x(at: bottom), index))
        }
        order.sort { ($0.top, $0.bottom) < ($1.top, $1.bottom) }
        for i in order.indices.dropFirst() {
            var j = i
            // Nearer than 1e-9 pixel is the same place: edges that retrace one another are not crossings.
            while j > 0 && order[j - 1].bottom > order[j].bottom + 1e-9 {
                let (left, right) = (order[j - 1], order[j])
                if crossings && left.top < right.top {
                    let above = left.top - right.top
                    let below = left.bottom - right.bottom
                    cuts.append(top + (bottom - top) * above / (above - below))
                }
                order.swapAt(j - 1, j)
                j -= 1
            }
        }
    }
}
