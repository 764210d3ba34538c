import FloDrawing

/// The Flo tutorial's weekly graph (its part 2), as one control: a rounded card with a vertical gradient, the area
/// under the week's line fading from the line colour, the line, a dot on each day and three guide lines.
struct GraphView: Sendable, Hashable {
    var graphPoints: [Double] = [4, 2, 6, 4, 5, 8, 3]
    var startColor = AppearanceColor(any: Color(red: 250 / 255, green: 233 / 255, blue: 222 / 255))
    var endColor = AppearanceColor(any: Color(red: 252 / 255, green: 79 / 255, blue: 8 / 255))
    var lineColor = AppearanceColor(any: .white)
    var lineWidth = 2.0
    var cornerRadius = 8.0
    var margin = 20.0
    var topBorder = 60.0
    var bottomBorder = 50.0
    var circleDiameter = 5.0
    var guideAlpha = 0.3
    var areaAlpha = 0.5
    /// This graph's own `pixelSnapping`, overriding the manifest's.
    var pixelSnapping: PixelSnapping?

    static let defaultSize = Size(width: 300, height: 250)

    /// Where each point is drawn in a graph of `size`: spread from margin to margin, the largest at the top border.
    func points(in size: Size) -> [Point] {
        let graphHeight = size.height - topBorder - bottomBorder
        let largest = graphPoints.max() ?? 0
        let step = (size.width - 2 * margin) / Double(max(graphPoints.count - 1, 1))
        return graphPoints.enumerated().map { index, value in
            Point(
                x: margin + Double(index) * step,
                y: topBorder + graphHeight - (largest > 0 ? value / largest : 0) * graphHeight)
        }
    }

    /// The guide lines' heights: the top border, the middle and the bottom border, each 1 pt wide and, under `grid`,
    /// with both edges on whole points, so every integer scale draws it on whole device pixels.
    func guideHeights(in size: Size, snapping: PixelSnapping) -> [Double] {
        let graphHeight = size.height - topBorder - bottomBorder
        return [topBorder, topBorder + graphHeight / 2, size.height - bottomBorder].map { y in
            switch snapping {
            // The push button's rule, for a 1 pt line: its top edge rounded half up to a whole point.
            case .grid: (y + 1e-9).rounded(.down) + 0.5
            case .halfPoint: y + 0.5
            case .none: y
            }
        }
    }

    func drawing(title: String, size: Size, snapping: PixelSnapping, appearance: Appearance) -> Drawing {
        let frame = Rect(size: size)
        let line = lineColor.resolved(appearance)
        func faded(_ alpha: Double) -> Color { Color(red: line.red, green: line.green, blue: line.blue, alpha: alpha) }
        var card = Path()
        card.addRoundedRect(in: frame, radius: min(cornerRadius, size.width / 2, size.height / 2))
        var background = Path()
        background.addRoundedRect(in: frame, radius: 0)
        let points = points(in: size)
        var graph = Path()
        for (index, point) in points.enumerated() {
            if index == 0 { graph.move(to: point) } else { graph.line(to: point) }
        }
        var area = graph
        if let first = points.first, let last = points.last {
            area.line(to: Point(x: last.x, y: size.height))
            area.line(to: Point(x: first.x, y: size.height))
            area.close()
        }
        let top = points.map(\.y).min() ?? 0
        var nodes: [Node] = [
            .path(
                PathNode(
                    path: background,
                    fill: .linearGradient(
                        LinearGradient(
                            start: Point(x: 0, y: 0), end: Point(x: 0, y: size.height),
                            stops: [
                                GradientStop(offset: 0, color: startColor.resolved(appearance)),
                                GradientStop(offset: 1, color: endColor.resolved(appearance)),
                            ], units: .userSpace)))),
            .path(
                PathNode(
                    path: area,
                    fill: .linearGradient(
                        LinearGradient(
                            start: Point(x: 0, y: top), end: Point(x: 0, y: size.height),
                            stops: [
                                GradientStop(offset: 0, color: faded(line.alpha * areaAlpha)),
                                GradientStop(offset: 1, color: faded(0)),
                            ], units: .userSpace)))),
            .path(
                PathNode(
                    path: graph,
                    stroke: Stroke(paint: .color(line), width: lineWidth, cap: .round, join: .round))),
        ]
        for point in points {
            var dot = Path()
            dot.addEllipse(
                in: Rect(
                    x: point.x - circleDiameter / 2, y: point.y - circleDiameter / 2, width: circleDiameter,
                    height: circleDiameter))
            nodes.append(.path(PathNode(path: dot, fill: .color(line))))
        }
        var guides = Path()
        for y in guideHeights(in: size, snapping: snapping) {
            guides.move(to: Point(x: margin, y: y))
            guides.line(to: Point(x: size.width - margin, y: y))
        }
        nodes.append(
            .path(PathNode(path: guides, stroke: Stroke(paint: .color(faded(line.alpha * guideAlpha)), width: 1))))
        return Drawing(
            title: title, size: size, nodes: [.group(Group(clip: ClipPath(path: card), children: nodes))])
    }
}
