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

    @Test func formatsWithoutMasksRefuseThem() {
        let drawing = Self.drawing(.luminance)
        #expect(
            VectorLimits.vectorDrawable.problem(with: drawing)?.reason.hasPrefix("a mask of more than white shapes")
                == true)
        for language in [CodeLanguage.swiftUI, .coreGraphics, .compose] {
            #expect(
                language.limits.problem(with: drawing)?.reason.hasPrefix("a mask of more than white shapes") == true,
                "\(language)")
        }
    }
}
