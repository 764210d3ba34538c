import FloAssets
import FloOutputFolder

/// The manifest as one run read it, and each output folder with what fills it.
struct LoadedManifest {
    var manifest: Manifest
    /// The folder the outputs' paths are relative to: the manifest's, or `--output DIR`.
    var root: String
    var targets: [(folder: OutputFolder, renderer: AssetRenderer)] = []
    /// The manifest's output groups, in `targets` order.
    var groups: [OutputGroup] = []
}
