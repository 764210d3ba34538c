import FloDrawing
import FloOutputFolder
import FloSupport

/// Writes Android VectorDrawable resources into a `res/` folder: `drawable/<name>.xml` for the light
/// drawing, `drawable-night/<name>.xml` for the dark one (high contrast has no resource qualifier), and the palette
/// as `values/flo_colors.xml` and `values-night/flo_colors.xml`. Only these files are ever written, so the
/// project's own resources in the same folder are never touched.
struct VectorDrawableWriter: OutputWriter {
    static let colorsFile = "flo_colors.xml"

    /// Android's lint (`VectorPath`) warns above this many characters of `pathData`: slow to draw.
    static let pathDataLintLimit = 800
    /// The longest string Android's resource compiler (`aapt2`) encodes: a longer `pathData` fails the app's build.
    static let maximumPathData = 32_767
    /// Android's lint (`VectorRaster`) warns when a vector drawable is larger than this, in dp.
    static let sizeLintLimit = 200.0

    private func folder(for appearance: Appearance) -> String? {
        switch appearance {
        case .any: "drawable/"
        case .dark: "drawable-night/"
        case .highContrast, .darkHighContrast: nil
        }
    }

    func paths(for control: Control) -> [String] {
        folder(for: control.appearance).map { [$0 + AndroidResourceName.drawable(control.name) + ".xml"] } ?? []
    }

    func files(for control: Control, drawing: Drawing) -> [GeneratedFile] {
        paths(for: control).map { GeneratedFile(path: $0, bytes: Self.data(for: drawing), isText: true) }
    }

    /// Every shared file: the colour resources.
    func paletteFiles(for artwork: Artwork) -> [String] { sharedFiles(for: artwork).map(\.path) }

    /// `R.drawable.plus_button`: Android names the resource after the file; in Kotlin, a keyword in backticks.
    func usages(in artwork: Artwork) -> [EntryState: String] {
        artwork.usages {
            "R.drawable." + CodeName.escaped(AndroidResourceName.drawable($0.name), CodeName.kotlinKeywords)
        }
    }

    func sharedFiles(for artwork: Artwork) -> [GeneratedFile] {
        let entries = artwork.palette.entries
        guard !entries.isEmpty else { return [] }
        var files = [
            GeneratedFile(
                path: "values/" + Self.colorsFile, bytes: Self.colorResources(entries.map { ($0.name, $0.color.any) }),
                isText: true)
        ]
        let night = entries.filter { $0.color.resolved(.dark) != $0.color.any }
        if !night.isEmpty {
            files.append(
                GeneratedFile(
                    path: "values-night/" + Self.colorsFile,
                    bytes: Self.colorResources(night.map { ($0.name, $0.color.resolved(.dark)) }), isText: true))
        }
        return files
    }

    /// `drawable[-night]/<name>.xml` with a valid resource name, or `values[-night]/flo_colors.xml`.
    func couldHaveWritten(_ path: String) -> Bool {
        let components = path.pathComponents(omittingEmpty: false)
        guard components.count == 2 else { return false }
        let (folder, file) = (components[0], String(components[1]))
        switch folder {
        case "values", "values-night":
            return file == Self.colorsFile
        case "drawable", "drawable-night":
            return file.hasSuffix(".xml")
                && AndroidResourceName.problem(String(file.dropLast(4)), isFileName: true) == nil
        default:
            return false
        }
    }
}

/// `vectorDrawable`: an Android `res/` folder; no options.
enum VectorDrawableFormat: FormatDescriptor {
    static func writer(_ options: NoOptions, context: WriterContext) -> any OutputWriter { VectorDrawableWriter() }

    static func rules() -> (any OutputRules)? { AndroidRules() }
}
