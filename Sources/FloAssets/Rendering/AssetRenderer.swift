import FloOutputFolder

/// What a manifest produces in one output folder, drawn control by control so that the controls can be drawn in
/// parallel and a control the log vouches for need not be drawn at all. The files that belong to no control (an
/// asset catalog's `Contents.json` and colour sets, a preview page, a code file) come last, a group for each writer
/// that has some: they depend on every control, and the log vouches for them while no control changed.
package struct AssetRenderer: FolderContents {
    let manifest: Manifest
    /// The manifest's controls and entry digests, held apart: asked for every file.
    private let controls: [Control]
    private let entryDigests: [SHA256.Digest]
    private let writers: [any OutputWriter]
    /// The writers with shared files, and those files' paths.
    private let sharing: [(writer: any OutputWriter, paths: [String])]
    /// What decides the shared files besides the settings: every control's description; nil when one has none.
    private let everyDescription: SHA256.Digest?

    /// Prepares to draw the files of `group`, one of `manifest.outputGroups`; by default the first (the only one,
    /// for most manifests).
    package init(manifest: Manifest, group: OutputGroup? = nil) {
        self.manifest = manifest
        controls = manifest.controls
        entryDigests = manifest.entryDigests
        writers = (group ?? manifest.outputGroups.first)?.writers ?? []
        sharing = writers.map { ($0, $0.sharedPaths(for: manifest.artwork)) }.filter { !$0.paths.isEmpty }
        let descriptions =
            sharing.isEmpty
            ? [] : manifest.controls.map { Self.description(of: $0, entryDigests: manifest.entryDigests) }
        everyDescription = descriptions.contains(nil) ? nil : .combining(descriptions.compactMap { $0 })
    }

    /// How many groups of files there are: one per control, and one per writer with shared files.
    package var groupCount: Int { controls.count + sharing.count }

    /// The shared files' groups: each is drawn from every control.
    package var costlyGroups: Int { sharing.count }

    /// How many files the folder gets.
    package var fileCount: Int { allPaths.count }

    /// The relative paths of the files of group `index`, without drawing anything.
    package func paths(forGroup index: Int) -> [String] {
        guard index < controls.count else { return sharing[index - controls.count].paths }
        let control = controls[index]
        return writers.flatMap { $0.paths(for: control) }
    }

    /// The files of group `index`, in `paths(forGroup:)` order; a control is drawn once.
    package func files(forGroup index: Int) -> [GeneratedFile] {
        guard index < controls.count else {
            return sharing[index - controls.count].writer.sharedFiles(for: manifest.artwork)
        }
        let control = controls[index]
        let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
        return writers.flatMap { $0.files(for: control, drawing: drawing) }
    }

    /// What decides the bytes of group `index`'s files besides the manifest's settings (`settingsDigest`, which the
    /// log records once): its control's entry as written, with its state and appearance mixed into the digest, and
    /// the contents of a file it imports; for the shared files, every control's.
    package func descriptionDigest(forGroup index: Int) -> SHA256.Digest? {
        index < controls.count ? Self.description(of: controls[index], entryDigests: entryDigests) : everyDescription
    }

    private static func description(of control: Control, entryDigests: [SHA256.Digest]) -> SHA256.Digest? {
        let (entry, state, appearance) = (control.entry, control.state, control.appearance)
        guard entry < entryDigests.count else { return nil }
        // One-to-one for each entry, so no two states or appearances of an entry share a description.
        let described = entryDigests[entry].mixing(UInt64(truncatingIfNeeded: state), UInt64(appearance.ordinal))
        return control.kind.importedContents.map(described.mixing) ?? described
    }

    /// Files in the open output folder `folder` that the outputs would clash with at other paths.
    package func clashes(in folder: FileSystem.OpenedFolder) -> [(path: String, message: String)] {
        writers.flatMap { $0.clashes(in: folder, artwork: manifest.artwork) }
    }

    /// Whether one of this folder's writers could have written `path`, or the flat files and the preview page any
    /// folder may have held before its outputs changed.
    package func couldHaveWritten(_ path: String) -> Bool {
        writers.contains { $0.couldHaveWritten(path) }
            || OutputFormat.anyFolderWriters.contains { $0.couldHaveWritten(path) }
    }

    package func describesItsFolder(_ path: String) -> Bool {
        writers.contains { $0.describesItsFolder(path) }
    }

    package func isBrokenWhenPartlyEmptied(_ folder: String) -> Bool {
        writers.contains { $0.isBrokenWhenPartlyEmptied(folder) }
    }

    package var settingsDigest: SHA256.Digest { manifest.settingsDigest }

    /// Every file of the manifest's first output folder, in manifest order.
    static func files(for manifest: Manifest) -> [GeneratedFile] {
        let renderer = AssetRenderer(manifest: manifest)
        return (0..<renderer.groupCount).flatMap(renderer.files(forGroup:))
    }
}
