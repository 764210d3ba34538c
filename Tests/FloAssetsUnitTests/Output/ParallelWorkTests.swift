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
}
