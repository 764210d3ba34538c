/// How a control's straight strokes are aligned to the pixel grid.
enum PixelSnapping: String, Sendable, CaseIterable {
    /// Every stroke edge on a whole point, arms kept symmetric: crisp at every integer scale.
    case grid
    /// The Flo tutorial verbatim: every stroke point shifted by +0.5 pt in x and y.
    case halfPoint
    /// The exact geometry, unaligned.
    case none
}
