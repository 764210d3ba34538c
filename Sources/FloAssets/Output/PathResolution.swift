/// Lexical path arithmetic on `/`-separated paths, without Foundation's URL round trips.
package enum PathResolution {
    /// `path` made absolute against the absolute folder `base`, with `.` and `..` components resolved.
    package static func absolute(_ path: String, against base: String) -> String {
        var components: [Substring] = []
        for component in ((path.startsWithSlash ? "" : base + "/") + path).pathComponents() {
            if component.isCurrentFolderComponent { continue }
            if component.isParentFolderComponent { _ = components.popLast() } else { components.append(component) }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The folder holding `path`, as written: "" for a bare name.
    package static func parent(of path: String) -> String {
        guard let parent = path.beforeLastSlash else { return "" }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// `child` inside `folder`, as a user would write it: no leading `./`.
    static func joined(_ folder: String, _ child: String) -> String {
        let trimmed = child.hasPrefix("./") ? String(child.dropFirst(2)) : child
        return folder.isEmpty || folder == "." ? trimmed : (folder.endsWithSlash ? folder : folder + "/") + trimmed
    }
}
