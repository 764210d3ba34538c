import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloSupport

/// A group with a soft mask: SVG writes a `<mask>` over what its nodes may paint, PDF a luminosity soft mask (greys
/// of their luminance, or white where it reads alpha); vector drawables and drawing code, which have none, refuse it.
@Suite struct SoftMaskWriterTests {
    static func drawing(_ reading: Mask.Reading) -> Drawing {
        var square = Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)
        var half = Path()
        half.addRoundedRect(in: Rect(x: 2, y: 0, width: 5, height: 10), radius: 0)
        let lime = Paint.color(Color(red: 0, green: 1, blue: 0, alpha: 0.6))
        let mask = Mask(reading: reading, nodes: [.path(PathNode(path: half, fill: lime))])
        return Drawing(
            title: "masked", size: Size(width: 10, height: 10),
            nodes: [
                .group(
                    Group(
                        mask: mask,
                        children: [.path(PathNode(path: square, fill: .color(Color(red: 1, green: 0, blue: 0))))]))
            ])
    }

    @Test func svgWritesAMaskOverWhatItsNodesPaint() {
        var luminance = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: Self.drawing(.luminance), to: &luminance)
        let text = String(decoding: luminance.bytes, as: UTF8.self)
        #expect(
            text.contains("<mask id=\"m1\" maskUnits=\"userSpaceOnUse\" x=\"2\" y=\"0\" width=\"5\" height=\"10\">\n"))
        #expect(text.contains("<path d=\"M2 0L7 0L7 10L2 10Z\" fill=\"#00ff00\" fill-opacity=\"0.6\"/>\n</mask>"))
        #expect(text.contains("<g mask=\"url(#m1)\">"))
        var alpha = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: Self.drawing(.alpha), to: &alpha)
        #expect(String(decoding: alpha.bytes, as: UTF8.self).contains("height=\"10\" mask-type=\"alpha\">"))
    }

    @Test func pdfWritesALuminositySoftMaskInGreys() {
        let luminance = PDFStructure(bytes: PDFWriter(compressesContent: false).data(for: Self.drawing(.luminance)))
        #expect(luminance.text.contains("/SMask << /S /Luminosity /G "))
        // Lime's luminance, 0.7154, as a grey: PDF's own weights would read 0.59.
        #expect(luminance.text.contains("0.715 0.715 0.715 rg"))
        // A translucent group's opacity goes into its luminance mask's greys, not onto the group.
        var translucent = Self.drawing(.luminance)
        if case .group(var group) = translucent.nodes[0] {
            group.opacity = 0.5
            translucent.nodes[0] = .group(group)
        }
        let faded = PDFStructure(bytes: PDFWriter(compressesContent: false).data(for: translucent))
        #expect(faded.text.contains("0.358 0.358 0.358 rg") && !faded.text.contains("/ca 0.5"))
        let alpha = PDFStructure(bytes: PDFWriter(compressesContent: false).data(for: Self.drawing(.alpha)))
        // Read by its alpha: white, a luminosity mask as every reader draws it.
        #expect(alpha.text.contains("/SMask << /S /Luminosity /G ") && !alpha.text.contains("/S /Alpha"))
        #expect(alpha.text.contains("1 1 1 rg") && !alpha.text.contains("0 1 0 rg"))
    }

    /// A translucent gradient's mask covers what the gradient paints (a stroke's dot at a subpath of one point
    /// included), rounded outwards to the thousandths the box is written in, however small the units.
    @Test func aGradientsMaskCoversWhatItPaints() throws {
        func maskBox(_ node: Node) throws -> [Double] {
            let drawing = Drawing(title: "m", size: Size(width: 100, height: 100), nodes: [node])
            let text = PDFStructure(bytes: PDFWriter(compressesContent: false).data(for: drawing)).text
            let box = try #require(text.components(separatedBy: "/Form /BBox [").dropFirst().first)
            return box.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
        }
        let fading = [
            GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0, alpha: 0.8)),
            GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1, alpha: 0.9)),
        ]
        let gradient = Paint.linearGradient(
            LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 100, y: 0), stops: fading, units: .userSpace))
        var dotted = Path()
        dotted.move(to: Point(x: 10, y: 10))
        dotted.line(to: Point(x: 30, y: 10))
        dotted.move(to: Point(x: 70, y: 70))
        dotted.close()
        let stroked = PathNode(path: dotted, stroke: Stroke(paint: gradient, width: 20, cap: .round))
        let box = try maskBox(.path(stroked))
        #expect(box.count == 4 && box[0] <= 0 && box[2] >= 81 && box[3] >= 81, "\(box)")
        // In units 10,000 times smaller, the square from 0.0026 to 0.0074 is in a box of whole thousandths.
        var square = Path()
        square.addRoundedRect(in: Rect(x: 0.0026, y: 0.0026, width: 0.0048, height: 0.0048), radius: 0)
        let tiny = Paint.linearGradient(
            LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 0.01, y: 0), stops: fading, units: .userSpace))
        let scaled = Node.group(
            Group(
                transform: .scale(x: 10_000, y: 10_000), children: [.path(PathNode(path: square, fill: tiny))]))
        #expect(try maskBox(scaled) == [0.002, 0.002, 0.008, 0.008])
    }

    /// A clip of two squares within a clip of two squares: SVG nests a group per clip (librsvg ignores a clip on a
    /// clip path), PDF sets one soft mask per content stream (a second replaces the first rather than intersecting).
    @Test func clipsWithinClipsIntersect() {
        func squares(_ x: Double, _ y: Double) -> [ClipShape] {
            var (first, second) = (Path(), Path())
            first.addRoundedRect(in: Rect(x: x, y: y, width: 4, height: 4), radius: 0)
            second.addRoundedRect(in: Rect(x: x + 5, y: y + 5, width: 4, height: 4), radius: 0)
            return [ClipShape(path: first), ClipShape(path: second)]
        }
        var square = Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)
        let group = Group(
            clip: ClipPath(shapes: squares(0, 0), clips: [ClipPath(shapes: squares(1, 1))]),
            children: [.path(PathNode(path: square, fill: .color(Color(red: 1, green: 0, blue: 0))))])
        let drawing = Drawing(title: "clipped", size: Size(width: 10, height: 10), nodes: [.group(group)])
        var svg = ByteBuffer(capacity: 256)
        SVGRenderer.elements(of: drawing, to: &svg)
        let text = String(decoding: svg.bytes, as: UTF8.self)
        #expect(text.contains("<g clip-path=\"url(#c1)\">\n<g clip-path=\"url(#c2)\">\n<path"))
        #expect(text.hasSuffix("</g>\n</g>\n") && !text.contains("<clipPath id=\"c2\" clip-path"))
        let pdf = PDFStructure(bytes: PDFWriter(compressesContent: false).data(for: drawing)).text
        let streams = pdf.components(separatedBy: ">>\nstream\n").dropFirst().map {
            $0.components(separatedBy: "endstream")[0]
        }
        #expect(streams.count == 5)
        for stream in streams {
            #expect(stream.components(separatedBy: " gs\n").count <= 2, "\(stream)")
        }
    }

    @Test func formatsWithoutMasksRefuseThem() {
        let drawing = Self.drawing(.luminance)
        #expect(
            VectorLimits.vectorDrawable.problem(with: drawing)?.reason.hasPrefix(
                "a mask that is more than opaque white and black fills")
                == true)
        for language in [CodeLanguage.swiftUI, .coreGraphics, .compose] {
            #expect(
                language.limits.problem(with: drawing)?.reason.hasPrefix(
                    "a mask that is more than opaque white and black fills") == true,
                "\(language)")
        }
    }
}
