import Testing

@testable import FloDrawing

/// A gradient's colour over a pixel is its colours averaged over the pixel, as a pixel a shape's edge crosses is
/// covered by its share: checked against the pixel sampled 64 × 64 times at the colours' own stops.
@Suite struct GradientRampTests {
    static let black = Color(red: 0, green: 0, blue: 0)
    static let orange = Color(red: 1, green: 0.65, blue: 0)
    /// Black to a fifth of the way, orange after it: a hard stop.
    static let hardStop = [GradientStop(offset: 0.2, color: black), GradientStop(offset: 0.2, color: orange)]
    static let redToBlue = [
        GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
        GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1)),
    ]

    /// The mean of the premultiplied colours of `paint` at 64 × 64 points of the pixel at `x`, `y`: the same
    /// gradient drawn 64 times larger, where each point's colour is its own.
    static func supersampled(_ paint: Paint, _ toCanvas: AffineTransform, x: Int, y: Int) -> [Double] {
        let fine = GradientShader(paint, toCanvas: toCanvas.concatenating(.scale(x: 64, y: 64)))!
        var sum = [0.0, 0, 0, 0]
        for row in 0..<64 {
            for column in 0..<64 {
                let color = fine.color(at: Point(x: Double(x * 64 + column) + 0.5, y: Double(y * 64 + row) + 0.5))
                sum[0] += color.red * color.alpha
                sum[1] += color.green * color.alpha
                sum[2] += color.blue * color.alpha
                sum[3] += color.alpha
            }
        }
        return sum.map { $0 / 4096 }
    }

    /// Our colour over the pixel, premultiplied.
    static func shaded(_ paint: Paint, _ toCanvas: AffineTransform, x: Int, y: Int) -> [Double] {
        let color = GradientShader(paint, toCanvas: toCanvas)!.color(
            at: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        return [color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha, color.alpha]
    }

    /// Across a row of pixels, no channel differs from the supersampled pixel by more than `tolerance`, and (the
    /// point of it) the row has pixels between the stops' colours.
    static func expectSmoothed(_ paint: Paint, _ toCanvas: AffineTransform, pixels: [(Int, Int)], tolerance: Double) {
        var between = 0
        for (x, y) in pixels {
            let (ours, reference) = (shaded(paint, toCanvas, x: x, y: y), supersampled(paint, toCanvas, x: x, y: y))
            let worst = zip(ours, reference).map { abs($0 - $1) }.max()!
            #expect(worst < tolerance, "pixel \(x), \(y): \(ours) against \(reference)")
            if reference[1] > 0.05, reference[1] < 0.6 { between += 1 }
        }
        #expect(between >= 4)
    }

    @Test func aHardStopIsSmoothedAcrossThePixel() {
        // Stripes 0.88 pixels black and 3.52 orange, turned 30°: at the pixels' centres they come and go.
        let paint = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 4.4, y: 0), stops: Self.hardStop, spread: .repeat,
                transform: .rotation(.degrees(30))))
        Self.expectSmoothed(paint, .identity, pixels: (0..<40).map { ($0, 7) }, tolerance: 0.06)
    }

    @Test func reflectedAndPaddedGradientsAreSmoothedToo() {
        let reflected = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 2, y: 1), stops: Self.hardStop, spread: .reflect))
        Self.expectSmoothed(reflected, .scale(x: 3, y: 3), pixels: (0..<40).map { ($0, 11) }, tolerance: 0.06)
        // Padded: one stop, smoothed where it lies; elsewhere each end's colour.
        let padded = Paint.linearGradient(
            LinearGradient(start: Point(x: 10.3, y: 0), end: Point(x: 20.3, y: 0), stops: Self.hardStop))
        func expectClose(_ a: [Double], _ b: [Double]) { #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }, "\(a)") }
        expectClose(Self.shaded(padded, .identity, x: 0, y: 0), [0, 0, 0, 1])
        expectClose(Self.shaded(padded, .identity, x: 30, y: 0), [1, 0.65, 0, 1])
        let straddling = Self.shaded(padded, .identity, x: 12, y: 0)
        expectClose(straddling, [0.7, 0.7 * 0.65, 0, 1]) // the stop at 12.3 leaves 0.7 of the pixel orange
    }

    @Test func radialStopsAreSmoothedWithAndWithoutAFocus() {
        for focus in [nil, Point(x: 12, y: 10)] {
            let paint = Paint.radialGradient(
                RadialGradient(
                    center: Point(x: 10, y: 10), startRadius: 0, endRadius: 3, stops: Self.hardStop, focus: focus,
                    spread: .repeat, transform: AffineTransform(a: 1, b: 0, c: 0.3, d: 1.2, tx: 0, ty: 0)))
            Self.expectSmoothed(paint, .scale(x: 2, y: 2), pixels: (8..<48).map { ($0, 23) }, tolerance: 0.08)
        }
    }

    /// Colours of opacity changing along the way are averaged premultiplied: half of an opaque red pixel and
    /// half of a transparent one is red at half opacity, not a darker red.
    @Test func translucentStopsAverageAsTheirPartsWouldComposite() {
        let stops = [
            GradientStop(offset: 0.5, color: Color(red: 1, green: 0, blue: 0)),
            GradientStop(offset: 0.5, color: Color(red: 0, green: 0, blue: 1, alpha: 0)),
        ]
        let paint = Paint.linearGradient(
            LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 0), stops: stops))
        let color = GradientShader(paint, toCanvas: .identity)!.color(at: Point(x: 5, y: 0.5))
        #expect(abs(color.red - 1) < 1e-9 && abs(color.blue) < 1e-9 && abs(color.alpha - 0.5) < 1e-9)
    }

    /// Where a focal gradient's circles stop reaching (a focus outside the end circle), the position changes
    /// without bound across the edge, but the positions the pixel spans stay near: the pixel takes their colours,
    /// not the mean of the whole gradient.
    @Test func alongTheEdgeOfAFocalGradientsReachThePixelKeepsItsColours() {
        let paint = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 68.594_750_193_111_25, y: 65.499_999_9), startRadius: 0, endRadius: 15,
                stops: Self.redToBlue, focus: Point(x: 10.5, y: 50.499_999_9)))
        for x in stride(from: 0, to: 100, by: 3) {
            let (ours, reference) = (
                Self.shaded(paint, .identity, x: x, y: 50), Self.supersampled(paint, .identity, x: x, y: 50)
            )
            // The edge runs through the pixels' centres, so half of each lies beyond it: compare the colours here
            // (the opacity, the share reached, is `theEdgeOfAFocalGradientsReachIsSmooth`'s).
            guard reference[3] > 0.01 else {
                #expect(ours[3] == 0, "pixel \(x) lies beyond the circles' reach")
                continue
            }
            let (colour, referenceColour) = (
                ours.prefix(3).map { $0 / ours[3] }, reference.prefix(3).map { $0 / reference[3] }
            )
            #expect(
                zip(colour, referenceColour).allSatisfy { abs($0 - $1) < 0.05 },
                "pixel \(x): \(colour) against \(referenceColour)")
        }
    }

    /// The edge of a focal gradient's reach, the cone its circles sweep when the focus lies outside the end circle,
    /// covers each pixel by the share of it reached, as a shape's edge does: a pixel whose centre is reached took
    /// the colour whole and one whose centre is not took nothing, a hard staircase (up to 0.5 off).
    @Test func theEdgeOfAFocalGradientsReachIsSmooth() {
        let paint = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 30, y: 20), startRadius: 0, endRadius: 6,
                stops: Self.redToBlue, focus: Point(x: 4.3, y: 18.2)))
        var worst = 0.0
        for y in 12..<26 {
            for x in 2..<30 {
                let (ours, reference) = (
                    Self.shaded(paint, .identity, x: x, y: y), Self.supersampled(paint, .identity, x: x, y: y)
                )
                worst = max(worst, zip(ours, reference).map { abs($0 - $1) }.max() ?? 0)
            }
        }
        // 256 points a pixel along the edge, against the 4,096 of the reference.
        #expect(worst < 0.04, "a pixel is \(worst) off")
    }

    /// Whether the focal circle lies inside the end circle is judged against the circles' own size: a gradient a
    /// few millionths of a unit across, drawn large, was taken for one touching its circle and painted a half-plane.
    @Test func aFocusInsideTheEndCircleFillsThePlaneAtAnySize() {
        let paint = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 5.904e-6, y: 8.849e-6), startRadius: 0, endRadius: 7.529e-6,
                stops: Self.redToBlue, focus: Point(x: 2.458e-6, y: 4.836e-6)))
        let shader = GradientShader(paint, toCanvas: .scale(x: 864_296, y: 864_296))!
        let unpainted = (0..<20).flatMap { y in
            (0..<20).filter { x in shader.color(at: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)).alpha < 0.999 }
        }
        #expect(unpainted.isEmpty, "\(unpainted.count) of 400 pixels unpainted")
    }

    /// Far beyond a padded gradient's ends (a gradient a point long, a pixel a billion points away) the pixel is
    /// the end colour: integrals that large would lose its digits to rounding.
    @Test func farBeyondItsEndsAPaddedGradientIsItsEndColour() {
        let stops = [
            GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
            GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
        ]
        let paint = Paint.linearGradient(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 1, y: 0), stops: stops))
        let shader = GradientShader(paint, toCanvas: .scale(x: 1e-3, y: 1e-3))!
        for x in [1e6, 1e9, 1e11] {
            let far = shader.color(at: Point(x: x, y: 0.5))
            #expect(abs(far.blue - 1) < 1e-9 && abs(far.alpha - 0.5) < 1e-9, "at \(x): \(far)")
            let before = shader.color(at: Point(x: -x, y: 0.5))
            #expect(abs(before.red - 1) < 1e-9 && abs(before.alpha - 1) < 1e-9, "at -\(x): \(before)")
        }
    }
}
