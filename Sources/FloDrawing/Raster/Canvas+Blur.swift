/// A layer blur on the rasteriser's layers: every premultiplied channel blurred alike, in sRGB or, as SVG's
/// `linearRGB` asks, with the colours in linear light while they are blurred.
extension Canvas {
    /// Blurs this layer in place by `blur` in the coordinates `transform` takes to pixels (along the image's axes):
    /// a layer may be a gigabyte, so it is never copied, and one channel at a time is held beside it. Nothing lies
    /// beyond the layer, which holds what the blur takes from (up to a margin past the image).
    mutating func blur(by blur: LayerBlur, transform: AffineTransform) {
        let (scaleX, scaleY) = transform.axisScales
        let (width, height) = (self.width, self.height)
        let count = width * height
        changePixels { pixels in
            if blur.inLinearLight { Self.convert(&pixels, toLinear: true) }
            var channel = [Float](repeating: 0, count: count)
            for component in 0..<4 {
                for pixel in 0..<count { channel[pixel] = pixels[pixel * 4 + component] }
                GaussianBlur.blur(
                    &channel, width: width, height: height, deviationX: blur.deviation * scaleX,
                    deviationY: blur.deviationDown * scaleY)
                for pixel in 0..<count { pixels[pixel * 4 + component] = channel[pixel] }
            }
            if blur.inLinearLight { Self.convert(&pixels, toLinear: false) }
        }
    }

    /// Premultiplied `pixels` with their colours put in linear light (`toLinear`) or back in sRGB.
    private static func convert(_ pixels: inout [Float], toLinear: Bool) {
        for start in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = pixels[start + 3]
            guard alpha > 0 else { continue }
            for component in start..<start + 3 {
                let color = Double(min(pixels[component] / alpha, 1))
                pixels[component] = Float(toLinear ? Color.linearLight(color) : Color.sRGBEncoded(color)) * alpha
            }
        }
    }
}
