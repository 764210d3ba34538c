import FloAssetsTestSupport
import Foundation
import Testing

/// `flo-assets watch --serve` with the page open in headless Chromium (`Scripts/check-watch.py` drives both): an
/// edit shows within 2 s, a broken manifest shows its located error on the page until fixed, nothing outside the
/// generated files is served, and an idle watcher takes no CPU.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct WatchConformanceTests {
    struct Report: Decodable {
        struct Step: Decodable {
            var seconds: Double?
            var problems: String?
            var color: [Int]?
        }

        struct Missed: Decodable {
            var seconds: Double?
            var problems: Bool
            var color: [Int]?
            var reloaded: Bool
        }

        struct Moved: Decodable {
            var seconds: Double?
            var path: String?
            var reloaded: Bool
        }

        struct Stop: Decodable {
            var status: Int32?
            var last: [String]
        }

        var url: String
        var before: [Int]?
        var edit: Step
        var broken: Step
        var fixed: Step
        var missed: Missed
        var moved: Moved
        var idleCPU: Double
        var refusals: [String: Int]
        var served: [String: Int]
        var stop: Stop
        var log: String
    }

    @Test func thePageFollowsEverySaveAndServesNothingElse() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            try String(contentsOf: repositoryRoot.appending(path: "assets.json"), encoding: .utf8), to: "assets.json")
        try folder.copyArtwork()
        let tool = try #require(ToolProcess.executable, "flo-assets is not built")
        let result = try ExternalTools.run(
            "python3", [repositoryRoot.appending(path: "Scripts/check-watch.py").path, tool.path, folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let report = try JSONDecoder().decode(Report.self, from: result.output)
        // On the loopback address only, at the port the system chose (--serve 0), the page's path.
        #expect(
            report.url.hasPrefix("http://127.0.0.1:") && report.url.hasSuffix("/Assets/index.html"), "\(report.url)")

        #expect(report.before == [87, 218, 213])
        let edit = try #require(report.edit.seconds, "the page never showed the new colour: \(report.edit)")
        #expect(edit <= 2, "the edit showed after \(edit) s")

        let problems = try #require(report.broken.problems, "the page never showed the error")
        #expect(problems.hasPrefix("assets.json:3:16: error: malformed JSON"), "\(problems)")
        #expect(report.broken.color == [255, 45, 85], "the last good drawing stays under the error")

        #expect(report.fixed.seconds != nil && report.fixed.problems == nil, "\(report.fixed)")
        #expect(report.fixed.color == [52, 199, 89])
        // A good run the page missed, hidden by a failed one after it: the page reloads to it under the error.
        #expect(
            report.missed.seconds != nil && report.missed.reloaded && report.missed.problems
                && report.missed.color == [88, 86, 214], "\(report.missed)")

        // The preview page moved to another path: the open page goes there, through `/`.
        #expect(
            report.moved.seconds != nil && report.moved.path == "/Assets/preview.html" && report.moved.reloaded,
            "\(report.moved)")
        #expect(report.idleCPU < 1, "an idle watcher with the page open used \(report.idleCPU) % CPU")

        let refused = [
            "/../assets.json", "/%2e%2e/assets.json", "/Assets/%2E%2E/assets.json", "/Assets/../assets.json",
            "/%2e%2e%2fassets.json", folder.path + "/assets.json", "//etc/passwd", "/assets.json", "/Assets/",
            "/Art/drop.svg", "/Assets/star.svg",
        ]
        #expect(report.refusals == Dictionary(uniqueKeysWithValues: refused.map { ($0, 404) }))
        for target in report.refusals.keys {
            #expect(report.log.contains("404 GET \(target): "), "\(target) was not logged")
        }
        #expect(report.log.contains("404 GET /Assets/star.svg: a link, which is never followed"))
        #expect(report.served == ["/Assets/minus-button.svg": 200, "other host": 403])
        #expect(!report.log.contains("favicon"))

        #expect(report.stop.status == 0 && report.stop.last == ["stopped watching"])
    }
}
