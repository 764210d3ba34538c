/// The resources a `values*/*.xml` file declares, read the way Android's resource merger reads them: the children
/// of `<resources>`, each a typed element (`<color name="water">`, `<drawable name="logo">`) or an
/// `<item name="water" type="color">`, in any attribute order, spacing or quoting; comments, processing
/// instructions and CDATA sections declare nothing, and elements deeper down (a style's items) are no resources.
struct AndroidValuesFile {
    /// One declared resource.
    struct Resource: Equatable {
        var type: String
        var name: String
    }

    private(set) var resources: [Resource] = []

    init(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        var depth = 0
        while let tag = scanner.nextTag() {
            switch tag {
            case .start(let element, let attributes, let isEmpty):
                if depth == 1, let resource = Self.resource(element, attributes) { resources.append(resource) }
                if !isEmpty { depth += 1 }
            case .end:
                depth = max(0, depth - 1)
            }
        }
    }

    /// What `<element …>` declares as a child of `<resources>`: its own type, or an item's `type`.
    private static func resource(_ element: String, _ attributes: [String: String]) -> Resource? {
        guard let name = attributes["name"] else { return nil }
        let type = element == "item" ? attributes["type"] : element
        return type.map { Resource(type: $0, name: name) }
    }

    /// A tag as the scanner meets it.
    enum Tag {
        case start(String, [String: String], isEmpty: Bool)
        case end
    }

    /// Reads tags, skipping text, comments, CDATA, processing instructions and declarations; a malformed tag ends
    /// the scan (Android's build would reject the file anyway).
    struct Scanner {
        let bytes: [UInt8]
        var position = 0

        mutating func nextTag() -> Tag? {
            while let open = find([UInt8(ascii: "<")]) {
                position = open + 1
                if skip("!--", until: "-->") || skip("![CDATA[", until: "]]>") || skip("?", until: "?>")
                    || skip("!", until: ">")
                {
                    continue
                }
                if peek(UInt8(ascii: "/")) {
                    guard let close = find([UInt8(ascii: ">")]) else { return nil }
                    position = close + 1
                    return .end
                }
                return startTag()
            }
            return nil
        }

        /// `<element attribute="value" …>` or `…/>`, from just after the `<`.
        private mutating func startTag() -> Tag? {
            let element = word()
            guard !element.isEmpty else { return nil }
            var attributes: [String: String] = [:]
            while true {
                skipSpace()
                guard position < bytes.count else { return nil }
                switch bytes[position] {
                case UInt8(ascii: ">"):
                    position += 1
                    return .start(element, attributes, isEmpty: false)
                case UInt8(ascii: "/"):
                    guard let close = find([UInt8(ascii: ">")]) else { return nil }
                    position = close + 1
                    return .start(element, attributes, isEmpty: true)
                default:
                    let key = word()
                    skipSpace()
                    guard !key.isEmpty, peek(UInt8(ascii: "=")) else { return nil }
                    position += 1
                    skipSpace()
                    guard position < bytes.count,
                        bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'"),
                        let end = bytes[(position + 1)...].firstIndex(of: bytes[position])
                    else { return nil }
                    if attributes[key] == nil {
                        attributes[key] = Self.decodingReferences(
                            String(decoding: bytes[(position + 1)..<end], as: UTF8.self))
                    }
                    position = end + 1
                }
            }
        }

        /// `text` with its character references (`&#119;`, `&#x77;`) and the five predefined entities replaced, as
        /// an XML parser reads an attribute; a reference it cannot read stays as written.
        static func decodingReferences(_ text: String) -> String {
            guard text.contains("&") else { return text }
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            var result = ""
            var rest = Substring(text)
            while let ampersand = rest.firstIndex(of: "&") {
                result += rest[..<ampersand]
                rest = rest[ampersand...]
                guard let semicolon = rest.prefix(12).firstIndex(of: ";") else { break }
                let body = rest[rest.index(after: rest.startIndex)..<semicolon]
                var replacement = named[String(body)]
                if replacement == nil, body.hasPrefix("#") {
                    let digits = body.dropFirst()
                    let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                    replacement = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                }
                guard let replacement else { break }
                result += replacement
                rest = rest[rest.index(after: semicolon)...]
            }
            return result + rest
        }

        /// A name: everything up to white space, `=`, `/` or `>`.
        private mutating func word() -> String {
            let start = position
            while position < bytes.count,
                ![UInt8(ascii: " "), 9, 10, 13, UInt8(ascii: "="), UInt8(ascii: "/"), UInt8(ascii: ">")].contains(
                    bytes[position])
            {
                position += 1
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        private mutating func skipSpace() {
            while position < bytes.count, [UInt8(ascii: " "), 9, 10, 13].contains(bytes[position]) { position += 1 }
        }

        private func peek(_ byte: UInt8) -> Bool { position < bytes.count && bytes[position] == byte }

        /// Skips a construct that starts here with `opening` through its `closing`; false when none starts here.
        private mutating func skip(_ opening: String, until closing: String) -> Bool {
            guard bytes[position...].starts(with: opening.utf8) else { return false }
            position += opening.utf8.count
            position = find(Array(closing.utf8)).map { $0 + closing.utf8.count } ?? bytes.count
            return true
        }

        /// Where `needle` next occurs from the position.
        private func find(_ needle: [UInt8]) -> Int? {
            guard let first = needle.first else { return nil }
            var index = position
            while let found = bytes[index...].firstIndex(of: first) {
                if bytes[found...].starts(with: needle) { return found }
                index = found + 1
            }
            return nil
        }
    }
}
