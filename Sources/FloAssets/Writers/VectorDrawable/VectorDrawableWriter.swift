import FloDrawing
import FloOutputFolder
import FloSupport

/// Writes Android VectorDrawable resources into a `res/` folder: `drawable/<name>.xml` for the light
/// drawing, `drawable-night/<name>.xml` for the dark one (high contrast has no resource qualifier), and the palette
/// as `values/flo_colors.xml` and `values-night/flo_colors.xml`. A control with `"androidDrawable": "png"` is PNGs
/// instead, one per density: `drawable-xhdpi/<name>.png`, `drawable-night-xhdpi/<name>.png`. Only these files are
/// ever written, so the project's own resources in the same folder are never touched.
struct VectorDrawableWriter: OutputWriter {
    static let colorsFile = "flo_colors.xml"

    /// Android's lint (`VectorPath`) warns above this many characters of `pathData`: slow to draw.
    static let pathDataLintLimit = 800
    /// The longest string Android's resource compiler (`aapt2`) encodes: a longer `pathData` fails the app's build.
    static let maximumPathData = 32_767
    /// Android's lint (`VectorRaster`) warns when a vector drawable is larger than this, in dp.
    static let sizeLintLimit = 200.0

    /// The resource qualifier of `appearance`'s folders; nil for high contrast, which has none.
    private func nightQualifier(_ appearance: Appearance) -> String? {
        switch appearance {
        case .any: ""
        case .dark: "-night"
        case .highContrast, .darkHighContrast: nil
        }
    }

    func paths(for control: Control) -> [String] {
        guard let night = nightQualifier(control.appearance) else { return [] }
        let name = AndroidResourceName.drawable(control.name)
        switch control.androidDrawable {
        case .vector: return ["drawable\(night)/\(name).xml"]
        case .png: return AndroidDrawable.densities.map { "drawable\(night)-\($0.qualifier)/\(name).png" }
        }
    }

    func files(for control: Control, drawing: Drawing) -> [GeneratedFile] {
        switch control.androidDrawable {
        case .vector:
            return paths(for: control).map { GeneratedFile(path: $0, bytes: Self.data(for: drawing), isText: true) }
        case .png:
            return zip(paths(for: control), AndroidDrawable.densities).map { path, density in
                GeneratedFile(path: path, bytes: PNGWriter.image(of: drawing, scale: density.scale), isText: false)
            }
        }
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

    /// `drawable[-night]/<name>.xml` or `drawable[-night]-<density>/<name>.png` with a valid resource name, or
    /// `values[-night]/flo_colors.xml`.
    func couldHaveWritten(_ path: String) -> Bool {
        let components = path.pathComponents(omittingEmpty: false)
        guard components.count == 2 else { return false }
        let (folder, file) = (String(components[0]), String(components[1]))
        func isResource(_ pathExtension: String) -> Bool {
            file.hasSuffix(pathExtension)
                && AndroidResourceName.problem(String(file.dropLast(pathExtension.count)), isFileName: true) == nil
        }
        switch folder {
        case "values", "values-night": return file == Self.colorsFile
        case "drawable", "drawable-night": return isResource(".xml")
        default: return Self.densityFolders.contains(folder) && isResource(".png")
        }
    }

    /// The folders PNGs go in: `drawable-mdpi` to `drawable-xxxhdpi`, and their `drawable-night-` twins.
    static let densityFolders = Set(
        ["", "-night"].flatMap { night in AndroidDrawable.densities.map { "drawable\(night)-\($0.qualifier)" } })
}

/// `vectorDrawable`: an Android `res/` folder; no options.
enum VectorDrawableFormat: FormatDescriptor {
    static func writer(_ options: NoOptions, context: WriterContext) -> any OutputWriter { VectorDrawableWriter() }

    static func rules() -> (any OutputRules)? { AndroidRules() }
}
