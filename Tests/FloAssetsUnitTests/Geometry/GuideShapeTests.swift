import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

@Suite struct StarAndRatingTests {
    @Test func starIsScaledByTheSmallerSideAndCentred() throws {
        let square = endPoints(Star().drawing(title: "s", size: Size(width: 50, height: 50)).paths[0].path)
        #expect(square.count == 10)
        #expect(isClose(square[0], Point(x: 24, y: 2.4)) && isClose(square[8], Point(x: 2, y: 19.2)))
        // 100×50: scale 2, the 50-point box centred horizontally at x 25…75.
        let wide = endPoints(Star().drawing(title: "s", size: Size(width: 100, height: 50)).paths[0].path)
        #expect(isClose(wide[0], Point(x: 49, y: 2.4)))
        #expect(Star().drawing(title: "s", size: Star.defaultSize).paths[0].path.elements.last == .close)
    }

    @Test func starIsFilledOrStroked() {
        var star = Star()
        let stroked = star.drawing(title: "s", size: Star.defaultSize).paths[0]
        #expect(stroked.fill == nil && stroked.stroke?.width == 1 && stroked.stroke?.paint.solidColor == .orange)
        star.fill = true
        let filled = star.drawing(title: "s", size: Star.defaultSize).paths[0]
        #expect(filled.fill == .color(.orange) && filled.stroke == nil)
    }

    @Test(arguments: [(3.0, 3), (2.5, 3), (0, 0), (5, 5), (7, 5)])
    func ratingFillsStarsBelowTheRating(rating: Double, filled: Int) {
        var view = Rating()
        view.rating = rating
        let paths = view.drawing(title: "r", size: view.defaultSize).paths
        #expect(paths.count == 5)
        #expect(paths.filter { $0.fill != nil }.count == filled)
        #expect(paths.prefix(filled).allSatisfy { $0.fill != nil })
    }

    @Test func ratingPlacesStarsBySpacingAndHasTheGuidesIntrinsicSize() {
        var view = Rating()
        #expect(view.defaultSize == Size(width: 150, height: 25))
        view.starSize = 50
        view.spacing = 60
        view.numberOfStars = 3
        #expect(view.defaultSize == Size(width: 180, height: 50))
        let firsts = view.drawing(title: "r", size: view.defaultSize).paths.map { endPoints($0.path)[0] }
        #expect(zip(firsts, [24.0, 84, 144]).allSatisfy { isClose($0.x, $1) && isClose($0.y, 2.4) })
    }
}

