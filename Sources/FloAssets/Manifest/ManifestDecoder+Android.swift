/// Android's rules, checked when an output writes VectorDrawables: resource names that are Java
/// identifiers and unique once mapped, and lint's limits on vector drawables, as warnings.
extension ManifestDecoder {
    func checkAndroidResource(_ control: Control, fields: ObjectReader) {
        let resourceName = AndroidResourceName.drawable(control.name)
        if let reason = AndroidResourceName.problem(resourceName, isFileName: true) {
            report(
                .androidResourceName(control.name, resourceName: resourceName, reason: reason),
                at: fields.location(of: "name"), path: fields.path(of: "name"))
        } else if let first = androidNames.register(
            control.name, line: fields.location(of: "name").line, as: resourceName)
        {
            report(
                .androidResourceCollision(
                    control.name, other: first.name, resourceName: resourceName, line: first.line),
                at: fields.location(of: "name"), path: fields.path(of: "name"))
        }
        // Named by the entry's template when expanded, so that the expansions share one warning.
        let shownName = expandingTemplate ?? control.name
        let size = control.size
        if size.width > VectorDrawableWriter.sizeLintLimit || size.height > VectorDrawableWriter.sizeLintLimit {
            report(
                .androidVectorTooLarge(shownName, size.width, size.height), at: fields.location, path: fields.path)
        }
        let longest = VectorDrawableWriter.longestPathData(control.drawing(defaultSnapping: .none))
        if longest > VectorDrawableWriter.pathDataLintLimit {
            report(.androidPathTooLong(shownName, longest), at: fields.location, path: fields.path)
        }
    }

    /// A palette name must also be a colour resource name, unique once `-` becomes `_`.
    func checkAndroidColor(_ name: String, at location: SourceLocation, path: String, names: inout NameRegistry) {
        let resourceName = AndroidResourceName.color(name)
        if let reason = AndroidResourceName.problem(resourceName, isFileName: false) {
            report(.androidResourceName(name, resourceName: resourceName, reason: reason), at: location, path: path)
        } else if let first = names.register(name, line: location.line, as: resourceName) {
            report(
                .androidResourceCollision(name, other: first.name, resourceName: resourceName, line: first.line),
                at: location, path: path)
        }
    }
}
