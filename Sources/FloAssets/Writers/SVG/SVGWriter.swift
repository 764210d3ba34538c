import FloDrawing
import FloOutputFolder
import FloSupport

/// Writes a `Drawing` as a standalone SVG 1.1 document, 1 user unit = 1 point.
struct SVGWriter: OutputWriter {
    func paths(for control: Control) -> [String] { [control.fileName + ".svg"] }

    func couldHaveWritten(_ path: String) -> Bool { isFlatFile(path, pathExtension: "svg") }

    func files(for control: Control, drawing: Drawing) -> [GeneratedFile] {
        [GeneratedFile(path: control.fileName + ".svg", bytes: data(for: drawing), isText: true)]
    }

    /// The SVG bytes of `drawing`.
    func data(for drawing: Drawing) -> [UInt8] {
        var out = ByteBuffer(capacity: 1024)
        let width = drawing.size.width
        let height = drawing.size.height
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        out.append(number: width)
        out.append("\" height=\"")
        out.append(number: height)
        out.append("\" viewBox=\"0 0 ")
        out.append(numbers: width, height)
        out.append("\">\n<title>")
        out.append(XMLEscaping.escape(drawing.title))
        out.append("</title>\n")
        SVGRenderer.elements(of: drawing, to: &out)
        out.append("</svg>\n")
        return out.bytes
    }
}

/// Escapes text for XML character data and attribute values.
package enum XMLEscaping {
    /// `text` with XML's special characters as entities, and the characters XML 1.0 allows in no form (C0
    /// controls but tab and line ends, U+FFFE, U+FFFF) written as `\u{…}`: a manifest's key may hold them.
    package static func escape(_ text: String) -> String {
        // Most text (every control's name) has nothing to escape: returned as it is, not rebuilt. A byte 0xEF
        // leads U+F000…U+FFFF, among them the two noncharacters.
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xEF
                    || ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D)
            })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(character)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
                result += "\\u{\(String(character.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

/// `svg`: one file per control and appearance; no options.
enum SVGFormat: FormatDescriptor {
    static func writer(_ options: NoOptions, context: WriterContext) -> any OutputWriter { SVGWriter() }
}
