/// A shared allowance of bytes, so a huge manifest draws some files twice rather than holding them all.
final class ByteBudget: @unchecked Sendable {
    private let lock = Lock()
    private var remaining: Int

    init(limit: Int) {
        remaining = limit
    }

    /// Whether `count` bytes fit; if so they are taken.
    func take(_ count: Int) -> Bool {
        lock.locked {
            guard count <= remaining else { return false }
            remaining -= count
            return true
        }
    }
}
