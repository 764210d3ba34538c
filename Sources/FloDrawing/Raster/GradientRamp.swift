/// A gradient's colours along its position, averaged over the stretch of positions a pixel covers, so that a hard
/// stop, or a repeating gradient whose period is a pixel or two, is smoothed across the pixel as a shape's edge is,
/// rather than taken at the pixel's centre (which draws a staircase along the stop and stripes that come and go).
/// Colours are averaged premultiplied by their opacity, as the pixel's parts would be composited.
struct GradientRamp {
    private let stops: [GradientStop]
    private let spread: SpreadMethod
    /// Per stop, the integral of the premultiplied colour from the first stop to it, and the polynomial of the
    /// integral on from it towards the next (in the fraction of the way there): each channel and the opacity are
    /// interpolated on their own, so their product is quadratic along the way and its integral cubic. The last stop's
    /// colour goes on beyond it, as the first's does before it.
    private let pieces: [Piece]
    private let before: SIMD4<Double>

    private struct Piece {
        var offset: Double
        /// 1 over the distance to the next stop; 1 past the last stop.
        var scale = 1.0
        var integral: SIMD4<Double>
        var linear = SIMD4<Double>.zero
        var quadratic = SIMD4<Double>.zero
        var cubic = SIMD4<Double>.zero

        func integral(upTo position: Double) -> SIMD4<Double> {
            let fraction = (position - offset) * scale
            return integral + ((cubic * fraction + quadratic) * fraction + linear) * fraction
        }
    }

    init(stops: [GradientStop], spread: SpreadMethod) {
        (self.stops, self.spread) = (stops, spread)
        func premultiplied(_ color: Color) -> SIMD4<Double> {
            SIMD4(color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha, color.alpha)
        }
        var pieces: [Piece] = []
        var integral = SIMD4<Double>.zero
        for (index, stop) in stops.enumerated() {
            var piece = Piece(offset: stop.offset, integral: integral)
            if index + 1 == stops.count {
                piece.linear = premultiplied(stop.color)
            } else if stops[index + 1].offset > stop.offset {
                let (next, length) = (stops[index + 1], stops[index + 1].offset - stop.offset)
                let (alpha, alphaChange) = (stop.color.alpha, next.color.alpha - stop.color.alpha)
                let color = SIMD4(stop.color.red, stop.color.green, stop.color.blue, 1)
                let colorChange = SIMD4(next.color.red, next.color.green, next.color.blue, 1) - color
                piece.scale = 1 / length
                piece.linear = length * alpha * color
                piece.quadratic = length / 2 * (alphaChange * color + alpha * colorChange)
                piece.cubic = length / 3 * alphaChange * colorChange
                integral = piece.integral(upTo: next.offset)
            }
            pieces.append(piece)
        }
        self.pieces = pieces
        before = stops.first.map { premultiplied($0.color) } ?? .zero
    }

    /// The colour at `position` (unfolded: the spread method applies here), averaged over `width` positions around
    /// it; at the position itself when the width is too small to matter.
    func color(at position: Double, width: Double) -> Color {
        guard width > 1e-9, width.isFinite, stops.count > 1 else { return stops.color(at: spread.fold(position)) }
        let (low, high) = (position - width / 2, position + width / 2)
        let sum: SIMD4<Double>
        switch spread {
        case .pad:
            sum = cumulative(high) - cumulative(low)
        case .`repeat`:
            let (start, end) = (low - low.rounded(.down), high - low.rounded(.down))
            let periods = end.rounded(.down)
            sum = periods * period + cumulative(end - periods) - cumulative(start)
        case .reflect:
            let shift = 2 * (low / 2).rounded(.down)
            let (start, end) = (low - shift, high - shift)
            let pairs = (end / 2).rounded(.down)
            sum = pairs * 2 * period + reflected(end - 2 * pairs) - reflected(start)
        }
        let mean = sum / width
        guard mean.w > 1e-12 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        return Color(red: mean.x / mean.w, green: mean.y / mean.w, blue: mean.z / mean.w, alpha: min(mean.w, 1))
    }

    /// The integral over one period, 0…1.
    private var period: SIMD4<Double> { cumulative(1) - cumulative(0) }

    /// The integral from 0 to `position` (0…2) of a period and its mirror image.
    private func reflected(_ position: Double) -> SIMD4<Double> {
        position <= 1
            ? cumulative(position) - cumulative(0) : 2 * period - (cumulative(2 - position) - cumulative(0))
    }

    /// The integral of the premultiplied colour from the first stop to `position`.
    private func cumulative(_ position: Double) -> SIMD4<Double> {
        guard let first = pieces.first, position > first.offset else {
            return (position - (pieces.first?.offset ?? 0)) * before
        }
        // The last stop at or before `position`, found by halving: a gradient may have many stops.
        var (low, high) = (0, pieces.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].offset > position { high = middle - 1 } else { low = middle }
        }
        return pieces[low].integral(upTo: position)
    }
}
