/// What a manifest produces, rendered control by control so that output can stream and run in parallel.
public struct AssetRenderer: Sendable {
    public let manifest: Manifest

    public init(manifest: Manifest) {
        self.manifest = manifest
    }

    /// The names of every file, in manifest order, without rendering anything.
    public var fileNames: [String] {
        manifest.controls.flatMap { control in manifest.formats.map { "\(control.name).\($0.rawValue)" } }
    }

    /// The files of the control at `index`, in the manifest's format order.
    public func files(forControlAt index: Int) -> [GeneratedFile] {
        let control = manifest.controls[index]
        let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
        return manifest.formats.map { format in
            GeneratedFile(name: "\(control.name).\(format.rawValue)", bytes: Self.render(drawing, as: format))
        }
    }

    /// Every file of `manifest`, in manifest order.
    public static func files(for manifest: Manifest) -> [GeneratedFile] {
        let renderer = AssetRenderer(manifest: manifest)
        return manifest.controls.indices.flatMap(renderer.files(forControlAt:))
    }

    /// The bytes of `drawing` in `format`.
    public static func render(_ drawing: Drawing, as format: OutputFormat) -> [UInt8] {
        switch format {
        case .svg: SVGWriter().data(for: drawing)
        case .pdf: PDFWriter().data(for: drawing)
        }
    }
}
