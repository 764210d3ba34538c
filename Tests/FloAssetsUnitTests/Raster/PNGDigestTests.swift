import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloOutputFolder

/// The rasteriser's bytes, locked: the SHA-256 of every PNG the default manifest and `golden-extras.json` draw at
/// 1x, against `Snapshots/png-digests.txt`. A change to coverage, compositing or the encoder
/// that moves one byte shows here first; record it deliberately (`FLO_RECORD_SNAPSHOTS=1`) once the conformance
/// tests have shown the new pixels are right.
@Suite struct PNGDigestTests {
    @Test func everyPNGIsTheRecordedOne() throws {
        let extras = try String(
            contentsOf: repositoryRoot.appending(path: "Tests/FloAssetsUnitTests/Fixtures/golden-extras.json"),
            encoding: .utf8)
        var lines: [String] = []
        for (manifest, scales) in [(try defaultManifest(), [1]), (try decodeManifest(extras), [1])] {
            for control in manifest.controls {
                let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
                for scale in scales {
                    let canvas = Canvas.render(drawing, scale: Double(scale))
                    let png = PNGEncoder.encode(rgba: canvas.rgba, width: canvas.width, height: canvas.height)
                    lines.append("\(control.fileName)@\(scale)x \(SHA256.hexDigest(png))")
                }
            }
        }
        #expect(lines.count > 40)
        try expectSnapshot(Array((lines.joined(separator: "\n") + "\n").utf8), named: "png-digests.txt")
    }
}
