/// What the code formats share: a path naming one source file, with the language's extension.
enum CodeFormat {
    /// `<name>.<pathExtension>` with a valid control-like name.
    static func isCodeFile(_ path: String, pathExtension: String) -> Bool {
        let suffix = "." + pathExtension
        return path.hasSuffix(suffix) && path.utf8.count > suffix.utf8.count
            && ManifestDecoder.nameProblem(path) == nil
    }

    /// Reports an output path that does not name such a file; whether it does.
    static func checkPath(_ reader: EntryReader, pathExtension: String, example: String) -> Bool {
        guard let path = reader.outputPath else { return true }
        let name = path.endsWithSlash ? "" : path.pathComponents().last.map(String.init) ?? ""
        if isCodeFile(name, pathExtension: pathExtension) { return true }
        // A name as long as a control's may be is long enough: compilers name their outputs after the file, with
        // suffixes (`Kt.class`, `.swift.o`) that must still fit the file system's 255 bytes.
        if case .nameTooLong(_, let maximum)? = ManifestDecoder.nameProblem(name), name.hasSuffix("." + pathExtension) {
            reader.report(.codeFileNameTooLong(name, maximum: maximum), at: "path")
        } else {
            reader.report(.notACodePath(path, example: example), at: "path")
        }
        return false
    }
}

/// The options of a Swift code output: the bundle that holds the asset catalog's colours, the access level of what
/// the file declares, and the enum it declares it in.
struct SwiftCodeOptions: Sendable {
    /// Nil: the catalog's own `bundle`.
    var bundle: CodeBundle?
    var access = CodeAccess.internal
    /// Nil: the format's own (`FloViews`, `FloDrawings`).
    var namespace: String?

    static func read(_ reader: EntryReader, example: String) -> SwiftCodeOptions? {
        var options = SwiftCodeOptions()
        if let bundle = reader.choice("bundle", as: CodeBundle.self) { options.bundle = bundle }
        if let access = reader.choice("access", as: CodeAccess.self) { options.access = access }
        if let namespace = reader.string("namespace") {
            if let reason = CodeName.namespaceProblem(namespace) {
                reader.report(.invalidSwiftNamespace(namespace, reason: reason), at: "namespace")
            } else {
                options.namespace = namespace
            }
        }
        let pathIsValid = CodeFormat.checkPath(reader, pathExtension: "swift", example: example)
        return reader.isValid && pathIsValid ? options : nil
    }
}

/// `swiftui`: one Swift file with a SwiftUI view per control; `bundle` names where the catalog's colours are.
enum SwiftUIFormat: FormatDescriptor {
    static func options(_ reader: EntryReader) -> SwiftCodeOptions? {
        SwiftCodeOptions.read(reader, example: "Sources/App/FloViews.swift")
    }

    static func writer(_ options: SwiftCodeOptions, context: WriterContext) -> any OutputWriter {
        SwiftUIWriter(
            fileName: context.fileName,
            colors: CodeColors(catalog: context.catalog, bundle: options.bundle ?? context.catalog?.bundle ?? .main),
            access: options.access, namespace: options.namespace ?? "FloViews")
    }

    static func moduleDeclaration(_ options: SwiftCodeOptions) -> (name: String, key: String)? {
        (options.namespace ?? "FloViews", "namespace")
    }

    static func rules() -> (any OutputRules)? { CodeRules(language: .swiftUI) }

    static let writesOneFile = true

    /// A state in every appearance, to spell out the colours that change.
    static let drawingsPerControl = 0
    static let drawingsPerState = Appearance.allCases.count
}

/// `coreGraphics`: one Swift file with a drawing function per control, for `UIView.draw(_:)`.
enum CoreGraphicsFormat: FormatDescriptor {
    static func options(_ reader: EntryReader) -> SwiftCodeOptions? {
        SwiftCodeOptions.read(reader, example: "Sources/App/FloDrawings.swift")
    }

    static func writer(_ options: SwiftCodeOptions, context: WriterContext) -> any OutputWriter {
        CoreGraphicsWriter(
            fileName: context.fileName,
            colors: CodeColors(catalog: context.catalog, bundle: options.bundle ?? context.catalog?.bundle ?? .main),
            access: options.access, namespace: options.namespace ?? "FloDrawings")
    }

    static func moduleDeclaration(_ options: SwiftCodeOptions) -> (name: String, key: String)? {
        (options.namespace ?? "FloDrawings", "namespace")
    }

    static func rules() -> (any OutputRules)? { CodeRules(language: .coreGraphics) }

    static let writesOneFile = true

    /// A state in every appearance, to spell out the colours that change.
    static let drawingsPerControl = 0
    static let drawingsPerState = Appearance.allCases.count
}

/// `compose`: one Kotlin file with an `ImageVector` per control; `package` is the file's Kotlin package.
enum ComposeFormat: FormatDescriptor {
    static func options(_ reader: EntryReader) -> ComposeWriter? {
        var writer = ComposeWriter()
        if let package = reader.string("package") {
            let parts = package.split(separator: ".", omittingEmptySubsequences: false)
            if parts.allSatisfy({
                Palette.isIdentifier(String($0)) && !$0.contains("-") && !CodeName.kotlinKeywords.contains(String($0))
            }) {
                if let root = parts.first, ["kotlin", "java"].contains(root) {
                    reader.report(.reservedKotlinPackage(package, root: String(root)), at: "package")
                } else {
                    writer.package = package
                }
            } else {
                reader.report(.invalidKotlinPackage(package), at: "package")
            }
        }
        writer.access = reader.choice("access", as: CodeAccess.self)
        let pathIsValid = CodeFormat.checkPath(
            reader, pathExtension: "kt", example: "app/src/main/java/com/example/FloDrawings.kt")
        return reader.isValid && pathIsValid ? writer : nil
    }

    /// The options are the writer's own settings, with the file's name.
    static func writer(_ options: ComposeWriter, context: WriterContext) -> any OutputWriter {
        var writer = options
        writer.fileName = context.fileName
        return writer
    }

    static func rules() -> (any OutputRules)? { CodeRules(language: .compose) }

    /// The palette and appearance types, in the file's package.
    static func moduleDeclaration(_ options: ComposeWriter) -> (name: String, key: String)? {
        (options.package.map { $0 + ".FloPalette" } ?? "FloPalette", "package")
    }

    static let writesOneFile = true

    /// A state in every appearance to spell out its colours, and again to find whether any changes.
    static let drawingsPerControl = 0
    static let drawingsPerState = 2 * Appearance.allCases.count
}
