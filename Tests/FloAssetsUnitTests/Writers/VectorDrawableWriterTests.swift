import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloOutputFolder
@testable import FloSupport
@testable import flo_assets

/// Android VectorDrawables: golden files for every control type, lint's number rules, names and
/// night variants.
@Suite struct VectorDrawableWriterTests {
    static let manifest: Manifest? = {
        let url = repositoryRoot.appending(path: "Tests/FloAssetsUnitTests/Fixtures/golden-android.json")
        return (try? String(contentsOf: url, encoding: .utf8)).flatMap { try? decodeManifest($0) }
    }()

    static let files: [GeneratedFile] = manifest.map(AssetRenderer.files(for:)) ?? []

    static let snapshots = "Tests/FloAssetsUnitTests/Snapshots/android"

    @Test(arguments: files)
    func drawablesMatchTheirGoldenFiles(file: GeneratedFile) throws {
        let folder = repositoryRoot.appending(path: Self.snapshots + "/" + file.path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try expectSnapshot(file.bytes, named: file.path, in: Self.snapshots)
    }

    @Test func everyTypeHasADrawableAndDarkOnesANightOne() throws {
        let manifest = try #require(Self.manifest)
        #expect(Set(manifest.controls.map { type(of: $0.kind).typeName }) == Set(ControlRegistry.typeNames))
        let paths = Self.files.map(\.path)
        #expect(paths.contains("drawable/plus_button.xml") && paths.contains("drawable/frame_round.xml"))
        // The minus button's alert colour has dark and high-contrast values: only dark has a resource qualifier.
        #expect(paths.contains("drawable-night/minus_button.xml"))
        #expect(!paths.contains { $0.contains("minus_button") && $0.contains("ontrast") })
        #expect(!paths.contains("drawable-night/plus_button.xml"))
        let night = try #require(Self.files.first { $0.path == "drawable-night/counter_3.xml" })
        let day = try #require(Self.files.first { $0.path == "drawable/counter_3.xml" })
        #expect(String(decoding: night.bytes, as: UTF8.self).contains("android:strokeColor=\"#FF9BE8E3\""))
        #expect(String(decoding: day.bytes, as: UTF8.self).contains("android:strokeColor=\"#FF226E64\""))
        let colors = try #require(Self.files.first { $0.path == "values/flo_colors.xml" })
        #expect(
            String(decoding: colors.bytes, as: UTF8.self) == """
                <?xml version="1.0" encoding="utf-8"?>
                <resources>
                    <color name="water">#FF57DAD5</color>
                    <color name="ink">#FF226E64</color>
                    <color name="alert">#FFEE4D4D</color>
                    <color name="veil">#80000000</color>
                </resources>

                """)
        let nightColors = try #require(Self.files.first { $0.path == "values-night/flo_colors.xml" })
        #expect(
            String(decoding: nightColors.bytes, as: UTF8.self).components(separatedBy: "\n").dropFirst(2).prefix(3)
                == [
                    "    <color name=\"ink\">#FF9BE8E3</color>", "    <color name=\"alert\">#FFFF6B6B</color>",
                    "    <color name=\"veil\">#80FFFFFF</color>",
                ])
    }

    /// Every number written passes lint's `InvalidVectorPath`: digits, an optional minus and decimals, never an
    /// exponent or a bare `.5`; stroked paths carry every stroke attribute.
    @Test func numbersAndStrokesAreLintClean() throws {
        var numbers = 0
        for file in Self.files where file.path.hasPrefix("drawable") {
            let text = String(decoding: file.bytes, as: UTF8.self)
            for attribute in Self.attributes(text) where attribute.name.hasPrefix("android:") {
                let value = attribute.value
                switch attribute.name {
                case "android:pathData":
                    #expect(value.allSatisfy { "MLACZ0123456789.- ".contains($0) }, "\(file.path): \(value)")
                    let tokens = value.split(whereSeparator: { "MLACZ ".contains($0) })
                    for token in tokens {
                        #expect(Self.isLintNumber(String(token)), "\(file.path): \(token)")
                        numbers += 1
                    }
                case "android:fillColor", "android:strokeColor", "android:color":
                    #expect(value.count == 9 && value.hasPrefix("#") && value.dropFirst().allSatisfy(\.isHexDigit))
                case "android:type":
                    #expect(["linear", "radial"].contains(value))
                case "android:tileMode":
                    #expect(value == "clamp")
                case "android:fillType":
                    #expect(value == "evenOdd")
                case "android:strokeLineCap":
                    #expect(["butt", "round", "square"].contains(value))
                case "android:strokeLineJoin":
                    #expect(["miter", "round", "bevel"].contains(value))
                default:
                    let number = value.hasSuffix("dp") ? String(value.dropLast(2)) : value
                    #expect(Self.isLintNumber(number), "\(file.path): \(attribute.name)=\(value)")
                    numbers += 1
                }
            }
            let paths = text.components(separatedBy: "<path").dropFirst()
            for path in paths where path.contains("strokeColor") {
                for name in ["strokeWidth", "strokeLineCap", "strokeLineJoin", "strokeMiterLimit"] {
                    #expect(path.contains("android:\(name)=\""), "\(file.path) lacks \(name)")
                }
            }
        }
        #expect(numbers > 1000)
    }

    static func isLintNumber(_ text: String) -> Bool {
        text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?/) != nil
    }

    /// `name="value"` pairs of an XML text, in order.
    static func attributes(_ text: String) -> [(name: String, value: String)] {
        text.matches(of: /([A-Za-z:]+)="([^"]*)"/).map { (String($0.output.1), String($0.output.2)) }
    }

    static func androidManifest(_ controls: String, colors: String = "{}") -> String {
        #"{"version": 1, "colors": \#(colors), "outputs": [{"format": "vectorDrawable", "path": "res"}], "controls": [\#(controls)]}"#
    }

    @Test(arguments: [
        (
            #"{"name": "9patch", "type": "star"}"#,
            #"assets.json:1:110: error: controls[0].name: "9patch" becomes the Android resource name "9patch", which is not valid: it must start with a lower-case letter; rename it"#
        ),
        (
            #"{"name": "class", "type": "star"}"#,
            #"assets.json:1:110: error: controls[0].name: "class" becomes the Android resource name "class", which is not valid: it is a Java keyword, which R.java cannot hold; rename it"#
        ),
        (
            #"{"name": "Plus-Button", "type": "star"}, {"name": "plus.button", "type": "star"}"#,
            #"assets.json:1:151: error: controls[1].name: "plus.button" and "Plus-Button" on line 1 both become the Android resource "plus_button"; rename one (names are lower-cased, '-' and '.' become '_')"#
        ),
        (
            #"{"name": "s-{fill}", "type": "star", "fill": {"each": [true]}}, {"name": "s_true", "type": "star"}"#,
            #"assets.json:1:174: error: controls[1].name: "s_true" and "s-true" on line 1 both become the Android resource "s_true""#
        ),
    ])
    func resourceNamesAreCheckedWhereTheControlIsNamed(controls: String, expected: String) {
        let errors = manifestErrors(Self.androidManifest(controls))
        #expect(errors.count == 1 && errors[0].hasPrefix(expected), "\(errors)")
    }

    @Test func paletteNamesAreCheckedAsColourResources() {
        let errors = manifestErrors(
            Self.androidManifest("", colors: ##"{"brand-blue": "#000000", "brand_blue": "#000001", "int": "#000002"}"##)
        )
        #expect(
            errors == [
                #"assets.json:1:52: error: colors.brand_blue: "brand_blue" and "brand-blue" on line 1 both become the Android resource "brand_blue"; rename one ('-' becomes '_')"#,
                #"assets.json:1:77: error: colors.int: "int" becomes the Android resource name "int", which is not valid: it is a Java keyword, which R.java cannot hold; rename it"#,
            ])
        // Without an Android output the same names are fine.
        #expect(
            manifestErrors(##"{"version": 1, "colors": {"brand-blue": "#000000", "int": "#000002"}, "controls": []}"##)
                .isEmpty)
    }

    @Test func lintLimitsAreWarningsNamingTheControl() throws {
        let result = try ManifestLoader.decode(
            Array(
                Self.androidManifest(
                    #"{"name": "big", "type": "rectangle", "width": 201, "height": 10, "fillColor": "red"}, {"name": "lengthy", "type": "polyline", "width": 100, "height": 100, "points": [\#((0..<80).map { "[\($0).123, \($0 % 7).456]" }.joined(separator: ", "))], "strokeColor": "red"}"#
                ).utf8), displayPath: "assets.json")
        #expect(result.warnings.count == 2)
        #expect(result.warnings[0].message.hasPrefix(#"controls[0]: "big" is 201×10 dp, larger than the 200×200 dp"#))
        #expect(result.warnings[1].message.contains(#"controls[1]: "lengthy" has a path of "#))
        #expect(result.warnings[1].message.contains("longer than the 800 Android's lint accepts"))
    }

    /// Many shapes of one path: each part of the path Android's resource compiler can encode, so that the app
    /// builds, and the same subpaths in all.
    @Test func aPathLongerThanAndroidEncodesIsSplitIntoPathsThatFit() {
        let drawing = Self.longPathDrawing
        let text = String(decoding: VectorDrawableWriter.data(for: drawing), as: UTF8.self)
        let pieces = text.components(separatedBy: #"android:pathData=""#).dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        let total = pieces.reduce(0) { $0 + $1.utf8.count }
        #expect(total > 2 * VectorDrawableWriter.maximumPathData)
        #expect(pieces.allSatisfy { $0.utf8.count <= VectorDrawableWriter.maximumPathData })
        // Packed: as few pieces as the length allows.
        #expect(
            pieces.count == (total + VectorDrawableWriter.maximumPathData - 1) / VectorDrawableWriter.maximumPathData)
        #expect(text.components(separatedBy: ##"android:fillColor="#FF0000FF""##).count == pieces.count + 1)
        func subpaths(_ data: String) -> [Substring] { data.split(separator: "M").sorted() }
        var whole = ByteBuffer()
        if case .path(let node) = drawing.nodes[0] { whole.append(pathData: node.path) }
        #expect(subpaths(pieces.joined()) == subpaths(String(decoding: whole.bytes, as: UTF8.self)))
    }

    /// 1,600 small squares with rounded corners, 40 apart: about 200,000 characters of path data.
    static var longPathDrawing: Drawing {
        var path = FloDrawing.Path()
        for index in 0..<1_600 {
            let (x, y) = (Double(index % 40) * 2.5 + 0.123, Double(index / 40) * 2.5 + 0.456)
            path.addRoundedRect(in: Rect(x: x, y: y, width: 1.777, height: 1.777), radius: 0.333)
        }
        return Drawing(
            title: "long", size: Size(width: 100, height: 100),
            paths: [PathNode(path: path, fill: .color(Color(red: 0, green: 0, blue: 1)))])
    }

    /// One outline longer than Android encodes cannot be split: it is refused, naming the control and the limit.
    @Test func aSingleOutlineTooLongForAndroidIsRefused() throws {
        let points = (0..<3_000).map { "[\($0 % 97).123, \($0 % 89).456]" }.joined(separator: ", ")
        let errors = manifestErrors(
            Self.androidManifest(
                #"{"name": "scribble", "type": "polyline", "width": 100, "height": 100, "points": [\#(points)], "strokeColor": "red"}"#
            ))
        #expect(errors.count == 1)
        #expect(
            errors.first?.contains(
                #"controls[0]: "scribble" cannot be expressed as an Android vector drawable: it has a path or clip path of "#
            )
                == true)
        #expect(errors.first?.contains("more than the 32767 Android's resource compiler (aapt2) encodes") == true)
    }

    /// The group an elliptical radial gradient is drawn in leaves the gradient round: what remains of its transform
    /// once the group's is undone is a similarity, for turns, shears and mirrors alike; flat ones have no group.
    @Test func anEllipseFrameLeavesTheGradientRound() throws {
        let stops = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]
        func paint(_ transform: FloDrawing.AffineTransform) -> Paint {
            .radialGradient(
                RadialGradient(
                    center: Point(x: 1, y: 2), startRadius: 0, endRadius: 3, stops: stops, units: .userSpace,
                    transform: transform))
        }
        let placing = FloDrawing.AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: -3)
        for (a, b, c, d) in [(2.5, 0.0, 0.0, 0.8), (1.2, 1.6, -0.4, 0.3), (-1.5, 0.3, 0.2, 2.2), (0, 1, -3, 0.5)] {
            let transform = FloDrawing.AffineTransform(a: a, b: b, c: c, d: d, tx: 7, ty: 9)
            let frame = try #require(EllipseFrame(paint(transform), under: placing))
            let remainder = transform.concatenating(placing).concatenating(try #require(frame.transform.inverted))
            #expect(remainder.isSimilarity, "\(a) \(b) \(c) \(d): \(remainder)")
            #expect(abs(remainder.tx) < 1e-9 && abs(remainder.ty) < 1e-9)
            #expect(abs(frame.scaleY) <= 1)
        }
        #expect(EllipseFrame(paint(FloDrawing.AffineTransform(a: 0.6, b: 0.8, c: -0.8, d: 0.6)), under: placing) == nil)
        #expect(EllipseFrame(.color(.black), under: placing) == nil)
        let flat = paint(FloDrawing.AffineTransform(a: 1, b: 0, c: 0, d: 1e-5))
        #expect(EllipseFrame(flat, under: .identity) == nil)
        #expect(EllipseFrame.isTooStretched(flat, under: .identity))
        #expect(
            !EllipseFrame.isTooStretched(paint(FloDrawing.AffineTransform(a: 1, b: 0, c: 0, d: 1e-3)), under: .identity)
        )
        // However flat, the group's scale keeps six significant digits, as the path inside is stretched by it.
        var square = FloDrawing.Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)
        var renderer = VectorDrawableRenderer()
        renderer.draw(
            PathNode(path: square, fill: paint(FloDrawing.AffineTransform(a: 1, b: 0, c: 0, d: 2.345678e-4))))
        let text = String(decoding: renderer.body.bytes, as: UTF8.self)
        #expect(text.contains(#"android:scaleY="0.0002345678""#), "\(text)")
    }

    /// A pattern is drawn as its tiles: what they hold is checked as if drawn, so that a focal radial gradient in
    /// a tile is refused rather than written without its focus.
    @Test func aPatternsTilesAreCheckedAsDrawn() {
        var square = FloDrawing.Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 4, height: 4), radius: 0)
        let stops = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]
        func drawing(focus: Point?) -> Drawing {
            let gradient = RadialGradient(
                center: Point(x: 2, y: 2), startRadius: 0, endRadius: 2, stops: stops, units: .userSpace, focus: focus)
            let tile = TilePattern(
                cell: Size(width: 4, height: 4), nodes: [.path(PathNode(path: square, fill: .radialGradient(gradient)))]
            )
            var field = FloDrawing.Path()
            field.addRoundedRect(in: Rect(x: 0, y: 0, width: 20, height: 20), radius: 3)
            return Drawing(
                title: "tiles", size: Size(width: 20, height: 20), paths: [PathNode(path: field, fill: .pattern(tile))])
        }
        #expect(VectorLimits.vectorDrawable.problem(with: drawing(focus: nil)) == nil)
        #expect(
            VectorLimits.vectorDrawable.problem(with: drawing(focus: Point(x: 1, y: 1)))?.reason
                == "a radial gradient with a focal point (Android's start at their centre)")
    }

    /// A drawable has no group opacity: it is folded into each paint, which draws the same only where no two paints
    /// can cover one point.
    @Test func aTranslucentGroupIsDrawnWhereItsPaintsLieApart() {
        func square(_ x: Double, fill: Bool = true, stroke: Bool = false) -> Node {
            var path = FloDrawing.Path()
            path.addRoundedRect(in: Rect(x: x, y: 0, width: 10, height: 10), radius: 0)
            return .path(
                PathNode(
                    path: path, fill: fill ? .color(.black) : nil,
                    stroke: stroke ? Stroke(paint: .color(.black), width: 2, join: .round) : nil))
        }
        func problem(_ children: [Node], transform: FloDrawing.AffineTransform = .identity) -> String? {
            VectorLimits.vectorDrawable.problem(
                with: Drawing(
                    title: "g", size: Size(width: 40, height: 20),
                    nodes: [.group(Group(transform: transform, opacity: 0.5, children: children))]))?.reason
        }
        let overlap = "a translucent group of several paints that may overlap (a vector drawable has no group opacity)"
        #expect(problem([square(0), square(12)]) == nil)
        #expect(problem([square(0), square(8)]) == overlap)
        #expect(problem([square(0, fill: true, stroke: true)]) == overlap)
        // What paints nothing overlaps nothing: a transparent fill under a stroke, a group of no opacity.
        var hollow = square(0, fill: true, stroke: true)
        if case .path(var node) = hollow {
            node.fill = .color(Color(red: 1, green: 0, blue: 0, alpha: 0))
            hollow = .path(node)
        }
        #expect(problem([hollow]) == nil)
        #expect(
            problem([square(0), .group(Group(opacity: 0, children: [square(0, fill: true, stroke: true)]))]) == nil)
        // A stroke reaches past its path; a group inside brings its shapes where it places them.
        #expect(problem([square(0), square(11, fill: false, stroke: true)]) == overlap)
        #expect(
            problem([square(0), .group(Group(transform: FloDrawing.AffineTransform(tx: -5), children: [square(12)]))])
                == overlap)
        #expect(problem([square(0), square(12)], transform: FloDrawing.AffineTransform(a: 2, d: 1)) == nil)
        // A lone move of a stroke with round caps paints a dot.
        var dot = FloDrawing.Path()
        dot.move(to: Point(x: 10, y: 5))
        dot.close()
        let roundDot = Node.path(
            PathNode(path: dot, stroke: Stroke(paint: .color(.black), width: 6, cap: .round, join: .round)))
        #expect(problem([square(0), roundDot]) == overlap)
        // One path filled with a pattern of one shape is one paint.
        let tile = TilePattern(cell: Size(width: 4, height: 4), nodes: [square(0)])
        var field = FloDrawing.Path()
        field.addRoundedRect(in: Rect(x: 0, y: 0, width: 30, height: 10), radius: 0)
        #expect(problem([.path(PathNode(path: field, fill: .pattern(tile)))]) == nil)
        #expect(problem((0..<300).map { square(Double($0) * 12) }) == overlap)
        let drawable = String(
            decoding: VectorDrawableWriter.data(
                for: Drawing(
                    title: "g", size: Size(width: 40, height: 20),
                    nodes: [.group(Group(opacity: 0.5, children: [square(0), square(12)]))])), as: UTF8.self)
        #expect(drawable.components(separatedBy: ##"android:fillColor="#80000000""##).count == 3, "\(drawable)")
    }

    /// A radial gradient too small for three decimals keeps a radius Android inflates.
    @Test func aTinyRadialGradientKeepsARadius() {
        var path = FloDrawing.Path()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: 10, y: 0))
        path.line(to: Point(x: 10, y: 10))
        path.close()
        let gradient = RadialGradient(
            center: Point(x: 5, y: 5), startRadius: 0, endRadius: 0.0001,
            stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)], units: .userSpace)
        var renderer = VectorDrawableRenderer()
        renderer.draw(PathNode(path: path, fill: .radialGradient(gradient)))
        let text = String(decoding: renderer.body.bytes, as: UTF8.self)
        #expect(text.contains(#"android:gradientRadius="0.001""#), "\(text)")
    }
}
