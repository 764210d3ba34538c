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
    /// The integral from the first stop to 0, and over one period, 0…1: asked for at every pixel of a gradient that
    /// repeats or reflects, so worked out once.
    private var atZero = SIMD4<Double>.zero
    private var period = SIMD4<Double>.zero

    private struct Piece {
        var offset: Double
        /// 1 over the distance to the next stop; 1 where there is none (the last stop, whose colour goes on, and a
        /// stop at the next one's offset, which is never looked up).
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
        atZero = cumulative(0)
        period = cumulative(1) - atZero
    }

    /// The colour at `position` (unfolded: the spread method applies here), averaged over `width` positions around
    /// it; the colour at the position itself when there is nothing to average (a width too small to matter, or not
    /// finite, one stop or none, nothing opaque) or the position lies so far out that its digits no longer place a
    /// pixel within a period.
    func color(at position: Double, width: Double) -> Color {
        let atCentre = { stops.color(at: spread.fold(position)) }
        guard width > 1e-9, width.isFinite, abs(position) < 1e12, stops.count > 1 else { return atCentre() }
        let (low, high) = (position - width / 2, position + width / 2)
        let sum: SIMD4<Double>
        switch spread {
        case .pad:
            // The end colours beyond the stops are added on their own: far out, integrals from the first stop would
            // be large and their difference lose the digits that matter.
            let (first, last) = (pieces[0].offset, pieces[pieces.count - 1].offset)
            let (from, to) = (min(max(low, first), last), min(max(high, first), last))
            sum =
                max(0, min(high, first) - low) * before + cumulative(to) - cumulative(from)
                + max(0, high - max(low, last)) * pieces[pieces.count - 1].linear
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
        guard mean.w > 1e-12 else { return atCentre() }
        return Color(red: mean.x / mean.w, green: mean.y / mean.w, blue: mean.z / mean.w, alpha: min(mean.w, 1))
    }

    /// The integral from 0 to `position` (0…2) of a period and its mirror image.
    private func reflected(_ position: Double) -> SIMD4<Double> {
        position <= 1 ? cumulative(position) - atZero : 2 * period - (cumulative(2 - position) - atZero)
    }

    /// The integral of the premultiplied colour from the first stop to `position`.
    private func cumulative(_ position: Double) -> SIMD4<Double> {
        guard let index = stops.lastIndex(atOrBefore: position) else {
            return (position - (pieces.first?.offset ?? 0)) * before
        }
        return pieces[index].integral(upTo: position)
    }
}
