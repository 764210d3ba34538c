import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// The files of a non-`any` appearance show that appearance's colours, in every reader: each painted path's colour
/// is found in the render, and a colour only the light drawing uses is not.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct AppearanceConformanceTests {
    /// The opaque colours a drawing paints, each path's fill and stroke.
    static func opaqueColors(_ drawing: Drawing) -> Set<Color> {
        Set(
            drawing.paths.flatMap {
                [$0.fill?.solidColor, $0.stroke?.paint.solidColor].compactMap { $0 }.filter { $0.alpha == 1 }
            })
    }

    /// How many pixels of `raster` are within 2/255 of `color` in every channel.
    static func pixelCount(of color: Color, in raster: Raster) -> Int {
        let target = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        var count = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let (r, g, b) = raster[x, y]
                if abs(Int(r) - target[0]) <= 2 && abs(Int(g) - target[1]) <= 2 && abs(Int(b) - target[2]) <= 2 {
                    count += 1
                }
            }
        }
        return count
    }

    @Test func darkAndHighContrastFilesUseTheirOwnColours() throws {
        let folder = try TemporaryFolder()
        var checked = 0
        for manifest in try sampleManifests() {
            let renderer = AssetRenderer(manifest: manifest)
            let light = Dictionary(
                manifest.controls.filter { $0.appearance == .any }.map {
                    ($0.name, Self.opaqueColors($0.drawing(defaultSnapping: manifest.pixelSnapping)))
                }, uniquingKeysWith: { first, _ in first })
            for control in manifest.controls where control.appearance != .any {
                let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
                let painted = Self.opaqueColors(drawing)
                let lightOnly = (light[control.name] ?? []).subtracting(painted)
                guard let index = manifest.controls.firstIndex(where: { $0.fileName == control.fileName }) else {
                    continue
                }
                for file in renderer.files(forGroup: index) {
                    try Data(file.bytes).write(to: folder.url.appending(path: file.path))
                }
                let svg = folder.url.appending(path: "\(control.fileName).svg").path
                let pdf = folder.url.appending(path: "\(control.fileName).pdf").path
                for (reader, raster) in [
                    ("librsvg", try Renderer.librsvg(svg, scale: 3)), ("poppler", try Renderer.poppler(pdf, scale: 3)),
                ] {
                    for color in painted {
                        #expect(
                            Self.pixelCount(of: color, in: raster) >= 4, "\(control.fileName) in \(reader): \(color)")
                    }
                    for color in lightOnly {
                        #expect(
                            Self.pixelCount(of: color, in: raster) == 0,
                            "\(control.fileName) in \(reader) shows the light colour \(color)")
                    }
                }
                checked += 1
            }
        }
        // The default manifest's 10 dark counters, 3 minus buttons and dark drop, and the fixture's 12 other
        // appearances.
        #expect(checked == 26)
    }
}
