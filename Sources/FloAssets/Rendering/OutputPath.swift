import FloOutputFolder
import FloSupport

/// Where outputs may go: a manifest's output paths stay inside the manifest's folder — no absolute path, no `..`
/// that climbs out, no symbolic link that leads out — so a manifest from a pull request cannot make the tool (or
/// the plugin, which the user allowed to write to the package) write anywhere else. `--output DIR` on the command
/// line is the user's own choice and is not restricted.
enum OutputPath {
    static let maximumNameLength = String.maximumFileNameLength
    /// macOS opens paths of fewer than 1,024 bytes, and an output path is joined to the manifest's folder.
    static let maximumPathLength = 1_000

    /// Why the manifest's `output` cannot be used, judged from the text alone; nil when it can.
    static func problem(with output: String) -> ManifestProblem? {
        if output.isEmpty { return .emptyOutput }
        if output.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\u{7F}" }) {
            return .controlCharacterInOutput(output)
        }
        if output.startsWithSlash { return .absoluteOutput(output) }
        var depth = 0
        for component in output.pathComponents() where !component.isCurrentFolderComponent {
            depth += component.isParentFolderComponent ? -1 : 1
            if depth < 0 { return .outputEscapes(output) }
            // Lengths are checked here, not left to the file system: there they are a failure to create a folder,
            // not a mistake located in the manifest.
            if component.utf8.count > maximumNameLength {
                return .outputNameTooLong(String(component), maximum: maximumNameLength)
            }
        }
        if output.utf8.count > maximumPathLength { return .outputPathTooLong(output, maximum: maximumPathLength) }
        return nil
    }

    /// Why `output`, resolved against the existing folders under `manifestFolder`, leads outside it through a
    /// symbolic link; nil when it stays inside.
    static func linkProblem(with output: String, manifestFolder: String) -> ManifestProblem? {
        guard let root = FileSystem.resolvedPath(manifestFolder) else { return nil }
        // The folder the path names once `.` and `..` are resolved as text, the way it will be opened: a `..`
        // after a missing folder must not hide the link it leads to.
        var components: [Substring] = []
        for component in output.pathComponents() where !component.isCurrentFolderComponent {
            if component.isParentFolderComponent { _ = components.popLast() } else { components.append(component) }
        }
        var prefix = manifestFolder
        for (index, component) in components.enumerated() {
            prefix += "/" + component
            // Folders not made yet will be made as real folders inside the last existing one; a link that leads
            // nowhere could lead anywhere once its target appears.
            guard let resolved = FileSystem.resolvedPath(prefix) else {
                guard FileSystem.kind(at: prefix) == .symbolicLink, let text = FileSystem.linkText(of: prefix) else {
                    return nil
                }
                let link = components[...index].joined(separator: "/")
                // Where it points, as written from the (existing, resolved) folder holding it.
                let parent = FileSystem.resolvedPath(PathResolution.parent(of: prefix)) ?? root
                return isInside(PathResolution.absolute(text, against: parent), root)
                    ? .outputThroughLinkToNothing(output, link: link) : .outputLeavesThroughLink(output, link: link)
            }
            if !isInside(resolved, root) {
                // Named as written up to the link, not by the absolute path it leads to.
                return .outputLeavesThroughLink(output, link: components[...index].joined(separator: "/"))
            }
        }
        return nil
    }

    /// Whether `path` is `folder` or inside it; both canonical and absolute.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path.path(below: folder) != nil
    }
}
