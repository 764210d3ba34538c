import FloDrawing

/// The work PNG outputs ask for, bounded before anything is drawn: each image, and all of them together.
extension ManifestDecoder {
    /// 2 gigapixels: far more than an app's controls draw, far less than hours of drawing.
    static let defaultPNGPixelLimit = 2048.0 * 1024 * 1024

    /// Reports a control whose PNG would be larger than `Canvas.maximumPixels` at the largest scale, and the entry
    /// with which the PNGs of the whole manifest pass `pngPixelLimit` (once).
    func checkPNGPixels(of controls: [Control], fields: ObjectReader) {
        guard let control = controls.first else { return }
        let scales = pngScales(for: control)
        guard let largest = scales.max() else { return }
        let (width, height) = Canvas.pixelSize(of: control.size, scale: largest)
        if Double(width) * Double(height) > Canvas.maximumPixels {
            report(.pngTooLarge(width, height, scale: largest), at: fields.location, path: fields.path)
        }
        if let polyline = control.kind as? Polyline {
            checkOutline(of: polyline, scale: largest, fields: fields)
        }
        // Imported artwork may paint its image over many times: each pixel its shapes paint counts a quarter (the
        // cost of painting one beside that of an image's pixel), as the import measured it, or, at another aspect
        // ratio (which shows another part of the file), as measured on the control's drawing. Any drawing's edges
        // count three quarters for each pixel row they cross.
        let box = Rect(x: 0, y: 0, width: control.size.width, height: control.size.height)
        var work = PaintWork()
        if let artwork = control.kind as? ImportedSVG {
            let own = artwork.document.size
            let enlarged = max(control.size.width / own.width, control.size.height / own.height)
            checkOutlines(of: artwork, enlarged: enlarged, scale: largest, fields: fields)
            let (ratio, ownRatio) = (control.size.width / control.size.height, own.width / own.height)
            work = artwork.document.paintWork
            work = PaintWork(pixels: work.pixels / 10_000 * box.width * box.height, edgeRows: work.edgeRows / 100)
            if abs(ratio - ownRatio) > ownRatio / 100 {
                work = measuredWork(of: control, in: box)
                work.edgeRows /= box.height
            }
        }
        guard pngPixelsSoFar <= pngPixelLimit else { return }
        if !(control.kind is ImportedSVG) {
            work = PaintWork(edgeRows: measuredWork(of: control, in: box).edgeRows / box.height)
        }
        let painted = 1 + work.pixels / (box.width * box.height) * Self.paintedPixelCost
        for control in controls {
            for scale in scales {
                let (width, height) = Canvas.pixelSize(of: control.size, scale: scale)
                pngPixelsSoFar +=
                    Double(width) * Double(height) * painted + work.edgeRows * Double(height) * Self.edgeRowCost
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

    /// The work of `control`'s drawing in `box`, its size in points.
    private func measuredWork(of control: Control, in box: Rect) -> PaintWork {
        Node.paintWork(in: control.drawing(defaultSnapping: .none).nodes, transform: .identity, canvas: box)
    }

    /// The scales `control`'s PNGs are drawn at, every output's: the png outputs', and the vectorDrawable outputs'
    /// densities when it asks for PNGs there.
    func pngScales(for control: Control) -> [Double] {
        control.androidDrawable == .png ? pngScales + androidPNGScales : pngScales
    }

    /// The most points a stroke's outline may have in one PNG: round joins are drawn in steps that grow with the
    /// line's width, on every point of a polyline.
    static let maximumOutlinePoints = 1_000_000

    /// Reports a polyline whose round joins, at `scale`, would make an outline past `maximumOutlinePoints`.
    private func checkOutline(of polyline: Polyline, scale: Double, fields: ObjectReader) {
        let paint = polyline.paint
        guard paint.strokeColor != nil, paint.lineJoin == .round else { return }
        let stroker = Stroker(
            halfWidth: paint.lineWidth * scale / 2, cap: paint.lineCap, join: paint.lineJoin,
            miterLimit: paint.miterLimit, tolerance: Canvas.tolerance)
        // Each join turns by at most a half turn.
        let outline = polyline.points.count * stroker.stepCount(for: .pi)
        if outline > Self.maximumOutlinePoints {
            report(
                .strokeOutlineTooLarge(outline, maximum: Self.maximumOutlinePoints, scale: scale),
                at: fields.location(of: "lineWidth"), path: fields.path(of: "lineWidth"))
        }
    }

    /// Reports imported artwork whose round joins and caps, `enlarged` from its own size and at `scale`, would make
    /// outlines past `maximumOutlinePoints`.
    private func checkOutlines(of artwork: ImportedSVG, enlarged: Double, scale: Double, fields: ObjectReader) {
        let points = artwork.document.roundStrokes.outlinePoints(scale: enlarged * scale)
        if points > Double(Self.maximumOutlinePoints) {
            report(
                .artworkOutlineTooLarge(
                    artwork.source, points: Int(min(points, 1e15)), maximum: Self.maximumOutlinePoints, scale: scale),
                at: fields.location, path: fields.path)
        }
    }

    /// Whether the controls decoded so far draw more PNG pixels than a run may: later entries are only checked.
    var passedPNGPixelLimit: Bool { pngPixelsSoFar > pngPixelLimit }

    /// The megapixel of the limits' messages, as `Canvas.maximumPixels` counts it.
    static let megapixel = 1024.0 * 1024

    /// `pixels` in megapixels, rounded up, so that a count is never shown equal to the limit it passes.
    static func megapixels(_ pixels: Double) -> Int {
        Int((pixels / megapixel).rounded(.up))
    }
}
