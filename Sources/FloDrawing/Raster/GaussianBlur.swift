/// A Gaussian blur of one channel, as SVG's `feGaussianBlur` draws it: a true Gaussian for deviations under two
/// pixels, three box blurs above (the approximation the Filter Effects specification gives, which browsers and resvg
/// use), along rows and then columns. Nothing lies beyond the buffer's edges.
enum GaussianBlur {
    /// Blurs `values`, `width` × `height` row by row, in place (a layer's channel may hold 64 million of them) by
    /// `deviationX` pixels along rows and `deviationY` along columns.
    static func blur(_ values: inout [Float], width: Int, height: Int, deviationX: Double, deviationY: Double) {
        if deviationX > 0 {
            blur(&values, count: width, lines: height, step: 1, lineStep: width, deviation: deviationX)
        }
        if deviationY > 0 {
            blur(&values, count: height, lines: width, step: width, lineStep: 1, deviation: deviationY)
        }
    }

    /// Blurs each of `lines` lines of `count` values, `step` apart, the lines starting `lineStep` apart.
    private static func blur(
        _ values: inout [Float], count: Int, lines: Int, step: Int, lineStep: Int, deviation: Double
    ) {
        var line = [Float](repeating: 0, count: count)
        var scratch = line
        let kernel = deviation < 2 ? weights(deviation) : []
        // Three boxes of `size` (centred when odd; when even, half a pixel either side, then one wider).
        let size = Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let boxes =
            size % 2 == 1
            ? Array(repeating: (-size / 2, size / 2), count: 3)
            : [(-size / 2, size / 2 - 1), (-size / 2 + 1, size / 2), (-size / 2, size / 2)]
        for index in 0..<lines {
            let start = index * lineStep
            for position in 0..<count { line[position] = values[start + position * step] }
            if kernel.isEmpty {
                for (low, high) in boxes {
                    box(line, into: &scratch, low: low, high: high)
                    swap(&line, &scratch)
                }
            } else {
                convolve(line, into: &scratch, kernel: kernel)
                swap(&line, &scratch)
            }
            for position in 0..<count { values[start + position * step] = line[position] }
        }
    }

    /// A Gaussian's weights from its centre outwards to three deviations, summing to one over both sides.
    private static func weights(_ deviation: Double) -> [Float] {
        let radius = Int((deviation * 3).rounded(.up))
        let raw = (0...radius).map { exp(-Double($0 * $0) / (2 * deviation * deviation)) }
        let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
        return raw.map { Float($0 / total) }
    }

    private static func convolve(_ input: [Float], into output: inout [Float], kernel: [Float]) {
        let count = input.count
        for position in 0..<count {
            var sum = input[position] * kernel[0]
            for offset in 1..<kernel.count {
                if position - offset >= 0 { sum += input[position - offset] * kernel[offset] }
                if position + offset < count { sum += input[position + offset] * kernel[offset] }
            }
            output[position] = sum
        }
    }

    /// The mean of `input` over `position + low … position + high`, by a running sum.
    private static func box(_ input: [Float], into output: inout [Float], low: Int, high: Int) {
        let count = input.count
        let scale = 1 / Float(high - low + 1)
        var sum: Float = 0
        for position in max(0, low)..<min(count, high + 1) { sum += input[position] }
        for position in 0..<count {
            output[position] = sum * scale
            let leaving = position + low
            let entering = position + high + 1
            if leaving >= 0, leaving < count { sum -= input[leaving] }
            if entering < count { sum += input[entering] }
        }
    }
}
