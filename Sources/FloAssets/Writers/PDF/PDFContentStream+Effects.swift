import FloDrawing
import FloSupport

/// Shadows and layer blurs, which PDF cannot blur: drawn by the rasteriser as an image at four pixels a point of the
/// page (a blur is soft, and an asset catalog's largest scale is three), its opacity a soft-mask image; the drop
/// shadows under what the group draws, the inner ones over it, a blurred group whole, in place of its children. Also
/// the gradients that repeat too often to lay out as shadings.
extension PDFContentStream {
    /// Pixels per point of the page in the image of shadows or a blurred group.
    static let effectPixelsPerPoint = 4.0
    /// Draws `group`'s drop shadows (or, with `inner`, its inner ones), or, before its children, the whole of a
    /// blurred group, whose children are then not drawn.
    mutating func drawEffects(of group: Group, inner: Bool) {
        // A blur too small to see is left out, and the group drawn as its vectors say.
        let (scaleX, scaleY) = state.toDrawing.axisScales
        let blur = group.blur.flatMap { $0.largestDeviation * max(scaleX, scaleY) < LayerImage.leastBlur ? nil : $0 }
        let layer: Group
        if let blur {
            guard !inner else { return }
            hiddenDepth = 1
            layer = Group(
                shadows: group.shadows, showsChildren: group.showsChildren, blur: blur, children: group.children)
        } else {
            if !group.showsChildren && !inner { hiddenDepth = 1 }
            let cast = group.shadows.filter { $0.isInner == inner }
            guard !cast.isEmpty else { return }
            layer = Group(shadows: cast, showsChildren: false, children: group.children)
        }
        drawImage(of: layer)
    }

    /// Draws `layer` as the rasteriser draws it, an image with its opacity as a soft mask, at four pixels a point
    /// of the page.
    mutating func drawImage(of layer: Group) {
        // As many pixels along each of the group's axes as four a point of the page.
        let page = state.toDrawing
        let scale = ((page.a * page.a + page.b * page.b).squareRoot(), (page.c * page.c + page.d * page.d).squareRoot())
        guard scale.0 > 0, scale.1 > 0,
            let image = Canvas.image(
                of: layer,
                pixelsPerUnit: (Self.effectPixelsPerPoint * scale.0, Self.effectPixelsPerPoint * scale.1),
                within: boxInCurrentSpace())
        else { return }
        // Drawn whole: not faded by the opacity the last fill left set.
        setAlpha(AlphaState(fill: 1, stroke: state.alpha.stroke))
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
