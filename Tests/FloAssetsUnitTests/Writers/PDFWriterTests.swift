import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// Reads the structure of a PDF written by `PDFWriter` back from its bytes.
struct PDFStructure {
    var bytes: [UInt8]
    var text: String { String(decoding: bytes, as: UTF8.self) }

    func range(of needle: String, from start: Int = 0) -> Range<Int>? {
        let pattern = Array(needle.utf8)
        guard pattern.count <= bytes.count else { return nil }
        for index in start...(bytes.count - pattern.count)
        where bytes[index..<index + pattern.count].elementsEqual(pattern) {
            return index..<index + pattern.count
        }
        return nil
    }

    func lastRange(of needle: String) -> Range<Int>? {
        var found: Range<Int>?
        var start = 0
        while let next = range(of: needle, from: start) {
            found = next
            start = next.lowerBound + 1
        }
        return found
    }

    /// The decimal integer at `offset`, and where it ends.
    func integer(at offset: Int) -> (value: Int, end: Int)? {
        var index = offset
        var value = 0
        while index < bytes.count, (48...57).contains(bytes[index]) {
            value = value * 10 + Int(bytes[index] - 48)
            index += 1
        }
        return index > offset ? (value, index) : nil
    }
}

@Suite struct PDFWriterTests {
    static func defaultDrawings() throws -> [Drawing] {
        let manifest = try decodeManifest(try defaultManifestText())
        return manifest.controls.map { $0.drawing(defaultSnapping: manifest.pixelSnapping) }
    }

    @Test func xrefOffsetsAndLengthPointWhereTheyMust() throws {
        for drawing in try Self.defaultDrawings() + [
            Drawing(title: "Ünïcode (tricky) \\ name", size: Size(width: 10, height: 10), paths: [])
        ] {
            let pdf = PDFStructure(bytes: PDFWriter().data(for: drawing))
            #expect(pdf.text.hasPrefix("%PDF-1.4\n"))
            #expect(pdf.text.hasSuffix("%%EOF\n"))
            // startxref points at the xref keyword.
            let startxref = try #require(pdf.lastRange(of: "startxref\n"))
            let xrefOffset = try #require(pdf.integer(at: startxref.upperBound)).value
            #expect(pdf.range(of: "xref\n", from: xrefOffset)?.lowerBound == xrefOffset)
            // Every entry is 20 bytes and points at "N 0 obj".
            let countLine = xrefOffset + "xref\n0 ".utf8.count
            let count = try #require(pdf.integer(at: countLine))
            // The page's five objects, then its shadings, patterns and transparency groups, and the resources the
            // page shares with its forms and tiling patterns.
            let content = PDFContentStream(drawing: drawing)
            #expect(count.value == 6 + content.objects.count + (content.sharesResources ? 1 : 0))
            let firstEntry = count.end + 1
            #expect(Array(pdf.bytes[firstEntry..<firstEntry + 20]) == Array("0000000000 65535 f \n".utf8))
            for object in 1..<count.value {
                let entry = firstEntry + 20 * object
                let offset = try #require(pdf.integer(at: entry)).value
                #expect(Array(pdf.bytes[entry + 10..<entry + 20]) == Array(" 00000 n \n".utf8))
                #expect(pdf.range(of: "\(object) 0 obj\n", from: offset)?.lowerBound == offset, "object \(object)")
            }
            // /Length is the exact byte count between "stream\n" and "\nendstream".
            let lengthKey = try #require(pdf.range(of: "/Length "))
            let length = try #require(pdf.integer(at: lengthKey.upperBound)).value
            let streamStart = try #require(pdf.range(of: "stream\n")).upperBound
            let streamEnd = try #require(pdf.range(of: "\nendstream")).lowerBound
            #expect(streamEnd - streamStart == length)
            #expect(pdf.range(of: "/CreationDate") == nil && pdf.range(of: "/ModDate") == nil)
        }
    }

