import FloSupport

/// Reads the XML an SVG file is: elements, attributes, text, comments, CDATA and processing instructions, with the
/// five predefined entities, character references and the entities a document type declaration gives a value of
/// its own (see `XMLParser+DocumentType.swift`); depth, element count and the text entities add are bounded, so a
/// hostile file fails promptly.
struct XMLParser {
    static let maximumDepth = 256
    static let maximumElements = 200_000
    static let maximumAttributes = 1_000
    static let maximumNameLength = 256

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    private var elementCount = 0
    /// The text of each entity the document type declares, every reference in it expanded.
    var entities: [String: [UInt8]] = [:]
    /// How many bytes the values of entities hold, and how many their uses have added to the file so far.
    var (declaredBytes, expandedBytes) = (0, 0)
    private var hasDocumentType = false
    /// The prefixes bound to SVG's or XLink's namespace (`""` for the default one), for each open element.
    private var namespaces: [[String: String]] = []

    /// The root element of `bytes`.
    static func parse(_ bytes: [UInt8]) throws(SVGError) -> XMLElement {
        var parser = XMLParser(bytes: try XMLText.checked(bytes))
        return try parser.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is no content, and no column.
        if bytes.starts(with: XMLText.byteOrderMark) { (index, lineStart) = (3, 3) }
    }

    var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    func fail(_ message: String, at location: SourceLocation? = nil) -> SVGError {
        SVGError(message, at: location ?? self.location)
    }

    private mutating func document() throws(SVGError) -> XMLElement {
        var root: XMLElement?
        while true {
            skipSpaces()
            guard index < bytes.count else { break }
            if root != nil, !starts(with: "<!--"), !starts(with: "<?") {
                throw fail("content after the root element; an SVG file has one <svg> element")
            }
            if let element = try markupOrElement(depth: 0) { root = element }
        }
        guard let root else { throw fail("no <svg> element; the file is empty or not SVG") }
        if root.name == "svg", !root.isSVG {
            throw fail(
                "the root <svg> is not in SVG's namespace; write xmlns=\"http://www.w3.org/2000/svg\" on it, exactly",
                at: root.location)
        }
        guard root.isSVG, root.name == "svg" else {
            throw fail("the root element is <\(root.name)>, not <svg>; the file is not an SVG image", at: root.location)
        }
        return root
    }

