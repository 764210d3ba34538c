import FloOutputFolder
import FloSupport

extension FloAssetsCommand {
    /// Refuses a `--cache` that is not a folder, and a command-line path whose `..` steps back out of a symbolic link (`link/../a.json`,
    /// `link/sub/../../a.json`). The shell takes that `..` in the folder the link leads to, and the tool resolves its
    /// paths as text, so the two would mean different files. A `..` after a real folder means the same to both.
    func refuseAmbiguousPaths() throws(FloError) {
        // The cache is a folder: anything else there would silently mean no log.
        if let cache = options.cachePath, let problem = Self.cacheProblem(cache, in: workingDirectory) {
            throw CommandLineOptions.usageError("--cache: \"\(cache)\" \(problem); give a folder for the logs")
        }
        let given = [
            ("--manifest", options.manifestPath), ("--output", options.outputPath), ("--cache", options.cachePath),
        ]
        for (option, path) in given {
            guard let path, path.pathComponents().contains(where: \.isParentFolderComponent) else { continue }
            // The path of each component still standing, as the file system finds it: what a `..` steps out of.
            var standing: [String] = []
            var prefix = path.startsWithSlash ? "" : workingDirectory
            for component in path.pathComponents() where !component.isCurrentFolderComponent {
                prefix += "/" + component
                guard component.isParentFolderComponent else {
                    standing.append(prefix)
                    continue
                }
                guard let left = standing.popLast() else { continue }
                let shown = path.startsWithSlash ? left : String(left.dropFirst(workingDirectory.count + 1))
                if FileSystem.kind(at: left) == .symbolicLink {
                    throw CommandLineOptions.usageError(
                        "\(option): \"\(path)\" steps back out of the symbolic link \"\(shown)\" with '..', which the shell takes in the folder the link leads to; write the path without that '..'"
                    )
                }
                if ![.absent, .folder].contains(FileSystem.kind(at: left)) {
                    throw CommandLineOptions.usageError(
                        "\(option): \"\(path)\" steps back out of \"\(shown)\" with '..', but \"\(shown)\" \(FileSystem.kind(at: left).description), not a folder; write the path without it"
                    )
                }
            }
        }
    }

    /// Why the logs cannot be kept in `cache`, or nil: what it names must lead to a folder, or to nothing yet below
    /// folders (the first log makes it). A file, a link to nothing, or a file on the way would mean no log.
    static func cacheProblem(_ cache: String, in workingDirectory: String) -> String? {
        let absolute = PathResolution.absolute(cache, against: workingDirectory)
        var prefix = ""
        for component in absolute.pathComponents() {
            prefix += "/" + component
            // Shown as written: relative to the working folder when the option was.
            let shown =
                cache.startsWithSlash || !prefix.hasPrefix(workingDirectory + "/")
                ? prefix : String(prefix.dropFirst(workingDirectory.count + 1))
            switch FileSystem.target(at: prefix) {
            case .folder: continue
            case .absent:
                guard FileSystem.kind(at: prefix) == .symbolicLink else { return nil }
                return prefix == absolute
                    ? "is a symbolic link that leads nowhere"
                    : "is below \"\(shown)\", a symbolic link that leads nowhere"
            case let kind:
                return prefix == absolute
                    ? "\(kind.description), not a folder" : "is below \"\(shown)\", which \(kind.description)"
            }
        }
        return nil
    }
}
