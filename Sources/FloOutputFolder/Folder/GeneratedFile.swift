/// One file an output produces: its path relative to the output folder, its bytes, and whether it is text (so a
/// stale report can show the first differing line rather than a byte offset).
package struct GeneratedFile: Sendable, Hashable {
    package var path: String
    package var bytes: [UInt8]
    package var isText: Bool
    /// Written only when nothing is there, never replaced, never listed in the index, never removed: a file the
    /// user may have made first, like an asset catalog's own `Contents.json`.
    package var isCreatedOnce = false

    package init(path: String, bytes: [UInt8], isText: Bool, isCreatedOnce: Bool = false) {
        (self.path, self.bytes, self.isText, self.isCreatedOnce) = (path, bytes, isText, isCreatedOnce)
    }
}
