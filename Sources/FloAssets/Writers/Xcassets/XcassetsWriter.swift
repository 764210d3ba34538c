import FloDrawing
import FloOutputFolder
import FloSupport

/// Writes an Xcode asset catalog: one `<name>.imageset` per control holding its vector for every
/// appearance, one `<color>.colorset` per palette colour, optionally inside a namespace folder. The catalog may hold
/// the user's own sets; only the files listed here are ever written, and the root `Contents.json` only if missing.
struct XcassetsWriter: OutputWriter {
    /// The vector format inside each image set.
    enum Vector: String, Sendable, CaseIterable {
        case pdf, svg
    }

    var vector = Vector.pdf
    /// The folder that groups the sets, which Xcode turns into a namespace (`Flo/plus-button`); nil: the root.
    var namespace: String?
    /// Whether image sets keep the vector at run time (Xcode's "Preserve Vector Data").
    var preservesVectorData = true
    /// Whether the palette is written as colour sets.
    var writesColors = true
    /// The bundle the catalog is built into, which code loading its images must name: an app's, or a Swift package
    /// target's resources.
    var bundle = CodeBundle.main
    /// The writer of the PDF vectors, one for the catalog so that repeated drawings are compressed once.
    let pdfWriter = PDFWriter()

    private var prefix: String { namespace.map { $0 + "/" } ?? "" }

    private func imageSet(_ control: Control) -> String { prefix + control.name + ".imageset/" }

    private func vectorName(_ control: Control) -> String { control.fileName + "." + vector.rawValue }

    func paths(for control: Control) -> [String] {
        let folder = imageSet(control)
        let contents = control.appearance == .any ? [folder + "Contents.json"] : []
        return contents + [folder + vectorName(control)]
    }

    func files(for control: Control, drawing: Drawing) -> [GeneratedFile] {
        let folder = imageSet(control)
        let bytes =
            switch vector {
            case .pdf: pdfWriter.data(for: drawing)
            case .svg: SVGWriter().data(for: drawing)
            }
        let vectorFile = GeneratedFile(path: folder + vectorName(control), bytes: bytes, isText: vector == .svg)
        guard control.appearance == .any else { return [vectorFile] }
        let contents = GeneratedFile(
            path: folder + "Contents.json", bytes: imageSetContents(control).bytes, isText: true)
        return [contents, vectorFile]
    }

    /// `Image("Flo/plus-button")`: an image set by its name, inside its namespace; in a package target,
    /// `Image("Flo/plus-button", bundle: .module)`, as `Image("…")` alone looks in the app's bundle and finds nothing.
    func usages(in artwork: Artwork) -> [EntryState: String] {
        let bundleArgument = bundle == .main ? "" : ", bundle: " + bundle.swiftExpression
        return artwork.usages { "Image(" + CodeSource.quoted(prefix + $0.name, kotlin: false) + bundleArgument + ")" }
    }

    func sharedFiles(for artwork: Artwork) -> [GeneratedFile] {
        var files = [
            GeneratedFile(
                path: "Contents.json", bytes: Self.catalogContents.bytes, isText: true, isCreatedOnce: true)
        ]
        if let namespace {
            files.append(
                GeneratedFile(path: namespace + "/Contents.json", bytes: Self.namespaceContents.bytes, isText: true))
        }
        if writesColors {
            for (name, color) in artwork.palette.entries {
                files.append(
                    GeneratedFile(
                        path: prefix + name + ".colorset/Contents.json", bytes: Self.colorSetContents(color).bytes,
                        isText: true))
            }
        }
        return files
    }

    /// The colour sets, when written.
    func paletteFiles(for artwork: Artwork) -> [String] {
        writesColors ? artwork.palette.names.map { prefix + $0 + ".colorset/Contents.json" } : []
    }

