import FloDrawing
import FloOutputFolder

/// One output format: it owns the layout of the files it writes (relative paths, possibly in subfolders, one or
/// several per control) and how their bytes are made. Register a new format in `OutputFormat`.
protocol OutputWriter: Sendable {
    /// The relative paths of the files of `control`, without drawing anything.
    func paths(for control: Control) -> [String]

    /// The files of `control`, drawn as `drawing`, in `paths(for:)` order.
    func files(for control: Control, drawing: Drawing) -> [GeneratedFile]

    /// The files a page links to for `control`: its own files by default, a code file for each control.
    func linkedFiles(for control: Control) -> [String]

    /// Files that belong to no control (an asset catalog's `Contents.json`, its colour sets); none by default.
    func sharedFiles(for artwork: Artwork) -> [GeneratedFile]

    /// The paths of `sharedFiles(for:)`, in its order; a writer whose shared files are costly to make (a page, a
    /// code file) says them without drawing.
    func sharedPaths(for artwork: Artwork) -> [String]

    /// What code writes to use each state's files (`FloViews.PlusButton()`, `R.drawable.plus_button`), for the
    /// preview page; none by default.
    func usages(in artwork: Artwork) -> [EntryState: String]

    /// The paths of the files that hold the palette's colours, for the preview page to link to; none by default.
    func paletteFiles(for artwork: Artwork) -> [String]

    /// Files already in the open output folder `folder` that the written files would clash with although they are
    /// at other paths (an Android resource of the same name in another file), as `(relative path, message)`.
    func clashes(in folder: FileSystem.OpenedFolder, artwork: Artwork) -> [(path: String, message: String)]

    /// Whether some control could have made this writer write `path`: only such a path, listed in an index, may
    /// ever be deleted, so an edited index cannot aim the tool at any other file.
    func couldHaveWritten(_ path: String) -> Bool

    /// Whether `path` describes its folder rather than being one of its files; none by default (see
    /// `FolderContents`).
    func describesItsFolder(_ path: String) -> Bool

    /// Whether a folder left holding files this writer did not write is broken; none by default.
    func isBrokenWhenPartlyEmptied(_ folder: String) -> Bool
}

extension OutputWriter {
    func linkedFiles(for control: Control) -> [String] { paths(for: control) }

    func sharedFiles(for artwork: Artwork) -> [GeneratedFile] { [] }

    func sharedPaths(for artwork: Artwork) -> [String] { sharedFiles(for: artwork).map(\.path) }

    func paletteFiles(for artwork: Artwork) -> [String] { [] }

    func usages(in artwork: Artwork) -> [EntryState: String] { [:] }

    func clashes(in folder: FileSystem.OpenedFolder, artwork: Artwork) -> [(path: String, message: String)] { [] }

    func describesItsFolder(_ path: String) -> Bool { false }

    func isBrokenWhenPartlyEmptied(_ folder: String) -> Bool { false }

    /// `<name>[~appearance].<pathExtension>` with a valid control name, as the flat formats write.
    func isFlatFile(_ path: String, pathExtension: String) -> Bool {
        let suffix = "." + pathExtension
        guard path.hasSuffix(suffix) else { return false }
        var stem = path.dropLast(suffix.count)
        if let tilde = stem.lastIndex(of: "~") {
            guard let appearance = Appearance(rawValue: String(stem[stem.index(after: tilde)...])),
                appearance != .any
            else { return false }
            stem = stem[..<tilde]
        }
        return ManifestDecoder.nameProblem(String(stem)) == nil
    }
}

/// One state of a manifest entry (its only one, for an entry without states).
struct EntryState: Hashable, Sendable {
    var entry: Int
    var state: Int
}

extension Artwork {
    /// `usage` of each state's control (in `any`), by state: what a writer of a file per control says to write.
    func usages(_ usage: (Control) -> String) -> [EntryState: String] {
        var usages: [EntryState: String] = [:]
        for control in controls where control.appearance == .any {
            usages[EntryState(entry: control.entry, state: control.state)] = usage(control)
        }
        return usages
    }
}
