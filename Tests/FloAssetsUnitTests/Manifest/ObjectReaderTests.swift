import Testing

@testable import FloAssets
@testable import FloOutputFolder
@testable import FloSupport

@Suite struct ObjectReaderTests {
    /// `count` members `k0`, `k1`, …, each with its position as value, and `extra` appended after them.
    private static func reader(count: Int, extra: [String] = []) -> ObjectReader {
        let keys = (0..<count).map { "k\($0)" } + extra
        let members = keys.enumerated().map { position, key in
            JSONMember(
                key: key, keyLocation: SourceLocation(line: position + 1, column: 1),
                value: JSONNode(value: .number(Double(position)), location: .start))
        }
        return ObjectReader(members: members, path: "controls[0]", location: .start)
    }

    /// Members asked for are known whatever their position (an object of more than 64 members keeps a table of its
    /// keys); the others are unknown, and a repeated key is a duplicate, past 64 members too.
    @Test func tellsReadMembersFromUnknownOnesPastSixtyFourMembers() {
        let reader = Self.reader(count: 70, extra: ["k3", "k66"])
        for key in ["k3", "k63", "k64", "k66", "absent", "k3"] { _ = reader.member(key) }
        #expect(reader.member("k66").map { $0.keyLocation.line } == 67)
        let (unknown, duplicates) = reader.unreadMembers()
        let known: Set = ["k3", "k63", "k64", "k66"]
        #expect(unknown.map(\.key) == (0..<70).map { "k\($0)" }.filter { !known.contains($0) })
        #expect(duplicates.map(\.member.key) == ["k3", "k66"])
        #expect(duplicates.map(\.firstLine) == [4, 67])
        // Each key once, in the order first asked, absent ones included.
        #expect(reader.readKeys == ["k3", "k63", "k64", "k66", "absent"])
    }
}
