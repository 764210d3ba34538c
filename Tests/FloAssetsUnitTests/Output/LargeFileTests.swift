import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloOutputFolder
@testable import FloSupport

/// One file of a chosen size, as an output would produce it.
private struct OneFile: FolderContents {
    var path = "big.swift"
    var size: Int

    var groupCount: Int { 1 }
    var settingsDigest: SHA256.Digest { SHA256.hash([]) }
    func paths(forGroup index: Int) -> [String] { [path] }
    func files(forGroup index: Int) -> [GeneratedFile] {
        [GeneratedFile(path: path, bytes: [UInt8](repeating: UInt8(ascii: "a"), count: size), isText: true)]
    }
    func descriptionDigest(forGroup index: Int) -> SHA256.Digest? { nil }
    func clashes(in folder: FileSystem.OpenedFolder) -> [(path: String, message: String)] { [] }
    func couldHaveWritten(_ path: String) -> Bool { true }
}

/// A file the tool wrote stays its own whatever its size, up to the largest it writes: it is replaced when it
/// shrinks and removed when no longer produced, never mistaken for the user's. A larger one is refused.
@Suite struct LargeFileTests {
    /// A folder whose largest file is 1 MiB, so that these tests need no large files.
    static func output(_ folder: TemporaryFolder) -> OutputFolder {
        var output = OutputFolder(path: folder.path, displayPath: "Out")
        output.maximumGeneratedFileSize = 1 << 20
        return output
    }

    @Test func theLargestFileIsReplacedByASmallerOne() throws {
        let folder = try TemporaryFolder()
        let output = Self.output(folder)
        #expect(try output.sync(OneFile(size: 1 << 20)).written == 1)
        let second = try output.sync(OneFile(size: 10))
        #expect(second.written == 1 && second.warnings.isEmpty)
        #expect(try folder.read("big.swift") == Data("aaaaaaaaaa".utf8))
    }

    @Test func theLargestFileIsRemovedOnceNoLongerProduced() throws {
        let folder = try TemporaryFolder()
        let output = Self.output(folder)
        _ = try output.sync(OneFile(size: 1 << 20))
        let second = try output.sync(OneFile(path: "small.swift", size: 10))
        #expect(second.removed == 1 && second.warnings.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/big.swift"))
    }

    @Test func aLargerFileIsRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let output = Self.output(folder)
        #expect(throws: FloError.self) { try output.sync(OneFile(size: (1 << 20) + 1)) }
        do {
            _ = try output.sync(OneFile(size: (1 << 20) + 1))
        } catch {
            #expect(error.exitCode == 2)
            #expect(
                error.diagnostics.map(\.description) == [
                    "Out/big.swift: error: would be 1048577 bytes, more than flo-assets writes in one file (1 MiB); put fewer controls in this output"
                ])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anIndexCannotMakeARunReadMoreThanTheLargestFile() throws {
        let folder = try TemporaryFolder()
        let output = Self.output(folder)
        let big = [UInt8](repeating: UInt8(ascii: "b"), count: (1 << 20) + 1)
        try folder.write(String(decoding: big, as: UTF8.self), to: "big.swift")
        let entry = OwnershipIndex.Entry(path: "big.swift", bytes: big)
        try folder.write(
            String(decoding: OwnershipIndex(entries: [entry]).bytes, as: UTF8.self), to: ".flo-assets-index")
        // Listed with its very bytes, but larger than the tool writes: the user's, kept and reported.
        let summary = try output.sync(OneFile(path: "small.swift", size: 10))
        #expect(summary.removed == 0 && summary.warnings.count == 1)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/big.swift"))
    }
}

/// The index is a file the run writes: as large as the largest file, it is read back; larger, the run is refused
/// before anything in the folder changes.
@Suite struct LargeIndexTests {
    @Test func anIndexUpToTheLargestFileIsReadAndALargerOneIsNeverWritten() throws {
        let folder = try TemporaryFolder()
        var output = OutputFolder(path: folder.path, displayPath: "Out")
        output.maximumGeneratedFileSize = 64 << 10
        #expect(try output.sync(ManyFiles(count: 700, size: 1)).written == 700)
        let index = try folder.read(".flo-assets-index")
        #expect(index.count > 48 << 10 && index.count <= 64 << 10)
        #expect(try output.sync(ManyFiles(count: 700, size: 1)).unchanged == 700)
        // 1,000 files in the place of the 700: an index of both would pass the limit. Nothing is removed or written.
        do {
            _ = try output.sync(ManyFiles(count: 1_000, size: 1, first: 700))
            Issue.record("an index past the limit was written")
        } catch {
            #expect(error.exitCode == 2)
            let message = error.diagnostics.map(\.description).joined()
            #expect(message.hasPrefix("Out/.flo-assets-index: error: would list 1000 files in "), "\(message)")
            #expect(message.hasSuffix("lines); split the controls across more output folders"), "\(message)")
        }
        #expect(try folder.read(".flo-assets-index") == index)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 701 && names.contains("f0.txt") && !names.contains("f700.txt"))
    }
}

/// `count` files of `size` bytes, one a group.
private struct ManyFiles: FolderContents {
    var count: Int
    var size: Int
    /// The number of the first file's name, `f<first>.txt`.
    var first = 0

    var groupCount: Int { count }
    var settingsDigest: SHA256.Digest { SHA256.hash([]) }
    func paths(forGroup index: Int) -> [String] { ["f\(first + index).txt"] }
    func files(forGroup index: Int) -> [GeneratedFile] {
        [
            GeneratedFile(
                path: "f\(first + index).txt", bytes: [UInt8](repeating: UInt8(ascii: "a"), count: size), isText: true)
        ]
    }
    func descriptionDigest(forGroup index: Int) -> SHA256.Digest? { nil }
    func clashes(in folder: FileSystem.OpenedFolder) -> [(path: String, message: String)] { [] }
    func couldHaveWritten(_ path: String) -> Bool { true }
}

/// Nothing is written until every file is drawn and compared, so the files to write are held until then: past the
/// most a run holds, it fails and writes nothing; files already as drawn are not held.
@Suite struct BytesHeldTests {
    @Test func aRunHoldingMoreThanItsMostWritesNothing() throws {
        let folder = try TemporaryFolder()
        var output = OutputFolder(path: folder.path, displayPath: "Out")
        output.maximumBytesHeld = 2 << 20
        do {
            _ = try output.sync(ManyFiles(count: 5, size: 512 << 10))
            Issue.record("2.5 MiB of files were held")
        } catch {
            #expect(error.exitCode == 2)
            #expect(
                error.diagnostics.first?.message.hasPrefix(
                    "the files to write would hold more than 2 MiB, more than a run holds before it writes") == true)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        output.maximumBytesHeld = 4 << 20
        #expect(try output.sync(ManyFiles(count: 5, size: 512 << 10)).written == 5)
        // Unchanged, they are compared and let go.
        output.maximumBytesHeld = 1 << 20
        #expect(try output.sync(ManyFiles(count: 5, size: 512 << 10)).unchanged == 5)
    }
}
