/// The SwiftUI guide's `Triangle` shape: apex at the top middle, base along the bottom, closed.
public struct Triangle: Sendable, Hashable {
    public var paint = ShapePaint()

    public init(paint: ShapePaint = ShapePaint()) {
        self.paint = paint
    }

    /// The corners for `bounds`; with `strokeBorder`, each side moves inwards by half the line width (the triangle
    /// shrinks towards its incentre), so even mitred corners stay inside the bounds.
    func corners(in bounds: Rect) -> [Point] {
        let corners = [Point(x: bounds.midX, y: bounds.y), Point(x: bounds.x, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)]
        let inset = paint.inset
        guard inset > 0 else { return corners }
        let a = corners[1].distance(to: corners[2]), b = corners[0].distance(to: corners[2]), c = corners[0].distance(to: corners[1])
        let perimeter = a + b + c
        let incentre = Point(x: (a * corners[0].x + b * corners[1].x + c * corners[2].x) / perimeter,
                             y: (a * corners[0].y + b * corners[1].y + c * corners[2].y) / perimeter)
        let area = bounds.width * bounds.height / 2
        let inradius = 2 * area / perimeter
        let ratio = max(0, (inradius - inset) / inradius)
        return corners.map { Point(x: incentre.x + ($0.x - incentre.x) * ratio, y: incentre.y + ($0.y - incentre.y) * ratio) }
    }

    public func drawing(title: String, size: Size) -> Drawing {
        let points = corners(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        var path = Path()
        path.move(to: points[0])
        path.line(to: points[1])
        path.line(to: points[2])
        // Closed rather than a line back to the apex, so the apex gets a proper join with any join style.
        path.close()
        return Drawing(title: title, size: size, paths: [paint.paint(path)])
    }
}

/// The UIKit guide's `drawRectangle`: the bounds, optionally with circular corners of `cornerRadius`.
public struct Rectangle: Sendable, Hashable {
    public var paint = ShapePaint()
    public var cornerRadius = 0.0

    public init() {}

    public func drawing(title: String, size: Size) -> Drawing {
        let inset = paint.inset
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height).insetBy(inset)
        // Inset corners keep the stroke's outer edge on the original rounded outline.
        let radius = min(max(0, cornerRadius - inset), rect.width / 2, rect.height / 2)
        var path = Path()
        if radius <= 0 {
            path.move(to: Point(x: rect.x, y: rect.y))
            path.line(to: Point(x: rect.maxX, y: rect.y))
            path.line(to: Point(x: rect.maxX, y: rect.maxY))
            path.line(to: Point(x: rect.x, y: rect.maxY))
        } else {
            // Clockwise on screen from the top edge, each corner a quarter circle.
            let quarter = Angle(radians: .pi / 2)
            path.move(to: Point(x: rect.x + radius, y: rect.y))
            path.addArc(center: Point(x: rect.maxX - radius, y: rect.y + radius), radius: radius,
                        startAngle: Angle(radians: -.pi / 2), endAngle: Angle(radians: 0), clockwise: true)
            path.addArc(center: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius,
                        startAngle: Angle(radians: 0), endAngle: quarter, clockwise: true)
            path.addArc(center: Point(x: rect.x + radius, y: rect.maxY - radius), radius: radius,
                        startAngle: quarter, endAngle: Angle(radians: .pi), clockwise: true)
            path.addArc(center: Point(x: rect.x + radius, y: rect.y + radius), radius: radius,
                        startAngle: Angle(radians: .pi), endAngle: Angle(radians: 3 * .pi / 2), clockwise: true)
        }
        path.close()
        return Drawing(title: title, size: size, paths: [paint.paint(path)])
    }
}

/// The UIKit guide's `drawCircle`: an ellipse in `rect` (the bounds by default).
public struct Ellipse: Sendable, Hashable {
    public var paint = ShapePaint()
    public var rect: Rect?

    public init() {}

    public func drawing(title: String, size: Size) -> Drawing {
        let frame = (rect ?? Rect(x: 0, y: 0, width: size.width, height: size.height)).insetBy(paint.inset)
        var path = Path()
        path.addEllipse(in: frame)
        return Drawing(title: title, size: size, paths: [paint.paint(path)])
    }
}

/// The UIKit guide's `drawLines`: straight lines through `points`, optionally closed.
public struct Polyline: Sendable, Hashable {
    public var paint = ShapePaint()
    public var points: [Point] = []
    public var closed = false

    public init() {}

    public func drawing(title: String, size: Size) -> Drawing {
        var path = Path()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        if closed { path.close() }
        return Drawing(title: title, size: size, paths: [paint.paint(path)])
    }
}

/// The SwiftUI guide's corrected `Arc` shape: degrees from 12 o'clock, `clockwise` meaning clockwise on screen.
public struct ArcShape: Sendable, Hashable {
    public var paint = ShapePaint()
    public var startAngle = 0.0
    public var endAngle = 90.0
    public var clockwise = true

    public init() {}

    /// Centre of the bounds, radius `width/2` less the inset; 0° points up, as the guide's rotation adjustment does.
    public func drawing(title: String, size: Size) -> Drawing {
        let upright = Angle.degrees(-90)
        var path = Path()
        path.addArc(center: Point(x: size.width / 2, y: size.height / 2), radius: max(0, size.width / 2 - paint.inset),
                    startAngle: .degrees(startAngle) + upright, endAngle: .degrees(endAngle) + upright, clockwise: clockwise)
        return Drawing(title: title, size: size, paths: [paint.paint(path)])
    }
}
