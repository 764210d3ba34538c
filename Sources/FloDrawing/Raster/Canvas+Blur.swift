/// A layer blur on the rasteriser's layers: every premultiplied channel blurred alike, as browsers blur a layer in
/// sRGB.
extension Canvas {
    /// This layer blurred by a Gaussian of standard deviation `deviation` in the coordinates `transform` takes to
    /// pixels (along the image's axes). Nothing lies beyond the layer, which holds all the blur may reach.
    func blurred(by deviation: Double, transform: AffineTransform) -> Canvas {
        let (scaleX, scaleY) = transform.axisScales
        let count = width * height
        var result = pixels
        var channel = [Float](repeating: 0, count: count)
        for component in 0..<4 {
            for pixel in 0..<count { channel[pixel] = pixels[pixel * 4 + component] }
            channel = GaussianBlur.blurred(
                channel, width: width, height: height, deviationX: deviation * scaleX, deviationY: deviation * scaleY)
            for pixel in 0..<count { result[pixel * 4 + component] = channel[pixel] }
        }
        return Canvas(area: area, pixels: result)
    }
}
