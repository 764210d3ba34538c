import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder

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

@Suite struct OwnershipIndexLookupTests {
    private static func entry(_ index: Int, size: Int = 10) -> OwnershipIndex.Entry {
        OwnershipIndex.Entry(path: "file-\(index).svg", size: size, digest: SHA256.hash(Array("\(index)".utf8)))
    }

    /// An index of thousands of files reads back as written, sorted and without repeats whatever the order given.
    @Test func anIndexReadsBackAsWritten() {
        let entries = (0..<12_000).map { OwnershipIndexLookupTests.entry($0) }
        let index = OwnershipIndex(entries: (entries + entries.prefix(10)).shuffled())
        #expect(index.entries == entries.sorted())
        #expect(OwnershipIndex(bytes: index.bytes) == index)
        #expect(index.bytes.starts(with: Array("# flo-assets".utf8)))
    }

    /// A path's entries are found by binary search among tens of thousands, in any case where the file system
    /// would take them for one.
    @Test func entriesAreFoundByPath() {
        var entries = (0..<20_000).map { OwnershipIndexLookupTests.entry($0) }
        entries.append(OwnershipIndex.Entry(path: "file-7.svg", size: 3, digest: SHA256.hash([7])))
        entries.append(OwnershipIndex.Entry(path: "Logo.svg", size: 4, digest: SHA256.hash([4])))
        entries.append(OwnershipIndex.Entry(path: "known.svg", bytes: [1, 2, 3]))
        let index = OwnershipIndex(entries: entries.shuffled())
        #expect(Set(index.entries(for: "file-7.svg").map(\.size)) == [3, 10])
        #expect(index.entries(for: "file-19999.svg").count == 1 && index.entries(for: "file-20000.svg").isEmpty)
        #expect(index.contains("file-0.svg") && !index.contains("file-0.SVG") && !index.contains("a"))
        #expect(index.owns("known.svg", bytes: [1, 2, 3]) && index.owns("KNOWN.svg", bytes: [1, 2, 3]))
        #expect(!index.owns("known.svg", bytes: [1, 2, 4]) && !index.owns("unknown.svg", bytes: [1, 2, 3]))
        // Two sizes recorded: room for a file git could not merge.
        #expect(index.readLimit(of: "file-7.svg") == 2 * 10 + 65_536 && index.readLimit(of: "logo.svg") == 4)
        #expect(index.readLimit(of: "FILE-3.svg") == 10 && index.readLimit(of: "other.svg") == 0)
    }

    /// The plan's indexed files and the other entries (older contents, kept leftovers) come out in index order,
    /// without repeats, and without the files the run lost.
    @Test func theIndexMergesThePlanWithTheOtherEntries() {
        let planned = [5, 1, 3, 2].map { number in
            PlannedFile(
                path: "file-\(number).svg", group: number, size: 10,
                digest: OwnershipIndexLookupTests.entry(number).digest ?? SHA256.hash([]), isIndexed: true)
        }
        let unindexed = PlannedFile(
            path: "file-0.svg", group: 0, size: 10,
            digest: OwnershipIndexLookupTests.entry(0).digest ?? SHA256.hash([]), isIndexed: false)
        let index = OutputFolder.index(
            of: planned + [unindexed],
            others: [
                OwnershipIndexLookupTests.entry(2, size: 1), OwnershipIndexLookupTests.entry(4),
                OwnershipIndexLookupTests.entry(9), OwnershipIndexLookupTests.entry(9),
            ],
            lost: ["file-3.svg"])
        let listed = index.entries.map { "\($0.path) \($0.size ?? -1)" }
        #expect(Set(listed.prefix(3)) == ["file-1.svg 10", "file-2.svg 1", "file-2.svg 10"])
        #expect(listed.dropFirst(3) == ["file-4.svg 10", "file-5.svg 10", "file-9.svg 10"])
    }
}

/// What a run holds of a manifest is let go as soon as it is no longer needed.
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
        let (output, manifest) = try BuildLogTests.syncedFolder(folder)
        let prepared = try output.prepare(AssetRenderer(manifest: manifest))
        #expect(prepared.plan.files.contains { $0.bytes != nil })
        _ = try prepared.apply()
        #expect(prepared.plan.files.allSatisfy { $0.bytes == nil && $0.stamp != nil })
    }
}
