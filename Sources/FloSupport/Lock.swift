/// A mutual-exclusion lock over `pthread_mutex_t`: Foundation's `NSLock` would load Foundation, which costs every
/// run a few milliseconds and megabytes (an unchanged rerun takes about twenty).
///
/// With a condition, a thread can wait until what the lock guards allows it to go on (`locked(when:_:)`), woken
/// by whoever changes it (`lockedAndWaking(_:)`).
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = UnsafeMutablePointer.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        changed = UnsafeMutablePointer.allocate(capacity: 1)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        changed.deinitialize(count: 1)
        changed.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    package func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Runs `body` holding the lock once `condition` holds, waiting for a `lockedAndWaking(_:)` until it does.
    package func locked<Result>(when condition: () -> Bool, _ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !condition() { pthread_cond_wait(changed, mutex) }
        return try body()
    }

    /// Runs `body` holding the lock, then wakes every thread waiting in `locked(when:_:)` to look again.
    package func lockedAndWaking<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }
        return try body()
    }
}
