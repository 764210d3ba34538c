import FloDrawing
import FloOutputFolder
import FloSupport

/// Writes each drawing as PNGs rasterised by the package itself: `<name>[~appearance][@Nx].png` for
/// each scale N (no suffix at 1x, as iOS names them), ceil(width × N) × ceil(height × N) pixels.
struct PNGWriter: OutputWriter {
    /// The device scales; the manifest's `scales` unless the output sets its own.
    var scales = [1, 2, 3]

    private func name(_ control: Control, scale: Int) -> String {
        control.fileName + (scale == 1 ? "" : "@\(scale)x") + ".png"
    }

    func paths(for control: Control) -> [String] {
        scales.map { name(control, scale: $0) }
    }

    func files(for control: Control, drawing: Drawing) -> [GeneratedFile] {
        scales.map { scale in
            GeneratedFile(
                path: name(control, scale: scale), bytes: Self.image(of: drawing, scale: Double(scale)), isText: false)
        }
    }

    /// `drawing` as a PNG file at `scale` pixels per point, drawn within the run's pixel budget.
    static func image(of drawing: Drawing, scale: Double) -> [UInt8] {
        PixelBudget.shared.withPixels(Canvas.pixelsHeld(rendering: drawing, scale: scale)) {
            let canvas = Canvas.render(drawing, scale: scale)
            return PNGEncoder.encode(rgba: canvas.rgba, width: canvas.width, height: canvas.height)
        }
    }

    /// `<name>[~appearance][@Nx].png` with a valid control name.
    func couldHaveWritten(_ path: String) -> Bool {
        guard path.hasSuffix(".png"), !path.containsSlash else { return false }
        var stem = path.dropLast(4)
        if let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
            let scale = Int(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), (2...10).contains(scale)
        {
            stem = stem[..<at]
        }
        return isFlatFile(String(stem) + ".svg", pathExtension: "svg")
    }
}

/// `png`, with its own `scales` (default: the manifest's).
enum PNGFormat: FormatDescriptor {
    struct Options: Sendable {
        var scales: [Int]?
    }

    static func options(_ reader: EntryReader) -> Options? {
        let scales = reader.scales()
        return reader.isValid ? Options(scales: scales) : nil
    }

    static func writer(_ options: Options, context: WriterContext) -> any OutputWriter {
        PNGWriter(scales: options.scales ?? context.scales)
    }

    static func pixelScales(_ options: Options, manifestScales: [Int]) -> [Double] {
        (options.scales ?? manifestScales).map(Double.init)
    }
}
