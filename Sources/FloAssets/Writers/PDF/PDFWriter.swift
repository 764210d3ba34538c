import FloDrawing
import FloOutputFolder
import FloSupport

/// Writes a `Drawing` as a one-page PDF 1.4 file, 1 unit = 1 point, with an exact cross-reference table.
struct PDFWriter: OutputWriter {
    /// The `/Producer` written into every file's `/Info`.
    static let producer = "Flo Assets"
    /// `producer` as a PDF string, made once rather than for every file.
    private static let producerLiteral = PDFStrings.literal(producer)

    /// Whether the page content is Flate-compressed (the default); tests read it uncompressed.
    var compressesContent = true

    func paths(for control: Control) -> [String] { [control.fileName + ".pdf"] }

    func couldHaveWritten(_ path: String) -> Bool { isFlatFile(path, pathExtension: "pdf") }

    func files(for control: Control, drawing: Drawing) -> [GeneratedFile] {
        [GeneratedFile(path: control.fileName + ".pdf", bytes: data(for: drawing), isText: false)]
    }

    /// Whether `stroke` has square caps and a dash of no length, a square dot.
    static func hasSquareDots(_ stroke: Stroke) -> Bool {
        stroke.cap == .square && stroke.dashes.enumerated().contains { $0.offset.isMultiple(of: 2) && $0.element == 0 }
    }

    /// The PDF bytes of `drawing`.
    func data(for drawing: Drawing) -> [UInt8] {
        // A reader dashes each subpath from its start: where the dashes join across a closed subpath's start, as
        // the other outputs draw them, the dashes are written as the pieces they are; so are dashes of no length
        // under square caps, which a reader leaves out, each then a short segment (`pointSubpathsAsSegments`); a
        // stroke whose curve turns back on itself is its outline (`turningStrokesOutlined`).
        let content = PDFContentStream(
            drawing: drawing.dashesExpanded { node in
                guard let stroke = node.stroke else { return false }
                return Self.hasSquareDots(stroke)
                    || node.path.dashesJoinAtAStart(stroke.dashes, offset: stroke.dashOffset)
            }.squareDotsAsSegments.burnAndDodgeInsideTheirEnds.turningStrokesOutlined)
        var file = PDFObjectWriter()
        file.header()

        file.beginObject() // 1
        file.out.append("<< /Type /Catalog /Pages 2 0 R >>")
        file.endObject()

        file.beginObject() // 2
        file.out.append("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        file.endObject()

        file.beginObject() // 3
        file.out.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ")
        file.out.append(numbers: drawing.size.width, drawing.size.height)
        file.out.append("] ")
        // One dictionary for the page and every form in it: written out where only the page uses it, shared by
        // reference otherwise, so that it is written once however many objects use it.
        let resourceDictionary = Self.resources(of: content)
        let sharesResources = content.sharesResources
        var resources = ByteBuffer(capacity: 32)
        resources.append("/Resources ")
        if sharesResources {
            resources.append(integer: PDFContentStream.firstObject + content.objects.count)
            resources.append(" 0 R")
        } else {
            resources.append(bytes: resourceDictionary.bytes)
        }
        file.out.append(bytes: resources.bytes)
        file.out.append(" /Contents 4 0 R >>")
        file.endObject()

        file.beginObject() // 4
        file.out.append("<< ")
        appendStream(content.bytes.bytes, to: &file)
        file.endObject()

        file.beginObject() // 5
        file.out.append("<< /Producer ")
        file.out.append(Self.producerLiteral)
        file.out.append(" /Title ")
        file.out.append(PDFStrings.literal(drawing.title))
        file.out.append(" >>")
        file.endObject()

        for object in content.objects {
            file.beginObject()
            switch object {
            case .shading(let dictionary)?, .pattern(let dictionary)?:
                file.out.append(bytes: dictionary.bytes)
            case .form(let box, let isSoftMask, let isolated, let stream)?:
                file.out.append("<< /Type /XObject /Subtype /Form /BBox [")
                file.out.append(numbers: box.x, box.y)
                file.out.append(" ")
                file.out.append(numbers: box.maxX, box.maxY)
                file.out.append(
                    isSoftMask
                        ? "] /Group << /S /Transparency /CS /DeviceRGB >> "
                        : isolated ? "] /Group << /S /Transparency /I true >> " : "] /Group << /S /Transparency >> ")
                file.out.append(bytes: resources.bytes)
                file.out.append(" ")
                appendStream(stream, to: &file)
            case .image(let width, let height, let isGrey, let samples, let softMask)?:
                file.out.append("<< /Type /XObject /Subtype /Image /Width ")
                file.out.append(integer: width)
                file.out.append(" /Height ")
                file.out.append(integer: height)
                file.out.append(isGrey ? " /ColorSpace /DeviceGray" : " /ColorSpace /DeviceRGB")
                file.out.append(" /BitsPerComponent 8 ")
                if let softMask {
                    file.out.append("/SMask ")
                    file.out.append(integer: softMask)
                    file.out.append(" 0 R ")
                }
                appendStream(samples, to: &file)
            case nil:
                file.out.append("null")
            }
            file.endObject()
        }
        if sharesResources {
            file.beginObject()
            file.out.append(bytes: resourceDictionary.bytes)
            file.endObject()
        }

        file.trailer(root: 1, info: 5)
        return file.out.bytes
    }

    /// `/Length …` and the rest of a stream's dictionary after its opening, then the stream itself.
    private func appendStream(_ bytes: [UInt8], to file: inout PDFObjectWriter) {
        let stream = compressesContent ? Deflate.zlib(bytes) : bytes
        file.out.append("/Length ")
        file.out.append(integer: stream.count)
        file.out.append(compressesContent ? " /Filter /FlateDecode >>\nstream\n" : " >>\nstream\n")
        file.out.append(bytes: stream)
        file.out.append("\nendstream")
    }

    /// The resource dictionary of the page and of every form in it: its graphics states,
    /// shadings, patterns and forms, each named by its object number.
    private static func resources(of content: PDFContentStream) -> ByteBuffer {
        var out = ByteBuffer(capacity: 256)
        out.append("<< ")
        if !content.graphicsStates.isEmpty {
            out.append("/ExtGState << ")
            for (index, state) in content.graphicsStates.enumerated() {
                out.append("/GS")
                out.append(integer: index + 1)
                switch state {
                case .alpha(let alpha):
                    out.append(" << /ca ")
                    out.append(number: alpha.fill)
                    out.append(" /CA ")
                    out.append(number: alpha.stroke)
                case .softMask(let form):
                    out.append(" << /SMask << /S /Luminosity /G ")
                    out.append(integer: form)
                    out.append(" 0 R >>")
                case .blendMode(let mode):
                    out.append(" << /BM /" + mode.pdfName)
                }
                out.append(" >> ")
            }
            out.append(">> ")
        }
        for (name, kind) in [("/Shading << ", "S"), ("/Pattern << ", "P"), ("/XObject << ", "X")] {
            let numbers = content.objects.indices.filter { index in
                switch content.objects[index] {
                case .shading?: kind == "S"
                case .pattern?: kind == "P"
                case .form?, .image?: kind == "X"
                case nil: false
                }
            }.map { $0 + PDFContentStream.firstObject }
            guard !numbers.isEmpty else { continue }
            out.append(name)
            for number in numbers {
                out.append("/" + kind)
                out.append(integer: number)
                out.append(" ")
                out.append(integer: number)
                out.append(" 0 R ")
            }
            out.append(">> ")
        }
        out.append(">>")
        return out
    }
}

/// Writes numbered objects and records their byte offsets for the cross-reference table.
struct PDFObjectWriter {
    var out = ByteBuffer(capacity: 2048)
    private var offsets: [Int] = []

