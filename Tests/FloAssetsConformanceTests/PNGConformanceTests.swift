import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// Our PNGs, decoded by netpbm, against librsvg and resvg rendering the SVG of the same drawing.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct PNGConformanceTests {
    struct Worst {
        var mean = (value: 0.0, label: "")
        var far = (value: 0.0, label: "")

        mutating func record(_ ours: Raster, _ reference: Raster, _ label: String) {
            let mean = ours.meanDifference(to: reference)
            let far = ours.fractionDiffering(from: reference, byMoreThan: 64)
            if mean >= self.mean.value { self.mean = (mean, label) }
            if far >= self.far.value { self.far = (far, label) }
        }
    }

    @Test(arguments: [1, 2, 3])
    func pngsMatchTheSVGRenders(scale: Int) throws {
        let folder = try TemporaryFolder()
        var librsvg = Worst()
        var resvg = Worst()
        var readers = Worst()
        var count = 0
        for (index, manifest) in try sampleManifests().prefix(2).enumerated() {
            // Drawn by the tool itself, as a png output writes them.
            let pngs = try ourPNGs(of: sampleManifestPaths[index], scale: scale, in: folder, as: "png-\(index)")
            for control in manifest.controls where control.appearance == .any {
                let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
                let png = pngs.appending(path: control.fileName + (scale == 1 ? "" : "@\(scale)x") + ".png")
                let ours = try Renderer.png(Data(contentsOf: png))
                let svg = folder.url.appending(path: "\(control.name).svg").path
                try Data(SVGWriter().data(for: drawing)).write(to: URL(fileURLWithPath: svg))
                let label = "\(control.name) at \(scale)x"
                let references = [
                    (try Renderer.librsvg(svg, scale: scale), "librsvg"),
                    (try Renderer.resvg(svg, scale: scale), "resvg"),
                ]
                // Within 1/255 on average and 0.5 % of pixels off by more than 64/255 of the nearer reader; of the
                // other, within that plus the distance between the two readers themselves.
                let readersMean = references[0].0.meanDifference(to: references[1].0)
                let readersFar = references[0].0.fractionDiffering(from: references[1].0, byMoreThan: 64)
                let means = references.map { ours.meanDifference(to: $0.0) }
                let fars = references.map { ours.fractionDiffering(from: $0.0, byMoreThan: 64) }
                for reference in references {
                    #expect(ours.width == reference.0.width && ours.height == reference.0.height, "\(label)")
                }
                #expect(means.min() ?? .infinity <= 1, "\(label): mean differences \(means)")
                #expect(fars.min() ?? 1 <= 0.005, "\(label): far fractions \(fars)")
                #expect(means.max() ?? .infinity <= 1 + readersMean, "\(label): mean differences \(means)")
                #expect(fars.max() ?? 1 <= 0.005 + readersFar, "\(label): far fractions \(fars)")
                readers.record(references[0].0, references[1].0, label)
                librsvg.record(ours, references[0].0, label)
                resvg.record(ours, references[1].0, label)
                count += 1
            }
        }
        #expect(count > 40)
        print(
            "PNG at \(scale)x vs librsvg: worst mean \(librsvg.mean.value)/255 (\(librsvg.mean.label)), worst far "
                + "\(librsvg.far.value * 100) % (\(librsvg.far.label)); vs resvg: worst mean \(resvg.mean.value)/255 "
                + "(\(resvg.mean.label)), worst far \(resvg.far.value * 100) % (\(resvg.far.label)); librsvg vs resvg: "
                + "worst mean \(readers.mean.value)/255 (\(readers.mean.label)), worst far \(readers.far.value * 100) %"
        )
    }

    /// The folder `output` of `folder` into which the tool wrote the manifest at `path` as a png output at `scale`.
    private func ourPNGs(of path: String, scale: Int, in folder: TemporaryFolder, as output: String) throws -> URL {
        let data = try Data(contentsOf: repositoryRoot.appending(path: path))
        guard var manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        for key in ["output", "formats", "outputs"] { manifest[key] = nil }
        manifest["outputs"] = [["format": "png", "path": output, "scales": [scale]]]
        let name = "\(output)-\(scale).json"
        try JSONSerialization.data(withJSONObject: manifest).write(to: folder.url.appending(path: name))
        try folder.copyArtwork()
        let status = try ToolProcess.run(["--manifest", name, "--quiet", "--no-cache"], in: folder.url)
        #expect(status == 0, "the tool failed on \(path)")
        return folder.url.appending(path: output)
    }

    /// A curve whose handle turns it within a pixel of its end (a designer's stray handle: sideways, or backwards
    /// by a hair) leaves along that handle, and its stroke sweeps round to where the curve goes, as Skia, and so
    /// browsers and resvg, stroke it: a wide stroke bulges past its end.
    @Test func aHandleTurningACurveAtItsEndSweepsItsStrokeRound() throws {
        let folder = try TemporaryFolder()
        func hook(_ start: Point, _ handle: Point, _ control2: Point, _ end: Point) -> Node {
            var path = Path()
            path.move(to: start)
            path.curve(to: end, control1: handle, control2: control2)
            return .path(
                PathNode(path: path, stroke: Stroke(paint: .color(Color(red: 0, green: 0, blue: 0)), width: 24)))
        }
        let drawing = Drawing(
            title: "hooks", size: Size(width: 200, height: 100),
            nodes: [
                hook(Point(x: 20, y: 80), Point(x: 20.01, y: 80), Point(x: 20, y: 20), Point(x: 80, y: 20)),
                hook(Point(x: 130, y: 60), Point(x: 129.9, y: 60), Point(x: 150, y: 20), Point(x: 180, y: 60)),
            ])
        let svg = folder.url.appending(path: "hooks.svg").path
        try Data(SVGWriter().data(for: drawing)).write(to: URL(filePath: svg))
        for scale in [1, 3] {
            let canvas = Canvas.render(drawing, scale: Double(scale))
            let ours = Raster(rgbaOverWhite: canvas.rgba, width: canvas.width, height: canvas.height)
            let resvg = try Renderer.resvg(svg, scale: scale)
            #expect(ours.meanDifference(to: resvg) < 1, "at \(scale)x")
            #expect(ours.fractionDiffering(from: resvg, byMoreThan: 64) < 0.005, "at \(scale)x")
        }
    }

    /// Independent PNG readers accept every file: pngcheck finds no error, and netpbm decodes the pixels we drew.
    @Test func readersAcceptOurPNGs() throws {
        let folder = try TemporaryFolder()
        var checked = 0
        for manifest in try sampleManifests() {
            for control in manifest.controls.prefix(12) {
                let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
                for scale in [1, 3] {
                    let canvas = Canvas.render(drawing, scale: Double(scale))
                    let png = PNGEncoder.encode(rgba: canvas.rgba, width: canvas.width, height: canvas.height)
                    let path = folder.url.appending(path: "\(control.fileName)@\(scale)x.png").path
                    try Data(png).write(to: URL(fileURLWithPath: path))
                    let check = try ExternalTools.run("pngcheck", ["-q", path])
                    #expect(
                        check.status == 0 && check.output.isEmpty,
                        "\(path): \(String(decoding: check.output, as: UTF8.self))")
                    let decoded = try Renderer.png(Data(png))
                    #expect(decoded == Raster(rgbaOverWhite: canvas.rgba, width: canvas.width, height: canvas.height))
                    checked += 1
                }
            }
        }
        #expect(checked == 3 * 12 * 2)
    }
}
