import Testing
@testable import FloAssets

@Suite struct GoldenFileTests {
    static let defaultFiles: [GeneratedFile] = (try? AssetRenderer.files(for: decodeManifest(defaultManifestText()))) ?? []

    @Test func defaultManifestProducesSixFiles() {
        #expect(Self.defaultFiles.map(\.name) == [
            "plus-button.svg", "plus-button.pdf", "minus-button.svg", "minus-button.pdf", "counter.svg", "counter.pdf",
        ])
    }

    @Test(arguments: defaultFiles)
    func matchesGoldenFile(file: GeneratedFile) throws {
        try expectSnapshot(file.bytes, named: file.name)
    }

    @Test func svgHasUnitlessSizeViewBoxAndTitle() throws {
        let svg = String(decoding: try #require(Self.defaultFiles.first).bytes, as: UTF8.self)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\" viewBox=\"0 0 100 100\">\n<title>plus-button</title>\n"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("M20 50.5L81 50.5M50.5 20L50.5 81\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3\""))
        #expect(XMLEscaping.escape("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&apos;")
    }
}

/// Reads the cubics back from written files and measures them against the circles they draw.
@Suite struct EmittedArcPrecisionTests {
    /// Numbers and single-letter operators of an SVG path or a PDF content stream, in order.
    static func tokens(_ text: Substring) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in text {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                if character.isLetter { tokens.append(String(character)) }
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// Cubics as (start, c1, c2, end), from tokens where operators come before (SVG) or after (PDF) their numbers.
    static func cubics(_ tokens: [String], operatorsFirst: Bool) -> [[Point]] {
        var result: [[Point]] = []
        var numbers: [Double] = []
        var pending: String?
        var current = Point(x: 0, y: 0)
        func apply(_ op: String, _ values: [Double]) {
            switch op.lowercased() {
            case "m", "l": if values.count == 2 { current = Point(x: values[0], y: values[1]) }
            case "c":
                if values.count == 6 {
                    let end = Point(x: values[4], y: values[5])
                    result.append([current, Point(x: values[0], y: values[1]), Point(x: values[2], y: values[3]), end])
                    current = end
                }
            default: break
            }
        }
        for token in tokens {
            if let value = Double(token) {
                numbers.append(value)
            } else if operatorsFirst {
                if let op = pending { apply(op, numbers) }
                pending = token
                numbers = []
            } else {
                apply(token, numbers)
                numbers = []
            }
        }
        if let op = pending { apply(op, numbers) }
        return result
    }

    static func worstRadialError(_ cubics: [[Point]], center: Point, radii: [Double]) -> Double {
        var worst = 0.0
        for cubic in cubics {
            let radius = radii.min { abs(cubic[3].distance(to: center) - $0) < abs(cubic[3].distance(to: center) - $1) } ?? 0
            for step in 0...100 {
                let t = Double(step) / 100, u = 1 - t
                let x = u * u * u * cubic[0].x + 3 * u * u * t * cubic[1].x + 3 * u * t * t * cubic[2].x + t * t * t * cubic[3].x
                let y = u * u * u * cubic[0].y + 3 * u * u * t * cubic[1].y + 3 * u * t * t * cubic[2].y + t * t * t * cubic[3].y
                worst = max(worst, abs(Point(x: x, y: y).distance(to: center) - radius))
            }
        }
        return worst
    }

    @Test(arguments: [(230.0, 230.0), (1000.0, 1000.0), (101.0, 180.0)], 0...8)
    func counterCubicsStayWithinAThousandthOfAPoint(size: (Double, Double), counter: Int) throws {
        var view = CounterView()
        view.counter = counter
        let drawing = view.drawing(title: "c", size: Size(width: size.0, height: size.1))
        let half = min(size.0, size.1) / 2
        let radii = [half - 38, half - 2.5, half - 76 + 2.5]
        let center = Point(x: size.0 / 2, y: size.1 / 2)

        let svg = String(decoding: SVGWriter().data(for: drawing), as: UTF8.self)
        let svgCubics = svg.split(separator: "d=\"").dropFirst().flatMap { path in
            Self.cubics(Self.tokens(path.prefix { $0 != "\"" }), operatorsFirst: true)
        }
        let pdf = String(decoding: PDFWriter().data(for: drawing), as: UTF8.self)
        let content = try #require(pdf.components(separatedBy: " cm\n").last?.components(separatedBy: "endstream").first)
        let pdfCubics = Self.cubics(Self.tokens(Substring(content)), operatorsFirst: false)

        #expect(svgCubics.count >= 5 && svgCubics.count == pdfCubics.count || counter == 0)
        #expect(Self.worstRadialError(svgCubics, center: center, radii: radii) <= 0.001)
        #expect(Self.worstRadialError(pdfCubics, center: center, radii: radii) <= 0.001)
    }
}
