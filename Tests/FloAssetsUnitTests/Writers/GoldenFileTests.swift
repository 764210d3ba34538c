import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloOutputFolder

/// One golden set per manifest: the default manifest's is the committed `Assets/` (which CI also checks with
/// `flo-assets --check`); `Fixtures/golden-extras.json` covers what the default manifest does not draw.
@Suite struct GoldenFileTests {
    static let defaultFiles: [GeneratedFile] = (try? AssetRenderer.files(for: defaultManifest())) ?? []
    static let extraFiles = files(forFixture: "golden-extras.json")
    /// A palette with every appearance, inline appearance objects, a translucent palette colour, ranges and lists.
    static let designSystemFiles = files(forFixture: "golden-design-system.json")

    static func files(forFixture name: String) -> [GeneratedFile] {
        let url = repositoryRoot.appending(path: "Tests/FloAssetsUnitTests/Fixtures/\(name)")
        guard let text = try? String(contentsOf: url, encoding: .utf8), let manifest = try? decodeManifest(text) else {
            return []
        }
        return AssetRenderer.files(for: manifest)
    }

    @Test func defaultManifestDrawsEveryRegisteredType() throws {
        let manifest = try defaultManifest()
        #expect(Set(manifest.controls.map { type(of: $0.kind).typeName }) == Set(ControlRegistry.typeNames))
        #expect(Self.defaultFiles.map(\.path) == AssetRenderer(manifest: manifest).allPaths)
        // An SVG and a PDF per drawing, and the preview page.
        #expect(Self.defaultFiles.count == manifest.controls.count * 2 + 1)
    }

    @Test(arguments: defaultFiles)
    func defaultManifestMatchesTheCommittedAssets(file: GeneratedFile) throws {
        try expectSnapshot(file.bytes, named: file.path, in: "Assets")
    }

    @Test func extrasCoverAlphaStrokeBorderCornersAndSnapping() throws {
        #expect(Self.extraFiles.count >= 20)
        let svgs = Self.extraFiles.filter(\.isText).map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(svgs.contains { $0.contains("fill-opacity") } && svgs.contains { $0.contains("stroke-opacity") })
        #expect(svgs.contains { $0.contains("stroke-linejoin=\"round\"") })
    }

    @Test(arguments: extraFiles)
    func extrasMatchTheirGoldenFiles(file: GeneratedFile) throws {
        try expectSnapshot(file.bytes, named: file.path)
    }

    /// Each state in manifest order, each followed by the appearances that change one of its colours.
    @Test func designSystemExpandsIntoEveryStateAndAppearance() {
        let stems = Self.designSystemFiles.filter(\.isText).map { String($0.path.dropLast(".svg".count)) }
        #expect(
            stems == [
                "button-water", "button-alert", "button-alert~dark", "button-alert~highContrast",
                "button-alert~darkHighContrast", "button-red",
                "counter-0", "counter-0~dark", "counter-4", "counter-4~dark", "counter-8", "counter-8~dark",
                "rating-0", "rating-0~dark", "rating-0~darkHighContrast",
                "rating-2.5", "rating-2.5~dark", "rating-2.5~darkHighContrast",
                "frame", "frame~dark", "frame~highContrast",
            ])
        #expect(Self.designSystemFiles.count == 2 * stems.count)
    }

    @Test(arguments: designSystemFiles)
    func designSystemMatchesItsGoldenFiles(file: GeneratedFile) throws {
        try expectSnapshot(file.bytes, named: file.path, in: "Tests/FloAssetsUnitTests/Snapshots/design-system")
    }

    @Test func svgHasUnitlessSizeViewBoxAndTitle() throws {
        let svg = String(decoding: try #require(Self.defaultFiles.first).bytes, as: UTF8.self)
        #expect(
            svg.hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\" viewBox=\"0 0 100 100\">\n<title>plus-button</title>\n"
            ))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("M20 50.5L81 50.5M50.5 20L50.5 81\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3\""))
        #expect(XMLEscaping.escape("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&apos;")
        // What XML allows in no form is written out; tabs, line ends, DEL, C1 and other text stay.
        #expect(
            XMLEscaping.escape("k\u{1}\u{C}\t\n\r\u{FFFE}\u{FFFF}\u{7F}\u{85}é€\u{EFFF}")
                == "k\\u{1}\\u{C}\t\n\r\\u{FFFE}\\u{FFFF}\u{7F}\u{85}é€\u{EFFF}")
    }
}

