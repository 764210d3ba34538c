import FloSupport

/// The document type declaration. Its DTD is never fetched. Of its own declarations (`[…]`) only general entities
/// with a quoted value are read, as older Illustrator declares its namespaces (`<!ENTITY ns_ai "http://…">`) and
/// styles (`<!ENTITY st0 "fill:#FFF;">`) for its attributes to use. Anything that would need the DTD or change
/// what elements mean is refused: parameter entities, entities in another file, attribute defaults, and entities
/// that hold markup. What entities hold and what their uses add are each bounded, so the billion laughs fail at
/// once.
extension XMLParser {
    static let maximumExpansion = 1 << 20
    static let maximumEntities = 10_000

    mutating func documentType(at start: SourceLocation) throws(SVGError) {
        index += 9
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return
            case UInt8(ascii: "["):
                index += 1
                try internalDeclarations(of: start)
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw fail("expected '>' after the declarations of <!DOCTYPE> (line \(start.line))")
                }
                index += 1
                return
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote { step() }
                index += 1
            default:
                step()
            }
        }
        throw fail("the file ends inside <!DOCTYPE> (line \(start.line)); close it with '>'", at: start)
    }

    /// The declarations between `[` and `]`.
    private mutating func internalDeclarations(of start: SourceLocation) throws(SVGError) {
        while true {
            skipSpaces()
            guard index < bytes.count else {
                throw fail("the file ends inside <!DOCTYPE> (line \(start.line)); close it with ']>'", at: start)
            }
            let declaration = location
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            } else if starts(with: "<!--") {
                try skip(past: "-->", from: 4, what: "comment")
            } else if starts(with: "<?") {
                try skip(past: "?>", from: 2, what: "processing instruction")
            } else if starts(with: "<!ENTITY") {
                try entityDeclaration()
            } else if starts(with: "<!ELEMENT") || starts(with: "<!NOTATION") || starts(with: "<!ATTLIST") {
                // Content models and notations change nothing drawn; an attribute default would.
                let isAttributeList = starts(with: "<!ATTLIST")
                if try skipDeclaration(), isAttributeList {
                    throw fail(
                        "<!ATTLIST> with a default value is not supported (defaults are not applied); write the attributes on the elements",
                        at: declaration)
                }
            } else if bytes[index] == UInt8(ascii: "%") {
                throw fail("a parameter entity (%…;) in <!DOCTYPE> is not supported; remove it", at: declaration)
            } else {
                throw fail("expected a declaration (<!ENTITY …>) or ']' in <!DOCTYPE>", at: declaration)
            }
        }
    }

    /// Passes over a declaration; whether it holds a quoted value.
    private mutating func skipDeclaration() throws(SVGError) -> Bool {
        let start = location
        var quoted = false
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                quoted = true
                step()
                while index < bytes.count, bytes[index] != quote { step() }
            }
            if index < bytes.count { step() }
        }
        guard index < bytes.count else { throw fail("the declaration is never closed with '>'", at: start) }
        index += 1
        return quoted
    }

    /// `<!ENTITY name "value">`. The value is expanded here, character references, XML's five entities and the
    /// entities declared before it, so that a use copies it and no loop can form. Every value counts against one
    /// budget, kept or not (the first declaration of a name holds, as XML has it), so declarations cost at most
    /// that much work and memory.
    private mutating func entityDeclaration() throws(SVGError) {
        let start = location
        index += 8
        guard skipSpaces(), index < bytes.count else { throw fail("expected the entity's name after <!ENTITY") }
        if bytes[index] == UInt8(ascii: "%") {
            throw fail("a parameter entity (<!ENTITY % …>) is not supported; remove it", at: start)
        }
        guard Self.isNameStart(bytes[index]) else { throw fail("expected the entity's name after <!ENTITY") }
        let entity = name()
        guard entity.utf8.count <= Self.maximumNameLength else {
            throw fail("the entity's name is longer than \(Self.maximumNameLength) bytes; shorten it", at: start)
        }
        let spaced = skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            guard starts(with: "SYSTEM") || starts(with: "PUBLIC") else {
                throw fail("expected the value of the entity \(Self.shortened(entity)) in quotes")
            }
            throw fail(
                "the entity \(Self.shortened(entity)) is defined in another file (SYSTEM or PUBLIC), which is never read; give its value in quotes",
                at: start)
        }
        guard spaced else { throw fail("expected a space before the value of the entity \(Self.shortened(entity))") }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            let here = location
            switch bytes[index] {
            case UInt8(ascii: "%"):
                throw fail(
                    "'%' in an entity's value starts a parameter entity reference (%…;), which is not supported; write a percent sign as &#37;"
                )
            case UInt8(ascii: "<"):
                throw markup(in: entity, at: here)
            case UInt8(ascii: "&"):
                guard let (reference, end) = Self.referenceName(in: bytes, at: index) else {
                    throw fail("'&' starts no reference; write &amp;")
                }
                if let character = try Self.builtIn(reference, at: here) {
                    // A character reference's '<' or '&' would be markup where the entity is used.
                    if reference.hasPrefix("#"), character == [UInt8(ascii: "<")] { throw markup(in: entity, at: here) }
                    if reference.hasPrefix("#"), character == [UInt8(ascii: "&")] {
                        throw fail(
                            "&\(reference); in an entity's value starts a reference where it is used; write &amp;")
                    }
                    value += character
                } else if let text = entities[reference] {
                    value += text
                } else if reference == entity {
                    throw fail(
                        "the entity \(Self.shortened(entity)) uses itself, which would never end; remove &\(Self.shortened(entity)); from its value"
                    )
                } else {
                    throw fail(
                        "the entity &\(Self.shortened(reference)); is not declared before \(Self.shortened(entity)), which uses it; declare it first"
                    )
                }
                index = end
            default:
                value.append(bytes[index])
                step()
            }
            guard declaredBytes + value.count <= Self.maximumExpansion else { throw tooLarge(at: here) }
        }
        guard index < bytes.count else {
            throw fail("the file ends inside the value of the entity \(entity)", at: start)
        }
        index += 1
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw fail("expected '>' to close <!ENTITY \(Self.shortened(entity))>")
        }
        index += 1
        declaredBytes += value.count
        if entities[entity] == nil { entities[entity] = value }
        guard entities.count <= Self.maximumEntities else {
            throw fail("more than \(Self.maximumEntities) entities are declared; remove the declarations", at: start)
        }
    }

    /// The text the entity `name`, referred to at `location`, adds to the file.
    mutating func expansion(of name: String, at location: SourceLocation) throws(SVGError) -> [UInt8] {
        guard let text = entities[name] else {
            throw fail(
                "the entity &\(Self.shortened(name)); is not declared; declare it in <!DOCTYPE> or write the character as &#…;",
                at: location)
        }
        expandedBytes += text.count
        guard expandedBytes <= Self.maximumExpansion else { throw tooLarge(at: location) }
        return text
    }

    private func markup(in entity: String, at location: SourceLocation) -> SVGError {
        fail(
            "the entity \(Self.shortened(entity)) holds markup ('<'), which is not supported; write the elements in the file",
            at: location)
    }

    private func tooLarge(at location: SourceLocation) -> SVGError {
        fail("entities add more than \(Self.maximumExpansion >> 20) MiB of text; remove the declarations", at: location)
    }
}
