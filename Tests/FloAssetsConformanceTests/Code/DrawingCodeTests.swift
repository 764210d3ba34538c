import FloAssetsTestSupport
import FloDrawing
import Foundation
import Testing

@testable import FloAssets

/// The code outputs compiled against stand-ins of SwiftUI, UIKit and Compose that record what the code draws: the
/// recorded paths, paints, clips and groups must be the scene model's, and rasterised, the `png` output's pixels.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct DrawingCodeTests {
    /// The default manifest, the golden extras and a seeded sweep of 115 entries of every type and key (gradients,
    /// imported SVGs, states, and names that are keywords), compiled in one run of the language's compiler.
    @Test(arguments: [CodeLanguage.swiftUI, .coreGraphics, .compose])
    func theCodeDrawsWhatTheFilesShow(language: CodeLanguage) throws {
        let manifests =
            [
                try repositoryManifest(),
                try decode(
                    try String(
                        contentsOf: repositoryRoot.appending(
                            path: "Tests/FloAssetsUnitTests/Fixtures/golden-extras.json"),
                        encoding: .utf8)),
                try Self.sweep(),
            ]
            // The JVM's limits are Compose's; SwiftUI's builders are slow past a few dozen views (Core Graphics writes
            // a function per path or per state).
            + (language != .coreGraphics ? [try Self.largeDrawings()] : []) + [try Self.longLists()]
            // Only Core Graphics draws a radial gradient from a focal point.
            + (language == .coreGraphics ? [try Self.focalPoints()] : [])
            + [try Self.repeatingGradients(), try Self.outsideStrokes()]
            // Compose's tile modes repeat a radial gradient from its centre only.
            + (language != .compose ? [try Self.repeatingStartCircles()] : []) + [try Self.tilePatterns()]
        var units = try manifests.enumerated().map { index, manifest in
            try unit(manifest, language: language, package: "m\(index)")
        }
        var checked = manifests
        // Tiles of colours repeated in loops: the background's 5 × 5, and from a row above and a column left of the
        // origin; the dashed tile.
        let loops =
            language == .compose
            ? ["for (row in 0 until 5) {", "for (row in -1 until 3) {", "for (row in 3 until 5) {"]
            : ["for row in 0..<5 {", "for row in -1..<3 {", "for row in 3..<5 {"]
        #expect(units[0].source.contains(loops[0]))
        #expect(units[manifests.count - 1].source.contains(loops[1]))
        #expect(units[manifests.count - 1].source.contains(loops[2]))
        // A tile with a gradient, repeated as a group.
        let groupLoop = [
            CodeLanguage.swiftUI: "ForEach(3..<6, id: \\.self) { row in", .coreGraphics: "for row in 3..<6 {",
            .compose: "for (row in 3 until 6) {",
        ]
        #expect(units[manifests.count - 1].source.contains(groupLoop[language] ?? ""))
        // A tile moved to the box of the shape it fills.
        #expect(
            units[manifests.count - 1].source.contains(
                language == .compose ? "for (row in -1 until 5) {" : "for row in -1..<5 {"))
        if language == .compose {
            // In parts: the polyline's states, the clip path's pieces, the group's runs of paths; the bar's states.
            let declarations = [
                "object ScribbleLineWidth_Part0", "object Large_Part9", "fun PathBuilder.draw()",
                // The short tile in a loop, the long one in a loop over its parts.
                "for (row in 0 until 2) {", "with(Tiled_Part3) { draw(row, column) }",
                "fun PathBuilder.draw(row: Int, column: Int) {",
                "width == 130 -> BarWidth_State120.build(appearance)",
            ]
            for declaration in declarations {
                #expect(units[3].source.contains(declaration))
            }
        }
        if language == .swiftUI {
            // The imported drawing's 302 views in 7 getters of at most 50 (a rectangle, 300 dots, a group).
            for declaration in ["private var part0: some View {", "private var part6: some View {"] {
                #expect(units[3].source.contains(declaration))
            }
            #expect(!units[3].source.contains("private var part7"))
        }
        if language != .compose {
            // Palette colours named as an asset catalog's colour sets, as when the manifest writes one.
            units.append(
                try unit(manifests[0], language: language, package: "", catalog: CatalogColors(namespace: "Flo")))
            checked.append(manifests[0])
            #expect(units.last?.source.contains("\"Flo/water\"") == true)
        }
        let logs = try CodeHarness.run(units, language: language)
        for (index, manifest) in checked.enumerated() {
            check(manifest, units[index].controls, logs: logs[index], language: language)
        }
    }

    /// The Swift examples of `docs/code-outputs.md` type-check against the stand-ins with the repository's `Code/`.
    @Test func theDocsExamplesCompile() throws {
        let examples = try Self.docsExamples()
        for example in examples {
            let module = example.hasPrefix("import SwiftUI") ? "SwiftUI" : "UIKit"
            let generated = module == "SwiftUI" ? "Code/FloViews.swift" : "Code/FloDrawings.swift"
            let errors = try CodeHarness.typeCheck(
                example, with: repositoryRoot.appending(path: generated), module: module)
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    /// Two files of each Swift format, each with its own namespace, type-check as one module: what else they declare
    /// is private to each.
    @Test func twoNamespacesShareAModule() throws {
        let artwork = try repositoryManifest().artwork
        let colors = CodeColors(catalog: nil)
        let views = [
            SwiftUIWriter(fileName: "A.swift", colors: colors).source(for: artwork),
            SwiftUIWriter(fileName: "B.swift", colors: colors, namespace: "Icons").source(for: artwork),
            "import SwiftUI\n@MainActor func useBoth() {\n    _ = FloViews.Star()\n    _ = Icons.Star()\n}\n",
        ]
        #expect(try CodeHarness.typeCheck(views, module: "SwiftUI") == "")
        let drawings = [
            CoreGraphicsWriter(fileName: "A.swift", colors: colors).source(for: artwork),
            CoreGraphicsWriter(fileName: "B.swift", colors: colors, namespace: "Art").source(for: artwork),
            "import UIKit\nfunc drawBoth(in context: CGContext, bounds: CGRect) {\n"
                + "    FloDrawings.drawStar(in: context, rect: bounds)\n    Art.drawStar(in: context, rect: bounds)\n}\n",
        ]
        #expect(try CodeHarness.typeCheck(drawings, module: "UIKit") == "")
        // The same two files without namespaces of their own do not.
        #expect(try CodeHarness.typeCheck(Array(views.prefix(1)) + views.prefix(1), module: "SwiftUI") != "")
    }

    /// With `"access": "public"`, the docs' Swift examples type-check in a module of their own that imports the
    /// generated file's; with Swift's default, internal, they do not.
    @Test func publicCodeServesAnotherModule() throws {
        let artwork = try repositoryManifest().artwork
        let examples = try Self.docsExamples()
        // And every view, shape and drawing function, called as another module calls it: as the preview page
        // says to use each state.
        let colors = CodeColors(catalog: nil)
        let viewsSource = SwiftUIWriter(fileName: "Views.swift", colors: colors).source(for: artwork)
        let viewUsages = SwiftUIWriter(fileName: "Views.swift", colors: colors).usages(in: artwork)
        let drawingUsages = CoreGraphicsWriter(fileName: "Drawings.swift", colors: colors).usages(in: artwork)
        #expect(viewUsages.count == artwork.controls.count { $0.appearance == .any })
        var views = ["import SwiftUI", "@MainActor func useEveryView() {"]
        views += viewUsages.sorted { $0.key.entry * 1000 + $0.key.state < $1.key.entry * 1000 + $1.key.state }.map {
            "    _ = \($0.value).resizable()"
        }
        for declaration in CodeControl.declarations(in: artwork)
        where viewsSource.contains("struct \(declaration.typeName)Shape: Shape") {
            views.append("    _ = FloViews.\(declaration.typeName)Shape()")
        }
        let drawings =
            ["import UIKit", "func drawEveryControl(in context: CGContext, bounds: CGRect) {"]
            + drawingUsages.values.sorted().map { "    " + $0 }
        #expect(views.contains { $0.contains("Shape()") })
        for example in examples + [views, drawings].map({ $0.joined(separator: "\n") + "\n}\n" }) {
            let isSwiftUI = example.hasPrefix("import SwiftUI")
            for access in CodeAccess.allCases {
                let writer: any CodeFileWriter =
                    isSwiftUI
                    ? SwiftUIWriter(fileName: "Views.swift", colors: CodeColors(catalog: nil), access: access)
                    : CoreGraphicsWriter(fileName: "Drawings.swift", colors: CodeColors(catalog: nil), access: access)
                let errors = try CodeHarness.typeCheck(
                    "import FloArt\n" + example, importing: writer.source(for: artwork),
                    module: isSwiftUI ? "SwiftUI" : "UIKit")
                if access == .public {
                    #expect(errors.isEmpty, "\(errors)")
                } else {
                    #expect(errors.contains("cannot find 'Flo"), "\(errors)")
                }
            }
        }
    }

    /// With `"access"`, every declaration the Compose file shares carries the modifier (as Kotlin's explicit API mode
    /// asks for `public`), and both files compile; without it, none does.
    @Test func composeAccessIsWrittenOnEveryDeclaration() throws {
        let artwork = try repositoryManifest().artwork
        let sources = [CodeAccess.public, .internal, nil].enumerated().map { index, access in
            var writer = ComposeWriter.named("Drawings.kt")
            (writer.package, writer.access) = ("p\(index)", access)
            return writer.source(for: artwork)
        }
        let declarations = ["val ", "fun ", "object ", "enum class "]
        for (source, modifier) in zip(sources, ["public ", "internal ", ""]) {
            let lines = source.split(separator: "\n").map { $0.drop { $0 == " " } }
            let shared = lines.filter { line in declarations.contains { line.dropFirst(modifier.count).hasPrefix($0) } }
            #expect(shared.count >= 15 && shared.allSatisfy { $0.hasPrefix(modifier) })
            #expect(!lines.contains { line in declarations.contains { line.hasPrefix($0) } } || modifier.isEmpty)
        }
        // With every vector the preview page says to use, called from the file's package.
        let usages = ComposeWriter.named("Drawings.kt").usages(in: artwork).values.sorted()
        #expect(usages.contains("PlusButton") && usages.contains { $0.hasPrefix("counterCounter(counter = 3,") })
        let calls =
            "package p0\n\nfun useEveryVector(appearance: FloAppearance) {\n"
            + usages.map { "    println(\($0))\n" }.joined() + "}\n"
        let errors = try CodeHarness.compileKotlin(Array(sources.prefix(2)) + [calls], options: ["-Werror"])
        #expect(errors.isEmpty, "\(errors.prefix(3000))")
    }

    static func sweep() throws -> Manifest {
        var generator = SweepGenerator(seed: 0xC0DE_F10A)
        // Names that are keywords of one language or another, or start with a digit, in states (Kotlin functions).
        let names =
            ["default", "class", "fun", "object", "1st-place"].map { name in
                "{\"name\": \"\(name)-{rating}\", \"type\": \"rating\", \"rating\": {\"each\": [1, 4]}},\n"
                    + "{\"name\": \"\(name)\", \"type\": \"star\"}"
            } + [
                // States of several sizes: each is drawn at its own.
                "{\"name\": \"grow-{width}-{height}\", \"type\": \"pushButton\", \"width\": {\"each\": [40, 60]}, "
                    + "\"height\": {\"each\": [30, 50]}}",
                // The eleventh state of one entry and the first of another, whose names differ by a digit.
                "{\"name\": \"tall-{height}\", \"type\": \"star\", \"width\": 20, "
                    + "\"height\": {\"each\": [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]}}",
                "{\"name\": \"tall-height-1\", \"type\": \"star\"}",
                // A key named as one of Core Graphics' own parameters (`rect`).
                "{\"name\": \"oval-{rect}\", \"type\": \"ellipse\", \"width\": 90, \"height\": 90, \"rect\": {\"each\": [[5, 5, 50, 50], [10, 10, 80, 80]]}}",
                // States that cover every value of their type: a switch without a default.
                "{\"name\": \"toggle-{isAddButton}\", \"type\": \"pushButton\", \"width\": 40, \"height\": 40, "
                    + "\"isAddButton\": {\"each\": [true, false]}}",
            ]
        let text = generator.manifest(colorCount: 46, paintedCount: 46, importedCount: 8)
            .replacingOccurrences(of: "\n]}\n", with: ",\n" + names.joined(separator: ",\n") + "\n]}\n")
        // To look at a case: FLO_SWEEP_MANIFEST=/tmp/sweep.json swift test --filter DrawingCodeTests
        if let dump = ProcessInfo.processInfo.environment["FLO_SWEEP_MANIFEST"] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: dump))
        }
        let manifest = try ManifestLoader.decode(
            Array(text.utf8), displayPath: "sweep.json", folder: repositoryRoot.path
        ).manifest
        #expect(manifest.entryNames.count == 115)
        #expect(Set(manifest.controls.map { type(of: $0.kind).typeName }) == Set(ControlRegistry.typeNames))
        return manifest
    }

    /// Drawings too large for one JVM method, as Compose's inline builders would write them: two states of a
    /// 3,000-point polyline in colours that follow the appearance; an imported file with a gradient of 300 stops
    /// that follow the appearance, 300 dots in such a colour, and a clipped group of a 1,500-point clip path and
    /// 2,400 curves; and 121 states, each built by an object of its own. (`CodeWriterTests` checks the parts of a
    /// drawing past a class's 65,535 constants.)
    static func largeDrawings() throws -> Manifest {
        let folder = try TemporaryFolder()
        func number(_ value: Double) -> String { String(format: "%.2f", value) }
        func point(_ radius: Double, _ angle: Double) -> String {
            number(500 + radius * cos(angle)) + " " + number(500 + radius * sin(angle))
        }
        let points = (0..<3_000).map { index in
            let (t, u) = (Double(index) * 0.01, Double(index) * 0.013)
            return "[\(number(140 + 120 * cos(t) * cos(t * 3.7))), \(number(125 + 110 * sin(u) * cos(t * 2.9)))]"
        }
        let clip = (0..<1_500).map { index in
            let angle = Double(index) * 2 * .pi / 1_500
            return (index == 0 ? "M" : "L") + point(450 + 40 * sin(angle * 40), angle)
        }
        let paths = (0..<40).map { path in
            let curves = (1...60).map { index in
                let angle = Double(index) * 2 * .pi / 60
                let radius = 100 + Double(path) * 8 + 30 * sin(Double(index * path) * 0.37)
                return [angle - 0.03, angle - 0.013, angle].map { point(radius, $0) }.joined(separator: " ")
            }
            let fill = path % 3 == 0 ? "url(#g)" : "#\(String(format: "%02X%02X80", path * 6, 255 - path * 6))"
            return "<path fill=\"\(fill)\" fill-opacity=\"0.8\" d=\"M\(point(100 + Double(path) * 8, 0))C"
                + curves.joined(separator: " ") + "Z\"/>"
        }
        let stops = (0...300).map {
            "<stop offset=\"\(Double($0) / 300)\" stop-color=\"#\($0 % 2 == 0 ? "57DAD5" : "FFFFFF")\"/>"
        }
        let dots = (0..<300).map {
            "<circle cx=\"\(20 + $0 % 50 * 19)\" cy=\"\(20 + $0 / 50 * 31)\" r=\"6\" fill=\"#57DAD5\"/>"
        }
        try folder.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1000 1000\"><defs><linearGradient id=\"g\">"
                + "<stop offset=\"0\" stop-color=\"#57DAD5\"/><stop offset=\"1\" stop-color=\"#226E64\"/>"
                + "</linearGradient><linearGradient id=\"s\">\(stops.joined())</linearGradient>"
                + "<clipPath id=\"c\"><path d=\"\(clip.joined(separator: " "))Z\"/></clipPath></defs>"
                + "<rect width=\"1000\" height=\"40\" fill=\"url(#s)\"/>\(dots.joined())"
                + "<g clip-path=\"url(#c)\">\(paths.joined())</g></svg>", to: "large.svg")
        // Tiles of one long path, repeated in a loop: of 300 curves, and of 960, in parts for Compose.
        func tile(_ id: String, size: Double, curves: Int) -> String {
            let center = size / 2
            let path = (0...curves).map { index in
                [0.3, 0.6, 1].map { step in
                    let angle = (Double(index) + step) * 2 * .pi / Double(curves)
                    let radius = size * (0.3 + 0.1 * sin(Double(index) * 0.7 + step))
                    return number(center + radius * cos(angle)) + " " + number(center + radius * sin(angle))
                }.joined(separator: " ")
            }
            let side = Int(size)
            return "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" width=\"\(side)\" height=\"\(side)\">"
                + "<path fill=\"#57DAD5\" d=\"M\(number(center + size * 0.3)) \(number(center))C"
                + path.joined(separator: " ") + "Z\"/></pattern>"
        }
        try folder.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 200\"><defs>"
                + tile("short", size: 50, curves: 300) + tile("long", size: 100, curves: 960)
                + "</defs><rect width=\"200\" height=\"100\" fill=\"url(#short)\"/>"
                + "<rect y=\"100\" width=\"200\" height=\"100\" fill=\"url(#long)\"/></svg>", to: "tiled.svg")
        let text = """
            {"version": 1, "colors": {"ink": {"any": "#226E64", "dark": "#9BE8E3"}}, "controls": [
              {"name": "tiled", "type": "svg", "source": "tiled.svg"},
              {"name": "scribble-{lineWidth}", "type": "polyline", "width": 280, "height": 250,
               "points": [\(points.joined(separator: ", "))], "strokeColor": "ink", "lineWidth": {"each": [2, 4]}},
              {"name": "large", "type": "svg", "source": "large.svg", "width": 200, "height": 200,
               "recolor": {"#57DAD5": "ink"}},
              {"name": "bar-{width}", "type": "rectangle", "width": {"from": 10, "through": 130}, "height": 8,
               "fillColor": "ink"}
            ]}
            """
        return try ManifestLoader.decode(Array(text.utf8), displayPath: "large.json", folder: folder.url.path).manifest
    }

    /// Gradients longer than Swift type-checks as one array literal in bounded memory (it took gigabytes at 150
    /// stops) or than one JVM method holds: 1,200 stops on a fill and 40 on a radial stroke, in colours that follow
    /// the appearance, beside a gradient of three; strokes stretched and skewed; radial gradients stretched into
    /// ellipses; an even-odd clip; and a control of 25 states, more than a SwiftUI view builder chooses among.
    static func longLists() throws -> Manifest {
        let folder = try TemporaryFolder()
        func stops(_ count: Int) -> String {
            (0..<count).map { index in
                let color = index % 3 == 0 ? "57DAD5" : "FF8000"
                return "<stop offset=\"\(Double(index) / Double(count - 1))\" stop-color=\"#\(color)\" "
                    + "stop-opacity=\"\(Double(index % 5) / 4)\"/>"
            }.joined()
        }
        try folder.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs>"
                + "<linearGradient id=\"long\">\(stops(1_200))</linearGradient>"
                + "<radialGradient id=\"ring\">\(stops(40))</radialGradient>"
                + "<linearGradient id=\"short\" x2=\"0\" y2=\"1\">\(stops(3))</linearGradient></defs>"
                + "<rect width=\"100\" height=\"40\" fill=\"url(#long)\"/>"
                + "<circle cx=\"50\" cy=\"70\" r=\"20\" fill=\"url(#short)\" stroke=\"url(#ring)\" stroke-width=\"6\"/>"
                + "</svg>", to: "gradients.svg")
        // Strokes stretched by the control's size, which Compose draws as their outlines.
        try folder.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\" preserveAspectRatio=\"none\">"
                + "<circle cx=\"16\" cy=\"16\" r=\"11\" fill=\"#57DAD5\" stroke=\"#226E64\" stroke-width=\"3\" "
                + "stroke-dasharray=\"6 3\" stroke-linecap=\"round\"/>"
                + "<path d=\"M4 28 L16 20 L28 28\" fill=\"none\" stroke=\"#57DAD5\" stroke-width=\"2\" "
                + "stroke-linejoin=\"round\" transform=\"skewX(20)\"/></svg>", to: "stretched.svg")
        // A frame and its hole wound the same way, clipped even-odd, as Sketch masks: Compose clips non-zero.
        try folder.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><clipPath id=\"c\">"
                + "<path clip-rule=\"evenodd\" d=\"M2 2H22V22H2Z M7 7H17V17H7Z\"/></clipPath>"
                + "<rect width=\"24\" height=\"24\" fill=\"#226E64\" clip-path=\"url(#c)\"/></svg>", to: "frame.svg")
        // Radial gradients stretched into ellipses (by a shape's box, by skewing, by the control's size), filled and
        // stroked, a translucent group whose paints lie apart, and one of a stroke over a transparent fill.
        try folder.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 48 24\" preserveAspectRatio=\"none\"><defs>"
                + "<radialGradient id=\"o\">\(stops(3))</radialGradient>"
                + "<radialGradient id=\"k\" gradientTransform=\"skewX(25) scale(1 0.5)\" r=\"0.8\">\(stops(5))"
                + "</radialGradient></defs><ellipse cx=\"14\" cy=\"12\" rx=\"12\" ry=\"7\" fill=\"url(#o)\"/>"
                + "<rect x=\"28\" y=\"3\" width=\"16\" height=\"18\" rx=\"3\" fill=\"url(#k)\" stroke=\"url(#o)\" "
                + "stroke-width=\"2\"/><g opacity=\"0.6\"><circle cx=\"4\" cy=\"4\" r=\"2\" fill=\"#57DAD5\"/>"
                + "<circle cx=\"44\" cy=\"20\" r=\"3\" fill=\"url(#o)\"/></g><g opacity=\"0.5\"><rect x=\"20\" "
                + "y=\"1\" width=\"6\" height=\"3\" fill=\"#57DAD5\" fill-opacity=\"0\" stroke=\"#226E64\"/></g></svg>",
            to: "ellipses.svg")
        let text = """
            {"version": 1, "colors": {"ink": {"any": "#226E64", "dark": "#9BE8E3"}}, "controls": [
              {"name": "gradients", "type": "svg", "source": "gradients.svg", "recolor": {"#57DAD5": "ink"}},
              {"name": "ellipses", "type": "svg", "source": "ellipses.svg", "recolor": {"#57DAD5": "ink"}},
              {"name": "ellipses-wide", "type": "svg", "source": "ellipses.svg", "width": 96, "height": 30},
              {"name": "stretched", "type": "svg", "source": "stretched.svg", "width": 96, "height": 30,
               "recolor": {"#57DAD5": "ink"}},
              {"name": "frame", "type": "svg", "source": "frame.svg", "width": 48, "height": 48},
              {"name": "dial-{counter}", "type": "counterView", "width": 230, "height": 230, "numberOfGlasses": 24,
               "counter": {"from": 0, "through": 24}}
            ]}
            """
        return try ManifestLoader.decode(Array(text.utf8), displayPath: "gradients.json", folder: folder.url.path)
            .manifest
    }

    /// Radial gradients from a focal point, which Core Graphics draws from one circle to another: inside the end
    /// circle, with a start radius of its own, outside it (a cone), stretched into ellipses by a shape's box,
    /// stroking, turned, and in a translucent group.
    static func focalPoints() throws -> Manifest {
        let stops =
            "<stop offset=\"0.1\" stop-color=\"#57DAD5\"/><stop offset=\"0.6\" stop-color=\"#FF8000\" "
            + "stop-opacity=\"0.7\"/><stop offset=\"1\" stop-color=\"#226E64\"/>"
        return try Self.importedTwice(
            "focal",
            svg: "<defs><radialGradient id=\"in\" fx=\"0.3\" fy=\"0.25\">\(stops)</radialGradient>"
                + "<radialGradient id=\"ring\" fx=\"0.6\" fy=\"0.5\" fr=\"0.15\">\(stops)</radialGradient>"
                + "<radialGradient id=\"cone\" cx=\"0.4\" r=\"0.3\" fx=\"0.95\" fy=\"0.6\">\(stops)</radialGradient>"
                + "</defs><circle cx=\"10\" cy=\"10\" r=\"8\" fill=\"url(#in)\"/>"
                + "<rect x=\"22\" y=\"2\" width=\"16\" height=\"16\" fill=\"url(#ring)\" stroke=\"url(#in)\" "
                + "stroke-width=\"3\"/><rect x=\"42\" y=\"2\" width=\"16\" height=\"16\" fill=\"url(#cone)\"/>"
                + "<ellipse cx=\"12\" cy=\"30\" rx=\"10\" ry=\"5\" fill=\"url(#in)\"/>"
                + "<rect x=\"24\" y=\"24\" width=\"12\" height=\"12\" fill=\"url(#ring)\" "
                + "transform=\"rotate(30 30 30)\"/><g opacity=\"0.5\"><circle cx=\"50\" cy=\"30\" r=\"7\" "
                + "fill=\"url(#in)\" stroke=\"#226E64\"/></g>")
    }

    /// Gradients that repeat and reflect beyond their ends, which Compose draws with its tile modes: linear ones
    /// filling and stroking, radial ones from their centre, one stretched into ellipses.
    static func repeatingGradients() throws -> Manifest {
        let stops =
            "<stop offset=\"0.2\" stop-color=\"#57DAD5\"/><stop offset=\"0.7\" stop-color=\"#FF8000\" "
            + "stop-opacity=\"0.6\"/><stop offset=\"0.9\" stop-color=\"#226E64\"/>"
        return try Self.importedTwice(
            "tiles",
            svg: "<defs><linearGradient id=\"r\" x2=\"0.3\" spreadMethod=\"repeat\">\(stops)</linearGradient>"
                + "<linearGradient id=\"m\" x1=\"0.4\" y1=\"0.4\" x2=\"0.6\" y2=\"0.5\" spreadMethod=\"reflect\">"
                + "\(stops)</linearGradient><radialGradient id=\"c\" r=\"0.2\" spreadMethod=\"repeat\">\(stops)"
                + "</radialGradient><radialGradient id=\"e\" r=\"0.15\" spreadMethod=\"reflect\">\(stops)"
                + "</radialGradient></defs><rect x=\"2\" y=\"2\" width=\"26\" height=\"16\" fill=\"url(#r)\" "
                + "stroke=\"url(#m)\" stroke-width=\"3\"/><rect x=\"32\" y=\"2\" width=\"26\" height=\"16\" "
                + "fill=\"url(#m)\"/><circle cx=\"15\" cy=\"30\" r=\"9\" fill=\"url(#c)\"/>"
                + "<ellipse cx=\"45\" cy=\"30\" rx=\"13\" ry=\"7\" fill=\"url(#e)\"/>")
    }

    /// Radial gradients with a start circle (`fr`) that repeat and reflect, which SwiftUI and Core Graphics lay out
    /// from where their circles shrink to nothing, filling and stroking with sharp miters.
    static func repeatingStartCircles() throws -> Manifest {
        let stops =
            "<stop offset=\"0.1\" stop-color=\"#57DAD5\"/><stop offset=\"0.6\" stop-color=\"#FF8000\" "
            + "stop-opacity=\"0.7\"/><stop offset=\"1\" stop-color=\"#226E64\"/>"
        return try Self.importedTwice(
            "rings",
            svg: "<defs><radialGradient id=\"r\" r=\"0.3\" fr=\"0.1\" spreadMethod=\"repeat\">\(stops)</radialGradient>"
                + "<radialGradient id=\"m\" gradientUnits=\"userSpaceOnUse\" cx=\"45\" cy=\"20\" r=\"7\" fr=\"4\" "
                + "spreadMethod=\"reflect\">\(stops)</radialGradient></defs>"
                + "<circle cx=\"15\" cy=\"20\" r=\"13\" fill=\"url(#r)\"/>"
                + "<path d=\"M34 34L45 6L56 34Z\" fill=\"url(#m)\" stroke=\"url(#m)\" stroke-width=\"3\" "
                + "stroke-miterlimit=\"30\"/>")
    }

    /// Strokes outside their shapes, as Figma writes them (a mask of a white box with the shape in black over it)
    /// and Sketch (the same, the shape a `<use>`, even-odd): a clip with a hole.
    static func outsideStrokes() throws -> Manifest {
        try Self.importedTwice(
            "outside",
            svg:
                "<mask id=\"f\" maskUnits=\"userSpaceOnUse\" x=\"2\" y=\"2\" width=\"24\" height=\"36\" fill=\"black\">"
                + "<rect fill=\"white\" x=\"2\" y=\"2\" width=\"24\" height=\"36\"/>"
                + "<path d=\"M14 5L23 20L14 35L5 20Z\"/></mask>"
                + "<path d=\"M14 5L23 20L14 35L5 20Z\" fill=\"#57DAD5\" stroke=\"#226E64\" stroke-width=\"4\" "
                + "mask=\"url(#f)\"/><defs><circle id=\"c\" cx=\"44\" cy=\"20\" r=\"9\"/></defs>"
                + "<mask id=\"s\" maskContentUnits=\"userSpaceOnUse\" maskUnits=\"userSpaceOnUse\" x=\"33\" y=\"9\" "
                + "width=\"22\" height=\"22\"><rect x=\"33\" y=\"9\" width=\"22\" height=\"22\" fill=\"white\"/>"
                + "<use href=\"#c\" fill=\"black\" fill-rule=\"evenodd\"/></mask>"
                + "<use href=\"#c\" fill=\"none\" stroke=\"#EE4D4D\" stroke-width=\"3\" mask=\"url(#s)\"/>")
    }

    /// Tile patterns, whose tiles of colours code repeats in loops: a cell of no round size over a shape reaching
    /// left of and above the origin, holding a circle and a stroke; one moved to a shape's box (the default units),
    /// one turned by its `patternTransform`, and one in a scaled group (Compose, which applies transforms to the
    /// points, spells the copies of those two out); a tile with a dashed stroke; a tile with a gradient, each copy a
    /// group.
    static func tilePatterns() throws -> Manifest {
        try Self.importedTwice(
            "tiling",
            svg: "<defs><pattern id=\"a\" patternUnits=\"userSpaceOnUse\" width=\"7.3\" height=\"6.1\">"
                + "<circle cx=\"3\" cy=\"3\" r=\"2.2\" fill=\"#57DAD5\"/><path d=\"M1 5H6\" fill=\"none\" "
                + "stroke=\"#226E64\" stroke-width=\"0.4\" stroke-linejoin=\"round\"/></pattern><pattern id=\"b\" patternUnits=\"userSpaceOnUse\" width=\"8\" "
                + "height=\"8\" patternTransform=\"rotate(20)\"><rect x=\"2.5\" y=\"2.5\" width=\"3\" height=\"3\" "
                + "fill=\"#FF8000\" stroke=\"#226E64\" stroke-linejoin=\"round\"/></pattern><pattern id=\"d\" patternUnits=\"userSpaceOnUse\" "
                + "width=\"8\" height=\"8\"><rect x=\"2.5\" y=\"2.5\" width=\"3\" height=\"3\" fill=\"none\" "
                + "stroke=\"#EE4D4D\" stroke-linejoin=\"round\" stroke-dasharray=\"2 1\"/></pattern><linearGradient id=\"g\">"
                + "<stop stop-color=\"#57DAD5\"/><stop offset=\"1\" stop-color=\"#226E64\"/></linearGradient>"
                + "<pattern id=\"e\" patternUnits=\"userSpaceOnUse\" width=\"9\" height=\"7\"><rect width=\"6\" "
                + "height=\"5\" fill=\"url(#g)\"/></pattern><pattern id=\"t\" x=\"0.1\" y=\"0.05\" width=\"0.25\" "
                + "height=\"0.2\"><circle cx=\"1.5\" cy=\"2\" r=\"1\" fill=\"#FF8000\"/></pattern></defs>"
                + "<rect x=\"21\" y=\"1\" width=\"12\" height=\"20\" fill=\"url(#t)\"/>"
                + "<rect x=\"-4\" y=\"-3\" width=\"24\" height=\"19\" fill=\"url(#a)\"/>"
                + "<circle cx=\"45\" cy=\"12\" r=\"11\" fill=\"url(#b)\" stroke=\"#226E64\"/>"
                + "<rect x=\"2\" y=\"24\" width=\"13\" height=\"14\" fill=\"url(#d)\"/>"
                + "<rect x=\"17\" y=\"24\" width=\"13\" height=\"14\" fill=\"url(#e)\"/>"
                + "<g transform=\"translate(33 24) scale(1.2 0.8)\"><rect width=\"20\" height=\"16\" "
                + "fill=\"url(#a)\"/></g>")
    }

    /// A manifest that imports `svg`, the content of a 60 × 40 `viewBox`, twice: as `name`, its `#226E64` the
    /// palette's `ink` (which follows the appearance), and stretched to 120 × 40 as `name-wide`.
    static func importedTwice(_ name: String, svg: String) throws -> Manifest {
        let folder = try TemporaryFolder()
        try folder.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 40\">\(svg)</svg>", to: "\(name).svg")
        let text = """
            {"version": 1, "colors": {"ink": {"any": "#226E64", "dark": "#9BE8E3"}}, "controls": [
              {"name": "\(name)", "type": "svg", "source": "\(name).svg", "recolor": {"#226E64": "ink"}},
              {"name": "\(name)-wide", "type": "svg", "source": "\(name).svg", "width": 120, "height": 40}
            ]}
            """
        return try ManifestLoader.decode(Array(text.utf8), displayPath: "\(name).json", folder: folder.url.path)
            .manifest
    }

    /// The repository's own `assets.json`.
    private func repositoryManifest() throws -> Manifest {
        try decode(try String(contentsOf: repositoryRoot.appending(path: "assets.json"), encoding: .utf8))
    }

    /// The Swift examples of `docs/code-outputs.md`: two.
    private static func docsExamples() throws -> [String] {
        let docs = try String(contentsOf: repositoryRoot.appending(path: "docs/code-outputs.md"), encoding: .utf8)
        let examples = docs.components(separatedBy: "```swift\n").dropFirst().map {
            String($0[..<$0.range(of: "```")!.lowerBound])
        }
        #expect(examples.count == 2)
        return examples
    }

    private func decode(_ text: String) throws -> Manifest {
        try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: repositoryRoot.path).manifest
    }

    /// `language`'s file for `manifest` (Kotlin's in `package`), and the controls it declares.
    private func unit(
        _ manifest: Manifest, language: CodeLanguage, package: String, catalog: CatalogColors? = nil
    ) throws -> CodeHarness.Unit {
        let artwork = manifest.artwork
        var compose = ComposeWriter.named("Generated.kt")
        compose.package = package
        let writer: any OutputWriter =
            switch language {
            case .swiftUI: SwiftUIWriter(fileName: "Generated.swift", colors: CodeColors(catalog: catalog))
            case .coreGraphics: CoreGraphicsWriter(fileName: "Generated.swift", colors: CodeColors(catalog: catalog))
            case .compose: compose
            }
        // Every control is one the output accepts: code for one it refuses is never written.
        let refused = artwork.controls.compactMap { control in
            language.limits.problem(with: control.drawing(defaultSnapping: artwork.pixelSnapping)).map {
                "\(control.name): \($0.reason)"
            }
        }
        #expect(refused.isEmpty, "\(refused.prefix(5))")
        let file = try #require(writer.sharedFiles(for: artwork).first)
        #expect(writer.sharedFiles(for: artwork).first?.bytes == file.bytes, "deterministic")
        let controls =
            switch language {
            case .compose: ComposeWriter.controls(in: artwork)
            case .coreGraphics: CodeControl.inSwift(artwork, taken: CoreGraphicsWriter.parameterNames)
            case .swiftUI: CodeControl.inSwift(artwork)
            }
        // What the preview page says about a declaration is what the file declares.
        let declarations = CodeControl.declarations(in: artwork)
        #expect(declarations.map(\.typeName) == controls.map(\.typeName))
        for (declaration, control) in zip(declarations, controls) {
            #expect(
                declaration.followsAppearance(pixelSnapping: artwork.pixelSnapping) == control.followsAppearance,
                "\(declaration.name)")
        }
        return CodeHarness.Unit(
            source: String(decoding: file.bytes, as: UTF8.self), controls: controls, package: package,
            usages: writer.usages(in: artwork).values.sorted())
    }

    /// Compares every drawing `logs` recorded with the model, and its pixels with the `png` output's.
    private func check(
        _ manifest: Manifest, _ controls: [CodeControl], logs: [CodeHarness.Key: [String]], language: CodeLanguage
    ) {
        let artwork = manifest.artwork
        let compose = language == .compose
        var compared = 0
        var mismatches: [String] = []
        var pixelsOff: [String] = []
        var pngsCompared = 0
        for (index, control) in controls.enumerated() {
            for (state, variant) in control.variants.enumerated() {
                for appearance in Appearance.allCases {
                    let key = CodeHarness.Key(control: index, variant: state, appearance: appearance)
                    let recorded = SceneLog.normalized(
                        logs[key] ?? ["(nothing recorded)"], palette: artwork.palette, appearance: appearance,
                        float: compose)
                    let expected = SceneLog.normalized(
                        SceneLog.expected(
                            variant.drawing, colors: variant.colors, appearance: appearance, composeAlpha: compose),
                        palette: artwork.palette, appearance: appearance, float: compose)
                    compared += 1
                    if let line = SceneLog.firstDifference(recorded, expected) {
                        mismatches.append(
                            "\(control.name) \(key): line \(line): recorded \(line < recorded.count ? recorded[line] : "(end)"), model \(line < expected.count ? expected[line] : "(end)")"
                        )
                    }
                    // Each appearance the png output draws a file for (`any`, and those that change the drawing).
                    guard
                        let original = artwork.controls.first(where: {
                            $0.entry == entry(of: index, artwork) && $0.state == state && $0.appearance == appearance
                        })
                    else { continue }
                    pngsCompared += 1
                    // The png output's bytes are its canvas's pixels, encoded: compared as pixels, without
                    // encoding both in the debug build the tests run in.
                    let fromCode = Canvas.render(
                        SceneLog.drawing(recorded, title: original.name, size: original.size), scale: 1)
                    let fromFiles = Canvas.render(original.drawing(defaultSnapping: artwork.pixelSnapping), scale: 1)
                    guard fromCode.rgba != fromFiles.rgba || fromCode.width != fromFiles.width else { continue }
                    // Compose holds 32-bit floats: an edge on a pixel boundary may move into the next pixel. A
                    // stroke drawn as its outline (in Compose, or painted with an elliptical gradient) is flattened.
                    let outlined = compose || Self.outlinesAStroke(original.drawing(defaultSnapping: .none))
                    if !outlined || Self.fractionOff(fromCode.rgba, fromFiles.rgba) > Self.composePixelsOff {
                        let differences = zip(fromCode.rgba, fromFiles.rgba).map { abs(Int($0) - Int($1)) }
                        pixelsOff.append(
                            "\(original.name): \(differences.filter { $0 > 0 }.count) RGBA channels differ, at most by \(differences.max() ?? 0)"
                        )
                    }
                }
            }
        }
        if !compose {
            mismatches += stretchedMismatches(artwork, controls, logs: logs, language: language)
        }
        #expect(compared > 0)
        // Every state of every entry in `any`, and the appearances that change it.
        #expect(pngsCompared >= controls.reduce(0) { $0 + $1.variants.count })
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) of \(compared) drawings differ:\n\(mismatches.prefix(5).joined(separator: "\n"))")
        #expect(pixelsOff.isEmpty, "\(pixelsOff.count) PNGs differ:\n\(pixelsOff.prefix(8).joined(separator: "\n"))")
    }

    /// Where a Swift drawing stretched by `CodeHarness.stretch` (a resizable view in a larger frame, a Core Graphics
    /// function in a larger rectangle) draws otherwise than the model in a group of that transform.
    private func stretchedMismatches(
        _ artwork: Artwork, _ controls: [CodeControl], logs: [CodeHarness.Key: [String]], language: CodeLanguage
    ) -> [String] {
        var transform = CodeHarness.stretch
        // A view is drawn at the origin of its frame.
        if language == .swiftUI { (transform.tx, transform.ty) = (0, 0) }
        var mismatches: [String] = []
        for (index, control) in controls.enumerated() {
            for (state, variant) in control.variants.enumerated() {
                let key = CodeHarness.Key(control: index, variant: state, appearance: .any, isStretched: true)
                let recorded = SceneLog.normalized(
                    logs[key] ?? ["(nothing recorded)"], palette: artwork.palette, appearance: .any, float: false)
                // Core Graphics' transform shows only in what is painted.
                let paintsNothing = language == .coreGraphics && variant.drawing.nodes.isEmpty
                let stretched = Drawing(
                    title: control.name, size: variant.size,
                    nodes: paintsNothing ? [] : [.group(Group(transform: transform, children: variant.drawing.nodes))])
                let expected = SceneLog.normalized(
                    SceneLog.expected(stretched, colors: variant.colors, appearance: .any, composeAlpha: false),
                    palette: artwork.palette, appearance: .any, float: false)
                if let line = SceneLog.firstDifference(recorded, expected) {
                    mismatches.append(
                        "\(control.name) \(key): line \(line): recorded \(line < recorded.count ? recorded[line] : "(end)"), model \(line < expected.count ? expected[line] : "(end)")"
                    )
                }
            }
        }
        return mismatches
    }

    /// Whether code draws a stroke of `drawing` as its outline in every language: one painted with a radial
    /// gradient stretched into ellipses.
    static func outlinesAStroke(_ drawing: Drawing) -> Bool {
        Node.paths(in: drawing.explicit(bakingTransforms: false).nodes).contains { path in
            path.stroke.map { EllipseFrame($0.paint, under: .identity) != nil } ?? false
        }
    }

    /// The index in `artwork.entryNames` of the `index`-th entry that has controls.
    private func entry(of index: Int, _ artwork: Artwork) -> Int {
        var entries: [Int] = []
        for control in artwork.controls where entries.last != control.entry { entries.append(control.entry) }
        return entries[index]
    }

    /// The fraction of the pixels of which a channel, alpha included, differs by more than 1/255 (all of them when
    /// the sizes differ).
    static func fractionOff(_ ours: [UInt8], _ theirs: [UInt8]) -> Double {
        guard ours.count == theirs.count, !ours.isEmpty else { return 1 }
        var count = 0
        var index = 0
        // Written out: a closure a pixel is slow in the debug build the tests run in.
        while index < ours.count {
            let red = abs(Int(ours[index]) - Int(theirs[index]))
            let green = abs(Int(ours[index + 1]) - Int(theirs[index + 1]))
            let blue = abs(Int(ours[index + 2]) - Int(theirs[index + 2]))
            let alpha = abs(Int(ours[index + 3]) - Int(theirs[index + 3]))
            if red > 1 || green > 1 || blue > 1 || alpha > 1 { count += 1 }
            index += 4
        }
        return Double(count) / Double(ours.count / 4)
    }

    /// The fraction of a Compose drawing's pixels that may differ from the `png` output by more than 1/255 (its
    /// 32-bit points, its dashes drawn as pieces and its opacity on the path rather than the group), and of any
    /// drawing whose strokes are drawn as their flattened outlines.
    static let composePixelsOff = 0.01
}
