import FloDrawing
import FloSupport

/// Android's rules, checked when an output writes VectorDrawables: resource names that are Java identifiers and
/// unique once mapped, and lint's limits on vector drawables, as warnings.
final class AndroidRules: OutputRules {
    /// The drawable names given so far.
    private var drawables = NameRegistry()
    /// The colour resource names given so far.
    private var colors = NameRegistry()

    func check(_ control: Control, drawings: [Drawing], decoder: ManifestDecoder, fields: ObjectReader) {
        let resourceName = AndroidResourceName.drawable(control.name)
        if let reason = AndroidResourceName.problem(resourceName, isFileName: true) {
            decoder.report(
                .androidResourceName(control.name, resourceName: resourceName, reason: reason),
                at: fields.location(of: "name"), path: fields.path(of: "name"))
        } else if let first = drawables.register(control.name, line: fields.location(of: "name").line, as: resourceName)
        {
            decoder.report(
                .androidResourceCollision(
                    control.name, other: first.name, resourceName: resourceName, line: first.line, isColor: false),
                at: fields.location(of: "name"), path: fields.path(of: "name"))
        }
        // PNGs: no vector drawable's limits apply.
        guard control.androidDrawable == .vector else { return }
        // Named by the entry's template when expanded, so that the expansions share one warning.
        let shownName = decoder.expandingTemplate ?? control.name
        let size = control.size
        if size.width > VectorDrawableWriter.sizeLintLimit || size.height > VectorDrawableWriter.sizeLintLimit {
            decoder.report(
                .androidVectorTooLarge(shownName, size.width, size.height), at: fields.location, path: fields.path)
        }
        if let problem = VectorLimits.vectorDrawable.problem(withAnyOf: drawings) {
            decoder.report(
                .notAVectorDrawable(shownName, reason: problem.described(for: control)), at: fields.location,
                path: fields.path)
            return
        }
        // The same paths in every appearance.
        let longest = VectorDrawableWriter.longestPathData(drawings[0])
        if longest > VectorDrawableWriter.maximumPathData {
            let reason =
                "a path or clip path of \(longest) characters of pathData, more than the \(VectorDrawableWriter.maximumPathData) Android's resource compiler (aapt2) encodes, that cannot be split into paths which fit (outlines whose boxes chain together, more than \(Path.maximumSeparatedSubpaths) outlines, or a clip path)"
            decoder.report(.notAVectorDrawable(shownName, reason: reason), at: fields.location, path: fields.path)
        } else if longest > VectorDrawableWriter.pathDataLintLimit {
            decoder.report(.androidPathTooLong(shownName, longest), at: fields.location, path: fields.path)
        }
    }

    /// A palette name must also be a colour resource name, unique once `-` becomes `_`.
    func checkColorName(_ name: String, decoder: ManifestDecoder, location: SourceLocation, path: String) {
        let resourceName = AndroidResourceName.color(name)
        if let reason = AndroidResourceName.problem(resourceName, isFileName: false) {
            decoder.report(
                .androidResourceName(name, resourceName: resourceName, reason: reason), at: location, path: path)
        } else if let first = colors.register(name, line: location.line, as: resourceName) {
            decoder.report(
                .androidResourceCollision(
                    name, other: first.name, resourceName: resourceName, line: first.line, isColor: true),
                at: location, path: path)
        }
    }
}
