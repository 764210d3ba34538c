/// One output format: it owns the layout of the files it writes (relative paths, possibly in subfolders, one or
/// several per control) and how their bytes are made. Register a new format in `OutputFormat`.
protocol OutputWriter: Sendable {
    /// The relative paths of the files of `control`, without drawing anything.
    func paths(for control: Control) -> [String]

    /// The files of `control`, drawn as `drawing`, in `paths(for:)` order.
    func files(for control: Control, drawing: Drawing) -> [GeneratedFile]
}
