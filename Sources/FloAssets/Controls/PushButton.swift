import FloDrawing

/// The Flo tutorial's round push button: a filled oval with a plus (add) or minus sign stroked over it.
struct PushButton: Sendable, Hashable {
    var fillColor = AppearancePaint.color(AppearanceColor(any: .green))
    var isAddButton = true
    var strokeColor = AppearanceColor(any: .white)
    var plusLineWidth = 3.0
    var plusButtonScale = 0.6
    /// This button's own `pixelSnapping`, overriding the manifest's.
    var pixelSnapping: PixelSnapping?

    /// This button with its colours as `appearance` shows them, for what reads them without drawing (the crispness
    /// model).
    func resolved(for appearance: Appearance) -> PushButton {
        var button = self
        button.fillColor = .color(AppearanceColor(any: fillColor.color(in: appearance)))
        button.strokeColor = AppearanceColor(any: strokeColor.resolved(appearance))
        return button
    }

    /// The painted paths for a button of `size` in `appearance`, with the sign aligned as `snapping` says.
    func drawing(title: String, size: Size, snapping: PixelSnapping, appearance: Appearance = .any) -> Drawing {
        var oval = Path()
        oval.addEllipse(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let sign = signStrokes(size: size, snapping: snapping)
        var signPath = Path()
        signPath.move(to: sign.horizontal.start)
        signPath.line(to: sign.horizontal.end)
        if let vertical = sign.vertical {
            signPath.move(to: vertical.start)
            signPath.line(to: vertical.end)
        }
        return Drawing(
            title: title, size: size,
            paths: [
                PathNode(path: oval, fill: fillColor.resolved(appearance, in: Rect(size: size))),
                PathNode(
                    path: signPath,
                    stroke: Stroke(paint: .color(strokeColor.resolved(appearance)), width: plusLineWidth, cap: .butt)),
            ])
    }

    /// A straight stroke's centre line.
    struct Segment: Sendable, Hashable {
        var start: Point
        var end: Point
    }

    /// The centre lines of the sign's strokes: the horizontal one, and the vertical one of a plus.
    func signStrokes(size: Size, snapping: PixelSnapping) -> (horizontal: Segment, vertical: Segment?) {
        let center = Point(x: size.width / 2, y: size.height / 2)
        let halfLength = min(size.width, size.height) * plusButtonScale / 2
        switch snapping {
        case .none, .halfPoint:
            let shift = snapping == .halfPoint ? 0.5 : 0
            let horizontal = Segment(
                start: Point(x: center.x - halfLength + shift, y: center.y + shift),
                end: Point(x: center.x + halfLength + shift, y: center.y + shift))
            let vertical = Segment(
                start: Point(x: center.x + shift, y: center.y - halfLength + shift),
                end: Point(x: center.x + shift, y: center.y + halfLength + shift))
            return (horizontal, isAddButton ? vertical : nil)
        case .grid:
            return gridSnappedStrokes(center: center, halfLength: halfLength)
        }
    }

    /// Grid snapping: each stroke's band is moved so both long edges are whole points (halves round up, the
    /// tutorial's direction); then each stroke's half-length is chosen, nearest to the exact one, so that both butt
    /// ends are whole points while the ends stay symmetric about the crossing stroke's centre (about the button's
    /// centre for a minus). Long edges move less than 1 pt; a butt end moves at most 1 pt, exactly 1 pt only when
    /// symmetry leaves two equally near choices (the 100×100 example: ends 20 and 81 for an exact 20…80).
    private func gridSnappedStrokes(center: Point, halfLength: Double) -> (horizontal: Segment, vertical: Segment?) {
        let halfWidth = plusLineWidth / 2
        // Centre lines of the bands with whole-point edges.
        let bandY = Self.roundHalfUp(center.y - halfWidth) + halfWidth
        let bandX = isAddButton ? Self.roundHalfUp(center.x - halfWidth) + halfWidth : center.x
        // The ends sit at `centre ± half`, whole points, so `half` differs from the centre by a whole number.
        func snappedHalf(around axisCenter: Double) -> Double {
            let offset = axisCenter - axisCenter.rounded(.down)
            let whole = Self.roundHalfUp(halfLength - offset)
            // A sign shorter than a point may round below zero: the nearest end then is one point further out.
            return whole + offset < 0 ? whole + 1 + offset : whole + offset
        }
        let horizontalHalf = snappedHalf(around: bandX)
        let horizontal = Segment(
            start: Point(x: bandX - horizontalHalf, y: bandY),
            end: Point(x: bandX + horizontalHalf, y: bandY))
        guard isAddButton else { return (horizontal, nil) }
        let verticalHalf = snappedHalf(around: bandY)
        let vertical = Segment(
            start: Point(x: bandX, y: bandY - verticalHalf),
            end: Point(x: bandX, y: bandY + verticalHalf))
        return (horizontal, vertical)
    }

    /// Rounds halves up (towards +∞), with a tolerance so that `0.6 * 100` style products round as written.
    private static func roundHalfUp(_ value: Double) -> Double {
        (value + 0.5 + 1e-9).rounded(.down)
    }
}
