/// One output of the manifest (§2.6): a format, a path relative to the manifest's folder, and the format's options.
package struct OutputSpec: Sendable {
    var format: OutputFormat
    /// As written, relative to the manifest's folder (or to `--output DIR`).
    var path: String
    /// Where `path` is written, for errors found when the folder is resolved; nil for the default.
    var location: SourceLocation?
    /// The catalog's options, for `xcassets`.
    var catalog = XcassetsWriter()

    /// The writer, with this output's options.
    var writer: any OutputWriter {
        format == .xcassets ? catalog : format.writer
    }

    /// The path's folder components, without `.` or empty ones: outputs with the same key share a folder.
    var folderKey: String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}

/// The outputs that share one folder, and so one ownership index.
package struct OutputGroup: Sendable {
    /// The folder as written in the manifest.
    package var path: String
    var location: SourceLocation?
    var writers: [any OutputWriter]
}
