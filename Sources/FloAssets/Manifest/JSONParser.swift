import FloSupport

/// A strict RFC 8259 JSON parser that keeps each value's line and column, which Foundation's decoders lose.
struct JSONParser {
    static let maximumDepth = 64
    static let maximumSize = 4 * 1024 * 1024

    /// The document.
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    /// The members of the objects being parsed, innermost last, and likewise the elements of the arrays: shared
    /// scratch space, so each object or array costs one allocation of exactly its size rather than one per doubling.
    private var openMembers: [JSONMember] = []
    private var openElements: [JSONNode] = []

    /// Parses one JSON document; a leading UTF-8 byte order mark is skipped.
    static func parse(_ data: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        guard data.count <= maximumSize else {
            throw JSONSyntaxError(
                message: "file is \(data.count) bytes; manifests are limited to 4 MiB", location: .start)
        }
        if let encoding = UTF8Validation.wideEncoding(of: data) {
            throw JSONSyntaxError(message: "the file is \(encoding); save it as UTF-8", location: .start)
        }
        var parser = JSONParser(bytes: data)
        if data.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        if let bad = UTF8Validation.firstInvalidOffset(in: data, from: parser.index) {
            throw JSONSyntaxError(message: "invalid UTF-8 byte", location: parser.location(of: bad))
        }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.error("unexpected text after the JSON value")
        }
        return value
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // Mutating, though they change nothing: called from the parser's mutating methods, a plain getter makes a
    // debug build (the plugin's) copy the whole parser, retaining its scratch arrays, for every token.
    var current: UInt8? {
        mutating get { index < bytes.count ? bytes[index] : nil }
    }

    private var here: SourceLocation {
        mutating get { SourceLocation(line: line, column: index - lineStart + 1) }
    }

    /// The location of a byte offset; only used off the hot path, for errors before parsing. A byte order mark,
    /// which the parser skips, is no column.
    private func location(of offset: Int) -> SourceLocation {
        var (line, start) = (1, lineStart)
        for position in 0..<offset where Self.endsLine(bytes, at: position) {
            line += 1
            start = position + 1
        }
        return SourceLocation(line: line, column: offset - start + 1)
    }

    /// Whether the byte at `position` ends a line: a line feed, or a carriage return not followed by one (an
    /// old Mac file's lines; Windows' CR LF is one end, counted at the LF), as editors count lines.
    private static func endsLine(_ bytes: [UInt8], at position: Int) -> Bool {
        bytes[position] == 10 || (bytes[position] == 13 && (position + 1 == bytes.count || bytes[position + 1] != 10))
    }

    mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: index >= bytes.count ? message + ", found end of file" : message + fix, location: here)
    }

    /// How to mend what stands at the current position when it is one of the usual slips of JSON written by hand
    /// (comments, single quotes), else nothing.
    private var fix: String {
        mutating get {
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch current {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/") || next == UInt8(ascii: "*"):
                return "; JSON has no comments, remove this one"
            case UInt8(ascii: "'"): return "; JSON writes strings in double quotes"
            default: return ""
            }
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 32, 9: index += 1
            case 10, 13:
                index += 1
                if Self.endsLine(bytes, at: index - 1) {
                    line += 1
                    lineStart = index
                }
            default: return
            }
        }
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let start = here
        guard let byte = current else { throw error("expected a JSON value") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): return JSONNode(value: try literal("true", .bool(true)), location: start)
        case UInt8(ascii: "f"): return JSONNode(value: try literal("false", .bool(false)), location: start)
        case UInt8(ascii: "n"): return JSONNode(value: try literal("null", .null), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: try parseNumber(), location: start)
        default: throw error("expected a JSON value")
        }
    }

    /// `value`, once the bytes at the current position spell `literal`.
    private mutating func literal(_ literal: StaticString, _ value: JSONNode.Value) throws(JSONSyntaxError)
        -> JSONNode.Value
    {
        let matches = literal.withUTF8Buffer { expected in
            index + expected.count <= bytes.count && bytes[index..<index + expected.count].elementsEqual(expected)
        }
        guard matches else { throw error("expected a JSON value") }
        index += literal.utf8CodeUnitCount
        return value
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("nesting is deeper than \(Self.maximumDepth) levels")
        }
        index += 1
        skipWhitespace()
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
        try enterContainer()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object([])
        }
        let first = openMembers.count
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key in quotes") }
            let keyLocation = here
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after object key") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            openMembers.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    throw error("expected a string key in quotes; JSON has no comma after the last member, remove it")
                }
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                // Exactly as many as written: a manifest has an object per control, all held until it is decoded.
                // Copied through a buffer: an array made from a slice of the whole scratch would share its storage.
                let members = Array(openMembers[first...])
                openMembers.removeSubrange(first...)
                return .object(members)
            default: throw error("expected ',' or '}' after object member")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
        try enterContainer()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array([])
        }
        let first = openElements.count
        while true {
            openElements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    throw error("expected a JSON value; JSON has no comma after the last element, remove it")
                }
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                let elements = Array(openElements[first...])
                openElements.removeSubrange(first...)
                return .array(elements)
            default: throw error("expected ',' or ']' after array element")
            }
        }
    }
}
