/// SVG's `feMorphology` on one channel: each value becomes the largest (dilating) or smallest (eroding) within a
/// rectangle `radiusX` either side along rows and `radiusY` along columns. Nothing lies beyond the buffer's edges.
enum Morphology {
    /// Dilates (when `grows`) or erodes `values`, `width` × `height` row by row, in place.
    static func spread(_ values: inout [Float], width: Int, height: Int, radiusX: Int, radiusY: Int, grows: Bool) {
        pass(&values, radius: radiusX, count: width, lines: height, step: 1, lineStep: width, grows: grows)
        pass(&values, radius: radiusY, count: height, lines: width, step: width, lineStep: 1, grows: grows)
    }

    /// Each of `lines` lines of `count` values, `step` apart and starting `lineStep` apart, in linear time whatever
    /// the radius: the line is cut into blocks as long as the window, each with its running extreme from its start
    /// and from its end, and a window, which spans at most two blocks, takes the extreme of the two.
    private static func pass(
        _ values: inout [Float], radius: Int, count: Int, lines: Int, step: Int, lineStep: Int, grows: Bool
    ) {
        guard radius > 0, count > 0 else { return }
        let pick: (Float, Float) -> Float = grows ? { max($0, $1) } : { min($0, $1) }
        let window = 2 * radius + 1
        let total = (count + 2 * radius + window - 1) / window * window
        var line = [Float](repeating: 0, count: total)
        var fromStart = line
        var fromEnd = line
        for index in 0..<lines {
            let start = index * lineStep
            for position in 0..<count { line[radius + position] = values[start + position * step] }
            for position in 0..<total {
                fromStart[position] =
                    position % window == 0 ? line[position] : pick(fromStart[position - 1], line[position])
            }
            for position in (0..<total).reversed() {
                fromEnd[position] =
                    position % window == window - 1 ? line[position] : pick(fromEnd[position + 1], line[position])
            }
            for position in 0..<count {
                values[start + position * step] = pick(fromEnd[position], fromStart[position + 2 * radius])
            }
        }
    }
}
