import FloOutputFolder
import FloSVG
import FloSupport

/// Files a manifest imports (an `svg` control's `source`): found inside the manifest's folder, never through a
/// link, read and checked once however many controls use them.
extension ManifestDecoder {
    /// A file read and checked.
    struct Import {
        var source: String
        var document: SVGDocument
        var contents: SHA256.Digest
    }

    /// The document `source` (a path relative to the manifest, `{key}` placeholders filled from the entry) names;
    /// nil when it cannot be imported, reported at the `source` value or, for the file's content, in the file.
    func importSVG(_ written: String, reader: EntryReader) -> Import? {
        let fields = reader.fields
        let location = fields.location(of: "source")
        let path = fields.path(of: "source")
        // Each placeholder written as the control's name writes it (`0.5`, `true`, a list's position).
        let template = NameTemplate(written)
        let texts = Dictionary(
            template.placeholders.compactMap { key in
                fields.member(key).flatMap { member in
                    (expandedTexts[key] ?? ExpandedKey.nameText(member.value)).map { (key, $0) }
                }
            }
        ) { first, _ in first }
        let unfilled = template.placeholders.filter { texts[$0] == nil }
        guard unfilled.isEmpty else {
            let keys = unfilled.map { "{\($0)}" }.joined(separator: ", ")
            report(
                .importProblem(
                    written, reason: "\(keys) names no text, number or boolean of this entry; give the entry that key"),
                at: location, path: path)
            return nil
        }
        let source = template.rendered { texts[$0] ?? "" }
        let importFolder: String
        let components: [String]
        switch importPath(source) {
        case .inside(let folder, let parts): (importFolder, components) = (folder, parts)
        case .refused(let reason):
            report(.importProblem(source, reason: reason), at: location, path: path)
            return nil
        }
        let relative = components.joined(separator: "/")
        let display = importDisplayPrefix + relative
        let key = Array(relative.utf8)
        if let known = imports[key] { return known }
        // A broken file is reported once, for the first control that imports it.
        guard !failedImports.contains(key) else { return nil }
        // Past the run's elements the run fails anyway (the file that passed them was reported): no more is read.
        guard !passedImportLimit else { return nil }
        failedImports.insert(key)
        // Named, whether it can be read or not: a watcher waits for it to appear or be fixed.
        let absolute = PathResolution.joined(importFolder, relative)
        importedFiles.append(absolute)
        importers[absolute] = importedBy(fields)
        let result: FileSystem.ReadResult
        do {
            result = try FileSystem.readRegularFile(
                inside: importFolder, components: components, limit: SVGDocument.maximumFileSize)
        } catch {
            report(.importProblem(source, reason: error.reason), at: location, path: path)
            return nil
        }
        let bytes: [UInt8]
        switch result {
        case .contents(let contents): bytes = contents
        case .absent:
            report(
                .importProblem(source, reason: "no such file; check the path, relative to the manifest"), at: location,
                path: path)
            return nil
        case .tooLarge:
            report(
                .importProblem(source, reason: "larger than \(SVGDocument.maximumFileSize >> 20) MiB"), at: location,
                path: path)
            return nil
        case .notRegular(let kind):
            // A link on the way is named, not the file beyond it.
            let link = (1..<components.count).lazy.map { components[..<$0].joined(separator: "/") }.first {
                FileSystem.linkText(of: PathResolution.joined(importFolder, $0)) != nil
            }
            report(
                .importProblem(
                    source,
                    reason: (link.map { "its folder \"\($0)\" is a symbolic link" } ?? kind.description)
                        + "; an imported file must be a regular file, not reached through a link"),
                at: location, path: path)
            return nil
        }
        do {
            let document = try SVGDocument.parse(bytes)
            importedElements += document.elementCount
            guard importedElements <= importedElementLimit else {
                report(
                    .importProblem(
                        source,
                        reason:
                            "with its \(document.elementCount) elements the imported files would hold more than the \(importedElementLimit) a run holds in all; import fewer or simpler files"
                    ), at: location, path: path)
                return nil
            }
            let imported = Import(source: relative, document: document, contents: SHA256.hash(bytes))
            imports[key] = imported
            for warning in document.warnings {
                reportInFile(
                    Diagnostic(
                        .warning, path: display, location: warning.location,
                        message: warning.message + importedBy(fields)))
            }
            return imported
        } catch {
            reportInFile(
                Diagnostic(path: display, location: error.location, message: error.message + importedBy(fields)))
            return nil
        }
    }

    /// What an import's `source` (placeholders filled) names: a path inside the folder files are imported from, or
    /// why it cannot. A refusal is not remembered, as a broken file is: each entry naming the path reports it.
    enum ImportPath {
        case inside(folder: String, components: [String])
        case refused(reason: String)
    }

    func importPath(_ source: String) -> ImportPath {
        guard let importFolder else {
            return .refused(reason: "files are imported only from a manifest read from a file")
        }
        guard let components = Self.components(ofImport: source) else {
            return .refused(
                reason: "the path must be relative, stay inside the manifest's folder and hold no control character")
        }
        if let name = components.first(where: { $0.utf8.count > String.maximumFileNameLength }) {
            return .refused(reason: String.overlongNameReason(name))
        }
        return .inside(folder: importFolder, components: components)
    }

    /// ` (imported by control "name", assets.json:3:5)`: which entry read the file, for a diagnostic located in it.
    private func importedBy(_ fields: ObjectReader) -> String {
        let location = fields.location(of: "source")
        let name = fields.member("name").flatMap {
            if case .string(let text) = $0.value.value { text } else { nil }
        }
        return " (imported by " + (name.map { "control \"\($0)\", " } ?? "")
            + "\(file):\(location.line):\(location.column))"
    }

    /// The components of `source` once `.` and inner `..` are taken out; nil when it is absolute, empty, or climbs
    /// out of the manifest's folder.
    static func components(ofImport source: String) -> [String]? {
        // A control character would be cut or misread by the file system (a NUL ends a C string). Split at `/`
        // bytes, as the file system does: `../\u{301}x` is one character-wise component but climbs out.
        guard !source.startsWithSlash, !source.isEmpty, !source.unicodeScalars.contains(where: { $0.value < 0x20 })
        else { return nil }
        var components: [String] = []
        for component in source.pathComponents() {
            if component.isCurrentFolderComponent { continue }
            if component.isParentFolderComponent {
                guard components.popLast() != nil else { return nil }
                continue
            }
            components.append(String(component))
        }
        return components.isEmpty ? nil : components
    }

    /// More elements than a run's imported files hold, all held until the end: about 600 MB at most.
    static let maximumImportedElements = 1_000_000

    /// Whether the controls decoded so far pass a limit on the whole run's work (PNG pixels, converting artwork,
    /// imported elements, a code file's paths): the run fails anyway, so later entries are checked once, not expanded.
    var passedRunLimit: Bool {
        passedPNGPixelLimit || passedArtworkWorkLimit || passedImportLimit || passedCodeFileLimit
    }

    var passedImportLimit: Bool { importedElements > importedElementLimit }
}