    /// `[namespace/]<name>.imageset/Contents.json`, `[namespace/]<name>.imageset/<name>[~appearance].pdf|svg`,
    /// `[namespace/]<color>.colorset/Contents.json` or `<namespace>/Contents.json`, whatever the options are now:
    /// an index written with other options must still let the tool remove what it wrote then. Never the catalog's
    /// own `Contents.json`, which may have been there first.
    func couldHaveWritten(_ path: String) -> Bool {
        var components = path.pathComponents(omittingEmpty: false).map(String.init)
        if components.count == 2 && components[1] == "Contents.json" && Palette.isIdentifier(components[0]) {
            return true
        }
        if components.count == 3 {
            guard Palette.isIdentifier(components[0]) else { return false }
            components.removeFirst()
        }
        guard components.count == 2 else { return false }
        return isSetFile(set: components[0], file: components[1])
    }

    /// `<namespace>/Contents.json`: the namespace's, which goes only once the folder holds nothing else (the user's
    /// own sets in it would otherwise leave the namespace).
    func describesItsFolder(_ path: String) -> Bool {
        let components = path.pathComponents()
        return components.count == 2 && components[1] == "Contents.json" && !Self.isSetFolder(components[0])
    }

    /// An image or colour set: without its `Contents.json`, Xcode shows it broken.
    func isBrokenWhenPartlyEmptied(_ folder: String) -> Bool {
        Self.isSetFolder(folder.pathComponents().last ?? "")
    }

    private static func isSetFolder(_ name: Substring) -> Bool {
        name.hasSuffix(".imageset") || name.hasSuffix(".colorset")
    }

    /// `<name>.imageset/Contents.json`, `<name>.imageset/<name>[~appearance].pdf|svg` or
    /// `<color>.colorset/Contents.json`.
    private func isSetFile(set: String, file: String) -> Bool {
        if set.hasSuffix(".colorset") {
            return file == "Contents.json" && Palette.nameProblem(String(set.dropLast(".colorset".count))) == nil
        }
        guard set.hasSuffix(".imageset") else { return false }
        let name = String(set.dropLast(".imageset".count))
        guard ManifestDecoder.nameProblem(name) == nil else { return false }
        if file == "Contents.json" { return true }
        return Vector.allCases.contains { vector in
            isFlatFile(file, pathExtension: vector.rawValue)
                && (file == name + "." + vector.rawValue || file.hasPrefix(name + "~"))
        }
    }
}

/// `xcassets`: a catalog at a path ending in `.xcassets`, with `vector`, `namespace`, `preserveVectorData`,
/// `colors` and `bundle`.
enum XcassetsFormat: FormatDescriptor {
    static func options(_ reader: EntryReader) -> XcassetsWriter? {
        var catalog = XcassetsWriter()
        if let vector = reader.choice("vector", as: XcassetsWriter.Vector.self) { catalog.vector = vector }
        if let namespace = reader.string("namespace") {
            if Palette.isIdentifier(namespace) {
                catalog.namespace = namespace
            } else {
                reader.report(.invalidNamespace(namespace), at: "namespace")
            }
        }
        if let value = reader.bool("preserveVectorData") { catalog.preservesVectorData = value }
        if let value = reader.bool("colors") { catalog.writesColors = value }
        if let bundle = reader.choice("bundle", as: CodeBundle.self) { catalog.bundle = bundle }
        if let path = reader.outputPath,
            !(path.pathComponents().last.map { $0.hasSuffix(".xcassets") && $0.count > 9 } ?? false)
        {
            reader.report(.notACatalogPath(path), at: "path")
        }
        return reader.isValid ? catalog : nil
    }

    /// The catalog's options are the writer's own settings.
    static func writer(_ options: XcassetsWriter, context: WriterContext) -> any OutputWriter { options }

    static func effectImagePixelsPerPoint(_ options: XcassetsWriter) -> Double? {
        options.vector == .pdf ? PDFContentStream.effectPixelsPerPoint : nil
    }
}
