import Dispatch
import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

/// A seeded random manifest — 200 controls in colours (alpha colours, strokeBorder, odd and non-square sizes, extreme
/// widths, arcs past a full turn), then 44 of every type with gradients in every form, graphs, patterns and
/// polylines that go back over themselves — rendered by every reader and our PNG at 1x–3x and compared with librsvg
/// and resvg.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct RandomSweepTests {
    /// Mean difference per channel, in 0…255, from the nearer of librsvg and resvg, that each reader must stay under.
    static let colorCount = 200
    /// Our PNG's bound is tighter: a pixel covered twice where a polyline goes back over itself must show.
    static let bounds: [(reader: String, bound: Double)] = [
        // Poppler's stroke adjustment moves thin strokes onto pixel edges by itself: small stroked stars at 1x.
        ("flo-assets", 1), ("skia", 2), ("poppler", 3), ("mupdf", 2), ("pdfium", 2), ("ghostscript", 2),
    ]

    @Test func everyReaderDrawsTheSweepLikeLibrsvg() throws {
        var generator = SweepGenerator(seed: 0x5EED_F10A)
        let text = generator.manifest(colorCount: Self.colorCount, paintedCount: 44, importedCount: 8)
        // To look at a case: FLO_SWEEP_MANIFEST=/tmp/sweep.json swift test --filter RandomSweepTests
        if let dump = ProcessInfo.processInfo.environment["FLO_SWEEP_MANIFEST"] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: dump))
        }
        let decoded = try ManifestLoader.decode(
            Array(text.utf8), displayPath: "sweep.json", folder: repositoryRoot.path)
        #expect(decoded.manifest.controls.count == 252)
        #expect(Set(decoded.manifest.controls.map { type(of: $0.kind).typeName }) == Set(ControlRegistry.typeNames))
        // A stroke reaching past the middle of its shape is where readers disagree; the tool warns about it
        // (`strokeWiderThanShape`), and the sweep compares the rest.
        let disputed = Set(
            decoded.warnings.filter { $0.message.contains("reaches past the middle") }.compactMap { warning in
                Int(warning.message.dropFirst("controls[".count).prefix { $0 != "]" })
            })
        var manifest = decoded.manifest
        let painted = Set(manifest.controls[Self.colorCount...].map(\.name))
        manifest.controls = manifest.controls.enumerated().filter { !disputed.contains($0.offset) }.map(\.element)
        #expect(manifest.controls.count >= 200, "only \(manifest.controls.count) controls left to compare")
        let folder = try TemporaryFolder()
        for file in AssetRenderer.files(for: manifest) {
            try Data(file.bytes).write(to: folder.url.appending(path: file.path))
        }
        let names = manifest.controls.map(\.name)
        let drawings = manifest.controls.map { $0.drawing(defaultSnapping: manifest.pixelSnapping) }
        let paths = names.flatMap {
            [folder.url.appending(path: "\($0).svg").path, folder.url.appending(path: "\($0).pdf").path]
        }
        let python = try Renderer.pdfiumAndSkia(paths, scales: [1, 2, 3], in: folder.url)
        // PDF readers sample a shading at pixel corners, not centres, and poppler does the same with tiles: where a
        // control is painted with a gradient or a pattern, they read it 4× supersampled at 1x and 2x, as Ghostscript
        // always is (at 3x the half pixel is small enough; the measurements are in docs/outputs.md).
        let shaded = Set(names.indices.filter { drawings[$0].paintsBeyondColors })
        // PDFium draws a stroke thinner than a device pixel one pixel wide: at 1x such a control is read by it
        // supersampled too.
        let hairlined = Set(names.indices.filter { drawings[$0].thinnestStroke < 1 })
        let supersampledPDFium = try Renderer.pdfiumAndSkia(
            shaded.union(hairlined).map { folder.url.appending(path: "\(names[$0]).pdf").path }, scales: [1, 2],
            supersampling: 4, in: folder.url)
        // Ghostscript fills a stroke painted with a shading without anti-aliasing, even supersampled; the four other
        // PDF readers compare those. One process a scale: its start-up took longer than its drawing.
        let ghostscripted = names.indices.filter { !drawings[$0].strokesGradients }
        let pages = try (1...3).map { scale in
            try Renderer.ghostscriptSupersampled(
                ghostscripted.map { folder.url.appending(path: "\(names[$0]).pdf").path }, scale: scale,
                in: folder.url)
        }
        // Each control's pages at 1x, 2x and 3x.
        let ghostscript = Dictionary(
            uniqueKeysWithValues: ghostscripted.enumerated().map { position, index in
                (index, pages.map { $0[position] })
            })
        let worst = WorstDifferences()
        // Two at a time: each comparison runs seven external renderers.
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for index in stride(from: worker, to: names.count, by: 2) {
                let name = names[index]
                let svg = folder.url.appending(path: "\(name).svg").path
                let pdf = folder.url.appending(path: "\(name).pdf").path
                for scale in 1...3 {
                    do {
                        // Two independent SVG renderers are the reference: a reader must agree with one of them.
                        // (librsvg alone is not enough: cairo leaves a hole where a stroke is wider than the closed
                        // path it strokes, which resvg, Skia, every PDF reader and Core Graphics fill.)
                        let references = [
                            try Renderer.librsvg(svg, scale: scale), try Renderer.resvg(svg, scale: scale),
                        ]
                        worst.record(
                            "librsvg-resvg", references[0].meanDifference(to: references[1]), "\(name) at \(scale)x")
                        let supersampling = shaded.contains(index) && scale < 3 ? 4 : 1
                        var rasters: [(String, Raster?)] = [
                            ("skia", python["\(name).svg@\(scale)x.skia"]),
                            ("poppler", try Renderer.poppler(pdf, scale: scale, supersampling: supersampling)),
                            ("mupdf", try Renderer.mupdf(pdf, scale: scale, supersampling: supersampling)),
                            (
                                "pdfium",
                                supersampling == 1 && !(scale == 1 && hairlined.contains(index))
                                    ? python["\(name).pdf@\(scale)x.pdfium"]
                                    : supersampledPDFium["\(name).pdf@\(scale)x.pdfium"]
                            ),
                        ]
                        // Our PNG on the painted controls at 1x, where what is new is and where overlaps counted
                        // twice show most (the colour ones are compared in PNGConformanceTests; in a debug build the
                        // rasteriser is slow).
                        if painted.contains(name) && scale == 1 {
                            let canvas = Canvas.render(drawings[index], scale: Double(scale))
                            rasters.append(
                                (
                                    "flo-assets",
                                    Raster(rgbaOverWhite: canvas.rgba, width: canvas.width, height: canvas.height)
                                ))
                        }
                        if let page = ghostscript[index]?[scale - 1] {
                            rasters.append(("ghostscript", try Renderer.png(at: page)))
                        }
                        for (reader, raster) in rasters {
                            guard let raster else {
                                worst.fail("\(name) at \(scale)x: \(reader) rendered nothing")
                                continue
                            }
                            let difference = references.map { $0.meanDifference(to: raster) }.min() ?? .infinity
                            worst.record(reader, difference, "\(name) at \(scale)x")
                        }
                    } catch {
                        worst.fail("\(name) at \(scale)x: \(error)")
                    }
                }
            }
        }
        for failure in worst.failures { Issue.record(Comment(rawValue: failure)) }
        print(
            "random sweep, \(manifest.controls.count) controls at 1x-3x (\(disputed.count) more warned about and left out), "
                + "mean difference per channel (/255) from the nearer of librsvg and resvg:"
        )
        let (rsvgWorst, rsvgWhere) = worst.worst["librsvg-resvg"] ?? (0, "")
        print(
            "  librsvg vs resvg: worst \(formatNumber(rsvgWorst)) (\(rsvgWhere)), median \(formatNumber(worst.median("librsvg-resvg")))"
        )
        for (reader, bound) in Self.bounds {
            let (value, where_) = worst.worst[reader] ?? (0, "")
            let median = worst.median(reader)
            print("  \(reader): worst \(formatNumber(value)) (\(where_)), median \(formatNumber(median))")
            #expect(value < bound, "\(reader): \(value)/255 at \(where_)")
        }
    }
}

/// The worst difference per reader, and every failure, from several threads.
final class WorstDifferences: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var worst: [String: (Double, String)] = [:]
    private var all: [String: [Double]] = [:]
    private(set) var failures: [String] = []

    func record(_ reader: String, _ value: Double, _ place: String) {
        lock.withLockCompat {
            all[reader, default: []].append(value)
            if value > (worst[reader]?.0 ?? -1) { worst[reader] = (value, place) }
        }
    }

    func fail(_ message: String) {
        lock.withLockCompat { failures.append(message) }
    }

    func median(_ reader: String) -> Double {
        lock.withLockCompat {
            let sorted = (all[reader] ?? []).sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
    }
}
