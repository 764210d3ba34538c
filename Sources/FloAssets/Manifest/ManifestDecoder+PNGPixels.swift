/// The work PNG outputs ask for, bounded before anything is drawn: each image, and all of them together.
extension ManifestDecoder {
    /// 2 gigapixels: about ten minutes of drawing on one core. An app's few hundred controls at three scales draw a
    /// few hundred megapixels at most.
    static let defaultPNGPixelLimit = 2048.0 * 1024 * 1024

    /// Reports a control whose PNG would be larger than `Canvas.maximumPixels` at the largest scale, and the entry
    /// with which the PNGs of the whole manifest pass `pngPixelLimit` (once).
    func checkPNGPixels(of controls: [Control], fields: ObjectReader) {
        guard let control = controls.first, let largest = pngScales.max() else { return }
        let (width, height) = Self.pixelSize(control.size, scale: largest)
        if width * height > Canvas.maximumPixels {
            report(.pngTooLarge(Int(width), Int(height), scale: largest), at: fields.location, path: fields.path)
        }
        guard pngPixels <= pngPixelLimit else { return }
        for control in controls {
            for scale in pngScales {
                let (width, height) = Self.pixelSize(control.size, scale: scale)
                pngPixels += width * height
            }
        }
        if pngPixels > pngPixelLimit {
            report(
                .tooManyPNGPixels(
                    megapixels: Int(pngPixels / Self.megapixel), maximum: Int(pngPixelLimit / Self.megapixel)),
                at: fields.location, path: fields.path)
        }
    }

    /// The megapixel of the limits' messages, as `Canvas.maximumPixels` counts it.
    static let megapixel = 1024.0 * 1024

    /// A PNG's width and height in pixels at `scale`, as `Canvas.render` rounds them (up).
    private static func pixelSize(_ size: Size, scale: Int) -> (width: Double, height: Double) {
        ((size.width * Double(scale)).rounded(.up), (size.height * Double(scale)).rounded(.up))
    }
}
