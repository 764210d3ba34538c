import FloDrawing

/// What imported artwork asks of the outputs that draw pixels, bounded before anything is drawn: the layers a PNG
/// holds at once, and the pixels its shadows and blurs work on in a PNG or a PDF. The artwork is drawn here only
/// when its size and its number of layers could pass a limit.
extension ManifestDecoder {
    /// More layers than imported artwork nests, with its canvas: 16 levels, each at most five (a filter's clip to its
    /// region, a second clip before a blur, its layer and its effects, and the element's own clip, mask or opacity).
    /// Artwork whose largest layer times this is within `Canvas.maximumPixelsHeld` cannot pass it.
    static let deepestLayers = 128.0

    /// Reports imported artwork whose PNG at the largest scale would hold more than `Canvas.maximumPixelsHeld` on
    /// its layers, or whose shadows and blurs would work on more than `Canvas.maximumEffectPixels` in a PNG or in
    /// the images of a PDF.
    func checkArtworkEffects(of control: Control, artwork: ImportedSVG, fields: ObjectReader) {
        var drawing: Drawing?
        func drawn() -> Drawing {
            if let drawing { return drawing }
            let made = control.drawing(defaultSnapping: .none)
            drawing = made
            return made
        }
        let layers = Double(artwork.document.effectLayerCount)
        if let scale = pngScales.max() {
            let (width, height) = Canvas.pixelSize(of: control.size, scale: scale)
            // A larger image is reported as such.
            guard Double(width) * Double(height) <= Canvas.maximumPixels else { return }
            let largestLayer = Double(Canvas.largestLayer(width: width, height: height, withEffects: true))
            if largestLayer * Self.deepestLayers > Canvas.maximumPixelsHeld {
                let held = Double(Canvas.pixelsHeld(rendering: drawn(), scale: scale))
                if held > Canvas.maximumPixelsHeld {
                    report(
                        .pngLayersTooLarge(
                            artwork.source, megapixels: Self.megapixels(held),
                            maximum: Self.megapixels(Canvas.maximumPixelsHeld), scale: scale),
                        at: fields.location, path: fields.path)
                    return
                }
            }
            if layers * largestLayer > Canvas.maximumEffectPixels {
                let pixels = Canvas.effectPixels(rendering: drawn(), scale: scale)
                if pixels > Canvas.maximumEffectPixels {
                    report(
                        .pngEffectsTooLarge(
                            artwork.source, megapixels: Self.megapixels(pixels),
                            maximum: Self.megapixels(Canvas.maximumEffectPixels), scale: scale),
                        at: fields.location, path: fields.path)
                    return
                }
            }
        }
        // Each layer's image holds at most `maximumLayerImagePixels`, and is drawn again in the images (two at
        // most) of each group with effects around it.
        if let pixelsPerPoint = effectImagePixelsPerPoint,
            layers * 2 * layers * Canvas.maximumLayerImagePixels > Canvas.maximumEffectPixels
        {
            let pixels = Canvas.effectImagePixels(of: drawn(), pixelsPerPoint: pixelsPerPoint)
            if pixels > Canvas.maximumEffectPixels {
                report(
                    .pdfEffectsTooLarge(
                        artwork.source, megapixels: Self.megapixels(pixels),
                        maximum: Self.megapixels(Canvas.maximumEffectPixels)),
                    at: fields.location, path: fields.path)
            }
        }
    }

    /// `pixels` in megapixels, rounded up, so that a count is never shown equal to the limit it passes.
    private static func megapixels(_ pixels: Double) -> Int {
        Int((pixels / megapixel).rounded(.up))
    }
}
