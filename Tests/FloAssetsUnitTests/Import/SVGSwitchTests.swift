import Testing

@testable import FloDrawing
@testable import FloSVG

/// `<switch>` as Illustrator writes it with "Preserve Illustrator Editing Capabilities", and as SVG chooses.
@Suite struct SVGSwitchTests {
    /// The box of what `body` draws.
    static func drawn(_ body: String) throws -> Rect? {
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/" width="40" height="40">"#
            + body + "</svg>"
        let document = try SVGDocument.parse(Array(svg.utf8))
        return Node.bounds(of: try document.nodes(in: document.size, colors: { _ in Color(red: 0, green: 0, blue: 0) }))
    }

    @Test func theFirstChildWhoseConditionsHoldIsDrawn() throws {
        // Illustrator's own data, for its own extension, then the artwork.
        let illustrator =
            #"<switch><foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" width="1" height="1">"#
            + #"<i:pgfRef/></foreignObject><g i:extraneous="self"><rect x="2" width="5" height="5"/></g></switch>"#
        #expect(try Self.drawn(illustrator) == Rect(x: 2, y: 0, width: 5, height: 5))
        // Title and description are passed over; a language other than English is not chosen.
        let languages =
            #"<switch transform="translate(1 1)"><title>t</title><rect systemLanguage="fr" width="9" height="9"/>"#
            + #"<rect systemLanguage="de, en-GB" width="3" height="3"/><rect width="7" height="7"/></switch>"#
        #expect(try Self.drawn(languages) == Rect(x: 1, y: 1, width: 3, height: 3))
        #expect(try Self.drawn(#"<switch><rect requiredExtensions="" width="3" height="3"/></switch>"#) == nil)
    }
}
