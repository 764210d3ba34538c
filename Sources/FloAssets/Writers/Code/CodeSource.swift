import FloSupport

/// Source text built line by line, indented by four spaces per open block.
struct CodeSource {
    private(set) var text = ""
    var indent = 0

    init(indent: Int = 0) {
        self.indent = indent
    }

    mutating func line(_ content: String) {
        appendLine(content[...])
    }

    /// `content` indented, unless empty, and ended.
    private mutating func appendLine(_ content: Substring) {
        if !content.isEmpty {
            for _ in 0..<indent { text += "    " }
            text.append(contentsOf: content)
        }
        text += "\n"
    }

    /// A line that opens a block: the lines after it are indented once more.
    mutating func open(_ content: String) {
        line(content)
        indent += 1
    }

    /// A line that closes a block, indented as the line that opened it.
    mutating func close(_ content: String) {
        indent -= 1
        line(content)
    }

    /// A modifier of the expression above, one level further in.
    mutating func modifier(_ content: String) {
        indent += 1
        line(content)
        indent -= 1
    }

    /// `text`, written from no indentation and ending in a newline, indented as the lines here. It is split at its
    /// bytes: split into `Character`s, again at each level of nested stacks, it took most of a large file's time.
    mutating func appendIndented(_ text: String) {
        var rest = text.utf8[...]
        while let end = rest.firstIndex(of: UInt8(ascii: "\n")) {
            appendLine(Substring(rest[..<end]))
            rest = rest[rest.index(after: end)...]
        }
    }

    /// Text as it is, lines already indented and ended.
    mutating func append(_ lines: String) {
        text += lines
    }
}

extension CodeSource {
    /// `text` (a manifest's name) as a comment may hold it: a line break would end a `///` comment and `*/` a
    /// `/** */` one, leaving the rest as code, and `/*` would open one that Kotlin nests. Control characters are
    /// escaped as diagnostics escape them, and `*/` and `/*` get a space between.
    static func commentText(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in Diagnostic.escapingControlCharacters(text).unicodeScalars {
            if (previous == "*" && scalar == "/") || (previous == "/" && scalar == "*") { result.append(" ") }
            result.append(scalar)
            previous = scalar
        }
        return String(result)
    }

    /// Whether the text holds `phrase`, compared byte by byte (two `String` searches of a large Compose file were a
    /// tenth of a run).
    func contains(_ phrase: String) -> Bool {
        Array(text.utf8).firstIndex(ofBytes: Array(phrase.utf8)) != nil
    }

    /// `text` as a string literal: quotes, backslashes, `$` and control characters escaped, as Swift or Kotlin
    /// spells them.
    static func quoted(_ text: String, kotlin: Bool = false) -> String {
        func escape(_ value: UInt32) -> String {
            let hex = String(value, radix: 16)
            return kotlin ? "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex : "\\u{" + hex + "}"
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "$": result += escape(0x24)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += escape(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
