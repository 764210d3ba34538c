import Dispatch
import Foundation

extension Array {
    /// The elements of the inner arrays in order, in one array of exactly that size (chunked results of a run over
    /// tens of thousands of files: `flatMap` would grow, and so hold, up to twice the memory).
    func flattened<Inner>() -> [Inner] where Element == [Inner] {
        var result: [Inner] = []
        result.reserveCapacity(reduce(0) { $0 + $1.count })
        for inner in self { result.append(contentsOf: inner) }
        return result
    }
}

/// Runs work over `0..<count` on every core in chunks, collecting each chunk's result in order.
enum ParallelWork {
    /// One thread per core.
    static let defaultWorkers = ProcessInfo.processInfo.activeProcessorCount

    /// `body(range)` for consecutive ranges covering `0..<count`; results come back in range order, so output
    /// never depends on scheduling. The first error thrown stops further chunks and is rethrown.
    static func map<Result: Sendable>(
        count: Int, chunkSize: Int = 64, workers: Int = defaultWorkers,
        _ body: @Sendable (Range<Int>) throws -> Result
    ) throws -> [Result] {
        let chunks = stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
        let state = SharedState<Result>(chunkCount: chunks.count)
        let workerCount = max(1, min(workers, chunks.count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
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

    /// `map` for work that cannot fail.
    static func collect<Result: Sendable>(
        count: Int, chunkSize: Int = 64, workers: Int = defaultWorkers, _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        // `map` throws only what its body throws: the empty fallback is never taken.
        (try? map(count: count, chunkSize: chunkSize, workers: workers, body)) ?? []
    }

    /// The chunk counter, results and first error, behind one lock.
    private final class SharedState<Result>: @unchecked Sendable {
        private let lock = NSLock()
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
