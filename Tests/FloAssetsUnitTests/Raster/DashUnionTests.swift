import Foundation
import Testing

@testable import FloDrawing

/// Dashes whose caps reach across the gaps between them draw one shape: each pixel is covered as much as the shape
/// covers it, not once for each dash over it, which would darken the stroke's edges; and a dot (a dash of length 0)
/// overlapping a dash adds to it rather than cutting a hole where the two meet.
@Suite struct DashUnionTests {
    static let canvas = Size(width: 100, height: 100)

    /// The alpha of every pixel of `nodes` drawn at 1x.
    static func alpha(of nodes: [Node]) -> [UInt8] {
        let rgba = Canvas.render(Drawing(title: "dashes", size: canvas, nodes: nodes), scale: 1).rgba
        return stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] }
    }

    static let black = Paint.color(Color(red: 0, green: 0, blue: 0))

    /// Square caps half as wide as the stroke reach over gaps of a unit: the dashes make one long rectangle.
    @Test func squareCapsOverGapsDrawOneRectangle() {
        let (start, end) = (Point(x: 5, y: 10), Point(x: 95, y: 60))
        var line = Path()
        line.move(to: start)
        line.line(to: end)
        let dashed = Stroke(paint: Self.black, width: 12, cap: .square, dashes: [1, 1])
        // The last dash ends at the line's end; the caps reach 6 beyond both ends, and 6 to either side.
        let length = start.distance(to: end)
        let along = Point(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
        func corner(_ distance: Double, _ side: Double) -> Point {
            Point(
                x: start.x + along.x * distance - along.y * side, y: start.y + along.y * distance + along.x * side)
        }
        var rectangle = Path()
        rectangle.move(to: corner(-6, -6))
        for point in [corner(length + 6, -6), corner(length + 6, 6), corner(-6, 6)] { rectangle.line(to: point) }
        rectangle.close()
        let stroked = Self.alpha(of: [.path(PathNode(path: line, stroke: dashed))])
        let filled = Self.alpha(of: [.path(PathNode(path: rectangle, fill: Self.black))])
        let worst = zip(stroked, filled).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 2, "a pixel of the dashes is \(worst) off the rectangle's")
    }

    /// Dots between dashes, all round-capped over gaps narrower than the stroke: the line through them stays
    /// wholly covered, and translucent it stays as translucent as its paint where dots and dashes overlap.
    @Test func overlappingDotsAndDashesUnite() {
        var line = Path()
        line.move(to: Point(x: 10, y: 50.5))
        line.line(to: Point(x: 90, y: 50.5))
        for opacity in [1.0, 0.5] {
            let paint = Paint.color(Color(red: 0, green: 0, blue: 0, alpha: opacity))
            let dashed = Stroke(paint: paint, width: 4, cap: .round, dashes: [0, 2, 3, 2])
            let alpha = Self.alpha(of: [.path(PathNode(path: line, stroke: dashed))])
            let centre = (10..<90).map { alpha[50 * 100 + $0] }
            let full = UInt8((255 * opacity).rounded())
            #expect(centre.allSatisfy { abs(Int($0) - Int(full)) <= 1 }, "the centre line: \(centre)")
            #expect(alpha.allSatisfy { Int($0) <= Int(full) + 1 })
        }
    }

    /// A dash ending on a curve is cut square to the curve, not to the chord the curve was flattened into there:
    /// butt dashes along a half circle are the annular sectors they cover.
    @Test func dashesEndSquareToTheCurve() {
        let (center, radius, width) = (Point(x: 50, y: 50), 35.0, 12.0)
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
        let dashed = Stroke(paint: Self.black, width: width, dashes: [12, 8])
        var sectors = Path()
        for start in stride(from: 0.0, to: Double.pi * radius, by: 20) {
            let (from, to) = (start / radius, min(start + 12, Double.pi * radius) / radius)
            func point(_ angle: Double, _ distance: Double) -> Point {
                Point(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle))
            }
            let steps = (0...64).map { from + (to - from) * Double($0) / 64 }
            sectors.move(to: point(from, radius + width / 2))
            for angle in steps.dropFirst() { sectors.line(to: point(angle, radius + width / 2)) }
            for angle in steps.reversed() { sectors.line(to: point(angle, radius - width / 2)) }
            sectors.close()
        }
        let stroked = Self.alpha(of: [.path(PathNode(path: arc, stroke: dashed))])
        let filled = Self.alpha(of: [.path(PathNode(path: sectors, fill: Self.black))])
        let worst = zip(stroked, filled).map { abs(Int($0) - Int($1)) }.max() ?? 0
        // The curve itself is flattened within a sixteenth of a pixel: its edges are within 24/255 of the true ones.
        #expect(worst <= 24, "a pixel of the dashes is \(worst) off the sectors'")
    }

    /// Unit dashes back to back (no gaps), round-capped, along a zigzag: each pixel row of its edges holds more
    /// dashes' edges than can be resolved exactly, and is sampled. The dashes cover the path throughout, so their
    /// union is the plain stroke with round joins; summed, every edge pixel under several dashes came out too dark
    /// (158/255 off).
    @Test func dashesTooManyToResolveStillUnite() {
        var zigzag = Path()
        zigzag.move(to: Point(x: 8, y: 20))
        for (index, y) in stride(from: 30.0, through: 90, by: 10).enumerated() {
            zigzag.line(to: Point(x: index.isMultiple(of: 2) ? 92 : 8, y: y))
        }
        let dashed = Stroke(paint: Self.black, width: 5, cap: .round, join: .round, dashes: [1, 0])
        let plain = Stroke(paint: Self.black, width: 5, cap: .round, join: .round)
        let stroked = Self.alpha(of: [.path(PathNode(path: zigzag, stroke: dashed))])
        let whole = Self.alpha(of: [.path(PathNode(path: zigzag, stroke: plain))])
        let worst = zip(stroked, whole).map { abs(Int($0) - Int($1)) }.max() ?? 0
        // Sampled in 16 bands a row, a pixel is within a 32nd of its coverage, and a round cap within the
        // flattening's tolerance.
        #expect(worst <= 12, "a pixel of the dashes is \(worst) off the plain stroke's")
    }
}
