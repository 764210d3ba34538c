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

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode.Value {
        let start = index
        let isNegative = current == UInt8(ascii: "-")
        if isNegative { index += 1 }
        let digitsStart = index
        if current == UInt8(ascii: "0") {
            index += 1
        } else if !skipDigits() {
            throw error("expected a digit")
        }
        var isWhole = true
        if current == UInt8(ascii: ".") {
            index += 1
            isWhole = false
            guard skipDigits() else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            isWhole = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { throw error("expected a digit in the exponent") }
        }
        // Whole numbers of up to 15 digits (sizes, counts: most of a manifest's numbers) are exact as a Double,
        // read without making text of them.
        if isWhole && index - digitsStart <= 15 {
            var value = 0
            for position in digitsStart..<index { value = value &* 10 &+ Int(bytes[position] &- 48) }
            return .number(isNegative ? -Double(value) : Double(value))
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // `1e400` is valid JSON; its value is out of every range, which the decoder reports with the key's range.
        guard let value = Double(text), value.isFinite else { return .outOfRangeNumber(text) }
        return .number(value)
    }

    /// Skips ASCII digits; returns whether there was at least one.
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = current, byte >= 48, byte <= 57 { index += 1 }
        return index > start
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1 // opening quote
        // Fast path: most strings have no escapes and can be decoded in one piece (UTF-8 was validated up front).
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 32 {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1
            return text
        }
        // Gathered as UTF-8 bytes: appending to a string's scalars one at a time grows with its length.
        var text: [UInt8] = []
        var runStart = index
        while true {
            guard let byte = current else { throw error("expected '\"' to end the string") }
            switch byte {
            case UInt8(ascii: "\""):
                text += bytes[runStart..<index]
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                text += bytes[runStart..<index]
                index += 1
                UTF8.encode(try parseEscape()) { text.append($0) }
                runStart = index
            case 0..<32:
                throw error("control character in string; write it as an escape such as \\n")
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("expected an escape character") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800..<0xDC00).contains(first) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                index += 2
                let second = try parseHex4()
                guard (0xDC00..<0xE000).contains(second) else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(combined) else { throw error("invalid \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("unpaired UTF-16 surrogate in \\u escape") }
            return scalar
        default:
            index -= 2 // point at the backslash
            throw error("invalid escape; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current?.hexDigitValue else { throw error("expected 4 hex digits after \\u") }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
