/// The crispness model's count measured on the package's own rasterised pixels, for `crispness-report`.
extension Crispness {
    /// Pixels inside the button (away from the oval's rim) that are neither the fill nor the stroke colour, in our
    /// own render of it at `scale`.
    static func measuredFuzzyPixels(of button: PushButton, size: Size, snapping: PixelSnapping, scale: Int) -> Int {
        let canvas = Canvas.render(button.drawing(title: "", size: size, snapping: snapping), scale: scale)
        let rgba = canvas.rgba
        let s = Double(scale)
        func channels(_ color: Color) -> [Double] { [color.red, color.green, color.blue].map { ($0 * 255).rounded() } }
        let fill = channels(button.fillColor)
        let stroke = channels(button.strokeColor)
        var count = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let pixel = Rect(x: Double(x) / s, y: Double(y) / s, width: 1 / s, height: 1 / s)
                guard isInsideOval(pixel, size: size, margin: 1 / s) else { continue }
                let index = (y * canvas.width + x) * 4
                let rgb = (0..<3).map { Double(rgba[index + $0]) }
                let farFromFill = zip(rgb, fill).contains { abs($0 - $1) > tolerance }
                let farFromStroke = zip(rgb, stroke).contains { abs($0 - $1) > tolerance }
                if farFromFill && farFromStroke { count += 1 }
            }
        }
        return count
    }
}