/// Reads the curves back from written files and measures them against the circles they draw.
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

    /// Points sampled along the curves of a PDF content stream (cubics) or SVG path data (endpoint arcs).
    static func sampledCurvePoints(_ tokens: [String], operatorsFirst: Bool) -> [Point] {
        var samples: [Point] = []
        var numbers: [Double] = []
        var pending: String?
        var current = Point(x: 0, y: 0)
        func apply(_ op: String, _ v: [Double]) {
            switch op {
            case "m", "l", "M", "L": if v.count == 2 { current = Point(x: v[0], y: v[1]) }
            case "c" where v.count == 6:
                let c1 = Point(x: v[0], y: v[1])
                let c2 = Point(x: v[2], y: v[3])
                let end = Point(x: v[4], y: v[5])
                for step in 0...100 {
                    let t = Double(step) / 100
                    let u = 1 - t
                    samples.append(
                        Point(
                            x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                            y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y))
                }
                current = end
            case "A" where v.count == 7:
                let end = Point(x: v[5], y: v[6])
                samples += svgArcSamples(from: current, to: end, radius: v[0], sweepsPositive: v[4] == 1)
                current = end
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
        return samples
    }

    /// Points along a small-arc SVG circular arc, its centre found as SVG renderers find it (SVG 1.1 F.6.5).
    static func svgArcSamples(from start: Point, to end: Point, radius: Double, sweepsPositive: Bool) -> [Point] {
        let mid = Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        let half = start.distance(to: end) / 2
        let r = max(radius, half)
        let offset = (r * r - half * half).squareRoot()
        // Perpendicular to the chord; the small arc with positive sweep has its centre on the right of start→end.
        let dx = (end.x - start.x) / (2 * half)
        let dy = (end.y - start.y) / (2 * half)
        let sign = sweepsPositive ? 1.0 : -1.0
        let center = Point(x: mid.x - sign * dy * offset, y: mid.y + sign * dx * offset)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        var a1 = atan2(end.y - center.y, end.x - center.x)
        if sweepsPositive, a1 < a0 { a1 += 2 * .pi }
        if !sweepsPositive, a1 > a0 { a1 -= 2 * .pi }
        return (0...100).map { step in
            let a = a0 + (a1 - a0) * Double(step) / 100
            return Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
        }
    }

    static func worstRadialError(_ samples: [Point], center: Point, radii: [Double]) -> Double {
        samples.map { point in
            let distance = point.distance(to: center)
            return radii.map { abs(distance - $0) }.min() ?? .infinity
        }.max() ?? 0
    }

    @Test(arguments: [(230.0, 230.0), (1000.0, 1000.0), (240.0, 180.0)], 0...8)
    func counterCurvesStayWithinAThousandthOfAPoint(size: (Double, Double), counter: Int) throws {
        var view = CounterView()
        view.counter = counter
        let drawing = view.drawing(title: "c", size: Size(width: size.0, height: size.1))
        let half = min(size.0, size.1) / 2
        let radii = [half - 38, half - 2.5, half - 76 + 2.5]
        let center = Point(x: size.0 / 2, y: size.1 / 2)

        let svg = String(decoding: SVGWriter().data(for: drawing), as: UTF8.self)
        let svgSamples = svg.split(separator: "d=\"").dropFirst().flatMap { path in
            Self.sampledCurvePoints(Self.tokens(path.prefix { $0 != "\"" }), operatorsFirst: true)
        }
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        let content = try #require(
            pdf.components(separatedBy: " cm\n").last?.components(separatedBy: "endstream").first)
        let pdfSamples = Self.sampledCurvePoints(Self.tokens(Substring(content)), operatorsFirst: false)

        #expect(svgSamples.count >= 3 * 101 && pdfSamples.count >= 5 * 101)
        #expect(Self.worstRadialError(svgSamples, center: center, radii: radii) <= 0.001)
        #expect(Self.worstRadialError(pdfSamples, center: center, radii: radii) <= 0.001)
    }
}
