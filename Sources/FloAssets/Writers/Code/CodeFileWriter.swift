import FloDrawing
import FloOutputFolder

/// A writer of one source file of drawing code: no file of a control's own, one file for them all, which a
/// preview page links each control to.
protocol CodeFileWriter: OutputWriter {
    var fileName: String { get }
    /// The language's file extension: `swift`, `kt`.
    static var pathExtension: String { get }
    /// The file's text for `artwork`.
    func source(for artwork: Artwork) -> String
}

extension CodeFileWriter {
    func paths(for control: Control) -> [String] { [] }

    func files(for control: Control, drawing: Drawing) -> [GeneratedFile] { [] }

    func linkedFiles(for control: Control) -> [String] { [fileName] }

    func couldHaveWritten(_ path: String) -> Bool { CodeFormat.isCodeFile(path, pathExtension: Self.pathExtension) }

    func sharedFiles(for artwork: Artwork) -> [GeneratedFile] {
        [GeneratedFile(path: fileName, bytes: Array(source(for: artwork).utf8), isText: true)]
    }

    func sharedPaths(for artwork: Artwork) -> [String] { [fileName] }
}
