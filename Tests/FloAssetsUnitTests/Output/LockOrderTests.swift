import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloOutputFolder
@testable import flo_assets

/// Runs lock their output folders in one order, whatever order the manifest lists them in: two runs whose manifests
/// list the same folders in other orders would each hold a folder the other waits for, for ever.
@Suite struct LockOrderTests {
    @Test func foldersAreLockedInOneOrderWhateverTheManifestsOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"""
            {"version": 1, "outputs": [{"format": "svg", "path": "Z-last"}, {"format": "pdf", "path": "A-first"}],
             "controls": [{"name": "star", "type": "star"}]}
            """#, to: "assets.json")
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Z-last"), withIntermediateDirectories: true)
        // Another run holds the folder the manifest lists first.
        let held = try FileSystem.lock(folder.path + "/Z-last", exclusive: true)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            runTool(["-q"], in: folder)
            finished.signal()
        }
        // This run takes A-first, the first in order, then waits for Z-last: A-first is held, not free for a run
        // that holds Z-last and would wait for it.
        var takenInOrder = false
        for _ in 0..<200 where !takenInOrder {
            let probe = open(folder.path + "/A-first", O_RDONLY | O_DIRECTORY)
            if probe >= 0 {
                takenInOrder = flock(probe, LOCK_EX | LOCK_NB) != 0
                close(probe)
            }
            if !takenInOrder { usleep(20_000) }
        }
        close(held)
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(takenInOrder, "the run took Z-last first, as the manifest lists it")
        #expect(folder.exists("Z-last/star.svg") && folder.exists("A-first/star.pdf"))
    }

    /// A run that waits for a folder another run then removes (that run failing, say) makes it again, rather than
    /// write into a folder that is gone.
    @Test func aFolderRemovedWhileWaitingForItIsMadeAgain() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "A"}], "controls": [{"name": "star", "type": "star"}]}"#,
            to: "assets.json")
        try FileManager.default.createDirectory(at: folder.url.appending(path: "A"), withIntermediateDirectories: true)
        let held = try FileSystem.lock(folder.path + "/A", exclusive: true)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            runTool(["-q"], in: folder)
            finished.signal()
        }
        // Long enough for the run to wait for the lock.
        usleep(500_000)
        #expect(rmdir(folder.path + "/A") == 0)
        close(held)
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(folder.exists("A/star.svg"))
    }
}
