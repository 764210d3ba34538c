import FloOutputFolder
import FloSupport

/// A decoded, validated `assets.json`.
package struct Manifest: Sendable {
    /// The shorthand's output folder as written, relative to the manifest's folder.
    var output = "Assets"
    /// Where `output` is written in the manifest, for errors found when the folder is resolved.
    var outputLocation: SourceLocation?
    /// The shorthand's formats.
    var formats: [OutputFormat] = [.svg, .pdf]
    /// The general list of outputs; nil when the manifest uses the `output` + `formats` shorthand.
    var outputList: [OutputSpec]?
    /// The device scales the art must be crisp at.
    var scales = [1, 2, 3]
    var pixelSnapping = PixelSnapping.grid
    /// The named colours, for outputs that write them too (asset catalogs, Android resources).
    var palette = Palette()
    var controls: [Control] = []
    /// The name of each entry of `controls` as written (a template for states); `Control.entry` indexes it.
    var entryNames: [String] = []
    /// A digest of each entry of `controls` as written, and of everything else in the manifest (palette, scales,
    /// outputs): together with a control's state and appearance they decide its files' bytes.
    var entryDigests: [SHA256.Digest] = []
    var settingsDigest = SHA256.hash([])
    /// The files the controls import, as the process reaches them: inputs like the manifest.
    package var importedFiles: [String] = []
    /// Which control imports each of them first, and where: ` (imported by control "logo", assets.json:9:49)`.
    package var importers: [String: String] = [:]

    /// What the writers draw from.
    var artwork: Artwork {
        Artwork(
            controls: controls, entryNames: entryNames, palette: palette, scales: scales, pixelSnapping: pixelSnapping)
    }

    /// Whether the outputs come from the shorthand, which `--output DIR` replaces (rather than re-roots).
    package var usesShorthand: Bool { outputList == nil }

    /// Every output, the shorthand's as one per format.
    var outputs: [OutputSpec] {
        outputList ?? formats.map { OutputSpec(format: $0, path: output, location: outputLocation) }
    }
}
