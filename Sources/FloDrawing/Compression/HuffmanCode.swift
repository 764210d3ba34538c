/// Canonical, length-limited Huffman codes (RFC 1951 §3.2.2) built from symbol frequencies.
///
/// Built up to three times per block for at most 286 symbols, so all work happens in the caller's scratch space:
/// one sort of the used symbols, Moffat and Katajainen's in-place code lengths, and a fix-up of the length counts
/// when the deepest code is too long (as miniz does). A code is a table of entries, one per symbol: the code with
/// its bits reversed (ready to write least significant bit first) in the low 16 bits, its length above; 0 if unused.
enum HuffmanCode {
    /// Scratch `build` needs for `symbols` symbols.
    static func scratchCount(symbols: Int) -> Int { 2 * symbols + 32 }

    @inline(__always) static func length(_ entry: UInt32) -> Int { Int(entry >> 16) }
    @inline(__always) static func bits(_ entry: UInt32) -> UInt64 { UInt64(entry & 0xFFFF) }

    /// Fills `entries` with a code for `frequencies` (each below 2^22; blocks are far shorter).
    static func build(
        frequencies: UnsafeMutableBufferPointer<UInt32>, maximumLength: Int,
        scratch: UnsafeMutableBufferPointer<UInt32>, into entries: UnsafeMutableBufferPointer<UInt32>
    ) {
        let symbolCount = frequencies.count
        guard let keys = scratch.baseAddress else { return }
        let weights = keys + symbolCount
        let counts = keys + 2 * symbolCount
        // Weight above the symbol, so one integer sort orders by weight and then symbol.
        var used = 0
        for symbol in 0..<symbolCount {
            entries[symbol] = 0
            if frequencies[symbol] > 0 {
                keys[used] = frequencies[symbol] << 9 | UInt32(symbol)
                used += 1
            }
        }
        // A code needs two symbols to be complete, which inflaters require: the first unused ones, weight 1.
        var filler = 0
        while used < 2 && filler < symbolCount {
            if frequencies[filler] == 0 {
                keys[used] = 1 << 9 | UInt32(filler)
                used += 1
            }
            filler += 1
        }
        var sorted = UnsafeMutableBufferPointer(start: keys, count: used)
        sorted.sort()
        for index in 0..<used { weights[index] = keys[index] >> 9 }
        countLengths(UnsafeMutableBufferPointer(start: weights, count: used), maximumLength: maximumLength, counts)
        // Longest codes to the lightest symbols, which come first.
        var leaf = 0
        for length in stride(from: maximumLength, through: 1, by: -1) {
            for _ in 0..<counts[length] {
                entries[Int(keys[leaf] & 511)] = UInt32(length) << 16
                leaf += 1
            }
        }
        assignCanonicalCodes(entries, counts: counts, maximumLength: maximumLength)
    }

    /// Sets `counts[1…maximumLength]` to how many codes have each length, for `leaves`' weights in ascending
    /// order (at least two); the weights are overwritten.
    private static func countLengths(
        _ leaves: UnsafeMutableBufferPointer<UInt32>, maximumLength: Int, _ counts: UnsafeMutablePointer<UInt32>
    ) {
        let n = leaves.count
        // Moffat & Katajainen (1995): pass one pairs nodes, leaving parent indices; pass two turns them into internal
        // depths; pass three gives leaf depths, deepest first.
        leaves[0] += leaves[1]
        var root = 0
        var leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || leaves[root] < leaves[leaf] {
                leaves[next] = leaves[root]
                leaves[root] = UInt32(next)
                root += 1
            } else {
                leaves[next] = leaves[leaf]
                leaf += 1
            }
            if leaf >= n || (root < next && leaves[root] < leaves[leaf]) {
                leaves[next] += leaves[root]
                leaves[root] = UInt32(next)
                root += 1
            } else {
                leaves[next] += leaves[leaf]
                leaf += 1
            }
        }
        leaves[n - 2] = 0
        for next in stride(from: n - 3, through: 0, by: -1) { leaves[next] = leaves[Int(leaves[next])] + 1 }
        counts.update(repeating: 0, count: 16)
        var available = 1
        var depth: UInt32 = 0
        var node = n - 2
        while available > 0 {
            var used = 0
            while node >= 0 && leaves[node] == depth {
                used += 1
                node -= 1
            }
            // Leaves deeper than allowed are counted at the limit and fixed below.
            counts[min(Int(depth), maximumLength)] += UInt32(available - used)
            available = 2 * used
            depth += 1
        }
        // Too many codes at the limit overfill the code space: move leaves from shallower lengths down until the
        // Kraft sum is exactly one again.
        var total = 0
        for length in 1...maximumLength { total += Int(counts[length]) << (maximumLength - length) }
        while total > 1 << maximumLength {
            counts[maximumLength] -= 1
            for length in stride(from: maximumLength - 1, through: 1, by: -1) where counts[length] > 0 {
                counts[length] -= 1
                counts[length + 1] += 2
                break
            }
            total -= 1
        }
    }

    /// Adds to the lengths in `entries` their codes (RFC 1951 §3.2.2), bit-reversed; `counts` becomes scratch.
    private static func assignCanonicalCodes(
        _ entries: UnsafeMutableBufferPointer<UInt32>, counts: UnsafeMutablePointer<UInt32>, maximumLength: Int
    ) {
        // Turn the counts into the first code of each length.
        var code: UInt32 = 0
        var previousCount: UInt32 = 0
        for length in 1...maximumLength {
            code = (code + previousCount) << 1
            previousCount = counts[length]
            counts[length] = code
        }
        for symbol in 0..<entries.count where entries[symbol] != 0 {
            let length = Int(entries[symbol] >> 16)
            entries[symbol] |= reversed(counts[length], length: length)
            counts[length] += 1
        }
    }

    /// The low `length` bits of `code` in reverse order.
    @inline(__always) static func reversed(_ code: UInt32, length: Int) -> UInt32 {
        var value = UInt16(truncatingIfNeeded: code)
        value = (value & 0x5555) << 1 | (value >> 1) & 0x5555
        value = (value & 0x3333) << 2 | (value >> 2) & 0x3333
        value = (value & 0x0F0F) << 4 | (value >> 4) & 0x0F0F
        value = value << 8 | value >> 8
        return UInt32(value >> (16 - length))
    }
}
