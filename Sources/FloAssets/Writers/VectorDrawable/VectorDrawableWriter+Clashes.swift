/// Android merges every file of a resource type into one namespace: the app's own `drawable/plus_button.png` or a
/// `<color name="water">` in its `values/colors.xml` would break the build next to ours, so they are reported first.
extension VectorDrawableWriter {
    /// Every `drawable*` folder and `values*` file of the app is read for clashes.
    var readsUserFiles: Bool { true }

    /// Each folder and file is opened relative to the one holding it, never through a link: a link in the folder
    /// is the user's, and what it leads to is not read, listed or reported.
    func clashes(inFolder path: String, manifest: Manifest) -> [(path: String, message: String)] {
        guard let resources = FileSystem.OpenedFolder(path) else { return [] }
        let drawables = Set(manifest.controls.map { AndroidResourceName.drawable($0.name) })
        let colors = Set(manifest.palette.names.map(AndroidResourceName.color))
        var found: [(path: String, message: String)] = []
        for folder in resources.names {
            let isDrawables = folder == "drawable" || folder.hasPrefix("drawable-")
            let isValues = folder == "values" || folder.hasPrefix("values-")
            guard isDrawables || isValues, let opened = FileSystem.OpenedFolder(folder, in: resources) else { continue }
            if isDrawables {
                for file in opened.names {
                    let stem = String(file.prefix { $0 != "." })
                    let ours = file == stem + ".xml" && (folder == "drawable" || folder == "drawable-night")
                    guard drawables.contains(stem), !ours else { continue }
                    found.append((folder + "/" + file, Self.drawableClash(stem)))
                }
            } else {
                for file in opened.names where file.hasSuffix(".xml") && file != Self.colorsFile {
                    guard case .contents(let bytes)? = try? opened.readRegularFile(named: file, limit: 1 << 20) else {
                        continue
                    }
                    for resource in AndroidValuesFile(bytes).resources {
                        let name = Self.fieldName(resource.name)
                        if resource.type == "color", colors.contains(name) {
                            found.append(
                                (
                                    folder + "/" + file,
                                    "defines the colour \(resource.name), which flo-assets writes from the palette; rename one of them"
                                ))
                        } else if resource.type == "drawable", drawables.contains(name) {
                            found.append((folder + "/" + file, Self.drawableClash(name)))
                        }
                    }
                }
            }
        }
        return found
    }

    private static func drawableClash(_ name: String) -> String {
        "is the resource drawable/\(name), which flo-assets also writes; rename the control or this file"
    }

    /// The name a resource gets in `R`: `.` and `-` become `_`, so `water.dark` and `water_dark` are one.
    static func fieldName(_ name: String) -> String {
        String(name.map { $0 == "." || $0 == "-" ? "_" : $0 })
    }
}
