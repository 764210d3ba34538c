/// A Gaussian blur of a group's layer (what its children and their shadows draw), as design tools' layer blur: of
/// standard deviation `deviation` across and `deviationDown` down in the group's coordinates (the same, but where
/// an SVG filter gives two), its colours mixed in linear light when `inLinearLight` (SVG's default, `linearRGB`,
/// as Sketch and Illustrator leave it), in sRGB otherwise (Figma, Inkscape).
package struct LayerBlur: Sendable, Hashable {
    package var deviation: Double
    package var deviationDown: Double
    package var inLinearLight: Bool

    package init(deviation: Double, deviationDown: Double? = nil, inLinearLight: Bool = false) {
        (self.deviation, self.deviationDown, self.inLinearLight) = (
            deviation, deviationDown ?? deviation, inLinearLight
        )
    }

    /// The larger of the two deviations: how far the blur reaches, in deviations.
    package var largestDeviation: Double { max(deviation, deviationDown) }
}
