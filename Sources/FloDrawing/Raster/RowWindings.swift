/// Accumulates one pixel row of a coverage mask so that overlaps count once. Adding every edge's area is exact
/// only where, across the row, no edges cross and every region between them is wound 0 or one same ±1; a stroke
/// that retraces itself (A–B–A) is wound twice inside, and summing would count its edge pixels twice. Such a row
/// is cut into bands in which no edge ends or crosses another, and in each band only the edges where the fill
/// rule's inside begins or ends are added. A row whose pieces times the heights they begin or end at exceed
/// `maximumResolvedWork`, or whose pieces cross one another more than `maximumResolvedCrossings` times, is sampled
/// instead (each band and each crossing costs a pass over the pieces, and 64 pieces can cross 2,016 times in every
/// band): see `accumulateSampled`. Many pieces that begin and end at few heights are resolved exactly: the
/// overlapping dashes along a line, whose edges run through the whole row.
struct RowWindings {
    /// Pieces times the heights they begin or end at: 64 pieces beginning and ending at 128 heights.
    static let maximumResolvedWork = 64 * 128
    static let maximumResolvedCrossings = 64
    /// The bands a row too large to resolve is sampled in: an edge running straight through a band is covered
    /// exactly, one that ends or crosses another within it within about a 32nd of a pixel.
    static let sampledBands = 16
    /// Past this, a row is summed as it is: sampling sorts the pieces in every band.
    static let maximumSampledPieces = 1024
    /// Nearer than this, in pixels, two pieces are at the same place: edges that retrace one another do not cross.
    static let samePlace = 1e-9
    let rule: FillRule
    /// The heights where pieces begin or end: between two of them, every piece present spans the whole band.
    private var levels: [Double] = []
    /// Within one band, the heights where two pieces cross, then the band's bottom.
    private var cuts: [Double] = []
    /// The pieces spanning the current band, left to right, with the x each was ordered by.
    private var order: [(x: Double, bottom: Double, index: Int)] = []
    /// In a sampled row, the pieces where the inside begins (+1) or ends (−1) at the middle of each band.
    private var transitions: [(band: Int, index: Int, sign: Int)] = []

    init(rule: FillRule) {
        self.rule = rule
    }

    /// Adds `pieces`, all in one row, to `buffer`.
    mutating func accumulate(
        _ pieces: ArraySlice<EdgePiece>, stride: Int, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        guard pieces.count >= 2 else { return sum(pieces, stride: stride, into: buffer) }
        guard hasFewLevels(pieces) else { return accumulateSampled(pieces, stride: stride, into: buffer) }
        if isPlain(pieces) { return sum(pieces, stride: stride, into: buffer) }
        guard crossesFewTimes(pieces) else { return accumulateSampled(pieces, stride: stride, into: buffer) }
        for band in 0..<(levels.count - 1) {
            var y0 = levels[band]
            cuts.removeAll(keepingCapacity: true)
            // `crossesFewTimes` counted these crossings: all are found.
            _ = sortSpanning(pieces, from: y0, to: levels[band + 1], crossingAtMost: .max)
            cuts.sort()
            cuts.append(levels[band + 1])
            // Cut by cut, downwards: the order holds between two cuts, and at each only the pieces crossing swap.
            for y1 in cuts where y1 > y0 {
                reorder(pieces, at: (y0 + y1) / 2)
                var winding = 0
                for (_, _, index) in order {
                    let wasInside = isInside(winding)
                    winding += pieces[index].direction
                    if isInside(winding) != wasInside {
                        pieces[index].accumulate(
                            from: y0, to: y1, sign: wasInside ? -1 : 1, stride: stride, into: buffer)
                    }
                }
                y0 = y1
            }
        }
    }

    private func sum(_ pieces: ArraySlice<EdgePiece>, stride: Int, into buffer: UnsafeMutableBufferPointer<Float>) {
        for piece in pieces {
            piece.accumulate(
                from: piece.yTop, to: piece.yBottom, sign: Float(piece.direction), stride: stride, into: buffer)
        }
    }

    /// A row too large to resolve. Where, at the middle of each of `sampledBands` bands, every region is wound 0 or
    /// one same ±1, the pieces are summed (exact but for slivers thinner than a band, as before rows were
    /// resolved); otherwise each band adds, of the pieces where the fill rule's inside begins or ends at its middle,
    /// their part within it. Summing there would count an edge under several overlapping dashes once for each.
    private mutating func accumulateSampled(
        _ pieces: ArraySlice<EdgePiece>, stride: Int, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        guard pieces.count <= Self.maximumSampledPieces else { return sum(pieces, stride: stride, into: buffer) }
        let top = Double(pieces[pieces.startIndex].row)
        let height = 1 / Double(Self.sampledBands)
        var windings = WoundOnce()
        var plain = true
        transitions.removeAll(keepingCapacity: true)
        for band in 0..<Self.sampledBands {
            let middle = top + (Double(band) + 0.5) * height
            order.removeAll(keepingCapacity: true)
            for index in pieces.indices where pieces[index].yTop <= middle && middle < pieces[index].yBottom {
                order.append((pieces[index].x(at: middle), 0, index))
            }
            order.sort { $0.x < $1.x }
            var winding = 0
            for (_, _, index) in order {
                let wasInside = isInside(winding)
                winding += pieces[index].direction
                if !windings.admits(winding) { plain = false }
                if isInside(winding) != wasInside { transitions.append((band, index, wasInside ? -1 : 1)) }
            }
        }
        if plain { return sum(pieces, stride: stride, into: buffer) }
        for (band, index, side) in transitions {
            let piece = pieces[index]
            let y0 = top + Double(band) * height
            let y1 = y0 + height
            // The piece's part within the band, stretched over its whole height where the piece ends inside it.
            let part = EdgePiece(
                row: piece.row, yTop: y0, yBottom: y1, xTop: piece.x(at: max(y0, piece.yTop)),
                xBottom: piece.x(at: min(y1, piece.yBottom)), direction: piece.direction)
            part.accumulate(from: y0, to: y1, sign: Float(side), stride: stride, into: buffer)
        }
    }

