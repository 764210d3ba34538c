#if canImport(Glibc)
    import FloAssetsTestSupport
    import FloOutputFolder
    import Foundation
    import Glibc
    import Testing

    @testable import flo_assets

    /// What the watcher does when the system will not watch a folder, and how it tells a change it had no event for.
    @Suite struct FileWatcherTests {
        @Test func aFolderTheSystemRefusesIsPolledAndNamed() throws {
            let folder = try TemporaryFolder()
            try folder.write("{}", to: "assets.json")
            let path = folder.url.appendingPathComponent("assets.json").path
            // As inotify fails once `fs.inotify.max_user_watches` is used up.
            let files = try #require(
                FileWatcher(addWatch: { _, _, _ in
                    errno = ENOSPC
                    return -1
                }))
            #expect(files.watch([path]).isEmpty)
            #expect(files.refusedFolders == [folder.url.path: ENOSPC])
            var pipe: [Int32] = [0, 0]
            #expect(Glibc.pipe(&pipe) == 0)
            defer { for end in pipe { close(end) } }
            #expect(files.wait(interruption: pipe[0], timeout: 300) == .quiet)
            try folder.write("{\"version\": 1}", to: "assets.json")
            let start = Date()
            #expect(files.wait(interruption: pipe[0], timeout: 5_000) == .changed)
            #expect(Date().timeIntervalSince(start) < 2)
            #expect(files.wait(interruption: pipe[0], timeout: 300) == .quiet)
            // Named once, with the fix, on standard error.
            let captured = CapturedConsole()
            let watcher = Watcher(
                command: FloAssetsCommand(
                    options: CommandLineOptions(), workingDirectory: folder.url.path, console: captured.console))
            var reported: [String: Int32] = [:]
            watcher.reportRefusals(of: files, after: &reported)
            watcher.reportRefusals(of: files, after: &reported)
            #expect(
                captured.errors
                    == "\(folder.url.path): warning: cannot be watched (the system's limit of watches is reached; raise fs.inotify.max_user_watches); its files are checked every 1 s instead"
            )
        }

        /// Names are split and compared as the file system's bytes: a `/` followed by a combining mark is one
        /// character, and the Kelvin sign equals `K` as a string.
        @Test func aNameThatStartsWithACombiningMarkIsWatched() throws {
            let folder = try TemporaryFolder()
            try folder.write("<svg/>", to: "\u{301}icon.svg")
            let files = try #require(FileWatcher())
            #expect(files.watch([folder.url.path + "/\u{301}icon.svg"]).count == 1)
            var pipe: [Int32] = [0, 0]
            #expect(Glibc.pipe(&pipe) == 0)
            defer { for end in pipe { close(end) } }
            // A child process another test forks at the moment of the first write may hold the file open and
            // close it late (descriptors are inherited across fork); its event is not about the write below.
            #expect((0..<10).contains { _ in files.wait(interruption: pipe[0], timeout: 200) == .quiet })
            try folder.write("<svg></svg>", to: "\u{301}icon.svg")
            #expect(files.wait(interruption: pipe[0], timeout: 3_000) == .changed)
            #expect(FileWatcher.sharedFolder(of: ["/a/\u{301}b", "/a/\u{301}c"]) == "/a")
            #expect(FileWatcher.sharedFolder(of: ["/a/K", "/a/\u{212A}"]) == "/a")
        }

        @Test func eventsAboutOtherFilesDoNotPutThePolledOnesOff() throws {
            let folder = try TemporaryFolder()
            try folder.write("{}", to: "assets.json")
            try folder.write("<svg/>", to: "Art/logo.svg")
            let (manifest, art) = (folder.url.appendingPathComponent("assets.json").path, folder.url.path + "/Art")
            // The manifest's folder is watched; the artwork's is refused.
            let files = try #require(
                FileWatcher(addWatch: { queue, path, mask in
                    guard path != art else {
                        errno = ENOSPC
                        return -1
                    }
                    return inotify_add_watch(queue, path, mask)
                }))
            #expect(files.watch([manifest, art + "/logo.svg"]) == [manifest])
            var pipe: [Int32] = [0, 0]
            #expect(Glibc.pipe(&pipe) == 0)
            defer { for end in pipe { close(end) } }
            // An editor's swap file beside the manifest, written every 100 ms.
            let writing = Thread {
                for index in 0..<40 {
                    try? folder.write("\(index)", to: ".assets.json.swp")
                    Thread.sleep(forTimeInterval: 0.1)
                }
            }
            writing.start()
            Thread.sleep(forTimeInterval: 0.2)
            try folder.write("<svg></svg>", to: "Art/logo.svg")
            let start = Date()
            #expect(files.wait(interruption: pipe[0], timeout: 3_500) == .changed)
            #expect(Date().timeIntervalSince(start) < 2)
        }

        @Test func aFileTimeInTheFutureMakesOneRunMoreNotARunForEver() throws {
            let folder = try TemporaryFolder()
            try folder.write("{}", to: "assets.json")
            let path = folder.url.appendingPathComponent("assets.json").path
            let future = Date().addingTimeInterval(3_600)
            try FileManager.default.setAttributes([.modificationDate: future], ofItemAtPath: path)
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            let stamp = FileStamp(path: path, followingLinks: true)
            // Stamped before the run and unchanged since: no run again, though its time is after the run's start.
            #expect(!Watcher.changedDuringRun(path, before: .some(stamp), started: now))
            // First found by the run: its time is all there is.
            #expect(Watcher.changedDuringRun(path, before: nil, started: now))
            // Missing before the run, there now; or written during it.
            #expect(Watcher.changedDuringRun(path, before: .some(nil), started: now))
            try folder.write("{ }", to: "assets.json")
            #expect(Watcher.changedDuringRun(path, before: .some(stamp), started: now))
        }
    }
#endif
