import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloOutputFolder
@testable import flo_assets

@Suite struct OwnershipIndexTests {
    @Test func readsVersionOneTwoAndCRLFAndIgnoresAnythingUnsafe() {
        let bytes = Array("svg".utf8)
        let digest = SHA256.hexDigest(bytes)
        let text =
            "# comment\r\nold.svg\r\n\(digest) 3 new.svg\r\n\(digest) 3 ../escape.svg\n/abs.svg\nsub/ok.pdf\n\(digest) x bad.svg\n"
        let index = OwnershipIndex(bytes: Array(text.utf8))
        #expect(index.paths == ["new.svg", "old.svg", "sub/ok.pdf"])
        #expect(index.owns("new.svg", bytes: bytes) && !index.owns("new.svg", bytes: Array("SVG".utf8)))
        // A bare name in a version 2 index owns nothing; it is never written back.
        #expect(!index.owns("old.svg", bytes: [1, 2, 3]))
        // In a version 1 index (bare names only) it owns any content.
        let legacy = OwnershipIndex(bytes: Array("# v1\r\nold.svg\r\nsub/ok.pdf\n".utf8))
        #expect(legacy.isVersionOne && legacy.owns("old.svg", bytes: [1, 2, 3]))
        #expect(!String(decoding: index.bytes, as: UTF8.self).contains("old.svg"))
        #expect(OwnershipIndex(bytes: index.bytes).paths == ["new.svg"])
    }

    /// After a merge git could not resolve, the index holds both sides between conflict markers: each side's entries
    /// keep owning their files, and the markers are no paths (`=======` would otherwise be read as a bare name). In
    /// git's diff3 style the common ancestor's entries come between `|||||||` and `=======`: neither branch has them,
    /// so they own nothing (a file the user has since put in that place is theirs).
    @Test func anIndexGitCouldNotMergeOwnsWhatEitherSideOwned() {
        let (ours, theirs, shared) = (Array("ours".utf8), Array("theirs!".utf8), Array("shared".utf8))
        let (ancestor, mine) = (Array("ancestor".utf8), Array("mine".utf8))
        let line = { (bytes: [UInt8], path: String) in "\(SHA256.hexDigest(bytes)) \(bytes.count) \(path)" }
        let text = [
            "# header", line(shared, "a.svg"), "<<<<<<< HEAD", line(ours, "c.svg"), "||||||| merged common ancestors",
            line(ancestor, "c.svg"), line(mine, "d.svg"), "=======", line(theirs, "c.svg"), ">>>>>>> feature/gradients",
            line(shared, "e.svg"), "=======x", "<<<<<<<",
        ].joined(separator: "\r\n")
        let index = OwnershipIndex(bytes: Array(text.utf8))
        #expect(index.paths == ["=======x", "a.svg", "c.svg", "e.svg"])
        #expect(index.owns("c.svg", bytes: ours) && index.owns("c.svg", bytes: theirs))
        #expect(!index.owns("c.svg", bytes: ancestor) && !index.owns("d.svg", bytes: mine))
        #expect(!index.isVersionOne)
    }

