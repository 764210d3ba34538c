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

    /// Drawing code keeps a tile of colours as one copy and its grid, for a loop, wherever the copies' points are
    /// the tile's plus their offsets; what it draws is the files' path, copy for copy.
    @Test func drawingCodeKeepsATileForALoop() {
        func copied(_ drawing: Drawing, baking: Bool) -> [PathNode] {
            Node.paths(in: drawing.explicit(bakingTransforms: baking).nodes).filter { $0.copies != nil }
        }
        func moves(_ path: Path) -> Int { path.elements.filter { if case .move = $0 { true } else { false } }.count }
        let background = BackgroundPattern(tileSize: 30).drawing(
            title: "background", size: Size(width: 95, height: 70), appearance: .any)
        let paths = copied(background, baking: false)
        // The square and the triangles, each over 4 columns and 3 rows.
        #expect(paths.count == 2)
        #expect(
            paths.allSatisfy { $0.copies == TileGrid(cell: Size(width: 30, height: 30), columns: 0..<4, rows: 0..<3) })
        #expect(paths.map { moves($0.path) } == [1, 3])
        guard case .path(let area) = background.nodes[0], case .pattern(let pattern)? = area.fill else {
            Issue.record("no pattern")
            return
        }
        let files = pattern.tiles(filling: area.path, rule: .nonZero)
        #expect(paths.map { $0.copies?.copies(of: $0.path) } == Node.paths(in: files.children).map(\.path))
        // Baking transforms keeps them too where nothing moves them.
        #expect(copied(background, baking: true).count == 2)
        // A placed pattern keeps its group's transform in SwiftUI and Core Graphics, and is written out in Compose.
        let placed = Self.drawing(placing: FloDrawing.AffineTransform(a: 0.25, d: 0.25))
        var colours = placed
        guard case .path(let node) = placed.nodes[0], case .pattern(var tile)? = node.fill else { return }
        tile.nodes = [tile.nodes[0]]
        colours.nodes = [.path(PathNode(path: node.path, fill: .pattern(tile)))]
        #expect(copied(colours, baking: false).count == 1)
        #expect(copied(colours, baking: true).isEmpty)
        // A translucent group in the tile makes each copy a group: one, with its grid, where transforms stay groups.
        func groups(_ drawing: Drawing, baking: Bool) -> [Group] {
            guard case .group(let clip) = drawing.explicit(bakingTransforms: baking).nodes.first else { return [] }
            return clip.children.compactMap { if case .group(let group) = $0 { group } else { nil } }
        }
        #expect(copied(placed, baking: false).isEmpty)
        let kept = groups(placed, baking: false)
        #expect(kept.count == 1 && kept.first?.transform == FloDrawing.AffineTransform(a: 0.25, d: 0.25))
        #expect(kept.first?.copies == TileGrid(cell: Size(width: 200, height: 200), columns: 0..<2, rows: 0..<2))
        let spelled = groups(placed, baking: true)
        #expect(spelled.count == 4 && spelled.allSatisfy { $0.copies == nil })
        // Baked, a tile's transform is in its points: kept where it only moves them.
        let moved = Self.drawing(placing: FloDrawing.AffineTransform(tx: 5, ty: 10))
        let baked = groups(moved, baking: true)
        #expect(baked.count == 1 && baked.first?.transform == .identity && baked.first?.copies != nil)
        // A dashed stroke is dashed in the tile, before its copies.
        var dashed = tile
        dashed.placing = .identity
        dashed.nodes = [
            .path(PathNode(path: node.path, stroke: Stroke(paint: .color(.black), width: 2, dashes: [4, 2])))
        ]
        colours.nodes = [.path(PathNode(path: node.path, fill: .pattern(dashed)))]
        #expect(copied(colours, baking: false).count == 1)
        let pieces = Node.paths(in: colours.explicit(bakingTransforms: true).dashesExpanded.nodes)
        #expect(pieces.count == 1 && pieces.first?.copies != nil && pieces.first?.stroke?.dashes == [])
    }
}
