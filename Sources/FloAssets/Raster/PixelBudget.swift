#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The pixels of the PNGs being drawn at once, on every worker together: a PNG's memory grows with its pixels while
/// it is drawn and encoded, and without a bound each worker held one of the largest images. A worker whose image
/// does not fit waits until others finish; an image larger than the whole budget is drawn alone.
final class PixelBudget: @unchecked Sendable {
    /// One largest image at a time, or many small ones: an app's icons never wait.
    static let shared = PixelBudget(limit: Int(Canvas.maximumPixels))

    let limit: Int
    private var inUse = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let freed: UnsafeMutablePointer<pthread_cond_t>

    init(limit: Int) {
        self.limit = limit
        mutex = UnsafeMutablePointer.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        freed = UnsafeMutablePointer.allocate(capacity: 1)
        freed.initialize(to: pthread_cond_t())
        pthread_cond_init(freed, nil)
    }

    deinit {
        pthread_cond_destroy(freed)
        pthread_mutex_destroy(mutex)
        freed.deallocate()
        mutex.deallocate()
    }

    /// The pixels in use now, for tests.
    var pixelsInUse: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return inUse
    }

    /// Runs `body` once `pixels` fit in the budget (or the budget is all free, for an image larger than it), holding
    /// them until it returns. Never nest: a worker holding pixels must not wait for more.
    func withPixels<Result>(_ pixels: Int, _ body: () throws -> Result) rethrows -> Result {
        let taken = min(max(pixels, 0), limit)
        pthread_mutex_lock(mutex)
        while inUse + taken > limit { pthread_cond_wait(freed, mutex) }
        inUse += taken
        pthread_mutex_unlock(mutex)
        defer {
            pthread_mutex_lock(mutex)
            inUse -= taken
            pthread_cond_broadcast(freed)
            pthread_mutex_unlock(mutex)
        }
        return try body()
    }
}
