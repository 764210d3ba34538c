import FloDrawing

/// The crispness model's count measured on rendered pixels: the tool's own (for `crispness-report`), or any
/// reader's (the tests).
extension Crispness {
    /// Pixels inside the button (away from the oval's rim) that are neither the fill nor the stroke colour, in an
    /// image of `width` × `height` pixels at `scale` whose colour at (x, y) is `rgb(x, y)` (0…255, over white).
    static func fuzzyPixels(
        in width: Int, _ height: Int, rgb: (Int, Int) -> [Double], button: PushButton, size: Size, scale: Int
    ) -> Int {
        let s = Double(scale)
        func channels(_ color: Color) -> [Double] { [color.red, color.green, color.blue].map { ($0 * 255).rounded() } }
        let fill = channels(button.fillColor.anyColor)
        let stroke = channels(button.strokeColor.any)
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = Rect(x: Double(x) / s, y: Double(y) / s, width: 1 / s, height: 1 / s)
                guard isInsideOval(pixel, size: size, margin: 1 / s) else { continue }
                let value = rgb(x, y)
                let farFromFill = zip(value, fill).contains { abs($0 - $1) > tolerance }
                let farFromStroke = zip(value, stroke).contains { abs($0 - $1) > tolerance }
                if farFromFill && farFromStroke { count += 1 }
            }
        }
        return count
    }

    /// The same count in the tool's own render of `button` at `scale`.
    static func measuredFuzzyPixels(of button: PushButton, size: Size, snapping: PixelSnapping, scale: Int) -> Int {
        let canvas = Canvas.render(button.drawing(title: "", size: size, snapping: snapping), scale: scale)
        let rgba = canvas.rgba
        return fuzzyPixels(
            in: canvas.width, canvas.height,
            rgb: { x, y in (0..<3).map { Double(rgba[(y * canvas.width + x) * 4 + $0]) } }, button: button,
            size: size, scale: scale)
    }
}
