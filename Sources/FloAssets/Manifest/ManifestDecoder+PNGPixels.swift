import FloDrawing
import FloSVG

/// The work PNG outputs ask for, bounded before anything is drawn: each image, and all of them together.
extension ManifestDecoder {
    /// 2 gigapixels: far more than an app's controls draw, far less than hours of drawing.
    static let defaultPNGPixelLimit = 2048.0 * 1024 * 1024

    /// Reports a control whose PNG would be larger than `Canvas.maximumPixels` at the largest scale, and the entry
    /// with which the PNGs of the whole manifest pass `pngPixelLimit` (once). `drawing` gives the first control's
    /// drawing, made once, for what is measured on it.
    func checkPNGPixels(of controls: [Control], drawing: () -> Drawing, fields: ObjectReader) {
        guard let control = controls.first else { return }
        let scales = pngScales(for: control)
        guard let largest = scales.max() else { return }
        let (width, height) = Canvas.pixelSize(of: control.size, scale: largest)
        if Double(width) * Double(height) > Canvas.maximumPixels {
            report(.pngTooLarge(width, height, scale: largest), at: fields.location, path: fields.path)
        }
        checkRoundOutlines(of: control, drawing: drawing, scale: largest, fields: fields)
        guard pngPixelsSoFar <= pngPixelLimit else { return }
        let box = Rect(x: 0, y: 0, width: control.size.width, height: control.size.height)
        let work = paintWork(of: control, drawing: drawing, in: box)
        let painted = 1 + work.pixels / (box.width * box.height) * Self.paintedPixelCost
        for control in controls {
            for scale in scales {
                let (width, height) = Canvas.pixelSize(of: control.size, scale: scale)
                pngPixelsSoFar +=
                    Double(width) * Double(height) * painted
                    + work.edgeRows(scale: Double(height) / box.height) * Self.edgeRowCost
            }
        }
        if pngPixelsSoFar > pngPixelLimit {
            report(
                .tooManyPNGPixels(
                    megapixels: Self.megapixels(pngPixelsSoFar),
                    maximum: Int(pngPixelLimit / Self.megapixel)),
                at: fields.location, path: fields.path)
        }
    }

    /// What a pixel a shape paints costs, in pixels of an image (measured: painting a shape over a whole image
    /// takes about a quarter of the time of drawing and encoding that image).
    static let paintedPixelCost = 0.25
    /// What an edge crossing a pixel row costs, in pixels of an image (measured: a shape of 100,000 edges 2,000 rows
    /// high takes three quarters of the time of drawing and encoding an image of 200 megapixels).
    static let edgeRowCost = 0.75

    /// The scales `control`'s PNGs are drawn at, every output's: the png outputs', and the vectorDrawable outputs'
    /// densities when it asks for PNGs there.
    func pngScales(for control: Control) -> [Double] {
        control.androidDrawable == .png ? pngScales + androidPNGScales : pngScales
    }

    /// The most points a stroke's outline may have in one PNG: round joins are drawn in steps that grow with the
    /// line's width, on every point of a polyline.
    static let maximumOutlinePoints = 1_000_000

    /// Reports a polyline, or imported artwork, whose round joins and caps at `scale` would make outlines past
    /// `maximumOutlinePoints`: artwork as its import measured them, `enlarged` from its own size.
    private func checkRoundOutlines(
        of control: Control, drawing: () -> Drawing, scale: Double, fields: ObjectReader
    ) {
        if let artwork = control.kind as? ImportedSVG {
            let own = artwork.document.size
            let enlarged = max(control.size.width / own.width, control.size.height / own.height)
            let points = artwork.document.roundStrokes.outlinePoints(scale: enlarged * scale)
            guard points > Double(Self.maximumOutlinePoints) else { return }
            report(
                .artworkOutlineTooLarge(
                    artwork.source, points: Int(min(points, 1e15)), maximum: Self.maximumOutlinePoints, scale: scale),
                at: fields.location, path: fields.path)
        } else if control.kind is Polyline {
            let points = RoundStrokes(in: drawing().nodes).outlinePoints(scale: scale)
            guard points > Double(Self.maximumOutlinePoints) else { return }
            report(
                .strokeOutlineTooLarge(Int(min(points, 1e15)), maximum: Self.maximumOutlinePoints, scale: scale),
                at: fields.location(of: "lineWidth"), path: fields.path(of: "lineWidth"))
        }
    }

    /// The work of painting `control` in `box`, its size in points, beside its image's pixels. Imported artwork may
    /// paint its image over many times: what its shapes paint is counted as the import measured it, or, at another
    /// aspect ratio (which shows another part of the file), as measured on the control's drawing. Built-in drawings
    /// paint a few shapes; only their edges can be many.
    private func paintWork(of control: Control, drawing: () -> Drawing, in box: Rect) -> PaintWork {
        func measured() -> PaintWork {
            Node.paintWork(in: drawing().nodes, transform: .identity, canvas: box)
        }
        guard let artwork = control.kind as? ImportedSVG else {
            let work = measured()
            return PaintWork(edgeSpan: work.edgeSpan, edges: work.edges)
        }
        let (own, ratio) = (artwork.document.size, control.size.width / control.size.height)
        guard abs(ratio - own.width / own.height) <= own.width / own.height / 100 else { return measured() }
        let work = artwork.document.paintWork
        let side = SVGDocument.measuredSide
        return PaintWork(
            pixels: work.pixels / (side * side) * box.width * box.height, edgeSpan: work.edgeSpan / side * box.height,
            edges: work.edges)
    }

    /// Adds `pixels` that an entry's shadows and blurs work on in its PNGs and its PDFs' images (as
    /// `Canvas.effectPixels` and `Canvas.effectImagePixels` count them) to the run's, and reports the entry if the
    /// run passes `pngPixelLimit` with them.
    func addPNGEffectWork(_ pixels: Double, fields: ObjectReader) {
        guard pngPixelsSoFar <= pngPixelLimit else { return }
        pngPixelsSoFar += pixels * Self.effectPixelCost
        if pngPixelsSoFar > pngPixelLimit {
            report(
                .tooManyPNGPixels(
                    megapixels: Self.megapixels(pngPixelsSoFar), maximum: Int(pngPixelLimit / Self.megapixel)),
                at: fields.location, path: fields.path)
        }
    }

    /// What a pixel a shadow or a blur works on costs, in pixels of an image (measured: blurring a layer takes
    /// about three times as long as drawing and encoding an image as large).
    static let effectPixelCost = 3.0

    /// Whether the controls decoded so far draw more PNG pixels than a run may: later entries are only checked.
    var passedPNGPixelLimit: Bool { pngPixelsSoFar > pngPixelLimit }

    /// The megapixel of the limits' messages, as `Canvas.maximumPixels` counts it.
    static let megapixel = 1024.0 * 1024

    /// `pixels` in megapixels, rounded up, so that a count is never shown equal to the limit it passes.
    static func megapixels(_ pixels: Double) -> Int {
        Int((pixels / megapixel).rounded(.up))
    }
}
