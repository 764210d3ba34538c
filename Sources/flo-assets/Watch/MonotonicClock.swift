import FloSupport

/// Milliseconds on the monotonic clock, for timeouts that a change of the wall clock cannot stretch.
enum MonotonicClock {
    static func milliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
