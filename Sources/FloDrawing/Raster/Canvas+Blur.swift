/// A layer blur on the rasteriser's layers: every premultiplied channel blurred alike, in sRGB or, as SVG's
/// `linearRGB` asks, with the colours in linear light while they are blurred.
extension Canvas {
    /// This layer blurred by `blur` in the coordinates `transform` takes to pixels (along the image's axes). Nothing
    /// lies beyond the layer, which holds what the blur takes from (up to a margin past the image).
    func blurred(by blur: LayerBlur, transform: AffineTransform) -> Canvas {
        let (scaleX, scaleY) = transform.axisScales
        let count = width * height
        var result = blur.inLinearLight ? Self.converted(pixels, toLinear: true) : pixels
        var channel = [Float](repeating: 0, count: count)
        for component in 0..<4 {
            for pixel in 0..<count { channel[pixel] = result[pixel * 4 + component] }
            channel = GaussianBlur.blurred(
                channel, width: width, height: height, deviationX: blur.deviation * scaleX,
                deviationY: blur.deviation * scaleY)
            for pixel in 0..<count { result[pixel * 4 + component] = channel[pixel] }
        }
        return Canvas(area: area, pixels: blur.inLinearLight ? Self.converted(result, toLinear: false) : result)
    }

    /// Premultiplied `pixels` with their colours in linear light (`toLinear`) or back in sRGB.
    private static func converted(_ pixels: [Float], toLinear: Bool) -> [Float] {
        var result = pixels
        for start in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = pixels[start + 3]
            guard alpha > 0 else { continue }
            for component in start..<start + 3 {
                let color = Double(min(pixels[component] / alpha, 1))
                result[component] = Float(toLinear ? Color.linearLight(color) : Color.sRGBEncoded(color)) * alpha
            }
        }
        return result
    }
}
