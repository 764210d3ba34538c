import Testing

@testable import FloDrawing

/// Dashes drawn as subpaths (for VectorDrawable) and dashes of the rasteriser: the same lengths along lines, arcs
/// and curves.
@Suite struct DashTests {
    /// The length of every subpath of `path`, curves measured finely.
    static func subpathLengths(_ path: Path) -> [Double] {
        path.segmentedSubpaths().map { subpath in
            subpath.segments.reduce(0) { $0 + ($1.lengths(samples: 2000).last ?? 0) }
        }
    }

    @Test func dashesAlongACircleHaveTheirLengths() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: 75, y: 75, width: 350, height: 350))
        let dashed = circle.dashed([47.24, 23.62], offset: 0)
        let lengths = Self.subpathLengths(dashed)
        let circumference = 2 * Double.pi * 175
        // The dash cut by the end of the circle goes on into the first: one dash fewer, each gap whole.
        #expect(lengths.count == Int((circumference / (47.24 + 23.62)).rounded(.down)))
        for length in lengths.dropLast() { #expect(abs(length - 47.24) < 0.01, "\(lengths)") }
        #expect(lengths.last! > 47.24)
        // Dashes and gaps add up to the circle.
        let total = lengths.reduce(0, +) + Double(lengths.count) * 23.62
        #expect(abs(total - circumference) < 0.05)
    }

    /// The rasteriser lays dashes along a curve's length, not its chords': on a tight bend 101 long, chords moved off
    /// the curve are 0.03 longer, which shifts a pattern one unit long by a visible step.
    @Test func theRasteriserMeasuresCurvesAsTheyAre() {
        var path = Path()
        path.move(to: Point(x: 24, y: 18))
        path.curve(to: Point(x: 34, y: 16), control1: Point(x: 94, y: 50), control2: Point(x: 75, y: 58))
        path.addArc(
            center: Point(x: 34, y: 26), radius: 10, startAngle: .degrees(-90), endAngle: .degrees(120),
            clockwise: false)
        let exact = Self.subpathLengths(path)[0]
        for scale in [1.0, 3.0] {
            let flat = path.flattened(transform: .scale(x: scale, y: scale), tolerance: 1.0 / 16, keepingLengths: true)
            #expect(abs(flat[0].length / scale - exact) < 0.002, "\(flat[0].length / scale) against \(exact)")
        }
    }

    /// On a closed subpath a dash across the start is one dash, joined at the corner, as browsers draw it (two
    /// dashes meeting there would leave the corner's join out), also when the last dash ends exactly at the start.
    /// Both dashers agree: the exact one (for vector drawables and Compose) and the rasteriser's.
    @Test func aDashAcrossAClosedSubpathsStartIsOneDash() {
        var square = Path()
        square.addRoundedRect(in: Rect(x: 10, y: 10, width: 40, height: 40), radius: 0)
        let dashed = square.dashed([30, 10], offset: 10)
        let starts = dashed.elements.compactMap { element -> Point? in
            if case .move(let point) = element { point } else { nil }
        }
        // Dashes start 30 along each side; the last one runs round the start corner to 20 along the top.
        #expect(starts == [Point(x: 40, y: 10), Point(x: 50, y: 40), Point(x: 20, y: 50), Point(x: 10, y: 20)])
        #expect(
            dashed.elements.contains { if case .line(let point) = $0 { point == Point(x: 10, y: 10) } else { false } })
        let flat = square.flattened(transform: .identity, tolerance: 0.1)[0]
        let pieces = flat.dashed([30, 10], offset: 10)
        #expect(pieces.count == 4 && pieces.allSatisfy { !$0.isClosed })
        #expect(pieces.last?.points.contains(Point(x: 10, y: 10)) == true)
        #expect(Self.subpathLengths(dashed).allSatisfy { abs($0 - 30) < 1e-9 })
        // A pattern longer than the outline leaves it open at its start; a dash ending exactly there is joined.
        let solid = square.dashed([200, 10], offset: 0)
        #expect(!solid.elements.contains { if case .close = $0 { true } else { false } })
        #expect(flat.dashed([200, 10], offset: 0).first?.isClosed == false)
        #expect(square.dashed([30, 10], offset: 0).elements.filter(\.isMove).count == 4)
        #expect(flat.dashed([30, 10], offset: 0).count == 4)
        // Dashes 0–40, 60–100 and 120–160: the last ends exactly at the start and goes on into the first.
        #expect(square.dashed([40, 20], offset: 0).elements.filter(\.isMove).count == 2)
        #expect(flat.dashed([40, 20], offset: 0).count == 2)
    }

    @Test func anOffsetStartsInsideThePattern() {
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.line(to: Point(x: 100, y: 0))
        let dashed = line.dashed([10, 5], offset: 12)
        // 12 into the pattern is 3 into the gap: the first dash starts at 3.
        guard case .move(let start) = dashed.elements.first else {
            Issue.record("no move")
            return
        }
        #expect(abs(start.x - 3) < 1e-9)
        #expect(Self.subpathLengths(dashed).allSatisfy { $0 <= 10 + 1e-9 })
    }
}

extension DashTests {
    /// Where each dash of `pattern` along a line from (0, 0) to (15, 0) starts.
    static func dashStarts(_ pattern: [Double], offset: Double) -> [Double] {
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.line(to: Point(x: 15, y: 0))
        return line.dashed(pattern, offset: offset).elements.compactMap { element in
            guard case .move(let point) = element else { return nil }
            return point.x
        }
    }

    /// A dash of length 0 is a dot (with round or square caps) wherever the pattern puts it, the path's start
    /// included, as resvg, librsvg and Skia draw it; an offset that ends a longer entry exactly passes it.
    @Test func aDashOfLengthZeroAtTheStartIsKept() {
        #expect(Self.dashStarts([0, 4], offset: 0) == [0, 4, 8, 12])
        #expect(Self.dashStarts([0, 4], offset: 4) == [0, 4, 8, 12])
        #expect(Self.dashStarts([2, 2], offset: 2) == [2, 6, 10, 14])
        #expect(Self.dashStarts([2, 2], offset: 4) == [0, 4, 8, 12])
        // 3 ends the first dash; the gap of 0 is next, then a dash of 1.
        #expect(Self.dashStarts([3, 0, 1, 4], offset: 3) == [0, 5, 8, 13])
    }
}
