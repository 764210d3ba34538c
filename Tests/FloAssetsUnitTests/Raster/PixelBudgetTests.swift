import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

/// PNGs drawn on several workers hold at most the budget's pixels at once.
@Suite struct PixelBudgetTests {
    /// What the drawings held, counted by the test itself: the most pixels and drawings at once.
    private final class Overlap: @unchecked Sendable {
        private let lock = Lock()
        private var pixels = 0
        private var drawings = 0
        private var peaks = (pixels: 0, drawings: 0)
        var peakPixels: Int { lock.locked { peaks.pixels } }
        var peakDrawings: Int { lock.locked { peaks.drawings } }

        func begin(_ count: Int) {
            lock.locked {
                pixels += count
                drawings += 1
                peaks = (max(peaks.pixels, pixels), max(peaks.drawings, drawings))
            }
        }

        func end(_ count: Int) { lock.locked { (pixels, drawings) = (pixels - count, drawings - 1) } }
    }

    /// Draws `requests` (pixels each) on 8 workers through a budget of `limit`, a large request counted as the
    /// whole budget.
    private func draw(limit: Int, requests: [Int]) -> (overlap: Overlap, left: Int) {
        let budget = PixelBudget(limit: limit)
        let overlap = Overlap()
        _ = try? ParallelWork.map(count: requests.count, chunkSize: 1, workers: 8) { range in
            for request in range.map({ requests[$0] }) {
                budget.withPixels(request) {
                    overlap.begin(min(request, limit))
                    // Long enough for the other workers to pile up at the budget.
                    var spin = 0
                    for value in 0..<200_000 { spin &+= value }
                    precondition(spin != 1)
                    overlap.end(min(request, limit))
                }
            }
        }
        return (overlap, budget.pixelsInUse)
    }

    @Test func workersNeverHoldMoreThanTheBudget() {
        let (overlap, left) = draw(limit: 100, requests: Array(repeating: 40, count: 64))
        #expect(overlap.peakPixels <= 100)
        #expect(left == 0)
    }

    @Test func anImageLargerThanTheBudgetIsDrawnAlone() {
        let (overlap, left) = draw(limit: 100, requests: Array(repeating: 500, count: 16))
        #expect(overlap.peakDrawings == 1)
        #expect(left == 0)
    }

    @Test func smallImagesShareTheBudget() {
        // Two drawings that fit together are held at once: each waits inside for the other (for at most 10 s).
        let budget = PixelBudget(limit: 100)
        let overlap = Overlap()
        // Two threads of the test's own: Dispatch's pool may run two work items one after the other when it is busy.
        let met = Results()
        let threads = (0..<2).map { side in
            Thread {
                met.store(
                    budget.withPixels(40) {
                        overlap.begin(40)
                        defer { overlap.end(40) }
                        let deadline = ContinuousClock.now + .seconds(10)
                        while overlap.peakDrawings < 2 && ContinuousClock.now < deadline {}
                        return overlap.peakDrawings == 2
                    }, at: side)
            }
        }
        for thread in threads { thread.start() }
        #expect(met.wait(for: 2) == [true, true])
        #expect(budget.pixelsInUse == 0)
    }
}

/// What two threads of a test found, each in its slot, waited for by polling.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Int: Bool] = [:]

    func store(_ value: Bool, at slot: Int) {
        lock.withLock { slots[slot] = value }
    }

    /// The `count` slots in order, once all are stored (or what there is after 30 s).
    func wait(for count: Int) -> [Bool] {
        let deadline = ContinuousClock.now + .seconds(30)
        while lock.withLock({ slots.count }) < count && ContinuousClock.now < deadline { usleep(1000) }
        return lock.withLock { (0..<count).compactMap { slots[$0] } }
    }
}
