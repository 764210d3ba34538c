import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets

/// The pieces that keep a run of tens of thousands of files small: results kept in their chunks, paths found by
/// hash, digests and checksums taken part by part, and the index written a part at a time.
@Suite struct ChunkedListTests {
    @Test func readsAndChangesElementsAcrossChunks() {
        var list = ChunkedList(chunks: [[0, 1, 2], [], [3], [4, 5, 6, 7]])
        #expect(Array(list) == Array(0...7) && list.count == 8)
        #expect((0..<8).map { list[$0] } == Array(0...7))
        list[3] = 30
        list[7] = 70
        #expect(Array(list) == [0, 1, 2, 30, 4, 5, 6, 70])
        let chunks = list.takeChunks()
        #expect(chunks == [[0, 1, 2], [30], [4, 5, 6, 70]] && list.isEmpty)
        #expect(Array(ChunkedList<Int>()).isEmpty && ChunkedList<Int>(chunks: [[], []]).isEmpty)
    }
}

@Suite struct ProducedPathsTests {
    @Test func findsPathsIgnoringCase() {
        let produced = ProducedPaths(["a.svg", "Sub/B.pdf", "Café.svg", "c.svg"])
        #expect(produced[ignoringCase: "a.svg"] == "a.svg")
        #expect(produced[ignoringCase: "A.SVG"] == "a.svg")
        #expect(produced[ignoringCase: "sub/b.pdf"] == "Sub/B.pdf")
        // Canonically equal spellings are one name, as a String compares them.
        #expect(produced[ignoringCase: "CAFE\u{301}.svg"] == "Café.svg")
        #expect(produced[ignoringCase: "d.svg"] == nil && ProducedPaths([])[ignoringCase: "a.svg"] == nil)
        #expect(produced.repeats.isEmpty)
    }

    @Test func reportsEachRepeatWithTheFirstPath() {
        let produced = ProducedPaths(["x.svg", "Logo.svg", "y.svg", "logo.svg", "LOGO.svg", "x.svg"])
        let repeats = produced.repeats.map { "\($0.path) \($0.first)" }
        #expect(repeats == ["logo.svg Logo.svg", "LOGO.svg Logo.svg", "x.svg x.svg"])
    }
}

