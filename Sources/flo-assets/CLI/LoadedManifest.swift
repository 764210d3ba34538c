import FloAssets
import FloOutputFolder

/// The manifest as one run read it: the files it read and each output folder with what fills it.
struct LoadedManifest {
    var manifest: Manifest
    /// Absolute paths: the manifest and every file its controls import, which `watch` watches.
    var inputs: [String]
    /// The folder the outputs' paths are relative to: the manifest's, or `--output DIR`.
    var root: String
    var targets: [(folder: OutputFolder, renderer: AssetRenderer)] = []
    /// The manifest's output groups, in `targets` order.
    var groups: [OutputGroup] = []
}
