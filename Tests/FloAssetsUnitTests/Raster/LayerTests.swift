import Foundation
import Testing

@testable import FloDrawing

/// Groups with a clip or an opacity are drawn on layers that hold only the pixels their children may paint.
@Suite struct LayerTests {
    static func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Path {
        var path = Path()
        path.addRoundedRect(in: Rect(x: x, y: y, width: width, height: height), radius: 0)
        return path
    }

    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        path.move(to: Point(x: points[0].0, y: points[0].1))
        for point in points.dropFirst() { path.line(to: Point(x: point.0, y: point.1)) }
        if closed { path.close() }
        return path
    }

    static let green = Paint.color(Color(red: 0, green: 0.5, blue: 0))

    /// Paths whose paint reaches far from their points: sharp miters, square caps, a dot, a cusp, a turned group.
    static let reaching: [Node] = {
        var cusp = Path()
        cusp.move(to: Point(x: 20, y: 60))
        cusp.curve(to: Point(x: 40, y: 60), control1: Point(x: 60, y: 40), control2: Point(x: 0, y: 40))
        var dot = Path()
        dot.move(to: Point(x: 70, y: 70))
        dot.close()
        var lineAndDot = polyline([(10, 80), (20, 90)])
        lineAndDot.move(to: Point(x: 80, y: 80))
        lineAndDot.close()
        let thick = Stroke(paint: green, width: 6, cap: .square, miterLimit: 30)
        return [
            .path(PathNode(path: polyline([(10, 10), (50, 12), (10, 14)]), stroke: thick)),
            .path(PathNode(path: cusp, stroke: Stroke(paint: green, width: 5, cap: .round))),
            .path(PathNode(path: dot, stroke: Stroke(paint: green, width: 8, cap: .square))),
            .path(PathNode(path: lineAndDot, stroke: Stroke(paint: green, width: 10, cap: .round))),
            .path(
                PathNode(path: polyline([(60, 20), (90, 20)]), stroke: Stroke(paint: green, width: 4, dashes: [3, 2]))),
            .group(
                Group(
                    transform: AffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 50, ty: 40),
                    children: [.path(PathNode(path: polyline([(0, 0), (20, 1), (0, 2)], closed: true), stroke: thick))])
            ),
        ]
    }()

    /// Every pixel a path paints, alone on a canvas, lies in the area its reach gives.
    @Test func theReachHoldsEveryPaintedPixel() {
        for (index, node) in Self.reaching.enumerated() {
            for scale in [1, 3] {
                let drawing = Drawing(title: "reach", size: Size(width: 100, height: 100), nodes: [node])
                let canvas = Canvas.render(drawing, scale: Double(scale))
                let area = PixelArea(
                    around: Node.reach(of: [node], transform: .scale(x: Double(scale), y: Double(scale)))!)
                let rgba = canvas.rgba
                var painted = 0
                for y in 0..<canvas.height {
                    for x in 0..<canvas.width where rgba[(y * canvas.width + x) * 4 + 3] > 0 {
                        painted += 1
                        #expect(
                            area.x.contains(x) && area.y.contains(y), "node \(index) at \(scale)x paints (\(x), \(y))")
                    }
                }
                #expect(painted > 0, "node \(index) paints nothing")
            }
        }
    }

    /// A translucent, clipped group draws what it drew on a layer the size of the canvas: the same bytes as the
    /// paths drawn through the clip's mask and opacity by hand.
    @Test func aLayerOfTheReachDrawsWhatTheWholeCanvasDid() {
        let clip = ClipPath(path: Self.rectangle(0.3, 0, 60.37, 200))
        let group = Group(opacity: 0.5, clip: clip, children: Self.reaching)
        let layered = Canvas.render(
            Drawing(title: "g", size: Size(width: 100, height: 100), nodes: [.group(group)]), scale: 2)
        // The same group, its layer forced to the whole canvas by a path of no area from corner to corner.
        let far = PathNode(path: Self.polyline([(-1, -1), (101, 101)], closed: true), fill: Self.green)
        var whole = group
        whole.children.insert(.path(far), at: 0)
        let full = Canvas.render(
            Drawing(title: "g", size: Size(width: 100, height: 100), nodes: [.group(whole)]), scale: 2)
        #expect(layered.rgba == full.rgba)
        #expect(layered.rgba.contains { $0 > 0 })
    }

    /// A clip whose edge slants across a small group's layer: its mask is exact there, as over the whole canvas (an
    /// edge crossing the layer's side keeps its slope inside).
    @Test func aSlantedClipAcrossASmallLayerIsExact() {
        let clip = ClipPath(path: Self.polyline([(-100, 30), (200, 35), (200, 100), (-100, 100)], closed: true))
        let content = Node.path(PathNode(path: Self.rectangle(45, 25, 10, 20), fill: Self.green))
        let far = Node.path(PathNode(path: Self.polyline([(-1, -1), (101, 101)], closed: true), fill: Self.green))
        let size = Size(width: 100, height: 100)
        for scale in [1, 2, 3] {
            let small = Canvas.render(
                Drawing(title: "s", size: size, nodes: [.group(Group(opacity: 0.7, clip: clip, children: [content]))]),
                scale: Double(scale))
            let whole = Canvas.render(
                Drawing(
                    title: "s", size: size, nodes: [.group(Group(opacity: 0.7, clip: clip, children: [far, content]))]),
                scale: Double(scale))
            #expect(small.rgba == whole.rgba, "at \(scale)x")
        }
    }

    /// A path whose numbers overflow under its transforms may paint anywhere: its group is drawn, not dropped.
    @Test func aReachThatOverflowsIsEverywhere() {
        let point = Node.path(PathNode(path: Self.polyline([(0, 0), (0, 0)], closed: true), fill: Self.green))
        var overflowing = point
        for _ in 0..<4 { overflowing = .group(Group(transform: .scale(x: 1e200, y: 1e200), children: [overflowing])) }
        let after = Node.path(PathNode(path: Self.rectangle(5, 5, 20, 20), fill: Self.green))
        let size = Size(width: 30, height: 30)
        let drawn = Canvas.render(
            Drawing(title: "o", size: size, nodes: [.group(Group(opacity: 0.5, children: [overflowing, after]))]),
            scale: 1)
        let alone = Canvas.render(
            Drawing(title: "o", size: size, nodes: [.group(Group(opacity: 0.5, children: [after]))]), scale: 1)
        #expect(drawn.rgba == alone.rgba)
    }

    /// A clip that is a rectangle cuts the outlines it clips rather than mask a layer, but still
    /// isolates a blend mode within it: multiplied onto nothing, red stays red over the blue below.
    @Test func aRectangleClipStillIsolatesABlendWithin() {
        let red = Node.path(
            PathNode(path: Self.rectangle(0, 0, 10, 10), fill: .color(Color(red: 1, green: 0, blue: 0))))
        let drawing = Drawing(
            title: "isolated", size: Size(width: 10, height: 10),
            nodes: [
                .path(PathNode(path: Self.rectangle(0, 0, 10, 10), fill: .color(Color(red: 0, green: 0, blue: 1)))),
                .group(
                    Group(
                        clip: ClipPath(path: Self.rectangle(0, 0, 10, 10)),
                        children: [.group(Group(blendMode: .multiply, children: [red]))])),
            ])
        let rgba = Canvas.render(drawing, scale: 1).rgba
        #expect(Array(rgba[(5 * 10 + 5) * 4..<(5 * 10 + 5) * 4 + 4]) == [255, 0, 0, 255])
    }

    /// A group whose clip shows none of its children draws nothing, its own groups included, and what follows it
    /// draws as it would alone.
    @Test func aGroupItsClipHidesDrawsNothingAndWhatFollowsDraws() {
        let hidden = Group(
            clip: ClipPath(path: Self.rectangle(80, 80, 10, 10)),
            children: [.group(Group(opacity: 0.5, children: Self.reaching.prefix(2).map { $0 }))])
        let after = Node.path(PathNode(path: Self.rectangle(5, 5, 20, 20), fill: Self.green))
        let size = Size(width: 100, height: 100)
        let drawn = Canvas.render(Drawing(title: "h", size: size, nodes: [.group(hidden), after]), scale: 1)
        let alone = Canvas.render(Drawing(title: "h", size: size, nodes: [after]), scale: 1)
        #expect(drawn.rgba == alone.rgba)
    }

    /// A thousand small clipped groups on a large canvas cost what they paint, not a canvas each.
    @Test func manySmallClippedGroupsOnALargeCanvasArePrompt() {
        let clip = ClipPath(path: Self.rectangle(0, 0, 1_000, 1_000))
        let groups = (0..<1_000).map { index in
            Node.group(
                Group(
                    opacity: 0.9, clip: clip,
                    children: [
                        .path(
                            PathNode(
                                path: Self.rectangle(Double(index % 100) * 10, Double(index / 100) * 10, 5, 5),
                                fill: Self.green))
                    ]))
        }
        let start = Date()
        let canvas = Canvas.render(
            Drawing(title: "many", size: Size(width: 1_000, height: 1_000), nodes: groups), scale: 3)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(canvas.rgba[(6 * canvas.width + 36) * 4 + 3] > 0)
    }

    /// What a PNG reserves of the pixel budget counts a layer for each level of nested clips and opacities, and one
    /// more for effects, the most it may hold at once.
    @Test func theHeldPixelsCountTheDeepestLayers() {
        let path = Node.path(PathNode(path: Self.rectangle(1, 1, 2, 2), fill: Self.green))
        let plain = Node.group(Group(transform: .scale(x: 2, y: 2), children: [path]))
        let translucent = Node.group(
            Group(opacity: 0.5, children: [plain, .group(Group(opacity: 0.5, children: [path]))]))
        let clipped = Node.group(Group(clip: ClipPath(path: Self.rectangle(0, 0, 4, 4)), children: [path]))
        let size = Size(width: 10, height: 5)
        #expect(Canvas.pixelsHeld(rendering: Drawing(title: "d", size: size, nodes: [path, plain]), scale: 2) == 200)
        #expect(
            Canvas.pixelsHeld(rendering: Drawing(title: "d", size: size, nodes: [clipped, translucent]), scale: 2)
                == 600)
        // A blur or a shadow is drawn on its layer in place, from buffers of one channel: a layer's worth more; and
        // in a drawing with effects, a layer may reach 512 pixels past the image on every side.
        let blurred = Node.group(Group(blur: LayerBlur(deviation: 1), children: [path]))
        #expect(
            Canvas.pixelsHeld(rendering: Drawing(title: "d", size: size, nodes: [blurred]), scale: 2)
                == 200 + 2 * 1044 * 1034)
    }
}
