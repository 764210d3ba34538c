/// The formats a manifest can ask for, each with its writer: adding a format is a case here and a writer file.
package enum OutputFormat: String, Sendable, CaseIterable {
    case svg, pdf

    var writer: any OutputWriter {
        switch self {
        case .svg: SVGWriter()
        case .pdf: PDFWriter()
        }
    }
}
