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
        appendPaths(of: drawing, to: &out)
        out.append("</svg>\n")
        return out.bytes
    }

    /// Appends the `<path>` elements of `drawing`, one per line, as the document holds them.
    func appendPaths(of drawing: Drawing, to out: inout ByteBuffer) {
        for painted in drawing.paths {
            appendElement(painted, to: &out)
        }
    }

    private func appendElement(_ painted: PaintedPath, to out: inout ByteBuffer) {
        out.append("<path d=\"")
        out.append(pathData: painted.path)
        out.append("\"")
        if let fill = painted.fill {
            out.append(" fill=\"")
            out.append(hexColor: fill.red, fill.green, fill.blue, uppercase: false)
            out.append("\"")
            if fill.alpha < 1 {
                out.append(" fill-opacity=\"")
                out.append(number: fill.alpha)
                out.append("\"")
            }
        } else {
            out.append(" fill=\"none\"")
        }
        if let stroke = painted.stroke {
            out.append(" stroke=\"")
            out.append(hexColor: stroke.color.red, stroke.color.green, stroke.color.blue, uppercase: false)
            out.append("\"")
            if stroke.color.alpha < 1 {
                out.append(" stroke-opacity=\"")
                out.append(number: stroke.color.alpha)
                out.append("\"")
            }
            out.append(" stroke-width=\"")
            out.append(number: stroke.width)
            out.append("\"")
            // SVG's defaults are butt caps and miter joins like Core Graphics, but its miter limit is 4, not 10.
            if stroke.cap != .butt {
                out.append(" stroke-linecap=\"")
                out.append(stroke.cap.rawValue)
                out.append("\"")
            }
            if painted.path.hasJoins {
                if stroke.join != .miter {
                    out.append(" stroke-linejoin=\"")
                    out.append(stroke.join.rawValue)
                    out.append("\"")
                } else if stroke.miterLimit != 4 {
                    out.append(" stroke-miterlimit=\"")
                    out.append(number: stroke.miterLimit)
                    out.append("\"")
                }
            }
        }
        out.append("/>\n")
    }
}

/// Escapes text for XML character data and attribute values.
enum XMLEscaping {
    static func escape(_ text: String) -> String {
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
