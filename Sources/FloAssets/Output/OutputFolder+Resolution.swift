extension OutputFolder {
    /// The folder `--output` names: the user's own choice, anywhere.
    package static func commandLine(_ output: String, workingDirectory: String) -> OutputFolder {
        OutputFolder(path: PathResolution.absolute(output, against: workingDirectory), displayPath: output)
    }

    /// The manifest's `output`, which must stay inside the manifest's folder, also through symbolic links.
    ///
    /// `manifestPath` is absolute; `typedManifestPath` is how the user wrote it, for messages.
    package static func manifestOutput(_ manifest: Manifest, manifestPath: String, typedManifestPath: String)
        throws(FloError)
        -> OutputFolder
    {
        let manifestFolder = PathResolution.parent(of: manifestPath)
        if let problem = OutputPath.linkProblem(with: manifest.output, manifestFolder: manifestFolder) {
            throw .invalidManifest([
                Diagnostic(
                    path: typedManifestPath, location: manifest.outputLocation, message: "output: \(problem.message)")
            ])
        }
        let display = PathResolution.joined(PathResolution.parent(of: typedManifestPath), manifest.output)
        return OutputFolder(
            path: PathResolution.absolute(manifest.output, against: manifestFolder), displayPath: display)
    }
}
