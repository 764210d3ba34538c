import Foundation

/// The repository's root folder, found from this file's path.
public let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary folder, deleted when the test's scope ends.
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "flo-assets-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Tests make folders read-only and plant links; make everything removable first.
        _ = try? Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+rwx", url.path]).waitUntilExit()
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }

    /// An `svg` entry (JSON) whose one state comes from a key named `key` (JSON-escaped), which only fills its
    /// `source`: a key that does so may be named anything, and the entry's name template shows the name. Its file
    /// `x.svg`, a square, is written here.
    public func entryStatedByKey(_ key: String) throws -> String {
        try write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0h9v9z"/></svg>"#,
            to: "x.svg")
        return #"{"name": "d-{\#(key)}", "type": "svg", "source": "{\#(key)}.svg", "\#(key)": {"each": ["x"]}}"#
    }

    /// Writes `text` to `name`. A manifest that imports the repository's artwork (`"Art/…"`) gets the `Art`
    /// folder beside it, as the package it comes from has.
    public func write(_ text: String, to name: String) throws {
        let target = url.appending(path: name)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
        if name.hasSuffix(".json"), text.contains("\"Art/") {
            try copyArtwork(into: target.deletingLastPathComponent())
        }
    }

    /// Copies the repository's `Art` folder into `folder` (by default this one), unless it has one already: what
    /// the default manifest imports.
    public func copyArtwork(into folder: URL? = nil) throws {
        let art = (folder ?? url).appending(path: "Art")
        guard !FileManager.default.fileExists(atPath: art.path) else { return }
        try FileManager.default.copyItem(at: repositoryRoot.appending(path: "Art"), to: art)
    }

    public func read(_ name: String) throws -> Data {
        try Data(contentsOf: url.appending(path: name))
    }

    public func exists(_ name: String) -> Bool {
        var info = stat()
        return lstat(url.appending(path: name).path, &info) == 0
    }

    /// The regular files under `folder` (relative paths → bytes), links and other entries left out.
    public func files(in folder: String = "") throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        let root = folder.isEmpty ? url : url.appending(path: folder)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        while let name = enumerator.nextObject() as? String {
            let full = root.appending(path: name).path
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            result[name] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: full)))
        }
        return result
    }
}
