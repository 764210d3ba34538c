import Testing

@testable import FloAssets
@testable import FloSupport

/// Work on Dispatch's pool: chunks in order, and errors that stop the work.
@Suite struct ParallelWorkTests {
    @Test func chunksComeBackInOrderAndErrorsStopTheWork() throws {
        let results = try ParallelWork.map(count: 1000, chunkSize: 7, workers: 4) { range in Array(range) }
        #expect(results.flatMap { $0 } == Array(0..<1000))
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            _ = try ParallelWork.map(count: 100, chunkSize: 1, workers: 2) { range in
                if range.lowerBound == 50 { throw Failure() }
                return range.lowerBound
            }
        }
        #expect(try ParallelWork.map(count: 0, workers: 2) { $0.count }.isEmpty)
    }

    /// The last items, costly, are ranges of their own, started first; the results still come in range order.
    @Test func separateItemsAreRangesOfTheirOwnStartedFirst() throws {
        let started = Lock()
        nonisolated(unsafe) var order: [Int] = []
        let results = try ParallelWork.map(count: 200, chunkSize: 64, separate: 3, workers: 1) { range in
            started.locked { order.append(range.lowerBound) }
            return range
        }
        #expect(results == [0..<64, 64..<128, 128..<192, 192..<197, 197..<198, 198..<199, 199..<200])
        #expect(order == [197, 198, 199, 0, 64, 128, 192])
        let parallel = try ParallelWork.map(count: 10, chunkSize: 4, separate: 20, workers: 2) { $0 }
        #expect(parallel == (0..<10).map { $0..<($0 + 1) })
    }
}
