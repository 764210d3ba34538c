/// An RGBA image painted as the vectors say: each path filled and then stroked, in painter's order, composited
/// "over" in sRGB with premultiplied alpha, as librsvg and Core Graphics do.
package struct Canvas {
    package let width: Int
    package let height: Int
    /// The pixels it holds, in the coordinates of the image: a layer holds only those its group may paint.
    let area: PixelArea
    /// Premultiplied red, green, blue, alpha in 0…1.
    private(set) var pixels: [Float]

    /// Curves are flattened within this many pixels of the true curve.
    package static let tolerance = 1.0 / 16
    /// The largest image the PNG output draws, in pixels (16384 × 16384 would take a gigabyte): the manifest
    /// reports a control that would be larger.
    package static let maximumPixels = 64.0 * 1024 * 1024
    /// The most pixels one image may hold at once on its layers (`pixelsHeld`), eight gigabytes of them: the
    /// manifest reports artwork nested deeper.
    package static let maximumPixelsHeld = 512.0 * 1024 * 1024

    init(width: Int, height: Int) {
        self.init(area: PixelArea(width: width, height: height))
    }

    /// A transparent canvas over `area`.
    init(area: PixelArea) {
        self.area = area
        (width, height) = (area.width, area.height)
        pixels = [Float](repeating: 0, count: area.width * area.height * 4)
    }

    /// Lets `change` work on the pixels in place, so that a layer's effects never copy it.
    mutating func changePixels(_ change: (inout [Float]) -> Void) {
        change(&pixels)
    }

    /// Where pixel (`x`, `y`) of the image starts in `pixels`.
    private func offset(x: Int, y: Int) -> Int {
        ((y - area.y.lowerBound) * width + x - area.x.lowerBound) * 4
    }

    /// The canvas `render` draws a drawing of `size` on at `scale`: ceil(width × scale) × ceil(height × scale)
    /// pixels.
    package static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (Int((size.width * scale - 1e-9).rounded(.up)), Int((size.height * scale - 1e-9).rounded(.up)))
    }

    /// The most pixels `render` holds at once for `drawing` at `scale`: its canvas and, at worst, a layer as large
    /// as a layer may be for each group drawn on one nested within another (a mask's canvas is one, and shadows or
    /// a blur one more).
    package static func pixelsHeld(rendering drawing: Drawing, scale: Double) -> Int {
        let size = pixelSize(of: drawing.size, scale: scale)
        let hasEffects = Node.containsGroup(in: drawing.nodes, where: \.hasEffects)
        let layer = largestLayer(width: size.width, height: size.height, withEffects: hasEffects)
        return size.width * size.height + layer * Node.layerDepth(of: drawing.nodes)
    }

    /// The most pixels a layer of an image of `width` × `height` holds: the image's, and, in a drawing with shadows
    /// or blurs, as far past it on every side as they take from, which the layers within theirs hold too.
    package static func largestLayer(width: Int, height: Int, withEffects: Bool) -> Int {
        let margin = withEffects ? 2 * CanvasRenderer.maximumEffectsMargin : 0
        return (width + margin) * (height + margin)
    }

    /// `drawing` at `scale` pixels per point, on a canvas of `pixelSize(of:scale:)`.
    package static func render(_ drawing: Drawing, scale: Double) -> Canvas {
        var renderer = CanvasRenderer(drawing: drawing, scale: scale)
        drawing.render(into: &renderer)
        return renderer.canvas
    }

    /// Paints `color` through `mask`.
    mutating func composite(_ mask: CoverageMask, _ color: Color) {
        let red = Float(color.red)
        let green = Float(color.green)
        let blue = Float(color.blue)
        let alpha = Float(color.alpha)
        let (left, top, width) = (area.x.lowerBound, area.y.lowerBound, width)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    let coverage = mask.coverage[row * mask.width + column]
                    guard coverage > 0 else { continue }
                    let a = alpha * coverage
                    let index = ((mask.minY + row - top) * width + mask.minX + column - left) * 4
                    let keep = 1 - a
                    buffer[index] = red * a + buffer[index] * keep
                    buffer[index + 1] = green * a + buffer[index + 1] * keep
                    buffer[index + 2] = blue * a + buffer[index + 2] * keep
                    buffer[index + 3] = a + buffer[index + 3] * keep
                }
            }
        }
    }

    /// Paints `shade` (the colour at a pixel's centre, in pixels) through `mask`.
    mutating func composite(_ mask: CoverageMask, shade: (Point) -> Color) {
        for row in 0..<mask.height {
            for column in 0..<mask.width {
                let coverage = mask.coverage[row * mask.width + column]
                guard coverage > 0 else { continue }
                let x = mask.minX + column
                let y = mask.minY + row
                let color = shade(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let a = Float(color.alpha) * coverage
                let index = offset(x: x, y: y)
                let keep = 1 - a
                pixels[index] = Float(color.red) * a + pixels[index] * keep
                pixels[index + 1] = Float(color.green) * a + pixels[index + 1] * keep
                pixels[index + 2] = Float(color.blue) * a + pixels[index + 2] * keep
                pixels[index + 3] = a + pixels[index + 3] * keep
            }
        }
    }

    /// Composites `layer` onto this canvas where they meet by `blendMode`, each pixel weighted by `opacity` and by
    /// `clip`.
    mutating func composite(layer: Canvas, opacity: Float, clip: CoverageMask?, blendMode: BlendMode = .normal) {
        let meeting = area.intersection(layer.area)
        for y in meeting.y {
            for x in meeting.x {
                let weight = opacity * (clip.map { $0.value(x: x, y: y) } ?? 1)
                let (index, layerIndex) = (offset(x: x, y: y), layer.offset(x: x, y: y))
                guard weight > 0, layer.pixels[layerIndex + 3] > 0 else { continue }
                guard blendMode == .normal else {
                    let layerPixels = layer.pixels
                    let source = SIMD4(
                        layerPixels[layerIndex], layerPixels[layerIndex + 1], layerPixels[layerIndex + 2],
                        layerPixels[layerIndex + 3])
                    blend(source, weight: weight, at: index, by: blendMode)
                    continue
                }
                let keep = 1 - layer.pixels[layerIndex + 3] * weight
                for channel in 0..<4 {
                    pixels[index + channel] =
                        layer.pixels[layerIndex + channel] * weight + pixels[index + channel] * keep
                }
            }
        }
    }

    /// Adds `layer` onto this canvas where they meet: for what lies side by side, each pixel part one's and part the
    /// other's, where laying one over the other would leave the pixel partly transparent.
    mutating func add(layer: Canvas) {
        let meeting = area.intersection(layer.area)
        for y in meeting.y {
            for x in meeting.x {
                let (index, layerIndex) = (offset(x: x, y: y), layer.offset(x: x, y: y))
                guard layer.pixels[layerIndex + 3] > 0 else { continue }
                for channel in 0..<4 {
                    pixels[index + channel] = min(1, pixels[index + channel] + layer.pixels[layerIndex + channel])
                }
            }
        }
    }

    /// Blends one premultiplied pixel of a layer, weighted by `weight`, onto the pixel at `index`: where both are
    /// opaque the result is the mode's, elsewhere each shows through the other's transparency.
    private mutating func blend(_ source: SIMD4<Float>, weight: Float, at index: Int, by mode: BlendMode) {
        let backdrop = SIMD4(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        let (sourceAlpha, backdropAlpha) = (source.w, backdrop.w)
        let sourceColor = SIMD3(source.x, source.y, source.z)
        let backdropColor = SIMD3(backdrop.x, backdrop.y, backdrop.z)
        let blended = mode.blend(
            backdrop: backdropAlpha > 0 ? backdropColor / backdropAlpha : .zero, source: sourceColor / sourceAlpha)
        let alpha = sourceAlpha * weight
        let color =
            sourceColor * weight * (1 - backdropAlpha) + backdropColor * (1 - alpha) + alpha * backdropAlpha * blended
        (pixels[index], pixels[index + 1], pixels[index + 2]) = (color.x, color.y, color.z)
        pixels[index + 3] = alpha + backdropAlpha * (1 - alpha)
    }

    /// How much each pixel lets through as a mask: its luminance (`Color.luminance`, of premultiplied components,
    /// so times its opacity), or its opacity alone.
    func coverage(reading: Mask.Reading) -> CoverageMask {
        var coverage = [Float](repeating: 0, count: width * height)
        for pixel in coverage.indices {
            let base = pixel * 4
            switch reading {
            case .alpha: coverage[pixel] = pixels[base + 3]
            case .luminance:
                coverage[pixel] = Color.luminance(red: pixels[base], green: pixels[base + 1], blue: pixels[base + 2])
            }
        }
        return CoverageMask(area: area, coverage: coverage)
    }

    /// 8-bit straight-alpha RGBA, row by row; a pixel whose alpha rounds to 0 is 0 in every channel, rather than a
    /// colour nobody sees that changes with rounding.
    package var rgba: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let alpha = pixels[pixel * 4 + 3]
            let alphaByte = Self.byte(alpha)
            guard alphaByte > 0 else { continue }
            for channel in 0..<3 {
                bytes[pixel * 4 + channel] = Self.byte(pixels[pixel * 4 + channel] / alpha)
            }
            bytes[pixel * 4 + 3] = alphaByte
        }
        return bytes
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }
}
