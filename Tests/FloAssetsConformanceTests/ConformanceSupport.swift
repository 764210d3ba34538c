import FloAssetsTestSupport
import Foundation

@testable import FloAssets

/// Decodes manifest text, failing the test on errors.
func decodeManifest(_ text: String) throws -> Manifest {
    try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: repositoryRoot.path).manifest
}

/// The default manifest and the golden fixtures: every control type, alpha colours, strokeBorder, corners, snapping,
/// and a palette with every appearance.
/// The manifests the conformance tests draw, relative to the repository.
let sampleManifestPaths = [
    "assets.json", "Tests/FloAssetsUnitTests/Fixtures/golden-extras.json",
    "Tests/FloAssetsUnitTests/Fixtures/golden-design-system.json",
]

func sampleManifests() throws -> [Manifest] {
    try sampleManifestPaths.map { path in
        try decodeManifest(try String(contentsOf: repositoryRoot.appending(path: path), encoding: .utf8))
    }
}
