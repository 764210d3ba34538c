import FloAssetsTestSupport
import Foundation

@testable import FloAssets

/// Decodes manifest text, failing the test on errors.
func decodeManifest(_ text: String) throws -> Manifest {
    try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json").manifest
}

/// The default manifest and the golden extras: every control type, alpha colours, strokeBorder, corners, snapping.
func sampleManifests() throws -> [Manifest] {
    try ["assets.json", "Tests/FloAssetsUnitTests/Fixtures/golden-extras.json"].map { path in
        try decodeManifest(try String(contentsOf: repositoryRoot.appending(path: path), encoding: .utf8))
    }
}
