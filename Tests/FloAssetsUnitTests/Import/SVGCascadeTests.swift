import FloSupport
import Testing

@testable import FloDrawing
@testable import FloSVG

/// Which written value of a property applies, as CSS cascades them: `!important` first, then the `style`
/// attribute, the sheet's rules by specificity, the presentation attribute, each passed over when its property
/// cannot read it. Every expectation is what Chromium draws for the same file.
@Suite struct SVGCascadeTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 128 / 255, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// The top-level nodes of a 100 × 100 file holding `body`.
    static func nodes(_ body: String) throws -> [Node] {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"# + body + "</svg>"
        let document = try SVGDocument.parse(Array(svg.utf8))
        return try document.nodes(in: document.size) { color in
            guard case .literal(let literal) = color else { return Color(red: 1, green: 0, blue: 1) }
            return literal
        }
    }

    /// The first shape in `body`, inside any groups.
    static func shape(_ body: String) throws -> PathNode? {
        func first(_ nodes: [Node]) -> PathNode? {
            for node in nodes {
                switch node {
                case .path(let path): return path
                case .group(let group): if let found = first(group.children) { return found }
                }
            }
            return nil
        }
        return first(try nodes(body))
    }

    @Test(arguments: [
        // An invalid CSS value leaves the attribute's.
        (#"<rect width="50" height="50" fill="red" style="fill: bogus"/>"#, red),
        // The last valid declaration of a block wins.
        (#"<rect width="50" height="50" style="fill: red; fill: bogus"/>"#, red),
        (#"<rect width="50" height="50" style="fill: blue !important; fill: red"/>"#, blue),
        // A sheet's `!important` beats the `style` attribute, whose own `!important` beats it.
        (#"<style>rect { fill: red !important }</style><rect width="50" height="50" style="fill: blue"/>"#, red),
        (
            #"<style>rect { fill: red !important }</style><rect width="50" height="50" style="fill: blue !important"/>"#,
            blue
        ),
        // A more specific rule that cannot be read leaves the less specific one.
        (
            #"<style>rect { fill: green } .a { fill: bogus }</style><rect class="a" width="50" height="50" fill="red"/>"#,
            green
        ),
        (
            #"<style>#r { fill: green } rect.a { fill: red }</style><rect id="r" class="a" width="50" height="50"/>"#,
            green
        ),
        // `inherit` takes the parent's, `initial` the initial black, whatever the attribute.
        (#"<g fill="green"><rect width="50" height="50" fill="red" style="fill: inherit"/></g>"#, green),
        (
            #"<g fill="green"><rect width="50" height="50" fill="red" style="fill: INITIAL"/></g>"#,
            Color(red: 0, green: 0, blue: 0)
        ),
    ])
    func theStrongestReadableValueFills(body: String, color: Color) throws {
        let fill = try Self.shape(body)?.fill
        #expect(fill == .color(color), "\(body): \(String(describing: fill))")
    }

    @Test(arguments: [
        // Keywords and property names ignore case.
        (#"<rect width="50" height="50" fill="red" style="FILL: green"/>"#, green),
        (#"<rect width="50" height="50" color="green" fill="red" style="fill: currentcolor"/>"#, green),
        // `! important` in any case, with nothing after it; anything else drops the declaration.
        (#"<rect width="50" height="50" style="fill: green ! important; fill: red"/>"#, green),
        (#"<rect width="50" height="50" style="fill: green !IMPORTANT; fill: red"/>"#, green),
        (#"<rect width="50" height="50" fill="green" style="fill: red !important x"/>"#, green),
        // A paint's fallback that cannot be read makes the whole value unreadable.
        (#"<rect width="50" height="50" fill="green" style="fill: url(#nope) bogus"/>"#, green),
    ])
    func keywordsImportanceAndFallbacksAsCSSReadsThem(body: String, color: Color) throws {
        let fill = try Self.shape(body)?.fill
        #expect(fill == .color(color), "\(body): \(String(describing: fill))")
    }

    /// A sheet for print only changes nothing on a screen, as an `@media print` block; an empty href names no
    /// element, so what uses it draws nothing, and an unused filter that holds one is passed over.
    @Test func whatAScreenNeverShowsIsPassedOver() throws {
        let printed = #"<style media="print">rect { fill: red }</style><rect width="9" height="9" fill="blue"/>"#
        #expect(try Self.shape(printed)?.fill == .color(Self.blue))
        let screen = #"<style media="screen">rect { fill: red }</style><rect width="9" height="9" fill="blue"/>"#
        #expect(try Self.shape(screen)?.fill == .color(Self.red))
        let empty =
            #"<defs><filter id="f"><feImage href=""/></filter></defs><use href=""/><rect width="9" height="9"/>"#
        #expect(try Self.nodes(empty).count == 1)
    }

    /// An `xmlns` that is not SVG's, exactly, is named as the problem.
    @Test func aRootInAnotherNamespaceSaysSo() {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg/" width="10" height="10"/>"#
        #expect(throws: SVGError.self) { try SVGDocument.parse(Array(svg.utf8)) }
        do {
            _ = try SVGDocument.parse(Array(svg.utf8))
        } catch {
            #expect(error.message.hasPrefix("the root <svg> is not in SVG's namespace"), "\(error.message)")
        }
    }

    @Test func keywordsIgnoreCase() throws {
        #expect(try Self.shape(#"<rect width="50" height="50" fill="red" style="fill: NONE"/>"#)?.fill == nil)
        #expect(try Self.nodes(#"<rect width="50" height="50" style="visibility: HIDDEN"/>"#).isEmpty)
        #expect(try Self.shape(#"<path d="M0 0h9v9z" style="fill-rule: EVENODD"/>"#)?.fillRule == .evenOdd)
        let stroked = try Self.shape(
            #"<path d="M0 0h9" stroke="red" stroke-dasharray="2" style="stroke-linecap: ROUND; stroke-dasharray: NONE"/>"#
        )
        #expect(stroked?.stroke?.cap == .round && stroked?.stroke?.dashes == [])
        #expect(try Self.nodes(#"<rect width="50" height="50" clip-path="NONE"/>"#).count == 1)
    }

    @Test func malformedDashListsLeaveTheAttributes() throws {
        for list in ["-5 5", "5,,5"] {
            let line = try Self.shape(
                #"<path d="M0 0h90" stroke="red" stroke-dasharray="10 10" style="stroke-dasharray: "# + list + #""/>"#)
            #expect(line?.stroke?.dashes == [10, 10], "\(list)")
        }
    }

    @Test func cssInitialOriginIsTheMiddle() throws {
        // Turned half a turn about its own middle, the square stays where it is.
        let turned = try Self.nodes(
            #"<rect x="40" y="40" width="20" height="20" transform="rotate(180)" style="transform-origin: initial"/>"#)
        #expect(SVGTransformOriginTests.isClose(Node.bounds(of: turned), Rect(x: 40, y: 40, width: 20, height: 20)))
    }

    @Test func aSheetKeepsOnlyWhatItsPropertiesRead() throws {
        // 2,000 rules of 64 unreadable declarations each: none is kept, so no element looks through them.
        let rule = "* { " + String(repeating: "stroke-dasharray: 1 2 x; ", count: 64) + "}\n"
        let svg = SVGRefusalTests.open + "<style>" + String(repeating: rule, count: 2_000) + "</style></svg>"
        let document = try SVGDocument.parse(Array(svg.utf8))
        #expect(document.styleSheet.rules.isEmpty)
        // Nor are properties not drawn here, once the refusals have seen them.
        let unknown = SVGRefusalTests.open + "<style>* { x-y: 1; x-z: url(#a) }</style></svg>"
        #expect(try SVGDocument.parse(Array(unknown.utf8)).styleSheet.rules.isEmpty)
        #expect(
            SVGRefusalTests.refusal(
                SVGRefusalTests.open
                    + "<style>* { fill: red; filter: url(#f) }</style><rect width=\"1\" height=\"1\"/></svg>")
                == "2:23: this filter is not supported (shadows, layer blurs, floods and moves are); remove effects such as colour effects and lighting"
        )
    }

    @Test func aStyleAttributeHoldsAtMost1000Declarations() {
        let style = String(repeating: "fill: red; ", count: 1_001)
        #expect(
            SVGRefusalTests.refusal(SVGRefusalTests.open + "<rect style=\"" + style + "\"/></svg>")
                == "2:14: a style attribute holds more than 1000 declarations; simplify it")
    }

    @Test func aClassAttributeNamesAtMost1000Classes() throws {
        let classes = (0..<1_000).map { "c\($0)" }.joined(separator: " \u{2003}\t")
        let accepted = SVGRefusalTests.open + "<rect class=\"" + classes + "\"/></svg>"
        #expect(try SVGDocument.parse(Array(accepted.utf8)).styleSheet.rules.isEmpty)
        #expect(
            SVGRefusalTests.refusal(SVGRefusalTests.open + "<rect class=\"" + classes + " more\"/></svg>")
                == "2:14: a class attribute names more than 1000 classes; simplify it")
        // Separated by any white space, as the style sheets split them.
        let spaced = String(repeating: "a\u{2003}", count: 1_001)
        #expect(
            SVGRefusalTests.refusal(SVGRefusalTests.open + "<rect class=\"" + spaced + "\"/></svg>")
                == "2:14: a class attribute names more than 1000 classes; simplify it")
    }

    @Test func unsetInheritsOnlyWhereThePropertyDoes() throws {
        // `fill` inherits: the group's green. `opacity` does not: 1, not the attribute's 0.2, so no group.
        let filled = try Self.shape(
            #"<g fill="green"><rect width="50" height="50" fill="red" style="fill: unset"/></g>"#)
        #expect(filled?.fill == .color(Self.green))
        let opaque = try Self.nodes(#"<rect width="50" height="50" opacity="0.2" style="opacity: Unset"/>"#)
        guard case .path? = opaque.first else {
            Issue.record("a group: \(opaque)")
            return
        }
    }

    @Test func aClipReferenceWithMoreAfterItLeavesTheAttributes() throws {
        let nodes = try Self.nodes(
            #"<clipPath id="c"><rect width="10" height="10"/></clipPath>"#
                + #"<rect width="50" height="50" clip-path="url(#c)" style="clip-path: url(#c) bogus"/>"#)
        guard case .group(let group)? = nodes.first else {
            Issue.record("not clipped: \(nodes)")
            return
        }
        #expect(group.clip != nil)
    }

    @Test func everyTransformReadTakesFromTheBudget() throws {
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg"><rect transform="scale(1)""#
            + #" style="transform: translate(0px) translate(0px) bogus"/></svg>"#
        let rect = try #require(try XMLParser.parse(Array(svg.utf8)).children.first)
        // The malformed list's two functions, then the attribute's one.
        #expect(try ElementTransform(Declared(rect, sheet: StyleSheet()), of: rect).steps == 3)
    }

    @Test func otherPropertiesFallBackAlike() throws {
        let stroked = try Self.shape(
            #"<rect x="20" y="20" width="50" height="50" fill="none" stroke="blue" stroke-width="10" style="stroke-width: bogus"/>"#
        )
        #expect(stroked?.stroke?.width == 10)
        #expect(try Self.nodes(#"<rect width="50" height="50" display="none" style="display: bogus"/>"#).isEmpty)
        let faded = try Self.nodes(#"<rect width="50" height="50" opacity="0.2" style="opacity: bogus"/>"#)
        guard case .group(let group)? = faded.first else {
            Issue.record("no group: \(faded)")
            return
        }
        #expect(abs(group.opacity - 0.2) < 1e-9)
    }

    @Test func gradientStopsFallBackAndInheritFromTheirGradient() throws {
        let body =
            #"<linearGradient id="g" stop-color="green" stop-opacity="0.5" color="blue"><stop offset="0" stop-color="red""#
            + #" style="stop-color: bogus"/><stop offset="1" style="stop-color: inherit; stop-opacity: inherit"/>"#
            + #"<stop offset="1" stop-color="CurrentColor"/></linearGradient><rect width="50" height="50" fill="url(#g)"/>"#
        guard case .linearGradient(let gradient)? = try Self.shape(body)?.fill else {
            Issue.record("no gradient")
            return
        }
        #expect(
            gradient.stops.map(\.color) == [Self.red, Color(red: 0, green: 128 / 255, blue: 0, alpha: 0.5), Self.blue])
    }

    /// A linear gradient's vector of no length paints the last stop; a radial gradient between two equal circles
    /// paints nothing.
    @Test(arguments: [
        #"<linearGradient id="g" x1=".5" x2=".5" y1=".5" y2=".5">"#,
        #"<linearGradient id="g" gradientUnits="userSpaceOnUse" x1="9" x2="9" y1="0" y2="0">"#,
        #"<radialGradient id="g" r="0.3" fr="0.3">"#,
    ])
    func gradientsWithNothingBetweenTheirEndsPaintTheLastStopOrNothing(opening: String) throws {
        let name = opening.hasPrefix("<linear") ? "linearGradient" : "radialGradient"
        let body =
            opening + #"<stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue" stop-opacity="0.5"/>"#
            + "</\(name)>" + #"<rect width="50" height="50" fill="url(#g)"/>"#
        let expected: Paint? =
            name == "linearGradient" ? .color(Color(red: 0, green: 0, blue: 1, alpha: 0.5)) : nil
        #expect(try Self.shape(body)?.fill == expected)
    }

    /// Stops all of one colour paint that colour, where the gradient covers the shape: a radial gradient whose focal
    /// circle leaves its end circle paints a cone only, and stays a gradient.
    @Test(arguments: [
        (#"<linearGradient id="g" x2="0" y2="1" spreadMethod="repeat">"#, true),
        (#"<radialGradient id="g" fx="0.6" fr="0.1">"#, true),
        (#"<radialGradient id="g" fx="1.5">"#, false),
        // Touching the end circle, the focal circle leaves the half-plane beyond the point unpainted.
        (#"<radialGradient id="g" r="0.25" fx="0.75">"#, false),
        (#"<radialGradient id="g" fx="0.6" fr="0.4">"#, false),
        (#"<radialGradient id="g" r="0.3" fr="0.3">"#, false),
    ])
    func stopsOfOneColourAreThatColour(opening: String, isColour: Bool) throws {
        let name = opening.hasPrefix("<linear") ? "linearGradient" : "radialGradient"
        let stop = #"<stop stop-color="blue" stop-opacity="0.5" offset="#
        let body =
            opening + stop + #""0"/>"# + stop + #""0.5"/>"# + stop + #""1"/>"# + "</\(name)>"
            + #"<rect width="50" height="50" fill="url(#g)"/>"#
        let fill = try Self.shape(body)?.fill
        if isColour {
            #expect(fill == .color(Color(red: 0, green: 0, blue: 1, alpha: 0.5)))
        } else if case .radialGradient = fill {
        } else {
            #expect(opening.contains(#"fr="0.3""#) && fill == nil, "\(String(describing: fill))")
        }
    }

    @Test func aTransformOutsideItsGrammarLeavesTheNextOne() throws {
        // CSS's `rotate(30)` has no unit: the attribute's translation applies.
        let moved = try Self.nodes(
            #"<rect width="20" height="20" transform="translate(50)" style="transform: rotate(30)"/>"#)
        #expect(SVGTransformOriginTests.isClose(Node.bounds(of: moved), Rect(x: 50, y: 0, width: 20, height: 20)))
        // SVG's attribute takes no units: ignored.
        let still = try Self.nodes(#"<rect x="40" width="20" height="20" transform="rotate(90deg 50 50)"/>"#)
        #expect(SVGTransformOriginTests.isClose(Node.bounds(of: still), Rect(x: 40, y: 0, width: 20, height: 20)))
        // CSS's `transform-origin: 10 10` has no units: the origin stays at 0 0, and the square turns off the page.
        let turned = try Self.nodes(
            #"<rect width="20" height="20" transform="rotate(90)" style="transform-origin: 10 10"/>"#)
        #expect(SVGTransformOriginTests.isClose(Node.bounds(of: turned), Rect(x: -20, y: 0, width: 20, height: 20)))
    }

    /// `paint-order` as Inkscape writes it ("stroke below fill"): the stroke is drawn first, as a path of its own,
    /// under the element's opacity with the fill. An invalid value leaves the inherited order (here the stroke first).
    @Test(arguments: [
        (#"paint-order="stroke""#, true),
        (#"style="paint-order:stroke fill markers""#, true),
        (#"paint-order="markers stroke""#, true),
        (#"paint-order="markers""#, false),
        (#"paint-order="normal""#, false),
        (#"paint-order="fill stroke""#, false),
        (#"paint-order="fill fill""#, true),
        (#"paint-order="fill bogus""#, true),
        (#"paint-order="inherit""#, true),
        ("", true),
        (#"paint-order="initial""#, false),
    ])
    func paintOrderPutsTheStrokeUnderTheFill(written: String, strokeFirst: Bool) throws {
        let body =
            #"<g paint-order="stroke"><rect width="50" height="50" fill="red" stroke="blue" "# + written + "/></g>"
        let nodes = try Self.nodes(body)
        guard strokeFirst else {
            #expect(nodes.count == 1)
            return
        }
        guard case .path(let stroke) = nodes.first, case .path(let fill) = nodes.last, nodes.count == 2 else {
            Issue.record("\(nodes)")
            return
        }
        #expect(stroke.fill == nil && stroke.stroke?.paint == .color(Self.blue))
        #expect(fill.stroke == nil && fill.fill == .color(Self.red))
        // Under an opacity, the two are one group.
        let faded = try Self.nodes(body.replacingOccurrences(of: "<rect", with: #"<rect opacity="0.5""#))
        guard case .group(let group) = faded.first else {
            Issue.record("\(faded)")
            return
        }
        #expect(group.opacity == 0.5 && group.children.count == 2)
    }

    @Test func styleSheetProblemsAreLocatedAtTheRule() {
        let open = SVGRefusalTests.open
        #expect(
            SVGRefusalTests.refusal(open + "<style>\n.a { fill: red }\n  .b > .c { fill: blue }\n</style></svg>")
                == "4:3: the selector .b > .c is not supported; use type, .class, #id or * selectors")
        // Comments and CDATA sections move nothing.
        #expect(
            SVGRefusalTests.refusal(
                open + "<style><![CDATA[\n/* a\n comment */ .a { fill: red }\n@media screen { }]]></style></svg>")
                == "5:1: the style rule @media screen is not supported; remove it")
        #expect(
            SVGRefusalTests.refusal(
                open + "<style>\n.a {\n  transform: scale(1e300) }\n</style><rect class=\"a\"/></svg>")
                == "4:3: the number 1e300 is out of range; coordinates and sizes are limited to ±1000000000")
        #expect(
            SVGRefusalTests.refusal(open + "<style>\n.a {\n  stroke-width:1e300}\n</style><rect class=\"a\"/></svg>")
                == "4:3: the number 1e300 is out of range; coordinates and sizes are limited to ±1000000000")
        // A selector after a comma is located where it starts.
        #expect(
            SVGRefusalTests.refusal(open + "<style>\n.a,\n  svg .b { fill: red }\n</style></svg>")
                == "4:3: the selector svg .b is not supported; use type, .class, #id or * selectors")
    }

    /// What applies only elsewhere is passed over: rules for a pointer over the picture (`:hover`), fonts (text is
    /// refused where drawn), printed pages and print-only media, whatever their blocks hold. The same selectors and
    /// at-rules where they could apply on a screen are refused.
    @Test func whatAppliesOnlyElsewhereIsPassedOver() throws {
        let open = SVGRefusalTests.open
        let sheet = """
            <style>
            .a { fill: red }
            .a:hover, rect:focus-visible, #b:visited { fill: var(--accent); filter: blur(2px) }
            @font-face { font-family: "Brand"; src: url("brand.woff2") format("woff2") }
            @page { margin: 1cm }
            @media only print, speech and (min-width: 10px) { .a { fill: blue; background: url(x}y.png) } rect { mask: url(#m) } }
            .b { fill: red }
            </style>
            """
        let nodes = try Self.nodes(
            sheet + #"<rect class="a" width="5" height="5"/><rect id="b" class="b" width="5" height="5"/>"#
                + #"<cursor href="pointer.png" x="0" y="0"/>"#)
        #expect(Node.paths(in: nodes).map(\.fill) == [.color(Self.red), .color(Self.red)])
        for (written, refused) in [
            (".a:not(:hover) { fill: blue }", "the selector .a:not(:hover) is not supported"),
            (".a:first-child { fill: blue }", "the selector .a:first-child is not supported"),
            ("@media screen, print { .a { fill: blue } }", "the style rule @media screen, print is not supported"),
            ("@media not print { .a { fill: blue } }", "the style rule @media not print is not supported"),
            ("@media print { .a { fill: blue }", "a style rule is never closed with '}'"),
            // A `;` ends a rule without a block; the block after it is another rule's.
            ("@media print ; .a { fill: blue }", "the style rule @media print ; .a is not supported"),
            ("@font-face; .a { fill: blue }", "the style rule @font-face; .a is not supported"),
            // An escaped or quoted colon is no pseudo-class.
            (#".x\:hover { fill: blue }"#, #"the selector .x\:hover is not supported"#),
            (#"[data-x=":hover"] { fill: blue }"#, #"the selector [data-x=":hover"] is not supported"#),
            (".a:not(.b):hover { fill: blue }", "the selector .a:not(.b):hover is not supported"),
            // Where a block may end otherwise than this reading says, it is refused, not guessed.
            ("@media print { a { x: [ } } .a { fill: blue } ] }", "the style rule @media print is not supported"),
            (
                "@media print { a { fill: url(a(b) } } .a { fill: blue } a { x: ) } }",
                "the style rule @media print is not"
            ),
            ("@media print { a { fill: url(a'b) } } .a { fill: blue }", "the style rule @media print is not supported"),
        ] {
            let refusal = SVGRefusalTests.refusal(open + "<style>\n" + written + "\n</style></svg>")
            #expect(refusal?.contains(refused) == true, "\(written): \(String(describing: refusal))")
        }
    }

    /// A rule's block ends at its own `}`, not at one in a string (a `content`, a font's name), whatever its
    /// selector; where its quotes are left open, at the first `}`, as before.
    @Test func aBraceInAStringDoesNotEndARule() throws {
        let sheet = """
            <style>
            .a:hover { content: "}"; fill: blue }
            .a { font-family: "x}y"; fill: red }
            .b { fill: blue; font-family: 'Brand } Sans'; fill: red }
            .c { fill: red; font-family: "open
            }
            </style>
            """
        let nodes = try Self.nodes(
            sheet + #"<rect class="a" width="5" height="5"/><rect class="b" width="5" height="5"/>"#
                + #"<rect class="c" width="5" height="5"/>"#)
        #expect(Node.paths(in: nodes).map(\.fill) == [.color(Self.red), .color(Self.red), .color(Self.red)])
        // A rule nested in another (CSS nesting) would apply to what it selects within: refused, not dropped.
        #expect(
            SVGRefusalTests.refusal(
                SVGRefusalTests.open + "<style>\n.a { fill: red; .b { fill: blue } }\n</style></svg>")
                == "3:20: a style rule nested in another (CSS nesting) is not supported; write it as a rule of its own")
        let quoted = try Self.nodes(
            "<style>.a { font-family: \"{\"; fill: red }</style>" + #"<rect class="a" width="5" height="5"/>"#)
        #expect(Node.paths(in: quoted).map(\.fill) == [.color(Self.red)])
    }

    /// A rule that sets no property drawn here changes nothing, whatever its selector: SF Symbols' templates write
    /// `.multicolor-0:tintColor {-sfsymbols-motion-group:0}`. The same selector setting a fill is refused.
    @Test func aRuleThatSetsNothingDrawnImportsWhateverItsSelector() throws {
        let open = SVGRefusalTests.open
        let sheet = "<style>\n.a { fill: red }\n.multicolor-0:tintColor { -sfsymbols-motion-group: 0 }\n</style>"
        let nodes = try Self.nodes(sheet + #"<rect class="a multicolor-0" width="5" height="5"/>"#)
        #expect(Node.paths(in: nodes).map(\.fill) == [.color(Self.red)])
        #expect(
            SVGRefusalTests.refusal(
                open + sheet.replacingOccurrences(of: "-sfsymbols-motion-group: 0", with: "fill: blue") + "</svg>")
                == "4:1: the selector .multicolor-0:tintColor is not supported; use type, .class, #id or * selectors")
    }

    /// An `@import` is passed over, as a browser passes it over in an SVG drawn as an image, with a warning at it;
    /// the rules around it still apply, and a quoted `;` or `}` does not end it early.
    @Test func importsArePassedOverWithAWarning() throws {
        let open = SVGRefusalTests.open
        let svg =
            open
            + "<style>.a { fill: blue }</style><style>\n@import '../../highlights.css';\n  @IMPORT url(\"a;b}.css\") screen;"
            + ".b { fill: green } @import url(c.css)</style><rect class=\"a\" width=\"5\" height=\"5\"/>"
            + "<rect class=\"b\" width=\"5\" height=\"5\"/></svg>"
        let document = try SVGDocument.parse(Array(svg.utf8))
        #expect(document.warnings.map { "\($0.location.line):\($0.location.column)" } == ["3:1", "4:3", "4:53"])
        #expect(
            document.warnings.first?.message
                == "@import '../../highlights.css' is passed over, as browsers pass it over in an SVG drawn as an image, so the rules of that file do not apply; copy them into a <style> in this file if they should"
        )
        let fills = try Self.nodes(String(svg.dropFirst(open.count).dropLast(6))).compactMap {
            if case .path(let path) = $0, case .color(let color)? = path.fill { color } else { nil }
        }
        #expect(fills == [Self.blue, Self.green])
        // A name that only starts with `import` is another at-rule.
        #expect(
            SVGRefusalTests.refusal(open + "<style>@imports x;</style></svg>")
                == "2:8: the style rule @imports x; is not supported; remove it")
    }

    /// An `@import` ends where CSS ends it: not at a `;` in an unquoted `url(…)` or escaped, and a string left open
    /// ends at its line; a comment opener in a string opens nothing. `@charset` is passed over quietly, and past
    /// ten `@import`s the warnings stop.
    @Test func importsEndWhereCSSEndsThem() throws {
        func fills(_ sheet: String) throws -> [Color?] {
            let body =
                "<style>\(sheet)</style><rect class=\"a\" width=\"5\" height=\"5\"/>"
                + "<rect class=\"b\" width=\"5\" height=\"5\"/>"
            return try Self.nodes(body).map {
                if case .path(let path) = $0, case .color(let color)? = path.fill { color } else { nil }
            }
        }
        let black = Color(red: 0, green: 0, blue: 0)
        #expect(try fills("@import url(x;.a{fill:red}); .b{fill:blue}") == [black, Self.blue])
        #expect(try fills(#"@import url(a\;.a{fill:red}); .b{fill:blue}"#) == [black, Self.blue])
        #expect(try fills("@import \"a.css\n; .a{fill:red}") == [Self.red, black])
        #expect(try fills(#"@import "a/*.css"; .a{fill:red} /* c */ .b{fill:blue}"#) == [Self.red, Self.blue])
        #expect(try fills("@charset \"utf-8\"; @import 'x.css'; .a{fill:red}") == [Self.red, black])
        let many = String(repeating: "@import 'x.css';\n", count: 11)
        let svg = SVGRefusalTests.open + "<style>\(many)</style></svg>"
        #expect(try SVGDocument.parse(Array(svg.utf8)).warnings.count == 10)
        #expect(
            SVGRefusalTests.refusal(
                SVGRefusalTests.open + "<style>\(String(repeating: "@import 'x';", count: 2_001))</style></svg>")
                == "2:24008: the style sheets have more than 2000 rules; simplify them")
    }
}
