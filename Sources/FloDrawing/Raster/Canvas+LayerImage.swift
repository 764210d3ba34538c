/// A group's shadows or blurred layer drawn as an image, for formats that draw no blur (PDF): `width` × `height`
/// pixels of 8-bit straight-alpha RGBA covering `frame`, in the group's coordinates.
package struct LayerImage: Sendable {
    package var frame: Rect
    package var width: Int
    package var height: Int
    package var rgba: [UInt8]
}

extension Canvas {
    /// The most pixels a layer image holds: 2048 × 2048.
    package static let maximumLayerImagePixels = 2048.0 * 2048

    /// What `layer` draws (a group without the transform, clip, mask or opacity the caller applies) within
    /// `visible` (in its coordinates), drawn at `pixelsPerUnit`, fewer where the image would hold more than
    /// `maximumLayerImagePixels` or 4096 on a side; nil when it paints nothing there.
    package static func image(of layer: Group, pixelsPerUnit: Double, within visible: Rect) -> LayerImage? {
        guard let reach = Node.reach(of: [.group(layer)])?.intersection(visible), reach.width > 0, reach.height > 0
        else { return nil }
        let scale = min(
            pixelsPerUnit, (maximumLayerImagePixels / (reach.width * reach.height)).squareRoot(),
            4096 / reach.width, 4096 / reach.height)
        let (width, height) = (Int((reach.width * scale).rounded(.up)), Int((reach.height * scale).rounded(.up)))
        guard scale.isFinite, scale > 0, width > 0, height > 0 else { return nil }
        let transform = AffineTransform(a: scale, d: scale, tx: -reach.x * scale, ty: -reach.y * scale)
        var renderer = CanvasRenderer(area: PixelArea(width: width, height: height), transform: transform)
        Drawing.render([.group(layer)], into: &renderer)
        let frame = Rect(x: reach.x, y: reach.y, width: Double(width) / scale, height: Double(height) / scale)
        return LayerImage(frame: frame, width: width, height: height, rgba: renderer.canvas.rgba)
    }
}
