import FloDrawing
import FloOutputFolder
import FloSVG

/// A designer's SVG file, drawn as the file says: fitted into the control's size by its `preserveAspectRatio`,
/// `currentColor` as `color`, and the colours `recolor` lists taken from the palette, so the artwork gets dark and
/// high-contrast variants like any control.
struct ImportedSVG: Sendable, Hashable {
    /// The file, as the manifest names it.
    var source: String
    var document: SVGDocument
    /// The digest of the file's bytes: what the log compares.
    var contents: SHA256.Digest
    var color = AppearanceColor(any: Color(red: 0, green: 0, blue: 0))
    var recolor: [Recolor] = []

    /// A colour of the file, as 8-bit sRGB with alpha, and the colour it becomes.
    struct Recolor: Sendable, Hashable {
        var from: [Int]
        var to: AppearanceColor

        static func key(_ color: Color) -> [Int] {
            [color.red, color.green, color.blue, color.alpha].map(Color.eightBit)
        }
    }

    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing {
        document.drawing(title: title, size: size) { imported in
            switch imported {
            case .current:
                return color.resolved(appearance)
            case .literal(let literal):
                let key = Recolor.key(literal)
                return recolor.first { $0.from == key }?.to.resolved(appearance) ?? literal
            }
        }
    }

    static func == (lhs: ImportedSVG, rhs: ImportedSVG) -> Bool {
        (lhs.source, lhs.contents, lhs.color, lhs.recolor) == (rhs.source, rhs.contents, rhs.color, rhs.recolor)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(contents)
        hasher.combine(color)
        hasher.combine(recolor)
    }
}
