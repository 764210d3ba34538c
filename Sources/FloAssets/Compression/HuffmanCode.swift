/// A canonical, length-limited Huffman code (RFC 1951 §3.2.2) built from symbol frequencies.
struct HuffmanCode {
    private(set) var lengths: [Int]
    /// Codes with their bits reversed, ready to write least significant bit first.
    private var reversedCodes: [UInt64]

    init(frequencies: [Int], maximumLength: Int) {
        var weights = frequencies
        // A code needs two symbols to be complete, which inflaters require.
        var used = weights.indices.filter { weights[$0] > 0 }
        for filler in weights.indices where used.count < 2 && weights[filler] == 0 {
            weights[filler] = 1
            used.append(filler)
        }
        var lengths = Self.lengths(weights, used: used)
        // Flatten the frequencies until the deepest code fits; rare, and each round halves the spread.
        while (lengths.max() ?? 0) > maximumLength {
            for symbol in used { weights[symbol] = weights[symbol] / 2 + 1 }
            lengths = Self.lengths(weights, used: used)
        }
        self.lengths = lengths
        reversedCodes = Self.canonicalCodes(lengths)
    }

    func write(_ symbol: Int, to writer: inout BitWriter) {
        writer.write(reversedCodes[symbol], bits: lengths[symbol])
    }

    /// Huffman code lengths, by the two-queue method over the used symbols sorted by weight.
    private static func lengths(_ weights: [Int], used: [Int]) -> [Int] {
        // Sorted by weight, then symbol, packed into one integer so the sort needs no closure.
        let leaves = used.map { weights[$0] << 9 | $0 }.sorted().map { $0 & 511 }
        // Nodes 0..<leaves.count are leaves; internal nodes follow, created in non-decreasing weight order.
        var nodeWeights = leaves.map { weights[$0] }
        var parents = [Int](repeating: -1, count: 2 * leaves.count - 1)
        var nextLeaf = 0
        var nextInternal = leaves.count
        func takeSmallest() -> Int {
            if nextLeaf < leaves.count
                && (nextInternal >= nodeWeights.count || nodeWeights[nextLeaf] <= nodeWeights[nextInternal])
            {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<(leaves.count - 1) {
            let a = takeSmallest()
            let b = takeSmallest()
            nodeWeights.append(nodeWeights[a] + nodeWeights[b])
            parents[a] = nodeWeights.count - 1
            parents[b] = nodeWeights.count - 1
        }
        // Depths from the root down: parents always come after their children.
        var depths = [Int](repeating: 0, count: nodeWeights.count)
        for node in stride(from: nodeWeights.count - 2, through: 0, by: -1) {
            depths[node] = depths[parents[node]] + 1
        }
        var lengths = [Int](repeating: 0, count: weights.count)
        for (index, symbol) in leaves.enumerated() { lengths[symbol] = depths[index] }
        return lengths
    }

    private static func canonicalCodes(_ lengths: [Int]) -> [UInt64] {
        let maximum = lengths.max() ?? 0
        var lengthCounts = [Int](repeating: 0, count: maximum + 1)
        for length in lengths where length > 0 { lengthCounts[length] += 1 }
        var nextCode = [Int](repeating: 0, count: maximum + 2)
        var code = 0
        for bits in stride(from: 1, through: maximum, by: 1) {
            code = (code + lengthCounts[bits - 1]) << 1
            nextCode[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = nextCode[length]
            nextCode[length] += 1
            let reversed = Int(reversedBytes[value & 0xFF]) << 8 | Int(reversedBytes[value >> 8 & 0xFF])
            return UInt64(reversed >> (16 - length))
        }
    }

    /// Each byte with its bits in reverse order.
    private static let reversedBytes: [UInt8] = (0..<256).map { value in
        var reversed = 0
        for bit in 0..<8 where value & (1 << bit) != 0 { reversed |= 1 << (7 - bit) }
        return UInt8(reversed)
    }
}

/// Code lengths run-length encoded with DEFLATE's symbols 16 (repeat previous), 17 and 18 (runs of zeros).
struct CodeLengthRuns {
    struct Item {
        var symbol: Int
        var extra: Int = 0
        var extraBits: Int = 0
    }

    private(set) var items: [Item] = []

    init(_ lengths: [Int]) {
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == length { run += 1 }
            index += run
            if length == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    items.append(Item(symbol: 18, extra: n - 11, extraBits: 7))
                    run -= n
                }
                if run >= 3 {
                    items.append(Item(symbol: 17, extra: run - 3, extraBits: 3))
                    run = 0
                }
            } else {
                items.append(Item(symbol: length))
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    items.append(Item(symbol: 16, extra: n - 3, extraBits: 2))
                    run -= n
                }
            }
            for _ in 0..<run { items.append(Item(symbol: length)) }
        }
    }
}
