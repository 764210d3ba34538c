import Dispatch

/// Runs work over `0..<count` in chunks on Dispatch's pool, collecting each chunk's result in order.
package enum ParallelWork {
    /// One worker per online processor.
    package static let defaultWorkers = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `body(range)` for consecutive ranges covering `0..<count`, on up to `workers` threads; results come back in
    /// range order, so output never depends on scheduling. The last `separate` items are each a range of their own,
    /// started first: costly items (files drawn from every control) then run side by side, not one after another
    /// on one thread. The first error thrown stops further chunks and is rethrown.
    package static func map<Result: Sendable>(
        count: Int, chunkSize: Int = 64, separate: Int = 0, workers: Int = defaultWorkers,
        _ body: @Sendable (Range<Int>) throws -> Result
    ) throws -> [Result] {
        let split = count - min(max(separate, 0), count)
        let chunks =
            (split..<count).map { $0..<($0 + 1) }
            + stride(from: 0, to: split, by: chunkSize).map { $0..<min($0 + chunkSize, split) }
        let results = try map(chunks, workers: workers, body)
        // Back in range order: the separate items' results last.
        return Array(results[(count - split)...]) + Array(results[..<(count - split)])
    }

    /// `body` for each of `chunks`, taken in order by up to `workers` threads; results in `chunks` order.
    private static func map<Result: Sendable>(
        _ chunks: [Range<Int>], workers: Int, _ body: @Sendable (Range<Int>) throws -> Result
    ) throws -> [Result] {
        let threads = max(1, min(workers, chunks.count))
        guard threads > 1 else { return try chunks.map(body) }
        let state = SharedState<Result>(chunkCount: chunks.count)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = state.nextChunk() {
                do {
                    state.store(try body(chunks[index]), at: index)
                } catch {
                    state.fail(error)
                }
            }
        }
        return try state.results()
    }

    /// The chunk counter, results and first error, behind one lock.
    private final class SharedState<Result>: @unchecked Sendable {
        private let lock = Lock()
        private var next = 0
        private var slots: [Result?]
        private var error: Error?

        init(chunkCount: Int) {
            slots = Array(repeating: nil, count: chunkCount)
        }

        func nextChunk() -> Int? {
            lock.locked {
                guard error == nil, next < slots.count else { return nil }
                next += 1
                return next - 1
            }
        }

        func store(_ result: Result, at index: Int) {
            lock.locked { slots[index] = result }
        }

        func fail(_ failure: Error) {
            lock.locked { if error == nil { error = failure } }
        }

        func results() throws -> [Result] {
            try lock.locked {
                if let error { throw error }
                return slots.compactMap { $0 }
            }
        }
    }
}
