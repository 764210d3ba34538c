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
    package static func escape(_ text: String) -> String {
        // Most text (every control's name) has nothing to escape: returned as it is, not rebuilt.
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
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
