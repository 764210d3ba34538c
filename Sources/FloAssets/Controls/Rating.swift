import FloDrawing

/// The UIKit guide's star-rating view: a row of stars, the first `rating` of them filled.
struct Rating: Sendable, Hashable {
    var rating = 3.0
    var numberOfStars = 5
    var starSize = 25.0
    var spacing = 30.0
    var color = AppearancePaint.color(AppearanceColor(any: .orange))
    var lineWidth = 1.0

    /// The guide's intrinsic content size: `spacing · numberOfStars` × `starSize`.
    var defaultSize: Size {
        Size(width: spacing * Double(numberOfStars), height: starSize)
    }

    /// Star `i` at x = `spacing · i`, `starSize` square, filled when `Double(i) < rating`.
    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        // A gradient spans the control's frame, as every paint's points do: one gradient along the row of stars.
        let paint = color.resolved(appearance, in: Rect(size: size))
        let paths = (0..<numberOfStars).map { index in
            let frame = Rect(x: spacing * Double(index), y: 0, width: starSize, height: starSize)
            return Star.paint(Star.path(in: frame), filled: Double(index) < rating, paint: paint, lineWidth: lineWidth)
        }
        return Drawing(title: title, size: size, paths: paths)
    }
}
