import Testing

@testable import FloAssets
@testable import FloOutputFolder

/// An entry's digest, which the log compares to decide whether a control is drawn again: different values must
/// never share one; the same value written another way may.
@Suite struct EntryDigestTests {
    static func digest(_ text: String) throws -> SHA256.Digest {
        guard case .object(let members) = try JSONParser.parse(Array(text.utf8)).value else {
            throw JSONSyntaxError(message: "not an object", location: .start)
        }
        return ManifestDecoder.digest(of: members)
    }

    @Test(arguments: [
        (#"{"a": "b\", \"c\": \"d"}"#, #"{"a": "b", "c": "d"}"#),
        (#"{"ab": "c"}"#, #"{"a": "bc"}"#),
        (#"{"a": "1"}"#, #"{"a": 1}"#),
        (#"{"a": [1, 2]}"#, #"{"a": [12]}"#),
        (#"{"a": [[1], 2]}"#, #"{"a": [[1, 2]]}"#),
        (#"{"a": ""}"#, #"{"a": null}"#),
        (#"{"a": true}"#, #"{"a": "t"}"#),
        (#"{"a": {"b": 1}}"#, #"{"a": {"b": 1}, "c": null}"#),
        (#"{"a": 0.1}"#, #"{"a": 0.10000000000000002}"#),
        (#"{"a": 1e400}"#, #"{"a": 1e401}"#),
        (#"{"a": [5e-324, "x"]}"#, #"{"a": [5e-324], "x": null}"#),
        (#"{"a": "é"}"#, #"{"a": "e\u0301"}"#),
    ])
    func differentValuesHaveDifferentDigests(first: String, second: String) throws {
        #expect(try Self.digest(first) != Self.digest(second))
    }

    @Test func theSameValueWrittenAnotherWayHasTheSameDigest() throws {
        #expect(try Self.digest(#"{"a": 1, "b": [true, null]}"#) == Self.digest("{\"a\":1.0,\n \"b\":[ true,null ]}"))
        #expect(try Self.digest(#"{"a": "\u0062"}"#) == Self.digest(#"{"a": "b"}"#))
    }
}
