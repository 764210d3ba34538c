import Testing

@testable import FloAssets

@Suite struct ByteScanTests {
    /// Every byte value at every position of buffers of 1 to 17 bytes (the whole words, the padded tail, and both),
    /// the rest filler that answers no: each question agrees with a byte-by-byte loop.
    @Test(arguments: 1...17)
    func everyByteAtEveryPositionAnswersAsALoopWould(length: Int) {
        for position in 0..<length {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = UInt8(value)
                bytes.withUnsafeBufferPointer { buffer in
                    let byte = UInt8(value)
                    let capital = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    #expect(ByteScan.containsCapital(buffer) == capital, "\(value) at \(position) of \(length)")
                    #expect(ByteScan.containsCapitalOrNonASCII(buffer) == (capital || byte >= 0x80))
                    #expect(ByteScan.contains(0, or: 10, in: buffer) == (byte == 0 || byte == 10))
                    #expect(ByteScan.contains(UInt8(ascii: "\""), or: 0xff, in: buffer) == (byte == 34 || byte == 255))
                }
            }
        }
    }

    @Test func emptyBuffersContainNothing() {
        [UInt8]().withUnsafeBufferPointer { buffer in
            #expect(!ByteScan.containsCapitalOrNonASCII(buffer))
            #expect(!ByteScan.contains(0, or: 0, in: buffer))
        }
    }

    /// A byte that answers yes next to ones that borrow or carry the most (0x00, 0x7f, 0x80, 0xff) is found wherever
    /// it is, and those neighbours alone answer no.
    @Test func neighboursNeitherHideNorInventAnAnswer() {
        for neighbour: UInt8 in [0x00, 0x01, 0x40, 0x5b, 0x7f, 0x80, 0xc1, 0xff] {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: neighbour, count: 8)
                #expect(bytes.withUnsafeBufferPointer(ByteScan.containsCapital) == false)
                bytes[position] = UInt8(ascii: "Q")
                #expect(bytes.withUnsafeBufferPointer(ByteScan.containsCapital), "\(neighbour) at \(position)")
            }
            var newline = [UInt8](repeating: neighbour == 10 ? 11 : neighbour, count: 9)
            #expect(newline.withUnsafeBufferPointer { ByteScan.contains(10, or: 10, in: $0) } == false)
            newline[8] = 10
            #expect(newline.withUnsafeBufferPointer { ByteScan.contains(10, or: 10, in: $0) })
        }
    }
}
