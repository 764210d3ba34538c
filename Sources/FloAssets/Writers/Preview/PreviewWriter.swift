import FloDrawing
import FloOutputFolder
import FloSupport

/// Writes the preview page: one self-contained HTML file showing every control in every appearance at
/// each scale, on light and dark backgrounds, with its keys, its files and, for push buttons, its crispness.
struct PreviewWriter: OutputWriter {
    /// The page's file name inside the output folder.
    var pageName = "index.html"
    /// The manifest's other outputs, which the page links to.
    var links: [PreviewLink] = []

    func paths(for control: Control) -> [String] { [] }

    func files(for control: Control, drawing: Drawing) -> [GeneratedFile] { [] }

    func sharedFiles(for artwork: Artwork) -> [GeneratedFile] {
        var page = PreviewPage(artwork: artwork, links: links)
        return [GeneratedFile(path: pageName, bytes: page.html(), isText: true)]
    }

    func sharedPaths(for artwork: Artwork) -> [String] { [pageName] }

    /// Any page name, whatever the manifest says now: an index written for another name must still let the tool
    /// remove the page it wrote then.
    func couldHaveWritten(_ path: String) -> Bool { Self.isPageName(path) }

    /// `<name>.html` with a valid control-like name.
    static func isPageName(_ name: String) -> Bool {
        name.hasSuffix(".html") && name.utf8.count > 5 && ManifestDecoder.nameProblem(name) == nil
    }
}

/// Another output of the manifest, as the preview page links to its files.
struct PreviewLink: Sendable {
    var format: OutputFormat
    /// The output's folder relative to the page's folder: empty for the same folder, else ending in `/`.
    var prefix: String
    var writer: any OutputWriter

    /// The relative path from the folder `from` to the folder `to`, both written as `OutputSpec.folderKey`s
    /// (inside the manifest's folder, no `.` or `..`), as a prefix for file names.
    static func relativePrefix(from: String, to: String) -> String {
        let source = from.pathComponents()
        let target = to.pathComponents()
        var common = 0
        while common < source.count, common < target.count, source[common].utf8.elementsEqual(target[common].utf8) {
            common += 1
        }
        let up = Array(repeating: "..", count: source.count - common)
        let components = up + target[common...].map(String.init)
        return components.isEmpty ? "" : components.joined(separator: "/") + "/"
    }
}

/// `preview`: one page, named by the output's path, which links to the other outputs' files.
enum PreviewFormat: FormatDescriptor {
    static func options(_ reader: EntryReader) -> NoOptions? {
        guard let path = reader.outputPath else { return NoOptions() }
        guard !path.endsWithSlash, PreviewWriter.isPageName(path.pathComponents().last.map(String.init) ?? "") else {
            reader.report(.notAPreviewPath(path), at: "path")
            return nil
        }
        return NoOptions()
    }

    static func writer(_ options: NoOptions, context: WriterContext) -> any OutputWriter {
        PreviewWriter(pageName: context.fileName, links: context.links)
    }

    static let drawingLimit: DrawingLimit? = DrawingLimit(
        warning: PreviewPage.drawingsBeforeWarning, maximum: PreviewPage.maximumDrawings)

    static let showsSettings = true

    static let writesOneFile = true
}
