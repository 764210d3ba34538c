import FloDrawing

/// What imported artwork asks of the outputs that draw pixels, bounded before anything is drawn: the layers a PNG
/// holds at once, and the pixels its layers, shadows and blurs work on in each PNG and PDF, and in all of a
/// control's. The artwork is drawn here only when its size and its number of layers could pass a limit.
extension ManifestDecoder {
    /// More layers than imported artwork nests, with its canvas: 16 levels, each at most five (a filter's clip to its
    /// region, a second clip before a blur, its layer and its effects, and the element's own clip, mask or opacity).
    /// Artwork whose largest layer times this is within `Canvas.maximumPixelsHeld` cannot pass it.
    static let deepestLayers = 128.0

    /// What a pixel of a PDF's image of shadows and blurs costs, in pixels a PNG's shadows and blurs work on
    /// (measured: a PDF of 16 blurred squares at 512 points takes about twice as long as its count says).
    static let pdfEffectImageCost = 2.0

    /// The most pixels the layers, shadows and blurs of one control's PNGs and PDFs may work on together, every
    /// scale, output and appearance.
    static let maximumEffectPixelsPerControl = 4 * Canvas.maximumEffectPixels

    /// Reports imported artwork whose PNG at the largest scale would hold more than `Canvas.maximumPixelsHeld` on
    /// its layers, or whose layers, shadows and blurs would work on more than `Canvas.maximumEffectPixels` in a PNG
    /// or a PDF (`Canvas.effectPixels`), or more than `maximumEffectPixelsPerControl` in all the files of the
    /// control's `appearances`. `drawn` gives the control's drawing, made once, when a bound cannot tell.
    func checkArtworkEffects(
        of control: Control, drawing drawn: () -> Drawing, appearances: Int, artwork: ImportedSVG,
        fields: ObjectReader
    ) {
        func report(_ problem: ManifestProblem) {
            self.report(problem, at: fields.location, path: fields.path)
        }
        let buffers = Double(artwork.document.effectBufferCount)
        let pngBuffers = buffers + Double(artwork.document.plainLayerCount) * Canvas.plainLayerShare
        let reach = artwork.document.effectsReach(at: control.size)
        // At most what a PNG at `scale` works on, counted only when it could pass `limit`.
        func pngWork(at scale: Double, passing limit: Double) -> Double {
            let (width, height) = Canvas.pixelSize(of: control.size, scale: scale)
            let most =
                pngBuffers * Canvas.largestEffectBuffer(width: width, height: height, reach: reach * scale)
            return most > limit ? Canvas.effectPixels(rendering: drawn(), scale: scale) : most
        }
        // At most what a PDF's images at `pixelsPerPoint` work on (each layer in the images, two at most, of each
        // group around it, an image as large as the page's box turned), counted only when it could pass `limit`.
        func pdfWork(at pixelsPerPoint: Double, passing limit: Double) -> Double {
            let side = pixelsPerPoint * 2.0.squareRoot()
            let (width, height) = (control.size.width * side, control.size.height * side)
            let fewer = min(1, (Canvas.maximumLayerImagePixels / (width * height)).squareRoot())
            let image = Canvas.largestEffectBuffer(
                width: Int((width * fewer).rounded(.up)), height: Int((height * fewer).rounded(.up)),
                reach: reach * pixelsPerPoint)
            let most = buffers * 2 * buffers * image
            return most > limit ? Canvas.effectImagePixels(of: drawn(), pixelsPerPoint: pixelsPerPoint) : most
        }
        if let scale = pngScales(for: control).max() {
            let (width, height) = Canvas.pixelSize(of: control.size, scale: scale)
            // A larger image is reported as such.
            guard Double(width) * Double(height) <= Canvas.maximumPixels else { return }
            let largestLayer = Double(Canvas.largestLayer(width: width, height: height, withEffects: true))
            if largestLayer * Self.deepestLayers > Canvas.maximumPixelsHeld {
                let held = Double(Canvas.pixelsHeld(rendering: drawn(), scale: scale))
                if held > Canvas.maximumPixelsHeld {
                    let maximum = Self.megapixels(Canvas.maximumPixelsHeld)
                    report(
                        .pngLayersTooLarge(
                            artwork.source, megapixels: Self.megapixels(held), maximum: maximum, scale: scale))
                    return
                }
            }
            let work = pngWork(at: scale, passing: Canvas.maximumEffectPixels)
            if work > Canvas.maximumEffectPixels {
                let maximum = Self.megapixels(Canvas.maximumEffectPixels)
                report(
                    .pngEffectsTooLarge(
                        artwork.source, megapixels: Self.megapixels(work), maximum: maximum, scale: scale))
                return
            }
        }
        guard pngBuffers > 0 else { return }
        if let work = effectImageScales.map({ pdfWork(at: $0, passing: Canvas.maximumEffectPixels) }).max(),
            work > Canvas.maximumEffectPixels
        {
            let maximum = Self.megapixels(Canvas.maximumEffectPixels)
            report(.pdfEffectsTooLarge(artwork.source, megapixels: Self.megapixels(work), maximum: maximum))
            return
        }
        // Every scale, output and appearance draws its own.
        let limit = Self.maximumEffectPixelsPerControl / Double(appearances)
        func work(passing limit: Double) -> Double {
            effectImageScales.reduce(0) { $0 + pdfWork(at: $1, passing: limit) }
                + pngScales(for: control).reduce(0) { $0 + pngWork(at: $1, passing: limit) }
        }
        if work(passing: .infinity) > limit {
            let all = work(passing: 0)
            if all > limit {
                report(
                    .effectsTooLargeInAll(
                        artwork.source, megapixels: Self.megapixels(all * Double(appearances)),
                        maximum: Self.megapixels(Self.maximumEffectPixelsPerControl)))
                return
            }
        }
        // The run's pixels count what shadows and blurs work on too, in PNGs and in PDFs' images of them (drawn by
        // the same rasteriser): at most as much as the layers could hold, or, where that would pass what is left of
        // the run's budget, as the drawing says.
        guard !passedPNGPixelLimit else { return }
        let left = (pngPixelLimit - pngPixelsSoFar) / Self.effectPixelCost / Double(appearances)
        let pngs = pngScales(for: control).reduce(0) { $0 + pngWork(at: $1, passing: left) }
        // Measured on the drawing: the bound of a PDF's images (each layer again in every group around it) is far
        // above what most artwork draws.
        let pdfs = effectImageScales.reduce(0) { $0 + pdfWork(at: $1, passing: 0) } * Self.pdfEffectImageCost
        addPNGEffectWork((pngs + pdfs) * Double(appearances), fields: fields)
    }
}
