import FloOutputFolder
import FloSupport

/// The files `watch --serve` may send: exactly those the last good run generated, by their path relative to the
/// folder the outputs are relative to, and which of them are preview pages. A path is looked up, never joined to a
/// folder, so no request names a file outside them; reading one follows no link, and what is read is sent only
/// while its bytes are those the output folder's index lists (not a file edited since, or linked in its place).
struct ServedFiles: Sendable {
    /// Where a generated file is: its output folder (which the user may reach through links), what that folder was
    /// when the run wrote it (a folder replaced since, by a link or otherwise, is not read), and its relative path.
    struct Location: Sendable {
        var folder: String
        var pathInFolder: String
        var components: [String]
    }

    private(set) var files: [String: Location] = [:]
    /// Each output folder's index as the last run left it, by the folder's path; none for a folder whose index
    /// cannot be read.
    private var indexes: [String: OwnershipIndex] = [:]
    /// The output folders, by path, with what each was when the run wrote it.
    private var folders: [String: (folder: OutputFolder, identity: [UInt64])] = [:]
    /// The preview pages' paths, in the manifest's order.
    private(set) var pages: [String] = []

    init() {}

    init(_ loaded: LoadedManifest) {
        for (target, group) in zip(loaded.targets, loaded.groups) {
            guard let prefix = Self.relative(target.folder.path, to: loaded.root) else { continue }
            let renderer = target.renderer
            folders[target.folder.path] = (target.folder, FileSystem.identity(of: target.folder.path) ?? [])
            for index in 0..<renderer.groupCount {
                for path in renderer.paths(forGroup: index) {
                    files[prefix + path] = Location(
                        folder: target.folder.path, pathInFolder: path,
                        components: path.pathComponents().map(String.init))
                }
            }
            pages += group.previewPages.map { prefix + $0 }
        }
        readIndexes()
    }

    /// Reads the output folders' indexes again: a run that failed after writing some files (a conflict met while
    /// writing) left a new one.
    mutating func readIndexes() {
        indexes = [:]
        for (path, (folder, _)) in folders {
            if let read = try? folder.readIndex() { indexes[path] = read.index }
        }
    }

    /// `folder` relative to `root` as a prefix ending in `/` (empty for the root itself); nil when outside it.
    private static func relative(_ folder: String, to root: String) -> String? {
        folder.path(below: root).map { $0.isEmpty ? "" : $0 + "/" }
    }

    /// The bytes of the generated file at `path`, at most `limit` of them, or why there are none to send.
    func contents(of path: String, limit: Int) -> Result<[UInt8], Refusal> {
        guard let location = files[path] else { return .failure(Refusal("not a generated file")) }
        guard let index = indexes[location.folder] else {
            return .failure(Refusal("its output folder's index cannot be read"))
        }
        // A file written once and the user's since (an asset catalog's Contents.json) is not the tool's to show.
        guard index.contains(location.pathInFolder) else {
            return .failure(Refusal("not listed in its output folder's index"))
        }
        let read = try? FileSystem.readRegularFile(
            inside: location.folder, identity: folders[location.folder]?.identity, components: location.components,
            limit: limit)
        switch read {
        case .contents(let bytes):
            // A run under way lists a file's new bytes in the index before it writes them: read it again.
            guard
                index.owns(location.pathInFolder, bytes: bytes)
                    || (try? folders[location.folder]?.folder.readIndex())?.index.owns(
                        location.pathInFolder, bytes: bytes) == true
            else {
                return .failure(Refusal("changed since flo-assets generated it"))
            }
            return .success(bytes)
        case .tooLarge:
            return .failure(
                Refusal(
                    "larger than the \(limit) bytes the server may hold for it beside answers not yet sent", status: 503
                ))
        case .notRegular(.symbolicLink): return .failure(Refusal("a link, which is never followed"))
        default: return .failure(Refusal("not a regular file (missing, or replaced by something else)"))
        }
    }

    struct Refusal: Error {
        var reason: String
        var status = 404
        init(_ reason: String, status: Int = 404) { (self.reason, self.status) = (reason, status) }
    }
}
