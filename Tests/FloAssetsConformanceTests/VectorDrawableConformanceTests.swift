import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every drawable, read back by an XML parser and turned into SVG attribute by attribute, renders like the flo SVG
/// of the same control: what Android draws is what the other outputs draw.
@Suite(.enabled(if: ExternalTools.enabled, ExternalTools.skipReason))
struct VectorDrawableConformanceTests {
    static func manifest() throws -> Manifest {
        try decodeManifest(
            try String(
                contentsOf: repositoryRoot.appending(path: "Tests/FloAssetsUnitTests/Fixtures/golden-android.json"),
                encoding: .utf8))
    }

    @Test func drawablesRenderLikeTheSVGs() throws {
        let manifest = try Self.manifest()
        let folder = try TemporaryFolder()
        var worst = (difference: 0.0, label: "")
        var compared = 0
        for control in manifest.controls where control.appearance == .any || control.appearance == .dark {
            let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
            let drawable = VectorDrawableWriter.data(for: drawing)
            let name = control.fileName
            let drawablePath = folder.url.appending(path: "\(name).xml").path
            try Data(drawable).write(to: URL(fileURLWithPath: drawablePath))
            let lint = try ExternalTools.run("xmllint", ["--noout", drawablePath])
            #expect(lint.status == 0 && lint.errors.isEmpty, "\(name): \(lint.errors)")
            let converted = try DrawableToSVG.convert(Data(drawable))
            let svgPath = folder.url.appending(path: "\(name).from-drawable.svg").path
            try converted.write(toFile: svgPath, atomically: true, encoding: .utf8)
            let referencePath = folder.url.appending(path: "\(name).svg").path
            try Data(SVGWriter().data(for: drawing)).write(to: URL(fileURLWithPath: referencePath))
            for scale in [1, 2, 3] {
                let fromDrawable = try Renderer.librsvg(svgPath, scale: scale)
                #expect(fromDrawable.pixels.contains { $0 < 200 }, "\(name) at \(scale)x rendered nothing")
                let difference = fromDrawable.meanDifference(to: try Renderer.librsvg(referencePath, scale: scale))
                // librsvg draws the SVG's pattern through a bitmap of its tile, the drawable's tiles as shapes.
                #expect(
                    difference < (name == "turned-pattern" ? 2 : 1), "\(name) at \(scale)x differs by \(difference)/255"
                )
                if difference >= worst.difference { worst = (difference, "\(name) at \(scale)x") }
                compared += 1
            }
        }
        // 25 light drawings and 14 dark ones (night resources), at three scales.
        #expect(compared == 3 * 39)
        print("drawable vs SVG (librsvg), worst mean difference: \(worst.difference)/255 (\(worst.label))")
    }

    /// The scenes a vector drawable can show (gradients, clip paths, even-odd fills, turns, a translucent group of
    /// one path, a pattern's tiles), read back through their drawables, render like their SVGs; the others (soft masks among them) are
    /// refused, with why.
    @Test func scenesRenderLikeTheSVGsOrAreRefused() throws {
        let folder = try TemporaryFolder()
        var drawn: [String] = []
        for drawing in SceneConformanceTests.scenes {
            let name = drawing.title
            if let reason = VectorLimits.vectorDrawable.problem(with: drawing)?.reason {
                #expect(
                    [
                        "translucent-group", "group-after-stroke", "stroke-then-mask",
                        "translucent-union-clip", "soft-mask", "clips-within-clips", "burn-and-dodge",
                        "alpha-mask",
                    ]
                    .contains(name),
                    "\(name) refused: \(reason)")
                #expect(
                    name.hasSuffix("-mask")
                        == reason.hasPrefix("a mask that is more than opaque white and black fills"),
                    "\(name): \(reason)")
                continue
            }
            drawn.append(name)
            let converted = try DrawableToSVG.convert(Data(VectorDrawableWriter.data(for: drawing)))
            let svgPath = folder.url.appending(path: "\(name).from-drawable.svg").path
            try converted.write(toFile: svgPath, atomically: true, encoding: .utf8)
            let referencePath = folder.url.appending(path: "\(name).svg").path
            try Data(SVGWriter().data(for: drawing)).write(to: URL(fileURLWithPath: referencePath))
            for scale in [1, 2, 3] {
                let difference = try Renderer.librsvg(svgPath, scale: scale).meanDifference(
                    to: try Renderer.librsvg(referencePath, scale: scale))
                // librsvg draws the SVG's pattern through a bitmap of its tile, the drawable's tiles as shapes.
                #expect(
                    difference < (name == "turned-pattern" ? 2 : 1), "\(name) at \(scale)x differs by \(difference)/255"
                )
            }
        }
        #expect(
            drawn == [
                "gradient-fills", "gradient-stroke", "clip-even-odd", "transformed", "turned", "uneven-stroke",
                "turned-pattern", "translucent-stripes", "repeating-gradient", "odd-dashes",
            ])
    }

    /// Android's own resource compiler and linker accept every drawable: the golden manifest's and the scenes', and
    /// controls' PNGs in the density folders.
    @Test func everyDrawableCompilesAndLinks() throws {
        let folder = try TemporaryFolder()
        let drawables = folder.url.appending(path: "res/drawable")
        try FileManager.default.createDirectory(at: drawables, withIntermediateDirectories: true)
        let manifest = try Self.manifest()
        var count = 0
        for control in manifest.controls where control.appearance == .any {
            let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
            try Data(VectorDrawableWriter.data(for: drawing)).write(
                to: drawables.appending(path: AndroidResourceName.drawable(control.name) + ".xml"))
            count += 1
        }
        // Controls with `"androidDrawable": "png"`: a PNG in each density's folder, light and dark.
        var pngFolders: Set<String> = []
        for var control in manifest.controls.prefix(6) {
            control.name += "-png"
            control.androidDrawable = .png
            let drawing = control.drawing(defaultSnapping: manifest.pixelSnapping)
            for file in VectorDrawableWriter().files(for: control, drawing: drawing) {
                let url = folder.url.appending(path: "res/" + file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
                pngFolders.insert(String(file.path.prefix { $0 != "/" }))
            }
        }
        #expect(pngFolders == VectorDrawableWriter.densityFolders)
        for drawing in SceneConformanceTests.scenes + [Self.longPath, Self.stretchedGradients]
        where VectorLimits.vectorDrawable.problem(with: drawing) == nil {
            let name = AndroidResourceName.drawable("scene-" + drawing.title)
            try Data(VectorDrawableWriter.data(for: drawing)).write(to: drawables.appending(path: name + ".xml"))
            count += 1
        }
        try Data(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.flo">
                <uses-sdk android:minSdkVersion="24" />
            </manifest>
            """.utf8
        ).write(to: folder.url.appending(path: "AndroidManifest.xml"))
        let compiled = folder.url.appending(path: "compiled.zip").path
        let compile = try ExternalTools.run(
            "aapt2", ["compile", "--dir", folder.url.appending(path: "res").path, "-o", compiled])
        #expect(compile.status == 0 && compile.errors.isEmpty, "aapt2 compile: \(compile.errors)")
        let link = try ExternalTools.run(
            "aapt2",
            [
                "link", "-I", ExternalTools.androidFramework, "--manifest",
                folder.url.appending(path: "AndroidManifest.xml").path, "-o",
                folder.url.appending(path: "app.apk").path,
                compiled,
            ])
        #expect(link.status == 0 && link.errors.isEmpty, "aapt2 link: \(link.errors)")
        #expect(count > 20)
    }

    /// 900 rounded squares, some of them stroked in pairs, in one path of about 150,000 characters: more than
    /// Android's resource compiler encodes in one string, so it is written as several paths.
    static var longPath: Drawing {
        var path = FloDrawing.Path()
        for index in 0..<900 {
            let (x, y) = (Double(index % 30) * 3.5 + 0.123, Double(index / 30) * 3.5 + 0.456)
            path.addRoundedRect(in: Rect(x: x, y: y, width: 2.777, height: 2.777), radius: 0.777)
            if index % 7 == 0 {
                path.addRoundedRect(in: Rect(x: x + 1.1, y: y + 1.1, width: 3.777, height: 0.777), radius: 0.3)
            }
        }
        let stroke = Stroke(paint: .color(Color(red: 0.8, green: 0.1, blue: 0.1, alpha: 0.6)), width: 0.4, join: .round)
        return Drawing(
            title: "long-path", size: Size(width: 106, height: 106),
            paths: [PathNode(path: path, fill: .color(Color(red: 0, green: 0.3, blue: 1, alpha: 0.7)), stroke: stroke)])
    }

    /// Radial gradients stretched into ellipses: filled, stroked (drawn as the stroke's outline), both on one path,
    /// mirrored, and under a group that turns and squashes them, each in a group of its own where it is round.
    static var stretchedGradients: Drawing {
        let stops = [
            GradientStop(offset: 0, color: Color(red: 1, green: 0.8, blue: 0.1)),
            GradientStop(offset: 0.6, color: Color(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.8)),
            GradientStop(offset: 1, color: Color(red: 0.1, green: 0.2, blue: 0.7)),
        ]
        func gradient(_ transform: FloDrawing.AffineTransform, radius: Double = 10) -> Paint {
            .radialGradient(
                RadialGradient(
                    center: Point(x: 0, y: 0), startRadius: 0, endRadius: radius, stops: stops, units: .userSpace,
                    transform: transform))
        }
        func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> FloDrawing.Path {
            var path = FloDrawing.Path()
            path.addRoundedRect(in: Rect(x: x, y: y, width: width, height: height), radius: 4)
            return path
        }
        let squashed = FloDrawing.AffineTransform(a: 2.5, b: 0, c: 0, d: 0.8, tx: 25, ty: 20)
        let turned = FloDrawing.AffineTransform(a: 1.2, b: 1.6, c: -0.4, d: 0.3, tx: 75, ty: 25)
        let mirrored = FloDrawing.AffineTransform(a: -1.5, b: 0.3, c: 0.2, d: 2.2, tx: 25, ty: 70)
        let ring = Stroke(
            paint: gradient(FloDrawing.AffineTransform(a: 3, b: 0, c: 0, d: 1.2, tx: 75, ty: 75)), width: 6)
        return Drawing(
            title: "stretched-gradients", size: Size(width: 100, height: 100),
            nodes: [
                .path(PathNode(path: box(2, 5, 46, 30), fill: gradient(squashed))),
                .path(PathNode(path: box(52, 3, 46, 44), fill: gradient(turned))),
                .path(
                    PathNode(
                        path: box(5, 55, 40, 40), fill: gradient(mirrored),
                        stroke: Stroke(paint: .color(Color(red: 0, green: 0.4, blue: 0.3)), width: 2))),
                .path(PathNode(path: box(58, 60, 34, 30), fill: gradient(squashed), stroke: ring)),
                .group(
                    Group(
                        transform: FloDrawing.AffineTransform(a: 0.3, b: 0.2, c: -0.1, d: 0.5, tx: 40, ty: 40),
                        children: [.path(PathNode(path: box(0, 0, 40, 30), fill: gradient(.identity, radius: 30)))])),
            ])
    }

    /// Each stretched radial gradient's group draws what the SVG draws.
    @Test func stretchedRadialGradientsRenderLikeTheSVG() throws {
        let drawing = Self.stretchedGradients
        #expect(VectorLimits.vectorDrawable.problem(with: drawing) == nil)
        let drawable = VectorDrawableWriter.data(for: drawing)
        let text = String(decoding: drawable, as: UTF8.self)
        // Five paths and one stroke's outline, each in a group of its own.
        #expect(text.components(separatedBy: "android:scaleY=").count == 7, "\(text)")
        let folder = try TemporaryFolder()
        let svgPath = folder.url.appending(path: "stretched.from-drawable.svg").path
        try DrawableToSVG.convert(Data(drawable)).write(toFile: svgPath, atomically: true, encoding: .utf8)
        let referencePath = folder.url.appending(path: "stretched.svg").path
        try Data(SVGWriter().data(for: drawing)).write(to: URL(fileURLWithPath: referencePath))
        for scale in [1, 3] {
            let difference = try Renderer.librsvg(svgPath, scale: scale).meanDifference(
                to: try Renderer.librsvg(referencePath, scale: scale))
            #expect(difference < 0.5, "at \(scale)x the drawable differs by \(difference)/255")
        }
    }

    /// The pieces of a path too long for one string draw what the whole path draws, translucent paints included.
    @Test func aPathSplitForAndroidRendersLikeTheSVG() throws {
        let folder = try TemporaryFolder()
        let drawable = VectorDrawableWriter.data(for: Self.longPath)
        let text = String(decoding: drawable, as: UTF8.self)
        #expect(text.components(separatedBy: "<path").count > 4)
        let svgPath = folder.url.appending(path: "long.from-drawable.svg").path
        try DrawableToSVG.convert(Data(drawable)).write(toFile: svgPath, atomically: true, encoding: .utf8)
        let referencePath = folder.url.appending(path: "long.svg").path
        try Data(SVGWriter().data(for: Self.longPath)).write(to: URL(fileURLWithPath: referencePath))
        for scale in [1, 3] {
            let difference = try Renderer.librsvg(svgPath, scale: scale).meanDifference(
                to: try Renderer.librsvg(referencePath, scale: scale))
            #expect(difference < 0.5, "at \(scale)x the pieces differ by \(difference)/255")
        }
    }
}