    mutating func header() {
        // The comment of bytes ≥ 128 tells transfer tools the file is binary.
        out.append("%PDF-1.4\n%")
        out.append(bytes: [0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
    }

    mutating func beginObject() {
        offsets.append(out.count)
        out.append(integer: offsets.count)
        out.append(" 0 obj\n")
    }

    mutating func endObject() {
        out.append("\nendobj\n")
    }

    mutating func trailer(root: Int, info: Int) {
        let xrefOffset = out.count
        out.append("xref\n0 ")
        out.append(integer: offsets.count + 1)
        // Each entry is exactly 20 bytes, ending in space + newline.
        out.append("\n0000000000 65535 f \n")
        for offset in offsets {
            out.append(integer: offset, width: 10)
            out.append(" 00000 n \n")
        }
        out.append("trailer\n<< /Size ")
        out.append(integer: offsets.count + 1)
        out.append(" /Root ")
        out.append(integer: root)
        out.append(" 0 R /Info ")
        out.append(integer: info)
        out.append(" 0 R >>\nstartxref\n")
        out.append(integer: xrefOffset)
        out.append("\n%%EOF\n")
    }
}

/// PDF string literals.
enum PDFStrings {
    /// `(text)` with `\`, `(` and `)` escaped when `text` is printable ASCII, else a UTF-16BE hex string with BOM.
    static func literal(_ text: String) -> String {
        // Byte by byte: every file's title goes through here, and printable ASCII is one byte a character.
        if text.utf8.allSatisfy({ $0 >= 32 && $0 < 127 }) {
            var result: [UInt8] = [UInt8(ascii: "(")]
            result.reserveCapacity(text.utf8.count + 8)
            for byte in text.utf8 {
                if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                    result.append(UInt8(ascii: "\\"))
                }
                result.append(byte)
            }
            result.append(UInt8(ascii: ")"))
            return String(decoding: result, as: UTF8.self)
        }
        var result = Array("<FEFF".utf8)
        for unit in text.utf16 { result += UInt8(unit >> 8).hexDigits() + UInt8(unit & 0xFF).hexDigits() }
        return String(decoding: result + [UInt8(ascii: ">")], as: UTF8.self)
    }
}

/// `pdf`: one file per control and appearance; no options.
enum PDFFormat: FormatDescriptor {
    static func writer(_ options: NoOptions, context: WriterContext) -> any OutputWriter { PDFWriter() }

    static func effectImagePixelsPerPoint(_ options: NoOptions) -> Double? {
        PDFContentStream.effectPixelsPerPoint
    }
}
