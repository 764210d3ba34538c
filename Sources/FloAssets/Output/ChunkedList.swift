/// The results of a parallel run over tens of thousands of files, kept in the chunks the workers made rather than
/// copied into one array: joining them would hold every element twice at the end of the run.
struct ChunkedList<Element>: RandomAccessCollection, MutableCollection {
    private var chunks: [[Element]]
    /// The position of each chunk's first element.
    private let starts: [Int]
    let endIndex: Int

    /// The elements of `chunks` in order; empty chunks are dropped.
    init(chunks: [[Element]]) {
        self.chunks = chunks.filter { !$0.isEmpty }
        var starts: [Int] = []
        starts.reserveCapacity(self.chunks.count)
        var count = 0
        for chunk in self.chunks {
            starts.append(count)
            count += chunk.count
        }
        self.starts = starts
        endIndex = count
    }

    /// An empty list.
    init() {
        self.init(chunks: [])
    }

    /// The chunks, leaving the list empty: their holder may change them in place, then make a list of them again.
    mutating func takeChunks() -> [[Element]] {
        defer { self = ChunkedList() }
        return chunks
    }

    var startIndex: Int { 0 }

    subscript(position: Int) -> Element {
        get {
            let chunk = chunk(containing: position)
            return chunks[chunk][position - starts[chunk]]
        }
        set {
            let chunk = chunk(containing: position)
            chunks[chunk][position - starts[chunk]] = newValue
        }
    }

    /// Walks the chunks in order, without looking up each position.
    struct Iterator: IteratorProtocol {
        fileprivate let chunks: [[Element]]
        fileprivate var chunk = 0
        fileprivate var offset = 0

        mutating func next() -> Element? {
            while chunk < chunks.count {
                if offset < chunks[chunk].count {
                    offset += 1
                    return chunks[chunk][offset - 1]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }

    func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }

    /// The last chunk whose first position is at most `position`.
    private func chunk(containing position: Int) -> Int {
        precondition(position >= 0 && position < endIndex, "position out of range")
        return starts.lastPosition(notAbove: position)
    }
}

extension ChunkedList: Sendable where Element: Sendable {}
