import FloSupport

/// The pixels of the PNGs being drawn at once, on every worker together: a PNG's memory grows with its pixels, and
/// those of its layers, while it is drawn and encoded, and without a bound each worker held one of the largest
/// images. A worker whose image does not fit waits until others finish; an image larger than the whole budget is
/// drawn alone.
package final class PixelBudget: @unchecked Sendable {
    /// One largest image at a time, or many small ones: an app's icons never wait.
    package static let shared = PixelBudget(limit: Int(Canvas.maximumPixels))

    let limit: Int
    private let lock = Lock()
    private var inUse = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// The pixels in use now, for tests.
    var pixelsInUse: Int { lock.locked { inUse } }

    /// Runs `body` once `pixels` fit in the budget (or the budget is all free, for an image larger than it), holding
    /// them until it returns. Never nest: a worker holding pixels must not wait for more.
    package func withPixels<Result>(_ pixels: Int, _ body: () throws -> Result) rethrows -> Result {
        let taken = min(max(pixels, 0), limit)
        lock.locked(when: { inUse + taken <= limit }, { inUse += taken })
        defer { lock.lockedAndWaking { inUse -= taken } }
        return try body()
    }
}
