import FloOutputFolder
import FloSupport

extension OutputFolder {
    /// The folder `--output` names: the user's own choice, anywhere.
    package static func commandLine(_ output: String, workingDirectory: String) -> OutputFolder {
        OutputFolder(path: PathResolution.absolute(output, against: workingDirectory), displayPath: output)
    }

    /// The folder of `group`: under `--output DIR` when given (which replaces the shorthand's `output`, and is
    /// where the paths of `outputs` are resolved), else inside the manifest's folder, also through symbolic links.
    ///
    /// `manifestPath` is absolute; `typedManifestPath` is how the user wrote it, for messages.
    package static func folder(
        for group: OutputGroup, of manifest: Manifest, commandLineOutput: String?, workingDirectory: String,
        manifestPath: String, typedManifestPath: String
    ) throws(FloError) -> OutputFolder {
        if let output = commandLineOutput {
            // The folder `--output` leads to is known only now: an Android resource folder takes only the names
            // Android accepts.
            let folder =
                manifest.usesShorthand || group.path == "." ? output : PathResolution.joined(output, group.path)
            let resolved = PathResolution.absolute(folder, against: workingDirectory)
            for writer in group.writers {
                if let problem = OutputSet.androidPNGProblem(
                    inFolder: resolved, writer: writer, displayPath: folder, manifest: manifest)
                {
                    throw .invalidManifest([
                        Diagnostic(
                            path: typedManifestPath, location: group.location,
                            message: "\(group.key): \(problem.message)")
                    ])
                }
            }
        }
        if let output = commandLineOutput, manifest.usesShorthand {
            return commandLine(output, workingDirectory: workingDirectory)
        }
        // The manifest's paths stay inside their root (the manifest's folder, or DIR), also through links.
        let root =
            commandLineOutput.map { PathResolution.absolute($0, against: workingDirectory) }
            ?? PathResolution.parent(of: manifestPath)
        if let problem = OutputPath.linkProblem(with: group.path, manifestFolder: root) {
            throw .invalidManifest([
                Diagnostic(
                    path: typedManifestPath, location: group.location, message: "\(group.key): \(problem.message)")
            ])
        }
        var folder =
            if let output = commandLineOutput {
                commandLine(PathResolution.joined(output, group.path), workingDirectory: workingDirectory)
            } else {
                OutputFolder(
                    path: PathResolution.absolute(group.path, against: root),
                    displayPath: PathResolution.joined(PathResolution.parent(of: typedManifestPath), group.path))
            }
        folder.staysInside = root
        // Under --output the path to change may be the command line's: no note sends the user to the manifest.
        if commandLineOutput == nil, let location = group.location { folder.namedAt = (typedManifestPath, location) }
        return folder
    }
}
