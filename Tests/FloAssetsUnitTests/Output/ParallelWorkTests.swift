import Foundation
import Testing

@testable import FloAssets

/// Work on Dispatch's pool: chunks in order, errors that stop the work, and work that really runs side by side.
@Suite struct ParallelWorkTests {
    /// Two flags each side waits for the other's, a few seconds at most: work run one after the other times out.
    final class Rendezvous: @unchecked Sendable {
        private let lock = Lock()
        private var arrived = Set<Int>()

        /// Marks `side` as arrived, then waits for `other`; false when it did not come within five seconds.
        func meet(_ side: Int, _ other: Int) -> Bool {
            lock.locked { _ = arrived.insert(side) }
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                if lock.locked({ arrived.contains(other) }) { return true }
                usleep(100)
            }
            return false
        }
    }

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

    /// Two workers work at once: each of two chunks waits for the other to have started.
    @Test func workersRunSideBySide() {
        let rendezvous = Rendezvous()
        let met = ParallelWork.collect(count: 2, chunkSize: 1, workers: 2) { range in
            rendezvous.meet(range.lowerBound, 1 - range.lowerBound)
        }
        #expect(met == [true, true])
    }
}
