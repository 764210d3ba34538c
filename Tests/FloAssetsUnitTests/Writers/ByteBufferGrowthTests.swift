import Testing

@testable import FloAssets
@testable import FloSupport

/// A buffer grows by doubling and is copied only then: a copy on every append made large pages (a preview of
/// thousands of controls) quadratic.
@Suite struct ByteBufferGrowthTests {
    /// The address of the buffer's bytes.
    private func address(of buffer: ByteBuffer) -> UnsafePointer<UInt8>? {
        buffer.bytes.withUnsafeBufferPointer { $0.baseAddress }
    }

    @Test func appendsWithinCapacityKeepTheStorage() {
        var buffer = ByteBuffer(capacity: 1 << 20)
        buffer.append("start ")
        let before = address(of: buffer)
        // Checked after every append: a copy can land back on an address freed by an earlier one.
        var moves = 0
        let appends: [(inout ByteBuffer) -> Void] = [
            { $0.append(number: 1.0 / 7) }, { $0.append(integer: 42) }, { $0.append(numbers: 1.5, -2.25) },
            { $0.append(numbers: 1, 2, 3) }, { $0.append(numbers: 1, 2, 3, 4, 5, 6) }, { $0.append(byte: 32) },
            { $0.append("x") },
        ]
        for _ in 0..<2_000 {
            for append in appends {
                append(&buffer)
                if address(of: buffer) != before { moves += 1 }
            }
        }
        #expect(buffer.count < 1 << 20)
        #expect(moves == 0, "appends copied a buffer that had room \(moves) times")
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