    /// An element at the cursor, or nil after a comment or a processing instruction.
    private mutating func markupOrElement(depth: Int) throws(SVGError) -> XMLElement? {
        let start = location
        if starts(with: "<!--") {
            try skip(past: "-->", from: 4, what: "comment")
            return nil
        }
        if starts(with: "<?") {
            // A viewer applies a linked style sheet, which this reader never fetches: refused, not ignored.
            if starts(with: "<?xml-stylesheet") {
                throw fail(
                    "a linked style sheet (<?xml-stylesheet?>) is not supported; put its rules in a <style>", at: start)
            }
            let from = index
            try skip(past: "?>", from: 2, what: "processing instruction")
            if bytes[from...].starts(with: "<?xml".utf8), [9, 10, 32].contains(bytes[from + 5]) {
                try XMLText.checkDeclaredEncoding(bytes[from..<index], in: bytes, at: start)
            }
            return nil
        }
        if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
            guard depth == 0 else { throw fail("<!DOCTYPE> inside an element; it comes before the root", at: start) }
            guard !hasDocumentType else { throw fail("a second <!DOCTYPE>; a file has at most one", at: start) }
            hasDocumentType = true
            try documentType(at: start)
            return nil
        }
        guard starts(with: "<"), index + 1 < bytes.count, Self.isNameStart(bytes[index + 1]) else {
            throw fail(
                bytes[index...].starts(with: [0xEF, 0xBB, 0xBF])
                    ? "expected an element, found a second byte order mark (U+FEFF); remove it" : "expected an element")
        }
        return try element(depth: depth)
    }

    /// Moves past one byte, counting lines.
    mutating func step() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func element(depth: Int) throws(SVGError) -> XMLElement {
        let start = location
        guard depth < Self.maximumDepth else {
            throw fail("elements are nested more than \(Self.maximumDepth) deep; flatten the groups", at: start)
        }
        elementCount += 1
        guard elementCount <= Self.maximumElements else {
            throw fail("more than \(Self.maximumElements) elements; simplify the artwork", at: start)
        }
        index += 1
        let qualifiedName = name()
        var raw: [RawAttribute] = []
        var names: Set<String> = []
        var selfClosing = false
        while true {
            let hadSpace = skipSpaces()
            guard index < bytes.count else {
                throw fail("the file ends inside <\(Self.shortened(qualifiedName))>; close the tag with '>' or '/>'")
            }
            if bytes[index] == UInt8(ascii: "<") {
                throw fail(
                    "'<' inside the tag <\(Self.shortened(qualifiedName))> (line \(start.line)); close the tag with '>'"
                )
            }
            if bytes[index] == UInt8(ascii: "/") {
                guard starts(with: "/>") else { throw fail("expected '/>'") }
                index += 2
                selfClosing = true
                break
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            guard hadSpace, Self.isNameStart(bytes[index]) else { throw fail("expected an attribute or '>'") }
            let attributeName = name()
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw fail("expected '=' after the attribute \(Self.shortened(attributeName))")
            }
            index += 1
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw fail("expected a quoted value for the attribute \(Self.shortened(attributeName))")
            }
            let quote = bytes[index]
            index += 1
            let valueStart = location
            let value = try text(until: quote).text
            index += 1
            guard names.insert(attributeName).inserted else {
                throw fail("the attribute \(Self.shortened(attributeName)) is given twice", at: valueStart)
            }
            guard names.count <= Self.maximumAttributes else {
                throw fail("more than \(Self.maximumAttributes) attributes on one element", at: valueStart)
            }
            raw.append((attributeName, value, valueStart))
        }
        let bound = Self.namespaces(declaredBy: raw, within: namespaces.last)
        let (prefix, local) = Self.split(qualifiedName)
        var element = XMLElement(
            name: local, isSVG: bound[prefix ?? ""] == Self.svgNamespace, attributes: Self.attributes(raw, in: bound),
            children: [], text: "", location: start)
        if selfClosing { return element }
        namespaces.append(bound)
        defer { namespaces.removeLast() }
        while true {
            guard index < bytes.count else {
                throw fail("the file ends inside <\(Self.shortened(qualifiedName))>; close it", at: start)
            }
            if starts(with: "</") {
                let closingStart = location
                index += 2
                let closing = name()
                guard closing == qualifiedName else {
                    throw fail(
                        "</\(Self.shortened(closing))> closes <\(Self.shortened(qualifiedName))> (line \(start.line)); close elements in order",
                        at: closingStart)
                }
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw fail("expected '>'") }
                index += 1
                return element
            }
            if starts(with: "<![CDATA[") {
                index += 9
                let contentStart = index
                if local == "style" {
                    element.textRuns.append(TextRun(offset: element.text.utf8.count, location: location))
                }
                try skip(past: "]]>", from: 0, what: "CDATA section")
                element.text += String(decoding: bytes[contentStart..<(index - 3)], as: UTF8.self)
            } else if bytes[index] == UInt8(ascii: "<") {
                if let child = try markupOrElement(depth: depth + 1) { element.children.append(child) }
            } else {
                // Only a `<style>` reads its text, so only its runs are kept.
                let base = element.text.utf8.count
                if local == "style" { element.textRuns.append(TextRun(offset: base, location: location)) }
                let (text, entityRuns) = try text(until: UInt8(ascii: "<"), locatingEntities: local == "style")
                element.text += text
                if local == "style" {
                    element.textRuns += entityRuns.map {
                        TextRun(offset: base + $0.offset, location: $0.location, isPinned: $0.isPinned)
                    }
                }
            }
        }
    }
}
