import FloSupport

/// The folders a run made, one inside the other, below a folder that was there: removed again (innermost first, each
/// only while empty) through that folder, opened when the first was made, never by path. A folder swapped for a
/// link while the run went on leads the removal nowhere: `rmdir` by path would follow it out of the output folder.
final class CreatedFolders {
    /// The folder the first was made in, open; -1 when none was made.
    private var base: Int32 = -1
    /// The folders made, outermost first: each a name in the one before (the first in `base`).
    private(set) var names: [String] = []

    /// Notes that `name` was made in the open folder `folder`, inside the last one made, or the first of them.
    func madeFolder(_ name: String, in folder: Int32) {
        if names.isEmpty { base = dup(folder) }
        names.append(name)
    }

    var isEmpty: Bool { names.isEmpty }

    /// Removes those still empty, innermost first; what is no longer a folder made here (a link in its place) is
    /// left, and so is everything inside it.
    func removeEmpty() {
        guard base >= 0, !names.isEmpty else { return }
        // `parents[i]` holds `names[i]`.
        var parents = [base]
        for name in names.dropLast() {
            let next = openat(parents[parents.count - 1], name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { break }
            parents.append(next)
        }
        for index in parents.indices.reversed() {
            unlinkat(parents[index], names[index], AT_REMOVEDIR)
        }
        for parent in parents.dropFirst() { close(parent) }
    }

    deinit {
        if base >= 0 { close(base) }
    }
}
