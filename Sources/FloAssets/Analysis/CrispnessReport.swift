/// The table `flo-assets crispness-report` prints: fuzzy pixels per push button, snapping mode and device scale.
package enum CrispnessReport {
    /// The fuzzy pixels of one snapping mode at each scale.
    struct Figures: Sendable {
        var mode: PixelSnapping
        /// Whether the button is drawn with this mode.
        var isChosen: Bool
        /// As the model predicts them.
        var predicted: [Int]
        /// As counted in the tool's own PNG; nil where the image would pass `Canvas.maximumPixels`.
        var measured: [Int?]
    }

    /// The figures of `button` at `size` for every snapping mode, `chosen` being the one it is drawn with.
    static func figures(of button: PushButton, size: Size, chosen: PixelSnapping, scales: [Int]) -> [Figures] {
        PixelSnapping.allCases.map { mode in
            let predicted = scales.map {
                Crispness.fuzzyPixels(of: button, size: size, snapping: mode, scale: $0)
            }
            // Measured only where the image stays reasonable: a 10000-point button at 10x would be 10¹⁰ pixels.
            let measured = scales.map { scale -> Int? in
                guard size.width * size.height * Double(scale * scale) <= Canvas.maximumPixels else {
                    return nil
                }
                return Crispness.measuredFuzzyPixels(of: button, size: size, snapping: mode, scale: scale)
            }
            return Figures(mode: mode, isChosen: mode == chosen, predicted: predicted, measured: measured)
        }
    }

    /// One row per push button and mode, with the manifest's mode for each control marked `*`.
    package static func table(for manifest: Manifest) -> String {
        let scales = manifest.scales
        var rows: [[String]] = [["control", "mode"] + scales.map { "\($0)x" } + scales.map { "\($0)x png" }]
        for control in manifest.controls {
            guard let button = control.kind as? PushButton else { continue }
            let chosen = button.pixelSnapping ?? manifest.pixelSnapping
            for figures in figures(of: button, size: control.size, chosen: chosen, scales: scales) {
                rows.append(
                    [control.fileName, figures.mode.rawValue + (figures.isChosen ? " *" : "")]
                        + figures.predicted.map(String.init) + figures.measured.map { $0.map(String.init) ?? "-" })
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
