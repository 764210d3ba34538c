#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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
    /// One thread per processor the process may run on (on Linux its affinity, as `taskset` or a container sets it).
    static let defaultWorkers = availableProcessors()

    private static func availableProcessors() -> Int {
        let online = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #if os(Linux)
            // `sched_getaffinity` is a GNU extension Swift's Glibc module leaves out; the kernel shows the mask as
            // hex digits on the `Cpus_allowed:` line, where (unlike the call) it may include processors that are
            // not online.
            if let count = allowedCount(inStatus: allowedLine()), count > 0 { return min(count, online) }
        #endif
        return online
    }

    #if os(Linux)
        /// The `Cpus_allowed:` line of `/proc/self/status`, read as any other file line by line (its size is
        /// reported as 0, and lines are read to the end); empty when there is none.
        private static func allowedLine() -> [UInt8] {
            var found: [UInt8] = []
            // Small parts: this runs at every start-up, and the file is a few kilobytes.
            _ = FileSystem.forEachLine(ofRegularFileAt: "/proc/self/status", limit: 1 << 16, partSize: 4096) { line in
                guard line.starts(with: "Cpus_allowed:".utf8) else { return true }
                found = Array(line)
                return false
            }
            return found
        }
    #endif

    /// The number of processors set in the `Cpus_allowed:` mask of a `/proc/<pid>/status` text.
    static func allowedCount(inStatus status: [UInt8]) -> Int? {
        for line in status.split(separator: UInt8(ascii: "\n")) where line.starts(with: "Cpus_allowed:".utf8) {
            var count = 0
            for byte in line.dropFirst("Cpus_allowed:".utf8.count) {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): count += (byte - UInt8(ascii: "0")).nonzeroBitCount
                case UInt8(ascii: "a")...UInt8(ascii: "f"): count += (byte - UInt8(ascii: "a") + 10).nonzeroBitCount
                default: continue
                }
            }
            return count
        }
        return nil
    }

    /// `body(range)` for consecutive ranges covering `0..<count`; results come back in range order, so output
    /// never depends on scheduling. The first error thrown stops further chunks and is rethrown.
    static func map<Result: Sendable>(
        count: Int, chunkSize: Int = 64, workers: Int = defaultWorkers,
        _ body: @Sendable (Range<Int>) throws -> Result
    ) throws -> [Result] {
        let chunks = stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
        let state = SharedState<Result>(chunkCount: chunks.count)
        let workerCount = max(1, min(workers, chunks.count))
        // The threads are joined before this returns, so the body does not outlive the call.
        withoutActuallyEscaping(body) { body in
            let work: @Sendable () -> Void = {
                while let index = state.nextChunk() {
                    do {
                        state.store(try body(chunks[index]), at: index)
                    } catch {
                        state.fail(error)
                    }
                }
            }
            // This thread works too; with fewer helpers than asked (none could be started) the chunks still all run.
            let helpers = (1..<workerCount).compactMap { _ in WorkerThread(work) }
            work()
            for helper in helpers { helper.join() }
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

/// Work started on another thread, whose result is waited for when needed.
final class BackgroundWork<Result: Sendable>: @unchecked Sendable {
    private let slot: Slot
    /// The thread until it is joined, behind the lock: the result may be asked for from any thread.
    private var thread: WorkerThread?
    private let lock = Lock()

    /// Starts `work`, on another thread `when` so asked (with more than one worker allowed); otherwise, or when no
    /// thread can be started, it is done here, now.
    init(when isConcurrent: Bool = true, _ work: @escaping @Sendable () -> Result) {
        let slot = Slot()
        self.slot = slot
        thread = isConcurrent ? WorkerThread { slot.value = work() } : nil
        if thread == nil { slot.value = work() }
    }

    /// The result, once the work is done (always there then; optional only as it starts out unset).
    func result() -> Result? {
        lock.locked {
            thread?.join()
            thread = nil
            return slot.value
        }
    }

    /// Written once by the work; read only after its thread has been joined.
    private final class Slot: @unchecked Sendable {
        var value: Result?
    }
}
