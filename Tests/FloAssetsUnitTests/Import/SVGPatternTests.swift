import FloSupport
import Testing

@testable import FloDrawing
@testable import FloSVG

/// `<pattern>` as a tile pattern: its tile placed by `x`, `y` and `patternTransform`, in user space or in the
/// filled shape's box, its content fitted by `viewBox` or in box units, clipped to the tile, and its limits.
@Suite struct SVGPatternTests {
    static let grey = #"<rect width="10" height="10" fill="grey"/>"#

    /// The pattern filling the first shape of `body`.
    static func pattern(_ body: String) throws -> TilePattern? {
        guard case .pattern(let pattern)? = try SVGCascadeTests.shape(body)?.fill else { return nil }
        return pattern
    }

    static func isClose(_ found: AffineTransform?, _ expected: AffineTransform) -> Bool {
        guard let found else { return false }
        return [
            (found.a, expected.a), (found.b, expected.b), (found.c, expected.c), (found.d, expected.d),
            (found.tx, expected.tx), (found.ty, expected.ty),
        ].allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func aTileInUserSpaceIsMovedThenTransformed() throws {
        let found = try Self.pattern(
            #"<pattern id="p" patternUnits="userSpaceOnUse" x="5" y="10%" width="20" height="20" patternTransform="scale(2)">"#
                + Self.grey + #"</pattern><rect width="80" height="80" fill="url(#p)"/>"#)
        let pattern = try #require(found)
        #expect(pattern.cell == Size(width: 20, height: 20))
        #expect(Self.isClose(pattern.placing, AffineTransform(a: 2, d: 2, tx: 10, ty: 20)))
        // Within the tile, the content is as written.
        #expect(pattern.nodes.count == 1)
        guard case .path = pattern.nodes.first else {
            Issue.record("\(pattern.nodes)")
            return
        }
    }

    @Test func aTileInTheBoxIsAFractionOfItAndItsContentInBoxUnitsIsScaled() throws {
        let found = try Self.pattern(
            #"<pattern id="p" width="0.25" height="50%" patternContentUnits="objectBoundingBox">"#
                + #"<rect width="0.1" height="0.1"/></pattern><rect x="20" y="10" width="40" height="60" fill="url(#p)"/>"#
        )
        let pattern = try #require(found)
        #expect(pattern.cell == Size(width: 10, height: 30))
        #expect(Self.isClose(pattern.placing, AffineTransform(tx: 20, ty: 10)))
        guard case .group(let group) = pattern.nodes.first else {
            Issue.record("\(pattern.nodes)")
            return
        }
        #expect(Self.isClose(group.transform, AffineTransform(a: 40, d: 60)))
    }

    @Test func aViewBoxFitsTheContentAndWhatOverflowsTheTileIsClippedToIt() throws {
        let found = try Self.pattern(
            #"<pattern id="p" patternUnits="userSpaceOnUse" width="20" height="10" viewBox="0 0 1 1">"#
                + #"<circle cx="0.5" cy="0.5" r="0.8"/></pattern><rect width="80" height="80" fill="url(#p)"/>"#)
        let pattern = try #require(found)
        guard case .group(let clipped) = pattern.nodes.first, case .group(let fitted) = clipped.children.first else {
            Issue.record("\(pattern.nodes)")
            return
        }
        #expect(clipped.clip?.shapes.first?.path.bounds == Rect(x: 0, y: 0, width: 20, height: 10))
        // `xMidYMid meet`: a 10-point square in the middle of the tile.
        #expect(Self.isClose(fitted.transform, AffineTransform(a: 10, d: 10, tx: 5)))
    }

    /// A background the tile's size under a dot that crosses the tile's corner, as seamless patterns are made:
    /// only the dot is clipped to the tile, and the background's copies meet edge to edge. Clipped too, a pixel
    /// along the tile's edge was covered f² + (1 − f)², a light grid over the whole fill.
    @Test func whatLiesWithinTheTileIsNotClipped() throws {
        let found = try Self.pattern(
            #"<pattern id="p" patternUnits="userSpaceOnUse" x="0.3" y="0.3" width="7.2" height="5.2">"#
                + ##"<rect width="7.2" height="5.2" fill="#234"/><circle r="1.5" fill="#fc0"/></pattern>"##
                + #"<rect width="80" height="80" fill="url(#p)"/>"#)
        let pattern = try #require(found)
        // The background as it is, then the dot in a group clipped to the tile.
        #expect(pattern.nodes.count == 2)
        if case .path(let background) = pattern.nodes.first { #expect(background.fill != nil) } else { Issue.record() }
        if case .group(let clipped) = pattern.nodes.last { #expect(clipped.clip != nil) } else { Issue.record() }
        let drawing = Drawing(
            title: "pattern", size: Size(width: 40, height: 40),
            nodes: [.path(PathNode(path: LayerTests.rectangle(0, 0, 40, 40), fill: .pattern(pattern)))])
        let rgba = Canvas.render(drawing, scale: 1).rgba
        // Rows 2 and 3 lie between the dots (at y = 0.3 and 5.5, 1.5 across): the background throughout.
        let background = [0x22, 0x33, 0x44, 255]
        var off: [Int] = []
        for y in [2, 3] {
            for x in 0..<40 {
                let start = (y * 40 + x) * 4
                let pixel: [Int] = rgba[start..<start + 4].map { Int($0) }
                if zip(pixel, background).contains(where: { abs($0 - $1) > 1 }) { off.append(x) }
            }
        }
        #expect(off.isEmpty, "pixels off the background at x = \(off)")
    }

    /// A shape that blends, over a background the tile's size: the tile is clipped whole, as one layer, so that the
    /// shape blends with the background (a clip around it alone would isolate it, and it would blend with nothing).
    @Test func aTileWhereSomethingBlendsIsClippedWhole() throws {
        let found = try Self.pattern(
            #"<pattern id="p" patternUnits="userSpaceOnUse" width="7.2" height="5.2">"#
                + #"<rect width="7.2" height="5.2" fill="blue"/>"#
                + #"<circle r="3" fill="red" style="mix-blend-mode:multiply"/></pattern>"#
                + #"<rect width="80" height="80" fill="url(#p)"/>"#)
        let pattern = try #require(found)
        let clipped = pattern.nodes.contains { node in
            guard case .group(let group) = node else { return false }
            return group.clip != nil && group.children.count == 2
                || group.children.contains {
                    if case .group(let inner) = $0 { inner.clip != nil && inner.children.count == 2 } else { false }
                }
        }
        #expect(clipped, "\(pattern.nodes)")
    }

    @Test func attributesAndContentComeAlongTheHrefChain() throws {
        let found = try Self.pattern(
            #"<pattern id="a" patternUnits="userSpaceOnUse" width="30" height="40">"# + Self.grey + "</pattern>"
                + ##"<pattern id="b" href="#a" height="15"/>"##
                + #"<rect width="80" height="80" fill="url(#b)" fill-opacity="0.5"/>"#)
        let pattern = try #require(found)
        #expect(pattern.cell == Size(width: 30, height: 15))
        // The fill's opacity fades the tile's content together.
        guard case .group(let faded) = pattern.nodes.first else {
            Issue.record("\(pattern.nodes)")
            return
        }
        #expect(faded.opacity == 0.5)
    }

    @Test(arguments: [
        // No width, or no content, as resvg and librsvg draw them: the fallback colour, or nothing.
        #"<pattern id="p" patternUnits="userSpaceOnUse" height="20"><rect width="10" height="10"/></pattern>"#,
        #"<pattern id="p" patternUnits="userSpaceOnUse" width="20" height="20"/>"#,
        // A box of no area.
        #"<pattern id="p" width="1" height="1"><rect width="10" height="10"/></pattern>"#,
        // A viewBox of no area.
        #"<pattern id="p" patternUnits="userSpaceOnUse" width="9" height="9" viewBox="0 0 0 9"><rect width="9" height="9"/></pattern>"#,
    ])
    func aPatternThatPaintsNothingGivesWayToItsFallback(pattern: String) throws {
        let fallback = try SVGCascadeTests.nodes(pattern + #"<path d="M0 0H50" stroke="red" fill="url(#p) red"/>"#)
        #expect(Node.paths(in: fallback).map(\.fill) == [.color(SVGCascadeTests.red)])
        let none = try SVGCascadeTests.nodes(pattern + #"<path d="M0 0H50" stroke="red" fill="url(#p)"/>"#)
        #expect(Node.paths(in: none).allSatisfy { $0.fill == nil })
    }

    @Test func loopsStrokesAndTooManyTilesAreRefusedWhereTheyAreWritten() {
        let open = SVGRefusalTests.open
        #expect(
            SVGRefusalTests.refusal(
                open + #"<pattern id="p" patternUnits="userSpaceOnUse" width="5" height="5">"# + "\n"
                    + #"<rect width="5" height="5" fill="url(#p)"/></pattern><rect width="9" height="9" fill="url(#p)"/></svg>"#
            )
                == "2:1: this pattern leads back to itself through #p; remove the loop")
        #expect(
            SVGRefusalTests.refusal(
                open
                    + ##"<pattern id="p" href="#q"/><pattern id="q" href="#p"/><rect width="9" height="9" fill="url(#p)"/></svg>"##
            )
                == "2:50: the pattern's href leads back to itself (#p); remove the loop")
        #expect(
            SVGRefusalTests.refusal(
                open + #"<pattern id="p" patternUnits="userSpaceOnUse" width="5" height="5">"# + Self.grey
                    + "</pattern>\n"
                    + #"<path d="M0 0H9" stroke="url(#p)"/></svg>"#)
                == "3:1: a pattern as a stroke is not supported; outline the stroke (Stroke to Path) and fill it")
        // 10,000 tiles, each holding a shape of 10,000 tiles of its own: each is within the budget, not both.
        let nested =
            #"<pattern id="i" patternUnits="userSpaceOnUse" width="0.1" height="0.1">"# + Self.grey + "</pattern>\n"
            + #"<pattern id="o" patternUnits="userSpaceOnUse" width="10" height="10">"#
            + #"<rect width="10" height="10" fill="url(#i)"/></pattern>"#
            + #"<rect width="1000" height="1000" fill="url(#o)"/></svg>"#
        let overBudget = "this shape's pattern tiles take the artwork past 1000000 segments; make the tile larger"
        let found = SVGRefusalTests.refusal(open + nested)
        #expect(found?.hasPrefix("3:125: " + overBudget) == true, "\(String(describing: found))")
        // A tile of 0.01 over a 100 × 100 square: 10⁸ tiles, refused at the shape.
        #expect(
            SVGRefusalTests.refusal(
                open + #"<pattern id="p" patternUnits="userSpaceOnUse" width="0.01" height="0.01">"# + Self.grey
                    + "</pattern>\n" + #"<rect width="100" height="100" fill="url(#p)"/></svg>"#)?.hasPrefix(
                    "3:1: " + overBudget) == true)
        // A stroke is refused as one before its pattern is read.
        #expect(
            SVGRefusalTests.refusal(
                open + #"<pattern id="p" patternUnits="userSpaceOnUse" width="0.01" height="0.01">"# + Self.grey
                    + "</pattern>\n" + #"<rect width="100" height="100" stroke="url(#p)"/></svg>"#)?.hasPrefix(
                    "3:1: a pattern as a stroke is not supported") == true)
    }
}
