import Testing

@testable import FloDrawing

/// Dashes drawn as subpaths (for VectorDrawable) and dashes of the rasteriser: the same lengths along lines, arcs
/// and curves.
@Suite struct DashTests {
    /// The length of every subpath of `path`, curves measured finely.
    static func subpathLengths(_ path: Path) -> [Double] {
        path.segmentedSubpaths().map { segments in
            segments.reduce(0) { $0 + ($1.lengths(samples: 2000).last ?? 0) }
        }
    }

    @Test func dashesAlongACircleHaveTheirLengths() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: 75, y: 75, width: 350, height: 350))
        let dashed = circle.dashed([47.24, 23.62], offset: 0)
        let lengths = Self.subpathLengths(dashed)
        let circumference = 2 * Double.pi * 175
        #expect(lengths.count == Int((circumference / (47.24 + 23.62)).rounded(.up)))
        // Every dash but the last (cut by the end of the circle) is one dash long.
        for length in lengths.dropLast() { #expect(abs(length - 47.24) < 0.01, "\(lengths)") }
        // Dashes and gaps add up to the circle.
        let total = lengths.reduce(0, +) + Double(lengths.count - 1) * 23.62
        #expect(abs(total - circumference) < 0.05)
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
