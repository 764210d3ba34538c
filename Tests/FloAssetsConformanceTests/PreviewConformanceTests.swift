import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets

/// The preview page as a reviewer opens it: in headless Chromium, from disk, next to every other output of the
/// manifest (`Scripts/check-preview.py` drives Chromium over its DevTools pipe and reports what it saw).
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct PreviewConformanceTests {
    /// The default manifest with every other output too, so that the page links to files of every format.
    static func manifestText() throws -> String {
        let text = try String(contentsOf: repositoryRoot.appending(path: "assets.json"), encoding: .utf8)
        let page = #"{ "format": "preview", "path": "Assets/index.html" }"#
        #expect(text.contains(page))
        return text.replacingOccurrences(
            of: page,
            with: page + """
                ,
                    { "format": "png", "path": "Art/PNG", "scales": [2] },
                    { "format": "xcassets", "path": "App/Media.xcassets", "namespace": "Flo" },
                    { "format": "vectorDrawable", "path": "android/src/main/res" }
                """)
    }

    struct Report: Decodable {
        struct Link: Decodable {
            var href: String
            var resolves: Bool
        }

        struct Sample: Decodable {
            var label: String
            var color: [Int]?
        }

        var errors: [String]
        var controls: [String]
        var headings: [String]
        var links: [Link]
        var samples: [Sample]
        var overflows: Bool
    }

    /// Every file of every output, written where the manifest puts it.
    static func writeOutputs(of manifest: Manifest, into folder: TemporaryFolder) throws -> Int {
        var count = 0
        for group in manifest.outputGroups {
            let renderer = AssetRenderer(manifest: manifest, group: group)
            for file in (0..<renderer.groupCount).flatMap(renderer.files(forGroup:)) {
                let url = folder.url.appending(path: group.path + "/" + file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
                count += 1
            }
        }
        return count
    }

    static func open(_ page: String, width: Int, samples: [(label: String, x: Double, y: Double)]) throws -> Report {
        let arguments =
            [repositoryRoot.appending(path: "Scripts/check-preview.py").path, page, "--width", "\(width)"]
            + samples.flatMap { ["--sample", "\($0.label):\($0.x):\($0.y)"] }
        let result = try ExternalTools.run("python3", arguments)
        #expect(result.status == 0, "\(result.errors)")
        return try JSONDecoder().decode(Report.self, from: result.output)
    }

    /// The colours the drawings paint where sampled, light and dark, at every scale; and each background around them.
    static let expectedColors: [(label: String, x: Double, y: Double, rgb: [Int])] =
        [1, 2, 3].flatMap { scale in
            [
                ("plus-button, light, \(scale)x", 0.3, 0.3, [87, 218, 213]),
                ("plus-button, dark (the light drawing), \(scale)x", 0.3, 0.3, [87, 218, 213]),
                ("minus-button, light, \(scale)x", 0.3, 0.3, [238, 77, 77]),
                ("minus-button, dark, \(scale)x", 0.3, 0.3, [255, 107, 107]),
                ("minus-button, light, high contrast, \(scale)x", 0.3, 0.3, [176, 0, 32]),
                ("minus-button, dark, high contrast, \(scale)x", 0.3, 0.3, [255, 138, 138]),
                ("rectangle, light, \(scale)x", 0.5, 0.5, [255, 255, 0]),
                ("rectangle, dark (the light drawing), \(scale)x", 0.5, 0.5, [255, 255, 0]),
                // Outside the round buttons: the page's light and dark backgrounds.
                ("plus-button, light, \(scale)x", 0.03, 0.03, [255, 255, 255]),
                ("minus-button, dark, \(scale)x", 0.03, 0.03, [28, 28, 30]),
            ]
        }

    /// The outputs, written once for both tests (the PNGs take a while in a debug build).
    static let outputs: Result<(manifest: Manifest, folder: TemporaryFolder, written: Int), any Error> = Result {
        let manifest = try decodeManifest(try manifestText())
        let folder = try TemporaryFolder()
        return (manifest, folder, try writeOutputs(of: manifest, into: folder))
    }

    @Test func chromiumShowsEveryControlAndEveryLinkResolves() throws {
        let (manifest, folder, written) = try Self.outputs.get()
        let page = folder.url.appending(path: "Assets/index.html").path
        let report = try Self.open(page, width: 1280, samples: Self.expectedColors.map { ($0.label, $0.x, $0.y) })

        #expect(report.errors == [])
        var names: [String] = []
        for control in manifest.controls where !names.contains(control.name) { names.append(control.name) }
        #expect(report.controls == names)
        #expect(report.headings.contains("Palette") && report.headings.contains("counter-{counter}"))
        #expect(report.links.filter { !$0.resolves }.map(\.href) == [])
        // Every file but the page itself, and the contents' anchors.
        let files = Set(report.links.map(\.href).filter { !$0.hasPrefix("#") })
        #expect(files.count == written - 3, "all but the page and the catalog's and the namespace's Contents.json")
        #expect(files.contains("../Art/PNG/minus-button~darkHighContrast@2x.png"))
        #expect(files.contains("../android/src/main/res/drawable-night/counter_8.xml"))

        for (sample, expected) in zip(report.samples, Self.expectedColors) {
            let color = try #require(sample.color, "\(sample.label) is not on the page")
            #expect(
                zip(color, expected.rgb).allSatisfy { abs($0 - $1) <= 2 },
                "\(sample.label) at (\(expected.x), \(expected.y)): \(color), expected \(expected.rgb)")
        }
    }

    /// At a phone's width nothing but the drawings' rows and the tables scrolls sideways: not with the default
    /// manifest, nor with long names, a long palette name, a long folder and a long list of points.
    @Test func pageFitsAPhone() throws {
        let folder = try Self.outputs.get().folder
        let report = try Self.open(folder.url.appending(path: "Assets/index.html").path, width: 390, samples: [])
        #expect(report.errors == [])
        #expect(!report.overflows)

        let long = String(repeating: "a", count: 120)
        let palette = String(repeating: "p", count: 100)
        let points = (0..<200).map { "[\($0), \($0 % 7)]" }.joined(separator: ", ")
        let text = """
            {"version": 1, "colors": {"\(palette)": {"any": "#57DAD5", "dark": "#226E64"}},
             "outputs": [{"format": "svg", "path": "\(String(repeating: "folder-", count: 20))"},
                         {"format": "preview", "path": "Review/index.html"}],
             "controls": [
               {"name": "\(long)", "type": "pushButton", "width": 44, "height": 44, "fillColor": "\(palette)"},
               {"name": "\(long)-{counter}", "type": "counterView", "width": 60, "height": 60, "arcWidth": 20,
                "counter": {"from": 0, "through": 1}},
               {"name": "line", "type": "polyline", "width": 200, "height": 10, "points": [\(points)]}]}
            """
        let hostile = try decodeManifest(text)
        let other = try TemporaryFolder()
        _ = try Self.writeOutputs(of: hostile, into: other)
        let longReport = try Self.open(other.url.appending(path: "Review/index.html").path, width: 390, samples: [])
        #expect(longReport.errors == [])
        #expect(!longReport.overflows)
        #expect(longReport.links.allSatisfy { $0.resolves })
    }
}
