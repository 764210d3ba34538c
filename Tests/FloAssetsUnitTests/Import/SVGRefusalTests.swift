import FloSupport
import Foundation
import Testing

@testable import FloDrawing
@testable import FloSVG

/// What an imported file may not hold, and hostile files: each a located error, found promptly.
@Suite struct SVGRefusalTests {
    /// The error `svg` gives, as `line:column: message`; nil when it imports.
    static func refusal(_ svg: String) -> String? {
        do {
            _ = try SVGDocument.parse(Array(svg.utf8))
            return nil
        } catch {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
    }

    /// Merges that each take the last result twice: nine stack 512 layers, and thirty would stack a billion.
    @Test func aFilterStacksAtMost256Layers() {
        var filter = #"<filter id="d"><feFlood flood-opacity="0" result="r0"/>"#
        for step in 1...30 {
            filter += #"<feMerge result="r\#(step)"><feMergeNode in="r\#(step - 1)"/>"#
            filter += #"<feMergeNode in="r\#(step - 1)"/></feMerge>"#
        }
        let svg = Self.open + filter + #"</filter><rect width="1" height="1" filter="url(#d)"/></svg>"#
        let ninth = (Self.open + filter).range(of: #"<feMerge result="r9">"#)!.lowerBound
        let column = (Self.open + filter)[..<ninth].count - Self.open.count + 1
        #expect(
            Self.refusal(svg)
                == "2:\(column): this filter stacks more than 256 layers (results merged or blended again); merge fewer"
        )
    }

    static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n"

    @Test(arguments: [
        ("<text>Hi</text>", "2:1: text is not supported; convert it to outlines in the design tool"),
        (
            "<rect width=\"1\" height=\"1\" clip-path=\"circle(5px)\"/>",
            "2:39: the clip path circle(5px) is not supported; use url(#id) to a <clipPath>"
        ),
        (
            "<?xml-stylesheet href=\"x.css\"?>",
            "2:1: a linked style sheet (<?xml-stylesheet?>) is not supported; put its rules in a <style>"
        ),
        (
            "<g><mask id=\"m\"><rect width=\"1\" height=\"1\" fill=\"gray\" mask=\"url(#m)\"/></mask></g><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/>",
            "2:4: this mask leads back to itself through #m; remove the loop"
        ),
        (
            "<image href=\"#x\"/>",
            "2:1: <image> is not supported (a design tool writes an effect it rasterised as one, such as Illustrator's drop shadow exported with Export As); import vector artwork only: remove the effect, or use one the tool exports as an SVG filter"
        ),
        // Browsers draw from the larger focal circle to the end circle; the outputs' radial gradients grow.
        (
            "<radialGradient id=\"g\" r=\"0.3\" fr=\"0.4\"><stop/><stop offset=\"1\" stop-color=\"red\"/>"
                + "</radialGradient><rect width=\"5\" height=\"5\" fill=\"url(#g)\"/>",
            "2:36: a focal radius (fr) larger than the radius (r) is not supported; make fr at most r, or swap the circles and reverse the stops"
        ),
        // A colour browsers read and the import does not would be dropped, and another colour drawn.
        (
            "<rect width=\"1\" height=\"1\" fill=\"oklch(70% 0.1 200)\"/>",
            "2:34: the colour oklch(70% 0.1 200) is not supported (oklch() is not read); write it as #RRGGBB, rgb() or hsl()"
        ),
        (
            "<style>stop { stop-color: var(--brand, red) }</style>",
            "2:15: the colour var(--brand, red) is not supported (var() is not read); write it as #RRGGBB, rgb() or hsl()"
        ),
        (
            "<foreignObject/>",
            "2:1: <foreignObject> is not supported (Figma writes one for an angular or diamond gradient and a background blur); import vector artwork only"
        ),
        (
            "<mask id=\"m\"><foreignObject/></mask><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/>",
            "2:14: <foreignObject> is not supported (Figma writes one for an angular or diamond gradient and a background blur); import vector artwork only"
        ),
        (
            "<switch><foreignObject systemLanguage=\"en\"/><rect width=\"1\" height=\"1\"/></switch>",
            "2:9: <foreignObject> is not supported (Figma writes one for an angular or diamond gradient and a background blur); import vector artwork only"
        ),
        ("<rect width=\"1\" height=\"1\"><animate/></rect>", "2:28: animation is not supported; export a static frame"),
        (
            "<rect width=\"1\" height=\"1\" filter=\"url(#f)\"/>",
            "2:36: this filter is not supported (shadows, layer blurs, floods and moves are); remove effects such as colour effects and lighting"
        ),
        // A blur is drawn, but not one that wraps or extends its edges.
        (
            "<filter id=\"b\"><feGaussianBlur stdDeviation=\"3\" edgeMode=\"wrap\"/></filter><rect width=\"1\" height=\"1\" filter=\"url(#b)\"/>",
            "2:59: a blur with edgeMode=\"wrap\" is not supported; remove edgeMode (a blur fades at the edges)"
        ),
        // Figma's Noise effect.
        (
            "<filter id=\"n\"><feTurbulence type=\"fractalNoise\" baseFrequency=\"2\"/></filter><rect width=\"1\" height=\"1\" filter=\"url(#n)\"/>",
            "2:113: this filter draws noise (feTurbulence, as Figma's Noise and Texture effects write it), which no output draws; remove the effect"
        ),
        // Inkscape 0.92's layer blend mode.
        (
            "<filter id=\"f\"><feBlend mode=\"multiply\" in2=\"BackgroundImage\"/></filter>"
                + "<rect width=\"1\" height=\"1\" filter=\"url(#f)\"/>",
            "2:108: this filter blends the element with BackgroundImage, which browsers read as the element itself (Inkscape 0.92 wrote a layer's blend mode so); set the layer's blend mode as mix-blend-mode instead"
        ),
        (
            "<rect width=\"1\" height=\"1\" style=\"mask: url(#m) alpha\"/>",
            "2:35: the mask url(#m) alpha is not supported; use url(#id) to a <mask>"
        ),
        (
            "<rect width=\"1\" height=\"1\" style=\"mask: linear-gradient(black, white)\"/>",
            "2:35: the mask linear-gradient(black, white) is not supported; use url(#id) to a <mask>"
        ),
        (
            "<rect width=\"1\" height=\"1\" fill=\"url(other.svg#g)\"/>",
            "2:34: the reference url(other.svg#g) is outside the file; only url(#id) references are supported"
        ),
        (
            "<linearGradient href=\"other.svg#g\"/>",
            "2:23: the reference other.svg#g is outside the file; only #id references are supported"
        ),
        (
            "<rect width=\"1em\" height=\"1\"/>",
            "2:14: font-relative units (em) are not supported; use px or a unit of length"
        ),
        (
            "<style>rect > path { fill: red }</style>",
            "2:8: the selector rect > path is not supported; use type, .class, #id or * selectors"
        ),
        (
            "<path d=\"M0 0\" transform=\"scale(1e308)\"/>",
            "2:27: the number 1e308 is out of range; coordinates and sizes are limited to ±1000000000"
        ),
        (
            "<path d=\"M0 0\" transform=\"translate(NaN)\"/>",
            "2:27: NaN is not a number; write a number in its place (coordinates and sizes are limited to ±1000000000)"
        ),
        (
            "<linearGradient id=\"a\" href=\"#a\"><stop/><stop offset=\"1\"/></linearGradient><rect width=\"1\" height=\"1\" fill=\"url(#a)\"/>",
            "2:30: the gradient's href leads back to itself (#a); remove the loop"
        ),
        ("<rect width=\"1\" height=\"1\"", "3:1: '<' inside the tag <rect> (line 2); close the tag with '>'"),
        ("<g></rect>", "2:4: </rect> closes <g> (line 2); close elements in order"),
        (
            "<rect x=\"&bogus;\"/>",
            "2:10: the entity &bogus; is not declared; declare it in <!DOCTYPE> or write the character as &#…;"
        ),
        (
            "<style>@import url(x.css) { .a{} }</style>",
            "2:8: the style rule @import url(x.css) is not supported; remove it"
        ),
        (
            "<style>@namespace svg url(x);</style>",
            "2:8: the style rule @namespace svg url(x); is not supported; remove it"
        ),
        (
            "<style>.a { filter: url(#f) }</style><rect class=\"a\" width=\"1\" height=\"1\"/>",
            "2:13: this filter is not supported (shadows, layer blurs, floods and moves are); remove effects such as colour effects and lighting"
        ),
        (
            "<filter id=\"f\" href=\"#f\"><feGaussianBlur stdDeviation=\"2\"/></filter><rect width=\"9\" height=\"9\" filter=\"url(#f)\"/>",
            "2:22: this filter takes its effects from another with href (#f), which browsers and librsvg ignore and resvg follows (as SVG 1.1 says); copy the effects into it and remove href"
        ),
        (
            "<rect width=\"1\" height=\"1\" style=\"mix-blend-mode: plus-lighter\"/>",
            "2:35: the blend mode plus-lighter is not supported; pick another for the layer in the design tool"
        ),
        (
            "<style>.m { mix-blend-mode: Plus-Darker }</style>",
            "2:13: the blend mode plus-darker is not supported; pick another for the layer in the design tool"
        ),
        (
            "<mask id=\"m\"><rect width=\"1\" height=\"1\" fill=\"white\"/><rect width=\"1\" height=\"1\" fill=\"white\""
                + " style=\"mix-blend-mode: difference\"/></mask><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/>",
            "2:1: a blend mode inside a mask is not supported; set the mask's layers to normal in the design tool"
        ),
        (
            "<mask id=\"m\"><rect width=\"1\" height=\"1\" fill=\"#888\" style=\"mix-blend-mode: screen\"/></mask>"
                + "<rect width=\"1\" height=\"1\" mask=\"url(#m)\"/>",
            "2:1: a blend mode inside a mask is not supported; set the mask's layers to normal in the design tool"
        ),
        (
            "<svg viewBox=\"0 0 1e-9 1e-9\"><rect width=\"1e-9\" height=\"1e-9\" stroke=\"red\"/></svg>",
            "2:30: this shape reaches beyond ±1000000000 once transformed; check the transforms and the viewBox"
        ),
        (
            "<linearGradient id=\"g\" x2=\"1e9\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"scale(1e9)\">"
                + "<stop/><stop offset=\"1\" stop-color=\"red\"/></linearGradient><rect width=\"1\" height=\"1\" fill=\"url(#g)\"/>",
            "2:1: this gradient reaches beyond ±1000000000 once transformed; check the transforms and the viewBox"
        ),
        (
            "<radialGradient id=\"g\" r=\"1e-9\" gradientTransform=\"scale(1e5) scale(1e5)\"><stop/><stop offset=\"1\" stop-color=\"red\"/>"
                + "</radialGradient><rect width=\"1\" height=\"1\" fill=\"url(#g)\"/>",
            "2:1: this gradient reaches beyond ±1000000000 once transformed; check the transforms and the viewBox"
        ),
        (
            "<svg viewBox=\"0 0 1e-9 1e-9\"><rect width=\"1e9\" height=\"1e9\"/></svg>",
            "2:30: this shape reaches beyond ±1000000000 once transformed; check the transforms and the viewBox"
        ),
        (
            "<path d=\"M0 0 L 10 10 10 -Infinity 5\"/>",
            "2:10: -Infinity is not a number; write a number in its place (coordinates and sizes are limited to ±1000000000)"
        ),
        (
            "<rect width=\"1\" height=\"1\" stroke=\"#000\" stroke-width=\"NaN\"/>",
            "2:56: NaN is not a number; write a number in its place (coordinates and sizes are limited to ±1000000000)"
        ),
    ])
    func refusedWhereWritten(element: String, expected: String) {
        #expect(Self.refusal(Self.open + element + "\n</svg>") == expected)
    }

    /// Text refused where it would be drawn: in the artwork, through a use, in a clip path or a mask.
    @Test(arguments: [
        ("<g><text x=\"1\"><tspan>Hi</tspan></text></g>", "2:4"),
        ("<defs><text id=\"t\">Hi</text></defs><use href=\"#t\"/>", "2:7"),
        ("<clipPath id=\"c\"><text>Hi</text></clipPath><rect width=\"1\" height=\"1\" clip-path=\"url(#c)\"/>", "2:18"),
        ("<mask id=\"m\"><text>Hi</text></mask><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/>", "2:14"),
        (
            "<text id=\"t\">Hi</text><clipPath id=\"c\"><use href=\"#t\"/></clipPath><rect width=\"1\" height=\"1\" clip-path=\"url(#c)\"/>",
            "2:1"
        ),
        ("<defs><text id=\"t\">Hi</text></defs><text><tref href=\"#t\"/></text>", "2:36"),
    ])
    func textIsRefusedWhereItWouldBeDrawn(element: String, location: String) {
        #expect(
            Self.refusal(Self.open + element + "\n</svg>")
                == location + ": text is not supported; convert it to outlines in the design tool")
    }

