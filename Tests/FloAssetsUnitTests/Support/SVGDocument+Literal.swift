@testable import FloDrawing
@testable import FloSVG

/// Imported artwork drawn with the colours it writes, as the import tests read it.
extension SVGDocument {
    /// The colour written; `currentColor`, black.
    static func literal(_ imported: ImportedColor) -> Color {
        if case .literal(let written) = imported { written } else { Color(red: 0, green: 0, blue: 0) }
    }

    /// `body` between `open` and `</svg>`, read and drawn at its own size with the colours it writes.
    static func drawing(of body: String, in open: String, title: String = "") throws -> Drawing {
        let document = try parse(Array((open + body + "\n</svg>").utf8))
        return document.drawing(title: title, size: document.size, colors: literal)
    }
}
