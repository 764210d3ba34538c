import Testing

@testable import FloAssets

/// A buffer grows by doubling and is copied only then: a copy on every append made large pages (a preview of
/// thousands of controls) quadratic.
@Suite struct ByteBufferGrowthTests {
    /// The address of the buffer's bytes.
    private func address(of buffer: ByteBuffer) -> UnsafePointer<UInt8>? {
        buffer.withUnsafeBufferPointer { $0.baseAddress }
    }

    @Test func appendsWithinCapacityKeepTheStorage() {
        var buffer = ByteBuffer(capacity: 1 << 20)
        buffer.append("start ")
        let before = address(of: buffer)
        for value in 0..<10_000 {
            buffer.append(number: Double(value) / 7)
            buffer.append(integer: value)
            buffer.append(numbers: 1.5, -2.25)
            buffer.append(numbers: 1, 2, 3)
            buffer.append(numbers: 1, 2, 3, 4, 5, 6)
            buffer.append(byte: 32)
            buffer.append("x")
        }
        #expect(buffer.count < 1 << 20)
        #expect(address(of: buffer) == before, "an append copied a buffer that had room")
    }

    @Test func growingReallocatesLogarithmically() {
        var buffer = ByteBuffer(capacity: 16)
        var copies = 0
        var last = address(of: buffer)
        for value in 0..<200_000 {
            buffer.append(number: Double(value))
            let now = address(of: buffer)
            if now != last { copies += 1 }
            last = now
        }
        // 16 bytes doubled to over a megabyte: about 17 copies, not one per number.
        #expect(copies <= 20, "\(copies) copies")
    }

    @Test func aCopyStillGetsItsOwnBytes() {
        var first = ByteBuffer(capacity: 64)
        first.append("shared")
        var second = first
        second.append(number: 1.5)
        first.append(number: 2)
        #expect(String(decoding: first.bytes, as: UTF8.self) == "shared2")
        #expect(String(decoding: second.bytes, as: UTF8.self) == "shared1.5")
    }
}
