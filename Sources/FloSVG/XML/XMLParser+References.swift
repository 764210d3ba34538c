import FloSupport

/// Text and attribute values: XML's five predefined entities, character references, and the entities a document
/// type declaration gives a value of its own, expanded where they are used.
extension XMLParser {
    /// Characters up to `terminator` (not consumed), references expanded; with `locatingEntities`, where an entity's
    /// text is, a run pinned to its reference and a run from where the reference ends (offsets in the characters).
    mutating func text(
        until terminator: UInt8, locatingEntities: Bool = false
    ) throws(SVGError) -> (text: String, runs: [TextRun]) {
        var result: [UInt8] = []
        var runs: [TextRun] = []
        while index < bytes.count, bytes[index] != terminator {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                let start = location
                guard let (name, end) = Self.referenceName(in: bytes, at: index) else {
                    throw fail("'&' starts no reference; write &amp;", at: start)
                }
                index = end
                if let character = try Self.builtIn(name, at: start) {
                    result += character
                } else {
                    if locatingEntities { runs.append(TextRun(offset: result.count, location: start, isPinned: true)) }
                    result += try expansion(of: name, at: start)
                    if locatingEntities { runs.append(TextRun(offset: result.count, location: location)) }
                }
                continue
            }
            if byte == UInt8(ascii: "<") { throw fail("'<' inside an attribute value; write &lt;") }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            result.append(byte)
            index += 1
        }
        guard index < bytes.count else { throw fail("the file ends inside a value") }
        return (String(decoding: result, as: UTF8.self), runs)
    }

    /// The name between the `&` at `offset` in `text` and the `;` after it, and the offset after the `;`; nil when
    /// no `;` follows the name (or `#` and digits) within a name's length.
    static func referenceName(in text: [UInt8], at offset: Int) -> (name: String, end: Int)? {
        let limit = min(text.count, offset + 2 + maximumNameLength)
        var end = offset + 1
        while end < limit, isNameByte(text[end]) || end == offset + 1 && text[end] == UInt8(ascii: "#") { end += 1 }
        guard end > offset + 1, end < text.count, text[end] == UInt8(ascii: ";") else { return nil }
        return (String(decoding: text[(offset + 1)..<end], as: UTF8.self), end + 1)
    }

    /// The bytes of one of XML's five entities or of a character reference; nil for any other name.
    static func builtIn(_ name: String, at location: SourceLocation) throws(SVGError) -> [UInt8]? {
        switch name {
        case "lt": return Array("<".utf8)
        case "gt": return Array(">".utf8)
        case "amp": return Array("&".utf8)
        case "quot": return Array("\"".utf8)
        case "apos": return Array("'".utf8)
        default:
            let scalar: UInt32?
            if name.hasPrefix("#x") {
                scalar = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10)
            } else {
                return nil
            }
            guard let scalar, let character = Unicode.Scalar(scalar) else {
                throw SVGError(
                    "&\(shortened(name)); is no Unicode character"
                        + ((0xD800...0xDFFF).contains(scalar ?? 0)
                            ? " (half of a UTF-16 pair); write the character's own code point, or remove it"
                            : "; remove it"),
                    at: location)
            }
            // XML's characters: no control character but tab and line ends, no U+FFFE or U+FFFF.
            guard scalar >= 0x20 || [9, 10, 13].contains(scalar), scalar != 0xFFFE, scalar != 0xFFFF else {
                throw SVGError("&\(shortened(name)); is a character XML does not allow; remove it", at: location)
            }
            return Array(String(Character(character)).utf8)
        }
    }
}
