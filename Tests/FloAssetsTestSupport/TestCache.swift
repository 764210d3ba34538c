import Foundation

/// The cache folder of one test process: every tool the tests run keeps its stamps and run records here rather
/// than in the user's `~/.cache`, and the folder is removed when the process exits.
public enum TestCache {
    /// Made on first use, with its removal at exit registered.
    public static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appending(
            path: "flo-assets-test-cache-\(ProcessInfo.processInfo.processIdentifier)"
        ).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { TestCache.remove() }
        return path
    }()

    /// The environment a tool process gets: both variables the tool reads its cache folder from point here.
    public static var environment: [String: String] {
        ["XDG_CACHE_HOME": folder + "/xdg", "HOME": folder + "/home"]
    }

    private static func remove() {
        let path = FileManager.default.temporaryDirectory.appending(
            path: "flo-assets-test-cache-\(ProcessInfo.processInfo.processIdentifier)"
        ).path
        try? FileManager.default.removeItem(atPath: path)
    }
}
