import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

/// A tile pattern placed by a transform: SVG writes it on the `<pattern>`, and the others draw a group per tile.
@Suite struct PatternWriterTests {
    /// A 200-point tile shown at a quarter, holding a red square and a translucent blue one.
    static func drawing(placing: FloDrawing.AffineTransform) -> Drawing {
        func square(_ x: Double, _ side: Double) -> Path {
            var path = Path()
            path.addRoundedRect(in: Rect(x: x, y: x, width: side, height: side), radius: 0)
            return path
        }
        let pattern = TilePattern(
            cell: Size(width: 200, height: 200),
            nodes: [
                .path(PathNode(path: square(0, 100), fill: .color(Color(red: 1, green: 0, blue: 0)))),
                .group(
                    Group(
                        opacity: 0.5,
                        children: [
                            .path(PathNode(path: square(110, 80), fill: .color(Color(red: 0, green: 0, blue: 1))))
                        ]
                    )),
            ], placing: placing)
        return Drawing(
            title: "tiles", size: Size(width: 100, height: 100),
            nodes: [.path(PathNode(path: square(0, 100), fill: .pattern(pattern)))])
    }

    @Test func svgPlacesTheTileByItsPositionOrItsTransform() {
        func text(_ placing: FloDrawing.AffineTransform) -> String {
            var bytes = ByteBuffer(capacity: 256)
            SVGRenderer.elements(of: Self.drawing(placing: placing), to: &bytes)
            return String(decoding: bytes.bytes, as: UTF8.self)
        }
        #expect(text(FloDrawing.AffineTransform(tx: 5, ty: 10)).contains(#"width="200" height="200" x="5" y="10">"#))
        #expect(
            text(FloDrawing.AffineTransform(a: 0.25, d: 0.25)).contains(
                #"width="200" height="200" patternTransform="matrix(0.25 0 0 0.25 0 0)">"#))
    }

    /// PDF readers draw a tiling pattern through a bitmap of the tile, each with seams of its own: the PDF draws the
    /// tiles, as the PNG does.
    @Test func pdfDrawsTheTilesThatCoverTheShape() {
        let pdf = PDFStructure(
            bytes: PDFWriter(compressesContent: false).data(
                for: Self.drawing(placing: FloDrawing.AffineTransform(a: 0.25, d: 0.25))))
        #expect(!pdf.text.contains("/PatternType 1"))
        // Two by two tiles, each with its translucent square as a transparency group.
        #expect(pdf.text.components(separatedBy: "/Subtype /Form").count == 5)
    }

    @Test func tilesOfAPlacedPatternAreGroupsThatCoverTheShape() {
        let drawing = Self.drawing(placing: FloDrawing.AffineTransform(a: 0.25, d: 0.25))
        guard case .path(let node) = drawing.nodes[0], case .pattern(let pattern)? = node.fill else {
            Issue.record("no pattern")
            return
        }
        // 50-point tiles over a 100-point square: two by two.
        let tiles = pattern.expanded(over: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(tiles.count == 4)
        guard case .group(let last) = tiles.last else {
            Issue.record("\(tiles)")
            return
        }
        #expect(last.transform == FloDrawing.AffineTransform(a: 0.25, d: 0.25, tx: 50, ty: 50))
    }

    @Test func tilesOfPathsInColoursAreOnePathEachAndGradientsAreCopiedPerTile() {
        var square = Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 10, height: 20), radius: 0)
        let ink = Paint.color(Color(red: 0, green: 0, blue: 0))
        let fade = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 10, y: 0),
                stops: [
                    GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
                    GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1)),
                ], units: .userSpace))
        let turn = FloDrawing.AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let area = Rect(x: -40, y: 0, width: 40, height: 40)
        // Colours, turned: one group of the turn holding one path of the four copies, which abut without a seam.
        let hatch = TilePattern(
            cell: Size(width: 20, height: 20), nodes: [.path(PathNode(path: square, fill: ink))], placing: turn)
        let hatched = hatch.expanded(over: area)
        guard hatched.count == 1, case .group(let group) = hatched[0], group.children.count == 1,
            case .path(let copies) = group.children[0]
        else {
            Issue.record("\(hatched)")
            return
        }
        #expect(group.transform == turn)
        #expect(copies.path.elements.filter { if case .move = $0 { true } else { false } }.count == 4)
        // A gradient is where its path is: each tile is a group that moves both.
        let faded = TilePattern(cell: Size(width: 20, height: 20), nodes: [.path(PathNode(path: square, fill: fade))])
        let tiles = faded.expanded(over: Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(tiles.count == 4)
        #expect(
            tiles.allSatisfy { node in
                guard case .group(let tile) = node, case .path(let path) = tile.children.first else { return false }
                return path.fill == fade
            })
    }
}
