/// Shadows on the rasteriser's layers: the layer's opacity spread, moved, blurred and painted in the shadow's colour
/// under the layer, or over it where the layer paints and the cast does not.
extension Canvas {
    /// The widest spread, in pixels: a layer's shadows are cast in buffers that much wider on every side.
    static let maximumSpread = 1024
    /// How far past a layer's edge, in pixels, a blur brings back what was moved there; the little a wider blur
    /// brings back is left out.
    static let maximumBlurMargin = 256

    /// Adds to this layer, in place, the drop shadows of what it holds under it and the inner ones over it (or, when
    /// `showsItself` is false, puts the shadows alone in its place). `transform` takes the group's coordinates, in
    /// which shadows are offset, spread and blurred, to pixels.
    mutating func addShadows(_ shadows: [Shadow], showsItself: Bool, transform: AffineTransform) {
        let opacity = (0..<(width * height)).map { pixels[$0 * 4 + 3] }
        if !showsItself { changePixels { pixels in for index in pixels.indices { pixels[index] = 0 } } }
        // The first drop shadow is the lowest: each is painted under the layer and those after it.
        for shadow in shadows.reversed() where !shadow.isInner {
            var cast = self.cast(shadow, of: opacity, transform: transform)
            switch shadow.knockout {
            case .none: break
            case .hard: for index in cast.indices { cast[index] *= 1 - Shadow.hard(opacity[index]) }
            case .soft: for index in cast.indices { cast[index] *= 1 - opacity[index] }
            }
            paintUnder(cast, shadow.color)
        }
        for shadow in shadows {
            guard case .inside(let isHard) = shadow.placement else { continue }
            var cast = self.cast(shadow, of: opacity, transform: transform)
            for index in cast.indices {
                cast[index] = max(0, (isHard ? Shadow.hard(opacity[index]) : opacity[index]) - cast[index])
            }
            composite(CoverageMask(area: area, coverage: cast), shadow.color)
        }
    }

    /// Paints `color`, at `coverage` (one value a pixel of this layer), under what the layer holds.
    private mutating func paintUnder(_ coverage: [Float], _ color: Color) {
        let premultiplied = [color.red, color.green, color.blue, 1].map { Float($0 * color.alpha) }
        changePixels { pixels in
            for (pixel, amount) in coverage.enumerated() where amount > 0 {
                let index = pixel * 4
                let room = amount * (1 - pixels[index + 3])
                for channel in 0..<4 { pixels[index + channel] += premultiplied[channel] * room }
            }
        }
    }

    /// `opacity`, one value a pixel of this layer, as `shadow` casts it: hard or not, spread, moved and blurred.
    private func cast(_ shadow: Shadow, of opacity: [Float], transform: AffineTransform) -> [Float] {
        let offset = Point(
            x: transform.a * shadow.offset.x + transform.c * shadow.offset.y,
            y: transform.b * shadow.offset.x + transform.d * shadow.offset.y)
        let (scaleX, scaleY) = transform.axisScales
        let (deviationX, deviationY) = (shadow.blur * scaleX, shadow.blur * scaleY)
        let (spreadX, spreadY) = Self.spread(of: shadow, transform: transform, width: width, height: height)
        let margin = Self.castMargin(of: shadow, transform: transform, width: width, height: height)
        let (grownWidth, grownHeight) = (width + 2 * margin, height + 2 * margin)
        var grown = [Float](repeating: 0, count: grownWidth * grownHeight)
        for row in 0..<height {
            for column in 0..<width {
                let value = opacity[row * width + column]
                grown[(row + margin) * grownWidth + column + margin] = shadow.isHard ? Shadow.hard(value) : value
            }
        }
        Morphology.spread(
            &grown, width: grownWidth, height: grownHeight, radiusX: spreadX, radiusY: spreadY,
            grows: shadow.spread > 0)
        Self.shift(&grown, width: grownWidth, height: grownHeight, by: offset)
        GaussianBlur.blur(
            &grown, width: grownWidth, height: grownHeight, deviationX: deviationX, deviationY: deviationY)
        var cast = [Float](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                cast[row * width + column] = grown[(row + margin) * grownWidth + column + margin]
            }
        }
        return cast
    }

    /// The whole pixels `shadow` spreads a layer of `width` × `height` by along each axis, as browsers apply a
    /// morphology's radius; wider than the layer, a spread covers (or empties) it all the same.
    private static func spread(of shadow: Shadow, transform: AffineTransform, width: Int, height: Int) -> (Int, Int) {
        let (scaleX, scaleY) = transform.axisScales
        let widest = Double(min(max(width, height), maximumSpread))
        return (
            Int(min(abs(shadow.spread) * scaleX, widest).rounded()),
            Int(min(abs(shadow.spread) * scaleY, widest).rounded())
        )
    }

    /// How far past a layer of `width` × `height` `shadow` is cast and blurred, on every side, so that what is moved
    /// or spread past the layer's edge blurs back into it.
    static func castMargin(of shadow: Shadow, transform: AffineTransform, width: Int, height: Int) -> Int {
        let scales = transform.axisScales
        let reach = Shadow.reachInDeviations * shadow.blur * max(scales.x, scales.y)
        let (spreadX, spreadY) = spread(of: shadow, transform: transform, width: width, height: height)
        return Int(min(reach, Double(maximumBlurMargin)).rounded(.up)) + max(spreadX, spreadY) + 1
    }

    /// Moves `values` by `offset` pixels in place, between pixels by linear interpolation.
    private static func shift(_ values: inout [Float], width: Int, height: Int, by offset: Point) {
        func shift(by amount: Double, count: Int, lines: Int, step: Int, lineStep: Int) {
            guard amount != 0 else { return }
            let whole = Int(amount.rounded(.down))
            let part = Float(amount - Double(whole))
            var line = [Float](repeating: 0, count: count)
            for index in 0..<lines {
                let start = index * lineStep
                for position in 0..<count { line[position] = values[start + position * step] }
                for position in 0..<count {
                    let (from, before) = (position - whole, position - whole - 1)
                    var value: Float = 0
                    if from >= 0, from < count { value += (1 - part) * line[from] }
                    if before >= 0, before < count { value += part * line[before] }
                    values[start + position * step] = value
                }
            }
        }
        shift(by: offset.x, count: width, lines: height, step: 1, lineStep: width)
        shift(by: offset.y, count: height, lines: width, step: width, lineStep: 1)
    }
}
