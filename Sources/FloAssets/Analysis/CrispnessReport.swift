import FloDrawing

/// The table `flo-assets crispness-report` prints: fuzzy pixels per push button, snapping mode and device scale.
package enum CrispnessReport {
    /// One row per push button and mode, with the manifest's mode for each control marked `*`.
    package static func table(for manifest: Manifest) -> String {
        let scales = manifest.scales
        var rows: [[String]] = [["control", "mode"] + scales.map { "\($0)x" } + scales.map { "\($0)x png" }]
        for control in manifest.controls {
            guard let button = (control.kind as? PushButton)?.resolved(for: control.appearance) else { continue }
            let chosen = button.pixelSnapping ?? manifest.pixelSnapping
            for mode in PixelSnapping.allCases {
                let counts = scales.map {
                    Crispness.fuzzyPixels(of: button, size: control.size, snapping: mode, scale: $0)
                }
                // Measured only where the image stays reasonable: a 10000-point button at 10x would be 10¹⁰ pixels.
                let measured = scales.map { scale -> String in
                    let pixels = control.size.width * control.size.height * Double(scale * scale)
                    guard pixels <= Canvas.maximumPixels else { return "-" }
                    return String(
                        Crispness.measuredFuzzyPixels(of: button, size: control.size, snapping: mode, scale: scale))
                }
                rows.append(
                    [control.fileName, mode.rawValue + (mode == chosen ? " *" : "")] + counts.map(String.init)
                        + measured)
            }
        }
        guard rows.count > 1 else { return "no push buttons in the manifest" }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        return
            (lines + [
                "",
                "fuzzy pixels: inside the button, neither fill nor stroke colour (±8/255), as the model predicts them and as"
                    + " counted in the tool's own PNG (png; - past 64 megapixels); * = the manifest's mode",
            ])
            .joined(separator: "\n")
    }
}
