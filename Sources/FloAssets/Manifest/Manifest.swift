/// A decoded, validated `assets.json`.
package struct Manifest: Sendable {
    /// The output folder as written, relative to the manifest's folder.
    var output = "Assets"
    /// Where `output` is written in the manifest, for errors found when the folder is resolved.
    var outputLocation: SourceLocation?
    var formats: [OutputFormat] = [.svg, .pdf]
    /// The device scales the art must be crisp at.
    var scales = [1, 2, 3]
    var pixelSnapping = PixelSnapping.grid
    /// The named colours, for outputs that write them too (asset catalogs, Android resources).
    var palette = Palette()
    var controls: [Control] = []

    init() {}
}
