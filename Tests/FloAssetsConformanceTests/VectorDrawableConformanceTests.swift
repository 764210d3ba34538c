import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets

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
                #expect(difference < 1, "\(name) at \(scale)x differs by \(difference)/255")
                if difference >= worst.difference { worst = (difference, "\(name) at \(scale)x") }
                compared += 1
            }
        }
        // 21 light drawings and 12 dark ones (night resources), at three scales.
        #expect(compared == 3 * 33)
        print("drawable vs SVG (librsvg), worst mean difference: \(worst.difference)/255 (\(worst.label))")
    }
}

/// A test helper: Android's `<vector>` turned into the SVG it describes, one attribute at a time.
final class DrawableToSVG: NSObject, XMLParserDelegate {
    private var svg = ""
    private var failure: String?

    static func convert(_ data: Data) throws -> String {
        let converter = DrawableToSVG()
        let parser = XMLParser(data: data)
        parser.delegate = converter
        guard parser.parse(), converter.failure == nil else {
            throw ConversionError(message: converter.failure ?? "\(parser.parserError.map { "\($0)" } ?? "unparsable")")
        }
        return converter.svg
    }

    struct ConversionError: Error { var message: String }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        switch name {
        case "vector":
            guard let width = attributes["android:width"], let height = attributes["android:height"],
                let viewportWidth = attributes["android:viewportWidth"],
                let viewportHeight = attributes["android:viewportHeight"], width.hasSuffix("dp"), height.hasSuffix("dp")
            else {
                failure = "vector without a size"
                return
            }
            svg +=
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width.dropLast(2))\" "
                + "height=\"\(height.dropLast(2))\" viewBox=\"0 0 \(viewportWidth) \(viewportHeight)\">\n"
        case "path":
            guard let data = attributes["android:pathData"] else {
                failure = "path without pathData"
                return
            }
            var element = "<path d=\"\(data)\""
            element += Self.paint("fill", attributes["android:fillColor"])
            if let stroke = attributes["android:strokeColor"] {
                element += Self.paint("stroke", stroke)
                let mapping = [
                    ("android:strokeWidth", "stroke-width"), ("android:strokeLineCap", "stroke-linecap"),
                    ("android:strokeLineJoin", "stroke-linejoin"), ("android:strokeMiterLimit", "stroke-miterlimit"),
                ]
                for (android, svgName) in mapping {
                    guard let value = attributes[android] else {
                        failure = "stroked path without \(android)"
                        return
                    }
                    element += " \(svgName)=\"\(value)\""
                }
            }
            svg += element + "/>\n"
        default:
            failure = "unexpected element \(name)"
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "vector" { svg += "</svg>\n" }
    }

    /// `#AARRGGBB` as an SVG colour and opacity; absent is no paint (Android's default is transparent).
    static func paint(_ kind: String, _ value: String?) -> String {
        guard let value, value.count == 9, let alpha = UInt8(value.dropFirst().prefix(2), radix: 16) else {
            return " \(kind)=\"none\""
        }
        return " \(kind)=\"#\(value.dropFirst(3))\" \(kind)-opacity=\"\(Double(alpha) / 255)\""
    }
}
