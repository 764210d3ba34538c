import FloDrawing

/// `preserveAspectRatio`: how a view box is fitted into a viewport.
struct AspectRatio: Sendable, Hashable {
    /// 0, 0.5 or 1 of the free space on each axis (min, mid, max); nil: stretch to fill (`none`).
    var alignX: Double? = 0.5
    var alignY: Double? = 0.5
    var slice = false

    init() {}

    /// The value of `text` (`xMidYMid meet`, `none`, …); nil when malformed.
    init?(_ text: String) {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard let first = words.first, words.count <= 2 else { return nil }
        if words.count == 2 {
            guard words[1] == "meet" || words[1] == "slice" else { return nil }
            slice = words[1] == "slice"
        }
        if first == "none" {
            (alignX, alignY) = (nil, nil)
            return
        }
        let positions: [Substring: Double] = ["Min": 0, "Mid": 0.5, "Max": 1]
        guard first.count == 8, first.hasPrefix("x"),
            let x = positions[first.dropFirst().prefix(3)], first.dropFirst(4).hasPrefix("Y"),
            let y = positions[first.suffix(3)]
        else { return nil }
        (alignX, alignY) = (x, y)
    }

    /// From the view box `box` to a viewport of `size` at the origin.
    func transform(from box: Rect, to size: Size) -> AffineTransform {
        var scaleX = size.width / box.width
        var scaleY = size.height / box.height
        var (offsetX, offsetY) = (0.0, 0.0)
        if let alignX, let alignY {
            let scale = slice ? max(scaleX, scaleY) : min(scaleX, scaleY)
            (scaleX, scaleY) = (scale, scale)
            offsetX = (size.width - box.width * scale) * alignX
            offsetY = (size.height - box.height * scale) * alignY
        }
        return AffineTransform(a: scaleX, d: scaleY, tx: offsetX - box.x * scaleX, ty: offsetY - box.y * scaleY)
    }
}
