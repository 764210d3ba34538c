import Foundation
import Testing

@testable import FloDrawing

/// Several stops at a padded gradient's end: beyond it the outermost one's colour, from it inwards the next one's,
/// as SVG says; the paint every back-end draws has one stop at each end.
@Suite struct GradientEndTests {
    static let black = Color(red: 0, green: 0, blue: 0)
    static let red = Color(red: 1, green: 0, blue: 0)
    static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    static let white = Color(red: 1, green: 1, blue: 1)

    static func stops(_ stops: [(Double, Color)]) -> [GradientStop] {
        stops.map { GradientStop(offset: $0.0, color: $0.1) }
    }

    /// The red of each pixel of row 0 of `paint` filling a 40 × 1 pt rectangle at 1x.
    static func reds(_ paint: Paint) -> [Int] {
        var path = Path()
        path.addRoundedRect(in: Rect(x: 0, y: 0, width: 40, height: 1), radius: 0)
        let drawing = Drawing(
            title: "g", size: Size(width: 40, height: 1), nodes: [.path(PathNode(path: path, fill: paint))])
        let rgba = Canvas.render(drawing, scale: 1).rgba
        return (0..<40).map { Int(rgba[$0 * 4]) }
    }

    static func linear(_ stops: [(Double, Color)], spread: SpreadMethod = .pad) -> Paint {
        .linearGradient(
            LinearGradient(
                start: Point(x: 10, y: 0), end: Point(x: 30, y: 0), stops: Self.stops(stops), units: .userSpace,
                spread: spread))
    }

    static func endOffsets(_ paint: Paint) -> [Double] {
        guard case .linearGradient(let gradient) = paint.normalized else { return [] }
        return gradient.stops.map(\.offset).filter { $0 == 0 || $0 == 1 }
    }

    @Test func beforeTheStartIsTheFirstStopsColour() {
        let paint = Self.linear([(0, Self.black), (0, Self.gray), (1, Self.white)])
        let reds = Self.reds(paint)
        #expect(reds[0...9].allSatisfy { $0 == 0 }, "\(reds)")
        #expect(abs(reds[10] - 131) <= 2, "\(reds)")
        #expect(reds[30...].allSatisfy { $0 == 255 }, "\(reds)")
        #expect(Self.endOffsets(paint) == [0, 1])
    }

    @Test func beyondTheEndIsTheLastStopsColour() {
        let paint = Self.linear([(0, Self.black), (1, Self.gray), (1, Self.white)])
        let reds = Self.reds(paint)
        #expect(reds[0...9].allSatisfy { $0 == 0 }, "\(reds)")
        #expect(abs(reds[29] - 125) <= 2, "\(reds)")
        #expect(reds[30...].allSatisfy { $0 == 255 }, "\(reds)")
        #expect(Self.endOffsets(paint) == [0, 1])
    }