    /// A generated file both branches changed holds both versions between conflict markers. It is the tool's when
    /// the index records each version; a line of the user's anywhere (in a side, between conflicts, in a common
    /// ancestor's section, or a side that is neither branch's) keeps it theirs.
    @Test func aFileGitCouldNotMergeIsOwnedWhenBothItsVersionsAre() {
        let ours = Array("<svg>\n<path fill=\"#226E64\"/>\n<title>a</title>\n<path d=\"M0 0\"/>\n</svg>\n".utf8)
        let theirs = Array("<svg>\n<path fill=\"#9BE8E3\"/>\n<title>a</title>\n<path d=\"M1 1\"/>\n</svg>\n".utf8)
        let index = OwnershipIndex(entries: [
            OwnershipIndex.Entry(path: "a.svg", bytes: ours), OwnershipIndex.Entry(path: "a.svg", bytes: theirs),
        ])
        let merged = { (first: String, second: String, between: String, ancestor: String) in
            Array(
                ("<svg>\n<<<<<<< HEAD\n\(first)\(ancestor)=======\n<path fill=\"#9BE8E3\"/>\n>>>>>>> dark\n"
                    + "\(between)<<<<<<< HEAD\n<path d=\"M0 0\"/>\n=======\n\(second)>>>>>>> dark\n</svg>\n").utf8)
        }
        let fill = "<path fill=\"#226E64\"/>\n"
        let (title, path) = ("<title>a</title>\n", "<path d=\"M1 1\"/>\n")
        #expect(index.owns("a.svg", bytes: merged(fill, path, title, "")))
        #expect(index.readLimit(of: "a.svg") >= merged(fill, path, title, "").count)
        // A line of the user's in a side, between the conflicts, or a side that is neither branch's.
        #expect(!index.owns("a.svg", bytes: merged(fill + "<!-- mine -->\n", path, title, "")))
        #expect(!index.owns("a.svg", bytes: merged(fill, path, "<title>mine</title>\n", "")))
        #expect(!index.owns("a.svg", bytes: merged(fill, "<path d=\"M2 2\"/>\n", title, "")))
        // The common ancestor (diff3 style) is in neither version: its lines could be anyone's.
        #expect(!index.owns("a.svg", bytes: merged(fill, path, title, "||||||| base\n<path fill=\"red\"/>\n")))
        #expect(!index.owns("a.svg", bytes: merged(fill, path, title, "||||||| base\n")))
        // Sides that are the same version: an empty conflict added to a generated file is no merge.
        #expect(ConflictedFile(ours + Array("<<<<<<< HEAD\n=======\n>>>>>>> dark\n".utf8)) == nil)
        // Markers out of git's order, or a conflict left open, are no merge.
        #expect(ConflictedFile(Array("<<<<<<< a\nx\n=======\ny\n".utf8)) == nil && ConflictedFile(ours) == nil)
        #expect(ConflictedFile(Array("a\n=======\nb\n".utf8)) == nil)
        #expect(ConflictedFile(Array("<<<<<<< x\n>>>>>>> y\n".utf8)) == nil)
        // A file recorded once is never read as a merge: a user's file that happens to hold markers stays theirs.
        let single = OwnershipIndex(entries: [OwnershipIndex.Entry(path: "a.svg", bytes: ours)])
        #expect(!single.owns("a.svg", bytes: merged(fill, "<path d=\"M0 0\"/>\n", title, "")))
    }

    @Test func aPathMayBeListedWithOldAndNewContents() {
        let index = OwnershipIndex(entries: [
            OwnershipIndex.Entry(path: "a.svg", bytes: [1]), OwnershipIndex.Entry(path: "a.svg", bytes: [2, 2]),
        ])
        #expect(
            index.owns("a.svg", bytes: [1]) && index.owns("a.svg", bytes: [2, 2]) && !index.owns("a.svg", bytes: [3]))
        #expect(index.readLimit(of: "a.svg") == 2 * 2 + 65_536)
        #expect(OwnershipIndex(bytes: index.bytes) == index)
    }
}

