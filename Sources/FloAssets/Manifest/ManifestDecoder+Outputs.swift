/// `outputs`: each a format and a path inside the manifest's folder, with the format's own options.
extension ManifestDecoder {
    /// Most outputs in one manifest: each output folder is held open and locked for the whole run, and the outputs
    /// are compared with one another as a set.
    static let maximumOutputs = 100

    func decodeOutputs(_ node: JSONNode) -> [OutputSpec]? {
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            typeMismatch(node, path: "outputs", expected: "a non-empty array of outputs")
            return nil
        }
        guard elements.count <= Self.maximumOutputs else {
            report(.tooManyOutputs(elements.count, maximum: Self.maximumOutputs), at: node.location, path: "outputs")
            return nil
        }
        let errorsBefore = errorCount
        var specs: [OutputSpec] = []
        for (index, element) in elements.enumerated() {
            guard let fields = object(element, path: "outputs[\(index)]"), let spec = decodeOutput(fields) else {
                continue
            }
            // Two pages (or code files) may share a folder under different names (ignoring case, as macOS does); any other format
            // writes a folder's files once.
            if specs.contains(where: {
                $0.format == spec.format && $0.folderKey.utf8.elementsEqual(spec.folderKey.utf8)
                    && (!spec.format.descriptor.writesOneFile || $0.fileName.lowercased() == spec.fileName.lowercased())
            }) {
                report(
                    .outputListedTwice(spec.format.rawValue, path: spec.path), at: fields.location,
                    path: fields.path)
                continue
            }
            // Two files of one folder are most likely compiled in one module, where each name is declared once.
            if let declared = spec.format.descriptor.moduleDeclaration(anyOptions: spec.options),
                let other = specs.first(where: {
                    $0.folderKey.utf8.elementsEqual(spec.folderKey.utf8)
                        && $0.format.descriptor.moduleDeclaration(anyOptions: $0.options)?.name == declared.name
                })
            {
                report(
                    .declaredTwiceInModule(declared.name, path: spec.path, other: other.path, key: declared.key),
                    at: fields.location, path: fields.path)
                continue
            }
            specs.append(spec)
        }
        return errorCount == errorsBefore ? specs : nil
    }

    private func decodeOutput(_ fields: ObjectReader) -> OutputSpec? {
        let errorsBefore = errorCount
        var format: OutputFormat?
        if fields.member("format") != nil {
            format = choice(fields, "format", as: OutputFormat.self)
        } else {
            report(
                .missingKey(
                    "format",
                    hint: "one of " + OutputFormat.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")),
                at: fields.location, path: fields.path(of: "format"))
        }
        var path: String?
        if let member = fields.member("path") {
            path = string(member.value, path: fields.path(of: "path"))
            if let text = path, let problem = OutputPath.problem(with: text) {
                report(problem, at: member.value.location, path: fields.path(of: "path"))
            }
        } else {
            report(
                .missingKey("path", hint: "a folder relative to the manifest"), at: fields.location,
                path: fields.path(of: "path"))
        }
        // The format's own keys; an unknown format reads none, so that each of its keys is reported.
        let options = format.flatMap {
            $0.descriptor.anyOptions(EntryReader(decoder: self, fields: fields, outputPath: path))
        }
        reportUnread(fields, controlType: nil)
        guard let format, let path, errorCount == errorsBefore else { return nil }
        return OutputSpec(
            format: format, path: path, location: fields.location(of: "path"), key: fields.path(of: "path"),
            options: options ?? NoOptions())
    }
}