@Suite struct StreamedDigestTests {
    private static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(state: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    /// Fed in parts cut anywhere (inside a block, at its edges, several blocks at once), the digest is the whole
    /// message's, on both compression paths.
    @Test(arguments: [0, 1, 55, 56, 63, 64, 65, 200, 1000])
    func aDigestTakenInPartsIsTheWholeMessagesDigest(count: Int) {
        let message = Self.bytes(count, seed: UInt64(count))
        for usingHardware in [true, false] {
            for cuts in [[0], [1], [63], [64, 65], [3, 70, 71, 199], [count / 2]] {
                var accumulator = SHA256.Accumulator(usingHardware: usingHardware)
                var start = 0
                message.withUnsafeBytes { whole in
                    for cut in cuts + [count] where cut >= start && cut <= count {
                        accumulator.add(UnsafeRawBufferPointer(rebasing: whole[start..<cut]))
                        start = cut
                    }
                }
                #expect(accumulator.digest == SHA256.hash(message))
            }
        }
    }

    @Test func aChecksumTakenInPartsIsTheWholeRecordsChecksum() {
        let record = Self.bytes(1001, seed: 3)
        let whole = record.withUnsafeBufferPointer(RecordChecksum.of)
        for cuts in [[1], [7, 8, 9], [500, 999], [16, 24]] {
            var checksum = RecordChecksum()
            var start = 0
            record.withUnsafeBufferPointer { buffer in
                for cut in cuts + [record.count] {
                    checksum.add(UnsafeBufferPointer(rebasing: buffer[start..<cut]))
                    start = cut
                }
            }
            #expect(checksum.hex == whole)
        }
    }

    @Test func aFileIsHashedAPartAtATimeAndOnlyIfItIsARegularFileWithinTheLimit() throws {
        let folder = try TemporaryFolder()
        let content = Self.bytes(600_000, seed: 9)
        try Data(content).write(to: URL(fileURLWithPath: folder.path + "/big"))
        #expect(FileSystem.digestOfRegularFile(at: folder.path + "/big", limit: 1 << 20) == SHA256.hash(content))
        #expect(FileSystem.digestOfRegularFile(at: folder.path + "/big", limit: 599_999) == nil)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "big")
        #expect(FileSystem.digestOfRegularFile(at: folder.path + "/link", limit: 1 << 20) == nil)
        #expect(FileSystem.digestOfRegularFile(at: folder.path, limit: 1 << 20) == nil)
        #expect(FileSystem.digestOfRegularFile(at: folder.path + "/none", limit: 1 << 20) == nil)
    }

    /// Lines are handed whole however the parts fall: across part boundaries, longer than a part, and a last
    /// line without its end; a file over the limit, a link or a folder is not read.
    @Test func aFileIsReadLineByLineAPartAtATime() throws {
        let folder = try TemporaryFolder()
        let lines =
            (0..<30_000).map { "line \($0) " + String(repeating: "x", count: $0 % 37) } + [
                String(repeating: "long", count: 200_000), "", "last",
            ]
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: folder.path + "/lines"))
        var read: [String] = []
        #expect(
            FileSystem.forEachLine(ofRegularFileAt: folder.path + "/lines", limit: 4 << 20, lineLimit: 1 << 20) {
                read.append(String(decoding: $0, as: UTF8.self))
                return true
            })
        #expect(read == lines)
        // Over the file's limit, with a line over the line limit, stopped by the reader, a link, a folder: false.
        #expect(!FileSystem.forEachLine(ofRegularFileAt: folder.path + "/lines", limit: 1 << 20) { _ in true })
        var handed = 0
        #expect(
            !FileSystem.forEachLine(ofRegularFileAt: folder.path + "/lines", limit: 4 << 20) { _ in
                handed += 1
                return true
            })
        #expect(handed == 30_000)
        handed = 0
        #expect(
            !FileSystem.forEachLine(ofRegularFileAt: folder.path + "/lines", limit: 4 << 20) { _ in
                handed += 1
                return handed < 5
            })
        #expect(handed == 5)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "lines")
        #expect(!FileSystem.forEachLine(ofRegularFileAt: folder.path + "/link", limit: 4 << 20) { _ in true })
        #expect(!FileSystem.forEachLine(ofRegularFileAt: folder.path, limit: 4 << 20) { _ in true })
    }

    /// The run's record is written a part at a time and checksummed as it goes; one not saved leaves nothing.
    @Test func aStreamedFileIsChecksummedAsWrittenAndLeavesNothingUnlessSaved() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/records/one.run"
        let file = StreamedFile(path: path, checksummed: true)
        var expected: [UInt8] = []
        for index in 0..<40_000 {
            let line = "line \(index)\n"
            file.out.append(line)
            expected += Array(line.utf8)
            file.flushWhenFull()
        }
        #expect(file.checksumOfWritten == expected.withUnsafeBufferPointer(RecordChecksum.of))
        file.save()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(expected))
        do {
            let abandoned = StreamedFile(path: folder.path + "/records/two.run")
            for _ in 0..<30_000 { abandoned.out.append("abandoned line\n") }
            abandoned.flush()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/records") == ["one.run"])
    }
}

@Suite struct StreamedIndexTests {
    private static func entry(_ index: Int, size: Int = 10) -> OwnershipIndex.Entry {
        OwnershipIndex.Entry(path: "file-\(index).svg", size: size, digest: SHA256.hash(Array("\(index)".utf8)))
    }

