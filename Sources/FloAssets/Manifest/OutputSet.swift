import FloOutputFolder
import FloSupport

/// The outputs of a manifest judged as a set, before any folder is made: one output inside another's file, two
/// outputs writing one file, files in an Android resource folder that Android's build would reject.
enum OutputSet {
    /// Each problem with the output it is reported at.
    static func problems(of manifest: Manifest) -> [(spec: OutputSpec, problem: ManifestProblem)] {
        let specs = manifest.outputs
        // Folded: on a case-insensitive file system (macOS) `a/b.svg` is inside `A`.
        let components = specs.map { $0.folderKey.lowercasedCheaply.pathComponents() }
        var found: [(spec: OutputSpec, problem: ManifestProblem)] = []
        // What each output writes, relative to its folder, made only for an output with another inside it.
        var produced: [Int: ProducedPaths] = [:]
        outputs: for (position, spec) in specs.enumerated() {
            for other in specs[..<position] {
                if let (folder, spelled) = folderInAnotherCase(spec.folderKey, other.folderKey) {
                    found.append(
                        (spec, .folderInAnotherCase(folder, spelled: spelled, path: spec.path, otherPath: other.path)))
                    continue outputs
                }
            }
            for (outer, other) in specs.enumerated() where outer != position {
                guard components[outer].count <= components[position].count,
                    components[position].starts(with: components[outer], by: { $0.utf8.elementsEqual($1.utf8) })
                else { continue }
                // Android's build reads every file under res/, the folder itself included.
                if other.format == .vectorDrawable {
                    found.append((spec, .insideAndroidResources(spec.path, resources: other.path)))
                    continue outputs
                }
                // In one folder the outputs share an index, which finds any file written twice.
                guard components[outer].count < components[position].count else { continue }
                let inside = components[position][components[outer].count...].joined(separator: "/")
                if produced[outer] == nil { produced[outer] = ProducedPaths(paths(of: other, in: manifest)) }
                if let outerPaths = produced[outer], let problem = clash(inside, outerPaths, spec, other, manifest) {
                    found.append((spec, problem))
                    continue outputs
                }
                if other.format == .xcassets, let set = catalogSet(in: spec.folderKey, below: components[outer].count) {
                    found.append((spec, .insideCatalogSet(spec.path, set: set, catalog: other.path)))
                    continue outputs
                }
            }
            if spec.format == .png,
                let problem = androidPNGProblem(
                    inFolder: spec.folderKey, writer: manifest.writer(for: spec),
                    displayPath: spec.path, manifest: manifest)
            {
                found.append((spec, problem))
            }
        }
        return found
    }

    /// The first folder `folder` and `other` share ignoring case and Unicode normalisation but spell differently, as
    /// each spells it: one folder on macOS, two on Linux, so a repository generated on one is not what the other reads.
    private static func folderInAnotherCase(_ folder: String, _ other: String) -> (String, spelled: String)? {
        var (mine, theirs) = ("", "")
        for (component, otherComponent) in zip(folder.pathComponents(), other.pathComponents()) {
            // As Swift compares strings, canonically: an accent composed in one and decomposed in the other is one
            // folder on macOS too.
            guard String(component).lowercasedCheaply == String(otherComponent).lowercasedCheaply else { return nil }
            mine += mine.isEmpty ? String(component) : "/" + component
            theirs += theirs.isEmpty ? String(otherComponent) : "/" + otherComponent
            if !component.utf8.elementsEqual(otherComponent.utf8) { return (mine, theirs) }
        }
        return nil
    }

    /// Why the output at `inside` (a folder within `other`'s) cannot be there: it is one of `other`'s files, or
    /// lies inside one, or writes one of them.
    private static func clash(
        _ inside: String, _ outerPaths: ProducedPaths, _ spec: OutputSpec, _ other: OutputSpec, _ manifest: Manifest
    ) -> ManifestProblem? {
        var prefix = ""
        for component in inside.pathComponents() {
            prefix += prefix.isEmpty ? String(component) : "/" + component
            if let file = outerPaths[ignoringCase: prefix] {
                return .outputInsideFile(spec.path, file: file, format: other.format.rawValue, folder: other.path)
            }
        }
        for path in paths(of: spec, in: manifest) {
            if let file = outerPaths[ignoringCase: inside + "/" + path] {
                return .outputsWriteSameFile(file, format: other.format.rawValue, folder: other.path)
            }
        }
        return nil
    }

    /// The first folder of `folder` below its first `depth` components that is an asset catalog's set
    /// (`plus.imageset`, `AppIcon.appiconset`); nil when there is none.
    private static func catalogSet(in folder: String, below depth: Int) -> String? {
        folder.pathComponents().dropFirst(depth).first { component in
            guard let dot = component.lastIndex(of: ".") else { return false }
            return catalogSetExtensions.contains(component[component.index(after: dot)...].lowercased())
        }.map(String.init)
    }

    /// The folders Xcode reads as one asset, from their `Contents.json`.
    private static let catalogSetExtensions: Set<String> = [
        "imageset", "colorset", "appiconset", "symbolset", "dataset", "iconset", "launchimage", "spriteatlas",
        "textureset", "cubetextureset", "mipmapset", "imagestack", "imagestacklayer", "brandassets", "arimageset",
        "arresourcegroup", "complicationset", "stickerpack", "sticker", "stickersequence", "stickersiconset",
        "solidimagestack", "solidimagestacklayer", "gcdashboardimage", "gcleaderboard", "gcleaderboardset",
    ]

    /// Every file `spec` writes, relative to its folder, its index included, without drawing any.
    private static func paths(of spec: OutputSpec, in manifest: Manifest) -> [String] {
        // A page or a code file is one file, named by the output: its bytes are not made here.
        if spec.format.descriptor.writesOneFile { return [spec.fileName, OwnershipIndex.fileName] }
        let writer = manifest.writer(for: spec)
        return manifest.controls.flatMap { writer.paths(for: $0) }
            + writer.sharedPaths(for: manifest.artwork)
            + [OwnershipIndex.fileName]
    }

    /// Android reads a `drawable` or `mipmap` folder's files as resources, named `[a-z][a-z0-9_]*` and chosen by
    /// folder (`drawable-xhdpi`, `drawable-night`): an output that writes PNGs there must write only such names.
    /// `folder` is the output's folder as far as it is known (`--output DIR` may name the rest, see
    /// `OutputFolder.folder(for:…)`), `displayPath` how messages name it.
    static func androidPNGProblem(
        inFolder folder: String, writer: any OutputWriter, displayPath: String, manifest: Manifest
    ) -> ManifestProblem? {
        guard let last = folder.pathComponents().last,
            ["drawable", "mipmap"].contains(where: { last == $0 || last.hasPrefix($0 + "-") })
        else { return nil }
        for control in manifest.controls {
            let paths = writer.paths(for: control)
            // Only the files Android would read as images: a format that writes none there has nothing to check.
            guard paths.contains(where: { $0.hasSuffix(".png") }) else { return nil }
            for path in paths where path.hasSuffix(".png") {
                let stem = String(path.dropLast(".png".count))
                if let reason = AndroidResourceName.problem(stem, isFileName: true) {
                    return .androidRejectsPNG(path, folder: displayPath, reason: reason)
                }
            }
        }
        return nil
    }
}