    /// Whether the pieces cross one another at most `maximumResolvedCrossings` times over the bands between the
    /// heights `hasFewLevels` left in `levels`; stops counting past it.
    private mutating func crossesFewTimes(_ pieces: ArraySlice<EdgePiece>) -> Bool {
        var crossings = 0
        for band in 0..<(levels.count - 1) {
            cuts.removeAll(keepingCapacity: true)
            let allowed = Self.maximumResolvedCrossings - crossings
            guard sortSpanning(pieces, from: levels[band], to: levels[band + 1], crossingAtMost: allowed) else {
                return false
            }
            crossings += cuts.count
        }
        return true
    }

    private func isInside(_ winding: Int) -> Bool {
        rule == .nonZero ? winding != 0 : winding & 1 != 0
    }

    /// Whether resolving the row stays within `maximumResolvedWork`. Leaves in `levels` the heights where pieces
    /// begin or end, which bound the bands a resolved row is cut into.
    private mutating func hasFewLevels(_ pieces: ArraySlice<EdgePiece>) -> Bool {
        // Every piece begins and ends at two heights at least.
        guard pieces.count * 2 <= Self.maximumResolvedWork else { return false }
        levels.removeAll(keepingCapacity: true)
        for piece in pieces {
            levels.append(piece.yTop)
            levels.append(piece.yBottom)
        }
        levels.sort()
        var unique = 1
        for index in levels.indices.dropFirst() where levels[index] > levels[unique - 1] {
            levels[unique] = levels[index]
            unique += 1
        }
        levels.removeLast(levels.count - unique)
        return pieces.count * levels.count <= Self.maximumResolvedWork
    }

    /// Whether adding every piece is exact: no two cross, every region is wound 0 or one same ±1.
    private mutating func isPlain(_ pieces: ArraySlice<EdgePiece>) -> Bool {
        var windings = WoundOnce()
        for band in 0..<(levels.count - 1) {
            cuts.removeAll(keepingCapacity: true)
            guard sortSpanning(pieces, from: levels[band], to: levels[band + 1], crossingAtMost: 0) else {
                return false
            }
            var winding = 0
            for (_, _, index) in order {
                winding += pieces[index].direction
                guard windings.admits(winding) else { return false }
            }
        }
        return true
    }

    /// Whether every region met so far is wound 0 or one same ±1: where adding every piece counts each once.
    private struct WoundOnce {
        private var sign = 0

        mutating func admits(_ winding: Int) -> Bool {
            guard winding != 0 else { return true }
            if sign == 0 { sign = winding }
            return winding == sign && abs(winding) == 1
        }
    }

    /// Fills `order` with the pieces spanning `top`…`bottom`, left to right at `bottom` (so, where none cross,
    /// throughout), and appends to `cuts` the heights where two of them cross. Sorted at the top, then by insertion
    /// at the bottom: each swap is one crossing. Stops, returning false, at the crossing past `limit`: a row whose
    /// thousands of pieces all cross would take millions of swaps.
    private mutating func sortSpanning(
        _ pieces: ArraySlice<EdgePiece>, from top: Double, to bottom: Double, crossingAtMost limit: Int
    ) -> Bool {
        let start = cuts.count
        order.removeAll(keepingCapacity: true)
        for index in pieces.indices where pieces[index].yTop <= top && pieces[index].yBottom >= bottom {
            order.append((pieces[index].x(at: top), pieces[index].x(at: bottom), index))
        }
        order.sort { ($0.x, $0.bottom) < ($1.x, $1.bottom) }
        for i in order.indices.dropFirst() {
            var j = i
            while j > 0 && order[j - 1].bottom > order[j].bottom + Self.samePlace {
                guard cuts.count - start < limit else { return false }
                let above = order[j - 1].x - order[j].x
                let below = order[j - 1].bottom - order[j].bottom
                cuts.append(top + (bottom - top) * above / (above - below))
                order.swapAt(j - 1, j)
                j -= 1
            }
        }
        return true
    }

    /// Puts `order` left to right at height `y` by insertion: between two cuts only the pieces that crossed at the
    /// cut between them are out of place.
    private mutating func reorder(_ pieces: ArraySlice<EdgePiece>, at y: Double) {
        for i in order.indices { order[i].x = pieces[order[i].index].x(at: y) }
        for i in order.indices.dropFirst() {
            var j = i
            while j > 0 && order[j - 1].x > order[j].x {
                order.swapAt(j - 1, j)
                j -= 1
            }
        }
    }
}
