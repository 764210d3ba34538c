extension Stroke {
    /// The length of one repeat of its dash pattern; 0 for a solid line.
    var dashPeriod: Double { dashes.reduce(0, +) }

    /// About how many dashes the stroke draws along `length`, in units `scale` times its own; nil when it is solid.
    func dashCount(along length: Double, scale: Double = 1) -> Double? {
        let period = dashPeriod * scale
        guard period > 0 else { return nil }
        return min(1e12, (length / period).rounded(.up) * Double((dashes.count + 1) / 2))
    }
}
