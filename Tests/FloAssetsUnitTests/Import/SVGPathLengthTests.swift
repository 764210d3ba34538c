import Testing

@testable import FloDrawing
@testable import FloSVG

/// `pathLength` gives a shape's length as the author counts it: its dashes and their offset stretch by its own
/// length over that one, as browsers draw it (resvg and librsvg ignore it; a line drawing's icons dash with
/// `pathLength="1"` to animate it).
@Suite struct SVGPathLengthTests {
    static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"40\">\n"

    /// The dashes and offset of the stroke `element` draws.
    static func dashes(_ element: String) throws -> (dashes: [Double], offset: Double)? {
        let drawing = try SVGDocument.drawing(of: element, in: open)
        guard let stroke = Node.paths(in: drawing.nodes).first?.stroke else { return nil }
        return (stroke.dashes, stroke.dashOffset)
    }

    static func refusal(_ element: String) -> String? {
        do {
            _ = try SVGDocument.drawing(of: element, in: open)
            return nil
        } catch let error as SVGError {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func dashesStretchByTheLengthTheShapeHasOverTheOneItGives() throws {
        let line = try Self.dashes(
            "<path d=\"M0 5H40\" stroke=\"#000\" stroke-dasharray=\"1 3\" stroke-dashoffset=\"1\" pathLength=\"4\"/>")
        #expect(line?.dashes == [10, 30] && line?.offset == 10, "\(String(describing: line))")
        // A rectangle's length is its perimeter; two subpaths' lengths add up.
        let rectangle = try Self.dashes(
            "<rect width=\"20\" height=\"10\" stroke=\"#000\" stroke-dasharray=\"0.25\" pathLength=\"2\"/>")
        #expect(rectangle?.dashes == [7.5, 7.5], "\(String(describing: rectangle))")
        let twoLines = try Self.dashes(
            "<path d=\"M0 5H30M0 9H30\" stroke=\"#000\" stroke-dasharray=\"1\" pathLength=\"6\"/>")
        #expect(twoLines?.dashes == [10, 10], "\(String(describing: twoLines))")
        // A circle's, measured along its curves.
        let circle = try #require(
            try Self.dashes(
                "<circle cx=\"20\" cy=\"20\" r=\"10\" stroke=\"#000\" stroke-dasharray=\"1\" pathLength=\"4\"/>"))
        #expect(abs(circle.dashes[0] - 2 * Double.pi * 10 / 4) < 0.01, "\(circle)")
    }

    /// One dash of the whole length, as icons write it to animate a line drawing, is the stroke whole; a
    /// `pathLength` of 0 makes every dash 0 long, which leaves it solid too, as browsers draw it; a negative or
    /// unreadable one is passed over.
    @Test func aDashOfTheWholeLengthAndALengthOfZeroAreSolid() throws {
        let whole = try Self.dashes(
            "<path d=\"M0 5H40L40 30\" stroke=\"#000\" stroke-dasharray=\"1\" pathLength=\"1\"/>")
        #expect(whole.map { abs($0.dashes[0] - 65) < 1e-9 } == true, "\(String(describing: whole))")
        let zero = try Self.dashes("<path d=\"M0 5H40\" stroke=\"#000\" stroke-dasharray=\"1 3\" pathLength=\"0\"/>")
        #expect(zero?.dashes == [], "\(String(describing: zero))")
        for ignored in ["-4", "4px", "x"] {
            let written = try Self.dashes(
                "<path d=\"M0 5H40\" stroke=\"#000\" stroke-dasharray=\"1 3\" pathLength=\"\(ignored)\"/>")
            #expect(written?.dashes == [1, 3], "\(ignored)")
        }
    }

    /// An offset of many periods is taken within one before it is stretched; a list no reader dashes by is left
    /// for the shape to draw solid, however it would stretch.
    @Test func anOffsetIsTakenWithinOnePeriodBeforeItStretches() throws {
        let far = try Self.dashes(
            "<line x1=\"10\" y1=\"10\" x2=\"90\" y2=\"10\" stroke=\"#000\" pathLength=\"1\""
                + " stroke-dasharray=\".5 .5\" stroke-dashoffset=\"20000000.25\"/>")
        #expect(far?.dashes == [40, 40] && far?.offset == 20, "\(String(describing: far))")
        let invalid = try Self.dashes(
            "<path d=\"M0 5H40\" stroke=\"#000\" stroke-dasharray=\"1e8 -1\" pathLength=\"1\"/>")
        #expect(invalid?.dashes == [], "\(String(describing: invalid))")
    }

    /// The outputs write lengths to a thousandth: dashes and gaps all shorter than half of one are refused, where
    /// an SVG would have written none and its readers drawn the stroke solid.
    @Test func dashesFinerThanTheOutputsWriteAreRefused() throws {
        #expect(
            Self.refusal("<path d=\"M0 5H40\" stroke=\"#000\" stroke-dasharray=\"1\" pathLength=\"1000000\"/>")
                == "2:1: this stroke's dashes and gaps are all shorter than 0.0005 in the drawing (after pathLength and transforms), finer than the outputs write lengths; make them longer or draw the stroke solid"
        )
        #expect(
            try Self.dashes("<path d=\"M0 5H40\" stroke=\"#000\" stroke-dasharray=\"0 0.001\"/>")?.dashes == [0, 0.001])
        // Enlarged, they are written with more decimals: measured in the drawing.
        let enlarged = try Self.dashes(
            "<g transform=\"scale(100)\"><path d=\"M0 0.05H0.4\" stroke=\"#000\" stroke-width=\"0.01\""
                + " stroke-dasharray=\"0.0004\"/></g>")
        #expect(enlarged?.dashes == [0.0004, 0.0004], "\(String(describing: enlarged))")
    }

    @Test func dashesStretchedOutOfRangeAreRefusedAtPathLength() {
        #expect(
            Self.refusal("<path d=\"M0 5H40\" stroke=\"#000\" stroke-dasharray=\"1e8\" pathLength=\"1\"/>")
                == "2:68: pathLength=\"1\" stretches the dashes out of range (coordinates and sizes are limited to ±1000000000); give the path's length, about 40, or remove pathLength"
        )
    }
}
