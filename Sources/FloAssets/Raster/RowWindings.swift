/// Accumulates one pixel row of a coverage mask so that overlaps count once. Adding every edge's area is exact
/// only where, across the row, no edges cross and every region between them is wound 0 or one same ±1; a stroke
/// that retraces itself (A–B–A) is wound twice inside, and summing would count its edge pixels twice. Such a row
/// is cut into bands in which no edge ends or crosses another, and in each band only the edges where the fill
/// rule's inside begins or ends are added.
struct RowWindings {
    let rule: FillRule
    private var levels: [Double] = []
    private var cuts: [Double] = []
    /// The pieces spanning the current band, with their x in its middle, left to right.
    private var order: [(x: Double, index: Int)] = []

    init(rule: FillRule) {
        self.rule = rule
    }

    /// Adds `pieces`, all in one row, to `buffer`.
    mutating func accumulate(
        _ pieces: ArraySlice<EdgePiece>, stride: Int, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        if pieces.count < 2 || isPlain(pieces) {
            for piece in pieces {
                piece.accumulate(
                    from: piece.yTop, to: piece.yBottom, sign: Float(piece.direction), stride: stride, into: buffer)
            }
            return
        }
        for band in 0..<(levels.count - 1) {
            let (top, bottom) = (levels[band], levels[band + 1])
            cuts.removeAll(keepingCapacity: true)
            cuts.append(top)
            let spanning = pieces.indices.filter { pieces[$0].yTop <= top && pieces[$0].yBottom >= bottom }
            for (offset, i) in spanning.enumerated() {
                for j in spanning[(offset + 1)...] {
                    let above = pieces[i].x(at: top) - pieces[j].x(at: top)
                    let below = pieces[i].x(at: bottom) - pieces[j].x(at: bottom)
                    if (above < 0 && below > 0) || (above > 0 && below < 0) {
                        cuts.append(top + (bottom - top) * above / (above - below))
                    }
                }
            }
            cuts.sort()
            cuts.append(bottom)
            for cut in 0..<(cuts.count - 1) where cuts[cut + 1] > cuts[cut] {
                let (y0, y1) = (cuts[cut], cuts[cut + 1])
                sortSpanning(pieces, from: y0, to: y1)
                var winding = 0
                for (_, index) in order {
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
        var isPlain = true
        for band in 0..<(levels.count - 1) where isPlain {
            let (top, bottom) = (levels[band], levels[band + 1])
            sortSpanning(pieces, from: top, to: bottom)
            var winding = 0
            var (highestTop, highestBottom) = (-Double.infinity, -Double.infinity)
            for (_, index) in order {
                let piece = pieces[index]
                let (xTop, xBottom) = (piece.x(at: top), piece.x(at: bottom))
                // Left of one already passed, at the band's top or bottom: the two cross.
                if xTop < highestTop - 1e-9 || xBottom < highestBottom - 1e-9 { isPlain = false }
                highestTop = max(highestTop, xTop)
                highestBottom = max(highestBottom, xBottom)
                winding += piece.direction
                if winding != 0 {
                    if sign == 0 { sign = winding }
                    if winding != sign || abs(winding) > 1 { isPlain = false }
                }
            }
        }
        return isPlain
    }

    /// Fills `order` with the pieces spanning `top`…`bottom`, sorted by where they are in its middle.
    private mutating func sortSpanning(_ pieces: ArraySlice<EdgePiece>, from top: Double, to bottom: Double) {
        order.removeAll(keepingCapacity: true)
        let middle = (top + bottom) / 2
        for index in pieces.indices where pieces[index].yTop <= top && pieces[index].yBottom >= bottom {
            order.append((pieces[index].x(at: middle), index))
        }
        guard order.count <= 16 else { return order.sort { $0.x < $1.x } }
        // Insertion sort: a row holds a handful of pieces.
        for i in order.indices.dropFirst() {
            var j = i
            while j > 0 && order[j - 1].x > order[j].x {
                order.swapAt(j - 1, j)
                j -= 1
            }
        }
    }
}
