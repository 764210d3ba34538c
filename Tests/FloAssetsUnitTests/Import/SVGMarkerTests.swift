import FloSupport
import Testing

@testable import FloDrawing
@testable import FloSVG

/// Markers: where they go (each command's end, an arc one command), how `orient="auto"` turns them (halfway between
/// the directions in and out, a closed subpath's start by its closing segment), how they are placed and clipped, and
/// which declarations name them.
@Suite struct SVGMarkerTests {
    static let marker =
        #"<marker id="m" refX="1" refY="1" markerWidth="2" markerHeight="2" orient="auto"><rect width="4" height="4"/></marker>"#

    static func vertices(_ data: String) throws -> [MarkerVertex] {
        var budget = Int.max
        var ends: [Int]? = []
        let path = try PathDataParser.parse(data, budget: &budget, commandEnds: &ends)
        return MarkerVertex.vertices(of: path, commandEnds: ends ?? [])
    }

    static func markerGroups(_ body: String) throws -> [Group] {
        try SVGCascadeTests.nodes(Self.marker + body).compactMap { node in
            guard case .group(let group) = node, group.clip != nil else { return nil }
            return group
        }
    }

    @Test func anglesAreHalfwayBetweenTheDirectionsInAndOut() throws {
        let open = try Self.vertices("M0 0 L10 0 L10 10")
        #expect(open.map(\.point) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)])
        #expect(open.map(\.degrees).enumerated().allSatisfy { isClose($1, [0, 45, 90][$0]) })
        // Closed: the start and the close halfway between the closing segment (to the upper left) and the first,
        // as browsers draw them.
        let closed = try Self.vertices("M0 0 L10 0 L10 10 Z")
        #expect(closed.count == 4)
        #expect(isClose(closed[0].degrees, -67.5) && isClose(closed[3].degrees, -67.5))
        // A zero-length line takes its neighbours' directions; an arc is one command, however many curves draw it.
        #expect(
            try Self.vertices("M0 0 L10 0 L10 0 L10 10").map(\.degrees).enumerated().allSatisfy {
                isClose($1, [0, 45, 45, 90][$0])
            })
        #expect(try Self.vertices("M0 0 A5 5 0 0 1 10 0").count == 2)
        // A move in the middle is turned by where it leads.
        #expect(isClose(try Self.vertices("M0 0 L10 0 M20 0 L20 10")[2].degrees, 90))
    }

    @Test func aMarkerIsPlacedByItsReferencePointScaledByTheStrokeAndClippedToItsViewport() throws {
        let groups = try Self.markerGroups(#"<path d="M0 0 L10 0 L10 10" stroke-width="2" marker-end="url(#m)"/>"#)
        #expect(groups.count == 1)
        // Turned a quarter (down), scaled by 2, its point (1, 1) on (10, 10).
        #expect(
            SVGPatternTests.isClose(groups.first?.transform, AffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 12, ty: 8)))
        #expect(groups.first?.clip?.shapes.first?.path.bounds == Rect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test(arguments: [
        // The CSS shorthand sets all three; the attribute of that name is not one.
        (#"style="marker: url(#m)""#, 3),
        (#"marker="url(#m)""#, 0),
        (#"marker-mid="url(#m)""#, 1),
        (#"style="marker: url(#m)" marker-start="none""#, 3),
        (#"style="marker: url(#m); marker-start: none""#, 2),
        // A stroke of no width scales the markers to nothing.
        (#"marker-end="url(#m)" stroke-width="0""#, 0),
    ])
    func markersAreNamedByTheirProperties(written: String, count: Int) throws {
        #expect(try Self.markerGroups(#"<polyline points="0 0 10 0 10 10" "# + written + "/>").count == count)
    }

    @Test func paintOrderCanPutTheMarkersFirst() throws {
        let nodes = try SVGCascadeTests.nodes(
            Self.marker + #"<path d="M0 0 L10 0" fill="none" stroke="red" paint-order="markers" marker-end="url(#m)"/>"#
        )
        guard case .group = nodes.first, case .path = nodes.last else {
            Issue.record("\(nodes)")
            return
        }
    }

    @Test func aMarkerThatDrawsItselfIsRefused() {
        let svg =
            SVGRefusalTests.open + "<marker id=\"m\">\n"
            + #"<path d="M0 0 L1 1" marker-end="url(#m)"/></marker><path d="M0 0 L5 5" marker-end="url(#m)"/></svg>"#
        #expect(SVGRefusalTests.refusal(svg) == "2:1: this marker leads back to itself through #m; remove the loop")
    }
}

/// What Inkscape's markers hold, and the limits copies keep.
@Suite struct SVGMarkerContentTests {
    static func copies(_ marker: String, on shape: String) throws -> [Group] {
        try SVGCascadeTests.nodes(marker + shape).compactMap { node in
            guard case .group(let group) = node else { return nil }
            return group
        }
    }

    @Test func inkscapeMarkersShowTheirOverflowAndTakeTheShapesPaint() throws {
        let marker =
            #"<marker id="m" orient="auto" style="overflow:visible"><path d="M0 0 L5 5" fill="none" style="stroke:context-stroke"/></marker>"#
        let found = try Self.copies(marker, on: #"<path d="M0 0 L10 0" stroke="blue" marker-end="url(#m)"/>"#)
        #expect(found.count == 1 && found.first?.clip == nil)
        guard case .path(let drawn)? = found.first?.children.first else {
            Issue.record("\(found)")
            return
        }
        #expect(drawn.stroke?.paint == .color(SVGCascadeTests.blue))
        // A gradient there would be placed in the marker's coordinates: refused.
        let gradient =
            SVGRefusalTests.open
            + #"<linearGradient id="g" gradientUnits="userSpaceOnUse" x2="10"><stop/><stop offset="1" stop-color="red"/></linearGradient>"#
            + "\n" + marker + #"<path d="M0 0 L10 0" stroke="url(#g)" marker-end="url(#m)"/></svg>"#
        #expect(
            SVGRefusalTests.refusal(gradient)?.hasPrefix("3:1: context-fill or context-stroke takes a gradient") == true
        )
    }

    /// `context-stroke` takes the stroke's paint, not its `stroke-opacity` (Inkscape's arrows on a translucent
    /// line stay opaque, as resvg and Inkscape draw them); the marker's own opacity still applies.
    @Test func theShapesPaintComesWithoutItsOpacity() throws {
        let marker =
            #"<marker id="m" orient="auto" style="overflow:visible"><path d="M0 0 L5 5" fill="context-fill" fill-opacity="0.5" stroke="context-stroke"/></marker>"#
        let found = try Self.copies(
            marker,
            on:
                #"<path d="M0 0 L10 0" fill="blue" fill-opacity="0.2" stroke="blue" stroke-opacity="0.4" marker-end="url(#m)"/>"#
        )
        guard case .path(let drawn)? = found.first?.children.first else {
            Issue.record("\(found)")
            return
        }
        #expect(drawn.stroke?.paint == .color(SVGCascadeTests.blue))
        let blue = SVGCascadeTests.blue
        #expect(drawn.fill == .color(Color(red: blue.red, green: blue.green, blue: blue.blue, alpha: 0.5)))
    }

    @Test func aHiddenShapeDrawsNoMarkersAndPercentagesAreOfTheMarker() throws {
        let marker = #"<marker id="m" markerWidth="4" markerHeight="4"><rect width="50%" height="50%"/></marker>"#
        #expect(
            try Self.copies(marker, on: #"<path d="M0 0 L10 0" visibility="hidden" marker-end="url(#m)"/>"#).isEmpty)
        let found = try Self.copies(marker, on: #"<path d="M0 0 L10 0" marker-end="url(#m)"/>"#)
        #expect(Node.bounds(of: found.first?.children ?? []) == Rect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func markerContentConvertedForEveryShapeIsCounted() {
        // 2,000 empty groups converted for each of 100 shapes: 200,000 elements, past the limit.
        let marker =
            "<marker id=\"m\">" + String(repeating: "<g/>", count: 2_000)
            + "<rect width=\"1\" height=\"1\"/></marker>\n"
        let shapes = String(repeating: #"<path d="M0 0 L1 0" marker-end="url(#m)"/>"#, count: 100)
        #expect(
            SVGRefusalTests.refusal(SVGRefusalTests.open + marker + shapes + "</svg>")?.contains(
                "<use>, <marker> and <pattern> elements draw more than 100000 elements in all") == true)
    }

    @Test func aCopyWhoseClipPathReachesTooFarIsRefused() {
        let svg =
            SVGRefusalTests.open
            + #"<clipPath id="c"><rect x="-900000000" width="900000000" height="1"/></clipPath>"# + "\n"
            + #"<marker id="m"><rect width="1" height="1" clip-path="url(#c)"/></marker>"#
            + #"<path d="M0 0 L10 0" stroke-width="100" marker-end="url(#m)"/></svg>"#
        #expect(SVGRefusalTests.refusal(svg)?.contains("a marker of this element reaches beyond") == true)
    }
}
