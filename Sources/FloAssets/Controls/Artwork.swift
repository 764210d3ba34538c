/// What the writers make files of: the drawn controls and what they share (the palette, the scales they must be
/// crisp at, the manifest's snapping, each entry's name as written). Never the manifest itself: a writer knows its
/// own options and this, nothing of how they were written down.
struct Artwork: Sendable {
    var controls: [Control]
    /// The name of each entry the controls come from (a template for states), by `Control.entry`.
    var entryNames: [String]
    var palette: Palette
    var scales: [Int]
    var pixelSnapping: PixelSnapping
}