    /// An index larger than one part comes out byte for byte as when written whole, and reads back.
    @Test func anIndexWrittenInPartsIsTheWholeIndex() {
        let index = OwnershipIndex(entries: (0..<12_000).map { Self.entry($0) })
        var parts: [[UInt8]] = []
        #expect(
            OwnershipIndex.serialize(index.entries) { part in
                parts.append(Array(part))
                return true
            })
        #expect(parts.count > 2 && parts.dropLast().allSatisfy { $0.count >= 1 << 18 })
        let joined = parts.flatMap { $0 }
        #expect(OwnershipIndex(bytes: joined) == index)
        #expect(joined.starts(with: Array("# flo-assets".utf8)))
        var calls = 0
        #expect(
            !OwnershipIndex.serialize(index.entries) { _ in
                calls += 1
                return false
            })
        #expect(calls == 1)
    }

    /// A path's entries are found by binary search among tens of thousands, in any case where the file system
    /// would take them for one.
    @Test func entriesAreFoundByPath() {
        var entries = (0..<20_000).map { Self.entry($0) }
        entries.append(OwnershipIndex.Entry(path: "file-7.svg", size: 3, digest: SHA256.hash([7])))
        entries.append(OwnershipIndex.Entry(path: "Logo.svg", size: 4, digest: SHA256.hash([4])))
        entries.append(OwnershipIndex.Entry(path: "known.svg", bytes: [1, 2, 3]))
        let index = OwnershipIndex(entries: entries.shuffled())
        #expect(Set(index.entries(for: "file-7.svg").map(\.size)) == [3, 10])
        #expect(index.entries(for: "file-19999.svg").count == 1 && index.entries(for: "file-20000.svg").isEmpty)
        #expect(index.contains("file-0.svg") && !index.contains("file-0.SVG") && !index.contains("a"))
        #expect(index.owns("known.svg", bytes: [1, 2, 3]) && index.owns("KNOWN.svg", bytes: [1, 2, 3]))
        #expect(!index.owns("known.svg", bytes: [1, 2, 4]) && !index.owns("unknown.svg", bytes: [1, 2, 3]))
        #expect(index.largestSize(of: "file-7.svg") == 10 && index.largestSize(of: "logo.svg") == 4)
        #expect(index.largestSize(of: "FILE-3.svg") == 10 && index.largestSize(of: "other.svg") == 0)
    }

    /// The plan's files (by path) and the other entries (older contents, kept leftovers) come out merged in index
    /// order, without repeats, and without the files the run lost.
    @Test func theListingMergesThePlanWithTheOtherEntries() {
        let planned = [5, 1, 3, 2].map { number in
            PlannedFile(
                path: "file-\(number).svg", group: number, size: 10,
                digest: Self.entry(number).digest ?? SHA256.hash([]),
                isIndexed: true)
        }
        let unindexed = PlannedFile(
            path: "file-0.svg", group: 0, size: 10, digest: Self.entry(0).digest ?? SHA256.hash([]), isIndexed: false)
        let files = ChunkedList(chunks: [Array(planned[..<2]), Array(planned[2...]) + [unindexed]])
        var listing = OutputFolder.IndexListing(files)
        listing.others = [Self.entry(2, size: 1), Self.entry(4), Self.entry(9), Self.entry(9)].sorted()
        listing.lost = ["file-3.svg"]
        let listed = Array(listing.entries(of: files)).map { "\($0.path) \($0.size ?? -1)" }
        #expect(
            listed == [
                "file-1.svg 10", "file-2.svg 1", "file-2.svg 10", "file-4.svg 10", "file-5.svg 10", "file-9.svg 10",
            ])
    }
}

/// What a run holds of a large manifest is let go as soon as it is no longer needed.
@Suite struct MemoryReleaseTests {
    @Test func eachControlsJSONIsLetGoOnceDecoded() throws {
        let text =
            #"[{"name": "a", "type": "star"}, {"name": "b-{width}", "type": "star", "width": {"from": 20, "through": 21}}]"#
        guard case .array(var elements) = try JSONParser.parse(Array(text.utf8)).value else {
            Issue.record("not an array")
            return
        }
        let decoder = ManifestDecoder(file: "assets.json")
        let controls = decoder.decodeControls(&elements)
        #expect(controls.map(\.name) == ["a", "b-20", "b-21"] && decoder.errorCount == 0)
        #expect(elements.allSatisfy { if case .null = $0.value { true } else { false } })
    }

    @Test func drawnBytesAreLetGoOnceWritten() throws {
        let folder = try TemporaryFolder()
        let (output, manifest) = try StampCacheTests.syncedFolder(folder)
        let prepared = try output.prepare(AssetRenderer(manifest: manifest))
        #expect(prepared.plan.files.contains { $0.bytes != nil })
        _ = try prepared.apply()
        #expect(prepared.plan.files.allSatisfy { $0.bytes == nil && $0.stamp != nil })
    }
}
