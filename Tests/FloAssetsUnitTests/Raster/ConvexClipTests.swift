import Testing

@testable import FloDrawing

/// A rectangle clip under any transform cuts what it clips to the parallelogram it covers: turned, skewed or
/// mirrored, what shows is that parallelogram filled; within another, what both show; squashed flat, nothing.
@Suite struct ConvexClipTests {
    static let size = Size(width: 40, height: 40)
    static let teal = Paint.color(Color(red: 0, green: 0.5, blue: 0.5))
    static let box = Rect(x: 2, y: 3, width: 14, height: 9)

    static func rectangle(_ rect: Rect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, radius: 0)
        return path
    }

    /// A fill over the whole canvas and far past it.
    static let everywhere = Node.path(
        PathNode(path: rectangle(Rect(x: -100, y: -100, width: 300, height: 300)), fill: teal))

    static func clipped(_ rect: Rect, by transform: AffineTransform, _ children: [Node] = [everywhere]) -> Node {
        .group(Group(transform: transform, clip: ClipPath(path: rectangle(rect)), children: children))
    }

    static func alpha(_ nodes: [Node]) -> [UInt8] {
        let rgba = Canvas.render(Drawing(title: "clip", size: size, nodes: nodes), scale: 1).rgba
        return stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] }
    }

    static let turned = AffineTransform.rotation(.degrees(30)).concatenating(AffineTransform(tx: 20, ty: 5))
    static let mirrored = AffineTransform(a: -1, c: 0.3, tx: 35, ty: 4)

    @Test(arguments: [turned, mirrored])
    func aTurnedClipShowsItsParallelogram(transform: AffineTransform) {
        let shown = Self.alpha([Self.clipped(Self.box, by: transform)])
        let filled = Self.alpha([
            .group(
                Group(
                    transform: transform, children: [.path(PathNode(path: Self.rectangle(Self.box), fill: Self.teal))]))
        ])
        let worst = zip(shown, filled).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1 && shown.contains(255), "a pixel is \(worst) off the parallelogram's")
    }

    @Test func nestedClipsShowWhatBothShow() {
        let inner = Self.clipped(Rect(x: 0, y: 0, width: 12, height: 30), by: .rotation(.degrees(-40)))
        let both = Self.alpha([Self.clipped(Self.box, by: Self.turned, [inner])])
        let outer = Self.alpha([Self.clipped(Self.box, by: Self.turned)])
        let alone = Self.alpha([
            .group(Group(transform: Self.turned, children: [inner]))
        ])
        #expect(both.contains(255) && both.contains(0))
        for index in both.indices {
            #expect(Int(both[index]) <= Int(min(outer[index], alone[index])) + 1)
            if outer[index] == 255 && alone[index] == 255 { #expect(both[index] == 255) }
        }
    }

    @Test func aFlatClipShowsNothing() {
        let flat = Self.alpha([Self.clipped(Rect(x: 2, y: 3, width: 0, height: 9), by: Self.turned)])
        let squashed = Self.alpha([Self.clipped(Self.box, by: AffineTransform(d: 0, ty: 10))])
        #expect(flat.allSatisfy { $0 == 0 } && squashed.allSatisfy { $0 == 0 })
    }

    /// A rectangle clip over shapes stacked across its edge stays a mask of their layer: cut, each would get an
    /// edge of its own along the clip, and the blue fill would show through the purple stroke there.
    @Test func stackedShapesAcrossTheEdgeDoNotShowThrough() {
        var square = Path()
        square.addRoundedRect(in: Rect(x: 10, y: 10, width: 20, height: 20), radius: 0)
        let stacked = Node.path(
            PathNode(
                path: square, fill: .color(Color(red: 0, green: 0, blue: 1)),
                stroke: Stroke(paint: .color(Color(red: 0.5, green: 0, blue: 0.5)), width: 16)))
        for transform in [AffineTransform.identity, Self.turned.concatenating(AffineTransform(tx: -15, ty: -5))] {
            let group = Group(
                transform: transform,
                clip: ClipPath(path: Self.rectangle(Rect(x: 5.3, y: 5.3, width: 20.4, height: 9.6))),
                children: [stacked])
            let rgba = Canvas.render(Drawing(title: "stacked", size: Self.size, nodes: [.group(group)]), scale: 1).rgba
            // Purple over white, however much of a pixel it covers, has as much red as blue.
            let worst = stride(from: 0, to: rgba.count, by: 4).map { abs(Int(rgba[$0]) - Int(rgba[$0 + 2])) }.max() ?? 0
            #expect(worst <= 2 && rgba.contains(128), "a pixel shows \(worst)/255 more blue than red")
        }
    }
}
