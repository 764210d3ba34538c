import Foundation
import Testing

@testable import FloAssets

/// The tool's own threads: chunks in order, errors that stop the work, and work that really runs side by side.
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

    /// Background work runs while its starter goes on, and its result is there once asked for; without
    /// concurrency it is done at once, before the initialiser returns.
    @Test func backgroundWorkOverlapsItsStarter() {
        let rendezvous = Rendezvous()
        let work = BackgroundWork { rendezvous.meet(1, 0) }
        #expect(rendezvous.meet(0, 1))
        #expect(work.result() == true)
        #expect(work.result() == true)
        let ran = Rendezvous()
        let inline = BackgroundWork(when: false) { ran.meet(1, 1) }
        // Done before the initialiser returned: the side it marked is there at once, without waiting for it.
        #expect(ran.meet(0, 1))
        #expect(inline.result() == true)
    }

    /// The result may be asked for from several threads at once: each waits, and the thread is joined once.
    @Test func backgroundWorkAnswersEveryThread() {
        let work = BackgroundWork { (0..<100_000).reduce(0, &+) }
        let results = ParallelWork.collect(count: 8, chunkSize: 1, workers: 8) { _ in work.result() }
        #expect(results == Array(repeating: 4_999_950_000, count: 8))
    }
}
