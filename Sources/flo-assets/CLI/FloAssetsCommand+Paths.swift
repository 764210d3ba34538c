import FloOutputFolder
import FloSupport

extension FloAssetsCommand {
    /// Refuses a command-line path with `..` after a symbolic link. The shell takes that `..` in the folder the link
    /// leads to, and the tool resolves its paths as text, so the two would mean different files (`link/../a.json`).
    func refuseParentAfterLink() throws(FloError) {
        let given = [
            ("--manifest", options.manifestPath), ("--output", options.outputPath), ("--cache", options.cachePath),
        ]
        for (option, path) in given {
            guard let path, path.pathComponents().contains(where: \.isParentFolderComponent) else { continue }
            var prefix = path.startsWithSlash ? "" : workingDirectory
            for component in path.pathComponents() {
                if component.isParentFolderComponent, !prefix.isEmpty,
                    FileSystem.kind(at: prefix) == .symbolicLink
                {
                    let link = path.startsWithSlash ? prefix : String(prefix.dropFirst(workingDirectory.count + 1))
                    throw CommandLineOptions.usageError(
                        "\(option): \"\(path)\" steps back out of the symbolic link \"\(link)\" with '..', which the shell takes in the folder the link leads to; write the path without that '..'"
                    )
                }
                prefix += "/" + component
            }
        }
    }
}
