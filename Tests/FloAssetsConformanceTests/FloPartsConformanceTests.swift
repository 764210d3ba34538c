import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// The graph view and the patterned background (its colours also as gradients across each tile) against an
/// independent drawing of their documented design with pycairo (`Scripts/cairo-flo-parts.py`), in our PNG, in the
/// SVG read by librsvg and resvg and in the PDF read by PDFium and MuPDF; and the graph's guides crisp under `grid`.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct FloPartsConformanceTests {
    /// Each control's type and keys: the defaults, and every key changed.
    static let cases: [(type: String, keys: String)] = [
        ("graphView", #"{"width": 300, "height": 250}"#),
        (
            "graphView",
            ##"{"width": 240, "height": 180, "graphPoints": [0, 3, 1.5, 7, 2], "startColor": "#FFFFFF", "endColor": "#57DAD5", "lineColor": "#226E64", "lineWidth": 3, "cornerRadius": 20, "margin": 15, "topBorder": 30, "bottomBorder": 25, "circleDiameter": 7, "guideAlpha": 0.5, "areaAlpha": 0.8}"##
        ),
        ("backgroundPattern", #"{"width": 150, "height": 150}"#),
        (
            "backgroundPattern",
            ##"{"width": 100, "height": 70, "tileSize": 20, "lightColor": "#FFFFFF", "darkColor": "#57DAD5"}"##
        ),
        (
            "backgroundPattern",
            ##"{"width": 130, "height": 90, "tileSize": 40, "darkColor": {"linearGradient": {"colors": ["#FFE08A", "#F28C28", "#226E64"], "startPoint": "topLeading", "endPoint": {"x": 1, "y": 0.75}}}, "lightColor": {"radialGradient": {"stops": [{"color": "#FFFFFF", "location": 0}, {"color": "#57DAD5CC", "location": 0.6}, {"color": "#226E64", "location": 1}], "center": "bottom", "startRadius": 4, "endRadius": 26}}}"##
        ),
    ]

    /// The case as a control of a manifest, drawn without snapping: the design's exact coordinates.
    static func drawing(_ index: Int) throws -> Drawing {
        let (type, keys) = cases[index]
        let snapping = type == "graphView" ? #", "pixelSnapping": "none""# : ""
        let entry =
            #"{"name": "part-\#(index)", "type": "\#(type)"\#(snapping), "#
            + keys.dropFirst()
        let manifest = try decodeManifest(#"{"version": 1, "controls": [\#(entry)]}"#)
        return try #require(manifest.controls.first).drawing(defaultSnapping: .none)
    }

    @Test(arguments: [1, 2, 3])
    func everyOutputDrawsTheDesignAsCairoDoes(scale: Int) throws {
        let folder = try TemporaryFolder()
        var files: [String] = []
        for index in Self.cases.indices {
            let drawing = try Self.drawing(index)
            let svg = folder.url.appending(path: "part-\(index).svg")
            let pdf = folder.url.appending(path: "part-\(index).pdf")
            try Data(SVGWriter().data(for: drawing)).write(to: svg)
            try Data(PDFWriter().data(for: drawing)).write(to: pdf)
            files += [svg.path, pdf.path]
        }
        // PDF readers sample a shading at pixel corners, not centres: a tile's steep gradients are read 4×
        // supersampled at 1x and 2x (at 3x the half pixel is small enough).
        let supersampling = scale < 3 ? 4 : 1
        let pdfium = try Renderer.pdfiumAndSkia(files, scales: [scale], in: folder.url)
        let shadedPDFium = try Renderer.pdfiumAndSkia(
            files.filter { $0.hasSuffix(".pdf") }, scales: [scale], supersampling: supersampling, in: folder.url)
        for index in Self.cases.indices {
            let drawing = try Self.drawing(index)
            let name = "part-\(index)"
            let cairoPath = folder.url.appending(path: "\(name).cairo.png").path
            let script = repositoryRoot.appending(path: "Scripts/cairo-flo-parts.py").path
            let drawn = try ExternalTools.run(
                ExternalTools.debianPython,
                [script, cairoPath, "\(scale)", Self.cases[index].type, Self.cases[index].keys])
            #expect(drawn.status == 0, "\(name): \(drawn.errors)")
            let cairo = try Renderer.png(try Data(contentsOf: URL(fileURLWithPath: cairoPath)))
            let canvas = Canvas.render(drawing, scale: Double(scale))
            let svg = folder.url.appending(path: "\(name).svg").path
            let pdf = folder.url.appending(path: "\(name).pdf").path
            let shaded = Self.cases[index].keys.contains("Gradient")
            let readers: [(String, Raster?)] = [
                ("our PNG", Raster(rgbaOverWhite: canvas.rgba, width: canvas.width, height: canvas.height)),
                ("librsvg", try Renderer.librsvg(svg, scale: scale)),
                ("resvg", try Renderer.resvg(svg, scale: scale)),
                ("pdfium", (shaded ? shadedPDFium : pdfium)["\(name).pdf@\(scale)x.pdfium"]),
                ("mupdf", try Renderer.mupdf(pdf, scale: scale, supersampling: shaded ? supersampling : 1)),
            ]
            for (reader, raster) in readers {
                let raster = try #require(raster, "\(name): \(reader) rendered nothing")
                let difference = cairo.meanDifference(to: raster)
                #expect(difference <= 2, "\(name) at \(scale)x: pycairo vs \(reader) differ by \(difference)/255")
            }
        }
    }

    /// Under `grid`, each guide line covers whole device pixels: against the same graph without guides, the rows
    /// a guide crosses change fully and the rows beside them not at all (no fuzzy row), in our PNG and librsvg.
    @Test(arguments: [1, 2, 3])
    func theGuidesAreCrispUnderGrid(scale: Int) throws {
        func graph(guideAlpha: Double) throws -> (Control, Drawing) {
            let manifest = try decodeManifest(
                #"{"version": 1, "controls": [{"name": "g", "type": "graphView", "width": 301, "height": 247, "topBorder": 61.3, "bottomBorder": 48.6, "graphPoints": [0, 10], "guideAlpha": \#(guideAlpha)}]}"#
            )
            let control = try #require(manifest.controls.first)
            return (control, control.drawing(defaultSnapping: .grid))
        }
        let (control, guided) = try graph(guideAlpha: 0.3)
        let (_, plain) = try graph(guideAlpha: 0)
        let heights = try #require(control.kind as? GraphView).guideHeights(in: control.size, snapping: .grid)
        let folder = try TemporaryFolder()
        func rasters(_ drawing: Drawing, _ name: String) throws -> [(String, Raster)] {
            let svg = folder.url.appending(path: name + ".svg").path
            try Data(SVGWriter().data(for: drawing)).write(to: URL(fileURLWithPath: svg))
            let canvas = Canvas.render(drawing, scale: Double(scale))
            return [
                ("our PNG", Raster(rgbaOverWhite: canvas.rgba, width: canvas.width, height: canvas.height)),
                ("librsvg", try Renderer.librsvg(svg, scale: scale)),
            ]
        }
        for ((reader, with), (_, without)) in zip(try rasters(guided, "guided"), try rasters(plain, "plain")) {
            for y in heights {
                let top = (y - 0.5) * Double(scale)
                #expect(top.rounded() == top, "\(reader) at \(scale)x: the guide at \(y) has an edge off the grid")
                let x = Int(Double(with.width) * 0.37)
                func change(_ row: Int) -> Int {
                    let (a, b) = (with[x, row], without[x, row])
                    return abs(Int(a.0) - Int(b.0)) + abs(Int(a.1) - Int(b.1)) + abs(Int(a.2) - Int(b.2))
                }
                let inside = (Int(top)..<(Int(top) + scale)).map(change)
                let beside = [change(Int(top) - 1), change(Int(top) + scale)]
                #expect(beside == [0, 0], "\(reader) at \(scale)x, guide at \(y): fuzzy rows beside it, \(beside)")
                #expect(
                    inside.allSatisfy { $0 > 20 && abs($0 - inside[0]) <= 3 },
                    "\(reader) at \(scale)x, guide at \(y): rows not fully covered, \(inside)")
            }
        }
    }
}