@Suite struct GuideShapeTests {
    @Test func triangleRunsApexLeftRightAndCloses() {
        var triangle = Triangle()
        triangle.paint.strokeColor = AppearanceColor(any: .red)
        let path = triangle.drawing(title: "t", size: Size(width: 300, height: 200)).paths[0].path
        #expect(
            path.elements == [
                .move(Point(x: 150, y: 0)), .line(Point(x: 0, y: 200)), .line(Point(x: 300, y: 200)), .close,
            ])
    }

    /// With strokeBorder each side moves inwards by half the line width, so the stroke's outer edge is the original side.
    @Test func triangleStrokeBorderOffsetsEverySide() {
        var triangle = Triangle()
        triangle.paint.strokeColor = AppearanceColor(any: .red)
        triangle.paint.lineWidth = 10
        triangle.paint.strokeBorder = true
        let inner = triangle.corners(in: Rect(x: 0, y: 0, width: 300, height: 200))
        let outer = [Point(x: 150, y: 0), Point(x: 0, y: 200), Point(x: 300, y: 200)]
        func distance(_ p: Point, toLineThrough a: Point, _ b: Point) -> Double {
            abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / a.distance(to: b)
        }
        for side in 0..<3 {
            let a = outer[side]
            let b = outer[(side + 1) % 3]
            let c = inner[side]
            let d = inner[(side + 1) % 3]
            #expect(isClose(distance(c, toLineThrough: a, b), 5, tolerance: 1e-9))
            #expect(isClose(distance(d, toLineThrough: a, b), 5, tolerance: 1e-9))
        }
    }

    @Test func rectangleFollowsTheBoundsOrItsInset() {
        var rectangle = Rectangle()
        rectangle.paint.fillColor = .color(AppearanceColor(any: .yellow))
        rectangle.paint.strokeColor = AppearanceColor(any: .gray)
        rectangle.paint.lineWidth = 20
        let plain = rectangle.drawing(title: "r", size: Size(width: 280, height: 250)).paths[0]
        #expect(
            endPoints(plain.path) == [
                Point(x: 0, y: 0), Point(x: 280, y: 0), Point(x: 280, y: 250), Point(x: 0, y: 250),
            ])
        #expect(plain.fill == .color(.yellow) && plain.stroke?.width == 20)
        rectangle.paint.strokeBorder = true
        rectangle.cornerRadius = 30
        let rounded = rectangle.drawing(title: "r", size: Size(width: 280, height: 250)).paths[0].path
        let arcs = rounded.elements.compactMap { if case .arc(let arc) = $0 { arc } else { nil } }
        #expect(arcs.count == 4)
        // Inset by 10 on each side; corners keep the outer edge on the original radius 30.
        #expect(arcs.allSatisfy { isClose($0.radiusX, 20) && isClose($0.sweep.degrees, 90, tolerance: 1e-9) })
        #expect(isClose(arcs[0].center, Point(x: 250, y: 30))) // the original corner centre (280 − 30, 0 + 30)
        #expect(isClose(endPoints(rounded)[0], Point(x: 30, y: 10)))
    }

    @Test func ellipseUsesItsRect() throws {
        var ellipse = Ellipse()
        ellipse.rect = Rect(x: 5, y: 5, width: 270, height: 240)
        let path = ellipse.drawing(title: "e", size: Size(width: 280, height: 250)).paths[0].path
        guard case .arc(let arc) = path.elements[1] else { throw Failure("no arc") }
        #expect(isClose(arc.center, Point(x: 140, y: 125)) && arc.radiusX == 135 && arc.radiusY == 120)
        #expect(isClose(arc.sweep.degrees, 360, tolerance: 1e-9))
    }

    @Test func polylineIsOpenUnlessClosed() {
        var polyline = Polyline()
        polyline.points = [Point(x: 20, y: 20), Point(x: 260, y: 230), Point(x: 100, y: 200), Point(x: 20, y: 20)]
        polyline.paint.strokeColor = AppearanceColor(any: .black)
        let open = polyline.drawing(title: "p", size: Size(width: 280, height: 250)).paths[0]
        #expect(endPoints(open.path) == polyline.points && open.path.elements.last != .close)
        #expect(open.fill == nil)
        polyline.closed = true
        #expect(polyline.drawing(title: "p", size: Size(width: 280, height: 250)).paths[0].path.elements.last == .close)
    }

    /// 0° is 12 o'clock and `clockwise` is clockwise on screen: the guide's 0°→110° runs to just past 3 o'clock.
    @Test(arguments: [(true, 110.0), (false, -250.0)])
    func arcUsesTheGuidesCorrectedConventions(clockwise: Bool, sweep: Double) throws {
        var shape = ArcShape()
        shape.startAngle = 0
        shape.endAngle = 110
        shape.clockwise = clockwise
        shape.paint.strokeColor = AppearanceColor(any: .blue)
        let path = shape.drawing(title: "a", size: Size(width: 300, height: 300)).paths[0].path
        guard case .move(let start) = path.elements[0], case .arc(let arc) = path.elements[1] else {
            throw Failure("not an arc")
        }
        #expect(isClose(start, Point(x: 150, y: 0)))
        #expect(isClose(arc.sweep.degrees, sweep, tolerance: 1e-9))
        #expect(isClose(arc.endPoint, Point(x: 150 + 150 * cos(20 * .pi / 180), y: 150 + 150 * sin(20 * .pi / 180))))
    }

    @Test func arcStrokeBorderInsetsTheRadiusAndFullTurnsDrawCircles() throws {
        var shape = ArcShape()
        shape.endAngle = 360
        shape.paint.strokeColor = AppearanceColor(any: .blue)
        shape.paint.lineWidth = 10
        shape.paint.strokeBorder = true
        let path = shape.drawing(title: "a", size: Size(width: 300, height: 300)).paths[0].path
        guard case .arc(let arc) = path.elements[1] else { throw Failure("not an arc") }
        #expect(arc.radiusX == 145 && isClose(arc.sweep.degrees, 360, tolerance: 1e-9))
    }

    @Test func paintDefaultsToSwiftUIsBlackFill() {
        let none = ShapePaint().paint(Path(), appearance: .any, size: Size(width: 1, height: 1))
        #expect(none.fill == .color(.black) && none.stroke == nil)
        var strokeOnly = ShapePaint()
        strokeOnly.strokeColor = AppearanceColor(any: .red)
        strokeOnly.lineCap = .round
        #expect(
            strokeOnly.paint(Path(), appearance: .any, size: Size(width: 1, height: 1)).fill == nil
                && strokeOnly.paint(Path(), appearance: .any, size: Size(width: 1, height: 1)).stroke?.cap == .round)
        var both = ShapePaint()
        both.fillColor = .color(AppearanceColor(any: .yellow))
        both.strokeColor = AppearanceColor(any: .gray)
        #expect(
            both.paint(Path(), appearance: .any, size: Size(width: 1, height: 1)).fill == .color(.yellow)
                && both.paint(Path(), appearance: .any, size: Size(width: 1, height: 1)).stroke?.paint.solidColor
                    == .gray
        )
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

