import FloSupport

/// The outputs that share one folder, and so one ownership index, each as the writer its descriptor makes.
package struct OutputGroup: Sendable {
    /// The folder as written in the manifest.
    package var path: String
    var location: SourceLocation?
    /// How messages name the path's key.
    var key: String
    var writers: [any OutputWriter]

    /// The file names of the preview pages written into the folder.
    package var previewPages: [String] { writers.compactMap { ($0 as? PreviewWriter)?.pageName } }
}

extension Manifest {
    /// The outputs grouped by folder, in the order first written: each group is one folder with one index.
    package var outputGroups: [OutputGroup] {
        var groups: [OutputGroup] = []
        // Keyed by bytes: `Café` and `Cafe\u{301}` compare equal as strings, yet are two folders on Linux.
        var positions: [[UInt8]: Int] = [:]
        for spec in outputs {
            let writer = writer(for: spec)
            let key = Array(spec.folderKey.utf8)
            if let position = positions[key] {
                groups[position].writers.append(writer)
            } else {
                positions[key] = groups.count
                groups.append(OutputGroup(path: spec.folder, location: spec.location, key: spec.key, writers: [writer]))
            }
        }
        return groups
    }

    /// The writer of `spec`, made by its format's descriptor; a preview page also gets every other output, to link
    /// to their files.
    func writer(for spec: OutputSpec) -> any OutputWriter {
        var context = WriterContext(scales: scales, fileName: spec.fileName)
        context.catalog = outputs.lazy.compactMap { $0.options as? XcassetsWriter }.first { $0.writesColors }.map {
            CatalogColors(namespace: $0.namespace, bundle: $0.bundle)
        }
        if spec.format == .preview {
            context.links = outputs.filter { $0.format != .preview }.map { other in
                PreviewLink(
                    format: other.format, prefix: PreviewLink.relativePrefix(from: spec.folderKey, to: other.folderKey),
                    writer: writer(for: other))
            }
        }
        return spec.format.descriptor.writer(anyOptions: spec.options, context: context)
    }
}