@Suite struct FileSystemTests {
    @Test func linksFifosAndLargeFilesAreReportedNeverRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("0123456789", to: "ten")
        symlink(folder.url.appending(path: "ten").path, folder.url.appending(path: "link").path)
        mkfifo(folder.url.appending(path: "fifo").path, 0o644)
        let read = { (name: String, limit: Int) in
            try FileSystem.readRegularFile(at: folder.url.appending(path: name).path, limit: limit)
        }
        #expect(try read("ten", 10) == .contents(Array("0123456789".utf8)))
        #expect(try read("ten", 9) == .tooLarge)
        #expect(try read("link", 100) == .notRegular(.symbolicLink))
        #expect(try read("fifo", 100) == .notRegular(.fifo))
        #expect(try read("none", 100) == .absent)
        #expect(try read(".", 100) == .notRegular(.folder))
    }

    @Test func anExclusiveMoveNeverReplaces() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine", to: "target")
        let temporary = try FileSystem.writeTemporaryFile(Array("generated".utf8), in: folder.path)
        #expect(try !FileSystem.moveExclusively((AT_FDCWD, temporary), to: folder.url.appending(path: "target").path))
        #expect(try folder.read("target") == Data("mine".utf8))
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(
            ExclusiveRename.linkThenUnlink(
                folder.url.appending(path: "target").path, to: folder.url.appending(path: "target").path) == .exists)
        let second = try FileSystem.writeTemporaryFile(Array("generated".utf8), in: folder.path)
        #expect(try FileSystem.moveExclusively((AT_FDCWD, second), to: folder.url.appending(path: "new").path))
        #expect(try folder.read("new") == Data("generated".utf8))
        #expect(!FileManager.default.fileExists(atPath: second))
        // The fallback for file systems without an exclusive rename leaves no second name behind either.
        let third = try FileSystem.writeTemporaryFile(Array("linked".utf8), in: folder.path)
        #expect(ExclusiveRename.linkThenUnlink(third, to: folder.url.appending(path: "linked").path) == .moved)
        #expect(try folder.read("linked") == Data("linked".utf8))
        #expect(!FileManager.default.fileExists(atPath: third))
    }

    /// A new file is created whole or not at all, never over something that is there, and leaves no temporary
    /// file behind; on Linux through an unnamed file.
    @Test func anExclusiveCreateNeverReplaces() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine", to: "target")
        #expect(
            try !FileSystem.createExclusively(
                Array("generated".utf8), at: folder.path + "/target", in: (AT_FDCWD, folder.path)
            )
            .created)
        #expect(try folder.read("target") == Data("mine".utf8))
        let created = try FileSystem.createExclusively(
            Array("generated".utf8), at: folder.path + "/new", in: (AT_FDCWD, folder.path))
        #expect(created.created)
        // The stamp as written is the file's, but for the change time that naming it moved.
        #expect(try FileStamp(path: folder.path + "/new")?.isSameWrite(as: #require(created.written)) == true)
        // Stamped again once named (through the descriptor, on Linux): exactly what `lstat` of the path gives.
        if let named = created.named { #expect(FileStamp(path: folder.path + "/new") == named) }
        #if os(Linux)
            #expect(created.named != nil)
        #endif
        #expect(try folder.read("new") == Data("generated".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["new", "target"])
        #if os(Linux)
            #expect(
                try FileSystem.createUnnamedThenLink([1, 2, 3], at: folder.path + "/unnamed", in: folder.path)?.created
                    == true)
            #expect(
                try FileSystem.createUnnamedThenLink([4], at: folder.path + "/unnamed", in: folder.path)?.created
                    == false)
            #expect(try folder.read("unnamed") == Data([1, 2, 3]))
            #expect(!FileSystem.hasOtherLinks(folder.path + "/unnamed"))
            // Relative to the folder opened once, as a run writes: made there and named from its descriptor, which
            // Linux allows from 6.10 on, and before that with CAP_DAC_READ_SEARCH (root has it).
            let opened = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            try #require(opened >= 0)
            defer { close(opened) }
            let relative = try FileSystem.createUnnamedThenLink(
                [5, 6], at: folder.path + "/relative", in: folder.path, opened: (opened, "relative"))
            #expect(relative?.created == true)
            #expect(relative?.named == FileStamp(path: folder.path + "/relative"))
            let kernel = Self.kernelVersion()
            #expect(FileSystem.namesFromDescriptor == (getuid() == 0 || !kernel.lexicographicallyPrecedes([6, 10])))
            #expect(
                try FileSystem.createUnnamedThenLink(
                    [7], at: folder.path + "/relative", in: folder.path, opened: (opened, "relative"))?.created == false
            )
            #expect(try folder.read("relative") == Data([5, 6]))
            // Into a folder that is not there: neither unnamed way names it, and the portable way reports why.
            #expect(
                try FileSystem.createUnnamedThenLink(
                    [8], at: folder.path + "/missing/file", in: folder.path, opened: (opened, "missing/file")) == nil)
            #expect(throws: FileSystemError.self) {
                try FileSystem.createExclusively(
                    [8], at: folder.path + "/missing/file", in: (AT_FDCWD, folder.path),
                    opened: (opened, "missing/file"))
            }
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                    "new", "relative", "target", "unnamed",
                ])
        #endif
    }

    #if os(Linux)
        /// The running kernel's major and minor version, from `uname`.
        static func kernelVersion() -> [Int] {
            var system = utsname()
            uname(&system)
            let release = withUnsafeBytes(of: &system.release) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return release.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
        }
    #endif

    @Test func temporaryNamesAreDistinctAndOnlyExactOnesAreSwept() throws {
        let names = (0..<5000).map { _ in TemporaryName.make() }
        #expect(Set(names).count == 5000)
        #expect(names.allSatisfy { TemporaryName.owner(of: $0) == getpid() && $0.utf8.count < 40 })
        let folder = try TemporaryFolder()
        for name in [
            names[0], ".flo-assets-tmp-notes.txt", ".flo-assets-tmp-12-star.svg", ".flo-assets-tmp-12-abc", "keep.svg",
            "x" + names[0], ".flo-assets-tm",
        ] {
            try folder.write("x", to: name)
        }
        // The sweep looks only at names with the prefix, read from the folder's entries before any string is made.
        #expect(
            FileSystem.names(in: folder.path, startingWith: TemporaryName.prefix).sorted()
                == [names[0], ".flo-assets-tmp-12-abc", ".flo-assets-tmp-12-star.svg", ".flo-assets-tmp-notes.txt"]
                .sorted())
        TemporaryName.sweep(folder.path, opened: AT_FDCWD)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == [
                    ".flo-assets-tm", ".flo-assets-tmp-12-abc", ".flo-assets-tmp-12-star.svg",
                    ".flo-assets-tmp-notes.txt",
                    "keep.svg", "x" + names[0],
                ].sorted())
    }
}

