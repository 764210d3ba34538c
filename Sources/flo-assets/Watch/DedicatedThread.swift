import Dispatch
import FloSupport

/// A thread of its own for work that blocks for good, as the preview server's `poll` loop does. On one of
/// Dispatch's workers it would wait for a free one before it starts (seconds, while a run draws on every core) and
/// then keep that worker from every later run.
enum DedicatedThread {
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new, detached thread; on Dispatch's pool only if the system refuses one.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        guard !detachedThread(running: work) else { return }
        Unmanaged<Work>.fromOpaque(work).release()
        DispatchQueue.global().async(execute: body)
    }

    /// Whether a detached thread now runs `work`. Glibc's `pthread_t` is a number, Darwin's and Musl's an optional
    /// pointer; only Darwin's start routine takes a non-optional argument (below).
    private static func detachedThread(running work: UnsafeMutableRawPointer) -> Bool {
        #if canImport(Glibc)
            var thread = pthread_t()
            guard pthread_create(&thread, nil, threadStart, work) == 0 else { return false }
            pthread_detach(thread)
        #else
            var thread: pthread_t?
            guard pthread_create(&thread, nil, threadStart, work) == 0 else { return false }
            if let thread { pthread_detach(thread) }
        #endif
        return true
    }

    /// What the new thread starts with: the work, taken back from its retained pointer.
    #if canImport(Darwin)
        private static let threadStart: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = {
            Unmanaged<Work>.fromOpaque($0).takeRetainedValue().body()
            return nil
        }
    #else
        private static let threadStart: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
            $0.map { Unmanaged<Work>.fromOpaque($0).takeRetainedValue().body() }
            return nil
        }
    #endif
}
