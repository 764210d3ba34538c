import Testing

@testable import FloDrawing
@testable import FloSVG

/// A `<symbol>` drawn by a `<use>` is a viewport at its own `x` and `y` (as SVG 2 gives a symbol, and Chrome draws
/// it), of the use's size, else its own.
@Suite struct SVGSymbolTests {
    /// The columns of `row` that `body` paints, first and last.
    static func paintedColumns(_ body: String, row: Int = 45) throws -> ClosedRange<Int>? {
        let drawing = try SVGDocument.drawing(
            of: body, in: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\">")
        let rgba = Canvas.render(drawing, scale: 1).rgba
        let painted = (0..<100).filter { rgba[(row * 100 + $0) * 4 + 3] > 128 }
        return painted.first.map { $0...painted.last! }
    }

    @Test func aSymbolIsAViewportAtItsOwnPlace() throws {
        let symbol =
            "<symbol id=\"s\" x=\"10\" y=\"10\" width=\"30\" height=\"30\" viewBox=\"0 0 10 10\">"
            + "<circle cx=\"5\" cy=\"5\" r=\"5\" fill=\"red\"/></symbol>"
        // The use moves it by (20, 20), its own x and y by (10, 10) more: a circle from 30 to 60.
        #expect(try Self.paintedColumns(symbol + "<use href=\"#s\" x=\"20\" y=\"20\"/>") == 30...59)
        // The use's size replaces the symbol's, not its place: a circle from 30 to 80, about row 55.
        #expect(
            try Self.paintedColumns(symbol + "<use href=\"#s\" x=\"20\" y=\"20\" width=\"50\" height=\"50\"/>", row: 55)
                == 30...79)
    }
}
