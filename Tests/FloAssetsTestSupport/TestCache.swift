import Foundation

/// The cache folder of one test process: every tool the tests run keeps its stamps and run records here rather
/// than in the user's `~/.cache`, and the folder is removed when the process exits.
public enum TestCache {
    private static let path = FileManager.default.temporaryDirectory.appending(
        path: "flo-assets-test-cache-\(ProcessInfo.processInfo.processIdentifier)"
    ).path

    /// Made on first use, with its removal at exit registered.
    public static let folder: String = {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestCache.path) }
        return path
    }()

    /// The environment a tool process gets: both variables the tool reads its cache folder from point here.
    public static var environment: [String: String] {
        ["XDG_CACHE_HOME": folder + "/xdg", "HOME": folder + "/home"]
    }
}
