import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// Every generated file must be accepted by independent readers, and SVG and PDF must render alike.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct ReaderConformanceTests {
    /// Writes the default manifest's files, and the variants that exercise more of the writers, to a folder.
    static func writeSamples() throws -> (TemporaryFolder, [String]) {
        let folder = try TemporaryFolder()
        var names: [String] = []
        for manifest in try sampleManifests() {
            for file in AssetRenderer.files(for: manifest) {
                try Data(file.bytes).write(to: folder.url.appending(path: file.path))
            }
            names += manifest.controls.map(\.fileName)
        }
        return (folder, names)
    }

    /// The samples painted with a gradient or a pattern. PDF readers sample a shading at pixel corners, not centres,
    /// and Ghostscript clips one without smoothing its edges: at 1x and 2x those are read 4× supersampled, as the
    /// random sweep reads them (at 3x the half pixel is small enough).
    static func shadedSamples() throws -> Set<String> {
        Set(
            try sampleManifests().flatMap { manifest in
                manifest.controls.filter { $0.drawing(defaultSnapping: manifest.pixelSnapping).paintsBeyondColors }
                    .map(\.fileName)
            })
    }

    @Test func pdfsPassQpdfAndRenderCleanlyEverywhere() throws {
        let (folder, names) = try Self.writeSamples()
        for name in names {
            let pdf = folder.url.appending(path: "\(name).pdf").path
            let check = try ExternalTools.run("qpdf", ["--check", pdf])
            #expect(check.status == 0, "\(name): \(check.errors)")
            let report = String(decoding: check.output, as: UTF8.self) + check.errors
            #expect(!report.localizedCaseInsensitiveContains("warning"), "\(name): \(report)")
            #expect(report.contains("No syntax or stream encoding errors found"))
            _ = try Renderer.poppler(pdf, scale: 1)
            _ = try Renderer.mupdf(pdf, scale: 1)
            _ = try Renderer.ghostscript(pdf, scale: 1)
        }
    }

    @Test func svgsAreWellFormedAndRender() throws {
        let (folder, names) = try Self.writeSamples()
        for name in names {
            let svg = folder.url.appending(path: "\(name).svg").path
            let lint = try ExternalTools.run("xmllint", ["--noout", svg])
            #expect(lint.status == 0 && lint.errors.isEmpty, "\(name): \(lint.errors)")
            let render = try ExternalTools.run("rsvg-convert", [svg])
            #expect(render.status == 0 && render.errors.isEmpty, "\(name): \(render.errors)")
        }
    }

    @Test(arguments: [1, 2, 3])
    func svgAndPdfRenderAlike(scale: Int) throws {
        let (folder, names) = try Self.writeSamples()
        let files = names.flatMap {
            [folder.url.appending(path: "\($0).svg").path, folder.url.appending(path: "\($0).pdf").path]
        }
        let supersampling = scale < 3 ? 4 : 1
        let shaded = try Self.shadedSamples()
        let more = try Renderer.pdfiumAndSkia(files, scales: [scale], in: folder.url)
        let supersampled = try Renderer.pdfiumAndSkia(
            names.filter(shaded.contains).map { folder.url.appending(path: "\($0).pdf").path }, scales: [scale],
            supersampling: supersampling, in: folder.url)
        for name in names {
            let reference = try Renderer.librsvg(folder.url.appending(path: "\(name).svg").path, scale: scale)
            for reader in ["pdf@\(scale)x.pdfium", "svg@\(scale)x.skia"] {
                let rasters = shaded.contains(name) && reader.hasPrefix("pdf") ? supersampled : more
                let raster = try #require(rasters["\(name).\(reader)"], "\(name).\(reader) was not rendered")
                let difference = reference.meanDifference(to: raster)
                #expect(
                    difference < 2, "\(name) at \(scale)x: librsvg vs \(reader) differ by \(difference)/255 per channel"
                )
            }
        }
        for name in names {
            let svg = try Renderer.librsvg(folder.url.appending(path: "\(name).svg").path, scale: scale)
            let pdfPath = folder.url.appending(path: "\(name).pdf").path
            let resvg = try Renderer.resvg(folder.url.appending(path: "\(name).svg").path, scale: scale)
            let renderers = svg.meanDifference(to: resvg)
            #expect(renderers < 2, "\(name) at \(scale)x: librsvg vs resvg differ by \(renderers)/255 per channel")
            // Ghostscript's anti-aliasing has only 16 coverage levels (4×4 samples), which on the 25-point stars at 1x
            // alone moves the mean by up to ~3.2/255; it gets a bound that still catches any geometric difference.
            let times = shaded.contains(name) ? supersampling : 1
            let ghostscript =
                times > 1
                ? try Renderer.png(
                    at: Renderer.ghostscriptSupersampled([pdfPath], scale: scale, in: folder.url)[0])
                : try Renderer.ghostscript(pdfPath, scale: scale)
            for (reader, pdf, bound) in [
                ("poppler", try Renderer.poppler(pdfPath, scale: scale, supersampling: times), 2.0),
                ("mupdf", try Renderer.mupdf(pdfPath, scale: scale, supersampling: times), 2.0),
                ("ghostscript", ghostscript, 4.0),
            ] {
                let difference = svg.meanDifference(to: pdf)
                #expect(
                    difference < bound,
                    "\(name) at \(scale)x: librsvg vs \(reader) differ by \(difference)/255 per channel")
            }
        }
    }

    /// The SVGs look the same in the two other readers users open them with: a browser and a vector editor.
    @Test(arguments: [1, 2, 3])
    func svgsRenderAlikeInChromiumAndInkscape(scale: Int) throws {
        let folder = try TemporaryFolder()
        let manifest = try sampleManifests()[0]
        var pages: [Renderer.Page] = []
        for control in manifest.controls {
            let path = folder.url.appending(path: "\(control.name).svg").path
            try Data(SVGWriter().data(for: control.drawing(defaultSnapping: manifest.pixelSnapping))).write(
                to: URL(fileURLWithPath: path))
            pages.append(Renderer.Page(path: path, width: Int(control.size.width), height: Int(control.size.height)))
        }
        let readers = [
            ("inkscape", try Renderer.inkscape(pages.map(\.path), scale: scale)),
            ("chromium", try Renderer.chromium(pages, scale: scale, in: folder.url)),
        ]
        for (index, control) in manifest.controls.enumerated() {
            let reference = try Renderer.librsvg(pages[index].path, scale: scale)
            for (reader, rasters) in readers {
                var difference = reference.meanDifference(to: rasters[index])
                // Headless Chromium may take its screenshot before a frame has painted when the machine is busy (one
                // CI run in many): a mismatch is drawn again, with the same page of frames, before it counts.
                if reader == "chromium", difference >= 2 {
                    let again = try Renderer.chromium(pages, scale: scale, in: folder.url)
                    difference = reference.meanDifference(to: again[index])
                }
                #expect(
                    difference < 2,
                    "\(control.name) at \(scale)x: librsvg vs \(reader) differ by \(difference)/255 per channel")
            }
        }
    }

    /// The knockout repro: a translucent stroke over an opaque fill must show the fill beneath in every PDF reader
    /// (one `B` would paint the stroke over the page instead).
    @Test func aTranslucentStrokeOverAFillMatchesTheSVGInEveryPDFReader() throws {
        let folder = try TemporaryFolder()
        let manifest = try decodeManifest(
            ##"{"version": 1, "controls": [{"name": "knockout", "type": "rectangle", "width": 100, "height": 100, "fillColor": "red", "strokeColor": "#0000FF80", "lineWidth": 20}]}"##
        )
        for file in AssetRenderer.files(for: manifest) {
            try Data(file.bytes).write(to: folder.url.appending(path: file.path))
        }
        let svg = folder.url.appending(path: "knockout.svg").path
        let pdf = folder.url.appending(path: "knockout.pdf").path
        let reference = try Renderer.librsvg(svg, scale: 2)
        let pdfium = try #require(
            try Renderer.pdfiumAndSkia([pdf], scales: [2], in: folder.url)["knockout.pdf@2x.pdfium"])
        for (reader, raster) in [
            ("pdfium", pdfium), ("mupdf", try Renderer.mupdf(pdf, scale: 2)),
            ("ghostscript", try Renderer.ghostscript(pdf, scale: 2)), ("poppler", try Renderer.poppler(pdf, scale: 2)),
        ] {
            let difference = reference.meanDifference(to: raster)
            #expect(difference < 1, "\(reader) differs from librsvg by \(difference)/255")
        }
    }

    /// A curve that runs out and back over itself (a cusp), stroked wide with miter joins: browsers, Skia, resvg
    /// and our PNG round the turn, where PDF readers, joining the chords they flatten it into, left it open until
    /// the PDF wrote such a stroke as its outline. So with a curve whose short handle turns it at its start: the
    /// others sweep the stroke round, PDF readers cap it along their first chord.
    @Test func aCurveTurningBackIsRoundInEveryPDFReader() throws {
        let folder = try TemporaryFolder()
        var cusp = Path()
        cusp.move(to: Point(x: 57, y: 49))
        cusp.curve(
            to: Point(x: 58, y: 49), control1: Point(x: 57 + (8 - 57) * 2 / 3, y: 49 + (15 - 49) * 2 / 3),
            control2: Point(x: 58 + (8 - 58) * 2 / 3, y: 49 + (15 - 49) * 2 / 3))
        var hook = Path()
        hook.move(to: Point(x: 15, y: 90))
        hook.curve(to: Point(x: 55, y: 70), control1: Point(x: 15.01, y: 90), control2: Point(x: 15, y: 70))
        let drawing = Drawing(
            title: "cusp", size: Size(width: 100, height: 100),
            nodes: [
                .path(
                    PathNode(
                        path: cusp, fill: .color(Color(red: 0, green: 0, blue: 0)),
                        stroke: Stroke(
                            paint: .color(Color(red: 0, green: 0.5, blue: 0, alpha: 0.8)), width: 20, cap: .square,
                            join: .miter))),
                .path(
                    PathNode(path: hook, stroke: Stroke(paint: .color(Color(red: 0, green: 0, blue: 0.6)), width: 16))),
            ])
        let svg = folder.url.appending(path: "cusp.svg").path
        let pdf = folder.url.appending(path: "cusp.pdf").path
        try Data(SVGWriter().data(for: drawing)).write(to: URL(filePath: svg))
        try Data(PDFWriter().data(for: drawing)).write(to: URL(filePath: pdf))
        let check = try ExternalTools.run("qpdf", ["--check", pdf])
        #expect(check.status == 0)
        let canvas = Canvas.render(drawing, scale: 2)
        let ours = Raster(rgbaOverWhite: canvas.rgba, width: canvas.width, height: canvas.height)
        #expect(ours.meanDifference(to: try Renderer.resvg(svg, scale: 2)) < 1)
        let pdfium = try #require(try Renderer.pdfiumAndSkia([pdf], scales: [2], in: folder.url)["cusp.pdf@2x.pdfium"])
        for (reader, raster) in [
            ("pdfium", pdfium), ("mupdf", try Renderer.mupdf(pdf, scale: 2)),
            ("ghostscript", try Renderer.ghostscript(pdf, scale: 2)), ("poppler", try Renderer.poppler(pdf, scale: 2)),
        ] {
            let difference = ours.meanDifference(to: raster)
            #expect(difference < 1, "\(reader) differs from our PNG by \(difference)/255")
        }
    }

    /// The comparison can fail: a drawing with the plus moved by 2 pt differs clearly.
    @Test func comparisonDetectsADifference() throws {
        let folder = try TemporaryFolder()
        var button = PushButton()
        let good = button.drawing(title: "a", size: Size(width: 100, height: 100), snapping: .grid)
        button.plusButtonScale = 0.4
        let bad = button.drawing(title: "b", size: Size(width: 100, height: 100), snapping: .grid)
        try Data(SVGWriter().data(for: good)).write(to: folder.url.appending(path: "a.svg"))
        try Data(PDFWriter().data(for: bad)).write(to: folder.url.appending(path: "b.pdf"))
        let svg = try Renderer.librsvg(folder.url.appending(path: "a.svg").path, scale: 1)
        let pdf = try Renderer.poppler(folder.url.appending(path: "b.pdf").path, scale: 1)
        #expect(svg.meanDifference(to: pdf) >= 2)
    }
}
