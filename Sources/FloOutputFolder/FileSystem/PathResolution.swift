import FloSupport

/// Lexical path arithmetic on `/`-separated paths, without Foundation's URL round trips.
package enum PathResolution {
    /// `path` made absolute against the absolute folder `base`, with `.` and `..` components resolved.
    package static func absolute(_ path: String, against base: String) -> String {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        let full = Array(((path.startsWithSlash ? "" : base + "/") + path).utf8)
        // Built byte by byte, each component after a slash: every run resolves its paths before anything else, and
        // the generic splitting and joining cost more there than the rest of an unchanged rerun's set-up.
        var resolved: [UInt8] = []
        resolved.reserveCapacity(full.count + 1)
        var componentStarts: [Int] = []
        var index = 0
        while index < full.count {
            while index < full.count && full[index] == slash { index += 1 }
            let start = index
            while index < full.count && full[index] != slash { index += 1 }
            switch index - start {
            case 0:
                continue
            case 1 where full[start] == dot:
                continue
            case 2 where full[start] == dot && full[start + 1] == dot:
                if let last = componentStarts.popLast() { resolved.removeSubrange(last...) }
            default:
                componentStarts.append(resolved.count)
                resolved.append(slash)
                resolved.append(contentsOf: full[start..<index])
            }
        }
        return resolved.isEmpty ? "/" : String(decoding: resolved, as: UTF8.self)
    }

    /// The folder holding `path`, as written: "" for a bare name.
    package static func parent(of path: String) -> String {
        guard let parent = path.beforeLastSlash else { return "" }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// `child` inside `folder`, as a user would write it: no leading `./`.
    package static func joined(_ folder: String, _ child: String) -> String {
        let trimmed = child.hasPrefix("./") ? String(child.dropFirst(2)) : child
        return folder.isEmpty || folder == "." ? trimmed : (folder.endsWithSlash ? folder : folder + "/") + trimmed
    }
}
