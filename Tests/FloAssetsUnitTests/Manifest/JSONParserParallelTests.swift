import Foundation
import Testing

@testable import FloAssets

/// A long array parsed on several threads gives the tree one thread gives, locations included, and the same error.
@Suite struct JSONParserParallelTests {
    /// Every value and key of `node` with its location, in document order: two trees are the same exactly when
    /// these lists are.
    static func flattened(_ node: JSONNode) -> [String] {
        var lines: [String] = []
        func walk(_ node: JSONNode) {
            let place = "\(node.location.line):\(node.location.column)"
            switch node.value {
            case .array(let items):
                lines.append("[\(items.count) \(place)")
                items.forEach(walk)
            case .object(let members):
                lines.append("{\(members.count) \(place)")
                for member in members {
                    lines.append("key \(member.key) \(member.keyLocation.line):\(member.keyLocation.column)")
                    walk(member.value)
                }
            default:
                var text = ByteBuffer()
                node.appendDescription(to: &text)
                lines.append("\(String(decoding: text.bytes, as: UTF8.self)) \(place)")
            }
        }
        walk(node)
        return lines
    }

    /// A manifest-like document of `count` controls, laid out by `style`, with traps for the boundary guesses:
    /// strings holding `, {`, nested arrays of objects, and an array of objects after the controls.
    static func document(count: Int, style: Int) -> String {
        let newline = ["", "\n", "\r\n", "\n\t ", "\n"][style % 5]
        // Style 4 breaks lines inside controls only: each starts on the line its neighbour ends on.
        let separator = style == 4 ? ", " : "," + newline
        let controls = (0..<count).map { index in
            var fields = [#""name": "c-\#(index)""#, #""type": "pushButton""#, #""width": \#(index % 97)"#]
            if index % 7 == 0 { fields.append(#""note": "a, {\"b\": [1, {}]}, {x""#) }
            if index % 11 == 0 { fields.append(#""states": [{"a": 1}, {"b": [{"c": 2}, {"d": "é\u00e9"}]}]"#) }
            if index % 13 == 0 { fields.append(#""empty": {}, "list": [], "n": -1.5e3, "t": true, "z": null"#) }
            return "{" + newline + fields.joined(separator: "," + newline + "  ") + newline + "}"
        }
        let outputs = #""outputs": [{"path": "a"}, {"path": "b"}, {"path": "c"}]"#
        return "{" + newline + #""version": 1,"# + newline + #""controls": ["# + newline
            + controls.joined(separator: separator) + newline + "]," + newline + outputs + newline + "}"
    }

    @Test(arguments: [(1500, 0), (1500, 1), (1500, 2), (1500, 3), (3000, 1), (900, 2), (1500, 4)])
    func theTreeIsTheSameOnAnyNumberOfThreads(count: Int, style: Int) throws {
        let bytes = Array(Self.document(count: count, style: style).utf8)
        #expect(bytes.count >= JSONParser.parallelArraySize)
        let serial = Self.flattened(try JSONParser.parse(bytes, workers: 1))
        for workers in [2, 3, 8] {
            let same = Self.flattened(try JSONParser.parse(bytes, workers: workers)) == serial
            #expect(same, "\(workers) threads")
        }
    }

    /// The elements of the controls array of `text`, parsed in shares on `workers` threads from just inside its
    /// `[`, as the one-by-one parse would be there, with how many shares were used.
    static func parsedInShares(_ text: String, workers: Int) throws -> (elements: [JSONNode], shares: Int)? {
        try Array(text.utf8).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            parser.workers = workers
            let open = try #require(buffer.firstIndex(of: UInt8(ascii: "[")))
            parser.index = open + 1
            parser.line = 1 + buffer[..<open].filter { $0 == 10 }.count
            parser.lineStart = (buffer[..<open].lastIndex(of: 10) ?? -1) + 1
            parser.depth = 2
            parser.skipWhitespace()
            let parsed = parser.parseElementsInParallel()
            if parsed != nil { #expect(buffer[parser.index - 1] == UInt8(ascii: "]") && parser.depth == 1) }
            return parsed
        }
    }

    /// The controls of `text` as parsed one after another.
    static func controls(of text: String) throws -> [JSONNode] {
        guard case .object(let members) = try JSONParser.parse(Array(text.utf8), workers: 1).value,
            case .array(let controls) = members[1].value.value
        else { return [] }
        return controls
    }

    /// The elements are parsed in shares, not one after another, when the guesses hold: with `, {` in strings and
    /// `}, {` in nested arrays of objects around the cuts too.
    @Test(arguments: [1, 4])
    func aLongArrayIsSplit(style: Int) throws {
        let text = Self.document(count: 1500, style: style)
        let parsed = try #require(try Self.parsedInShares(text, workers: 2))
        #expect(parsed.shares == 2)
        let same = parsed.elements.map(Self.flattened) == (try Self.controls(of: text)).map(Self.flattened)
        #expect(same)
        let eight = try #require(try Self.parsedInShares(text, workers: 8))
        #expect(eight.shares >= 4)
        #expect(eight.elements.map(Self.flattened) == parsed.elements.map(Self.flattened))
    }

    /// A cut guessed inside an element is parsed through by the share before it, which goes on to the next cut it
    /// lands on exactly; the shares after that cut are used from there. Here the first third of the controls are
    /// mostly nested arrays of objects (`}, {` between them), where cuts fall inside elements, and the rest are
    /// plain, where they fall between them.
    @Test func aCutInsideAnElementIsParsedThrough() throws {
        let stops = (0..<40).map { #"{"at": \#($0)}"# }.joined(separator: ", ")
        let nested = (0..<100).map { #"{"name": "n-\#($0)", "stops": [\#(stops)], "width": 5}"# }
        let plain = (0..<2000).map { #"{"name": "c-\#($0)", "type": "pushButton", "width": 5}"# }
        let text = #"{"version": 1, "controls": ["# + (nested + plain).joined(separator: ", ") + "]}"
        let expected = try Self.controls(of: text).map(Self.flattened)
        for workers in [2, 3, 4, 8, 16] {
            let parsed = try #require(try Self.parsedInShares(text, workers: workers))
            let same = parsed.elements.map(Self.flattened) == expected
            #expect(same, "\(workers) threads")
            // With cuts among the nested controls, the first share reaches past them and stops at a cut among the
            // plain ones: some shares are not used, and more than one is.
            if workers >= 4 {
                #expect(parsed.shares >= 2 && parsed.shares < workers, "\(workers) threads: \(parsed.shares) shares")
            }
        }
    }

    /// A malformed element anywhere (in the first share, in a later one, at a guessed boundary) is reported as the
    /// one-by-one parse reports it.
    @Test(arguments: [10, 700, 749, 750, 751, 1200, 1499])
    func errorsAreTheSameOnAnyNumberOfThreads(broken: Int) {
        let type = #""type": "pushButton","#
        // The `broken`th control loses a comma, gets a stray quote, or a raw line break in a string.
        for damaged in [#""type": "pushButton""#, #""type": "pushButton"","#, "\"type\": \"push\nButton\","] {
            var controls = Self.document(count: 1500, style: 1).components(separatedBy: "\"name\": \"c-")
            controls[broken + 1] = controls[broken + 1].replacingFirst(type, with: damaged)
            let bytes = Array(controls.joined(separator: "\"name\": \"c-").utf8)
            let serial = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, workers: 1) }
            let parallel = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, workers: 2) }
            #expect(serial.error != nil)
            #expect(parallel.error == serial.error, "control \(broken)")
        }
    }
}

extension Result {
    fileprivate var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
