/// What a run puts in one output folder, as the folder sees it: groups of files drawn together (a control's files;
/// the files shared by every control last), each with a digest of what decides its bytes. The folder never learns
/// where the files come from.
package protocol FolderContents: Sendable {
    /// How many groups of files there are.
    var groupCount: Int { get }
    /// What decides every file's bytes besides each group's description (the manifest's settings, say).
    var settingsDigest: SHA256.Digest { get }
    /// The relative paths of the files of group `index`, without drawing anything.
    func paths(forGroup index: Int) -> [String]
    /// The files of group `index`, in `paths(forGroup:)` order.
    func files(forGroup index: Int) -> [GeneratedFile]
    /// What decides the bytes of group `index`'s files besides `settingsDigest`; nil when nothing can say (the
    /// group is then always drawn).
    func descriptionDigest(forGroup index: Int) -> SHA256.Digest?
    /// Files in the open output folder `folder` that the contents would clash with at other paths.
    func clashes(in folder: FileSystem.OpenedFolder) -> [(path: String, message: String)]
    /// Whether these contents, or any output of another configuration of the same folder, could have written
    /// `path`: only such an index entry may be acted on.
    func couldHaveWritten(_ path: String) -> Bool
    /// Whether `path` describes the folder it is in rather than being one of its files (an asset catalog
    /// namespace's `Contents.json`): removed after the others, and only once nothing else is left beside it.
    func describesItsFolder(_ path: String) -> Bool
    /// Whether a folder the run emptied in part, left holding what it did not write, is broken and worth a
    /// warning (an image set without its `Contents.json`).
    func isBrokenWhenPartlyEmptied(_ folder: String) -> Bool
    /// How many of the last groups are each costly enough to be drawn on a thread of its own (files drawn from
    /// every control); none by default.
    var costlyGroups: Int { get }
}

extension FolderContents {
    package func describesItsFolder(_ path: String) -> Bool { false }

    package func isBrokenWhenPartlyEmptied(_ folder: String) -> Bool { false }

    package var costlyGroups: Int { 0 }

    /// Every path, in group order.
    package var allPaths: [String] {
        (0..<groupCount).flatMap(paths(forGroup:))
    }
}
