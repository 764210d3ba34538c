/// One file an output produces: its path relative to the output folder, its bytes, and whether it is text (so a
/// stale report can show the first differing line rather than a byte offset).
struct GeneratedFile: Sendable, Hashable {
    var path: String
    var bytes: [UInt8]
    var isText: Bool
    /// Written only when nothing is there, never replaced, never listed in the index, never removed: a file the
    /// user may have made first, like an asset catalog's own `Contents.json`.
    var isCreatedOnce = false
}
