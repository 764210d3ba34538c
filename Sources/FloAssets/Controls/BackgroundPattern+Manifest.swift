import FloDrawing

extension BackgroundPattern: ControlType {
    static let typeName = "backgroundPattern"

    static func decode(_ reader: EntryReader) -> BackgroundPattern? {
        var pattern = BackgroundPattern()
        if let value = reader.length("tileSize") { pattern.tileSize = value }
        if let value = reader.paint("lightColor") { pattern.lightColor = value }
        if let value = reader.paint("darkColor") { pattern.darkColor = value }
        return reader.isValid ? pattern : nil
    }

    var intrinsicSize: Size? { Self.defaultSize }

    /// A tile of a fractional size puts its edges between device pixels: SVG readers, which repeat a tile drawn at
    /// whole pixels, then disagree with each other, and a gradient drawn tile by tile shows seams.
    func violations(size: Size?) -> [Violation] {
        var violations: [Violation] = []
        if let size {
            let tiles = (size.width / tileSize).rounded(.up) * (size.height / tileSize).rounded(.up)
            if tiles > Double(Self.maximumTiles) {
                violations.append(
                    Violation(
                        key: "tileSize", problem: .tooManyTiles(Int(min(tiles, 1e15)), maximum: Self.maximumTiles),
                        alsoDecidedBy: ["width", "height"]))
            }
        }
        if tileSize.rounded() != tileSize {
            let shaded = [lightColor, darkColor].contains { if case .color = $0 { false } else { true } }
            violations.append(Violation(key: "tileSize", problem: .fractionalTile(tileSize, shadedTiles: shaded)))
        }
        return violations
    }

    /// The most tiles a control repeats: PNG and Android draw every one.
    static let maximumTiles = 10_000
}
