/// What a manifest produces, drawn control by control so that output can stream and run in parallel.
package struct AssetRenderer: Sendable {
    let manifest: Manifest
    private let writers: [any OutputWriter]

    /// Prepares to draw every control of `manifest` in each of its formats.
    package init(manifest: Manifest) {
        self.manifest = manifest
        writers = manifest.formats.map(\.writer)
    }

    var controlCount: Int { manifest.controls.count }

    /// How many files the manifest produces.
    package var fileCount: Int { allPaths.count }

    /// The relative paths of the files of the control at `index`, without drawing anything.
    func paths(forControlAt index: Int) -> [String] {
        writers.flatMap { $0.paths(for: manifest.controls[index]) }
    }

    /// The files of the control at `index`, in `paths(forControlAt:)` order; the control is drawn once.
    func files(forControlAt index: Int) -> [GeneratedFile] {
        let control = manifest.controls[index]
        let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
        return writers.flatMap { $0.files(for: control, drawing: drawing) }
    }

    /// Every path, in manifest order.
    var allPaths: [String] {
        manifest.controls.indices.flatMap(paths(forControlAt:))
    }

    /// Every file of `manifest`, in manifest order.
    static func files(for manifest: Manifest) -> [GeneratedFile] {
        let renderer = AssetRenderer(manifest: manifest)
        return manifest.controls.indices.flatMap(renderer.files(forControlAt:))
    }
}