    /// Text that shows nothing: hidden, empty, never drawn.
    @Test(arguments: [
        "<g style=\"display:none\"><text>Guides</text></g>",
        "<text x=\"3\" y=\"4\"><tspan sodipodi:role=\"line\"> </tspan></text>",
        "<defs><text id=\"t\">Hi</text></defs>",
        "<clipPath id=\"c\"><text display=\"none\">Hi</text><rect width=\"1\" height=\"1\"/></clipPath>",
        "<tspan>Hi</tspan>",
        // Conditions that do not hold hide an element outside a switch too.
        "<text systemLanguage=\"fr\">Bonjour</text>",
    ])
    func textThatShowsNothingImports(element: String) {
        #expect(Self.refusal(Self.open + element + "\n</svg>") == nil)
    }

    /// An image that is drawn is refused where it is: through a use, in a mask, in a pattern's tile.
    @Test(arguments: [
        ("<defs><image id=\"i\" width=\"2\" height=\"2\"/></defs><use href=\"#i\"/>", "2:7"),
        (
            "<mask id=\"m\"><image width=\"2\" height=\"2\"/></mask><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/>",
            "2:14"
        ),
        (
            "<pattern id=\"p\" width=\"2\" height=\"2\"><image width=\"2\" height=\"2\"/></pattern>"
                + "<rect width=\"4\" height=\"4\" fill=\"url(#p)\"/>",
            "2:38"
        ),
    ])
    func imagesAreRefusedWhereTheyWouldBeDrawn(element: String, location: String) {
        #expect(
            Self.refusal(Self.open + element + "\n</svg>")
                == location
                + ": <image> is not supported (a design tool writes an effect it rasterised as one, such as Illustrator's drop shadow exported with Export As); import vector artwork only: remove the effect, or use one the tool exports as an SVG filter"
        )
    }

    /// Images that show nothing: a traced bitmap in a hidden template layer (linked beside the file, as Illustrator
    /// and Inkscape leave it), one in `<defs>` nothing uses, one in a clip path (which only shapes make).
    @Test(arguments: [
        "<g style=\"display:none\"><image width=\"2\" height=\"2\" href=\"data:image/png;base64,AAAA\"/></g>",
        "<g display=\"none\"><image width=\"2\" height=\"2\" href=\"../sketch.jpg\"/></g>",
        "<defs><image id=\"i\" width=\"2\" height=\"2\"/></defs>",
        "<clipPath id=\"c\"><image width=\"2\" height=\"2\"/><rect width=\"1\" height=\"1\"/></clipPath>"
            + "<rect width=\"2\" height=\"2\" clip-path=\"url(#c)\"/>",
    ])
    func imagesThatShowNothingImport(element: String) {
        #expect(Self.refusal(Self.open + element + "\n</svg>") == nil)
    }

    /// Illustrator's opacity masks: a filter of one identity `feColorMatrix`, whose region holds what it filters.
    static let identityFilter =
        #"<filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="10" height="10" color-interpolation-filters="sRGB">"#
        + #"<feColorMatrix type="matrix" values="1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 1 0"/></filter>"#

    /// A filter that changes the picture is refused where the element that uses it is drawn.
    @Test(arguments: [
        // An inverting matrix, a reference to no filter, a CSS function.
        #"<filter id="f"><feColorMatrix values="-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"/></filter><rect width="5" height="5" filter="url(#f)"/>"#,
        #"<rect width="5" height="5" filter="url(#nothing)"/>"#,
        #"<rect width="5" height="5" style="filter: blur(2px)"/>"#,
        // A flood over part of the region; a colour effect in a mask of white shapes.
        #"<filter id="f"><feColorMatrix type="hueRotate" values="90"/></filter><mask id="m"><rect width="5" height="5" fill="white" filter="url(#f)"/></mask><rect width="9" height="9" mask="url(#m)"/>"#,
        #"<filter id="f"><feColorMatrix type="saturate" values="0"/></filter><mask id="m"><g filter="url(#f)"><rect width="5" height="5" fill="white"/></g></mask><rect width="9" height="9" mask="url(#m)"/>"#,
    ])
    func filtersThatChangeThePictureAreRefused(element: String) {
        #expect(
            Self.refusal(Self.open + element + "\n</svg>")?.hasSuffix(
                "this filter is not supported (shadows, layer blurs, floods and moves are); remove effects such as colour effects and lighting"
            )
                == true)
    }

    /// Filters that change nothing: unused (Inkscape keeps them), on what is not drawn, or of the identity over all
    /// the element draws.
    @Test(arguments: [
        #"<defs><filter id="f"><feGaussianBlur stdDeviation="2"/></filter></defs>"#,
        #"<g display="none"><rect width="5" height="5" filter="url(#f)"/></g>"#,
        identityFilter + #"<style>.st0 { filter: url(#f) }</style><g class="st0"><rect width="5" height="5"/></g>"#,
        #"<filter id="f"><feColorMatrix type="saturate"/></filter><rect width="5" height="5" filter="url(#f)"/>"#,
    ])
    func filtersThatChangeNothingImport(element: String) {
        #expect(Self.refusal(Self.open + element + "\n</svg>") == nil)
    }

    /// Blend modes, the attribute of that name (which browsers do not read) and a mode CSS does not know.
    @Test(arguments: [
        "<rect width=\"1\" height=\"1\" style=\"mix-blend-mode: normal\"/>",
        "<rect width=\"1\" height=\"1\" style=\"mix-blend-mode: Multiply; isolation: isolate\"/>",
        "<rect width=\"1\" height=\"1\" mix-blend-mode=\"plus-lighter\"/>",
        "<rect width=\"1\" height=\"1\" style=\"mix-blend-mode: xor\"/>",
    ])
    func blendModesImport(element: String) {
        #expect(Self.refusal(Self.open + element + "\n</svg>") == nil)
    }

    @Test func textIsReadAsUTF8WithLinesAsEditorsCountThem() throws {
        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n" + Self.open + "<g id=\"caf\u{E9}\"/></svg>"
        #expect(
            Self.refusal(latin1) == "1:1: the file declares encoding=\"ISO-8859-1\"; save it as UTF-8")
        // The same declaration over ASCII text reads the same in either encoding.
        #expect(Self.refusal(latin1.replacingOccurrences(of: "\u{E9}", with: "e")) == nil)
        #expect(
            Self.refusal("<?xml version='1.0' encoding='UTF-8'?>" + Self.open + "<g id=\"caf\u{E9}\"/></svg>") == nil)
        // Wide encodings, with a byte order mark or without, as editors save them.
        let wide: [(String.Encoding, [UInt8], String)] = [
            (.utf16LittleEndian, [0xFF, 0xFE], "UTF-16LE"), (.utf16BigEndian, [0xFE, 0xFF], "UTF-16BE"),
            (.utf32LittleEndian, [0xFF, 0xFE, 0, 0], "UTF-32LE"), (.utf32BigEndian, [0, 0, 0xFE, 0xFF], "UTF-32BE"),
        ]
        for (encoding, mark, name) in wide {
            let text = Array(Self.open.data(using: encoding)!)
            for bytes in [mark + text, text] {
                #expect(
                    throws: SVGError("the file is \(name); save it as UTF-8", at: SourceLocation(line: 1, column: 1))
                ) {
                    try SVGDocument.parse(bytes)
                }
            }
        }
        // A file that merely starts with a NUL is told about the NUL, not a wide encoding.
        #expect(
            throws: SVGError(
                "the control character U+0000 is not allowed in XML; remove it", at: SourceLocation(line: 1, column: 1))
        ) {
            try SVGDocument.parse([0] + Array(Self.open.utf8))
        }
        // XML holds no control character but tab and line ends, written or referred to.
        #expect(
            throws: SVGError(
                "the control character U+0000 is not allowed in XML; remove it", at: SourceLocation(line: 2, column: 3))
        ) {
            try SVGDocument.parse(Array((Self.open + "<g").utf8) + [0] + Array("/></svg>".utf8))
        }
        #expect(
            Self.refusal(Self.open + "<g>\u{1B}</g></svg>")?.hasSuffix("U+001B is not allowed in XML; remove it")
                == true)
        for reference in ["&#0;", "&#x1F;", "&#xFFFE;"] {
            #expect(
                Self.refusal(Self.open + "<title>\(reference)</title></svg>")?.hasSuffix(
                    "\(reference) is a character XML does not allow; remove it") == true, "\(reference)")
        }
        #expect(Self.refusal(Self.open + "<title>&#9;&#10;&#13;&#x20;</title></svg>") == nil)
        #expect(
            Self.refusal(Self.open + "<title>\u{FFFF}</title></svg>")
                == "2:8: the character U+FFFF is not allowed in XML; remove it")
        #expect(Self.refusal(Self.open + "<title>\u{FFFD}\u{EFBF}</title></svg>") == nil)
        // Undeclared, a Latin-1 byte is no UTF-8: an error where it is, as XML readers make it.
        var undeclared = Array((Self.open + "<g id=\"caf").utf8)
        undeclared += [0xE9] + Array("\"/></svg>".utf8)
        #expect(
            throws: SVGError("this byte is not UTF-8; save the file as UTF-8", at: SourceLocation(line: 2, column: 11))
        ) {
            try SVGDocument.parse(undeclared)
        }
        // A byte order mark says UTF-8 whatever the declaration says, and is no column.
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(throws: Never.self) {
            try SVGDocument.parse(bom + Array(latin1.replacingOccurrences(of: "\u{E9}", with: "e").utf8))
        }
        let oneLine = String(Self.open.dropLast()) + "<text>a</text></svg>"
        #expect(Self.refusal(oneLine)?.hasPrefix("1:64: text is not supported") == true)
        #expect(
            throws: SVGError(
                "text is not supported; convert it to outlines in the design tool",
                at: SourceLocation(line: 1, column: 64))
        ) {
            try SVGDocument.parse(bom + Array(oneLine.utf8))
        }
        // Windows' CR LF and an old Mac file's lone CR each end one line.
        for end in ["\r\n", "\r"] {
            let svg = Self.open.replacingOccurrences(of: "\n", with: end) + "<g/>" + end + "  <text>a</text></svg>"
            #expect(Self.refusal(svg) == "3:3: text is not supported; convert it to outlines in the design tool")
        }
    }

    @Test func aViewBoxOfNoAreaDrawsNothing() throws {
        let root =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 0 10\"><rect width=\"5\" height=\"5\"/></svg>"
        #expect(
            Self.refusal(root) == "1:50: a viewBox of zero width or height draws nothing; give it the drawing's box")
        // A negative size is malformed, and ignored: the file draws at its own size.
        #expect(Self.refusal(root.replacingOccurrences(of: "0 0 0 10", with: "0 0 -1 10")) == nil)
        let nested = try SVGDocument.parse(
            Array(
                (Self.open + "<svg viewBox=\"0 0 10 0\"><rect width=\"5\" height=\"5\"/></svg><circle r=\"2\"/></svg>")
                    .utf8))
        let nodes = try nested.nodes(in: Size(width: 10, height: 10)) { _ in Color(red: 0, green: 0, blue: 0) }
        #expect(nodes.count == 1, "only the circle draws: \(nodes)")
    }

    /// Iconify's `1em` on the root follows the text in a page; here the `viewBox` gives the size. Anywhere else a
    /// font-relative unit is refused.
    @Test func aRootSizedInEmsTakesTheViewBoxsSize() throws {
        let icon = try SVGDocument.parse(
            Array(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1.2EM" viewBox="0 0 24 20"><rect width="5" height="5"/></svg>"#
                    .utf8))
        #expect(icon.size == Size(width: 24, height: 20))
        #expect(
            Self.refusal(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em"><svg width="1em"/></svg>"#)
                == "1:78: font-relative units (em) are not supported; use px or a unit of length")
    }

    /// A file with neither a size nor a `viewBox` ends where its content does, a stroke half its width beyond its
    /// path (a frame's stroke was cut in half); a given side is kept.
    @Test func aFileWithNoSizeEndsWhereItsStrokesDo() throws {
        func size(_ root: String) throws -> Size {
            try SVGDocument.parse(
                Array(
                    (root + #"<rect x="1" y="1" width="198" height="98" fill="none" stroke="black" stroke-width="2"/>"#
                        + #"<g transform="scale(2)"><path d="M10 10H50" stroke="red"/></g></svg>"#).utf8)
            ).size
        }
        #expect(try size(#"<svg xmlns="http://www.w3.org/2000/svg">"#) == Size(width: 200, height: 100))
        #expect(try size(#"<svg xmlns="http://www.w3.org/2000/svg" width="300">"#) == Size(width: 300, height: 100))
    }

    /// Affinity Designer and older Illustrator name SVG 1.1's DTD, which is never fetched.
    @Test func aDocumentTypeThatOnlyNamesItsDTDIsPassedOver() {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>"#
        #expect(
            Self.refusal(
                #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"# + "\n"
                    + #"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"#
                    + "\n" + svg) == nil)
        #expect(Self.refusal(#"<!doctype svg SYSTEM 'a>[b'>"# + svg) == nil)
        #expect(
            Self.refusal("\n<!DOCTYPE svg PUBLIC \"x\"\n" + svg.replacingOccurrences(of: ">", with: " "))
                == "2:1: the file ends inside <!DOCTYPE> (line 2); close it with '>'")
    }

    /// Slips a text editor makes say how to mend them.
    @Test func syntaxSlipsNameTheirFix() {
        let root = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">"#
        #expect(
            Self.refusal(root + #"<rect width="5""#)
                == "1:76: the file ends inside <rect>; close the tag with '>' or '/>'")
        #expect(
            Self.refusal(root + "<text>&#xD800;</text></svg>")?.hasSuffix(
                "&#xD800; is no Unicode character (half of a UTF-16 pair); write the character's own code point, or remove it"
            ) == true)
        #expect(
            Self.refusal(root + "<text>&#x110000;</text></svg>")?.hasSuffix("is no Unicode character; remove it")
                == true)
        #expect(
            Self.refusal("\u{FEFF}\u{FEFF}" + root + "</svg>")
                == "1:1: expected an element, found a second byte order mark (U+FEFF); remove it")
    }

    /// Inkscape links the ICC profile of a print document from a `<color-profile>`, which browsers ignore: it is
    /// passed over, and paints keep their sRGB colour before `icc-color()`.
    @Test func anInkscapeColourProfileIsPassedOver() throws {
        let svg =
            Self.open
            + #"<defs><color-profile name="Coated-FOGRA39" xlink:href="file:///usr/share/color/icc/CoatedFOGRA39.icc" "#
            + #"xmlns:xlink="http://www.w3.org/1999/xlink" id="p"/></defs>"#
            + #"<rect width="4" height="4" style="fill:#ff0000 icc-color(Coated-FOGRA39, 0, 1, 1, 0)"/></svg>"#
        #expect(Self.refusal(svg) == nil)
        let document = try SVGDocument.parse(Array(svg.utf8))
        let drawing = document.drawing(title: "", size: document.size, colors: SVGDocument.literal)
        #expect(Node.paths(in: drawing.nodes).first?.fill == .color(Color(red: 1, green: 0, blue: 0)))
        // Anything else that reaches outside the file still is refused.
        #expect(
            Self.refusal(Self.open + #"<linearGradient id="g" href="other.svg#g"/></svg>"#)
                == "2:30: the reference other.svg#g is outside the file; only #id references are supported")
    }

    /// A DOCTYPE is counted in lines, and comes before the root.
    @Test func aDocumentTypeKeepsLinesAndItsPlace() {
        let named =
            "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\"\n  \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n"
        #expect(
            Self.refusal(named + Self.open + "<image/></svg>")
                == "4:1: <image> is not supported (a design tool writes an effect it rasterised as one, such as Illustrator's drop shadow exported with Export As); import vector artwork only: remove the effect, or use one the tool exports as an SVG filter"
        )
        #expect(
            Self.refusal(Self.open + "<!DOCTYPE svg></svg>")
                == "2:1: <!DOCTYPE> inside an element; it comes before the root")
    }

    /// A file of no width or height shows nothing in a viewer (resvg and librsvg refuse it): no asset to make.
    @Test(arguments: [
        (
            "width=\"0\" height=\"10\"",
            "1:48: the file's width is 0, so it shows nothing; give it a positive width"
        ),
        (
            "width=\"10\" height=\"-5px\" viewBox=\"0 0 10 10\"",
            "1:60: the file's height is -5px, so it shows nothing; give it a positive height, or remove height to size the file by its viewBox"
        ),
        (
            "width=\"0%\"",
            "1:48: the file's width is 0%, so it shows nothing; give it a positive width"
        ),
    ])
    func aFileWithoutAreaIsRefused(sides: String, message: String) {
        #expect(
            Self.refusal("<svg xmlns=\"http://www.w3.org/2000/svg\" \(sides)><rect width=\"5\" height=\"5\"/></svg>")
                == message)
    }

    @Test func deepNestingFailsAtTheLimit() {
        // A million nested groups: refused where the 257th opens, without reading the rest.
        let depth = 1_000_000
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: depth)
            + String(repeating: "</g>", count: depth) + "</svg>"
        let start = ContinuousClock.now
        #expect(Self.refusal(svg) == "1:806: elements are nested more than 256 deep; flatten the groups")
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func theSegmentBudgetIsSharedByTheFilesPaths() throws {
        // Every path and polygon of a file takes from one budget; past it the file is refused (with the real
        // budget, a file of millions of segments: see the end-to-end tests).
        var budget = 10
        _ = try PathDataParser.parse("M0 0L1 1L2 2L3 3", budget: &budget)
        #expect(budget == 6)
        _ = try PathDataParser.parse("M0 0" + String(repeating: "L1 1", count: 10), budget: &budget)
        #expect(budget < 0)
    }

    @Test func chainsOfReferencesAreBounded() {
        // Forty clip paths, each clipped by the next: refused where the 33rd is used, not followed to the end.
        var clips = ""
        for index in 0..<40 {
            clips +=
                "<clipPath id=\"c\(index)\" clip-path=\"url(#c\(index + 1))\"><rect width=\"5\" height=\"5\"/></clipPath>\n"
        }
        let clipped = Self.refusal(
            Self.open + clips + "<rect width=\"9\" height=\"9\" clip-path=\"url(#c0)\"/>\n</svg>")
        #expect(clipped == "34:1: clip paths are clipped by clip paths more than 32 deep; merge them")
        // A hundred gradients, each inheriting from the next.
        var gradients = ""
        for index in 0..<100 {
            gradients += "<linearGradient id=\"g\(index)\" href=\"#g\(index + 1)\"/>\n"
        }
        let painted = Self.refusal(
            Self.open + gradients + "<rect width=\"9\" height=\"9\" fill=\"url(#g0)\"/>\n</svg>")
        #expect(painted == "65:32: gradients refer through href more than 64 deep; merge them")
    }

    /// `<use>`: a loop, uses of uses past 32 deep, instances that multiply past 100,000 elements and a use in a
    /// clip path are located errors, found promptly.
    @Test func usesAreBounded() {
        #expect(
            Self.refusal(Self.open + "<g id=\"a\"><use href=\"#a\"/></g>\n</svg>")
                == "2:22: this <use> leads back to itself through #a; remove the loop")
        let chain = (0..<40).map { "<use id=\"u\($0)\" href=\"#u\($0 + 1)\"/>\n" }.joined()
        #expect(
            Self.refusal(
                Self.open
                    + "<defs>\(chain)<rect id=\"u40\" width=\"1\" height=\"1\"/></defs><use href=\"#u0\"/>\n</svg>")
                == "33:1: <use> elements draw <use> elements more than 32 deep; expand some of them")
        // Ten uses of ten uses of … six deep: a million empty groups, refused at the 100,001st.
        var levels = "<g id=\"l0\"/>\n"
        for level in 1...6 {
            levels += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>\n"
        }
        let start = Date()
        #expect(
            Self.refusal(Self.open + "<defs>\(levels)</defs><use href=\"#l6\"/>\n</svg>")?.hasSuffix(
                "<use>, <marker> and <pattern> elements draw more than 100000 elements in all, counted each time; expand fewer instances"
            ) == true)
        // Under a second in a release build; the debug build, on a busy machine, takes some seconds.
        #expect(Date().timeIntervalSince(start) < 15)
        // A use of nothing draws nothing.
        #expect(Self.refusal(Self.open + "<use href=\"#nothing\"/>\n</svg>") == nil)
    }

    /// What a use draws is what it refers to would draw in its place: a symbol whatever its `display`, an `<svg>`
    /// with its own transform.
    @Test func usesDrawWhatTheyReferTo() throws {
        func pixels(_ body: String) throws -> [UInt8] {
            let document = try SVGDocument.parse(Array((Self.open + body + "\n</svg>").utf8))
            return Canvas.render(
                document.drawing(title: "", size: document.size) { _ in Color(red: 0, green: 0.5, blue: 0) }, scale: 4
            ).rgba
        }
        let square = "<rect x=\"1\" y=\"2\" width=\"5\" height=\"5\"/>"
        let direct = try pixels(square)
        #expect(direct.contains { $0 != 0 })
        #expect(
            try pixels(
                "<defs>\(square.replacingOccurrences(of: "<rect", with: "<rect id=\"r\""))</defs><use href=\"#r\"/>")
                == direct)
        #expect(try pixels("<symbol id=\"s\" display=\"none\">\(square)</symbol><use href=\"#s\"/>") == direct)
        #expect(
            Self.refusal(
                Self.open
                    + "<defs><rect id=\"r\" width=\"5\" height=\"5\"/><use id=\"u\" href=\"#r\"/></defs><clipPath id=\"c\"><use href=\"#u\"/></clipPath><rect width=\"9\" height=\"9\" clip-path=\"url(#c)\"/>\n</svg>"
            ) == "2:89: a <use> of a <use> in a clip path is not supported; refer to the shape itself")
        // In a clip path a use is the shape it draws, moved by its place; a use of a group adds nothing, as SVG says.
        let clipped = "<rect width=\"10\" height=\"10\" clip-path=\"url(#c)\"/>"
        #expect(
            try pixels(
                "<clipPath id=\"c\"><use href=\"#r\" x=\"1\"/></clipPath><defs><rect id=\"r\" y=\"2\" width=\"5\" height=\"5\"/></defs>"
                    + clipped) == direct)
        #expect(
            try pixels(
                "<clipPath id=\"c\"><use href=\"#g\"/></clipPath><defs><g id=\"g\">\(square)</g></defs>" + clipped
            )
            .allSatisfy { $0 == 0 })
        #expect(
            try pixels(
                "<defs><svg id=\"v\" transform=\"translate(1 2)\"><rect width=\"5\" height=\"5\"/></svg></defs><use href=\"#v\"/>"
            )
                == direct)
        // A style sheet's declarations count on every use.
        // 1,000 rules for the rect, 501 uses of it: 501,000.
        let rules = String(repeating: ".c{fill:green}", count: 1_000)
        let classes = "c"
        let uses = String(repeating: "<use href=\"#r\"/>", count: 501)
        #expect(
            Self.refusal(
                Self.open
                    + "<style>\(rules)</style><rect id=\"r\" class=\"\(classes)\" width=\"1\" height=\"1\"/>\(uses)\n</svg>"
            )?
            .hasSuffix(
                "the style sheet gives what <use> elements draw more than 500000 declarations, counted each time; simplify the rules or expand fewer instances"
            ) == true)
    }

    @Test func groupsOnLayersAreNestedAtMostSixteenDeep() {
        let svg =
            Self.open + String(repeating: "<g opacity=\"0.9\">", count: 17) + "<rect width=\"1\" height=\"1\"/>"
            + String(repeating: "</g>", count: 17) + "\n</svg>"
        #expect(
            Self.refusal(svg)
                == "2:273: groups with an opacity, a clip path, a mask, a filter, a blend mode or isolation, patterns and markers are nested more than 16 deep (a soft mask counts twice, a pattern three times); flatten them"
        )
    }

    @Test(arguments: [
        // Radii whose squares vanish: a line, not NaN.
        "<path d=\"M0 0A1e-300 1e-300 0 0 1 1 1\" stroke=\"#000\"/>",
        // NaN is no colour: the fill falls back to black.
        "<rect width=\"1\" height=\"1\" fill=\"rgb(nan, 0, 0)\"/>",
        // An empty clip-path is none.
        "<rect width=\"1\" height=\"1\" clip-path=\"\"/>",
        // A quoted reference is one inside the file.
        "<rect width=\"1\" height=\"1\" fill=\"url('#none') #000\"/>",
        // A link is no reference.
        "<a href=\"https://example.com\"><rect width=\"1\" height=\"1\"/></a>",
        // Numbers after a close end the path there.
        "<path d=\"M0 0H5V5z1 2 3\"/>",
    ])
    func oddButHarmlessInputImports(element: String) throws {
        #expect(Self.refusal(Self.open + element + "\n</svg>") == nil)
        let document = try SVGDocument.parse(Array((Self.open + element + "\n</svg>").utf8))
        let canvas = Canvas.render(
            document.drawing(title: "", size: document.size) { _ in Color(red: 0, green: 0, blue: 0) }, scale: 2)
        #expect(canvas.rgba.count == 20 * 20 * 4)
    }

    /// A clip path's shapes are drawn too: what its transforms make of them is bounded as a painted shape's is.
    @Test func aClipPathThatReachesTooFarIsRefused() {
        let svg =
            Self.open
            + "<clipPath id=\"c\"><rect width=\"1\" height=\"1\" transform=\"scale(1e9)scale(1e9)scale(1e9)\"/></clipPath>"
            + "<rect width=\"10\" height=\"10\" clip-path=\"url(#c)\"/>\n</svg>"
        #expect(
            Self.refusal(svg)
                == "2:100: this clip path reaches beyond ±1000000000 once transformed; check the transforms and the viewBox"
        )
    }

    /// A paint takes one fallback, a colour or none, as SVG says: a chain of references is no paint, however long.
    @Test func aPaintHasOneFallback() throws {
        let chain = String(repeating: "url(#a) ", count: 200_000)
        let svg = Self.open + "<path d=\"M0 0h1\" stroke=\"#000\" fill=\"\(chain)\"/>\n</svg>"
        #expect(Self.refusal(svg) == nil)
        let fallback = try SVGDocument.parse(
            Array((Self.open + "<rect width=\"2\" height=\"2\" fill=\"url(#none) #ff0000\"/>\n</svg>").utf8))
        let canvas = Canvas.render(
            fallback.drawing(title: "", size: fallback.size) { color in
                if case .literal(let literal) = color { return literal }
                return Color(red: 0, green: 0, blue: 0)
            }, scale: 1)
        #expect(Array(canvas.rgba.prefix(4)) == [255, 0, 0, 255])
    }

    /// The dash pattern is geometry too: its entries count against the budget for every path it strokes, however
    /// short the path (each path holds its own copy).
    @Test func aLongDashArrayIsRefused() {
        let dashes = Array(repeating: "1", count: 600_000).joined(separator: " ")
        let svg =
            Self.open
            + "<g stroke=\"red\" stroke-dasharray=\"\(dashes)\"><path d=\"M0 0h1\"/><path d=\"M0 0h1\"/></g>\n</svg>"
        #expect(
            Self.refusal(svg)
                == "2:1200054: the artwork draws more than 1000000 segments, shapes, dashes, gradient stops and transforms; simplify it"
        )
    }

    /// An arc is drawn as up to four curves, each counted: 300,000 full-turn arcs are 1,200,000 segments drawn,
    /// though a quarter of that is written; as many quarter arcs are within the budget.
    @Test func arcsCountTheCurvesTheyAreDrawnAs() {
        let path = { (arc: String) in
            Self.open + "<path d=\"M0 0" + String(repeating: arc, count: 300_000) + "\" stroke=\"red\"/>\n</svg>"
        }
        #expect(
            Self.refusal(path("a1 1 0 1 1 .1 0"))
                == "2:10: the artwork draws more than 1000000 segments, shapes, dashes, gradient stops and transforms; simplify it"
        )
        #expect(Self.refusal(path("a1 1 0 0 1 1 1")) == nil)
    }

    /// A stroke's width counts only where a stroke is painted: scaled up 4.8·10⁸ times by the viewBox, an
    /// unstroked square fills the file, and a stroked one reaches past the limit. Scaled up more than 10⁹ times,
    /// what a file draws is refused, where the outputs would write its numbers otherwise.
    @Test func aTinyViewBoxDrawsWhatItScalesWithinTheLimit() throws {
        let file = { (side: String, paint: String) in
            #"<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 \#(side) \#(side)">"#
                + #"<rect width="\#(side)" height="\#(side)" \#(paint)/></svg>"#
        }
        let document = try SVGDocument.parse(Array(file("1e-7", #"fill="red""#).utf8))
        #expect(document.fits(Size(width: 48, height: 48)))
        let canvas = Canvas.render(
            document.drawing(title: "", size: document.size) { color in
                if case .literal(let literal) = color { return literal }
                return Color(red: 0, green: 0, blue: 0)
            }, scale: 1)
        // Corner to corner.
        #expect(Array(canvas.rgba.prefix(4)) == [255, 0, 0, 255] && Array(canvas.rgba.suffix(4)) == [255, 0, 0, 255])
        let stroked = Self.refusal(file("1e-7", #"stroke="red" stroke-width="10""#))
        #expect(
            stroked?.hasSuffix(
                "this shape reaches beyond ±1000000000 once transformed; check the transforms and the viewBox") == true)
        #expect(
            Self.refusal(file("1e-9", #"fill="red""#))
                == "1:1: this element is scaled more than 1000000000 times by its transforms and the viewBoxes around it, more than the outputs can write exactly; check the transforms and the viewBoxes"
        )
    }

    /// One direction scaled a million times and the other shrunk as much draws what it holds (it was taken for a
    /// transform that flattens the plane, and dropped); a nested viewBox scaling past 10⁹ is refused where it is
    /// written, and a marker's at the shape it draws.
    @Test func unevenScalesDrawAndExcessiveOnesAreRefusedWhereWritten() throws {
        let uneven = try SVGTransformOriginTests.boxes(
            #"<g transform="scale(1e6 1e-6)"><rect width="1e-5" height="1e7"/></g>"#)
        #expect(
            SVGTransformOriginTests.isClose(uneven.first ?? nil, Rect(x: 0, y: 0, width: 10, height: 10)), "\(uneven)")
        let nested =
            Self.open
            + "<svg width=\"10\" height=\"10\" viewBox=\"0 0 1e9 1e-9\" preserveAspectRatio=\"none\">"
            + "<rect width=\"1e9\" height=\"1e-9\"/></svg>\n</svg>"
        #expect(Self.refusal(nested)?.hasPrefix("2:1: this element is scaled more than 1000000000 times") == true)
        let marker =
            Self.open
            + "<marker id=\"m\" markerWidth=\"10\" markerHeight=\"10\" viewBox=\"0 0 1e9 1e-9\" preserveAspectRatio=\"none\">"
            + "<rect width=\"1e9\" height=\"1e-9\"/></marker>\n<path d=\"M1 1L9 9\" stroke=\"blue\" marker-end=\"url(#m)\"/>\n</svg>"
        #expect(Self.refusal(marker)?.hasPrefix("2:1: this element is scaled more than 1000000000 times") == true)
    }

    /// Only NaN and the infinities are refused as not numbers: another word where a number goes is no number, as
    /// browsers read it, and a path draws up to it.
    @Test func wordsThatOnlyStartLikeNaNOrInfAreNoNumbers() {
        for value in ["translate(inflate)", "translate(info 2)", "translate(NaNa)"] {
            #expect(Self.refusal(Self.open + "<path d=\"M0 0h1\" transform=\"\(value)\"/>\n</svg>") == nil, "\(value)")
        }
        #expect(
            Self.refusal(Self.open + "<path d=\"M0 0 L 10 10 10 infinity\"/>\n</svg>")?.hasSuffix(
                "infinity is not a number; write a number in its place (coordinates and sizes are limited to ±1000000000)"
            ) == true)
    }

    /// A filter's href to no filter is ignored, as browsers do: the filter blurs as its own steps say.
    @Test func aFilterHrefToNoFilterIsIgnored() throws {
        for href in ["#nowhere", "#r"] {
            let svg =
                Self.open
                + "<rect id=\"r\" width=\"1\" height=\"1\"/><filter id=\"f\" href=\"\(href)\"><feGaussianBlur stdDeviation=\"2\"/></filter>"
                + "<rect width=\"9\" height=\"9\" filter=\"url(#f)\"/>\n</svg>"
            #expect(Self.refusal(svg) == nil, "\(href)")
        }
    }

    /// Every element a rule matches takes its declarations: a rule holds at most 64 of them.
    @Test func aStyleRuleHoldsAtMost64Declarations() throws {
        let repeated = String(repeating: "fill: #000; ", count: 100_000) + "fill: #f00"
        #expect(
            Self.refusal(Self.open + "<style>* { \(repeated) }</style><rect width=\"1\" height=\"1\"/>\n</svg>")
                == "2:8: a style rule holds more than 64 declarations; simplify it")
        let many = (0...64).map { "x-\($0): 1" }.joined(separator: "; ")
        #expect(
            Self.refusal(Self.open + "<style>* { \(many) }</style>\n</svg>")
                == "2:8: a style rule holds more than 64 declarations; simplify it")
        // A rule keeps what its properties read, each property once (the last, or the last `!important`), and only
        // properties drawn here.
        let document = try SVGDocument.parse(
            Array(
                (Self.open
                    + "<style>\n * { fill: #000 !important; fill: #f00; stroke: #00f; stroke: bogus; x-y: 1 }</style>\n</svg>")
                    .utf8))
        #expect(
            document.styleSheet.rules.map(\.declarations) == [
                [
                    Declaration(
                        name: "fill", value: "#000", location: FloSupport.SourceLocation(line: 3, column: 6),
                        isImportant: true),
                    Declaration(
                        name: "stroke", value: "#00f", location: FloSupport.SourceLocation(line: 3, column: 41)),
                ]
            ])
    }

    /// Every use of a clip path or a gradient looks at each of its children: those that draw nothing count too.
    @Test func childrenThatDrawNothingCountOnEveryUse() {
        let filler = String(repeating: "<g/>", count: 1_000)
        // 50 uses of a clip path of 1,001 children: 50,050, past the 50,000 a file's clip paths may hold.
        let uses = String(repeating: "<rect width=\"9\" height=\"9\" clip-path=\"url(#c)\"/>", count: 50)
        let clip = Self.open + "<clipPath id=\"c\"><rect width=\"9\" height=\"9\"/>\(filler)</clipPath>\(uses)\n</svg>"
        #expect(
            Self.refusal(clip)?.hasSuffix(
                "clip paths and masks hold more than 50000 children, counted each time they are used; remove empty elements from them or use fewer clip paths"
            ) == true)
        let painted = String(repeating: "<rect width=\"9\" height=\"9\" fill=\"url(#g)\"/>", count: 1_001)
        let gradient =
            Self.open
            + "<linearGradient id=\"g\"><stop offset=\"0\"/><stop offset=\"1\" stop-color=\"red\"/>\(filler)</linearGradient>\(painted)\n</svg>"
        #expect(
            Self.refusal(gradient)?.hasSuffix(
                "the artwork draws more than 1000000 segments, shapes, dashes, gradient stops and transforms; simplify it"
            ) == true)
    }

    @Test func tinyDashesOnALongPathAreRefused() {
        let svg = Self.open + "<path d=\"M0 0H1000000\" stroke=\"red\" stroke-dasharray=\"0.01\"/>\n</svg>"
        #expect(
            Self.refusal(svg)
                == "2:1: the artwork draws more than 1000000 segments, shapes, dashes, gradient stops and transforms; simplify it"
        )
    }

    @Test func foreignMarkupAndUnknownElementsAreIgnored() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
                 xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="10" height="10" version="1.1">
              <sodipodi:namedview inkscape:zoom="1"><text>not drawn</text></sodipodi:namedview>
              <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
              <unknownElement/>
              <rect width="10" height="10" inkscape:label="square" data-id="7" class="nothing"/>
            </svg>
            """
        let document = try SVGDocument.parse(Array(svg.utf8))
        #expect(
            Node.paths(in: try document.nodes(in: document.size) { _ in Color(red: 0, green: 0, blue: 0) }).count == 1)
    }
}