/// The user's files and the tool's promises, through the command in-process.
@Suite struct OutputHardeningTests {
    static let twoStars =
        #"{"version": 1, "controls": [{"name": "logo", "type": "star"}, {"name": "badge", "type": "star", "fill": true}]}"#
    static let oneStar = #"{"version": 1, "controls": [{"name": "badge", "type": "star", "fill": true}]}"#

    @Test func handMadeArtReplacingARemovedControlIsKept() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.twoStars, to: "assets.json")
        #expect(runTool([], in: folder) == .success)
        try folder.write("<svg>hand-made</svg>\n", to: "Assets/logo.svg")
        try folder.write(Self.oneStar, to: "assets.json")
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .success)
        #expect(try folder.read("Assets/logo.svg") == Data("<svg>hand-made</svg>\n".utf8))
        #expect(!folder.exists("Assets/logo.pdf"))
        #expect(
            captured.errors
                == "Assets/logo.svg: warning: no longer produced by the manifest, but changed since flo-assets generated it, so it was kept; it is yours now"
        )
        #expect(captured.output == "generated 2 files: 0 written, 2 unchanged, 1 removed")
        #expect(runTool(["--check"], in: folder) == .success)
    }

    @Test func aCRLFIndexStillOwnsItsFilesAndAVersionOneIndexIsMigrated() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.twoStars, to: "assets.json")
        #expect(runTool([], in: folder) == .success)
        let index = String(decoding: try folder.read("Assets/.flo-assets-index"), as: UTF8.self)
        try folder.write(index.replacingOccurrences(of: "\n", with: "\r\n"), to: "Assets/.flo-assets-index")
        try folder.write(Self.oneStar, to: "assets.json")
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .success)
        #expect(captured.output == "generated 2 files: 0 written, 2 unchanged, 2 removed")
        // --check reads a CRLF checkout of the right index as the right index.
        let lf = String(decoding: try folder.read("Assets/.flo-assets-index"), as: UTF8.self)
        try folder.write(lf.replacingOccurrences(of: "\n", with: "\r\n"), to: "Assets/.flo-assets-index")
        #expect(runTool(["--check"], in: folder) == .success)

        try folder.write("# Files generated by flo-assets\nbadge.svg\nbadge.pdf\n", to: "Assets/.flo-assets-index")
        try folder.write("<svg>old</svg>", to: "Assets/badge.svg")
        #expect(runTool([], in: folder) == .success)
        #expect(try folder.read("Assets/badge.svg") != Data("<svg>old</svg>".utf8))
        #expect(String(decoding: try folder.read("Assets/.flo-assets-index"), as: UTF8.self).contains(" badge.svg\n"))
        #expect(runTool(["--check"], in: folder) == .success)
    }

    /// Reproductions from the adversarial review of this suite's first version.
    @Test func anEditedIndexCannotAimTheToolAtOtherFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "output": ".", "formats": ["svg"], "controls": [{"name": "star", "type": "star"}]}"#,
            to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        try folder.write("ref: refs/heads/main\n", to: ".git/HEAD")
        try folder.write("", to: "notes-empty.txt")
        var index = String(decoding: try folder.read(".flo-assets-index"), as: UTF8.self)
        for (path, bytes) in [(".git/HEAD", "ref: refs/heads/main\n"), ("notes-empty.txt", "")] {
            index += "\(SHA256.hexDigest(Array(bytes.utf8))) \(bytes.utf8.count) \(path)\n"
        }
        try folder.write(index, to: ".flo-assets-index")
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .success)
        #expect(folder.exists(".git/HEAD") && folder.exists("notes-empty.txt"))
        #expect(captured.errors.contains(".git/HEAD: warning: is listed in the index but is no file flo-assets writes"))
    }

    @Test func checkSeesWhatGenerateWouldChange() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.oneStar, to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        let leftover = ".flo-assets-tmp-99999-abcdefghijkl"
        try folder.write("left by a killed run", to: "Assets/\(leftover)")
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("Assets/\(leftover): error: extra: a temporary file left by an interrupted run"))
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(!folder.exists("Assets/\(leftover)"))
        #expect(runTool(["--check"], in: folder) == .success)
    }

    @Test func recordedSizesAndHugeIndexesCannotMakeReadsUnbounded() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.oneStar, to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        let svg = folder.url.appending(path: "Assets/badge.svg").path
        #expect(truncate(svg, 3 << 30) == 0)
        var index = String(decoding: try folder.read("Assets/.flo-assets-index"), as: UTF8.self)
        index += String(repeating: "0", count: 64) + " 9000000000 badge.svg\n"
        try folder.write(index, to: "Assets/.flo-assets-index")
        let started = Date()
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("Assets/badge.svg: error: edited: larger than flo-assets would write it"))
        #expect(Date().timeIntervalSince(started) < 5)
        // An index past its limit is refused before it is read.
        let indexPath = folder.url.appending(path: "Assets/.flo-assets-index").path
        #expect(truncate(indexPath, (256 << 20) + 1) == 0)
        let huge = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: huge) == .invalidInput)
        #expect(huge.errors.hasPrefix("Assets/.flo-assets-index: error: is larger than 256 MiB"))
        // As are more lines than any index lists, whose entries would take many times their bytes.
        try folder.write(String(repeating: "a.svg\n", count: 4_000_001), to: "Assets/.flo-assets-index")
        let long = CapturedConsole()
        let reading = Date()
        #expect(runTool(["--check"], in: folder, captured: long) == .invalidInput)
        #expect(
            long.errors.hasPrefix(
                "Assets/.flo-assets-index: error: has more than 4000000 lines, so it is not the index flo-assets writes"
            ))
        #expect(Date().timeIntervalSince(reading) < 5)
    }

    /// A wrong digest for a file that is right (a merge conflict resolved by hand): check says so, generate fixes it.
    @Test func aWrongDigestForARightFileIsCorrectedByTheNextRun() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.oneStar, to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        let index = String(decoding: try folder.read("Assets/.flo-assets-index"), as: UTF8.self)
        let digest = SHA256.hexDigest(Array(try folder.read("Assets/badge.svg")))
        try folder.write(
            index.replacingOccurrences(of: digest, with: String(repeating: "e", count: 64)),
            to: "Assets/.flo-assets-index")
        #expect(runTool(["--check"], in: folder) == .checkFailed)
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(runTool(["--check"], in: folder) == .success)
    }

    @Test func aHardLinkInAGeneratedNameIsNeverQuoted() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.oneStar, to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        try folder.write("SECRET_TOKEN=hunter2", to: "secret.txt")
        try FileManager.default.removeItem(at: folder.url.appending(path: "Assets/badge.svg"))
        #expect(
            link(folder.url.appending(path: "secret.txt").path, folder.url.appending(path: "Assets/badge.svg").path)
                == 0)
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("Assets/badge.svg: error: edited: 20 bytes, expected"))
        #expect(!check.errors.contains("hunter2"))
        let generate = CapturedConsole()
        #expect(runTool([], in: folder, captured: generate) == .invalidInput)
        #expect(!generate.errors.contains("hunter2"))
        #expect(try folder.read("secret.txt") == Data("SECRET_TOKEN=hunter2".utf8))
    }

    /// Reproductions from the second adversarial review.
    @Test func bareIndexLinesOwnNothingInAnotherCaseOrInAVersionTwoIndex() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "formats": ["svg"], "controls": [{"name": "LOGO", "type": "star"}]}"#, to: "assets.json")
        try folder.write("logo.svg\n", to: "Assets/.flo-assets-index")
        try folder.write("my own art", to: "Assets/LOGO.svg")
        #expect(runTool([], in: folder) == .invalidInput)
        #expect(try folder.read("Assets/LOGO.svg") == Data("my own art".utf8))

        try FileManager.default.removeItem(at: folder.url.appending(path: "Assets"))
        #expect(runTool(["--quiet"], in: folder) == .success)
        try folder.write("my edit", to: "Assets/LOGO.svg")
        var index = String(decoding: try folder.read("Assets/.flo-assets-index"), as: UTF8.self)
        index += "LOGO.svg\n"
        try folder.write(index, to: "Assets/.flo-assets-index")
        #expect(runTool([], in: folder) == .invalidInput)
        #expect(try folder.read("Assets/LOGO.svg") == Data("my edit".utf8))
    }

    @Test func aFolderNamedLikeATemporaryFileIsLeftAloneByBoth() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.oneStar, to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Assets/.flo-assets-tmp-2-abcdefghijkl"), withIntermediateDirectories: true)
        #expect(runTool(["--check"], in: folder) == .success)
        #expect(runTool(["--quiet"], in: folder) == .success)
        #expect(folder.exists("Assets/.flo-assets-tmp-2-abcdefghijkl"))
    }

    @Test func aDanglingLinkInTheOutputIsALocatedError() throws {
        let folder = try TemporaryFolder()
        symlink("../elsewhere/new", folder.url.appending(path: "dl").path)
        try folder.write(
            #"{"version": 1, "output": "dl", "controls": [{"name": "s", "type": "star"}]}"#, to: "assets.json")
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .invalidInput)
        #expect(captured.errors.hasPrefix("assets.json:1:26: error: output: \"dl\" leads out of the manifest's folder"))
    }

    @Test func pathsAndCommandsPrintAsTheyWereWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.oneStar, to: "assets.json")
        let check = CapturedConsole()
        #expect(runTool(["--check", "--output", "my out/"], in: folder, captured: check) == .checkFailed)
        #expect(check.errors.contains("my out/badge.svg: error: missing"))
        #expect(check.errors.hasSuffix("to regenerate, run: flo-assets --output 'my out/'"))
        #expect(FloAssetsCommand.shellQuoted("it's") == #"'it'\''s'"#)
        // A quote joined with a combining mark, a joiner or a prepended mark into one Character is still escaped.
        let joined: [(word: String, quoted: String)] = [
            ("out'\u{301}; echo x #", #"'out'\''"# + "\u{301}; echo x #'"),
            ("x'\u{200D}y", #"'x'\''"# + "\u{200D}y'"),
            ("a\u{600}'", "'a\u{600}" + #"'\'''"#),
        ]
        for (word, quoted) in joined {
            #expect(FloAssetsCommand.shellQuoted(word).unicodeScalars.elementsEqual(quoted.unicodeScalars), "\(word)")
        }
        try folder.write(
            #"{"version": 1, "formats": ["svg"], "controls": [{"name": "s", "type": "star"}]}"#, to: "assets.json")
        let generate = CapturedConsole()
        #expect(runTool([], in: folder, captured: generate) == .success)
        #expect(generate.output == "generated 1 file: 1 written, 0 unchanged")
    }

    /// A version 1 index records names only: any content under them is the tool's, however large.
    @Test func aVersionOneIndexOwnsLargerOldFilesAndLeftovers() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.oneStar, to: "assets.json")
        let large = String(repeating: "<!-- old -->", count: 1000)
        try folder.write(
            "# Files generated by flo-assets\nbadge.svg\nbadge.pdf\nlogo.svg\n", to: "Assets/.flo-assets-index")
        try folder.write(large, to: "Assets/badge.svg")
        try folder.write(large, to: "Assets/logo.svg")
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .success, "\(captured.errors)")
        #expect(captured.output == "generated 2 files: 2 written, 0 unchanged, 1 removed")
        #expect(!folder.exists("Assets/logo.svg"))
        #expect(runTool(["--check"], in: folder) == .success)
    }

    /// On a case-sensitive file system a control renamed only in case leaves a separate old file, removed as usual.
    @Test func aControlRenamedOnlyInCaseReplacesItsFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.oneStar, to: "assets.json")
        #expect(runTool([], in: folder) == .success)
        try folder.write(Self.oneStar.replacingOccurrences(of: "badge", with: "Badge"), to: "assets.json")
        let captured = CapturedConsole()
        #expect(runTool([], in: folder, captured: captured) == .success, "\(captured.errors)")
        #expect(try folder.files(in: "Assets").keys.sorted() == [".flo-assets-index", "Badge.pdf", "Badge.svg"])
        #expect(runTool(["--check"], in: folder) == .success)
    }

    /// A `/` followed by a combining mark or a joiner is one character, but the file system still splits there:
    /// paths are judged by their bytes, so neither climbs out nor passes for a relative path.
    @Test(arguments: [#"a/../../\u0301x"#, #"../\u200Dx"#, #"/\u0301etc"#, #"x/../..\u0301/../../y"#])
    func aSlashThatCombinesWithTheNextCharacterIsStillASeparator(path: String) throws {
        let parent = try TemporaryFolder()
        for (key, value) in [("output", #""\#(path)""#), ("outputs", #"[{"format": "svg", "path": "\#(path)"}]"#)] {
            try parent.write(
                #"{"version": 1, "\#(key)": \#(value), "controls": [{"name": "s", "type": "star"}]}"#,
                to: "pkg/assets.json")
            let captured = CapturedConsole()
            let code = runTool(["--manifest", "pkg/assets.json", "--no-cache"], in: parent, captured: captured)
            #expect(code == .invalidInput, "\(key) \(path): \(captured.errors)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["pkg"])
        }
        #expect(OutputPath.isInside("/p/pkg/\u{301}x", "/p/pkg"))
        #expect(!OutputPath.isInside("/p/pkg\u{301}/x", "/p/pkg"))
    }

    #if os(Linux)
        /// `Café` with a precomposed é and `Cafe` + U+0301 compare equal as Swift strings, yet are two folders on
        /// Linux: paths are compared by their bytes, so a link to the look-alike is not the package itself. Two
        /// outputs so spelled are one folder on macOS, so they are refused everywhere, as two cases are.
        @Test func canonicallyEquivalentNamesAreDifferentFoldersButNotTwoOutputs() throws {
            let parent = try TemporaryFolder()
            let package = parent.path + "/Caf\u{E9}"
            let lookAlike = parent.path + "/Cafe\u{301}"
            #expect(mkdir(package, 0o755) == 0 && mkdir(lookAlike, 0o755) == 0)
            #expect(symlink("../Cafe\u{301}", package + "/out") == 0)
            let manifest = #"{"version": 1, "outputs": [OUTPUTS], "controls": [{"name": "s", "type": "star"}]}"#
            func run(_ outputs: String) throws -> ExitCode {
                try Data(manifest.replacingOccurrences(of: "OUTPUTS", with: outputs).utf8)
                    .write(to: URL(fileURLWithPath: package + "/assets.json"))
                return runTool(["--manifest", "Caf\u{E9}/assets.json", "--no-cache", "--quiet"], in: parent)
            }
            #expect(try run(#"{"format": "svg", "path": "out"}"#) == .invalidInput)
            #expect(try FileManager.default.contentsOfDirectory(atPath: lookAlike).isEmpty)
            #expect(
                try run(#"{"format": "svg", "path": "A\u00E9"}, {"format": "pdf", "path": "Ae\u0301"}"#)
                    == .invalidInput)
            #expect(try FileManager.default.contentsOfDirectory(atPath: package).sorted() == ["assets.json", "out"])
        }
    #endif

    @Test func outputsThatLeaveTheManifestsFolderAreRefusedButTheCommandLineMayChooseAnyFolder() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        for output in ["/", outside.path, "../.."] {
            try folder.write(
                #"{"version": 1, "output": "\#(output)", "controls": [{"name": "s", "type": "star"}]}"#,
                to: "assets.json")
            let captured = CapturedConsole()
            #expect(runTool([], in: folder, captured: captured) == .invalidInput)
            #expect(captured.errors.hasPrefix("assets.json:1:26: error: output: "), "\(captured.errors)")
        }
        #expect(try outside.files().isEmpty)
        // Through a link, also behind a `..` after a folder that does not exist.
        symlink(outside.path, folder.url.appending(path: "b").path)
        try folder.write(
            #"{"version": 1, "output": "nope/../b", "controls": [{"name": "s", "type": "star"}]}"#, to: "assets.json")
        #expect(runTool([], in: folder) == .invalidInput)
        #expect(try outside.files().isEmpty)
        symlink(outside.path, folder.url.appending(path: "Linked").path)
        try folder.write(
            #"{"version": 1, "output": "Linked/art", "controls": [{"name": "s", "type": "star"}]}"#, to: "assets.json")
        let linked = CapturedConsole()
        #expect(runTool([], in: folder, captured: linked) == .invalidInput)
        #expect(
            linked.errors.contains(
                "assets.json:1:26: error: output: \"Linked/art\" leads out of the manifest's folder through the symbolic link Linked;"
            ))
        #expect(try outside.files().isEmpty)
        // A link to nothing (yet) could lead anywhere once its target appears: refused as what it is.
        symlink("Missing", folder.url.appending(path: "Later").path)
        try folder.write(
            #"{"version": 1, "output": "Later/art", "controls": [{"name": "s", "type": "star"}]}"#, to: "assets.json")
        let dangling = CapturedConsole()
        #expect(runTool([], in: folder, captured: dangling) == .invalidInput)
        #expect(
            dangling.errors.contains(
                "output: \"Later/art\" goes through the symbolic link Later, which leads to nothing; make the folder"),
            "\(dangling.errors)")
        #expect(runTool(["--output", outside.path + "/art"], in: folder) == .success)
        #expect(try outside.files().keys.sorted() == [".flo-assets-index", "s.pdf", "s.svg"].map { "art/" + $0 })
    }

    @Test func aHugeOrSpecialManifestFailsAtOnce() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appending(path: "assets.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 3 << 30) == 0)
        let started = Date()
        let huge = CapturedConsole()
        #expect(runTool([], in: folder, captured: huge) == .invalidInput)
        #expect(
            huge.errors
                == "assets.json: error: manifests are limited to 4 MiB; split the design system or remove unused controls"
        )
        #expect(Date().timeIntervalSince(started) < 1)
        try FileManager.default.removeItem(atPath: path)
        mkfifo(path, 0o644)
        let fifo = CapturedConsole()
        #expect(runTool([], in: folder, captured: fifo) == .invalidInput)
        #expect(fifo.errors == "assets.json: error: is a FIFO (named pipe); the manifest must be a regular file")
    }

    /// Every failing path prints only lines of the one diagnostic format, and exits with its documented code.
    @Test func everyErrorPathPrintsTheOneDiagnosticFormat() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.twoStars, to: "assets.json")
        var cases: [(String, [String], ExitCode)] = []
        cases.append(("usage", ["--frobnicate"], .invalidInput))
        cases.append(("crispness flags", ["crispness-report", "--check"], .invalidInput))
        cases.append(("stale check", ["--check"], .checkFailed))
        try folder.write("a file", to: "Blocked")
        cases.append(("a file in the way", ["--output", "Blocked"], .invalidInput))
        cases.append(("unwritable folder", ["--output", "/proc/flo-assets-test"], .fileAccessFailure))
        for (name, arguments, code) in cases {
            let captured = CapturedConsole()
            #expect(runTool(arguments, in: folder, captured: captured) == code, "\(name)")
            Self.expectDiagnosticLines(captured.errors, name)
        }
        try folder.write("mine", to: "Assets/logo.svg")
        let conflict = CapturedConsole()
        #expect(runTool([], in: folder, captured: conflict) == .invalidInput)
        #expect(conflict.errors.hasPrefix("Assets/logo.svg: error: exists and was not generated by flo-assets"))
        Self.expectDiagnosticLines(conflict.errors, "conflict")
        try folder.write(#"{"version": 1, "controls": [{"name": "s", "type": "str"}]}"#, to: "assets.json")
        let invalid = CapturedConsole()
        #expect(runTool([], in: folder, captured: invalid) == .invalidInput)
        Self.expectDiagnosticLines(invalid.errors, "invalid manifest")
    }

    static func expectDiagnosticLines(_ text: String, _ name: String) {
        let lines = text.split(separator: "\n")
        #expect(!lines.isEmpty, "\(name) printed nothing")
        for line in lines {
            let matches = line.wholeMatch(of: /[^:\s][^:]*(:\d+:\d+)?: (error|warning|note): .+/) != nil
            #expect(matches, "\(name): \(line)")
            #expect(!line.contains("/tmp/") && !line.contains("could not be completed"), "\(name): \(line)")
        }
    }

    @Test func crispnessReportFinishesInSecondsForTheLargestButton() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "scales": [3, 10], "controls": [{"name": "b", "type": "pushButton", "width": 10000, "height": 10000}]}"#,
            to: "assets.json")
        let started = Date()
        let captured = CapturedConsole()
        #expect(runTool(["crispness-report"], in: folder, captured: captured) == .success)
        #expect(Date().timeIntervalSince(started) < 20)
        let rows = captured.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(
            rows.prefix(4) == [
                "control mode 3x 10x 3x png 10x png", "b grid * 0 0 - -", "b halfPoint 36 0 - -", "b none 71964 0 - -",
            ])
    }

    /// Counting only the pixels along the stroke edges gives exactly what measuring every pixel gives.
    @Test(arguments: [(44.0, 44.0), (57, 80), (101, 101)], [PixelSnapping.none, .halfPoint, .grid])
    func edgePixelsCountLikeEveryPixel(size: (Double, Double), snapping: PixelSnapping) {
        var button = PushButton()
        button.plusLineWidth = 2.5
        let canvas = Size(width: size.0, height: size.1)
        for scale in 1...3 {
            let bars = Crispness.strokeRectangles(of: button, size: canvas, snapping: snapping)
            let s = Double(scale)
            var everyPixel = 0
            for row in 0..<Int((canvas.height * s).rounded(.up)) {
                for column in 0..<Int((canvas.width * s).rounded(.up)) {
                    let pixel = Rect(x: Double(column) / s, y: Double(row) / s, width: 1 / s, height: 1 / s)
                    guard Crispness.isInsideOval(pixel, size: canvas, margin: 1 / s) else { continue }
                    let coverage = Crispness.coveredFraction(of: pixel, by: bars)
                    let threshold = Crispness.tolerance / 255
                    if coverage > threshold && coverage < 1 - threshold { everyPixel += 1 }
                }
            }
            #expect(Crispness.fuzzyPixels(of: button, size: canvas, snapping: snapping, scale: scale) == everyPixel)
        }
    }

    #if os(macOS)
        /// macOS folds case: a user's `Logo.svg` must block a generated `logo.svg`.
        @Test func aCaseInsensitiveFolderCannotHideAUsersFile() throws {
            let folder = try TemporaryFolder()
            try folder.write(Self.twoStars, to: "assets.json")
            try folder.write("mine", to: "Assets/Logo.svg")
            #expect(runTool([], in: folder) == .invalidInput)
            #expect(try folder.read("Assets/Logo.svg") == Data("mine".utf8))
        }
    #endif
}