@Suite struct GuideShapeDecodingTests {
    static func decode(_ control: String) throws -> Control {
        let manifest = try decodeManifest(#"{"version": 1, "controls": [\#(control)]}"#)
        return try #require(manifest.controls.first)
    }

    @Test func starAndRatingHaveIntrinsicSizes() throws {
        #expect(try Self.decode(#"{"name": "s", "type": "star"}"#).size == Size(width: 25, height: 25))
        #expect(
            try Self.decode(#"{"name": "r", "type": "rating", "numberOfStars": 4, "spacing": 40}"#).size
                == Size(width: 160, height: 25))
        #expect(
            try Self.decode(#"{"name": "r", "type": "rating", "width": 300, "height": 60}"#).size
                == Size(width: 300, height: 60))
    }

    @Test(arguments: [
        (#"{"name": "t", "type": "triangle", "width": 10}"#, "controls[0].height: missing required key"),
        (
            #"{"name": "p", "type": "polyline", "width": 10, "height": 10, "points": [[1, 2]]}"#,
            "expected an array of at least 2 [x, y] points"
        ),
        (
            #"{"name": "p", "type": "polyline", "width": 10, "height": 10, "points": [[1, 2], [3]]}"#,
            "points[1]: expected an array of 2 numbers"
        ),
        (
            #"{"name": "p", "type": "polyline", "width": 10, "height": 10, "points": [[1, 2], [3, 4]], "strokeBorder": true}"#,
            "a polyline has no inside"
        ),
        (
            #"{"name": "e", "type": "ellipse", "width": 10, "height": 10, "rect": [0, 0, 0, 5]}"#,
            "width and height must be greater than 0"
        ),
        (
            #"{"name": "a", "type": "arc", "width": 10, "height": 10, "lineCap": "flat"}"#,
            "\"flat\" is not one of \"butt\", \"round\", \"square\""
        ),
        (
            #"{"name": "a", "type": "arc", "width": 10, "height": 10, "startAngle": "north"}"#,
            "startAngle: expected a number"
        ),
        (#"{"name": "s", "type": "star", "fillColr": "red"}"#, "unknown key \"fillColr\""),
        (
            #"{"name": "r", "type": "rectangle", "width": 10, "height": 10, "cornerRadius": -1}"#,
            "cornerRadius: -1 is out of range"
        ),
        (#"{"name": "r", "type": "rating", "numberOfStars": 0}"#, "numberOfStars: 0 is out of range"),
    ])
    func rejectsBadShapes(control: String, fragment: String) {
        let errors = ManifestDecoderTests.errors(#"{"version": 1, "controls": [\#(control)]}"#)
        #expect(errors.contains { $0.contains(fragment) }, "\(errors)")
    }
}

/// `strokeBorder` that insets a shape past its centre: nothing drawn, and a warning at the line width.
@Suite struct CollapsedShapeTests {
    @Test(arguments: [
        (
            #"{"name": "r", "type": "rectangle", "width": 40, "height": 30, "strokeColor": "red", "lineWidth": 30, "strokeBorder": true}"#,
            true
        ),
        (
            #"{"name": "r", "type": "rectangle", "width": 40, "height": 30, "strokeColor": "red", "lineWidth": 29, "strokeBorder": true}"#,
            false
        ),
        (
            #"{"name": "e", "type": "ellipse", "width": 40, "height": 30, "rect": [0, 0, 10, 30], "strokeColor": "red", "lineWidth": 10, "strokeBorder": true}"#,
            true
        ),
        (
            #"{"name": "t", "type": "triangle", "width": 30, "height": 40, "strokeColor": "red", "lineWidth": 21, "strokeBorder": true}"#,
            true
        ),
        (
            #"{"name": "t", "type": "triangle", "width": 30, "height": 40, "strokeColor": "red", "lineWidth": 18, "strokeBorder": true}"#,
            false
        ),
        (
            #"{"name": "a", "type": "arc", "width": 20, "height": 20, "strokeColor": "red", "lineWidth": 20, "strokeBorder": true}"#,
            true
        ),
        (
            #"{"name": "r", "type": "rectangle", "width": 40, "height": 30, "fillColor": "red", "lineWidth": 40, "strokeBorder": true}"#,
            false
        ),
    ])
    func collapsedShapesDrawNothingAndWarn(control: String, collapses: Bool) throws {
        let result = try ManifestLoader.decode(
            Array(#"{"version": 1, "controls": [\#(control)]}"#.utf8), displayPath: "assets.json")
        let drawing = try #require(result.manifest.controls.first).drawing(defaultSnapping: .grid)
        #expect(drawing.paths.isEmpty == collapses)
        #expect(
            result.warnings.contains { $0.message.contains("insets the shape past its centre") } == collapses,
            "\(result.warnings)")
    }
}

/// A stroke that reaches past the middle of its shape is drawn as asked, with a warning: readers disagree there.
@Suite struct StrokeWiderThanShapeTests {
    @Test(arguments: [
        (
            #"{"name": "r", "type": "rectangle", "width": 50, "height": 50, "strokeColor": "red", "lineWidth": 31.57, "strokeBorder": true}"#,
            true
        ),
        (
            #"{"name": "r", "type": "rectangle", "width": 50, "height": 50, "strokeColor": "red", "lineWidth": 16}"#,
            false
        ),
        (
            #"{"name": "r", "type": "rectangle", "width": 20, "height": 50, "strokeColor": "red", "lineWidth": 20}"#,
            true
        ),
        (#"{"name": "e", "type": "ellipse", "width": 60, "height": 30, "strokeColor": "red", "lineWidth": 30}"#, true),
        (#"{"name": "a", "type": "arc", "width": 40, "height": 40, "strokeColor": "red", "lineWidth": 40}"#, true),
        (#"{"name": "t", "type": "triangle", "width": 30, "height": 40, "strokeColor": "red", "lineWidth": 8}"#, false),
        (#"{"name": "t", "type": "triangle", "width": 30, "height": 40, "fillColor": "red", "lineWidth": 80}"#, false),
    ])
    func warnsWhereReadersDisagree(control: String, warns: Bool) throws {
        let result = try ManifestLoader.decode(
            Array(#"{"version": 1, "controls": [\#(control)]}"#.utf8), displayPath: "assets.json")
        #expect(
            result.warnings.contains { $0.message.contains("reaches past the middle of the shape") } == warns,
            "\(result.warnings)")
        #expect(try #require(result.manifest.controls.first).drawing(defaultSnapping: .grid).paths.count == 1)
    }
}

/// An arc whose angles are a whole number of turns apart against its direction sweeps nothing, as in Core Graphics:
/// drawn empty, with a warning that says how to get the circle.
@Suite struct ArcSweepingNothingTests {
    @Test(arguments: [
        (#""startAngle": 0, "endAngle": 720, "clockwise": false"#, true),
        (#""startAngle": 90, "endAngle": 90"#, true),
        (#""startAngle": 0, "endAngle": 360"#, false),
        (#""startAngle": 0, "endAngle": -360, "clockwise": false"#, false),
        (#""startAngle": 0, "endAngle": 90"#, false),
    ])
    func warnsOfAnEmptyArc(angles: String, warns: Bool) throws {
        let control = #"{"name": "a", "type": "arc", "width": 40, "height": 40, "strokeColor": "red", \#(angles)}"#
        let result = try ManifestLoader.decode(
            Array(#"{"version": 1, "controls": [\#(control)]}"#.utf8), displayPath: "assets.json")
        let warning = result.warnings.first { $0.message.contains("sweeps no angle") }
        #expect((warning != nil) == warns, "\(result.warnings)")
        let drawing = try #require(result.manifest.controls.first).drawing(defaultSnapping: .grid)
        #expect(drawing.paths.allSatisfy { $0.path.elements.count <= 1 } == warns, "\(drawing.paths)")
    }

    @Test func theWarningNamesTheAnglesAndTheFix() throws {
        let result = try ManifestLoader.decode(
            Array(
                #"{"version": 1, "controls": [{"name": "a", "type": "arc", "width": 40, "height": 40, "endAngle": 720, "clockwise": false}]}"#
                    .utf8), displayPath: "assets.json")
        #expect(
            result.warnings.map(\.description) == [
                "assets.json:1:97: warning: controls[0].endAngle: an arc counter-clockwise from 0° to 720° sweeps no angle, so nothing is drawn (as in Core Graphics); for the whole circle, let endAngle be startAngle - 360, or give angles that differ"
            ])
    }
}