    /// Of three stops at one offset, the middle one shows nowhere: it is not written.
    @Test func aStopBetweenTwoAtItsOffsetIsDropped() {
        let paint = Self.linear([
            (0, Self.black), (0, Self.red), (0, Self.gray), (0.5, Self.red), (0.5, Self.white),
            (0.5, Self.gray), (1, Self.white),
        ])
        guard case .linearGradient(let gradient) = paint.normalized else { return #expect(Bool(false)) }
        #expect(!gradient.stops.contains { $0.color == Self.red && $0.offset < 0.5 })
        #expect(!gradient.stops.contains { $0.color == Self.white && $0.offset > 0.5 && $0.offset < 1 })
        let reds = Self.reds(paint)
        #expect(reds[0...9].allSatisfy { $0 == 0 } && reds[19] >= 245 && abs(reds[20] - 134) <= 2, "\(reds)")
    }

    /// Stops at one offset by the hundred thousand (a hostile file) come down to the first and the last, promptly.
    @Test func manyStopsAtOneOffsetKeepTheFirstAndTheLast() {
        let run = Self.stops([(0, Self.black), (0, Self.gray)] + Array(repeating: (0.5, Self.red), count: 200_000))
        let stops = run + Self.stops([(0.5, Self.white), (1, Self.gray), (1, Self.white), (1, Self.black)])
        let start = ContinuousClock.now
        let kept = stops.normalized
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(kept.map(\.offset) == [0, 0.5, 0.5, 1])
        #expect(kept.map(\.color) == [Self.gray, Self.red, Self.white, Self.gray])
    }

    /// The colour at an offset, found by halving among many stops, is the one between the stops around it.
    @Test func theColourAtAnOffsetIsBetweenTheStopsAroundIt() {
        let stops = (0...1000).map {
            GradientStop(offset: Double($0 / 2) / 500, color: Color(red: Double($0) / 1000, green: 0, blue: 0))
        }
        for offset in stride(from: -0.01, through: 1.01, by: 0.0037) {
            let clamped = min(max(offset, 0), 1)
            let next = stops.firstIndex { $0.offset > clamped } ?? stops.count - 1
            let expected =
                offset <= 0
                ? stops[0].color.red
                : offset >= 1
                    ? stops[stops.count - 1].color.red
                    : stops[next - 1].color.red
                        + (stops[next].color.red - stops[next - 1].color.red) * (clamped - stops[next - 1].offset)
                        / (stops[next].offset - stops[next - 1].offset)
            #expect(abs(stops.color(at: offset).red - expected) < 1e-12, "at \(offset)")
        }
    }

    /// Repeated or reflected, the colours beyond an end are the gradient's again: the line is not lengthened.
    @Test func aRepeatedGradientIsNotLengthened() {
        let paint = Self.linear([(0, Self.black), (0, Self.gray), (1, Self.white)], spread: .repeat)
        guard case .linearGradient(let gradient) = paint.normalized else { return #expect(Bool(false)) }
        #expect(gradient.start == Point(x: 10, y: 0) && gradient.end == Point(x: 30, y: 0))
        #expect(gradient.stops.first?.color == Self.gray)
    }

    /// A radial gradient whose start circle has a radius: within it, the first stop's colour.
    @Test func withinARadialStartCircleIsTheFirstStopsColour() {
        let paint = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 0, y: 0.5), startRadius: 10, endRadius: 30,
                stops: Self.stops([(0, Self.black), (0, Self.gray), (1, Self.white), (1, Self.red)]),
                units: .userSpace))
        let reds = Self.reds(paint)
        #expect(reds[0...8].allSatisfy { $0 == 0 }, "\(reds)")
        #expect(abs(reds[10] - 131) <= 3, "\(reds)")
        #expect(reds[30...].allSatisfy { $0 == 255 }, "\(reds)")
        guard case .radialGradient(let gradient) = paint.normalized else { return #expect(Bool(false)) }
        #expect(gradient.stops.filter { $0.offset == 0 || $0.offset == 1 }.count == 2)
        #expect(gradient.startRadius == 0)
    }

    /// A thin ring is lengthened inwards by its own width at most: by more, its stops would be squeezed into a
    /// sliver of the offsets that files write to a few decimals.
    @Test func aThinRingIsLengthenedByAtMostItsWidth() {
        let paint = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 0, y: 0), startRadius: 10, endRadius: 10.001,
                stops: Self.stops([(0, Self.black), (0, Self.gray), (1, Self.white)]), units: .userSpace))
        guard case .radialGradient(let gradient) = paint.normalized else { return #expect(Bool(false)) }
        #expect(abs(gradient.startRadius - 9.999) < 1e-9)
        #expect(gradient.stops.map(\.offset) == [0, 0.5, 0.5, 1])
    }

    /// Stops out of order are read as SVG reads them (each at least the one before) before an end is lengthened.
    @Test func stopsOutOfOrderAreOrderedFirst() {
        let reds = Self.reds(Self.linear([(0, Self.black), (1, Self.gray), (0.2, Self.white)]))
        #expect(reds[30...].allSatisfy { $0 == 255 }, "\(reds)")
        #expect(abs(reds[29] - 125) <= 2, "\(reds)")
    }
}
