#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The folders a record names, locked, and its lines, each checked to describe its path as recorded; the locks are
/// let go with it.
final class CheckedFolders {
    /// The folders' descriptors, each locked.
    var locks: [Int32] = []
    /// Every line after the entries, in order.
    var lines: [RecordLine] = []
    /// The output folders, in the record's order, as opened and locked.
    var roots: [OpenRoot] = []

    deinit {
        for lock in locks { close(lock) }
    }
}
