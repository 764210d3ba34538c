/// One file the manifest produces: its name inside the output folder and its bytes.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// Renders a manifest's controls in each of its formats.
public enum AssetRenderer {
    /// The files of `manifest`, in manifest order, each control's formats in manifest order.
    public static func files(for manifest: Manifest) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        files.reserveCapacity(manifest.controls.count * manifest.formats.count)
        for control in manifest.controls {
            let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
            for format in manifest.formats {
                files.append(GeneratedFile(name: "\(control.name).\(format.rawValue)", bytes: render(drawing, as: format)))
            }
        }
        return files
    }

    /// The bytes of `drawing` in `format`.
    public static func render(_ drawing: Drawing, as format: OutputFormat) -> [UInt8] {
        switch format {
        case .svg: SVGWriter().data(for: drawing)
        case .pdf: PDFWriter().data(for: drawing)
        }
    }
}