    @Test func flipsYOnceAndUsesDeviceRGB() throws {
        let drawing = try #require(try Self.defaultDrawings().first)
        #expect(PDFStructure(bytes: PDFWriter().data(for: drawing)).text.contains("/Filter /FlateDecode"))
        let pdf = PDFStructure(bytes: PDFWriter(compressesContent: false).data(for: drawing))
        #expect(!pdf.text.contains("/Filter"))
        #expect(pdf.text.contains("stream\n1 0 0 -1 0 100 cm\n"))
        #expect(pdf.text.components(separatedBy: " cm\n").count == 2)
        #expect(pdf.text.contains("0.341 0.855 0.835 rg"))
        #expect(pdf.text.contains("/MediaBox [0 0 100 100]"))
        #expect(pdf.text.contains("/Title (plus-button)"))
    }

    @Test func titlesAreEscaped() {
        #expect(PDFStrings.literal("a(b)\\c") == "(a\\(b\\)\\\\c)")
        #expect(PDFStrings.literal("é") == "<FEFF00E9>")
    }

    @Test func translucentColorsGetAnExtGState() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: 10, y: 10))
        let drawing = Drawing(
            title: "t", size: Size(width: 10, height: 10),
            paths: [
                PathNode(
                    path: path, stroke: Stroke(paint: .color(Color(red: 1, green: 0, blue: 0, alpha: 0.5)), width: 1))
            ])
        let text = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        #expect(text.contains("/ExtGState << /GS1 << /ca 1 /CA 0.5 >> >>"))
        #expect(text.contains("/GS1 gs\n"))
        let svg = String(decoding: SVGWriter().data(for: drawing), as: UTF8.self)
        #expect(svg.contains("stroke=\"#ff0000\" stroke-opacity=\"0.5\""))
    }

    /// A negative dash phase is written within one period, where every reader agrees (MuPDF drew a first dash
    /// 14 long for `[8 4] -6`); an odd list repeats twice over.
    @Test func aNegativeDashOffsetIsWrittenWithinAPeriod() {
        var path = Path()
        path.move(to: Point(x: 0, y: 5))
        path.line(to: Point(x: 10, y: 5))
        func written(_ dashes: [Double], _ offset: Double) -> String {
            var stroke = Stroke(paint: .color(Color(red: 0, green: 0, blue: 0)), width: 1)
            (stroke.dashes, stroke.dashOffset) = (dashes, offset)
            let drawing = Drawing(
                title: "t", size: Size(width: 10, height: 10), paths: [PathNode(path: path, stroke: stroke)])
            return String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        }
        #expect(written([8, 4], -6).contains("[8 4] 6 d\n"))
        #expect(written([8, 4], -30).contains("[8 4] 6 d\n"))
        #expect(written([3], -1).contains("[3] 5 d\n"))
        #expect(written([8, 4], 5).contains("[8 4] 5 d\n"))
    }

    /// Where a dash runs across a closed subpath's start, the other outputs join it to the first dash (a sharp
    /// corner there); a PDF reader dashes from the start and draws two ends, so those dashes are written as pieces.
    @Test func dashesJoinedAcrossAStartAreWrittenAsPieces() {
        var triangle = Path()
        triangle.move(to: Point(x: 24, y: 6))
        triangle.line(to: Point(x: 44, y: 42))
        triangle.line(to: Point(x: 4, y: 42))
        triangle.close()
        func written(_ path: Path, offset: Double = 0) -> String {
            var stroke = Stroke(paint: .color(Color(red: 0, green: 0, blue: 0)), width: 4)
            (stroke.dashes, stroke.dashOffset) = ([8, 4], offset)
            let drawing = Drawing(
                title: "t", size: Size(width: 48, height: 48), paths: [PathNode(path: path, stroke: stroke)])
            return String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        }
        // 125.9 long: the last dash (from 120) runs across the start into the first.
        #expect(triangle.dashesJoinAtAStart([8, 4], offset: 0))
        #expect(!written(triangle).contains(" d\n"))
        // Starting in a gap, nothing joins: the reader's dashes are the same.
        #expect(!triangle.dashesJoinAtAStart([8, 4], offset: 10))
        #expect(written(triangle, offset: 10).contains("[8 4] 10 d\n"))
        var open = Path()
        open.move(to: Point(x: 24, y: 6))
        open.line(to: Point(x: 44, y: 42))
        open.line(to: Point(x: 4, y: 42))
        open.line(to: Point(x: 24, y: 6))
        #expect(written(open).contains("[8 4] 0 d\n"))
    }

    /// A square cap on a subpath with no length (a dash of length 0, `M p L p`) is a square along the axes in the
    /// other outputs; a PDF reader caps such a subpath only when the cap is round, so it is written as a segment
    /// 0.01 pt long.
    @Test func squareDotsAreWrittenAsShortSegments() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: 20, y: 20, width: 60, height: 60))
        var dot = Path()
        dot.move(to: Point(x: 10, y: 10))
        dot.line(to: Point(x: 10, y: 10))
        func written(_ path: Path, cap: LineCap, dashes: [Double]) -> String {
            var stroke = Stroke(paint: .color(Color(red: 0, green: 0, blue: 0)), width: 6, cap: cap)
            stroke.dashes = dashes
            let drawing = Drawing(
                title: "t", size: Size(width: 100, height: 100), paths: [PathNode(path: path, stroke: stroke)])
            return String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        }
        let dots = written(circle, cap: .square, dashes: [0, 12])
        #expect(!dots.contains(" d\n") && dots.contains("79.995 50 m\n80.005 50 l\n"), "\(dots)")
        #expect(written(dot, cap: .square, dashes: []).contains("9.995 10 m\n10.005 10 l\n"))
        // Round caps a reader draws on a point; and dashes with length keep the PDF's own.
        #expect(written(dot, cap: .round, dashes: []).contains("10 10 m\n10 10 l\n"))
        #expect(written(circle, cap: .round, dashes: [0, 12]).contains("[0 12] 0 d\n"))
    }

    /// A stroke whose curves turn back on themselves is written as its outline, but only while the drawing's
    /// outlines stay within `PathNode.maximumOutlinePoints`: thousands of small cusps stay one stroke, where
    /// outlined they made a file a hundred times larger.
    @Test func cuspsAreOutlinedWithinABudget() {
        func operators(cusps: Int) -> (operators: [Substring], bytes: Int) {
            var path = Path()
            for index in 0..<cusps {
                let x = Double(index % 50) * 20
                let y = Double(index / 50) * 20
                path.move(to: Point(x: x, y: y))
                path.curve(
                    to: Point(x: x + 0.3, y: y), control1: Point(x: x - 9.8, y: y - 6.8),
                    control2: Point(x: x - 9.7, y: y - 6.8))
            }
            let node = PathNode(path: path, stroke: Stroke(paint: .color(Color(red: 0, green: 0, blue: 1)), width: 4))
            let drawing = Drawing(title: "t", size: Size(width: 1000, height: 1000), paths: [node])
            let data = PDFWriter(compressesContent: false).data(for: drawing)
            let text = String(decoding: data, as: UTF8.self)
            return (text.split(separator: "\n").filter { ["B", "S", "f", "b"].contains($0) }, data.count)
        }
        #expect(operators(cusps: 1).operators == ["f"])
        let many = operators(cusps: 3_000)
        #expect(many.operators == ["S"])
        #expect(many.bytes < 2_000_000, "\(many.bytes) bytes")
    }

    /// A curve whose short handle turns it at its start is outlined where its cap is not round; a curve of
    /// ordinary handles, or one capped and joined round, stays a stroke.
    @Test func aShortHandleTurningACurveIsOutlined() {
        func operators(handle: Point, cap: LineCap, join: LineJoin = .miter) -> [Substring] {
            var path = Path()
            path.move(to: Point(x: 15, y: 90))
            path.curve(to: Point(x: 55, y: 70), control1: handle, control2: Point(x: 15, y: 70))
            let stroke = Stroke(paint: .color(Color(red: 0, green: 0, blue: 1)), width: 16, cap: cap, join: join)
            let drawing = Drawing(
                title: "t", size: Size(width: 100, height: 100), paths: [PathNode(path: path, stroke: stroke)])
            let text = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
            return text.split(separator: "\n").filter { ["B", "S", "f", "b"].contains($0) }
        }
        #expect(operators(handle: Point(x: 15.01, y: 90), cap: .butt) == ["f"])
        #expect(operators(handle: Point(x: 15.01, y: 90), cap: .round, join: .round) == ["S"])
        #expect(operators(handle: Point(x: 15, y: 80), cap: .butt) == ["S"])
    }

    @Test func cuspsInAPatternsTileAreOutlined() {
        var cusp = Path()
        cusp.move(to: Point(x: 12, y: 10))
        cusp.curve(to: Point(x: 12.3, y: 10), control1: Point(x: 2.2, y: 3.2), control2: Point(x: 2.3, y: 3.2))
        let tile = TilePattern(
            cell: Size(width: 20, height: 20),
            nodes: [
                .path(PathNode(path: cusp, stroke: Stroke(paint: .color(Color(red: 0, green: 0, blue: 1)), width: 4)))
            ],
            placing: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        var area = Path()
        area.move(to: Point(x: 0, y: 0))
        area.line(to: Point(x: 80, y: 0))
        area.line(to: Point(x: 80, y: 80))
        area.close()
        let square = PathNode(path: area, fill: .pattern(tile))
        let drawing = Drawing(title: "t", size: Size(width: 80, height: 80), paths: [square])
        let text = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        let operators = text.split(separator: "\n").filter { ["B", "S", "f", "b"].contains($0) }
        #expect(operators == ["f"])
    }

    @Test func aFillThatEnclosesNothingIsLeftOut() {
        func path(_ elements: [PathElement]) -> Path {
            var path = Path()
            for element in elements {
                switch element {
                case .move(let point): path.move(to: point)
                case .line(let point): path.line(to: point)
                case .curve(let control1, let control2, let end):
                    path.curve(to: end, control1: control1, control2: control2)
                case .close: path.close()
                case .arc: break
                }
            }
            return path
        }
        func operators(_ elements: [PathElement]) -> [Substring] {
            let node = PathNode(
                path: path(elements), fill: .color(Color(red: 1, green: 0, blue: 0)),
                stroke: Stroke(paint: .color(Color(red: 0, green: 0, blue: 1)), width: 1))
            let drawing = Drawing(title: "t", size: Size(width: 10, height: 10), paths: [node])
            let text = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
            return text.split(separator: "\n").filter { ["B", "S", "f", "b"].contains($0) }
        }
        let (a, b, c) = (Point(x: 1, y: 1), Point(x: 5, y: 3), Point(x: 9, y: 5))
        // On one line, there and back, closed, or a curve whose control points are on it: stroked only (the curve
        // runs out and back over itself, so its stroke is written as the outline it paints, one fill).
        #expect(operators([.move(a), .line(c), .line(b), .close]) == ["S"])
        #expect(operators([.move(a), .curve(control1: b, control2: c, end: a), .move(c), .line(b)]) == ["f"])
        // A subpath with a point off the line encloses an area: it alone is filled, and every subpath stroked.
        #expect(operators([.move(a), .line(c), .move(a), .line(Point(x: 5, y: 3.1)), .line(c)]) == ["f", "S"])
        #expect(operators([.move(a), .line(Point(x: 5, y: 3.1)), .line(c)]) == ["B"])
        // Many subpaths, every other one flat: looked at once each.
        var many = Path()
        for index in 0..<100_000 {
            let x = Double(index % 10)
            many.move(to: Point(x: x, y: 1))
            many.line(to: Point(x: x + 1, y: 1))
            if index % 2 == 1 { many.line(to: Point(x: x + 1, y: 2)) }
        }
        let start = ContinuousClock.now
        let area = many.enclosingArea
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(area.elements.count == 150_000)
        #expect(operators([.move(a), .curve(control1: b, control2: Point(x: 9, y: 9), end: c)]) == ["B"])
    }

    /// A shape in a unit box drawn 100 points wide (a symbol's `viewBox="0 0 1 1"`): its numbers keep two more
    /// decimals, so it lands within 0.001 pt of its place; the group's own numbers, in the page's space, do not.
    @Test func numbersInAnEnlargedGroupKeepTheirPrecision() {
        var path = Path()
        path.move(to: Point(x: 0.01234, y: 0.5))
        path.line(to: Point(x: 0.98766, y: 0.5))
        let drawing = Drawing(
            title: "t", size: Size(width: 100, height: 100),
            nodes: [
                .group(
                    Group(
                        transform: FloDrawing.AffineTransform(a: 100, d: 100, tx: 0.12345, ty: 0),
                        children: [
                            .path(
                                PathNode(
                                    path: path,
                                    stroke: Stroke(paint: .color(Color(red: 0, green: 0, blue: 0)), width: 0.0625)))
                        ]))
            ])
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        #expect(pdf.contains("100 0 0 100 0.123 0 cm\n"))
        #expect(pdf.contains("0.0625 w\n") && pdf.contains("0.01234 0.5 m\n0.98766 0.5 l\n"))
        let svg = String(decoding: SVGWriter().data(for: drawing), as: UTF8.self)
        #expect(svg.contains(#"transform="matrix(100 0 0 100 0.123 0)""#))
        #expect(svg.contains(#"d="M0.01234 0.5L0.98766 0.5""#) && svg.contains(#"stroke-width="0.0625""#))
    }

    /// A gradient that repeats or reflects is one shading a period, each painting only between its ends, clipped to
    /// the path or to a stroke's outline: readers sample a shading's function at a fixed number of points across
    /// it (PDFium 256), too few for many periods in one.
    @Test func aRepeatingGradientIsOneShadingAPeriod() {
        var square = Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 20, height: 20), radius: 0)
        let (red, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        let bands = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 5, y: 0),
                stops: [GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: blue)], units: .userSpace,
                spread: .reflect))
        func pdf(_ node: PathNode) -> String {
            let drawing = Drawing(title: "t", size: Size(width: 20, height: 20), paths: [node])
            return String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        }
        func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }
        let filled = pdf(PathNode(path: square, fill: bands))
        // Four periods across the square, in colours and in the soft mask's opacities, every other one mirrored.
        #expect(count(" sh\n", in: filled) == 8 && count("/Extend [false false]", in: filled) == 8, "\(filled)")
        #expect(!filled.contains("/Extend [true"))
        #expect(
            filled.contains(
                "/Coords [5 0 10 0] /ColorSpace /DeviceRGB /Function << /FunctionType 2 /Domain [0 1] /C0 [0 0 1] /C1 [1 0 0]"
            ))
        #expect(filled.contains("re\nW n\n") || filled.contains("h\nW n\n"), "\(filled)")
        // A stroke covers as far as its miters reach (a square's, √2 half widths: 2.8 points, a period on each side,
        // whatever the miter limit), and is clipped to its outline.
        let stroked = pdf(PathNode(path: square, stroke: Stroke(paint: bands, width: 4)))
        #expect(count("/Extend [false false]", in: stroked) == 2 * 6, "\(stroked)")
        #expect(!stroked.contains(" S\n") && stroked.contains("W n\n"))
        // Within a radial gradient's start circle, the periods before it, from where the circles shrink to nothing.
        let rings = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 10, y: 10), startRadius: 3, endRadius: 8,
                stops: [GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: blue)], units: .userSpace,
                spread: .repeat))
        let ringed = pdf(PathNode(path: square, fill: rings))
        #expect(
            ringed.contains(
                "/Coords [10 10 0 10 10 3] /ColorSpace /DeviceRGB /Function << /FunctionType 2 /Domain [0 1] /C0 [0.6 0 0.4] /C1 [0 0 1]"
            ), "\(ringed)")
        #expect(ringed.contains("/Coords [10 10 3 10 10 8]"))
        // A start circle whose cut period is opaque, beside translucent ones: each of the four periods has its
        // opacities in the soft mask, or the circle would show nothing.
        let opaqueInside = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 10, y: 10), startRadius: 3, endRadius: 8,
                stops: [
                    GradientStop(offset: 0, color: blue), GradientStop(offset: 0.3, color: red),
                    GradientStop(offset: 1, color: red),
                ], units: .userSpace, spread: .repeat))
        let masked = pdf(PathNode(path: square, fill: opaqueInside))
        #expect(count("/Extend [false false]", in: masked) == 2 * 4, "\(masked)")
        // A pattern's 1,600 tiles share their shadings: each period's is written once, within the drawing's budget
        // of stops, and every tile is striped.
        var tileSquare = Path()
        tileSquare.addRoundedRect(in: Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)
        var field = Path()
        field.addRoundedRect(in: Rect(x: 0, y: 0, width: 400, height: 400), radius: 0)
        let tile = TilePattern(
            cell: Size(width: 10, height: 10), nodes: [.path(PathNode(path: tileSquare, fill: bands))])
        let tiled = String(
            decoding: PDFWriter(compressesContent: false).data(
                for: Drawing(
                    title: "t", size: Size(width: 400, height: 400),
                    paths: [PathNode(path: field, fill: .pattern(tile))])), as: UTF8.self)
        #expect(count("/Extend [false false]", in: tiled) == 2 * 2 && !tiled.contains("/Extend [true"))
        #expect(count(" sh\n", in: tiled) == 1_600 * 2 * 2)
        // A stroke's dot (a subpath of one point) covers its caps: one period, drawn.
        var dot = Path()
        dot.move(to: Point(x: 10, y: 10))
        dot.close()
        let dotted = pdf(PathNode(path: dot, stroke: Stroke(paint: bands, width: 4, cap: .round)))
        #expect(count("/Extend [false false]", in: dotted) == 2 * 2, "\(dotted)")
        // A stroke dashed away to nothing (zero-length dashes, butt caps) paints nothing: no clip of no path, which
        // PDFium read as no clip and painted the shading over the page.
        let dashedAway = pdf(PathNode(path: square, stroke: Stroke(paint: bands, width: 4, dashes: [0, 5])))
        #expect(!dashedAway.contains(" sh\n") && !dashedAway.contains("W n"), "\(dashedAway)")
    }

    /// Stripes 2 points wide across 600 (300 periods), and rings about a focal point on the circle (endless
    /// periods), are too many shadings: each such path is drawn by the rasteriser as an image (it was padded, one
    /// colour each side), up to 16 of them.
    @Test func aGradientOfTooManyPeriodsIsDrawnAsAnImage() throws {
        var strip = Path()
        strip.addRoundedRect(in: Rect(x: 0, y: 0, width: 600, height: 2), radius: 0)
        let (red, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
        let stops = [GradientStop(offset: 0.5, color: red), GradientStop(offset: 0.5, color: blue)]
        let stripes = Paint.linearGradient(
            LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 2, y: 0), stops: stops, units: .userSpace, spread: .repeat))
        let rings = Paint.radialGradient(
            RadialGradient(
                center: Point(x: 50, y: 1), startRadius: 0, endRadius: 5, stops: stops, units: .userSpace,
                focus: Point(x: 45, y: 1), spread: .reflect))
        func pdf(_ paints: [Paint]) -> String {
            let nodes = paints.map { PathNode(path: strip, fill: $0) }
            let drawing = Drawing(title: "t", size: Size(width: 600, height: 2), paths: nodes)
            return String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        }
        func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }
        let striped = pdf([stripes, rings])
        #expect(count(" Do\n", in: striped) == 2 && !striped.contains(" sh\n") && !striped.contains("/Shading"))
        // The image is the rasteriser's: red and blue in turn, 8 pixels a period at four a point.
        let content = PDFContentStream(
            drawing: Drawing(
                title: "t", size: Size(width: 600, height: 2), paths: [PathNode(path: strip, fill: stripes)]))
        let images = content.objects.compactMap { object -> (width: Int, samples: [UInt8])? in
            guard case .image(let width, _, false, let samples, _) = object else { return nil }
            return (width, samples)
        }
        let (width, samples) = try #require(images.first)
        #expect(images.count == 1 && width == 2_400)
        let row = (0..<16).map { samples[$0 * 3] }
        #expect(row[1...2].allSatisfy { $0 == 255 } && row[5...6].allSatisfy { $0 == 0 }, "\(row)")
        // Past 16 such paths, they pad.
        #expect(count(" Do\n", in: pdf(Array(repeating: stripes, count: 17))) == 16)
    }

    /// A stroke covers its path's bounds and as far as its caps and joins reach: a miter only as far as its angle
    /// takes it, and no farther than its limit lets it.
    @Test func aStrokeReachesAsFarAsItsJoins() {
        func reach(_ points: [Point], closed: Bool, join: LineJoin = .miter, cap: LineCap = .butt, limit: Double = 40)
            -> Double
        {
            var path = Path()
            path.move(to: points[0])
            for point in points.dropFirst() { path.line(to: point) }
            if closed { path.close() }
            let stroke = Stroke(
                paint: .color(Color(red: 0, green: 0, blue: 0)), width: 2, cap: cap, join: join, miterLimit: limit)
            return PathNode(path: path, stroke: stroke).strokeReach
        }
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        #expect(abs(reach(square, closed: true) - 2.squareRoot()) < 1e-9)
        #expect(reach(square, closed: true, join: .round) == 1)
        #expect(reach([Point(x: 0, y: 0), Point(x: 10, y: 0)], closed: false) == 1)
        #expect(
            abs(reach([Point(x: 0, y: 0), Point(x: 10, y: 0)], closed: false, cap: .square) - 2.squareRoot()) < 1e-9)
        // A turn of 150°: a miter of 1 / sin(15°), 3.86 half widths; past a limit of 3 it is beveled.
        let sharp = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10 - 10 * cos(.pi / 6), y: 10 * sin(.pi / 6))]
        #expect(abs(reach(sharp, closed: false) - 1 / sin(.pi / 12)) < 1e-9)
        #expect(reach(sharp, closed: false, limit: 3) == 1)
    }
}

