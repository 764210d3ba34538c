import Dispatch
import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets

/// A seeded random manifest over every control type and key — alpha colours, strokeBorder, odd and non-square
/// sizes, extreme widths, arcs past a full turn — rendered by every reader at 1x–3x and compared with librsvg.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct RandomSweepTests {
    /// Mean difference per channel, in 0…255, from the nearer of librsvg and resvg, that each reader must stay under.
    static let bounds: [(reader: String, bound: Double)] = [
        // Poppler's stroke adjustment moves thin strokes onto pixel edges by itself: small stroked stars at 1x.
        ("skia", 2), ("poppler", 3), ("mupdf", 2), ("pdfium", 2), ("ghostscript", 2),
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
        #expect(Set(decoded.manifest.controls.map { type(of: $0.kind).typeName }) == Set(SweepGenerator.types))
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
        let paths = names.flatMap {
            [folder.url.appending(path: "\($0).svg").path, folder.url.appending(path: "\($0).pdf").path]
        }
        let python = try Renderer.pdfiumAndSkia(paths, scales: [1, 2, 3], in: folder.url)
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
                        let rasters: [(String, Raster?)] = [
                            ("skia", python["\(name).svg@\(scale)x.skia"]),
                            ("poppler", try Renderer.poppler(pdf, scale: scale)),
                            ("mupdf", try Renderer.mupdf(pdf, scale: scale)),
                            ("pdfium", python["\(name).pdf@\(scale)x.pdfium"]),
                            ("ghostscript", try Renderer.ghostscript(pdf, scale: scale, supersampled: true)),
                        ]
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

    /// The types the sweep draws, in colours. The graph, the pattern and gradients are compared with every reader
    /// in `SceneConformanceTests` and `FloPartsConformanceTests`: in this sweep, translucent gradient stops and
    /// small tiles on small controls at 1x put PDF readers up to 3.8/255 from the SVG readers.
    static let types = [
        "pushButton", "counterView", "star", "rating", "triangle", "rectangle", "ellipse", "polyline", "arc",
    ]

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

    mutating func paint(strokeBorder: Bool, maximumWidth: Double) -> String {
        var keys: [String] = []
        let hasFill = chance(0.7)
        if hasFill { keys.append("\"fillColor\": \"\(color())\"") }
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
        let type = Self.types[index % Self.types.count]
        let name = "\"name\": \"c\(index)-\(type)\", \"type\": \"\(type)\""
        switch type {
        case "pushButton":
            let (w, h) = size(24...160)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"fillColor\": \"\(color())\", \"strokeColor\": \"\(color())\", "
                + "\"isAddButton\": \(chance(0.6)), \"plusLineWidth\": \(double(1...8)), \"plusButtonScale\": \(double(0.3...1)), "
                + "\"pixelSnapping\": \"\(pick(["grid", "halfPoint", "none"]))\"}"
        case "counterView":
            let (w, h) = size(90...260)
            let glasses = int(1...12)
            let arcWidth = double(8...(Double(min(w, h)) / 2))
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"numberOfGlasses\": \(glasses), \"counter\": \(int(0...glasses)), "
                + "\"arcWidth\": \(arcWidth), \"lineWidth\": \(double(0.5...(arcWidth / 2))), "
                + "\"counterColor\": \"\(color())\", \"outlineColor\": \"\(color())\"}"
        case "star":
            let (w, h) = size(12...120)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"fill\": \(chance(0.5)), \"color\": \"\(color())\", \"lineWidth\": \(double(0.5...4))}"
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
            let points = (0..<int(2...6)).map { _ in "[\(int(0...w)), \(int(0...h))]" }.joined(separator: ", ")
            return "{\(name), \"width\": \(w), \"height\": \(h), \"points\": [\(points)], \"closed\": \(chance(0.5)), "
                + "\(paint(strokeBorder: false, maximumWidth: 20))}"
        case "arc":
            let (w, h) = size(30...240)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"startAngle\": \(double(-720...720)), \"endAngle\": \(double(-720...720)), "
                + "\"clockwise\": \(chance(0.5)), \(paint(strokeBorder: true, maximumWidth: 40))}"
        default:
            let (w, h) = size(20...240)
            return "{\(name), \"width\": \(w), \"height\": \(h), \(paint(strokeBorder: true, maximumWidth: 40))}"
        }
    }

    mutating func manifest(count: Int) -> String {
        "{\"version\": 1, \"controls\": [\n" + (0..<count).map { control($0) }.joined(separator: ",\n") + "\n]}\n"
    }
}
