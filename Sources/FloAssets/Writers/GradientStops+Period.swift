import FloDrawing

extension Array where Element == GradientStop {
    /// The stops with the first colour written at 0 and the last at 1 where they stop short of a repeating
    /// gradient's period: librsvg (cairo) blends from the last stop to the first across the ends of each period,
    /// where SVG and Android hold each end's colour, so the ends are written out for every reader.
    func closingThePeriod(of spread: SpreadMethod) -> [GradientStop] {
        guard spread == .repeat, let first, let last else { return self }
        var written = self
        if first.offset > 0 { written.insert(GradientStop(offset: 0, color: first.color), at: 0) }
        if last.offset < 1 { written.append(GradientStop(offset: 1, color: last.color)) }
        return written
    }
}
