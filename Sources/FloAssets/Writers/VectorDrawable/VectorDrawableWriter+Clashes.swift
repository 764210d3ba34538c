/// Android merges every file of a resource type into one namespace: the app's own `drawable/plus_button.png` or a
/// `<color name="water">` in its `values/colors.xml` would break the build next to ours, so they are reported first.
extension VectorDrawableWriter {
    /// Every `drawable*` folder and `values*` file of the app is read for clashes.
    var readsUserFiles: Bool { true }

    func clashes(inFolder path: String, manifest: Manifest) -> [(path: String, message: String)] {
        let drawables = Set(manifest.controls.map { AndroidResourceName.drawable($0.name) })
        let colors = Set(manifest.palette.names.map(AndroidResourceName.color))
        var found: [(path: String, message: String)] = []
        for folder in FileSystem.names(in: path).sorted() {
            let relative = { (file: String) in folder + "/" + file }
            if folder == "drawable" || folder.hasPrefix("drawable-") {
                for file in FileSystem.names(in: path + "/" + folder).sorted() {
                    let stem = String(file.prefix { $0 != "." })
                    let ours = file == stem + ".xml" && (folder == "drawable" || folder == "drawable-night")
                    guard drawables.contains(stem), !ours else { continue }
                    found.append(
                        (
                            relative(file),
                            "is the resource drawable/\(stem), which flo-assets also writes; rename the control or this file"
                        ))
                }
            } else if folder == "values" || folder.hasPrefix("values-"), !colors.isEmpty {
                for file in FileSystem.names(in: path + "/" + folder).sorted()
                where file.hasSuffix(".xml") && file != Self.colorsFile {
                    guard
                        case .contents(let bytes)? = try? FileSystem.readRegularFile(
                            at: path + "/" + folder + "/" + file, limit: 1 << 20)
                    else { continue }
                    let text = String(decoding: bytes, as: UTF8.self)
                    for name in colors.sorted() where text.contains("<color name=\"\(name)\"") {
                        found.append(
                            (
                                relative(file),
                                "defines the colour \(name), which flo-assets writes from the palette; rename one of them"
                            ))
                    }
                }
            }
        }
        return found
    }
}
