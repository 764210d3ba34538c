import FloSupport

/// One output of the manifest: a format, a path relative to the manifest's folder, and the format's options, which
/// its descriptor read and alone knows the type of.
package struct OutputSpec: Sendable {
    var format: OutputFormat
    /// As written, relative to the manifest's folder (or to `--output DIR`).
    var path: String
    /// Where `path` is written, for errors found when the folder is resolved; nil for the default.
    var location: SourceLocation?
    /// How messages name the path's key: `output`, or `outputs[2].path`.
    var key = "output"
    var options: any Sendable = NoOptions()

    /// The folder the output writes into: its path, or the folder of the file for an output that writes one.
    var folder: String {
        guard format.descriptor.writesOneFile else { return path }
        let components = path.pathComponents(omittingEmpty: false).dropLast()
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// The file name of an output that writes one file (a `preview` page, a code file).
    var fileName: String {
        path.pathComponents().last.map(String.init) ?? path
    }

    /// The folder with `.`, `..` and empty components resolved as text: outputs with the same key share a folder
    /// (and a link or another case that names the same folder is caught when the folders are opened).
    var folderKey: String {
        var components: [Substring] = []
        for component in folder.pathComponents() where !component.isCurrentFolderComponent {
            if component.isParentFolderComponent { _ = components.popLast() } else { components.append(component) }
        }
        return components.joined(separator: "/")
    }
}
