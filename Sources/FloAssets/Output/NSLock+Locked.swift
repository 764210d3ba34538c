import Foundation

extension NSLock {
    /// Runs `body` holding the lock; spelled out because `NSLocking.withLock` is not on every supported macOS.
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
