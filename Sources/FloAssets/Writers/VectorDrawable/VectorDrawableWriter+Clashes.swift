import FloOutputFolder

/// Android's resource merger fails on two resources of one type and name in one configuration: the app's own
/// `drawable/plus_button.png`, `color/water.xml` or `<color name="water">` in its `values/colors.xml` would break
/// the build next to ours, so they are reported first. Only the configurations written here can clash (`drawable`,
/// `values` and, for what has a dark value, their `-night` folders, and the density folders of PNGs), however a
/// folder spells them (`AndroidFolder`); a resource in another one (`drawable-hdpi` for a vector drawable,
/// `values-land`) is an alternative Android picks on those devices.
extension VectorDrawableWriter {
    /// Each folder and file is opened relative to the one holding it, never through a link: a link in the folder
    /// is the user's, and what it leads to is not read, listed or reported. Names Android's build ignores (dot
    /// files, `~` backups) are skipped.
    func clashes(in resources: FileSystem.OpenedFolder, artwork: Artwork) -> [(path: String, message: String)] {
        let configurations = Self.configurations(of: artwork)
        var found: [(path: String, message: String)] = []
        for name in resources.names.sorted() {
            guard let folder = AndroidFolder(name), let written = configurations[folder.qualifiers],
                let opened = FileSystem.OpenedFolder(name, in: resources)
            else { continue }
            // Our own files are the drawables in the folder named as this tool names it.
            let isOurs = folder.type == "drawable" && name == "drawable" + folder.qualifiers
            for file in opened.names.sorted() where !file.hasPrefix(".") && !file.hasSuffix("~") {
                let clashes =
                    folder.type == "values"
                    ? valuesClashes(file, in: opened, written: written)
                    : Self.fileClash(file, type: folder.type, written: written, isOurs: isOurs)
                found += clashes.map { (name + "/" + file, $0) }
            }
        }
        return found
    }

    /// The configurations written here, by their qualifiers, each with the resources it holds: the plain and night
    /// ones, and a density's only where some control is PNGs.
    private static func configurations(of artwork: Artwork) -> [String: Written] {
        var configurations = ["": Written(artwork, night: false), "-night": Written(artwork, night: true)]
        for night in [false, true] where artwork.controls.contains(where: { $0.androidDrawable == .png }) {
            let written = Written(artwork, night: night, png: true)
            guard !written.drawables.isEmpty else { continue }
            for density in AndroidDrawable.densities {
                configurations[(night ? "-night-" : "-") + density.qualifier] = written
            }
        }
        return configurations
    }

    /// The resources this writer puts in one configuration, by `R` field, and the extension of the drawables' files.
    private struct Written {
        var drawables: Set<String>
        var colors: Set<String>
        var drawableExtension: String

        /// The vector drawables and colours of the plain or night configuration; with `png`, the PNGs of each of
        /// its densities, and no colour.
        init(_ artwork: Artwork, night: Bool, png: Bool = false) {
            let kind = png ? AndroidDrawable.png : .vector
            drawables = Set(
                artwork.controls.filter { $0.appearance == (night ? .dark : .any) && $0.androidDrawable == kind }.map {
                    AndroidResourceName.drawable($0.name)
                })
            colors =
                png
                ? []
                : Set(
                    artwork.palette.entries.filter { !night || $0.color.resolved(.dark) != $0.color.any }.map {
                        AndroidResourceName.color($0.name)
                    })
            drawableExtension = png ? ".png" : ".xml"
        }
    }

    /// A file resource (`drawable/x.png`, `color/x.xml`) of a name written here; ours are the drawables' `.xml`
    /// (`.png` in a density's folder).
    private static func fileClash(_ file: String, type: String, written: Written, isOurs: Bool) -> [String] {
        let stem = String(file.prefix { $0 != "." })
        guard (type == "drawable" ? written.drawables : written.colors).contains(stem),
            !(isOurs && file == stem + written.drawableExtension)
        else { return [] }
        return [message(type: type, name: stem, isFile: true)]
    }

    /// The largest values file read: larger ones cannot be checked, and are reported.
    static let valuesFileLimit = 16 << 20

    /// The resources of a values file that are written here too.
    private func valuesClashes(_ file: String, in folder: FileSystem.OpenedFolder, written: Written) -> [String] {
        guard file.hasSuffix(".xml"), file != Self.colorsFile else { return [] }
        let read = try? folder.readRegularFile(named: file, limit: Self.valuesFileLimit)
        if read == .tooLarge {
            return [
                "is larger than \(Self.valuesFileLimit >> 20) MiB, so flo-assets cannot check it for resources it also writes; split it"
            ]
        }
        guard case .contents(let bytes)? = read else { return [] }
        return AndroidValuesFile(bytes).resources.compactMap { resource in
            let name = AndroidResourceName.field(resource.name)
            switch resource.type {
            case "color" where written.colors.contains(name): return Self.message(type: "color", name: name)
            case "drawable" where written.drawables.contains(name): return Self.message(type: "drawable", name: name)
            default: return nil
            }
        }
    }

    private static func message(type: String, name: String, isFile: Bool = false) -> String {
        type == "color"
            ? (isFile ? "is" : "defines")
                + " the colour \(name), which flo-assets writes from the palette; rename one of them"
            : "is the resource drawable/\(name), which flo-assets also writes; rename the control or this file"
    }
}
