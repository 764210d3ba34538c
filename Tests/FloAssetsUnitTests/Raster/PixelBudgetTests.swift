import Testing

@testable import FloAssets

/// PNGs drawn on several workers hold at most the budget's pixels at once.
@Suite struct PixelBudgetTests {
    /// The most pixels ever held at once while `requests` were drawn on 8 workers.
    private func peak(limit: Int, requests: [Int]) -> (peak: Int, left: Int) {
        let budget = PixelBudget(limit: limit)
        let seen = Lock()
        nonisolated(unsafe) var peak = 0
        _ = ParallelWork.collect(count: requests.count, chunkSize: 1, workers: 8) { range in
            for request in range.map({ requests[$0] }) {
                budget.withPixels(request) {
                    let now = budget.pixelsInUse
                    seen.locked { peak = max(peak, now) }
                    // Long enough for the other workers to pile up at the budget.
                    var spin = 0
                    for value in 0..<20_000 { spin &+= value }
                    precondition(spin != 1)
                }
            }
        }
        return (seen.locked { peak }, budget.pixelsInUse)
    }

    @Test func workersNeverHoldMoreThanTheBudget() {
        let result = peak(limit: 100, requests: Array(repeating: 40, count: 64))
        #expect(result.peak <= 100)
        #expect(result.peak >= 40)
        #expect(result.left == 0)
    }

    @Test func anImageLargerThanTheBudgetIsDrawnAlone() {
        let result = peak(limit: 100, requests: [30, 500, 30, 500, 30, 30, 500])
        #expect(result.peak <= 100)
        #expect(result.left == 0)
    }

    @Test func smallImagesShareTheBudget() {
        let budget = PixelBudget(limit: 100)
        let inner = budget.withPixels(10) { budget.pixelsInUse }
        #expect(inner == 10)
        #expect(budget.pixelsInUse == 0)
    }
}
