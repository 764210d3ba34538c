import FloAssetsTestSupport
import Foundation
import Testing

/// What a run holds grows with the files it writes by a few hundred bytes each, not by kilobytes: the plan is kept
/// compact and the index, stamps and run record go to their files a part at a time. Measured as the real process's
/// peak memory, at two sizes, so that the process's own baseline cancels out.
@Suite(.serialized) struct MemoryTests {
    /// The peak of a fresh run, and of a rerun after one control changed, for `count` controls.
    private static func peaks(count: Int, in folder: TemporaryFolder) throws -> (fresh: Int, edit: Int) {
        let manifest = folder.path + "/m\(count).json"
        try syntheticManifest(count: count).write(toFile: manifest, atomically: true, encoding: .utf8)
        let arguments = [
            "--manifest", manifest, "--output", folder.path + "/out\(count)", "--cache", folder.path + "/cache",
        ]
        let fresh = try ToolProcess.peakMemory(arguments)
        let edited = try String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(
            of: #""name": "plus-3", "type": "pushButton", "width": 100"#,
            with: #""name": "plus-3", "type": "pushButton", "width": 101"#)
        try edited.write(toFile: manifest, atomically: true, encoding: .utf8)
        let edit = try ToolProcess.peakMemory(arguments)
        #expect(fresh.status == 0 && edit.status == 0)
        return (fresh.peakBytes, edit.peakBytes)
    }

    @Test func memoryGrowsByHundredsOfBytesAControl() throws {
        let folder = try TemporaryFolder()
        // Both past the 4 MiB of drawn files a run may keep, which would otherwise count as growth.
        let small = try Self.peaks(count: 6_000, in: folder)
        let large = try Self.peaks(count: 12_000, in: folder)
        // Two files a control. Before the plan was kept compact and the files streamed, a control cost about 2,300
        // bytes in a fresh run and 2,800 in a rerun after an edit (which also reads the index and the stamps); now
        // about 800 and 1,400.
        let freshGrowth = (large.fresh - small.fresh) / 6_000
        let editGrowth = (large.edit - small.edit) / 6_000
        #expect(freshGrowth < 1_500, "fresh run: \(freshGrowth) bytes a control")
        #expect(editGrowth < 2_200, "rerun after an edit: \(editGrowth) bytes a control")
    }
}
