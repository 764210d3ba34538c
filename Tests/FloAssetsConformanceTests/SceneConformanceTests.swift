import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// Scenes with what no built-in control draws alone (gradients with translucent stops, a radial gradient from a
/// start radius, even-odd fills, clip paths, translucent groups of overlapping paths, transforms that turn and
/// stretch), written as SVG, PDF and our PNG, each read by independent readers that must agree.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct SceneConformanceTests {
    static let size = Size(width: 120, height: 90)

    static func stops(_ colors: [(Double, Color)]) -> [GradientStop] {
        colors.map { GradientStop(offset: $0.0, color: $0.1) }
    }

    static var scenes: [Drawing] {
        let teal = Color(red: 0.341, green: 0.855, blue: 0.835)
        let ink = Color(red: 0.133, green: 0.431, blue: 0.392)
        let orange = Color(red: 0.988, green: 0.31, blue: 0.031)
        var card = Path()
        card.addRoundedRect(in: Rect(x: 6, y: 6, width: 108, height: 78), radius: 10)
        var disc = Path()
        disc.addEllipse(in: Rect(x: 30, y: 15, width: 60, height: 60))
        var squares = Path()
        squares.addRoundedRect(in: Rect(x: 20, y: 10, width: 70, height: 70), radius: 0)
        squares.addRoundedRect(in: Rect(x: 40, y: 30, width: 30, height: 30), radius: 0)
        var wave = Path()
        wave.move(to: Point(x: 12, y: 70))
        wave.line(to: Point(x: 40, y: 20))
        wave.line(to: Point(x: 70, y: 60))
        wave.line(to: Point(x: 105, y: 18))
        // Lines, each a subpath of its own, one of them there and back.
        var lines = Path()
        for index in 0..<8 {
            let y = 8 + 10 * Double(index)
            lines.move(to: Point(x: 10, y: y))
            lines.line(to: Point(x: 60, y: y + 2))
            lines.line(to: Point(x: 110, y: y + 4))
            if index == 0 { lines.line(to: Point(x: 35, y: y + 1)) }
        }
        var line = Path()
        line.move(to: Point(x: 10, y: 86))
        line.line(to: Point(x: 110, y: 76))
        // Two squares that overlap, one drawn clockwise, the other anticlockwise.
        var opposed = Path()
        opposed.addRoundedRect(in: Rect(x: 10, y: 20, width: 30, height: 30), radius: 0)
        opposed.move(to: Point(x: 25, y: 35))
        opposed.line(to: Point(x: 25, y: 65))
        opposed.line(to: Point(x: 55, y: 65))
        opposed.line(to: Point(x: 55, y: 35))
        opposed.close()
        var tileBox = Path()
        tileBox.addRoundedRect(in: Rect(x: 0, y: 0, width: 24, height: 18), radius: 0)
        var blob = Path()
        blob.addEllipse(in: Rect(x: -4, y: -4, width: 20, height: 20))
        var dot = Path()
        dot.addEllipse(in: Rect(x: 8, y: 4, width: 14, height: 14))
        var corner = Path()
        corner.addRoundedRect(in: Rect(x: 70, y: 40, width: 44, height: 44), radius: 0)
        let linear = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 1, y: 1),
                stops: stops([(0, teal), (0.5, Color(red: 1, green: 1, blue: 1, alpha: 0.4)), (1, ink)])))
        let radial = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 0.5, y: 0.5), startRadius: 8, endRadius: 30,
                stops: stops([(0, orange), (1, Color(red: 0.98, green: 0.91, blue: 0.87, alpha: 0))])))
        let userSpace = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 12, y: 0), end: Point(x: 105, y: 0), stops: stops([(0, ink), (1, orange)]),
                units: .userSpace))
        let fade = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 1, y: 0),
                stops: stops([
                    (0, Color(red: 1, green: 1, blue: 1)), (1, Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.3)),
                ])))
        func drawing(_ title: String, _ nodes: [Node]) -> Drawing {
            Drawing(title: title, size: size, nodes: nodes)
        }
        return [
            drawing(
                "gradient-fills",
                [
                    .path(PathNode(path: card, fill: linear)),
                    .path(PathNode(path: disc, fill: radial, stroke: Stroke(paint: .color(ink), width: 3))),
                ]),
            drawing(
                "gradient-stroke",
                [.path(PathNode(path: wave, stroke: Stroke(paint: userSpace, width: 9, cap: .round, join: .round)))]
            ),
            drawing(
                "clip-even-odd",
                [
                    .group(
                        Group(
                            clip: ClipPath(path: disc),
                            children: [
                                .path(PathNode(path: card, fill: .color(teal))),
                                .path(PathNode(path: squares, fillRule: .evenOdd, fill: .color(ink))),
                            ]))
                ]),
            drawing(
                "translucent-group",
                [
                    .path(PathNode(path: squares, fill: .color(teal))),
                    .group(
                        Group(
                            opacity: 0.5,
                            children: [
                                .path(PathNode(path: disc, fill: .color(orange))),
                                .path(PathNode(path: wave, stroke: Stroke(paint: .color(ink), width: 6))),
                            ])),
                ]),
            // A transparency group's stroke of the same colour and width as the one before it: poppler starts the
            // group from the initial graphics state, where the other readers carry the page's into it.
            drawing(
                "group-after-stroke",
                [
                    .path(
                        PathNode(path: wave, stroke: Stroke(paint: .color(ink), width: 7, cap: .round, dashes: [9, 4]))),
                    .group(
                        Group(
                            opacity: 0.6,
                            children: [
                                .path(
                                    PathNode(
                                        path: disc,
                                        stroke: Stroke(paint: .color(ink), width: 7, cap: .round, dashes: [9, 4]))),
                                .path(PathNode(path: disc, fill: .color(teal))),
                            ])),
                ]),
            // Lines with a fill, which enclose nothing (PDFium and Ghostscript fill them as hairlines), and a mask whose
            // stroke has the dashes and caps a page starts with, after a stroke that changed them (MuPDF and
            // Ghostscript start a soft mask from the state it is set in, poppler and PDFium from the initial one).
            drawing(
                "stroke-then-mask",
                [
                    .path(PathNode(path: line, fill: .color(orange), stroke: Stroke(paint: .color(ink), width: 2))),
                    .path(PathNode(path: lines, fill: .color(orange))),
                    .path(
                        PathNode(
                            path: wave, stroke: Stroke(paint: .color(ink), width: 7, cap: .round, dashes: [4, 12]))),
                    .group(
                        Group(
                            mask: Mask(
                                reading: .luminance,
                                nodes: [
                                    .path(
                                        PathNode(
                                            path: disc,
                                            stroke: Stroke(paint: .color(Color(red: 1, green: 1, blue: 1)), width: 6)))
                                ]),
                            children: [.path(PathNode(path: card, fill: .color(teal)))])),
                ]),
            // A clip of several shapes (a soft mask in PDF) on a translucent group: MuPDF applied the opacity twice.
            drawing(
                "translucent-union-clip",
                [
                    .group(
                        Group(
                            opacity: 0.5, clip: ClipPath(shapes: [ClipShape(path: disc), ClipShape(path: squares)]),
                            children: [.path(PathNode(path: card, fill: .color(ink)))]))
                ]),
            drawing(
                "transformed",
                [
                    .group(
                        Group(
                            transform: AffineTransform.rotation(.degrees(20)).concatenating(
                                .scale(x: 1.1, y: 0.7)
                            ).concatenating(.translation(x: 30, y: 5)),
                            children: [
                                .path(PathNode(path: squares, stroke: Stroke(paint: .color(ink), width: 4))),
                                .group(
                                    Group(
                                        transform: .translation(x: 10, y: 0), clip: ClipPath(path: squares),
                                        children: [.path(PathNode(path: disc, fill: radial))])),
                            ]))
                ]),
            // What a vector drawable can show too: a turn and an even scale, and a group of one path at half opacity.
            drawing(
                "turned",
                [
                    .group(
                        Group(
                            transform: AffineTransform.rotation(.degrees(-30)).concatenating(.scale(x: 0.8, y: 0.8))
                                .concatenating(.translation(x: 20, y: 45)),
                            children: [
                                .path(PathNode(path: wave, stroke: Stroke(paint: userSpace, width: 5, cap: .round))),
                                .group(Group(opacity: 0.6, children: [.path(PathNode(path: disc, fill: radial))])),
                            ]))
                ]),
            // Strokes stretched and skewed: dashed round caps, a translucent stroke of two closed subpaths turning
            // opposite ways that overlap, and a gradient across a stroke with a fill (a vector drawable and Compose
            // fill their outlines).
            drawing(
                "uneven-stroke",
                [
                    .group(
                        Group(
                            transform: AffineTransform(a: 1.6, b: 0.1, c: 0.5, d: 0.55, tx: -8, ty: 4),
                            children: [
                                .path(
                                    PathNode(
                                        path: wave,
                                        stroke: Stroke(paint: .color(ink), width: 5, cap: .round, dashes: [9, 6]))),
                                .path(
                                    PathNode(
                                        path: opposed,
                                        stroke: Stroke(
                                            paint: .color(Color(red: 0.988, green: 0.31, blue: 0.031, alpha: 0.6)),
                                            width: 6, join: .round))),
                            ])),
                    .group(
                        Group(
                            transform: .scale(x: 0.4, y: 1.1),
                            children: [
                                .path(PathNode(path: disc, fill: .color(teal), stroke: Stroke(paint: linear, width: 8)))
                            ])),
                ]),
            // A tile placed by a turn, whose content overflows it (clipped to it) and holds a translucent group.
            drawing(
                "turned-pattern",
                [
                    .path(
                        PathNode(
                            path: card,
                            fill: .pattern(
                                TilePattern(
                                    cell: Size(width: 24, height: 18),
                                    nodes: [
                                        .group(
                                            Group(
                                                clip: ClipPath(path: tileBox),
                                                children: [
                                                    .path(PathNode(path: blob, fill: .color(teal))),
                                                    .group(
                                                        Group(
                                                            opacity: 0.5,
                                                            children: [
                                                                .path(PathNode(path: dot, fill: .color(orange)))
                                                            ])),
                                                ]))
                                    ],
                                    placing: AffineTransform.rotation(.degrees(25)).concatenating(
                                        .translation(x: 7, y: 3)))),
                            stroke: Stroke(paint: .color(ink), width: 2)))
                ]),
            // Soft masks: a luminance fade within a clip of two shapes (two soft masks in PDF, one inside the
            // other), and a mask read by its opacity.
            drawing(
                "soft-mask",
                [
                    .group(
                        Group(
                            clip: ClipPath(shapes: [ClipShape(path: disc), ClipShape(path: squares)]),
                            mask: Mask(
                                reading: .luminance,
                                nodes: [
                                    .path(PathNode(path: card, fill: fade)),
                                    .path(PathNode(path: wave, stroke: Stroke(paint: .color(orange), width: 8))),
                                ]),
                            children: [
                                .path(PathNode(path: card, fill: .color(teal))),
                                .path(PathNode(path: squares, fillRule: .evenOdd, fill: .color(ink))),
                            ]))
                ]),
            drawing(
                "alpha-mask",
                [
                    .group(
                        Group(
                            opacity: 0.8,
                            mask: Mask(
                                reading: .alpha,
                                nodes: [
                                    .path(
                                        PathNode(path: disc, fill: .color(Color(red: 0, green: 0, blue: 0, alpha: 0.6)))
                                    ),
                                    .path(PathNode(path: wave, stroke: Stroke(paint: userSpace, width: 10))),
                                ]),
                            children: [.path(PathNode(path: card, fill: linear))]))
                ]),
            // Stripes of a repeating gradient, translucent: each period is a shading of its own in PDF, and the
            // readers would add up a soft mask's greys where two meet; MuPDF drops a soft mask of one opacity inside
            // a translucent group.
            drawing(
                "translucent-stripes",
                [
                    .group(
                        Group(
                            opacity: 0.7,
                            children: [
                                .path(
                                    PathNode(
                                        path: card,
                                        fill: .linearGradient(
                                            LinearGradient(
                                                start: Point(x: 0, y: 0), end: Point(x: 36, y: 0),
                                                stops: stops([
                                                    (0, Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
                                                    (1, Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
                                                ]), units: .userSpace, spread: .repeat))))
                            ])),
                    .path(
                        PathNode(
                            path: disc,
                            fill: .linearGradient(
                                LinearGradient(
                                    start: Point(x: 0, y: 15), end: Point(x: 0, y: 40),
                                    stops: stops([
                                        (0, Color(red: 1, green: 1, blue: 0, alpha: 0.9)),
                                        (1, Color(red: 0.133, green: 0.431, blue: 0.392, alpha: 0.4)),
                                    ]), units: .userSpace, spread: .reflect)))),
                ]),
            // Colour burn of black onto white and colour dodge of white onto black: CSS gives white and black,
            // PDF 1.7's formulas (poppler, PDFium) the opposite.
            drawing(
                "burn-and-dodge",
                Node.isolatingBlends([
                    .path(PathNode(path: card, fill: .color(teal))),
                    .path(PathNode(path: disc, fill: .color(Color(red: 1, green: 1, blue: 1)))),
                    .path(PathNode(path: opposed, fill: .color(Color(red: 0, green: 0, blue: 0)))),
                    .group(
                        Group(
                            blendMode: .colorBurn,
                            children: [
                                .path(
                                    PathNode(
                                        path: wave,
                                        stroke: Stroke(paint: .color(Color(red: 0, green: 0, blue: 0)), width: 8)))
                            ])),
                    .group(
                        Group(
                            blendMode: .colorDodge,
                            children: [
                                .path(
                                    PathNode(
                                        path: lines,
                                        stroke: Stroke(paint: .color(Color(red: 1, green: 1, blue: 1)), width: 3)))
                            ])),
                ])),
            // Clips of several shapes within each other, and with a mask: PDF sets one soft mask per graphics state
            // (a second one replaces the first), and librsvg ignores a clip on a clip path.
            drawing(
                "clips-within-clips",
                [
                    .group(
                        Group(
                            clip: ClipPath(
                                shapes: [ClipShape(path: disc), ClipShape(path: dot)],
                                clips: [
                                    ClipPath(shapes: [ClipShape(path: opposed), ClipShape(path: tileBox)]),
                                    ClipPath(shapes: [ClipShape(path: squares, rule: .evenOdd)]),
                                ]),
                            children: [.path(PathNode(path: card, fill: .color(teal)))])),
                    .group(
                        Group(
                            clip: ClipPath(
                                shapes: [ClipShape(path: disc), ClipShape(path: blob)],
                                clips: [ClipPath(shapes: [ClipShape(path: card), ClipShape(path: opposed)])]),
                            mask: Mask(
                                reading: .luminance,
                                nodes: [.path(PathNode(path: squares, fillRule: .evenOdd, fill: .color(orange)))]),
                            children: [.path(PathNode(path: card, fill: .color(ink)))])),
                    // Shapes of a clip clipped on their own: librsvg ignores a clip on a clip path's child.
                    .group(
                        Group(
                            clip: ClipPath(shapes: [
                                ClipShape(path: disc, clips: [ClipPath(path: corner)]), ClipShape(path: dot),
                            ]),
                            mask: Mask(
                                reading: .luminance,
                                nodes: [.path(PathNode(path: card, fill: .color(Color(red: 1, green: 1, blue: 1))))]),
                            children: [.path(PathNode(path: card, fill: .color(orange)))])),
                    .group(
                        Group(
                            clip: ClipPath(shapes: [
                                ClipShape(
                                    path: corner, clips: [ClipPath(shapes: [ClipShape(path: squares, rule: .evenOdd)])])
                            ]),
                            children: [
                                .path(
                                    PathNode(
                                        path: card,
                                        fill: .color(Color(red: 0.133, green: 0.431, blue: 0.392, alpha: 0.5))))
                            ])),
                ]),
            // Stops that leave the ends of a repeating gradient's period, and an odd dash list with a gap of 0:
            // librsvg blends across a period's ends and places such dashes otherwise unless both are written out.
            drawing(
                "repeating-gradient",
                [
                    .path(
                        PathNode(
                            path: card,
                            fill: .radialGradient(
                                RadialGradient(
                                    center: Point(x: 60, y: 45), startRadius: 0, endRadius: 20,
                                    stops: stops([(0.6, teal), (0.85, orange), (0.95, ink)]), units: .userSpace,
                                    spread: .repeat))))
                ]),
            drawing(
                "odd-dashes",
                [
                    .path(
                        PathNode(
                            path: wave,
                            stroke: Stroke(
                                paint: .color(ink), width: 7, cap: .round, dashes: [12, 5, 0, 12, 5, 0], dashOffset: -20
                            ))
                    )
                ]),
        ]
    }

    @Test(arguments: [1, 2, 3])
    func everyReaderDrawsTheSameScene(scale: Int) throws {
        let folder = try TemporaryFolder()
        var files: [String] = []
        for drawing in Self.scenes {
            let svg = folder.url.appending(path: drawing.title + ".svg")
            let pdf = folder.url.appending(path: drawing.title + ".pdf")
            try Data(SVGWriter().data(for: drawing)).write(to: svg)
            try Data(PDFWriter().data(for: drawing)).write(to: pdf)
            files += [svg.path, pdf.path]
        }
        let skia = try Renderer.pdfiumAndSkia(files, scales: [scale], in: folder.url)
        for drawing in Self.scenes {
            let name = drawing.title
            let svg = folder.url.appending(path: name + ".svg").path
            let pdf = folder.url.appending(path: name + ".pdf").path
            let lint = try ExternalTools.run("xmllint", ["--noout", svg])
            #expect(lint.status == 0 && lint.errors.isEmpty, "\(name): \(lint.errors)")
            let check = try ExternalTools.run("qpdf", ["--check", pdf])
            let report = String(decoding: check.output, as: UTF8.self) + check.errors
            #expect(check.status == 0 && !report.localizedCaseInsensitiveContains("warning"), "\(name): \(report)")
            let canvas = Canvas.render(drawing, scale: Double(scale))
            let ours = Raster(rgbaOverWhite: canvas.rgba, width: canvas.width, height: canvas.height)
            let reference = try Renderer.librsvg(svg, scale: scale)
            let readers: [(String, Raster?)] = [
                ("our PNG", ours),
                ("resvg", try Renderer.resvg(svg, scale: scale)),
                ("skia (svg)", skia["\(name).svg@\(scale)x.skia"]),
                ("poppler", try Renderer.poppler(pdf, scale: scale)),
                ("mupdf", try Renderer.mupdf(pdf, scale: scale)),
                ("pdfium", skia["\(name).pdf@\(scale)x.pdfium"]),
                ("ghostscript", try Renderer.ghostscript(pdf, scale: scale)),
            ]
            // Skia's SVG module reads every mask by its luminance: it ignores `mask-type` (skia-python 144), and it
            // draws no `mix-blend-mode`.
            // Ghostscript (10.0) leaves out soft-mask's clip of several shapes: in the mask's form, a soft mask that
            // holds another (a gradient's translucent stop). Without either, it draws them.
            for (reader, raster) in readers
            where !(name == "alpha-mask" && reader == "skia (svg)") && !(name == "soft-mask" && reader == "ghostscript")
                && !(name == "burn-and-dodge" && reader == "skia (svg)")
            {
                let raster = try #require(raster, "\(name): \(reader) rendered nothing")
                let difference = reference.meanDifference(to: raster)
                // PDF readers draw a tiling pattern through a bitmap of its tile, whose edges, turned, blur.
                // Ghostscript smooths edges with 16 levels, and extends a gradient into a stroke's caps.
                let tolerance =
                    switch (name, reader) {
                    case ("turned-pattern", "ghostscript"): 12.0
                    // PDF readers do not smooth the jump from the last colour to the first at each period's end.
                    case ("repeating-gradient", "ghostscript"): 7.0
                    case ("repeating-gradient", "poppler"), ("repeating-gradient", "mupdf"),
                        ("repeating-gradient", "pdfium"):
                        8.0
                    case ("turned-pattern", "poppler"), ("turned-pattern", "mupdf"), ("turned-pattern", "pdfium"): 8.0
                    case (_, "ghostscript"): 4.0
                    default: 2.0
                    }
                #expect(
                    difference <= tolerance, "\(name) at \(scale)x: librsvg vs \(reader) differ by \(difference)/255")
            }
        }
    }

    @Test func translucentGroupsAreCompositedAsOneLayer() throws {
        // Where the disc and the stroke overlap, a group at half opacity shows the stroke's colour at half: had
        // each path been drawn at half opacity the disc would show through.
        let drawing = try #require(Self.scenes.first { $0.title == "translucent-group" })
        let canvas = Canvas.render(drawing, scale: 1)
        let raster = Raster(rgbaOverWhite: canvas.rgba, width: canvas.width, height: canvas.height)
        // On the wave's middle segment, inside the disc and outside the inner square: stroke over disc over teal.
        let (red, green, blue) = raster[55, 40]
        let expected = (0.5 * 0.133 + 0.5 * 0.341, 0.5 * 0.431 + 0.5 * 0.855, 0.5 * 0.392 + 0.5 * 0.835)
        #expect(abs(Double(red) / 255 - expected.0) < 0.03, "red \(red)")
        #expect(abs(Double(green) / 255 - expected.1) < 0.03, "green \(green)")
        #expect(abs(Double(blue) / 255 - expected.2) < 0.03, "blue \(blue)")
    }
}
