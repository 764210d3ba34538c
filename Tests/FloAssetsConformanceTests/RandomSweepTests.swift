import Dispatch
import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets

/// A seeded random manifest over every control type and key — alpha colours, gradients in every form, strokeBorder,
/// odd and non-square sizes, extreme widths, arcs past a full turn, polylines that retrace themselves — rendered
/// by every reader and our PNG at 1x–3x and compared with librsvg and resvg.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct RandomSweepTests {
    /// Mean difference per channel, in 0…255, from the nearer of librsvg and resvg, that each reader must stay under.
    /// Our PNG's bound is tighter: a pixel covered twice where a polyline goes back over itself must show.
    static let bounds: [(reader: String, bound: Double)] = [
        // Poppler's stroke adjustment moves thin strokes onto pixel edges by itself: small stroked stars at 1x.
        ("flo-assets", 1), ("skia", 2), ("poppler", 3), ("mupdf", 2), ("pdfium", 2), ("ghostscript", 2),
    ]

    @Test func everyReaderDrawsTheSweepLikeLibrsvg() throws {
        var generator = SweepGenerator(seed: 0x5EED_F10A)
        let text = generator.manifest(count: 200)
        // To look at a case: FLO_SWEEP_MANIFEST=/tmp/sweep.json swift test --filter RandomSweepTests
        if let dump = ProcessInfo.processInfo.environment["FLO_SWEEP_MANIFEST"] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: dump))
        }
        let decoded = try ManifestLoader.decode(Array(text.utf8), displayPath: "sweep.json")
        #expect(decoded.manifest.controls.count == 200)
        #expect(Set(decoded.manifest.controls.map { type(of: $0.kind).typeName }) == Set(ControlRegistry.typeNames))
        // A stroke reaching past the middle of its shape is where readers disagree; the tool warns about it
        // (`strokeWiderThanShape`), and the sweep compares the rest.
        let disputed = Set(
            decoded.warnings.filter { $0.message.contains("reaches past the middle") }.compactMap { warning in
                Int(warning.message.dropFirst("controls[".count).prefix { $0 != "]" })
            })
        var manifest = decoded.manifest
        manifest.controls = manifest.controls.enumerated().filter { !disputed.contains($0.offset) }.map(\.element)
        #expect(manifest.controls.count >= 150, "only \(manifest.controls.count) controls left to compare")
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
        // control is painted with a gradient or a pattern, they are read 4× supersampled, as Ghostscript always is
        // (the measurements are in docs/outputs.md).
        let shaded = Set(names.indices.filter { drawings[$0].paintsShadings })
        let shadedPDFs = shaded.map { folder.url.appending(path: "\(names[$0]).pdf").path }
        let supersampledPDFium = try Renderer.pdfiumAndSkia(
            shadedPDFs, scales: [1, 2, 3], supersampling: 4, in: folder.url)
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
                        let canvas = Canvas.render(drawings[index], scale: scale)
                        let supersampling = shaded.contains(index) ? 4 : 1
                        var rasters: [(String, Raster?)] = [
                            (
                                "flo-assets",
                                Raster(rgbaOverWhite: canvas.rgba, width: canvas.width, height: canvas.height)
                            ),
                            ("skia", python["\(name).svg@\(scale)x.skia"]),
                            ("poppler", try Renderer.poppler(pdf, scale: scale, supersampling: supersampling)),
                            ("mupdf", try Renderer.mupdf(pdf, scale: scale, supersampling: supersampling)),
                            (
                                "pdfium",
                                supersampling == 1
                                    ? python["\(name).pdf@\(scale)x.pdfium"]
                                    : supersampledPDFium["\(name).pdf@\(scale)x.pdfium"]
                            ),
                        ]
                        // Ghostscript fills a stroke painted with a shading without anti-aliasing, even
                        // supersampled; the four other PDF readers compare those.
                        if !drawings[index].strokesShadings {
                            rasters.append(
                                ("ghostscript", try Renderer.ghostscript(pdf, scale: scale, supersampled: true)))
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

/// The sweep's random controls, from a seeded SplitMix64 so the sweep is the same on every run.
struct SweepGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    mutating func next() -> UInt64 { random.next() }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return ((range.lowerBound + unit * (range.upperBound - range.lowerBound)) * 100).rounded() / 100
    }

    mutating func chance(_ probability: Double) -> Bool { double(0...1) < probability }

    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    /// `#RRGGBB`, or `#RRGGBBAA` with a translucent alpha a third of the time.
    mutating func color() -> String {
        let rgb = String(format: "#%02X%02X%02X", int(0...255), int(0...255), int(0...255))
        return chance(0.33) ? rgb + String(format: "%02X", int(40...220)) : rgb
    }

    /// Whole-point sizes, odd and even, square or not.
    mutating func size(_ range: ClosedRange<Int>) -> (Int, Int) {
        let width = int(range)
        return (width, chance(0.5) ? width : int(range))
    }

    /// A unit point: one of SwiftUI's names, or `{x, y}`.
    mutating func unitPoint() -> String {
        chance(0.5)
            ? "\"\(pick(ManifestDecoder.unitPoints.map(\.name)))\""
            : "{\"x\": \(double(0...1)), \"y\": \(double(0...1))}"
    }

    /// `colors` (2–4) or `stops` at increasing locations, some of them the same (a hard edge), translucent a third
    /// of the time.
    mutating func gradientColors() -> String {
        let count = int(2...4)
        if chance(0.5) {
            return "\"colors\": [" + (0..<count).map { _ in "\"\(color())\"" }.joined(separator: ", ") + "]"
        }
        var location = 0.0
        let stops = (0..<count).map { _ in
            location = chance(0.2) ? location : min(1, location + double(0...0.6))
            return "{\"color\": \"\(color())\", \"location\": \(location)}"
        }
        return "\"stops\": [" + stops.joined(separator: ", ") + "]"
    }

    /// What fills: a colour, or a linear or radial gradient in one of its forms.
    mutating func fill() -> String {
        switch int(0...4) {
        case 0:
            // Two different points: a gradient of no length is an error.
            let start = unitPoint()
            var end = unitPoint()
            while end == start { end = unitPoint() }
            return "{\"linearGradient\": {\(gradientColors()), \"startPoint\": \(start), \"endPoint\": \(end)}}"
        case 1:
            let start = double(0...30)
            return
                "{\"radialGradient\": {\(gradientColors()), \"center\": \(unitPoint()), \"startRadius\": \(start), "
                + "\"endRadius\": \(start + double(1...120))}}"
        default:
            return "\"\(color())\""
        }
    }

    mutating func paint(strokeBorder: Bool, maximumWidth: Double) -> String {
        var keys: [String] = []
        let hasFill = chance(0.7)
        if hasFill { keys.append("\"fillColor\": \(fill())") }
        if !hasFill || chance(0.7) {
            keys.append("\"strokeColor\": \"\(color())\"")
            keys.append("\"lineWidth\": \(double(0.5...maximumWidth))")
            keys.append("\"lineCap\": \"\(pick(["butt", "round", "square"]))\"")
            keys.append("\"lineJoin\": \"\(pick(["miter", "round", "bevel"]))\"")
            if chance(0.5) { keys.append("\"miterLimit\": \(double(1...20))") }
            if strokeBorder && chance(0.5) { keys.append("\"strokeBorder\": true") }
        }
        return keys.joined(separator: ", ")
    }

    mutating func control(_ index: Int) -> String {
        let type = ControlRegistry.typeNames[index % ControlRegistry.typeNames.count]
        let name = "\"name\": \"c\(index)-\(type)\", \"type\": \"\(type)\""
        switch type {
        case "pushButton":
            let (w, h) = size(24...160)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"fillColor\": \(fill()), \"strokeColor\": \"\(color())\", "
                + "\"isAddButton\": \(chance(0.6)), \"plusLineWidth\": \(double(1...8)), \"plusButtonScale\": \(double(0.3...1)), "
                + "\"pixelSnapping\": \"\(pick(["grid", "halfPoint", "none"]))\"}"
        case "counterView":
            let (w, h) = size(90...260)
            let glasses = int(1...12)
            let arcWidth = double(8...(Double(min(w, h)) / 2))
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"numberOfGlasses\": \(glasses), \"counter\": \(int(0...glasses)), "
                + "\"arcWidth\": \(arcWidth), \"lineWidth\": \(double(0.5...(arcWidth / 2))), "
                + "\"counterColor\": \(fill()), \"outlineColor\": \"\(color())\"}"
        case "star":
            let (w, h) = size(12...120)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"fill\": \(chance(0.5)), \"color\": \(fill()), \"lineWidth\": \(double(0.5...4))}"
        case "rating":
            let stars = int(1...7)
            let starSize = int(12...40)
            return
                "{\(name), \"rating\": \(double(0...Double(stars))), \"numberOfStars\": \(stars), \"starSize\": \(starSize), "
                + "\"spacing\": \(starSize + int(0...20)), \"color\": \"\(color())\", \"lineWidth\": \(double(0.5...3))}"
        case "rectangle":
            let (w, h) = size(20...240)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"cornerRadius\": \(double(0...60)), \(paint(strokeBorder: true, maximumWidth: 40))}"
        case "ellipse":
            let (w, h) = size(20...240)
            let rect = chance(0.5) ? ", \"rect\": [\(int(0...10)), \(int(0...10)), \(int(10...w)), \(int(10...h))]" : ""
            return "{\(name), \"width\": \(w), \"height\": \(h)\(rect), \(paint(strokeBorder: true, maximumWidth: 40))}"
        case "polyline":
            let (w, h) = size(30...240)
            var points = (0..<int(2...6)).map { _ in "[\(int(0...w)), \(int(0...h))]" }
            // A line there and back again: its two strokes cover each other exactly.
            if chance(0.25) { points = [points[0], points[1], points[0]] }
            let joined = points.joined(separator: ", ")
            return "{\(name), \"width\": \(w), \"height\": \(h), \"points\": [\(joined)], \"closed\": \(chance(0.5)), "
                + "\(paint(strokeBorder: false, maximumWidth: 20))}"
        case "arc":
            let (w, h) = size(30...240)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"startAngle\": \(double(-720...720)), \"endAngle\": \(double(-720...720)), "
                + "\"clockwise\": \(chance(0.5)), \(paint(strokeBorder: true, maximumWidth: 40))}"
        case "graphView":
            let (w, h) = (int(120...320), int(100...260))
            let values = (0..<int(2...12)).map { _ in "\(double(0...10))" }.joined(separator: ", ")
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"graphPoints\": [\(values)], \"startColor\": \"\(color())\", "
                + "\"endColor\": \"\(color())\", \"lineColor\": \"\(color())\", \"lineWidth\": \(double(0.5...5)), "
                + "\"cornerRadius\": \(double(0...30)), \"margin\": \(int(0...(w / 4))), \"topBorder\": \(int(0...(h / 3))), "
                + "\"bottomBorder\": \(int(0...(h / 3))), \"circleDiameter\": \(double(0...10)), "
                + "\"guideAlpha\": \(double(0...1)), \"areaAlpha\": \(double(0...1)), "
                + "\"pixelSnapping\": \"\(pick(["grid", "halfPoint", "none"]))\"}"
        case "backgroundPattern":
            let (w, h) = size(20...240)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"tileSize\": \(int(12...40)), "
                + "\"lightColor\": \"\(color())\", \"darkColor\": \"\(color())\"}"
        default:
            let (w, h) = size(20...240)
            return "{\(name), \"width\": \(w), \"height\": \(h), \(paint(strokeBorder: true, maximumWidth: 40))}"
        }
    }

    mutating func manifest(count: Int) -> String {
        "{\"version\": 1, \"controls\": [\n" + (0..<count).map { control($0) }.joined(separator: ",\n") + "\n]}\n"
    }
}

extension Drawing {
    /// Whether a path is filled or stroked with a gradient or a pattern, which a PDF paints with a shading.
    var paintsShadings: Bool {
        paths.contains { ($0.fill?.isShading ?? false) || ($0.stroke?.paint.isShading ?? false) }
    }

    /// Whether a path is stroked with a gradient.
    var strokesShadings: Bool { paths.contains { $0.stroke?.paint.isShading ?? false } }
}

extension Paint {
    var isShading: Bool {
        if case .color = self { return false }
        return true
    }
}
