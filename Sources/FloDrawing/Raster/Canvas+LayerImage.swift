/// A group's shadows or blurred layer drawn as an image, for formats that draw no blur (PDF): `width` × `height`
/// pixels of 8-bit straight-alpha RGBA covering `frame`, in the group's coordinates.
package struct LayerImage: Sendable {
    package var frame: Rect
    package var width: Int
    package var height: Int
    package var rgba: [UInt8]

    /// The least deviation, in points of the page, of a layer blur drawn as an image: a sixteenth of a point is a
    /// fifth of a pixel at an asset catalog's largest scale, and the artwork stays vector.
    package static let leastBlur = 1.0 / 16
}

extension Canvas {
    /// The most pixels a layer image holds: 2048 × 2048.
    package static let maximumLayerImagePixels = 2048.0 * 2048

    /// What `layer` draws (a group without the transform, clip, mask or opacity the caller applies) within
    /// `visible` (in its coordinates), drawn at `pixelsPerUnit` along each of its axes, fewer where the image would
    /// hold more than `maximumLayerImagePixels` or 4096 on a side; nil when it paints nothing there.
    package static func image(of layer: Group, pixelsPerUnit: (x: Double, y: Double), within visible: Rect)
        -> LayerImage?
    {
        guard let reach = Node.reach(of: [.group(layer)])?.intersection(visible), reach.width > 0, reach.height > 0
        else { return nil }
        let (wantedWidth, wantedHeight) = (reach.width * pixelsPerUnit.x, reach.height * pixelsPerUnit.y)
        let fewer = min(
            1, (maximumLayerImagePixels / (wantedWidth * wantedHeight)).squareRoot(), 4096 / wantedWidth,
            4096 / wantedHeight)
        let (scaleX, scaleY) = (pixelsPerUnit.x * fewer, pixelsPerUnit.y * fewer)
        let (width, height) = (Int((reach.width * scaleX).rounded(.up)), Int((reach.height * scaleY).rounded(.up)))
        guard scaleX.isFinite, scaleY.isFinite, scaleX > 0, scaleY > 0, width > 0, height > 0 else { return nil }
        let transform = AffineTransform(a: scaleX, d: scaleY, tx: -reach.x * scaleX, ty: -reach.y * scaleY)
        var renderer = CanvasRenderer(area: PixelArea(width: width, height: height), transform: transform)
        Drawing.render([.group(layer)], into: &renderer)
        let frame = Rect(x: reach.x, y: reach.y, width: Double(width) / scaleX, height: Double(height) / scaleY)
        return LayerImage(frame: frame, width: width, height: height, rgba: renderer.canvas.rgba)
    }
}
