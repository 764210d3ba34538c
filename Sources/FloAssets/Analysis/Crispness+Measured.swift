import FloDrawing

/// The crispness model's count measured on rendered pixels: the tool's own (for `crispness-report`), or any
/// reader's (the tests).
extension Crispness {
    /// Pixels inside the button (away from the oval's rim) that are neither the fill nor the stroke colour, in an
    /// image of `width` × `height` pixels at `scale` whose colour at (x, y) is `rgb(x, y)` (0…255, over white).
    static func fuzzyPixels(
        in width: Int, _ height: Int, rgb: (Int, Int) -> RGB, button: PushButton, size: Size, scale: Int
    ) -> Int {
        let s = Double(scale)
        func channels(_ color: Color) -> RGB {
            ((color.red * 255).rounded(), (color.green * 255).rounded(), (color.blue * 255).rounded())
        }
        func isFar(_ value: RGB, from color: RGB) -> Bool {
            abs(value.0 - color.0) > tolerance || abs(value.1 - color.1) > tolerance
                || abs(value.2 - color.2) > tolerance
        }
        let fill = channels(button.fillColor.anyColor)
        let stroke = channels(button.strokeColor.any)
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = Rect(x: Double(x) / s, y: Double(y) / s, width: 1 / s, height: 1 / s)
                guard isInsideOval(pixel, size: size, margin: 1 / s) else { continue }
                let value = rgb(x, y)
                if isFar(value, from: fill) && isFar(value, from: stroke) { count += 1 }
            }
        }
        return count
    }

    /// A colour's red, green and blue, 0…255. (A tuple, not an array: this is asked for every pixel of a render.)
    typealias RGB = (Double, Double, Double)

    /// The same count in the tool's own render of `button` at `scale`.
    static func measuredFuzzyPixels(of button: PushButton, size: Size, snapping: PixelSnapping, scale: Int) -> Int {
        let canvas = Canvas.render(button.drawing(title: "", size: size, snapping: snapping), scale: Double(scale))
        let rgba = canvas.rgba
        return fuzzyPixels(
            in: canvas.width, canvas.height,
            rgb: { x, y in
                let offset = (y * canvas.width + x) * 4
                return (Double(rgba[offset]), Double(rgba[offset + 1]), Double(rgba[offset + 2]))
            }, button: button, size: size, scale: scale)
    }
}
