/// A Gaussian blur of a group's layer (what its children and their shadows draw), as design tools' layer blur: of
/// standard deviation `deviation` in the group's coordinates, its colours mixed in linear light when
/// `inLinearLight` (SVG's default, `linearRGB`, as Sketch and Illustrator leave it), in sRGB otherwise (Figma,
/// Inkscape).
package struct LayerBlur: Sendable, Hashable {
    package var deviation: Double
    package var inLinearLight: Bool

    package init(deviation: Double, inLinearLight: Bool = false) {
        (self.deviation, self.inLinearLight) = (deviation, inLinearLight)
    }
}
