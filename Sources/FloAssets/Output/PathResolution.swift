/// Lexical path arithmetic on `/`-separated paths, without Foundation's URL round trips.
package enum PathResolution {
    /// `path` made absolute against the absolute folder `base`, with `.` and `..` components resolved.
    package static func absolute(_ path: String, against base: String) -> String {
        var components: [Substring] = []
        for component in ((path.hasPrefix("/") ? "" : base + "/") + path).split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The folder holding `path`, as written: "" for a bare name.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `child` inside `folder`, as a user would write it: no leading `./`.
    static func joined(_ folder: String, _ child: String) -> String {
        let trimmed = child.hasPrefix("./") ? String(child.dropFirst(2)) : child
        return folder.isEmpty || folder == "." ? trimmed : (folder.hasSuffix("/") ? folder : folder + "/") + trimmed
    }
}
