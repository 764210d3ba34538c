import Testing

@testable import FloDrawing
@testable import FloSVG

/// The `<!DOCTYPE>` older Illustrator writes: entities of its own, expanded where they are used, and everything
/// else a DTD could do refused, with hostile expansions stopped at once.
@Suite struct SVGDocumentTypeTests {
    static let illustratorHead = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        	<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
        	<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
        	<!ENTITY ns_adobe_xpath "http://ns.adobe.com/XPath/1.0/">
        	<!ENTITY st0 "fill:#FF0000;stroke:#000000;stroke-width:2;">
        	<!ENTITY st1 "&st0;opacity:0.5;">
        ]>

        """#

    /// What `svg` draws, or its error as `line:column: message`.
    static func drawn(_ svg: String) -> Result<[Node], SVGError> {
        Result { () throws(SVGError) -> [Node] in
            let document = try SVGDocument.parse(Array(svg.utf8))
            return try document.nodes(in: document.size) { _ in Color(red: 0, green: 0, blue: 0) }
        }
    }

    static func refusal(_ svg: String) -> String? {
        guard case .failure(let error) = drawn(svg) else { return nil }
        return "\(error.location.line):\(error.location.column): \(error.message)"
    }

    @Test func illustratorsEntitiesAreExpandedWhereTheyAreUsed() throws {
        let body = #"""
            <svg version="1.1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns="http://www.w3.org/2000/svg" width="20px" height="20px" viewBox="0 0 20 20">
            <switch><foreignObject requiredExtensions="&ns_ai;" width="1" height="1"><i:pgfRef/></foreignObject>
            <g i:extraneous="self"><rect style="&st0;" x="2" y="2" width="8" height="8"/><circle style="&st1;" cx="14" cy="14" r="4"/></g>
            </switch></svg>
            """#
        let written = #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="20px" height="20px" viewBox="0 0 20 20">
            <rect style="fill:#FF0000;stroke:#000000;stroke-width:2;" x="2" y="2" width="8" height="8"/>
            <circle style="fill:#FF0000;stroke:#000000;stroke-width:2;opacity:0.5;" cx="14" cy="14" r="4"/></svg>
            """#
        let expanded = try Self.drawn(Self.illustratorHead + body).get()
        #expect(expanded.count == 2)
        #expect(expanded == (try Self.drawn(written).get()))
        // The declarations count their lines: an error in the root is where an editor shows it.
        #expect(
            Self.refusal(Self.illustratorHead + body.replacingOccurrences(of: "<switch>", with: "<image/><switch>"))
                == "11:1: <image> is not supported (a design tool writes an effect it rasterised as one, such as Illustrator's drop shadow exported with Export As); import vector artwork only: remove the effect, or use one the tool exports as an SVG filter"
        )
    }

    @Test func contentModelsCommentsAndInstructionsArePassedOver() {
        let svg =
            "<!DOCTYPE svg [ <!-- a ] > --> <?pi ]>?> <!ELEMENT svg ANY> <!NOTATION n SYSTEM 'a>b'>"
            + "<!ATTLIST svg id ID #IMPLIED> <!ENTITY e 'x'> <!ENTITY e 'y'> ]>"
            + #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" id="&e;"><rect width="1" height="1"/></svg>"#
        #expect(Self.refusal(svg) == nil)
    }

    @Test(arguments: [
        (
            "<!ENTITY % p 'x'>", "&amp;",
            "1:17: a parameter entity (<!ENTITY % …>) is not supported; remove it"
        ),
        ("%p;", "&amp;", "1:17: a parameter entity (%…;) in <!DOCTYPE> is not supported; remove it"),
        (
            "<!ENTITY e SYSTEM 'e.txt'>", "&e;",
            "1:17: the entity e is defined in another file (SYSTEM or PUBLIC), which is never read; give its value in quotes"
        ),
        (
            "<!ENTITY e '%p;'>", "&e;",
            "1:29: '%' in an entity's value starts a parameter entity reference (%…;), which is not supported; write a percent sign as &#37;"
        ),
        (
            "<!ATTLIST svg fill CDATA 'red'>", "&amp;",
            "1:17: <!ATTLIST> with a default value is not supported (defaults are not applied); write the attributes on the elements"
        ),
        (
            "<!ENTITY e '<g/>'>", "&e;",
            "1:29: the entity e holds markup ('<'), which is not supported; write the elements in the file"
        ),
        (
            "<!ENTITY e '&#60;g/>'>", "&e;",
            "1:29: the entity e holds markup ('<'), which is not supported; write the elements in the file"
        ),
        (
            "<!ENTITY e '&#38;'>", "&e;",
            "1:29: &#38; in an entity's value starts a reference where it is used; write &amp;"
        ),
        (
            "<!ENTITY e 'x'>", "&f;",
            "2:55: the entity &f; is not declared; declare it in <!DOCTYPE> or write the character as &#…;"
        ),
        (
            "<!ENTITY a '&b;'><!ENTITY b 'x&a;'>", "&a;",
            "1:29: the entity &b; is not declared before a, which uses it; declare it first"
        ),
        (
            "<!ENTITY a 'x&a;'>", "&a;",
            "1:30: the entity a uses itself, which would never end; remove &a; from its value"
        ),
        // A `;` further on is no end of a reference that stops at a character no name has.
        ("<!ENTITY a '&x'> <!ENTITY c 'red;'>", "&c;", "1:29: '&' starts no reference; write &amp;"),
        ("<!ENTITY e\"x\">", "&e;", "1:27: expected a space before the value of the entity e"),
        ("<!ENTITY e x>", "&e;", "1:28: expected the value of the entity e in quotes"),
        (
            "<!ENTITY " + String(repeating: "n", count: 257) + " 'x'>", "&amp;",
            "1:17: the entity's name is longer than 256 bytes; shorten it"
        ),
        ("<!ENTITY e 'x'> <!BOGUS>", "&e;", "1:33: expected a declaration (<!ENTITY …>) or ']' in <!DOCTYPE>"),
        ("<!ENTITY e 'x'", "&e;", "1:32: expected '>' to close <!ENTITY e>"),
        ("<!ENTITY e 'x'>] x", "&e;", "1:34: expected '>' after the declarations of <!DOCTYPE> (line 1)"),
    ])
    func whatADTDCouldChangeIsRefused(declarations: String, reference: String, message: String) {
        let svg =
            "<!DOCTYPE svg [ " + declarations + " ]>\n"
            + #"<svg xmlns="http://www.w3.org/2000/svg" id="a"><g id=""# + reference + #""/></svg>"#
        #expect(Self.refusal(svg) == message)
    }

    @Test func theBillionLaughsStopAtAMebibyte() {
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            laughs +=
                "<!ENTITY lol\(level) \""
                + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        laughs += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><desc>&lol9;</desc></svg>"
        // lol6's third reference would take the values past 1 MiB: refused where it is.
        #expect(Self.refusal(laughs) == "9:28: entities add more than 1 MiB of text; remove the declarations")
        // Many uses of a smaller entity add up the same way.
        let quadratic =
            "<!DOCTYPE svg [<!ENTITY k '" + String(repeating: "k", count: 100_000) + "'>]>\n"
            + #"<svg xmlns="http://www.w3.org/2000/svg"><desc>"# + String(repeating: "&k;", count: 11) + "</desc></svg>"
        #expect(Self.refusal(quadratic) == "2:77: entities add more than 1 MiB of text; remove the declarations")
        // So do declarations that are not kept, the first of a name holding.
        let repeated =
            "<!DOCTYPE svg [<!ENTITY k '" + String(repeating: "k", count: 100_000) + "'>"
            + String(repeating: "<!ENTITY d '&k;'>", count: 10) + "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        #expect(
            Self.refusal(repeated) == "1:100195: entities add more than 1 MiB of text; remove the declarations")
        // A chain of entities each using the one before is expanded as it is declared: no depth to exhaust.
        var chain = "<!DOCTYPE svg [<!ENTITY e0 'x'>"
        for level in 1...9_999 { chain += "<!ENTITY e\(level) '&e\(level - 1);'>" }
        chain += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"&e9999;\"/>"
        #expect(Self.refusal(chain) == nil)
        var many = "<!DOCTYPE svg ["
        for index in 0...10_000 { many += "<!ENTITY e\(index) ''>\n" }
        #expect(
            Self.refusal(many + "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
                == "10001:1: more than 10000 entities are declared; remove the declarations")
    }

    /// A `<style>`'s errors are located in the file: after an entity that spans lines, and at the reference for
    /// what the entity's text holds.
    @Test func styleTextAroundEntitiesKeepsItsLines() throws {
        let head = "<!DOCTYPE svg [\n<!ENTITY css \".a{fill:red}\n.b{fill:blue}\n\">\n]>\n"
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">"# + "\n"
        let imports = try SVGDocument.parse(Array((head + svg + "<style>&css; @import url(x.css);</style></svg>").utf8))
        #expect(imports.warnings.map { "\($0.location.line):\($0.location.column)" } == ["7:14"])
        #expect(
            Self.refusal(
                head.replacingOccurrences(of: ".b{", with: "@media x{") + svg + "<style>\n  &css;</style></svg>")
                == "8:3: the style rule @media x is not supported; remove it")
    }

    @Test func oneDocumentTypeComesBeforeTheRoot() {
        #expect(
            Self.refusal(
                "<!DOCTYPE svg [<!ENTITY a 'x'>]>\n<!DOCTYPE svg>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
                == "2:1: a second <!DOCTYPE>; a file has at most one")
        // An ampersand in text that starts no name ending in ';' is named as such.
        #expect(
            Self.refusal(#"<svg xmlns="http://www.w3.org/2000/svg"><desc>AT&T rocks; ok</desc></svg>"#)
                == "1:49: '&' starts no reference; write &amp;")
    }
}
