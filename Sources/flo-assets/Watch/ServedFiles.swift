import FloOutputFolder

/// The files `watch --serve` may send: exactly those the last good run generated, by their path relative to the
/// folder the outputs are relative to, and which of them are preview pages. A path is looked up, never joined to a
/// folder, so no request names a file outside them; reading one follows no link.
struct ServedFiles: Sendable {
    /// Where a generated file is: its output folder (which the user may reach through links) and its relative path.
    struct Location: Sendable {
        var folder: String
        var components: [String]
    }

    private(set) var files: [String: Location] = [:]
    /// The preview pages' paths, in the manifest's order.
    private(set) var pages: [String] = []

    init() {}

    init(_ loaded: LoadedManifest) {
        for (target, group) in zip(loaded.targets, loaded.groups) {
            guard let prefix = Self.relative(target.folder.path, to: loaded.root) else { continue }
            let renderer = target.renderer
            for index in 0..<renderer.groupCount {
                for path in renderer.paths(forGroup: index) {
                    files[prefix + path] = Location(
                        folder: target.folder.path, components: path.split(separator: "/").map(String.init))
                }
            }
            pages += group.previewPages.map { prefix + $0 }
        }
    }

    /// `folder` relative to `root` as a prefix ending in `/` (empty for the root itself); nil when outside it.
    private static func relative(_ folder: String, to root: String) -> String? {
        if folder == root { return "" }
        let base = root.hasSuffix("/") ? root : root + "/"
        return folder.hasPrefix(base) ? String(folder.dropFirst(base.count)) + "/" : nil
    }

    /// What a request's target (`/Assets/index.html?x`) names, after percent-decoding.
    enum Target: Equatable {
        /// `/`.
        case root
        /// A relative path with no empty, `.` or `..` component.
        case path(String)
        /// Why the target names nothing that can be served.
        case refused(String)
    }

    static func target(_ raw: String) -> Target {
        let path = raw.prefix { $0 != "?" && $0 != "#" }
        guard path.hasPrefix("/") else { return .refused("not a path from the server's root") }
        var bytes: [UInt8] = []
        var iterator = path.utf8.dropFirst().makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return .refused("a malformed percent escape")
            }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0), !bytes.contains(UInt8(ascii: "\\")),
            let text = String(validating: bytes, as: UTF8.self)
        else { return .refused("a NUL, a backslash or bytes that are not UTF-8") }
        if text.isEmpty { return .root }
        let components = text.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains(where: { $0 == "." || $0 == ".." }) { return .refused("outside the served folders") }
        if components.contains(where: \.isEmpty) { return .refused("not a file (no folder is listed)") }
        return .path(text)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The bytes of the generated file at `path`, or why there are none to send.
    func contents(of path: String) -> Result<[UInt8], Refusal> {
        guard let location = files[path] else { return .failure(Refusal("not a generated file")) }
        // Held whole in memory to send: a bound keeps a file swapped in for a huge one from exhausting it.
        let read = try? FileSystem.readRegularFile(
            inside: location.folder, components: location.components, limit: 256 << 20)
        switch read {
        case .contents(let bytes): return .success(bytes)
        case .notRegular(.symbolicLink): return .failure(Refusal("a link, which is never followed"))
        default: return .failure(Refusal("not a regular file (missing, or replaced by something else)"))
        }
    }

    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The `Content-Type` of a file, by its extension.
    static func contentType(of path: String) -> String {
        let pathExtension = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch pathExtension {
        case "html": return "text/html; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "pdf": return "application/pdf"
        case "png": return "image/png"
        case "json": return "application/json"
        case "xml": return "text/xml; charset=utf-8"
        case "swift", "kt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
