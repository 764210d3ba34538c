import FloDrawing
import FloSupport

/// Shadows, which PDF cannot blur: drawn by the rasteriser as an image at four pixels a point of the page (a
/// shadow is soft, and an asset catalog's largest scale is three), its opacity a soft-mask image; the drop shadows
/// under what the group draws, the inner ones over it.
extension PDFContentStream {
    /// Pixels per point of the page in a shadow's image.
    static let shadowPixelsPerPoint = 4.0

    mutating func drawShadows(of group: Group, inner: Bool) {
        guard !group.shadows.isEmpty || !group.showsChildren else { return }
        if !group.showsChildren && !inner { hiddenDepth = 1 }
        let scale = state.toDrawing.areaScale
        guard scale > 0,
            let image = Canvas.shadowImage(
                of: group, inner: inner, pixelsPerUnit: Self.shadowPixelsPerPoint * scale,
                within: boxInCurrentSpace())
        else { return }
        var alpha = [UInt8](repeating: 0, count: image.width * image.height)
        var color = [UInt8](repeating: 0, count: image.width * image.height * 3)
        for pixel in alpha.indices {
            alpha[pixel] = image.rgba[pixel * 4 + 3]
            for channel in 0..<3 { color[pixel * 3 + channel] = image.rgba[pixel * 4 + channel] }
        }
        let mask = addObject(
            .image(width: image.width, height: image.height, isGrey: true, samples: alpha, softMask: nil))
        let object = addObject(
            .image(width: image.width, height: image.height, isGrey: false, samples: color, softMask: mask))
        // The image's first row at the top of its frame: the page's y runs down here.
        bytes.append("q\n")
        bytes.append(
            transform: AffineTransform(
                a: image.frame.width, d: -image.frame.height, tx: image.frame.x, ty: image.frame.maxY))
        bytes.append(" cm\n/X")
        bytes.append(integer: object)
        bytes.append(" Do\nQ\n")
    }
}
