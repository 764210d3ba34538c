import Testing

@testable import FloDrawing
@testable import FloSVG

/// The micro-syntaxes of SVG: path data, transforms, colours and style sheets.
@Suite struct SVGSyntaxTests {
    static func path(_ data: String) throws -> Path {
        var budget = PathDataParser.maximumSegments
        return try PathDataParser.parse(data, budget: &budget)
    }

    @Test func pathDataRepeatsCommandsImplicitly() throws {
        // After a move, numbers are lines; relative after a relative move. `1.5.5` is 1.5 and .5.
        let path = try Self.path("m10 10 5 0 0 5zM0 0 1.5.5")
        #expect(
            path.elements == [
                .move(Point(x: 10, y: 10)), .line(Point(x: 15, y: 10)), .line(Point(x: 15, y: 15)), .close,
                .move(Point(x: 0, y: 0)), .line(Point(x: 1.5, y: 0.5)),
            ])
    }

    @Test func shorthandCurvesReflectTheLastControlPoint() throws {
        let path = try Self.path("M0 0C0 10 10 10 10 0S20 -10 20 0")
        guard case .curve(let control1, _, let end) = path.elements[2] else {
            Issue.record("no second curve: \(path.elements)")
            return
        }
        #expect(control1 == Point(x: 10, y: -10) && end == Point(x: 20, y: 0))
        // A quadratic is the cubic with its control points two thirds of the way to the quadratic's.
        let quadratic = try Self.path("M0 0Q30 30 60 0")
        #expect(
            quadratic.elements[1]
                == .curve(control1: Point(x: 20, y: 20), control2: Point(x: 40, y: 20), end: Point(x: 60, y: 0)))
    }

    @Test func arcFlagsNeedNoSeparator() throws {
        // `a5 5 0 0010 0`: large-arc 0, sweep 0, then the end point.
        let compact = try Self.path("M0 0a5 5 0 0010 0")
        let spaced = try Self.path("M0 0a5 5 0 0 0 10 0")
        #expect(compact == spaced && compact.elements.count > 1)
        // A half circle swept towards negative angles (anticlockwise, in y-down terms through 90°) bulges down;
        // the other sweep bulges up.
        let down = try #require(compact.bounds)
        #expect(abs(down.y) < 1e-6 && abs(down.height - 5) < 1e-6, "\(down)")
        let up = try #require(try Self.path("M0 0a5 5 0 0 1 10 0").bounds)
        #expect(abs(up.y + 5) < 1e-6 && abs(up.height - 5) < 1e-6, "\(up)")
    }

    @Test func aPathDrawsUpToItsFirstError() throws {
        #expect(
            try Self.path("M0 0L10 0L10 x 20 20").elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0))])
        #expect(try Self.path("L10 10").elements.isEmpty)
    }

    @Test func numbersBeyondTheLimitAreRefused() {
        #expect(throws: NumberScanner.OutOfRange.self) { try Self.path("M0 0L1e308 0") }
        #expect(throws: NumberScanner.OutOfRange.self) { try TransformParser.parse("scale(1e308)") }
        #expect(throws: NumberScanner.OutOfRange.self) { try TransformParser.parse("translate(NaN 1)") }
        #expect(throws: NumberScanner.OutOfRange.self) { try Self.path("M0 0L-Infinity 0") }
    }

    @Test func transformListsApplyFromTheRight() throws {
        let transform = try #require(try TransformParser.parse("translate(10, 20) scale(2)"))
        #expect(transform.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 22))
        let rotation = try #require(try TransformParser.parse("rotate(90 10 10)"))
        let turned = rotation.apply(to: Point(x: 20, y: 10))
        #expect(abs(turned.x - 10) < 1e-9 && abs(turned.y - 20) < 1e-9)
    }

    @Test(arguments: [
        ("rotate(45deg) translate(10px, 0)", "rotate(45) translate(10 0)"),
        ("rotate(0.25turn)", "rotate(90)"),
        ("rotate(1.5707963267948966RAD)", "rotate(90)"),
        ("skewX(50grad) translate(1in)", "skewX(45) translate(96)"),
        ("translateX(10px) translateY(-2px) scaleX(2) scaleY(3)", "translate(10 -2) scale(2 3)"),
        ("skew(45deg, 0.125turn)", "matrix(1 1 1 1 0 0)"),
        ("skew(45deg)", "skewX(45)"),
    ])
    func cssUnitsInTransformsAreRead(css: String, plain: String) throws {
        let (read, expected) = (
            try #require(try TransformParser.read(css, .css)?.at(Size(width: 1, height: 1))),
            try #require(try TransformParser.parse(plain))
        )
        for point in [Point(x: 0, y: 0), Point(x: 3, y: 7)] {
            #expect(isClose(read.apply(to: point), expected.apply(to: point)), "\(css)")
        }
    }

    @Test func xlinkIsKnownByItsNamespace() throws {
        func hrefs(_ declarations: String) throws -> [String?] {
            let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" "## + declarations + ##"><a x:href="#a"/></svg>"##
            return try XMLParser.parse(Array(svg.utf8)).children.map { $0.attribute("href")?.value }
        }
        #expect(try hrefs(#"xmlns:x="http://www.w3.org/1999/xlink""#) == ["#a"])
        #expect(try hrefs(#"xmlns:x="urn:other""#) == [nil])
        let undeclared = ##"<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="#a"/></svg>"##
        #expect(try XMLParser.parse(Array(undeclared.utf8)).children.first?.attribute("href")?.value == "#a")
        let elsewhere =
            ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="urn:other"><a xlink:href="#a"/></svg>"##
        #expect(try XMLParser.parse(Array(elsewhere.utf8)).children.first?.attribute("href") == nil)
    }

    @Test func unitsIgnoreCase() throws {
        #expect(try Length.parse("4PX") == Length(value: 4, unit: .number))
        #expect(try Length.parse("1In") == Length(value: 96, unit: .number))
        #expect(
            SVGRefusalTests.refusal(SVGRefusalTests.open + "<rect width=\"1EM\" height=\"1\"/></svg>")
                == "2:14: font-relative units (em) are not supported; use px or a unit of length")
    }

    // Each as Chromium reads it in a `style`'s `transform`: a list it finds malformed leaves the attribute's.
    @Test(arguments: [
        "scale(2px)", "rotate(10px)", "translate(1em)", "matrix(1deg, 0, 0, 1, 0, 0)", "rotate(30)",
        "translate(10px 20px)", "translate(50, 50)", "rotate(90deg, 50px, 50px)", "rotate(90deg 50px 50px)",
        "matrix(1 0 0 1 50 50)", "translate(40px), scale(2)", "translate (10px)", "", "translate(40px,)",
    ])
    func cssTransformsOutsideCSSGrammarAreMalformed(text: String) throws {
        #expect(try TransformParser.read(text, .css) == nil, "\(text)")
    }

    @Test(arguments: [
        ("translate(10px)rotate(90deg)", "translate(10) rotate(90)"),
        ("TRANSLATE(40px) Scale(2)", "translate(40) scale(2)"),
        ("rotate(0) translate(0, 5px)", "translate(0 5)"),
        ("scale(200%, 50%)", "scale(2 0.5)"),
        ("translate( 40px , 10px )", "translate(40 10)"),
        ("none", "scale(1)"),
    ])
    func cssTransformsReadAsChromiumReadsThem(css: String, plain: String) throws {
        let read = try #require(try TransformParser.read(css, .css)?.at(Size(width: 1, height: 1)), "\(css)")
        let expected = try #require(try TransformParser.parse(plain))
        #expect(isClose(read.apply(to: Point(x: 3, y: 7)), expected.apply(to: Point(x: 3, y: 7))), "\(css)")
    }

    @Test func percentagesInACSSListMoveByTheBoxWhateverComesBefore() throws {
        let list = try #require(try TransformParser.read("rotate(90deg) translate(50%, 10px) translateY(25%)", .css))
        #expect(list.hasPercentages)
        let expected = try #require(try TransformParser.parse("rotate(90) translate(5 10) translate(0 5)"))
        for point in [Point(x: 0, y: 0), Point(x: 3, y: 7)] {
            #expect(isClose(list.at(Size(width: 10, height: 20)).apply(to: point), expected.apply(to: point)))
        }
    }

    // SVG's attribute takes plain numbers and SVG's six functions, named as written.
    @Test(arguments: [
        "rotate(90deg 50 50)", "translateX(50)", "translate(50px)", "TRANSLATE(40)", "translate(40,)", "rotate(90 10)",
        "translate(10%)", "scale(2px)", "translate(50),", "translate(20 20) , ",
    ])
    func attributeTransformsOutsideSVGGrammarAreMalformed(text: String) throws {
        #expect(try TransformParser.parse(text) == nil, "\(text)")
    }

    @Test(arguments: [
        "translate(40)scale(2)", "translate(40),scale(2)", "translate(40 0) , scale(2,2)", "translate(40-0)scale(2)",
        "matrix(2 0 0 2 40-0)", "translate(4e1-0)scale(2)",
    ])
    func attributeTransformsMaySeparateWithCommas(text: String) throws {
        let read = try #require(try TransformParser.parse(text), "\(text)")
        #expect(isClose(read.apply(to: Point(x: 1, y: 1)), Point(x: 42, y: 2)), "\(text)")
    }

    @Test(arguments: [
        ("red", Color(red: 1, green: 0, blue: 0)),
        ("RebeccaPurple", Color(red: 102 / 255, green: 51 / 255, blue: 153 / 255)),
        ("#0f8", Color(red: 0, green: 1, blue: 136 / 255)),
        ("#00FF0080", Color(red: 0, green: 1, blue: 0, alpha: 128 / 255)),
        ("rgb(100%, 50%, 0%)", Color(red: 1, green: 128 / 255, blue: 0)),
        ("rgba(0 0 255 / 0.5)", Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
        ("hsl(120, 100%, 25%)", Color(red: 0, green: 128 / 255, blue: 0)),
    ])
    func cssColours(text: String, expected: Color) throws {
        let color = try #require(CSSColor.parse(text[...]))
        for (found, wanted) in zip(
            [color.red, color.green, color.blue, color.alpha],
            [expected.red, expected.green, expected.blue, expected.alpha])
        {
            #expect(abs(found - wanted) < 1e-9, "\(text)")
        }
    }

    @Test func styleRulesFollowSpecificityThenOrder() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg"><style>
              /* Illustrator's style */
              #a { fill: blue } .st0, .st1 { fill: red } path.st0 { fill: green } * { stroke: black }
            </style><path id="a" class="st0" d="M0 0H10V10Z"/><path class="st1" fill="yellow" d="M0 0H10V10Z"/></svg>
            """
        let document = try SVGDocument.parse(Array(svg.utf8))
        let paths = Node.paths(
            in: try document.nodes(in: document.size) { color in
                if case .literal(let literal) = color { literal } else { Color(red: 0, green: 0, blue: 0) }
            })
        // The id wins over the classes; a rule wins over the presentation attribute.
        #expect(
            paths.map(\.fill) == [.color(Color(red: 0, green: 0, blue: 1)), .color(Color(red: 1, green: 0, blue: 0))])
        #expect(paths.allSatisfy { $0.stroke?.paint == .color(Color(red: 0, green: 0, blue: 0)) })
    }
}
