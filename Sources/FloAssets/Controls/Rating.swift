import FloDrawing

/// The UIKit guide's star-rating view: a row of stars, the first `rating` of them filled.
struct Rating: Sendable, Hashable {
    var rating = 3.0
    var numberOfStars = 5
    var starSize = 25.0
    var spacing = 30.0
    var color = AppearanceColor(any: .orange)
    var lineWidth = 1.0

    /// The guide's intrinsic content size: `spacing · numberOfStars` × `starSize`.
    var defaultSize: Size {
        Size(width: spacing * Double(numberOfStars), height: starSize)
    }

    /// Star `i` at x = `spacing · i`, `starSize` square, filled when `Double(i) < rating`.
    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        let color = color.resolved(appearance)
        let paths = (0..<numberOfStars).map { index in
            let frame = Rect(x: spacing * Double(index), y: 0, width: starSize, height: starSize)
            return Star.paint(
                Star.path(in: frame), filled: Double(index) < rating, paint: .color(color), lineWidth: lineWidth)
        }
        return Drawing(title: title, size: size, paths: paths)
    }
}
