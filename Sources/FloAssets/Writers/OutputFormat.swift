/// The formats a manifest can ask for, each with its writer: adding a format is a case here and a writer file.
package enum OutputFormat: String, Sendable, CaseIterable {
    case svg, pdf, xcassets, vectorDrawable, png, preview

    /// The formats whose files may sit in any output folder, shared with any other output: what an index may list
    /// for removal in a folder whose outputs no longer include them.
    static let anyFolderFormats: [OutputFormat] = [.svg, .pdf, .preview]

    /// The writers of `anyFolderFormats`, made once: they are asked about every leftover path.
    static let anyFolderWriters = anyFolderFormats.map(\.writer)

    /// The writer with the format's default options.
    var writer: any OutputWriter {
        switch self {
        case .svg: SVGWriter()
        case .pdf: PDFWriter()
        case .xcassets: XcassetsWriter()
        case .vectorDrawable: VectorDrawableWriter()
        case .png: PNGWriter()
        case .preview: PreviewWriter()
        }
    }
}

/// The shorthand's `formats`: only the flat formats.
enum FlatFormat: String, Sendable, CaseIterable {
    case svg, pdf

    var format: OutputFormat {
        switch self {
        case .svg: .svg
        case .pdf: .pdf
        }
    }
}
