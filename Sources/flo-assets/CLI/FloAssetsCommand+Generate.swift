import FloAssets
import FloOutputFolder
import FloSupport

/// Generating: every output folder prepared (locked, compared, its conflicts found), then each written.
extension FloAssetsCommand {
    /// Prepares every folder before writing any, so that a conflict in one leaves all of them untouched.
    func generate(_ targets: [(folder: OutputFolder, renderer: AssetRenderer)]) throws(FloError) {
        var prepared: [PreparedSync] = []
        var total = OutputFolder.Summary()
        do {
            // Locked in one order across runs: folded first, as a case-insensitive file system keeps each
            // manifest's spelling of a folder not made yet; the same folder spelt twice keeps the manifest's order.
            let keys = targets.map { target in
                let exact = target.folder.lockOrder
                return (exact: exact, folded: exact.lowercased())
            }
            let order = targets.indices.sorted {
                (keys[$0].folded, keys[$0].exact, $0) < (keys[$1].folded, keys[$1].exact, $1)
            }
            try prepare(order.map { targets[$0] }, into: &prepared)
            for sync in prepared { total = total.adding(try sync.apply()) }
        } catch {
            // No folder made for this run stays behind empty.
            PreparedSync.removeCreatedFolders(of: prepared)
            throw error
        }
        printWarnings(total.warnings)
        if !options.quiet {
            console.output(
                Self.summaryLine(total: total.total, written: total.written, unchanged: total.unchanged)
                    + (total.removed > 0 ? ", \(total.removed) removed" : ""))
        }
    }

    /// Prepares each of `targets` in turn, appending it to `prepared`; the conflicts of every folder are told at once,
    /// so that moving them away takes one more run, not one per folder.
    private func prepare(
        _ targets: [(folder: OutputFolder, renderer: AssetRenderer)], into prepared: inout [PreparedSync]
    ) throws(FloError) {
        var conflicts: [Diagnostic] = []
        // Those left out of `prepared`: one folder named twice is an error however its first preparing went.
        var conflicted: [(identity: [UInt64], folder: OutputFolder)] = []
        for target in targets {
            let identity = target.folder.identity
            if let identity, let twin = conflicted.first(where: { $0.identity == identity }) {
                throw .invalidManifest([target.folder.sameFolderDiagnostic(twin.folder)])
            }
            do {
                prepared.append(try target.folder.prepare(target.renderer, after: prepared))
            } catch {
                guard case .conflicts(let found) = error else { throw error }
                conflicts += found
                if let identity { conflicted.append((identity, target.folder)) }
            }
        }
        guard conflicts.isEmpty else { throw .conflicts(conflicts) }
    }

    /// "generated 3 files: 1 written, 2 unchanged".
    static func summaryLine(total: Int, written: Int, unchanged: Int) -> String {
        "generated \(files(total)): \(written) written, \(unchanged) unchanged"
    }
}
