/// Code lengths run-length encoded with DEFLATE's symbols 16 (repeat previous), 17 and 18 (runs of zeros).
///
/// Each run is one packed integer: the symbol in the low byte, its extra bits' value in the next, their count above.
enum CodeLengthRuns {
    @inline(__always) static func symbol(_ run: UInt32) -> Int { Int(run & 0xFF) }
    @inline(__always) static func extra(_ run: UInt32) -> UInt64 { UInt64(run >> 8 & 0xFF) }
    @inline(__always) static func extraBits(_ run: UInt32) -> Int { Int(run >> 16) }

    /// Writes the runs of `lengths` to `runs` (which needs room for one per length); returns how many.
    static func encode(_ lengths: UnsafeBufferPointer<UInt32>, into runs: UnsafeMutableBufferPointer<UInt32>) -> Int {
        var count = 0
        func append(_ symbol: UInt32, extra: Int = 0, extraBits: UInt32 = 0) {
            runs[count] = symbol | UInt32(extra) << 8 | extraBits << 16
            count += 1
        }
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == length { run += 1 }
            index += run
            if length == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    append(18, extra: n - 11, extraBits: 7)
                    run -= n
                }
                if run >= 3 {
                    append(17, extra: run - 3, extraBits: 3)
                    run = 0
                }
            } else {
                append(length)
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    append(16, extra: n - 3, extraBits: 2)
                    run -= n
                }
            }
            for _ in 0..<run { append(length) }
        }
        return count
    }
}
