import FloSupport

/// The paths a run produces, found ignoring case: two outputs writing one file (in any case) cannot both be right,
/// and on a case-insensitive file system a leftover in another case is the same file. Kept as a hash and a position
/// per path, sorted, rather than a table of lowercased copies: a run produces tens of thousands of paths.
package struct ProducedPaths: Sendable {
    /// In the order produced.
    private let paths: [String]
    /// The hash of each path's lowercased form and its position, sorted.
    private let keys: [(hash: Int, position: Int)]

    package init(_ paths: [String]) {
        self.paths = paths
        var keys: [(hash: Int, position: Int)] = []
        keys.reserveCapacity(paths.count)
        for (position, path) in paths.enumerated() { keys.append((path.lowercasedCheaply.hashValue, position)) }
        keys.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.position < $1.position }
        self.keys = keys
    }

    /// Each path that an earlier one already is, ignoring case, with the first such path; in the order produced.
    var repeats: [(path: String, first: String)] {
        var found: [(position: Int, first: Int)] = []
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count && keys[end].hash == keys[start].hash { end += 1 }
            // Equal hashes, in the order produced: each compared with the earlier ones (almost always none).
            for later in (start + 1)..<end {
                let folded = paths[keys[later].position].lowercasedCheaply
                if let earlier = keys[start..<later].first(where: { paths[$0.position].lowercasedCheaply == folded }) {
                    found.append((keys[later].position, earlier.position))
                }
            }
            start = end
        }
        return found.sorted { $0.position < $1.position }.map { (paths[$0.position], paths[$0.first]) }
    }

    /// The produced path that is `path` ignoring case (the first, should several be).
    package subscript(ignoringCase path: String) -> String? {
        let folded = path.lowercasedCheaply
        let hash = folded.hashValue
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].hash < hash { low = middle + 1 } else { high = middle }
        }
        while low < keys.count && keys[low].hash == hash {
            let candidate = paths[keys[low].position]
            if candidate.lowercasedCheaply == folded { return candidate }
            low += 1
        }
        return nil
    }
}
