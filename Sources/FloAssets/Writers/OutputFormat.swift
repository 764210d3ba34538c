/// The formats a manifest can ask for, each described by its `FormatDescriptor`: adding a format is a descriptor, a
/// writer and a case here.
package enum OutputFormat: String, Sendable, CaseIterable {
    case svg, pdf, xcassets, vectorDrawable, png, preview, swiftui, coreGraphics, compose

    var descriptor: any FormatDescriptor.Type {
        switch self {
        case .svg: SVGFormat.self
        case .pdf: PDFFormat.self
        case .xcassets: XcassetsFormat.self
        case .vectorDrawable: VectorDrawableFormat.self
        case .png: PNGFormat.self
        case .preview: PreviewFormat.self
        case .swiftui: SwiftUIFormat.self
        case .coreGraphics: CoreGraphicsFormat.self
        case .compose: ComposeFormat.self
        }
    }

    /// The writers, with their default options, of the formats whose files may sit in any output folder: what an
    /// index may list for removal in a folder whose outputs no longer include them. Made once: they are asked about
    /// every leftover path.
    static let anyFolderWriters: [any OutputWriter] =
        [OutputFormat.svg, .pdf, .preview].map { format in
            format.descriptor.writer(anyOptions: NoOptions(), context: WriterContext(scales: []))
        } + [
            SwiftUIWriter(fileName: "", colors: CodeColors()), CoreGraphicsWriter(fileName: "", colors: CodeColors()),
            ComposeWriter(),
        ]
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
