/// An RGBA image painted as the vectors say: each path filled and then stroked, in painter's order, composited
/// "over" in sRGB with premultiplied alpha, as librsvg and Core Graphics do.
struct Canvas {
    let width: Int
    let height: Int
    /// Premultiplied red, green, blue, alpha in 0…1.
    private var pixels: [Float]

    /// Curves are flattened within this many pixels of the true curve.
    static let tolerance = 1.0 / 16
    /// The largest image the PNG output draws, in pixels (16384 × 16384 would take a gigabyte): the manifest
    /// reports a control that would be larger.
    static let maximumPixels = 64.0 * 1024 * 1024

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [Float](repeating: 0, count: width * height * 4)
    }

    /// The canvas `render` draws a drawing of `size` on at `scale`: ceil(width × scale) × ceil(height × scale)
    /// pixels.
    static func pixelSize(of size: Size, scale: Int) -> (width: Int, height: Int) {
        let factor = Double(scale)
        return (Int((size.width * factor - 1e-9).rounded(.up)), Int((size.height * factor - 1e-9).rounded(.up)))
    }

    /// `drawing` at `scale` pixels per point, on a canvas of `pixelSize(of:scale:)`.
    static func render(_ drawing: Drawing, scale: Int) -> Canvas {
        let factor = Double(scale)
        let size = pixelSize(of: drawing.size, scale: scale)
        var canvas = Canvas(width: size.width, height: size.height)
        for painted in drawing.paths {
            let subpaths = painted.path.flattened(scale: factor, tolerance: tolerance)
            if let fill = painted.fill {
                canvas.composite(
                    CoverageMask(
                        contours: subpaths.map(\.points), canvasWidth: canvas.width, canvasHeight: canvas.height), fill)
            }
            if let stroke = painted.stroke {
                let stroker = Stroker(
                    halfWidth: stroke.width * factor / 2, cap: stroke.cap, join: stroke.join,
                    miterLimit: stroke.miterLimit, tolerance: tolerance)
                // Each subpath's stroke is exact on its own (its outline does not overlap itself); where two
                // subpaths' strokes cross, their coverages are united rather than added.
                let masks = subpaths.map {
                    CoverageMask(contours: stroker.outline($0), canvasWidth: canvas.width, canvasHeight: canvas.height)
                }
                canvas.composite(masks.count == 1 ? masks[0] : CoverageMask(union: masks), stroke.color)
            }
        }
        return canvas
    }

    /// Paints `color` through `mask`.
    mutating func composite(_ mask: CoverageMask, _ color: Color) {
        let red = Float(color.red)
        let green = Float(color.green)
        let blue = Float(color.blue)
        let alpha = Float(color.alpha)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    let coverage = mask.coverage[row * mask.width + column]
                    guard coverage > 0 else { continue }
                    let a = alpha * coverage
                    let index = ((mask.minY + row) * width + mask.minX + column) * 4
                    let keep = 1 - a
                    buffer[index] = red * a + buffer[index] * keep
                    buffer[index + 1] = green * a + buffer[index + 1] * keep
                    buffer[index + 2] = blue * a + buffer[index + 2] * keep
                    buffer[index + 3] = a + buffer[index + 3] * keep
                }
            }
        }
    }

    /// 8-bit straight-alpha RGBA, row by row.
    var rgba: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let alpha = pixels[pixel * 4 + 3]
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                bytes[pixel * 4 + channel] = Self.byte(pixels[pixel * 4 + channel] / alpha)
            }
            bytes[pixel * 4 + 3] = Self.byte(alpha)
        }
        return bytes
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }
}
