import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder
@testable import FloSupport

@Suite struct JSONParserTests {
    static let suiteFolder = repositoryRoot.appending(
        path: "Tests/FloAssetsUnitTests/Fixtures/JSONTestSuite/test_parsing")

    static let cases: [String] = (try? FileManager.default.contentsOfDirectory(atPath: suiteFolder.path).sorted()) ?? []

    @Test func theWholeSuiteIsThere() {
        #expect(Self.cases.count == 318)
    }

    @Test(arguments: cases)
    func jsonTestSuiteCase(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.suiteFolder.appending(path: name)))
        let result = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
        switch (name.prefix(2), result) {
        case ("y_", .failure(let error)):
            Issue.record("rejected valid JSON at \(error.location.line):\(error.location.column): \(error.message)")
        case ("n_", .success):
            Issue.record("accepted invalid JSON")
        case ("n_", .failure(let error)):
            #expect(error.location.line >= 1 && error.location.column >= 1)
        default:
            break // i_ cases may go either way; reaching here means no crash and no hang.
        }
        // As a manifest, valid JSON fails validation (exit 2), never as a syntax error.
        if name.hasPrefix("y_") {
            do {
                _ = try ManifestLoader.decode(bytes, displayPath: name)
                Issue.record("a JSONTestSuite document is not a valid manifest")
            } catch {
                #expect(!error.diagnostics.isEmpty)
                #expect(!error.diagnostics.contains { $0.message.hasPrefix("malformed JSON") }, "\(error)")
            }
        }
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a string key in quotes; JSON has no comma after the last member, remove it"),
        // The usual slips of JSON written by hand say how to mend them.
        ("[1,\n ]", 2, 2, "expected a JSON value; JSON has no comma after the last element, remove it"),
        ("{\n  // a\n}", 2, 3, "expected a string key in quotes; JSON has no comments, remove this one"),
        ("{\"a\": 1 /* b */}", 1, 9, "expected ',' or '}' after object member; JSON has no comments, remove this one"),
        ("{'a': 1}", 1, 2, "expected a string key in quotes; JSON writes strings in double quotes"),
        // A bracket that closes nothing open is no comma's fault.
        ("[{\"a\": 1}, }", 1, 12, "expected a JSON value"),
        ("{\"a\" 1}", 1, 6, "expected ':' after object key"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "expected ',' or '}' after object member"),
        // Lines as editors count them: Windows' CR LF is one end, an old Mac file's lone CR is one too.
        ("{\r\n  \"a\": 1\r\n  \"b\": 2\r\n}", 3, 3, "expected ',' or '}' after object member"),
        ("{\r  \"a\": 1\r\r  \"b\": 2\r}", 4, 3, "expected ',' or '}' after object member"),
        ("[1, 2", 1, 6, "expected ',' or ']' after array element, found end of file"),
        ("{\"a\": tru}", 1, 7, "expected a JSON value"),
        ("{\"a\": \"\\x\"}", 1, 8, "invalid escape; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        ("\u{FEFF}{\"a\": 01}", 1, 8, "expected ',' or '}' after object member"),
        ("{} x", 1, 4, "unexpected text after the JSON value"),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, line: Int, column: Int, message: String) {
        var bytes = Array(text.utf8)
        if text.hasPrefix("\u{FEFF}") { bytes = [0xEF, 0xBB, 0xBF] + Array(text.dropFirst().utf8) }
        #expect(throws: JSONSyntaxError(message: message, location: SourceLocation(line: line, column: column))) {
            try JSONParser.parse(bytes)
        }
    }

    @Test func limitsAreErrorsNotCrashes() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
        let nested64 = Array(repeating: UInt8(ascii: "["), count: 64) + Array(repeating: UInt8(ascii: "]"), count: 64)
        #expect(throws: Never.self) { try JSONParser.parse(nested64) }
        let huge = [UInt8](repeating: 32, count: JSONParser.maximumSize + 1)
        #expect(
            throws: JSONSyntaxError(
                message: "file is 4194305 bytes; manifests are limited to 4 MiB",
                location: SourceLocation(line: 1, column: 1))
        ) {
            try JSONParser.parse(huge)
        }
        #expect(throws: JSONSyntaxError(message: "invalid UTF-8 byte", location: SourceLocation(line: 2, column: 4))) {
            try JSONParser.parse(Array("{\n  \"".utf8) + [0xFF] + Array("\": 1}".utf8))
        }
        #expect(throws: JSONSyntaxError(message: "invalid UTF-8 byte", location: SourceLocation(line: 3, column: 2))) {
            try JSONParser.parse(Array("{\r\n\r\"".utf8) + [0xFF] + Array("\": 1}".utf8))
        }
        // A manifest saved as UTF-16 or UTF-32, marked or not, is named so.
        for (encoding, name) in [
            (String.Encoding.utf16LittleEndian, "UTF-16LE"), (.utf16BigEndian, "UTF-16BE"),
            (.utf32LittleEndian, "UTF-32LE"), (.utf32BigEndian, "UTF-32BE"), (.utf16, "UTF-16"), (.utf32, "UTF-32"),
        ] {
            let bytes = Array("{\"version\": 1}".data(using: encoding)!)
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
            do {
                _ = try JSONParser.parse(bytes)
            } catch {
                #expect(error.message.hasPrefix("the file is \(name)"), "\(error.message)")
                #expect(error.message.hasSuffix("; save it as UTF-8"))
            }
        }
        // A NUL before the text is no wide encoding: the byte itself is the error.
        for bytes in [
            [0] + Array("{\"version\": 1}".utf8), [0x7B, 0] + Array("\"version\": 1}".utf8), [0x7B, 0, 0x7D],
        ] {
            do {
                _ = try JSONParser.parse(bytes)
                Issue.record("parsed \(bytes)")
            } catch {
                #expect(!error.message.contains("UTF-16"), "\(error.message)")
                #expect(error.location == SourceLocation(line: 1, column: bytes[0] == 0 ? 1 : 2), "\(error.message)")
            }
        }
        // After a byte order mark, which is no column.
        #expect(throws: JSONSyntaxError(message: "invalid UTF-8 byte", location: SourceLocation(line: 1, column: 3))) {
            try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"".utf8) + [0xFF] + Array("\": 1}".utf8))
        }
    }

    /// A string of escapes as long as a manifest may be is read in time that grows with its length, not its square.
    @Test func aLongStringOfEscapesIsPrompt() throws {
        let count = 400_000
        let text =
            Array("[\"".utf8) + Array(repeating: Array("a\\n\\u00e9".utf8), count: count).joined() + Array("\"]".utf8)
        let start = ContinuousClock.now
        let parsed = try JSONParser.parse(text)
        let elapsed = ContinuousClock.now - start
        guard case .array(let items) = parsed.value, case .string(let string)? = items.first?.value else {
            Issue.record("not one string: \(parsed.value)")
            return
        }
        #expect(string.unicodeScalars.count == 3 * count && string.hasSuffix("a\né"))
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test func keepsLocationsAndOrder() throws {
        let node = try JSONParser.parse(Array("{\n  \"b\": [true, null],\n  \"a\": \"x\\u00e9\\ud83d\\ude00\"\n}".utf8))
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        #expect(members[1].value.location == SourceLocation(line: 3, column: 8))
        if case .string(let text) = members[1].value.value {
            #expect(text == "xé😀")
        } else {
            Issue.record("not a string")
        }
    }

    /// Whole numbers are read digit by digit, the rest by the standard library: both give the `Double` the text
    /// names, bit for bit (the sign of zero too), on either side of the 15-digit limit of the first way.
    @Test(arguments: [
        "0", "-0", "7", "-7", "100", "230", "999999999999999", "-999999999999999", "1000000000000000",
        "9007199254740993", "123456789012345678901234567890", "0.5", "-0.0", "1e3", "1E-2", "2.5e+2", "10000.0001",
    ])
    func readsNumbersExactly(text: String) throws {
        let node = try JSONParser.parse(Array("[\(text)]".utf8))
        guard case .array(let elements) = node.value, case .number(let value) = elements.first?.value else {
            Issue.record("not a number: \(node)")
            return
        }
        let expected = try #require(Double(text))
        #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) ≠ \(expected)")
    }

    /// The first invalid byte as the standard library's UTF-8 decoder finds it, over ASCII runs of every length
    /// around the eight-byte steps and the sequences that end them (valid, overlong, surrogate, cut short).
    @Test func findsTheFirstInvalidUTF8ByteAsTheStandardLibraryDoes() {
        func reference(_ bytes: [UInt8]) -> Int? {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .emptyInput: return nil
                case .error: return offset
                }
            }
        }
        let tails: [[UInt8]] = [
            [], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
            [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80],
        ]
        for run in 0...20 {
            for tail in tails {
                for suffix in [[], Array("abcdefghij".utf8)] {
                    let bytes = Array(repeating: UInt8(ascii: "a"), count: run) + tail + suffix
                    #expect(UTF8Validation.firstInvalidOffset(in: bytes) == reference(bytes), "\(bytes)")
                }
            }
        }
    }

    /// Containers side by side and inside each other, first and later in their parent: each gets its own members.
    @Test func keepsSiblingAndNestedContainersApart() throws {
        func compact(_ node: JSONNode) -> String {
            switch node.value {
            case .number(let value): String(Int(value))
            case .string(let text): "\"" + text + "\""
            case .array(let elements): "[" + elements.map(compact).joined(separator: ",") + "]"
            case .object(let members):
                "{" + members.map { "\"" + $0.key + "\":" + compact($0.value) }.joined(separator: ",") + "}"
            default: "?"
            }
        }
        let text = #"[{"a":{"x":1},"b":[{"y":2},[3],[]],"c":4},[],{},{"d":[[1,2],{"e":[]}]}]"#
        #expect(compact(try JSONParser.parse(Array(text.utf8))) == text)
    }
}