/// What a colour burn or dodge blends sits a step inside the ends where PDF 1.7's formulas part from CSS's.
@Suite struct BurnAndDodgeTests {
    @Test func channelsAtTheEndsMoveAStepInside() {
        var square = Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)
        func blended(_ mode: BlendMode, _ color: Color) -> String {
            let drawing = Drawing(
                title: "blend", size: Size(width: 10, height: 10),
                nodes: [
                    .path(PathNode(path: square, fill: .color(Color(red: 0.5, green: 0.5, blue: 0.5)))),
                    .group(Group(blendMode: mode, children: [.path(PathNode(path: square, fill: .color(color)))])),
                ])
            return PDFStructure(bytes: PDFWriter(compressesContent: false).data(for: drawing)).text
        }
        #expect(blended(.colorBurn, Color(red: 0, green: 1, blue: 0.5)).contains("0.004 1 0.5 rg"))
        #expect(blended(.colorDodge, Color(red: 0, green: 1, blue: 0.5)).contains("0 0.996 0.5 rg"))
        // Elsewhere the colour is as drawn.
        #expect(blended(.multiply, Color(red: 0, green: 1, blue: 0.5)).contains("0 1 0.5 rg"))
        #expect(blended(.colorBurn, Color(red: 0, green: 1, blue: 0.5)).contains("0.5 0.5 0.5 rg"))
    }
}
